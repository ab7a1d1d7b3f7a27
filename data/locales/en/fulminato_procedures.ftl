# /fulminato opposed and grapple, and the Endurance test after an attack.

## Commands

cmd-fulminato-opposed = opposed
cmd-fulminato-opposed-desc = An opposed roll: attacker's dice against defender's (a tie denies the attacker)
opt-fulminato-opposed-attacker_dice = attacker_dice
opt-fulminato-opposed-attacker_dice-desc = The attacker's dice, e.g. d8 (or d8 d6)
opt-fulminato-opposed-defender_dice = defender_dice
opt-fulminato-opposed-defender_dice-desc = The defender's dice, e.g. d6
opt-fulminato-opposed-attacker_ranks = attacker_ranks
opt-fulminato-opposed-attacker_ranks-desc = Ranks on the attacker's first die
opt-fulminato-opposed-defender_ranks = defender_ranks
opt-fulminato-opposed-defender_ranks-desc = Ranks on the defender's first die
opt-fulminato-opposed-attacker = attacker
opt-fulminato-opposed-attacker-desc = Who acts (a name in the roster, or any name)
opt-fulminato-opposed-defender = defender
opt-fulminato-opposed-defender-desc = Who resists (a name in the roster, or any name)
cmd-fulminato-grapple = grapple
cmd-fulminato-grapple-desc = Grapple: seize, move, tie up, break free or untie, with the seed's rolls
opt-fulminato-grapple-action = action
opt-fulminato-grapple-action-desc = What is tried
opt-fulminato-grapple-dice = dice
opt-fulminato-grapple-dice-desc = The acting side's dice (move, tie up: dDexterity; break free: dConstitution)
opt-fulminato-grapple-against = against
opt-fulminato-grapple-against-desc = The other side's dice (not for untie)
opt-fulminato-grapple-heavy_object = heavy_object
opt-fulminato-grapple-heavy_object-desc = Seize: the grappler holds an object over 1 kg (one negative rank)
opt-fulminato-grapple-after_failed_tie = after_failed_tie
opt-fulminato-grapple-after_failed_tie-desc = Break free: the turn after a failed attempt to tie you (two positive ranks)
opt-fulminato-grapple-ranks = ranks
opt-fulminato-grapple-ranks-desc = Other ranks on the acting side's first die
opt-fulminato-grapple-grappler = grappler
opt-fulminato-grapple-grappler-desc = Who grapples
opt-fulminato-grapple-grappled = grappled
opt-fulminato-grapple-grappled-desc = Who is grappled
choice-fulminato-grapple-seize = seize (grapple)
choice-fulminato-grapple-move = move them somewhere dangerous
choice-fulminato-grapple-tie = tie them up (needs a rope)
choice-fulminato-grapple-break-free = break free
choice-fulminato-grapple-untie = get untied (Disarm or Quick hands)
opt-fulminato-attack-hit_points_left = hit_points_left
opt-fulminato-attack-hit_points_left-desc = The defender's hit points before this attack (to tell whether Endurance is due)
opt-fulminato-attack-wound = wound
opt-fulminato-attack-wound-desc = What the wound is (default: ranged projectile, melee weapon cut, else blunt)
choice-fulminato-wound-cut = cut
choice-fulminato-wound-pierce = piercing
choice-fulminato-wound-projectile = projectile
choice-fulminato-wound-blunt = blunt

## Replies

fulminato-opposed-title = { $by }: opposed roll, { $attacker } against { $defender }
fulminato-opposed-attacker = Attacker: { $pool }
fulminato-opposed-defender = Defender: { $pool }
fulminato-opposed-won = **The attacker succeeds** ({ $attacker } against { $defender }).
fulminato-opposed-tie = **Tie: the attacker's success is denied** ({ $attacker } against { $defender }).
fulminato-opposed-lost = **The attacker fails** ({ $attacker } against { $defender }).
fulminato-someone = someone
fulminato-grapple-title = { $by }: grapple, { $action } ({ $grappler } and { $grappled })
fulminato-grapple-title-plain = { $by }: grapple, { $action }
fulminato-grapple-acting = Acting side: { $pool }
fulminato-grapple-other = Other side: { $pool }
fulminato-grapple-test = Test: { $pool } vs Complicated ({ $difficulty })
fulminato-grapple-tie-note = A tie denies the side that acts.
fulminato-grapple-seize-won = **Grappled.** The grappler may now move with them at half speed, damage them as a standard action (light melee weapon, or a regular or small firearm), contain them (they cannot attack, deflect or move; the grappler cannot act and has one negative rank to deflection), or tie them up (needs a rope).
fulminato-grapple-seize-lost = **No grapple.**
fulminato-grapple-move-won = **Moved** where the grappler wants.
fulminato-grapple-move-lost = The grappler keeps the hold, but **the grappled ends up where they want**.
fulminato-grapple-tie-won = **Tied up.** To get free: a Disarm or Quick hands test, Complicated (12).
fulminato-grapple-tie-lost = **Not tied.** On their next turn the grappled has two positive ranks on dConstitution to break free.
fulminato-grapple-break-free-won = **Free** of the grapple.
fulminato-grapple-break-free-lost = **Still grappled.**
fulminato-grapple-untie-won = **Untied.**
fulminato-grapple-untie-lost = **Still tied.**
fulminato-endurance-due = **Endurance test due:** { $after } of { $max } hit points is below half, from a { $wound } wound: an easy (6) Endurance test every hour or faint (/fulminato test).
fulminato-hit-points-line = Hit points: { $before } → { $after } of { $max }.
fulminato-wound-cut = cut
fulminato-wound-pierce = piercing
fulminato-wound-projectile = projectile
fulminato-wound-blunt = blunt
fulminato-interp-melee-weapon-cuts = A melee weapon is taken to cut or pierce (say wound: blunt for a club).
fulminato-interp-break-free-against-constitution = The text does not say what breaking free is rolled against: the grappler's dConstitution.

## Errors

fulminato-error-grapple-heavy-object = The heavy object rank is for seizing a grapple only.
fulminato-error-grapple-after-failed-tie = The two positive ranks after a failed tie are for breaking free only.
fulminato-error-grapple-no-opponent = Getting untied is a test against a difficulty: give no dice for the other side.
fulminato-error-grapple-opponent-dice = Give the other side's dice (against).
fulminato-error-grapple-one-die = This is a roll of one characteristic die per side ({ $action }): give one die on each side.
