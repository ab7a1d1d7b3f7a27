# Respuestas que se leen de un vistazo: titulares, el botón «voltear otra vez», el error de /game start contra uno mismo.
glance-flip-again = Voltear otra vez
game-error-opponent-self = No puedes jugar una partida contra ti mismo: indica como oponente al otro jugador de esta mesa.
glance-success = ✅ Éxito
glance-failure = ❌ Fallo
glance-vs-tn = { $total } contra NO { $tn }
glance-vs = { $first } contra { $second }
glance-wins = 🏆 gana { $who }
glance-nobody-wins = ❌ No gana nadie
glance-relented = 🏳️ { $who } cedió
glance-margin = margen { $margin }
glance-raises = { $raises ->
    [one] { $raises } aumento
   *[other] { $raises } aumentos
}
glance-damage-flip = volteo de daño { $modifiers }
glance-damage = 💥 { $damage } de daño
glance-initiative = 🏁 { $who } tiene la iniciativa
glance-encounter = 🗺️ { $strategy } · { $deployment }
glance-strategy-open = Estrategia por elegir
