# /fulminato: command names and descriptions, replies, buttons and errors of the Discord layer.
# Rule errors (fulminato-error-*) are in fulminato.ftl. Scripts read the English labels
# `Attack:`, `Deflection:`, `Final result:`, `Location:`, `Damage:`; keep them at line starts.

## Command, option and choice names (lowercase, no spaces, ≤ 32 characters) and descriptions (≤ 100)

cmd-fulminato = fulminato
cmd-fulminato-desc = Fulminato: initiative tracker, action points, attacks and dice
cmd-fulminato-add = add
cmd-fulminato-add-desc = Add a combatant to this table's roster, with its Mind and Grace dice
opt-fulminato-add-name = name
opt-fulminato-add-name-desc = The combatant's name (unique at this table, no commas)
opt-fulminato-add-mind = mind
opt-fulminato-add-mind-desc = Its Mind (Mente) die
opt-fulminato-add-grace = grace
opt-fulminato-add-grace-desc = Its Grace (Gracia) die
opt-fulminato-add-owner = owner
opt-fulminato-add-owner-desc = The player who plays it (empty: you, as the chronicler's character)
cmd-fulminato-remove = remove
cmd-fulminato-remove-desc = Take a combatant out of the roster and out of the fight
opt-fulminato-remove-name = name
opt-fulminato-remove-name-desc = The combatant to remove
cmd-fulminato-start = start
cmd-fulminato-start-desc = Start a fight: everyone rolls dMind + dGrace (surprisers act first)
opt-fulminato-start-surprisers = surprisers
opt-fulminato-start-surprisers-desc = Who surprises the enemy, comma-separated, in the order they act
opt-fulminato-start-surprised = surprised
opt-fulminato-start-surprised-desc = Who is surprised (no deflection die in the surprise round), comma-separated
cmd-fulminato-show = show
cmd-fulminato-show-desc = The roster and the initiative order, whose turn it is and their action points
cmd-fulminato-next = next
cmd-fulminato-next-desc = End the current combatant's turn
cmd-fulminato-next_round = next_round
cmd-fulminato-next_round-desc = Skip to the next round (the chronicler)
cmd-fulminato-delay = delay
cmd-fulminato-delay-desc = The current combatant delays, to act right after someone later this round
opt-fulminato-delay-after = after
opt-fulminato-delay-after-desc = The combatant to act after
cmd-fulminato-act = act
cmd-fulminato-act-desc = Spend action points on an action (6 per turn, 3 in the surprise round)
opt-fulminato-act-action = action
opt-fulminato-act-action-desc = The kind of action
opt-fulminato-act-combatant = combatant
opt-fulminato-act-combatant-desc = Who acts (empty: the current combatant; others only for timeless actions)
cmd-fulminato-end = end
cmd-fulminato-end-desc = End the fight (the roster stays for the next one)
cmd-fulminato-attack = attack
cmd-fulminato-attack-desc = Attack against deflection: final result, hit location, limb and damage
opt-fulminato-attack-kind = kind
opt-fulminato-attack-kind-desc = Melee (dConstitution + skill) or ranged (dDexterity + skill)
opt-fulminato-attack-characteristic = characteristic
opt-fulminato-attack-characteristic-desc = The Constitution die (melee) or the Dexterity die (ranged)
opt-fulminato-attack-skill = skill
opt-fulminato-attack-skill-desc = The weapon skill die
opt-fulminato-attack-weapon = weapon
opt-fulminato-attack-weapon-desc = A weapon, an object not made to harm (2 negative ranks, 3 off-hand) or unarmed
opt-fulminato-attack-ranks = ranks
opt-fulminato-attack-ranks-desc = Ranks on the attack (positive: a bigger die; negative: −1 each)
opt-fulminato-attack-bonus = bonus
opt-fulminato-attack-bonus-desc = A flat bonus or penalty added to the attack
opt-fulminato-attack-shield = shield
opt-fulminato-attack-shield-desc = The defender's shield bonus to deflection
opt-fulminato-attack-armour = armour
opt-fulminato-attack-armour-desc = The defender's armour bonus to deflection
opt-fulminato-attack-extra = extra
opt-fulminato-attack-extra-desc = Other deflection bonuses (knacks, relics)
opt-fulminato-attack-defence_ranks = defence_ranks
opt-fulminato-attack-defence_ranks-desc = Ranks on the defender's deflection d6
opt-fulminato-attack-flankers = flankers
opt-fulminato-attack-flankers-desc = Melee attackers flanking the defender (each beyond the first: −1 rank, at most 3)
opt-fulminato-attack-defender_state = defender_state
opt-fulminato-attack-defender_state-desc = The defender's state (empty: from the fight, else ready)
opt-fulminato-attack-surprised_ranks = surprised_ranks
opt-fulminato-attack-surprised_ranks-desc = The chronicler lets a surprised defender roll the d6 with these negative ranks
opt-fulminato-attack-damage = damage
opt-fulminato-attack-damage-desc = The weapon's damage: a number or dice, e.g. 6 or 2d6+1
opt-fulminato-attack-hit_points = hit_points
opt-fulminato-attack-hit_points-desc = The defender's maximum hit points (to tell whether a limb is disabled)
opt-fulminato-attack-called = called
opt-fulminato-attack-called-desc = A called shot whose skill test already succeeded: where it aims
opt-fulminato-attack-attacker = attacker
opt-fulminato-attack-attacker-desc = Who attacks (a name, shown in the reply)
opt-fulminato-attack-defender = defender
opt-fulminato-attack-defender-desc = Who is attacked (in a surprise round, a surprised defender loses the d6)
opt-fulminato-attack-cover = cover
opt-fulminato-attack-cover-desc = A ranged attack at someone covered by another person (50% the cover is hit)
cmd-fulminato-test = test
cmd-fulminato-test-desc = Roll dice against a difficulty (easy 6, complicated 12)
opt-fulminato-test-dice = dice
opt-fulminato-test-dice-desc = The dice to roll, e.g. d8 d6 (the first one takes the ranks)
opt-fulminato-test-difficulty = difficulty
opt-fulminato-test-difficulty-desc = The number to reach: easy 6, complicated 12
opt-fulminato-test-ranks = ranks
opt-fulminato-test-ranks-desc = Ranks on the first die
opt-fulminato-test-bonus = bonus
opt-fulminato-test-bonus-desc = A flat bonus or penalty
cmd-fulminato-roll = roll
cmd-fulminato-roll-desc = Roll any dice in standard notation, e.g. 1d8+1d6
opt-fulminato-roll-expression = expression
opt-fulminato-roll-expression-desc = Dice notation, e.g. 1d8+1d6, 2d6+3

choice-fulminato-die-4 = d4
choice-fulminato-die-6 = d6
choice-fulminato-die-8 = d8
choice-fulminato-die-10 = d10
choice-fulminato-die-12 = d12
choice-fulminato-kind-melee = Melee
choice-fulminato-kind-ranged = Ranged
choice-fulminato-weapon-weapon = A weapon
choice-fulminato-weapon-improvised = An object not made to harm (−2 ranks)
choice-fulminato-weapon-improvised-off-hand = An object not made to harm, off hand (−3 ranks)
choice-fulminato-weapon-unarmed = Unarmed
choice-fulminato-state-ready = Ready
choice-fulminato-state-surprised = Surprised
choice-fulminato-state-tied-up = Tied up
choice-fulminato-state-unconscious = Unconscious
choice-fulminato-state-paralysed = Paralysed
choice-fulminato-state-held = Held in a grapple
choice-fulminato-called-head = Head
choice-fulminato-called-left-leg = Left leg
choice-fulminato-called-right-leg = Right leg
choice-fulminato-called-off-hand-arm = Off-hand arm
choice-fulminato-called-main-arm = Main arm
choice-fulminato-action-precision = Precision (2)
choice-fulminato-action-quick = Quick (1)
choice-fulminato-action-movement = Movement (3)
choice-fulminato-action-standard = Standard (3)
choice-fulminato-action-full = Full turn (6)
choice-fulminato-action-timeless = Timeless (0)
choice-fulminato-action-maneuver = Maneuver: charge, trip, disarm… (3)
choice-fulminato-action-retreat = Retreat (6)
choice-fulminato-action-speak = Speak one sentence (0)

## Names used in replies

fulminato-label-mind = Mind
fulminato-label-grace = Grace
fulminato-label-constitution = Constitution
fulminato-label-dexterity = Dexterity
fulminato-label-skill = Skill
fulminato-label-deflection = Deflection
fulminato-label-limb = Limb
fulminato-label-cover = Cover
fulminato-label-test = Die
fulminato-label-attacker = Attacker
fulminato-label-defender = Defender
fulminato-kind-melee = melee
fulminato-kind-ranged = ranged
fulminato-weapon-weapon = a weapon
fulminato-weapon-improvised = an object not made to harm
fulminato-weapon-improvised-off-hand = an object not made to harm, in the off hand
fulminato-weapon-unarmed = unarmed
fulminato-state-ready = ready
fulminato-state-surprised = surprised
fulminato-state-tied-up = tied up
fulminato-state-unconscious = unconscious
fulminato-state-paralysed = paralysed
fulminato-state-held = held in a grapple
fulminato-location-none = no damage (bad aim, ricochet)
fulminato-location-limb = a limb (half damage)
fulminato-location-torso = the torso (full damage)
fulminato-location-head = the head (double damage, critical)
fulminato-limb-left-leg = left leg
fulminato-limb-right-leg = right leg
fulminato-limb-off-hand-arm = off-hand arm
fulminato-limb-main-arm = main arm
fulminato-action-precision = precision
fulminato-action-quick = quick
fulminato-action-movement = movement
fulminato-action-standard = standard
fulminato-action-full = full turn
fulminato-action-timeless = timeless
fulminato-action-maneuver = maneuver
fulminato-action-retreat = retreat
fulminato-action-speak = speak

## Dice

fulminato-die = { $label } d{ $sides }: { $value }
fulminato-ranks = ranks { $ranks }
fulminato-rank-bonus = { $bonus } from ranks
fulminato-modifier = { $modifier } bonus
fulminato-pool = { $dice } = { $total }

## Roster and tracker

fulminato-roster-title = **Fulminato roster** ({ $count })
fulminato-roster-empty = Nobody is in the roster yet. Add combatants with /fulminato add.
fulminato-roster-line = • { $name }: Mind d{ $mind }, Grace d{ $grace } — { $controller }
fulminato-no-fight = No fight is running. Start one with /fulminato start.
fulminato-round = **Round { $round }**
fulminato-surprise-round = **Surprise round**: only the surprisers act, with 3 action points each.
fulminato-chronicler = Chronicler: { $chronicler }
fulminato-order-line = { $marker } { $position }. { $name }{ $total }{ $owner }
fulminato-order-total = { " " }({ $total })
fulminato-order-owner = { " " }— { $owner }
fulminato-current = It is { $name }'s turn: { $left } action points left.
fulminato-surprised-list = Surprised (no deflection die this round): { $names }

## Events

fulminato-added = { $by } adds { $name } (Mind d{ $mind }, Grace d{ $grace }) to the roster.
fulminato-added-during-fight = A fight is running: { $name } joins at the next /fulminato start.
fulminato-removed = { $by } removes { $name }.
fulminato-started = { $by } starts a fight. Initiative, dMind + dGrace:
fulminato-init-line = • { $name }: { $rolls }
fulminato-init-reroll = tie, re-rolled: { $roll }
fulminato-ended = { $by } ends the fight after round { $round }. The roster stays for the next fight.
fulminato-turn-ended = { $name }'s turn is over.
fulminato-round-started = Round { $round } begins.
fulminato-delayed = { $name } delays, to act right after { $other } this round.
fulminato-spent = { $name } takes a { $action } action ({ $cost } action points): { $left } left.
fulminato-spent-timeless = { $name } takes a { $action } action (no action points).

## Attacks, tests and rolls

fulminato-attack-title = { $by }: { $kind } attack with { $weapon }
fulminato-attack-who = { $attacker } attacks { $defender }
fulminato-attack-someone = someone
fulminato-attack-line = Attack: { $pool }
fulminato-deflection-line = Deflection: { $pool }
fulminato-deflection-parts = { $dice } + shield { $shield } + armour { $armour } + extra { $extra } = { $total }
fulminato-deflection-helpless = Deflection: 0 — the defender is { $state } and cannot deflect.
fulminato-deflection-surprised = The defender is surprised: no deflection die, only the bonuses.
fulminato-deflection-from-fight = (The defender is surprised in this fight's surprise round.)
fulminato-flankers = { $flankers } flankers: { $ranks } negative ranks on the deflection die.
fulminato-cover-line = Cover: { $die } → { $hit ->
    [yes] the person giving cover is hit instead; the result below applies to them.
   *[no] the cover is missed; the attack goes on to its target.
}
fulminato-final-line = Final result: { $attack } − { $deflection } = { $final }
fulminato-location-line = Location: { $location }
fulminato-location-limb-line = Location: { $location } — { $die } → { $limb }
fulminato-location-called = Location: { $location } (called shot)
fulminato-damage-line = Damage: { $rolled } → { $dealt }
fulminato-damage-rolled = { $breakdown }
fulminato-limb-disabled = The { $limb } is useless until healed (damage of at least half the hit points).
fulminato-limb-not-disabled = The { $limb } still works (less than half the hit points).
fulminato-interpretations = Interpretations applied:
fulminato-test-line = Test: { $pool } vs difficulty { $difficulty } → { $success ->
    [yes] **Success**
   *[no] **Failure**
}
fulminato-test-title = { $by } rolls a test
fulminato-roll-result = { $by } rolls `{ $expression }`: { $breakdown }

## Interpretations (bot/rules/fulminato.py: Interpretation)

fulminato-interp-ranks-outside-deflection = The text defines ranks only for deflection; the same steps were applied to this roll (positive: the die grows two faces up to d12, then +1; negative: −1 each).
fulminato-interp-half-rounds-down = Half damage on a limb is rounded down.
fulminato-interp-surprised-keeps-bonuses = A surprised defender loses only the d6: shield, armour and other bonuses still count.
fulminato-interp-deflection-floor-zero = Deflection never goes below 0.
fulminato-interp-flanking-count = Flanking: the first melee attacker does not count; each further one gives a negative rank (at most 3).
fulminato-interp-difficulty-met-succeeds = Meeting the difficulty exactly counts as success.
fulminato-interp-called-shot-location = A called shot hits the part aimed at when the final result reaches that part's band.
fulminato-interp-delay-this-round = A delay lasts for this round only; next round the initiative order returns.
fulminato-interp-surprise-order-as-given = Several surprisers act in the order they were listed.
fulminato-interp-initiative-tie-unresolved = A tie could not be broken after many re-rolls; the tied combatants keep the order listed.

## Buttons

fulminato-button-next = Next turn

## Errors of the Discord layer

fulminato-ui-error-name-comma = A combatant's name cannot contain a comma (“{ $name }”): commas separate names in /fulminato start. Use another name.
fulminato-ui-error-roster-full = This table's roster already has { $max } combatants, the most it can hold. Remove someone first.
fulminato-ui-error-fight-running = A fight is already running at this table. Finish it with /fulminato end first.
fulminato-ui-error-no-fight = No fight is running at this table. Start one with /fulminato start.
fulminato-ui-error-stale = These buttons are out of date: it is now { $name }'s turn. Use the buttons on the latest message, or /fulminato show.
fulminato-ui-error-not-your-combatant = { $name } is played by { $controller }. Only they, the fight's chronicler or a table moderator can act for { $name }.
fulminato-ui-error-not-chronicler = Only the fight's chronicler ({ $chronicler }) or a table moderator can do that.
fulminato-ui-error-bot-owner = { $name } is a bot and cannot play a combatant. Choose a person, or leave the owner empty.
fulminato-ui-error-cover-melee = Cover by another person applies to ranged attacks only. Choose ranged, or leave cover off.
fulminato-ui-error-no-names = The list “{ $value }” names nobody. Write combatant names separated by commas.
fulminato-ui-error-dice = I could not read the dice “{ $value }”. Write Fulminato dice separated by spaces, e.g. d8 d6.
fulminato-ui-error-too-many-dice = A test rolls at most { $max } dice.
