# /duel, /damage, /initiative and /random: command names, replies, buttons, menus and errors.
# Scripts read the English labels `Flipped:`, `Card:`, `Total:` and `Result:`; keep them at the
# start of their lines.

## /duel — command, options, choices

cmd-duel = duel
cmd-duel-desc = Duels: against a target number, or against another player at this table
cmd-duel-simple = simple
cmd-duel-simple-desc = A simple duel: your stat + a flip against a target number (TN)
opt-duel-simple-stat = stat
opt-duel-simple-stat-desc = Your model's stat for this duel, bonuses included (0 to 99)
opt-duel-simple-tn = tn
opt-duel-simple-tn-desc = The target number to equal or beat (0 to 99)
opt-duel-simple-modifiers = modifiers
opt-duel-simple-modifiers-desc = Fate modifiers: +, ++, -, --, +2, -1, 0 or +- (empty: none)
opt-duel-simple-suit = suit
opt-duel-simple-suit-desc = Suits the total must hold, e.g. rams, ♥, or "rams masks"
opt-duel-simple-soulstone = soulstone
opt-duel-simple-soulstone-desc = Spend a soulstone: a +, a suit, or both in M2E (not in M4E)
opt-duel-simple-empower = empower
opt-duel-simple-empower-desc = M4E: discard a hand card of value 5 or less for a + and its suit
opt-duel-simple-edition = edition
opt-duel-simple-edition-desc = Use another edition's rules for this duel

cmd-duel-opposed = opposed
cmd-duel-opposed-desc = An opposed duel against another player at this table
opt-duel-opposed-opponent = opponent
opt-duel-opposed-opponent-desc = The player who resists (they confirm with a button)
opt-duel-opposed-stat = stat
opt-duel-opposed-stat-desc = Your model's stat for this duel, bonuses included (0 to 99)
opt-duel-opposed-modifiers = modifiers
opt-duel-opposed-modifiers-desc = Your fate modifiers: +, ++, -, --, +2, -1, 0 or +- (empty: none)
opt-duel-opposed-opponent_stat = opponent_stat
opt-duel-opposed-opponent_stat-desc = The opponent's resist stat, if you know it (else they give it)
opt-duel-opposed-opponent_modifiers = opponent_modifiers
opt-duel-opposed-opponent_modifiers-desc = The opponent's fate modifiers, if you know them
opt-duel-opposed-soulstone = soulstone
opt-duel-opposed-soulstone-desc = Spend a soulstone: a +, a suit, or both in M2E (not in M4E)
opt-duel-opposed-empower = empower
opt-duel-opposed-empower-desc = M4E: discard a hand card of value 5 or less for a + and its suit
opt-duel-opposed-tn = tn
opt-duel-opposed-tn-desc = A target number you must also reach, if the action has one
opt-duel-opposed-suit = suit
opt-duel-opposed-suit-desc = Suits your total must hold (needs tn), e.g. rams or ♥
opt-duel-opposed-edition = edition
opt-duel-opposed-edition-desc = Use another edition's rules for this duel

choice-soulstone-plus = + (one soulstone)
choice-soulstone-rams = ♥ Rams (one soulstone)
choice-soulstone-crows = ♠ Crows (one soulstone)
choice-soulstone-masks = ♦ Masks (one soulstone)
choice-soulstone-tomes = ♣ Tomes (one soulstone)
choice-soulstone-plus-rams = + and ♥ Rams (two soulstones, M2E)
choice-soulstone-plus-crows = + and ♠ Crows (two soulstones, M2E)
choice-soulstone-plus-masks = + and ♦ Masks (two soulstones, M2E)
choice-soulstone-plus-tomes = + and ♣ Tomes (two soulstones, M2E)

## /damage — command and options

cmd-damage = damage
cmd-damage-desc = A damage flip (M2E/M3E): weak, moderate or severe damage from the card
opt-damage-weak = weak
opt-damage-weak-desc = Weak damage of the action (cards 0–5)
opt-damage-moderate = moderate
opt-damage-moderate-desc = Moderate damage of the action (cards 6–10)
opt-damage-severe = severe
opt-damage-severe-desc = Severe damage of the action (cards 11–13; the Red Joker gives one more)
opt-damage-modifiers = modifiers
opt-damage-modifiers-desc = Fate modifiers of the damage flip, e.g. the duel's −− or +
opt-damage-edition = edition
opt-damage-edition-desc = Use another edition's rules for this flip

## Duel messages

