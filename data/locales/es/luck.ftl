# The luck report with bounded work (docs/fair-deck.md, "Bounded work")
luck-rarity-approx = { $common ->
    [yes] nada inusual dentro del error de la aproximación
   *[no] tan inusual como 1 partida de cada { $one_in } o más
} (aproximación normal, error de { $error } como mucho)
luck-duels-dealt = { $player }: sus giros por sí solos, antes de burlar al destino, ganaron { $won } de { $duels ->
    [one] un duelo
   *[other] { $duels } duelos
}, { $expected } esperados según las probabilidades al girar cada uno; { $rarity }.
luck-left-out = No estuvo listo a tiempo y queda fuera de este informe: { $figures }.
luck-figure-jokers = los comodines
luck-figure-duels = los duelos
luck-figure-cards_used = las cartas usadas
stats-left-out = { $count ->
    [one] Las cifras de un jugador más no estuvieron listas a tiempo: vuelve a pedirlas.
   *[other] Las cifras de { $count } jugadores más no estuvieron listas a tiempo: vuelve a pedirlas.
}
