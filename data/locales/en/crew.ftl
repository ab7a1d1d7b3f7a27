# /crew: a player's crews from pasted lists, and the model cards a server shares (docs/crews.md).

## Commands

cmd-crew = crew
cmd-crew-desc = Your crews from pasted lists, and the model cards this server shares
cmd-crew-import = import
cmd-crew-import-desc = Keep a crew from a pasted list (biggerhat, Tabletop Simulator or "Name 6ss" lines) or a file
opt-crew-import-file = file
opt-crew-import-file-desc = A text file with the crew list (without one, a form opens to paste it)
cmd-crew-list = list
cmd-crew-list-desc = Your crews (only you see them)
cmd-crew-show = show
cmd-crew-show-desc = One of your crews with its models' cards (only you see it)
cmd-crew-delete = delete
cmd-crew-delete-desc = Delete one of your crews
opt-crew-name = name
opt-crew-name-desc = The crew's name
cmd-crew-card = card
cmd-crew-card-desc = Model cards, entered once and shared by everyone in this server
cmd-crew-card-set = set
cmd-crew-card-set-desc = Enter a model card in a form, or paste or attach cards in the card notation
opt-crew-card-paste = paste
opt-crew-card-paste-desc = True: paste one or more cards as text instead of filling in the form
opt-crew-card-file = file
opt-crew-card-file-desc = A text file with one or more cards in the card notation
cmd-crew-card-show = show
cmd-crew-card-show-desc = A model card as text to copy and share
opt-crew-card-model = model
opt-crew-card-model-desc = The model's name

## Forms

crew-modal-title = Import a crew
crew-modal-label = Crew list
crew-modal-placeholder = Paste the list: a biggerhat export, a Tabletop Simulator list or "Name 6ss" lines
crew-card-block-modal-title = Paste model cards
crew-card-block-modal-label = Cards (a blank line between two)
crew-card-block-modal-placeholder = Judge / Df 5 Wp 6 Sp 5 Sz 2 Hp 9 Base 30 / * Blade | 6r | Df | - | 3/4/5
crew-card-modal-title = Model card
crew-card-modal-name = Model name
crew-card-modal-stats = Stats
crew-card-modal-actions = Actions (* …) and triggers (+ …)

## Replies

crew-heading = { $name } ({ $faction }), { $count ->
    [one] { $count } model
   *[other] { $count } models
}
crew-no-faction = no faction given
crew-cache = Soulstone cache: { $count }
crew-no-card = no card yet
crew-format-labelled = Read as a biggerhat export.
crew-format-tts = Read as a Tabletop Simulator list.
crew-format-ss = Read as "Name 6ss" lines.
crew-imported = Crew { $name } kept.
crew-imported-replaced = Crew { $name } replaced with the new list.
crew-unmatched = { $count ->
    [one] { $count } model has no card in this server yet:
   *[other] { $count } models have no card in this server yet:
}
crew-unmatched-hint = Enter each card once with /crew card set: everyone in this server can use it.
crew-all-matched = Every model has a card in this server.
crew-private-note = Only you see your crews.
crew-list-empty = You have no crews yet: /crew import keeps one from a pasted list.
crew-list-title = { $count ->
    [one] Your crew
   *[other] Your { $count } crews
}
crew-deleted = Crew { $name } deleted.
crew-cards-saved = { $count ->
    [one] { $count } card kept for this server.
   *[other] { $count } cards kept for this server.
}
crew-card-new = New: { $name }
crew-card-replaced = Replaced: { $name }
crew-cards-shared-note = Everyone in this server can use these cards; only you can replace them.
crew-card-title = Card: { $name }
crew-card-share-note = Copy this text to share the card: /crew card set paste:True reads it back.
crew-more-lines = { $count ->
    [one] … and { $count } more line.
   *[other] … and { $count } more lines.
}

## Errors