duel-title-simple = 🎯 **Simple duel** ({ $edition }): { $who } against TN { $tn }
duel-title-opposed = ⚔️ **Opposed duel** ({ $edition }): { $who } against { $opponent }
duel-title-opposed-tn = (TN { $tn })
duel-title-damage = 💥 **Damage flip** ({ $edition }): { $who } — weak { $weak }, moderate { $moderate }, severe { $severe }
duel-tn-with-suits = { $tn } with { $suits }
duel-no-suit = no suit
duel-side = { $who }: stat { $stat } ({ $modifiers })
duel-side-no-stat = { $who }: stat not given yet
duel-side-relented = { $who } relents.
duel-side-damage = { $who } flips for damage ({ $modifiers })
duel-boost-plus = soulstone: +
duel-boost-suit = soulstone: { $suit }
duel-boost-plus-and-suit = soulstones: + and { $suit }
duel-boost-empower = empowered with { $card } (+ and { $suit })
duel-red-joker-as = (as { $suit })
duel-red-joker-no-suit = (no suit)
duel-cheated-in = — cheated in, replacing { $replaced }
duel-total = Total: { $total } ({ $suits })
duel-cannot-cheat = { $who } cannot cheat fate: { $reason }.
duel-kept-card = { $who } did not cheat fate.
duel-block-negative-flip = the flip has a − left
duel-block-black-joker = the Black Joker was flipped
duel-block-opponent-red-joker = the opponent's Red Joker locks cheating
duel-block-relented = relented
duel-block-empty-hand = no cards in hand
duel-block-already-used = already had the chance
duel-block-not-allowed = not allowed on this flip

duel-waiting-resister = Waiting for { $who } to accept (their stat is given).
duel-waiting-resister-stat = Waiting for { $who } to accept and give their stat and modifiers.
duel-waiting-relent = They may also relent.
duel-waiting-initiator-boost = The defender has declared. Waiting for { $who } to declare soulstones (or none).
duel-waiting-choose = Waiting for { $who } to choose the card to use.
duel-waiting-red-joker = Waiting for { $who } to name the Red Joker's suit.
duel-waiting-cheat = Waiting for { $who } to cheat fate from their hand, or keep their card.

duel-result-simple-success = Result: Success — { $total } against TN { $tn } (margin { $margin })
duel-result-simple-failure = Result: Failure — { $total } against TN { $tn } (short by { $short })
duel-result-simple-failure-suits = Result: Failure — { $total } against TN { $tn }, but
duel-missing-suits = the total lacks { $suits }.
duel-result-initiator-wins = Result: Success — { $who } wins, { $first } against { $second } (margin { $margin })
duel-result-resister-wins = Result: Failure — { $who } wins, { $first } against { $second } (margin { $margin })
duel-result-nobody-wins = Result: Failure — nobody wins, { $first } against { $second }
duel-result-relented = Result: Success — { $opponent } relented, so { $who } succeeds as on a tie (nobody flipped).
duel-relented-total = { $who } relented: their total equals the initiator's.
duel-below-tn = { $who } did not reach the TN of { $tn }.
duel-raises = Raises: { $raises } for { $who }
duel-tie-reduction = Exact tie: { $who } reduces the damage it takes by { $amount }.
duel-damage-modifier = Damage flip: { $modifiers }
duel-no-damage-flip = The attack failed: no damage flip.
duel-interpretations = (Rules readings: { $tags } — see /help.)

damage-strength-weak = weak
damage-strength-moderate = moderate
damage-strength-severe = severe
damage-result = Result: { $damage } damage ({ $strength } card)
damage-result-red-joker = Result: { $damage } damage (Red Joker: severe + 1)
damage-result-black-joker = Result: no damage (Black Joker)

## Duel controls

duel-button-accept = Accept
duel-button-empower = Empower…
duel-button-relent = Relent
duel-button-no-soulstone = No soulstone
duel-button-cheat = Cheat fate…
duel-button-keep = Keep my card
duel-button-red-joker-as = Red Joker as { $suit }
duel-soulstone-placeholder = Accept with a soulstone…
duel-option-red-joker-as = Red Joker as { $suit }
duel-cheat-placeholder = Choose a card from your hand
duel-cheat-none = Don't cheat: keep my card
duel-cheat-prompt = Cheat fate: replace your duel card with a card from your hand (this menu is only yours).
duel-empower-placeholder = Choose the card to discard
duel-empower-none = Don't empower
duel-empower-prompt = Empower: discard a card of value { $max } or less from your hand for a + and that card's suit (this menu is only yours).
duel-form-title = Accept the duel
duel-form-stat = Your stat (a number, e.g. 5)
duel-form-stat-placeholder = 5
duel-form-modifiers = Fate modifiers (optional: +, -, ++, +2 …)
duel-form-modifiers-placeholder = empty for none
duel-step-done = Done: the duel message is updated.
duel-cheated = You cheated fate: the duel message shows your new card.
duel-kept = You kept your card.
duel-empowered = You empowered: the card was discarded from your hand.
duel-started = The duel is posted in the channel.

## Duel errors (always private)

error-opponent-not-at-table = { $player } cannot see this channel, so they cannot play here. Pick a player at this table.
duel-error-suits-invalid = “{ $value }” is not a suit. Use rams, crows, masks or tomes (or ♥ ♠ ♦ ♣, or r c m t), several separated by spaces.
duel-error-soulstone-invalid = “{ $value }” is not a soulstone choice. Pick one from the list.
duel-error-stat-not-number = “{ $value }” is not a stat: type a whole number from 0 to 99, e.g. 5.
duel-error-no-empower-card = You have no card of value { $max } or less in your hand to empower with. Draw with /hand draw, or duel without empower.
duel-error-no-cheat-window = It is not your turn to cheat fate in this duel.
duel-error-menu-stale = That menu is out of date. Use the buttons on the duel message again.

