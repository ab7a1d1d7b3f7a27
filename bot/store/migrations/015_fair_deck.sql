-- 015: committed shuffles (issue 30, docs/fair-deck.md). While a game runs, each of its decks
-- carries the game's secret seed, the number of its next shuffle and the journal of every card
-- it moved (bot/rules/common/fair.py): in the deck's own row, so that the derived order, the
-- shuffle's number and the cards dealt from it are committed together. NULL: no game (the
-- shuffles are the operating system's, as before).
ALTER TABLE decks ADD COLUMN fair BLOB;