crew-error-server-only = Model cards are shared by a server: use this command in a server's channel.
crew-error-name = The crew needs a name made of letters or digits.
crew-error-too-many = You already keep { $max } crews: delete one with /crew delete first.
crew-error-unknown = You have no crew named “{ $name }”. /crew list shows yours.
crew-error-file-too-large = The file is { $size } bytes; at most { $max } are read.
crew-error-not-utf8 = The file is not UTF-8 text (byte { $position }).
crew-card-error-unknown = This server has no card for “{ $name }” yet: /crew card set enters it.
crew-card-error-not-author = The card of { $name } was entered by { $author }: only they can replace it.
crew-card-error-name = Line { $line }: “{ $text }” is not a name (1 to { $max } characters, without | * + ` < > @ #).
crew-card-error-number = Line { $line }: { $what } must be a whole number from { $low } to { $high }, not “{ $text }”.
crew-card-error-stats = Line { $line }: the stats line needs Df, Wp, Sp, Sz, Hp and Base, each once with its number (“{ $text }”).
crew-card-error-suit = Line { $line }: a trigger starts with its suits, r, c, m or t (one to three), then its name (“{ $text }”).
crew-card-error-action = Line { $line }: an action is “* name | skill | resisted by | TN | damage”, five parts split by | (“{ $text }”).
crew-card-error-skill = Line { $line }: the skill is a number with an optional suit letter, r, c, m or t, such as 6r (“{ $text }”).
crew-card-error-resist = Line { $line }: resisted by must be Df, Wp, Sp, Sz or - (“{ $text }”).
crew-card-error-damage = Line { $line }: the damage track is up to three numbers such as 2/3/4, or - (“{ $text }”).
crew-card-error-no-target = Line { $line }: an action needs a resisting stat or a TN (“{ $text }”).
crew-card-error-short = Line { $line }: a card needs its name on one line and its stats on the next.
crew-card-error-too-many = Line { $line }: at most { $max } here (“{ $text }”).
crew-card-error-trigger-first = Line { $line }: a trigger (+) comes after the action (*) it belongs to (“{ $text }”).
crew-card-error-line = Line { $line }: after the stats, each line is an action (*) or a trigger (+) (“{ $text }”).
crew-card-error-twice = Line { $line }: this block has the card of “{ $text }” twice.
crew-card-error-long = Line { $line }: the card of “{ $text }” is longer than { $max } characters.
crew-list-error-cost = Line { $line }: a model costs at most { $max } soulstones (“{ $text }”).
crew-list-error-cache = Line { $line }: the soulstone cache is a number up to { $max } (“{ $text }”).
crew-list-error-too-many = Line { $line }: at most { $max } here (“{ $text }”).
crew-list-error-upgrade-first = Line { $line }: an upgrade comes under the model it is attached to (“{ $text }”).
crew-list-error-no-models = The list has no models.
crew-list-error-indent = Line { $line }: in a Tabletop Simulator list models are indented two spaces and upgrades four (“{ $text }”).
crew-list-error-ss-line = Line { $line }: each line should be a model and its cost, such as “Judge 9ss” (“{ $text }”).
crew-list-error-format = Line { $line }: this is not a crew list Fatebot reads (a biggerhat export, a Tabletop Simulator list or “Name 6ss” lines): “{ $text }”.
crew-list-error-long = The list is longer than { $max } characters.

## /help

help-topic-crews = Crews
help-topic-crews-desc = Your crews and the model cards a server shares
help-page-crews = `/crew import` keeps a crew from a pasted list: a biggerhat export, a Tabletop Simulator list or "Name 6ss" lines, found by themselves; `/crew list` and `/crew show name:Justice` show your crews to you alone, `/crew delete name:Justice` removes one.
    Model cards are entered once per server: `/crew card set` opens a form, `/crew card set paste:True` reads cards written in the card notation, and `/crew card show model:Judge` gives a card as text to share. Fatebot ships no card data.
    In a game: during its setup `/crew choose` commits one of your crews in secret, and both are revealed once both players chose; then `/duel opposed` with `attacker`, `action` and `target` takes the stat, suit, resist and TN from the cards, tells you each trigger's chance privately, and the damage lands on the target's health on the board.