## /initiative — command and options

cmd-initiative = initiative
cmd-initiative-desc = Who has initiative this turn, by your edition's procedure
opt-initiative-opponent = opponent
opt-initiative-opponent-desc = The other player
opt-initiative-pass_tokens = pass_tokens
opt-initiative-pass_tokens-desc = M3E: your pass tokens, added to your flip
opt-initiative-opponent_pass_tokens = opponent_pass_tokens
opt-initiative-opponent_pass_tokens-desc = M3E: the opponent's pass tokens, added to their flip
opt-initiative-attacker = attacker
opt-initiative-attacker-desc = Who attacked: M4E has initiative on turn 1; M3E holds it before turn 1 (ties)
opt-initiative-last_activator = last_activator
opt-initiative-last_activator-desc = M4E later turns: who activated the last model (the other one chooses)
opt-initiative-edition = edition
opt-initiative-edition-desc = Use another edition's procedure

## Initiative messages

initiative-title = 🏁 **Initiative** ({ $edition }): { $first } and { $second }
initiative-event-flip = { $who } flips { $card }
initiative-event-tie-reflip = { $who } flips again after a tie: { $card }
initiative-event-soulstone-reflip = { $who } spends a soulstone and flips again: { $card } (instead of { $replaced })
initiative-event-soulstone-keep = { $who } keeps { $card }
initiative-event-cheat = { $who } cheats fate: { $card } (instead of { $replaced })
initiative-event-decline = { $who } does not cheat
initiative-event-cheat-skipped = { $who } cannot cheat: { $reason }
initiative-event-chose = { $who } chooses { $first } to go first
initiative-pass-tokens = + { $tokens } pass tokens = { $total }
initiative-waiting-soulstone = Waiting for { $who }: spend a soulstone to flip again, or keep the card.
initiative-waiting-cheat = Waiting for { $who }: cheat fate from your hand, or keep your card.
initiative-waiting-choose = { $who } won the flip. Waiting for { $who } to choose who goes first.
initiative-waiting-choose-m4e = { $who } did not activate the last model, so { $who } chooses who has initiative.
initiative-totals = Totals: { $first } { $first_total }, { $second } { $second_total }.
initiative-result = Result: { $who } has initiative this turn.
initiative-result-m2e = Result: { $who } won the initiative flip; { $first } goes first.
initiative-result-attacker = Result: { $who } has initiative: the attacker has it on turn 1.
initiative-lapsed = This initiative lapsed without an answer; its cards went to the discard piles.
initiative-button-reflip = Soulstone: flip again
initiative-button-keep = Keep the card
initiative-button-me = I go first
initiative-button-other = The opponent goes first
initiative-cheat-prompt = Cheat the initiative flip: pick a card from your hand (this menu is only yours).
initiative-error-pass-tokens-m3e = Pass tokens are an M3E rule; this initiative uses { $edition }. Leave them at 0.
initiative-error-m4e-options = attacker and last_activator are for the M4E procedure; this initiative uses { $edition }, which flips. Leave them out.
initiative-error-unknown = That initiative is over or no longer exists. Start it again with /initiative.
initiative-error-expired = That initiative waited too long and lapsed: it was settled by the rules' defaults, as its message shows.

## /random — command and options

cmd-random = random
cmd-random-desc = Random determinations with the Fate Deck
cmd-random-model = model
cmd-random-model-desc = A random model: one card per candidate, the lowest is chosen
opt-random-model-count = count
opt-random-model-count-desc = How many candidate models (1 to 20)
cmd-random-player = player
cmd-random-player-desc = A random player: both flip, the highest is chosen, ties flip again
opt-random-player-opponent = opponent
opt-random-player-opponent-desc = The other player

## Random messages

random-model-title = 🎲 **Random model**: { $who } flips one card for each of { $count } candidates.
random-model-line = Model { $model }: { $card }
random-model-result = Result: model { $model } (the lowest card, { $card })
random-models-list = { $first } and { $last }
random-model-tie = Result: models { $models } tie for the lowest card ({ $value }).
random-model-tie-choose = { $who }, as the active player, chooses one of them with the buttons.
random-model-button = Model { $model }
random-model-chosen = { $who } chose model { $model }.
random-player-title = 🎲 **Random player**: { $first } and { $second } flip.
random-player-round = Round { $round }: { $first } { $first_card }, { $second } { $second_card }
random-player-round-tie = Round { $round }: { $first } { $first_card }, { $second } { $second_card } — a tie, flip again
random-player-rounds-skipped = … { $count ->
    [one] one more tied round
   *[other] { $count } more tied rounds
} …
random-player-result = Result: { $who } (the highest card)
