# /doomtrooper: command names and descriptions, replies, buttons and errors of the Discord layer.
# Rule errors (doomtrooper-error-*) are in doomtrooper.ftl. Affiliation, designation and stat
# names below are also what players may type (in any language the bot speaks).

## Command, option and choice names (lowercase, no spaces, ≤ 32 characters) and descriptions (≤ 100)

cmd-doomtrooper = doomtrooper
cmd-doomtrooper-desc = Doomtrooper: warriors in play, combat, sabotage and points
cmd-doomtrooper-start = start
cmd-doomtrooper-start-desc = Start a game at this table: you play first, then your opponents in order
opt-doomtrooper-start-opponent = opponent
opt-doomtrooper-start-opponent-desc = The player after you
opt-doomtrooper-start-opponent2 = opponent2
opt-doomtrooper-start-opponent2-desc = A third player
opt-doomtrooper-start-opponent3 = opponent3
opt-doomtrooper-start-opponent3-desc = A fourth player
opt-doomtrooper-start-multiple_sabotage = multiple_sabotage
opt-doomtrooper-start-multiple_sabotage-desc = Allow more than one sabotage per opponent per turn (variant; empty: the table's setting)
cmd-doomtrooper-add = add
cmd-doomtrooper-add-desc = Put one of your warriors into play
opt-doomtrooper-add-name = name
opt-doomtrooper-add-name-desc = The warrior's name, as on the card
opt-doomtrooper-add-fight = fight
opt-doomtrooper-add-fight-desc = Fight (L)
opt-doomtrooper-add-shoot = shoot
opt-doomtrooper-add-shoot-desc = Shoot (D)
opt-doomtrooper-add-armour = armour
opt-doomtrooper-add-armour-desc = Armour (B)
opt-doomtrooper-add-value = value
opt-doomtrooper-add-value-desc = Value (V), 0 or more
opt-doomtrooper-add-affiliations = affiliations
opt-doomtrooper-add-affiliations-desc = Comma-separated, e.g. Bauhaus, or Dark Legion (empty only for a FREE AGENT)
opt-doomtrooper-add-designations = designations
opt-doomtrooper-add-designations-desc = Comma-separated, e.g. Hero, Attacks First, Assassin, Mercenary
opt-doomtrooper-add-cover = cover
opt-doomtrooper-add-cover-desc = The warrior is in cover (+3 Armour when defending)
opt-doomtrooper-add-detachment = detachment
opt-doomtrooper-add-detachment-desc = The warrior is in a detachment (fights only other detachments)
cmd-doomtrooper-list = list
cmd-doomtrooper-list-desc = The warriors in play, whose turn it is and the points
cmd-doomtrooper-remove = remove
cmd-doomtrooper-remove-desc = Take one of your warriors out of play
opt-doomtrooper-remove-warrior = warrior
opt-doomtrooper-remove-warrior-desc = The warrior's number (#3) or name
cmd-doomtrooper-cover = cover
cmd-doomtrooper-cover-desc = Put one of your warriors into cover, or out of it
opt-doomtrooper-cover-warrior = warrior
opt-doomtrooper-cover-warrior-desc = The warrior's number (#3) or name
opt-doomtrooper-cover-in_cover = in_cover
opt-doomtrooper-cover-in_cover-desc = In cover (true) or not (false)
cmd-doomtrooper-status = status
cmd-doomtrooper-status-desc = Set one of your warriors healthy, wounded or dead (effects outside combat)
opt-doomtrooper-status-warrior = warrior
opt-doomtrooper-status-warrior-desc = The warrior's number (#3) or name
opt-doomtrooper-status-status = status
opt-doomtrooper-status-status-desc = The new status (dead removes it from play)
cmd-doomtrooper-attack = attack
cmd-doomtrooper-attack-desc = Attack: your warrior against an opponent's, by fight or shoot
opt-doomtrooper-attack-attacker = attacker
opt-doomtrooper-attack-attacker-desc = Your attacking warrior (number or name)
opt-doomtrooper-attack-defender = defender
opt-doomtrooper-attack-defender-desc = The defending warrior (number or name)
opt-doomtrooper-attack-tactic = tactic
opt-doomtrooper-attack-tactic-desc = Fight (Fight vs Armour) or shoot (Shoot vs Armour)
opt-doomtrooper-attack-warzone = warzone
opt-doomtrooper-attack-warzone-desc = The defender's warzone modifiers, e.g. A+2 V+1
opt-doomtrooper-attack-attacker_cards = attacker_cards
opt-doomtrooper-attack-attacker_cards-desc = Cards played for the attacker, separated by ; e.g. F+2; A+1
opt-doomtrooper-attack-defender_cards = defender_cards
opt-doomtrooper-attack-defender_cards-desc = Cards played for the defender, separated by ; e.g. A+3
opt-doomtrooper-attack-forced = forced
opt-doomtrooper-attack-forced-desc = A card forces this warrior to attack its own side
opt-doomtrooper-attack-extra_attack = extra_attack
opt-doomtrooper-attack-extra_attack-desc = A card grants another attack this turn
cmd-doomtrooper-claim = claim
cmd-doomtrooper-claim-desc = Bank a reward: choose how many points go to promotion (the rest to destiny)
opt-doomtrooper-claim-reward = reward
opt-doomtrooper-claim-reward-desc = The reward's number
opt-doomtrooper-claim-promotion = promotion
opt-doomtrooper-claim-promotion-desc = Points to promotion; the rest become destiny points
cmd-doomtrooper-sabotage = sabotage
cmd-doomtrooper-sabotage-desc = Sabotage an opponent with no warrior able to fight: half your warrior's V
opt-doomtrooper-sabotage-saboteur = saboteur
opt-doomtrooper-sabotage-saboteur-desc = Your warrior that sabotages (number or name)
opt-doomtrooper-sabotage-opponent = opponent
opt-doomtrooper-sabotage-opponent-desc = The player you sabotage
opt-doomtrooper-sabotage-value_modifier = value_modifier
opt-doomtrooper-sabotage-value_modifier-desc = Changes to the saboteur's V from cards
cmd-doomtrooper-end_turn = end_turn
cmd-doomtrooper-end_turn-desc = End your turn; the next player's turn begins
cmd-doomtrooper-score = score
cmd-doomtrooper-score-desc = Promotion and destiny points of every player
cmd-doomtrooper-variant = variant
cmd-doomtrooper-variant-desc = Table setting: allow several sabotages per opponent per turn (moderators)
opt-doomtrooper-variant-multiple_sabotage = multiple_sabotage
opt-doomtrooper-variant-multiple_sabotage-desc = On (true) or off (false)
cmd-doomtrooper-empty_deck = empty_deck
cmd-doomtrooper-empty_deck-desc = Your draw deck is empty (three turns to bring a fighter into play, or you lose)
cmd-doomtrooper-end = end
cmd-doomtrooper-end-desc = End the game at this table (its players or a moderator)

choice-doomtrooper-tactic-fight = Fight
choice-doomtrooper-tactic-shoot = Shoot
choice-doomtrooper-status-healthy = Healthy
choice-doomtrooper-status-wounded = Wounded
choice-doomtrooper-status-dead = Dead

## Names (also accepted as typed input)

doomtrooper-affiliation-bauhaus = Bauhaus
doomtrooper-affiliation-capitol = Capitol
doomtrooper-affiliation-imperial = Imperial
doomtrooper-affiliation-mishima = Mishima
doomtrooper-affiliation-cybertronic = Cybertronic
doomtrooper-affiliation-brotherhood = Brotherhood
doomtrooper-affiliation-dark-legion = Dark Legion
doomtrooper-affiliation-tribal = Tribal
doomtrooper-designation-mercenary = MERCENARY
doomtrooper-designation-non-combatant = NON-COMBATANT
doomtrooper-designation-free-agent = FREE AGENT
doomtrooper-designation-personality = PERSONALITY
doomtrooper-designation-hero = HERO
doomtrooper-designation-sergeant = SERGEANT
doomtrooper-designation-assassin = ASSASSIN
doomtrooper-designation-blessed = BLESSED
doomtrooper-designation-profane = PROFANE
doomtrooper-designation-attacks-first = ATTACKS FIRST
doomtrooper-designation-first-strike-ends-combat = FIRST STRIKE ENDS COMBAT
doomtrooper-designation-first-strike-over-rival = FIRST STRIKE OVER RIVAL
doomtrooper-designation-immunity-art = IMMUNITY TO THE ART
doomtrooper-designation-immunity-lesser-symmetry = IMMUNITY TO LESSER SYMMETRY
doomtrooper-designation-immunity-full-symmetry = IMMUNITY TO SYMMETRY
doomtrooper-stat-fight = Fight
doomtrooper-stat-shoot = Shoot
doomtrooper-stat-armour = Armour
doomtrooper-stat-value = Value
doomtrooper-stat-short-fight = F
doomtrooper-stat-short-shoot = S
doomtrooper-stat-short-armour = A
doomtrooper-stat-short-value = V
doomtrooper-status-healthy = healthy
doomtrooper-status-wounded = wounded
doomtrooper-status-dead = killed
doomtrooper-tactic-fight = fight
doomtrooper-tactic-shoot = shoot

## Warriors and the game

doomtrooper-warrior-line = #{ $id } **{ $name }** — F { $fight } · S { $shoot } · A { $armour } · V { $value } — { $tags } — { $status }
doomtrooper-warrior-in-cover = in cover
doomtrooper-warrior-detachment = detachment
doomtrooper-none = none
doomtrooper-game-title = **Doomtrooper**: { $players }
doomtrooper-game-turn = It is { $player }'s turn ({ $turn ->
    [1] their first turn: no attacks
   *[other] their turn { $turn }
}).
doomtrooper-game-player = { $marker } { $player } — { $promotion } promotion, { $destiny } destiny{ $extra }
doomtrooper-game-player-lost = , out of the game
doomtrooper-game-player-countdown = , empty deck: { $left } turn(s) left to bring a fighter into play
doomtrooper-game-no-warriors = no warriors in play
doomtrooper-game-pending = Rewards waiting for a split:
doomtrooper-pending-line = • #{ $id }: { $player } — { $points } points for { $reason ->
    [sabotage] sabotage by { $warrior }
   *[kill] killing { $warrior }
}{ $only ->
    [yes] { "" } (destiny only)
   *[no] { "" }
}
doomtrooper-game-variant = Variant: { $on ->
    [yes] multiple sabotage allowed
   *[no] one sabotage per opponent per turn
}
doomtrooper-choice-warrior = #{ $id } { $name } · F{ $fight } S{ $shoot } A{ $armour } V{ $value }
doomtrooper-choice-reward = #{ $id }: { $points } points for { $reason ->
    [sabotage] sabotage by { $warrior }
   *[kill] killing { $warrior }
}
doomtrooper-no-game = No Doomtrooper game at this table. Start one with /doomtrooper start.
doomtrooper-winner = { $player } is the last player left and wins the game.

