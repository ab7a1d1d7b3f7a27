## A step that waited too long (issue 22): the defaults the rules applied, shown on its public
## message; and withdrawing a duel nobody has answered.

lapse-heading = ⏱ Nadie respondió a tiempo, así que se aplica lo que las reglas dan por defecto:
lapse-withdrawn-heading = ↩️ El duelo se retiró antes de que nadie respondiera:
lapse-no-cheat = { $who } no hizo trampa.
lapse-default-card = { $who } usa { $card }, la carta que las reglas eligen por defecto.
lapse-default-card-suit = { $who } usa { $card } como { $suit }, la carta y el palo que las reglas eligen por defecto.
lapse-kept-pick = Se mantiene la carta que eligió { $who }: { $card }.
lapse-kept-card = { $who } se queda con { $card } y no gasta ninguna Piedra de Alma.
lapse-chose-first = A { $who } le tocaba elegir quién empieza, y empieza.
lapse-withdrawn = { $who } retiró el duelo.
lapse-not-played = No se giró ninguna carta, así que el duelo queda anulado.
lapse-refund-soulstones = { $who } recupera { $count ->
    [one] la Piedra de Alma gastada
   *[other] las { $count } Piedras de Alma gastadas
} en él.
lapse-refund-empower = { $who } recupera en la mano la carta con la que potenció.
lapse-empower-gone = La carta con la que { $who } potenció, { $card }, ya salió de la Pila de Descarte, así que sigue gastada.
lapse-abandoned = Sus cartas ya no estaban en juego (se reinició un mazo), así que lo que quedaba fue a las Pilas de Descarte.

duel-button-withdraw = Retirar
duel-withdrew = Retiraste el duelo; recuperas lo que gastaste en él.
duel-error-withdraw-not-yours = Solo <@{ $who }>, que abrió este duelo, puede retirarlo.
duel-error-withdraw-answered = Este duelo ya tiene respuesta, así que ya no se puede retirar.
