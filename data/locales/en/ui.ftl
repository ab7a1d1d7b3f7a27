# Replies, buttons, menus and errors of the Discord layer (bot/ui, cogs).
# Scripts read the English labels `Flipped:` and `Card:`; keep them at the start of their lines.

## Cards

suit-rams = Rams
suit-crows = Crows
suit-masks = Masks
suit-tomes = Tomes
card-suited = { $value } of { $suit }
card-red-joker = Red Joker
card-black-joker = Black Joker
cards-none = none

## Flips

flip-modifier-none = no modifiers
flip-header = { $player } flips ({ $modifiers })
flip-header-reason = { $player } flips for “{ $reason }” ({ $modifiers })
flip-edition-override = Rules: { $edition }
flip-reshuffled = The draw pile was empty: the discard pile was shuffled into a new deck first.
flip-flipped = Flipped: { $cards }
flip-card = Card: { $card }
flip-why-free-choice = With + any flipped card may be used; the highest is shown.
flip-why-lowest = With − the lowest card must be used.
flip-why-lowest-tied = With − the lowest card must be used; several share that value, so the flipper picks the suit.
flip-why-red-joker-allowed = With − the lowest card must be used, but the Red Joker may always be chosen instead.
flip-why-black-joker-forced = Black Joker must be used, whatever the modifiers.
flip-why-both-jokers = Both jokers were flipped: the Black Joker must be used.
flip-switched = The flipper switched the card.
flip-choice-until = The flipper may switch cards with the buttons until { $time }.
flip-choice-closed = (The choice has closed; the card shown stands.)

## Hands (only ever shown to their owner)

hand-title = Your hand at { $table }: { $count } of { $size } cards
hand-empty = (no cards)
hand-drew = { $count ->
    [0] Your hand is already full: no cards drawn.
    [one] You drew one card.
   *[other] You drew { $count } cards.
}
hand-discarded = { $count ->
    [one] You discarded { $cards }.
   *[other] You discarded { $count } cards: { $cards }.
}
hand-must-discard = { $count ->
    [one] You hold one card too many: pick the card to discard below.
   *[other] You hold { $count } cards too many: pick the cards to discard below.
}
hand-dm-title = { $count ->
    [0] Your hand at { $table } ({ $server }) is empty.
    [one] Your hand at { $table } ({ $server }): one card
   *[other] Your hand at { $table } ({ $server }): { $count } cards
}
hand-dm-closed = I could not send you your hand by direct message because your DMs are closed. To open them: right-click (or long-press) this server's icon → Privacy Settings → turn on Direct Messages. Until then, /hand show always shows your hand here, privately.
hand-dm-failed = Discord did not let me update your hand DM just now; it will be updated at your next hand command. /hand show always works.
discard-placeholder = Choose the cards to discard
discard-placeholder-exact = { $count ->
    [one] Choose the card to discard
   *[other] Choose { $count } cards to discard
}
discard-prompt = Choose the cards to discard in the menu below. Discarded cards go face up on your discard pile.

## Decks

deck-mode-personal = one deck per player
deck-mode-shared = one shared deck
deck-status-title = Fate Decks at { $table } ({ $mode }):
deck-status-empty = Nobody has flipped or drawn here yet: each deck is created and shuffled on first use.
deck-status-truncated = …and more decks than fit in one message.
deck-shared-owner = Shared deck
deck-hand-count = { $player }: { $count ->
    [one] one card
   *[other] { $count } cards
}
deck-no-hands = no cards in hand
deck-discard-more = (and { $count } more)
deck-status-line = **{ $owner }** — draw pile { $draw }, discard pile { $discard_count }, in play { $in_play }; hands: { $hands }
    Discard pile (top first): { $discard }
deck-shuffled = { $player } shuffled their discard pile back into their deck: { $draw } cards to draw.
deck-shuffled-shared = { $player } shuffled the shared discard pile back into the deck: { $draw } cards to draw.
deck-cut-note = M4E: the opponent may cut the deck. Fatebot's shuffle is already uniformly random, so a cut changes nothing; nobody needs to ask for one.
deck-reset-self = { $target } has a fresh 54-card Fate Deck { $returned ->
    [0] (their hand was empty).
    [one] (one card came back from their hand).
   *[other] ({ $returned } cards came back from their hand).
}
deck-reset-other = { $by } reset { $target }'s Fate Deck: 54 fresh cards { $returned ->
    [0] (their hand was empty).
    [one] (one card came back from their hand).
   *[other] ({ $returned } cards came back from their hand).
}
deck-reset-shared = { $by } reset the shared Fate Deck: 54 fresh cards { $returned ->
    [0] (no cards were in hands).
    [one] (one card came back from a hand).
   *[other] ({ $returned } cards came back from hands).
}
deck-reset-shared-hand = { $returned ->
    [0] { $target }'s hand was empty: nothing went back to the shared deck.
    [one] { $target }'s hand (one card) was shuffled face down into the shared draw pile; nobody sees it.
   *[other] { $target }'s hand ({ $returned } cards) was shuffled face down into the shared draw pile; nobody sees them.
}

## Panel

panel-text = **Quick flips** — press a button to flip from your own deck at this table (the result is posted here). **Hand** shows your hand privately.
panel-flip = Flip
panel-plus = +
panel-plus2 = ++
panel-minus = −
panel-minus2 = −−
panel-hand = Hand

