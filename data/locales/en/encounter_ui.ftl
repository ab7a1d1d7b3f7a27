# /encounter: command names, the reply, and the errors of encounters and custom seasons.

## Command

cmd-encounter = encounter
cmd-encounter-desc = Generate an encounter: attacker, strategy, deployment and scheme pool
opt-encounter-edition = edition
opt-encounter-edition-desc = The edition's procedure to use (default: this table's game)
opt-encounter-season = season
opt-encounter-season-desc = A Gaining Grounds season, or one of this server's custom seasons
opt-encounter-opponent = opponent
opt-encounter-opponent-desc = Your opponent: each of you flips from your own deck (empty: the bot flips for both)

## The reply

enc-title-opponent = **Encounter** ({ $edition }, { $season }): { $player } against { $opponent }
enc-title-alone = **Encounter** ({ $edition }, { $season }) for { $player }: the bot flipped both sides from a fresh deck
enc-season = { $name } ({ $id })
enc-season-custom = { $name } ({ $id }, custom season)
enc-side-bot-opponent = the opponent
enc-side-first = side first
enc-side-second = side second
enc-scenario-flips = Scenario flips (higher card attacks):
enc-scheme-flips = Scheme flips by { $who } (five different values):
enc-flip-used = { $who }: { $card }
enc-flip-scheme = { $who }: { $card } → { $scheme }
enc-flip-joker-reflipped = { $who }: { $card } — a joker, flipped again
enc-flip-tie-reflipped = { $who }: { $card } — same value as the other side, both flip again
enc-flip-duplicate-reflipped = { $who }: { $card } — that value is already in the pool, flipped again
enc-flip-reshuffled = (the discard pile was shuffled into the deck first)
enc-flips-compact = Flips ({ $count }, in order: card and outcome): { $flips }
enc-attacker = Attacker: { $who } ({ $card })
enc-defender = Defender: { $who } ({ $card })
enc-strategy-prefix = Strategy:
enc-strategy = Strategy: { $strategy } (attacker's suit: { $suit })
enc-strategy-open = Strategy: { $who } chooses one of { $choices } (the Red Joker decided)
enc-strategy-chosen = Strategy: { $strategy } (chosen by { $who })
enc-strategy-placeholder = Attacker: choose the strategy
enc-no-suit = no suit
enc-deployment = Deployment: { $deployment } (defender's suit: { $suit })
enc-schemes = Scheme pool ({ $count }):
enc-scheme-by-value = { $value }: { $scheme }
enc-scheme-card = { $scheme } → next available: { $next }
enc-reshuffled-after-setup = The decks were shuffled back to 54 cards after setup.

## Errors

encounter-error-opponent-self = You cannot play against yourself: name another player as the opponent, or leave it empty and the bot flips for both sides.
encounter-error-opponent-bot = { $player } is a bot and has no Fate Deck: name a player as the opponent, or leave it empty and the bot flips for both sides.
encounter-error-not-attacker = Only the attacker ({ $attacker }) chooses the strategy.
season-error-file-too-large = That file has { $size } bytes; a season file may have at most { $max }. Upload only the season's TOML file.
season-error-not-utf8 = That file is not UTF-8 text (byte { $position } is not valid). Save the season file as UTF-8 and upload it again.
season-error-id-shipped = “{ $id }” is the id of a built-in season. Give your season its own id (e.g. “{ $id }-league”) and load it again.
season-error-too-many = This server already has { $max } custom seasons. Remove one with /league-admin season_remove first.
season-error-not-custom = “{ $value }” is not one of this server's custom seasons (built-in seasons cannot be removed).

# No season named (issue 24): which one was used.
season-defaulted-today = No season named: { $season } ({ $id }), the { $edition } season in force today.
season-defaulted-server = No season named: { $season } ({ $id }), this server's default for { $edition } (/league-admin default_season).
cmd-league-admin-default_season = default_season
cmd-league-admin-default_season-desc = The season this server uses for an edition when none is named
opt-league-admin-default_season-edition = edition
opt-league-admin-default_season-edition-desc = The edition whose default you choose
opt-league-admin-default_season-season = season
opt-league-admin-default_season-season-desc = The season (empty: the edition's season in force today)
season-default-set = { $by } made { $season } ({ $id }) this server's default season for { $edition }.
season-default-cleared = { $by } cleared this server's default season for { $edition }: it is the season in force each day ({ $season } today).
