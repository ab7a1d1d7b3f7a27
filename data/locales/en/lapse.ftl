## A step that waited too long (issue 22): the defaults the rules applied, shown on its public
## message; and withdrawing a duel nobody has answered.

lapse-heading = ⏱ Nobody answered in time, so the rules' defaults apply:
lapse-withdrawn-heading = ↩️ The duel was withdrawn before anyone answered:
lapse-no-cheat = { $who } did not cheat.
lapse-default-card = { $who } uses { $card }, the card the rules pick by default.
lapse-default-card-suit = { $who } uses { $card } as { $suit }, the card and suit the rules pick by default.
lapse-kept-pick = { $who }'s own pick stands: { $card }.
lapse-kept-card = { $who } keeps { $card } and spends no soulstone.
lapse-chose-first = { $who } was the one to choose who goes first, and goes first.
lapse-withdrawn = { $who } withdrew the duel.
lapse-not-played = No card was flipped, so the duel is off.
lapse-refund-soulstones = { $who } gets back { $count ->
    [one] the soulstone
   *[other] the { $count } soulstones
} spent on it.
lapse-refund-empower = { $who } gets back the empower card spent on it.
lapse-empower-gone = { $who }'s empower card { $card } has left the discard pile since, so it stays spent.
lapse-abandoned = Its cards were no longer in play (a deck reset), so what was left went to the discard piles.

duel-button-withdraw = Withdraw
duel-withdrew = You withdrew the duel; what you spent on it is back.
duel-error-withdraw-not-yours = Only <@{ $who }>, who opened this duel, can withdraw it.
duel-error-withdraw-answered = This duel has been answered already, so it can no longer be withdrawn.
