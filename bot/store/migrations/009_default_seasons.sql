-- 009: a server's own default season per edition (issue 24), as JSON {"m4e": "m4e-gg1", ...}:
-- what /encounter, /game start and the season options use when no season is named there.
ALTER TABLE league_settings ADD COLUMN default_seasons TEXT;