## Events

doomtrooper-started = { $by } starts a Doomtrooper game. Turn order: { $players }.
doomtrooper-ended = { $by } ends the Doomtrooper game. Final points:
doomtrooper-added = { $by } puts a warrior into play:
doomtrooper-removed = { $by } takes { $name } out of play.
doomtrooper-cover-set = { $name } is { $cover ->
    [yes] now in cover (+3 Armour when defending).
   *[no] no longer in cover.
}
doomtrooper-status-set = { $name } is now { $status }.
doomtrooper-status-killed = { $name } is killed and leaves play.
doomtrooper-turn-ended = { $previous } ends their turn.
doomtrooper-empty-deck = { $by }'s draw deck is empty. With no warrior able to fight at the start of a turn, they have that turn and two more to bring one into play, or lose.
doomtrooper-variant-set = Multiple sabotage at this table: { $on ->
    [yes] on
   *[no] off
}.

## Combat

doomtrooper-combat-title = { $by }: { $attacker } attacks { $defender } ({ $tactic })
doomtrooper-combat-forced = (forced by a card to attack its own side)
doomtrooper-combat-extra = (an extra attack granted by a card)
doomtrooper-combat-values = { $name }: { $stat } { $attack } · Armour { $armour } · V { $value }
doomtrooper-breakdown = { $printed }{ $parts } = { $total }
doomtrooper-part-cards = { " " }{ $value } (cards)
doomtrooper-part-warzone = { " " }{ $value } (warzone)
doomtrooper-part-cover = { " " }+3 (cover)
doomtrooper-first-strike = { $name } ATTACKS FIRST.
doomtrooper-strike = { $step ->
    [2] Counter-attack: { $striker }'s { $stat } { $attack } vs { $target }'s Armour { $armour }
   *[other] { $striker }'s { $stat } { $attack } vs { $target }'s Armour { $armour }
} → { $outcome ->
    [wounded] { $target } is wounded
    [killed] { $target } is killed
   *[none] no effect
}
doomtrooper-skipped-killed = { $name } was killed before it could strike back.
doomtrooper-skipped-ended = { $name }'s first strike hit: the combat ends, no counter-attack.
doomtrooper-after = After the combat: { $attacker }: { $astatus }; { $defender }: { $dstatus }.
doomtrooper-reward = { $player } earns { $points } points for killing { $warrior } (reward #{ $id }){ $only ->
    [yes] { "" }: destiny points only.
   *[no] { "" }: choose promotion or destiny.
}
doomtrooper-interpretations = Interpretations applied:
doomtrooper-interp-affiliation-restrictions-combine = A warrior with several affiliations keeps the restrictions of each of them.
doomtrooper-interp-sabotage-current-turn-counts = Your current turn counts as a turn you have had, so you may sabotage now.

