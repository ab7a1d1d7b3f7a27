-- 017: committed shuffles at a table without a game, by the table's choice (issue 30 §1,
-- docs/fair-deck.md "At a table without a game"). 1: each deck of the table gets its own epoch
-- (a secret seed, published as its SHA-256, revealed at the deck's reset), kept in the deck's
-- `fair` column as a game's decks are (migration 015). 0, the default: the operating system's
-- shuffles, as before.
ALTER TABLE tables ADD COLUMN fair_deck INTEGER NOT NULL DEFAULT 0;
