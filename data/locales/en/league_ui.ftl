# /league: command names, replies and errors.

## Commands

cmd-league = league
cmd-league-desc = Leagues: draws anyone can check, players, results and standings
cmd-league-create = create
cmd-league-create-desc = Create a league: a secret seed, its SHA-256 commitment published now
cmd-league-draw = draw
cmd-league-draw-desc = Draw a round's encounter from the league's seed (drawn once, then stored)
cmd-league-show = show
cmd-league-show-desc = The league's rounds, or one round in full
cmd-league-export = export
cmd-league-export-desc = Every drawn round as a CSV file
cmd-league-reveal = reveal
cmd-league-reveal-desc = Publish the league's seed so anyone can recompute every draw
cmd-league-verify = verify
cmd-league-verify-desc = Recompute every stored round from the revealed (or a given) seed
cmd-league-season = season
cmd-league-season-desc = Load a custom season file (TOML): upload it, or paste it in a form
cmd-league-season_remove = season_remove
cmd-league-season_remove-desc = Remove one of this server's custom seasons
opt-league-name = name
opt-league-name-desc = The league's name (in its own server) or its 8-character code (anywhere)
opt-league-season = season
opt-league-season-desc = The season the league draws from (built-in or custom)
opt-league-stalled = stalled
opt-league-stalled-desc = A game without a result at the deadline: you decide, both lose, or the one who reported wins
opt-league-stalled_days = stalled_days
opt-league-stalled_days-desc = Days after the deadline before that rule applies (0: at the deadline)
opt-league-round = round
opt-league-round-desc = The round number (1 to 999)
opt-league-show-round-desc = One round to show in full (empty: every round in short)
opt-league-seed = seed
opt-league-seed-desc = A seed to check (64 hex characters); empty: the league's revealed seed
opt-league-season-file = file
opt-league-season-file-desc = The season file (.toml); empty: paste it in a form
opt-league-season_remove-season-desc = The custom season to remove

## Replies

league-created = League **{ $name }** created by { $by } with the season { $season }.
    Commitment (SHA-256 of the secret seed): `{ $commitment }`
    Every round's encounter is derived from that seed. /league-admin reveal publishes the seed later, so anyone can check every draw against this commitment.
league-round-title = **{ $name }**, round { $round } — { $season }
league-round-stored = This round was drawn { $when } by { $by }; this is the stored draw.
league-round-unreadable = The stored draw of this round cannot be read back; its fields as stored:
league-sides-note = Side first and side second are the two players of each pairing (with /game start, the player who starts the game is side first).
league-show-title = **League { $name }** — { $season }
league-commitment = Commitment: `{ $commitment }`
league-seed = Seed (revealed): `{ $seed }`
league-seed-secret = Seed: secret until /league-admin reveal.
league-no-rounds = No round drawn yet: /league-admin draw.
league-rounds = { $count ->
    [one] One round drawn:
   *[other] { $count } rounds drawn:
}
league-round-line = Round { $round }: { $strategy } · { $deployment } · { $schemes }
league-strategy-open = attacker chooses ({ $choices })
league-truncated = … and { $count } more (use /league-admin export for everything).
league-export = League **{ $name }**: { $count } rounds as CSV (commitment `{ $commitment }`).
league-revealed = League **{ $name }**: the seed is `{ $seed }`.
    Check it: the SHA-256 of the seed must be the commitment `{ $commitment }` published at creation. Then recompute the { $count } stored rounds with /league verify or the script in docs/leagues.md.
league-verify-title = **Verification of league { $name }**
league-verify-revealed-seed = Recomputed from the revealed seed.
league-verify-given-seed = Recomputed from the seed you gave.
league-verify-commitment-ok = Commitment: OK (the SHA-256 of the seed is the published commitment).
league-verify-commitment-bad = Commitment: MISMATCH (the SHA-256 of this seed is not the published commitment).
league-verify-checked = { $count ->
    [one] One stored round recomputed.
   *[other] { $count } stored rounds recomputed.
}
league-verify-mismatches = { $count } stored fields differ from the recomputation, in rounds { $rounds }:
league-verify-mismatch = round { $round }, { $field }: stored “{ $stored }”, recomputed “{ $expected }”
league-verify-ok = Result: every stored draw matches.
league-verify-failed = Result: MISMATCH.
league-season-saved = Custom season **{ $name }** ({ $id }, { $edition }) loaded. Choose it with the season option of /encounter, /league-admin create and /game start.
league-season-replaced = Custom season **{ $name }** ({ $id }, { $edition }) replaced with the new file. Existing leagues keep the season file they were created with.
league-season-removed = Custom season **{ $name }** ({ $id }) removed. Existing leagues keep their copy of it.
league-season-modal-title = Paste a season file
league-season-modal-label = Season file (TOML)
league-season-modal-placeholder = id = "my-league" … (the format of the files in data/seasons)

## Errors

league-error-not-organiser = Only league organisers may do that: members with Manage Server, or the server's organiser role (/league-admin organiser_role). A table's moderator role does not count.
league-error-name-invalid = A league name has 1 to { $max } characters, without line breaks or control characters (yours has { $length }).
league-error-name-taken = This server already has a league called “{ $name }”. Choose another name.
league-error-too-many = This server already has { $max } leagues.
league-error-unknown = There is no league “{ $name }” on this server. Leagues here: { $known }.
league-error-season-needed = Choose the league's season.
league-error-round-not-drawn = Round { $round } of { $name } has not been drawn yet: an organiser draws it with /league-admin draw.
league-error-not-revealed = The seed of { $name } is still secret: reveal it with /league-admin reveal first, or give a seed to check.
league-created-stall = Games without a result { $days ->
        [0] at a round's deadline
        [one] a day after a round's deadline
       *[other] { $days } days after a round's deadline
    }: { $rule }. /league-admin forfeit changes this.