## Table settings

table-no-role = none
table-settings = Settings of { $table }:
    • Game: { $game }
    • Decks: { $mode }
    • Language: { $language }
    • Moderator role: { $role }
    • Pace: { $pace }
    • Checkable shuffles outside a game: { $fair }
    Table moderators (Manage Channels, Manage Server or the moderator role; in a group DM everyone at the table) change them with /table game, /table deck, /table language, /table pace, /table fair_deck and /table moderator_role.
table-game-set = { $by } set this table's game to { $game }.
table-deck-set = { $by } set this table to { $mode }.
table-language-set = { $by } set this table's language to: { $language }.
table-role-set = { $by } made { $role } this table's moderator role.
table-role-cleared = { $by } removed this table's moderator role; Manage Channels or Manage Server still count.

## Dice

roll-result = { $player } rolls `{ $expression }`: { $breakdown }
    Total: { $total }

## Errors (always private)

error-guild-only = This command works in a server's text channel or thread: each channel is a table with its own decks.
error-not-your-control = These buttons belong to { $owner }. Use your own: /flip, /hand show or the panel.
error-missing-permissions = You need these permissions here: { $permissions }.
error-bot-missing-permissions = I need these permissions in this channel: { $permissions }. Ask a server admin to grant them.
error-missing-role = You do not have the role this command needs.
error-check-failed = You cannot use this command here.
error-option-invalid = I could not understand “{ $value }”. Check the option and try again.
error-option-not-member = { $user } is not a member of this server. Pick someone at this table.
error-command-outdated = The bot's commands were just updated and Discord still shows an old version. Wait a minute (or restart Discord) and try again.
error-unexpected = Something went wrong on my side. Nothing was changed. If it happens again, tell the bot's operator and quote error id { $id }.
error-hand-empty = Your hand is empty: there is nothing to discard. Draw with /hand draw.
error-discard-stale = That menu is out of date. Use /hand discard again.
error-discard-exact = { $count ->
    [one] Pick exactly one card to discard.
   *[other] Pick exactly { $count } cards to discard.
}
error-player-is-bot = { $player } is a bot and has no Fate Deck. Pick a player.
error-table-role-unusable = { $role } cannot be the moderator role (it is @everyone or managed by an integration). Pick a role you assign to moderators.

permission-manage-channels = Manage Channels
permission-manage-guild = Manage Server
permission-send-messages = Send Messages
permission-send-messages-in-threads = Send Messages in Threads
permission-create-public-threads = Create Public Threads
permission-embed-links = Embed Links
permission-read-message-history = Read Message History
permission-view-channel = View Channel

## /help

help-title = Fatebot — the Malifaux Fate Deck, on Discord
help-intro = Every channel or thread is a **table**. At each table every player has their own 54-card Fate Deck (or the table shares one), a public discard pile and a private control hand that I keep in your DMs.
help-flips = `/flip` flips one card. `/flip modifiers:+` flips two and lets you pick (buttons, only you); `/flip modifiers:--` flips three and the lowest must be used. `+-` cancel, `+2` and `-1` work too, up to 4 cards. Add `reason:Attack` to label it, `edition:` to use another edition's rules.
help-hands = `/hand draw` draws up to your hand size (7 in M4E, 6 in M2E/M3E); `/hand draw soulstone:True` draws two more in M2E/M3E, then you discard back down. `/hand show` shows it privately; `/hand discard` opens a private menu.
help-decks = `/deck status` shows every deck's piles, hand sizes (never the cards) and the public discard pile. `/deck shuffle` shuffles your discard pile back in. `/deck reset` gives you a fresh deck; moderators can reset anyone's with `player:`.
help-panel = `/panel` posts buttons (Flip, +, ++, −, −−, Hand): whoever presses flips from their own deck. It keeps working after I restart.
help-duels =
    • `/duel simple stat:6 tn:12`: your stat plus a flip against a target number.
    • `/duel opposed opponent:@Ana stat:6`: against another player, who accepts with their own stat. Name yourself as the opponent when your model targets a friendly model: only then may the target relent.
    Soulstones (M2E/M3E) or empower (M4E), relent, your pick of the flipped cards on +, then each player may cheat from their own hand, privately, in the edition's order.
    • `/damage weak:1 moderate:2 severe:4`: a damage flip (M2E/M3E).
    • `/initiative opponent:@Ana attacker:@Ana`, `/random model count:3`, `/random player opponent:@Ana`.
help-dice = `/roll 1d20+5`, `/roll 4d6kh3` (keep the highest 3), `/roll 2d10ro1` (reroll ones once).
help-privacy = Your hand is shown only to you (private replies and DMs); channels see only how many cards you hold. Buttons act only for the player they belong to. Shuffles use the operating system's secure random source.
help-interpretations = • The Black Joker must be used whatever the modifiers; with both jokers flipped the Black Joker is used. • With −, the Red Joker may still be chosen. • M2E: in opposed duels the lower total cheats first (as M3E); M2E damage uses the M3E damage table. • M3E: on a tie of totals the defender cheats first; a tie of initiative totals is reflipped. • M4E: on a tie the resister cheats first. • M3E relent: nobody flips and the duel is a tie. • Opposed duels accept a TN in every edition. • M4E empower may discard the Black Joker (+, no suit).
help-footer = Replies follow this table's language, or else your Discord language.
