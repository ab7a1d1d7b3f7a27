# /crew with the optional source: model numbers from biggerhat's public API (FATEBOT_BIGGERHAT_URL; docs/crews.md).

opt-crew-import-code = code
opt-crew-import-code-desc = A biggerhat share code or share link (where this bot reads biggerhat)

crew-format-share = Read from biggerhat's share code.
crew-source-credit = Numbers from biggerhat.net, reused for a game and never kept: this server's own cards come first.
crew-source-from = biggerhat.net
crew-source-card-title = { $name } (numbers from biggerhat.net)
crew-source-unset = Not given by biggerhat, left unset ({ $value }):
crew-source-unset-stat = { $stat }
crew-source-unset-skill = the skill of { $name }
crew-source-unset-resist = what resists { $name } (not one of Df, Wp, Sp or Sz)
crew-source-unset-target = the TN of { $name }
crew-source-unset-damage = the damage of { $name }
crew-source-unset-suits = the suits of the trigger { $name }

crew-source-error-busy = biggerhat is busy, try again in { $seconds } s.
crew-source-error-unknown = biggerhat has no model named “{ $name }” (and this server has no card for it: /crew card set enters one).
crew-source-error-no-crew = biggerhat has no public crew with the share code “{ $code }”.
crew-source-error-code = “{ $code }” is not a biggerhat share code: paste the code or the share link.
crew-source-error-off = This bot does not read biggerhat (its operator has not turned it on): paste the crew list with /crew import instead.
crew-source-error-answer = biggerhat gave an answer Fatebot cannot read; try again later or enter the card with /crew card set.
crew-source-error-too-many = The crew has more than { $max } models.
