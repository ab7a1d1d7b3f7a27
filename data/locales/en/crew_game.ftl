# Crews in a game (issue 44): blind crews committed and revealed together (docs/crews.md).

cmd-crew-choose = choose
cmd-crew-choose-desc = Choose your crew for this table's game, in secret until your opponent has chosen too

crew-game-committed = { $player } chose a crew in secret. Commitment:
crew-game-revealed-later = Both crews are revealed together once the other player has chosen.
crew-game-both-in = Both players have chosen: the crews are revealed.
crew-game-you-chose = You chose { $name } ({ $count ->
    [one] { $count } model
   *[other] { $count } models
}) for this game.
crew-game-salt = Salt: `{ $salt }`
crew-game-private-note = Only you see this until your opponent has chosen; then both crews are shown with their cards as they stand now.
crew-game-revealed = { $player }'s crew: { $name } ({ $faction })
crew-game-proof = -# Salt `{ $salt }`, commitment `{ $commitment }` (docs/crews.md shows how to check it).

crew-game-error-not-a-player = Only the game's two players choose crews.
crew-game-error-too-late = Crews are chosen during the setup, before turn 1.
crew-game-error-chosen = You have already chosen your crew for this game.

game-log-crew-chosen = { $who } chose a crew in secret (commitment { $commitment }).
game-log-crews-revealed = Crews revealed: { $crews }.

## Duels from the crews (/duel simple and /duel opposed with attacker:, action:, target:)

opt-duel-attacker = attacker
opt-duel-attacker-desc = Your model in the game's crews: its card gives the stat and suit
opt-duel-action = action
opt-duel-action-desc = The attacker's action (its skill, resist, TN and triggers come from its card)
opt-duel-target = target
opt-duel-target-desc = The target model: its card gives the resisting stat, its player resists

crew-duel-title = { $attacker }: { $action } → { $target }
crew-duel-skill = Skill: { $skill }
crew-duel-resist = Resisted by { $stat } { $value }
crew-duel-tn = TN { $tn }
crew-duel-damage = Damage: { $track }
crew-duel-overridden = A number you typed is used instead of the card's.
crew-duel-trigger = Trigger { $name } ({ $suits }): { $chance } from your flip
crew-duel-trigger-note = The chance that the card you may use from your next flip gives the trigger's suits (with the skill's suit), before cheating; only you see it, as it counts on your hand.

crew-duel-error-attacker-and-action = Name both your model (attacker:) and its action (action:).
crew-duel-error-not-revealed = Both crews must be chosen and revealed first (/crew choose).
crew-duel-error-not-yours = Your crew in this game has no model named “{ $model }”.
crew-duel-error-unknown-target = No crew in this game has a model named “{ $model }”.
crew-duel-error-no-card = { $model } has no card in this server yet (/crew card set).
crew-duel-error-action = { $model } has no action named “{ $action }”.
crew-duel-error-target-needed = { $action } is resisted: name its target (target:).
crew-duel-error-not-resisted = { $action } is not resisted: start it with /duel simple.
crew-duel-error-simple-numbers = Give the stat and the TN (stat:, tn:), or your model and its action (attacker:, action:).
crew-duel-error-opposed-stat = Give your stat (stat:), or your model and its action (attacker:, action:).
crew-duel-error-opponent = Name your opponent (opponent:), or a target model (target:).

## Health on the board, the log and /game undo

board-crew = { $player }'s { $crew }:
board-crew-killed = ✝ { $model } (killed)
game-log-health = { $who }'s { $attacker } ({ $action }) deals { $damage } damage to { $player }'s { $target }: { $left }/{ $hp } health left.
game-log-health-killed = { $who }'s { $attacker } ({ $action }) deals { $damage } damage to { $player }'s { $target }: killed.
game-undo-step-health = { $damage } damage to { $player }'s { $model } (now { $total } taken; { $turn ->
    [0] during the setup
   *[other] turn { $turn }
}, { $when })
game-undo-health-back = { $model } has its health back as before that damage.

crew-damage-error-models = Name your model (attacker:), its action (action:) and the target (target:).
crew-damage-error-no-track = { $action } has no damage track.
crew-damage-error-numbers = Give the damage track (weak:, moderate:, severe:), or your model, its action and the target (attacker:, action:, target:).

crew-game-error-league-window = The organiser's window for round { $round }'s crews closed at { $deadline }.
