## /odds — exact chances from your own deck (private)

cmd-odds = odds
cmd-odds-desc = Your exact chances in a duel, from your deck as it stands (only you see them)
cmd-odds-simple = simple
cmd-odds-simple-desc = Chances of a simple duel: your stat + a flip against a TN
opt-odds-simple-stat = stat
opt-odds-simple-stat-desc = Your model's stat for this duel, bonuses included (0 to 99)
opt-odds-simple-tn = tn
opt-odds-simple-tn-desc = The target number to equal or beat (0 to 99)
opt-odds-simple-modifiers = modifiers
opt-odds-simple-modifiers-desc = Fate modifiers: +, ++, -, --, +2, -1, 0 or +- (empty: none)
opt-odds-simple-suit = suit
opt-odds-simple-suit-desc = Suits the total must hold, e.g. rams, ♥, or "rams masks"
opt-odds-simple-soulstone = soulstone
opt-odds-simple-soulstone-desc = Count a soulstone: a +, a suit, or both in M2E (not in M4E)
opt-odds-simple-empower = empower
opt-odds-simple-empower-desc = M4E: count an empower with the hand card (value 5 or less) that helps most
opt-odds-simple-edition = edition
opt-odds-simple-edition-desc = Use another edition's rules
cmd-odds-opposed = opposed
cmd-odds-opposed-desc = Chances of an opposed duel you start against another player
opt-odds-opposed-stat = stat
opt-odds-opposed-stat-desc = Your model's stat for this duel, bonuses included (0 to 99)
opt-odds-opposed-opponent_stat = opponent_stat
opt-odds-opposed-opponent_stat-desc = The opponent's resist stat (0 to 99)
opt-odds-opposed-modifiers = modifiers
opt-odds-opposed-modifiers-desc = Your fate modifiers: +, ++, -, --, +2, -1, 0 or +- (empty: none)
opt-odds-opposed-opponent_modifiers = opponent_modifiers
opt-odds-opposed-opponent_modifiers-desc = The opponent's fate modifiers (empty: none)
opt-odds-opposed-opponent = opponent
opt-odds-opposed-opponent-desc = The player you duel: their discard pile and hand size count (their cards stay hidden)
opt-odds-opposed-tn = tn
opt-odds-opposed-tn-desc = A target number you must also reach, if the action has one
opt-odds-opposed-edition = edition
opt-odds-opposed-edition-desc = Use another edition's rules

odds-title-simple = 🎲 **Odds — simple duel** ({ $edition }): stat { $stat } against TN { $tn }, { $modifiers } ({ $cards ->
    [one] 1 card
   *[other] { $cards } cards
  })
odds-title-opposed = 🎲 **Odds — opposed duel** ({ $edition }): your stat { $stat }, { $modifiers } ({ $cards ->
    [one] 1 card
   *[other] { $cards } cards
  }) against stat { $opponent_stat }, { $opponent_modifiers } ({ $opponent_cards ->
    [one] 1 card
   *[other] { $opponent_cards } cards
  })
odds-tn-with-suits = { $tn } with { $suits }
odds-opposed-tn = You must also reach TN { $tn }.
odds-boost-plus = With a soulstone: +
odds-boost-suit = With a soulstone: { $suit }
odds-boost-plus-and-suit = With soulstones: + and { $suit }
odds-boost-empower = Empowering with { $card } (the best card for it in your hand)
odds-reshuffles = Your draw pile runs out during this flip: the rest comes from your discard pile, reshuffled.
odds-opponent-reshuffles = { $who }'s draw pile runs out during their flip: the rest comes from their discard pile, reshuffled.
odds-unknown-opponent = No opponent named: their flip is taken from a whole shuffled deck.
odds-simple-plain = **Without cheating:** { $chance } success
odds-simple-cheat = **With your best cheat:** { $chance } success
odds-opposed-plain = **Without cheating:** win { $win } · tie (you win) { $tie } · lose { $lose }
odds-opposed-cheat = **With your best cheat:** win { $win } · tie (you win) { $tie } · lose { $lose }
odds-neither = nobody succeeds { $chance }
odds-margins-damage = ↳ damage flip on a success: { $margins }
odds-margins-raises = ↳ raises on a success: { $margins }
odds-hand-beats = ↳ { $who }'s hand ({ $count ->
    [one] 1 card
   *[other] { $count } cards
  }) holds a card that beats your total: { $chance }
odds-no-cheat-negative = Cheating: not allowed after a flip with a − in { $edition }.
odds-no-cheat-empty-hand = Cheating: your hand is empty.
odds-footer = Exact, from the cards you cannot see. Nothing was flipped.
odds-footer-opposed = Exact, from the cards you cannot see; your opponent is shown not cheating (see their hand line). Nothing was flipped.
odds-error-no-empower-card = You have no card of value { $max } or less in your hand to empower with.

## Cheat menus: what each card does now

odds-cheat-success = Total { $total }: success by { $margin }
odds-cheat-failure = Total { $total }: failure, short by { $short }
odds-cheat-short-of-tn = Total { $total }: fails (below the TN or missing a suit)
odds-cheat-win = Total { $total }: wins by { $margin }
odds-cheat-tie-win = Total { $total }: a tie, you win
odds-cheat-tie-lose = Total { $total }: a tie, the attacker wins
odds-cheat-lose = Total { $total }: loses by { $short }
odds-cheat-neither = Total { $total }: nobody succeeds
odds-cheat-raises = · { $raises ->
    [one] 1 raise
   *[other] { $raises } raises
  }
odds-damage-flip = · damage flip { $modifiers }
odds-damage-flip-none = · damage flip unmodified
odds-cheat-damage = { $damage } damage
odds-cheat-initiative-win = Total { $total }: wins initiative by { $margin }
odds-cheat-initiative-tie = Total { $total }: a tie, both flip again
odds-cheat-initiative-lose = Total { $total }: loses initiative by { $short }
odds-error-opponent-deck-exhausted = Your opponent's deck has only { $available } cards left to flip (the rest are in their hand or in play); { $needed } are needed.

## /help (duels page)

help-odds =
    • `/odds simple stat:6 tn:12 modifiers:+`, `/odds opposed stat:6 opponent_stat:5 opponent:@Ana`: your exact chances from your deck as it stands, only for you: without and with your best cheat. Nothing is flipped. Every cheat menu also says what each card would give.
