## A step that waited too long (issue 22): the defaults the rules applied, shown on its public
## message; and withdrawing a duel nobody has answered.

lapse-heading = ⏱ Senki nem válaszolt időben, ezért a szabályok alapértelmezése érvényes:
lapse-withdrawn-heading = ↩️ A duelt visszavonták, mielőtt bárki válaszolt volna:
lapse-no-cheat = { $who } nem csalt.
lapse-default-card = { $who } a(z) { $card } lapot használja, amelyet a szabályok alapértelmezésként választanak.
lapse-default-card-suit = { $who } a(z) { $card } lapot használja { $suit } színként; ezt a lapot és színt választják a szabályok alapértelmezésként.
lapse-kept-pick = { $who } saját választása marad: { $card }.
lapse-kept-card = { $who } megtartja a(z) { $card } lapot, és nem költ Soulstone-t.
lapse-chose-first = { $who } dönthetett arról, ki kezd, így ő kezd.
lapse-withdrawn = { $who } visszavonta a duelt.
lapse-not-played = Egy lapot sem fordítottak fel, így a duel elmarad.
lapse-refund-soulstones = { $who } visszakapja a rá költött { $count ->
    [one] Soulstone-t
   *[other] { $count } Soulstone-t
}.
lapse-refund-empower = { $who } visszakapja a kezébe a rá költött empower lapot.
lapse-empower-gone = { $who } empower lapja, a(z) { $card }, azóta már nincs a Discard Pile-on, így elköltve marad.
lapse-abandoned = A lapjai már nem voltak játékban (egy paklit újrakevertek), ezért ami maradt, a Discard Pile-okra került.

duel-button-withdraw = Visszavonás
duel-withdrew = Visszavontad a duelt; amit ráköltöttél, visszakaptad.
duel-error-withdraw-not-yours = Csak <@{ $who }>, aki a duelt indította, vonhatja vissza.
duel-error-withdraw-answered = Erre a duelre már válaszoltak, így már nem vonható vissza.
