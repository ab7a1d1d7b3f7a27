# Slash command, option and choice names and descriptions (what Discord shows in the picker).
# Names: lowercase, no spaces, at most 32 characters. Descriptions: at most 100 characters.
# Keys: cmd-<command>[-<sub>] (name), ...-desc (description), opt-<command>-<option>[-desc],
# choice-<set>-<value>.

## /flip

cmd-flip = flip
cmd-flip-desc = Flip from your Fate Deck at this table
opt-flip-modifiers = modifiers
opt-flip-modifiers-desc = Fate modifiers: +, ++, -, --, +2, -1, 0 or +- (empty: none)
opt-flip-reason = reason
opt-flip-reason-desc = What the flip is for, shown with the result
opt-flip-edition = edition
opt-flip-edition-desc = Use another edition's rules for this flip

## /hand

cmd-hand = hand
cmd-hand-desc = Your control hand at this table
cmd-hand-draw = draw
cmd-hand-draw-desc = Draw phase: draw up to your edition's hand size
opt-hand-draw-soulstone = soulstone
opt-hand-draw-soulstone-desc = Spend a soulstone to draw extra cards, then discard back down (M2E/M3E)
cmd-hand-show = show
cmd-hand-show-desc = Show your hand privately and refresh your hand DM
cmd-hand-discard = discard
cmd-hand-discard-desc = Choose cards from your hand to discard

## /deck

cmd-deck = deck
cmd-deck-desc = Fate Decks at this table
cmd-deck-status = status
cmd-deck-status-desc = Cards in every deck, hand and discard pile at this table
cmd-deck-shuffle = shuffle
cmd-deck-shuffle-desc = Shuffle your discard pile back into your deck
cmd-deck-reset = reset
cmd-deck-reset-desc = A fresh 54-card deck (your hand is returned)
opt-deck-reset-player = player
opt-deck-reset-player-desc = Reset another player's deck (table moderators only)

## /panel

cmd-panel = panel
cmd-panel-desc = Post a quick-flip panel: Flip, +, ++, −, −−, Hand

## /table

cmd-table = table
cmd-table-desc = Table settings (changing them needs a table moderator)
cmd-table-game = game
cmd-table-game-desc = The game played at this table
opt-table-game-game = game
opt-table-game-game-desc = The game or edition (leave empty to see the current one)
cmd-table-deck = deck
cmd-table-deck-desc = One deck per player, or one shared deck for everybody
opt-table-deck-mode = mode
opt-table-deck-mode-desc = Personal or shared decks (leave empty to see the current mode)
cmd-table-language = language
cmd-table-language-desc = The language of the bot's replies at this table
opt-table-language-language = language
opt-table-language-language-desc = A language, or each player's own (leave empty to see the current one)
cmd-table-moderator_role = moderator_role
cmd-table-moderator_role-desc = The role that may change this table's settings and reset decks
opt-table-moderator_role-role = role
opt-table-moderator_role-role-desc = The moderator role (leave empty to remove it)

## /roll

cmd-roll = roll
cmd-roll-desc = Roll dice in standard notation, e.g. 2d6+3 or 4d6kh3
opt-roll-expression = expression
opt-roll-expression-desc = Dice notation, e.g. 1d20+5, 3d6, 4d6kh3, 2d10ro1

## /help

cmd-help = help
cmd-help-desc = What Fatebot does, with examples

## Choices

choice-edition-m4e = Malifaux Fourth Edition (M4E)
choice-edition-m3e = Malifaux Third Edition (M3E)
choice-edition-m2e = Malifaux Second Edition (M2E)
choice-game-fulminato = Fulminato
choice-game-doomtrooper = Doomtrooper
choice-deck-personal = Personal: one deck per player
choice-deck-shared = Shared: one deck for the whole table
choice-language-auto = Each player's own language
choice-language-en = English
choice-language-es = Español
choice-language-hu = Magyar
