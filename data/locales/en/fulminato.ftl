## Errors raised by bot/rules/fulminato.py (Fulminato combat).

fulminato-error-die = { $die } is not a Fulminato die. Use one of { $allowed }.
fulminato-error-no-dice = A roll needs at least one die. Give the dice to roll, for example d8 and d6.
fulminato-error-difficulty = A difficulty cannot be { $difficulty }. Use a number of 0 or more: easy is 6, complicated is 12.
fulminato-error-unarmed-ranged = An unarmed attack is a melee attack. Choose melee, or pick a weapon (an improvised one if it is a thrown object).
fulminato-error-flankers = The number of flankers cannot be { $flankers }. Give how many melee attackers flank the target (0 if none).
fulminato-error-surprised-ranks = A surprised defender may only be allowed the deflection die with negative ranks, not { $ranks }. Give a number below zero, or leave it out.
fulminato-error-damage = Damage cannot be { $damage }. Give the damage rolled, 0 or more.
fulminato-error-called-target = A called shot must aim at the head or at a specific limb, not at { $target ->
        [torso] the torso
        [none] nothing
       *[other] { $target }
    }.
fulminato-error-ap-insufficient = The { $action ->
        [precision] precision
        [quick] quick
        [movement] movement
        [standard] standard
        [full] full-turn
        [timeless] timeless
        [maneuver] maneuver
        [retreat] retreat
        [speak] speak
       *[other] { $action }
    } action costs { $cost } action points; you have { $left } left this turn. Choose a cheaper action or end your turn.
fulminato-error-combatant-name = A combatant needs a name of 1 to { $max } characters.
fulminato-error-no-combatants = A fight needs at least one combatant. Add combatants with their Mind and Grace dice.
fulminato-error-duplicate-combatant = There are two combatants called { $name }. Give each combatant a different name.
fulminato-error-unknown-combatant = There is no combatant called { $name } in this fight. Check the name in the initiative order.
fulminato-error-surprise-overlap = { $name } cannot both surprise and be surprised. Put them in only one of the two lists.
fulminato-error-surprise-without-surprisers = Someone is surprised but nobody surprises them. Name the combatants who act in the surprise round.
fulminato-error-not-your-turn = It is { $current }'s turn, not { $name }'s. Only timeless actions (such as speaking) can be taken on another combatant's turn.
fulminato-error-delay-target = { $current } can only delay to act after someone still to act this round, and { $name } is not. Pick a combatant later in the order.
fulminato-error-delay-after-acting = { $name } has already spent action points this turn and can no longer delay. Delay before acting, or end the turn.
fulminato-error-last-combatant = { $name } is the last combatant; removing them would leave nobody in the fight. End the fight instead.
fulminato-error-hit-points-max-needed = To check the Endurance test, give the defender's maximum hit points (hit_points) as well as the hit points left.
fulminato-error-hit-points = Hit points left must be between 0 and the maximum ({ $max }); you gave { $hit_points }.
fulminato-error-flank-ranged = Ranged weapons cannot flank: a ranged attack takes no flankers (you gave { $flankers }). Leave flankers at 0, or choose melee.
