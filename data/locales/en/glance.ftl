# Replies read at a glance: headlines, the "flip again" button, /game start's self-opponent error.
glance-flip-again = Flip again
game-error-opponent-self = You cannot play a game against yourself: name the other player at this table as the opponent.
glance-success = ✅ Success
glance-failure = ❌ Failure
glance-vs-tn = { $total } vs TN { $tn }
glance-vs = { $first } vs { $second }
glance-wins = 🏆 { $who } wins
glance-nobody-wins = ❌ Nobody wins
glance-relented = 🏳️ { $who } relented
glance-margin = margin { $margin }
glance-raises = { $raises ->
    [one] { $raises } raise
   *[other] { $raises } raises
}
glance-damage-flip = damage flip { $modifiers }
glance-damage = 💥 { $damage } damage
glance-initiative = 🏁 { $who } has initiative
glance-encounter = 🗺️ { $strategy } · { $deployment }
glance-strategy-open = strategy to choose
