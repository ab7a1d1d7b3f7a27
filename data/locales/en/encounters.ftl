# Errors raised by seasons, encounter generation and league draws.

season-error-invalid = This season file is not valid:
    { $details }
    Fix each line listed above and load the file again. The shipped files in data/seasons show the format.
season-error-too-large = This season file has { $size } characters; a season file may have at most { $max }. Remove anything that is not part of the season.
season-error-unknown = “{ $value }” is not a season. Choose one of: { $known }.
season-error-no-default = There is no built-in season for { $edition }. Load a custom season file (strategies and deployments by suit, schemes by card value) and choose it with the season option.
season-error-unknown-scheme = “{ $scheme }” is not a scheme of { $season }. Its schemes are: { $known }.
season-error-no-turn-flip = “{ $strategy }” has no per-turn flip in { $season }. Only strategies with a marker table in the season file flip each turn.
encounter-error-strategy-decided = This encounter's strategy is already decided ({ $strategy }); there is nothing left to choose.
encounter-error-strategy-not-offered = “{ $value }” is not one of the strategies the attacker may choose. Choose one of: { $choices }.
encounter-error-season-edition = { $season } is a season for { $season_edition }, not { $edition }. Choose a { $edition } season, or set the edition to { $season_edition }.
league-error-seed-invalid = A league seed is exactly 64 hexadecimal characters (0–9 and a–f), as published by /league-admin reveal; you gave { $length } characters. Copy the whole seed without spaces.
league-error-commitment-invalid = A league commitment is exactly 64 hexadecimal characters (0–9 and a–f), the SHA-256 published by /league-admin create; you gave { $length } characters.
league-error-round-out-of-range = Round { $round } is out of range: use a round number from { $min } to { $max }.