## Sabotage and rewards

doomtrooper-sabotage = { $by }: { $saboteur } sabotages { $opponent } — half of V { $value } rounded up = { $points } points (reward #{ $id }){ $only ->
    [yes] { "" }, destiny points only.
   *[no] { "" }: choose promotion or destiny.
}
doomtrooper-claimed = { $player } banks reward #{ $id }: { $promotion } promotion, { $destiny } destiny. Now { $total_promotion } promotion, { $total_destiny } destiny.
doomtrooper-score-title = **Doomtrooper points**
doomtrooper-button-promotion = #{ $id }: all { $points } to promotion
doomtrooper-button-destiny = #{ $id }: all { $points } to destiny
doomtrooper-button-half = #{ $id }: { $promotion } promotion + { $destiny } destiny

## Errors of the Discord layer

doomtrooper-ui-error-no-game = No Doomtrooper game is running at this table. Start one with /doomtrooper start.
doomtrooper-ui-error-game-running = A Doomtrooper game is already running at this table. Finish it with /doomtrooper end first.
doomtrooper-ui-error-too-many-players = A game at one table has at most { $max } players.
doomtrooper-ui-error-too-many-warriors = There are already { $max } warriors in play at this table, the most it can hold. Remove some first.
doomtrooper-ui-error-bot-player = { $name } is a bot and cannot play. Choose a person.
doomtrooper-ui-error-not-your-warrior = { $name } belongs to { $owner }. You can only use, change or remove your own warriors.
doomtrooper-ui-error-not-your-turn = It is { $player }'s turn; only they (or a table moderator) can end it.
doomtrooper-ui-error-warrior-ref-empty = Name a warrior by its number (such as #3) or its name. /doomtrooper list shows them.
doomtrooper-ui-error-unknown-warrior-name = There is no warrior called “{ $name }” in play at this table. /doomtrooper list shows the warriors and their numbers.
doomtrooper-ui-error-warrior-ambiguous = Several warriors are called “{ $name }” ({ $numbers }). Use the number instead.
doomtrooper-ui-error-affiliation = I do not know the affiliation “{ $value }”. Use one of: { $known }.
doomtrooper-ui-error-designation = I do not know the designation “{ $value }”. Use one of: { $known }.
doomtrooper-ui-error-modifiers = I could not read the modifiers “{ $value }”. Write a stat letter and a signed number per change, cards separated by “;”, e.g. F+2 A-1; S+1 (F fight, S shoot, A armour, V value; L, D, B also work).
doomtrooper-ui-error-modifier-size = A modifier of { $value } is too big: at most ±{ $max }.
doomtrooper-ui-error-too-many-cards = At most { $max } cards can be entered for one side.
doomtrooper-ui-error-not-your-button = These buttons belong to { $owner }: only they can split those points.
doomtrooper-ui-error-stale-reward = That reward has already been claimed. /doomtrooper score shows what is still waiting.
