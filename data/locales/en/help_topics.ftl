# /help: an overview and one page per topic (chosen in a menu). Commands written as `/name options`
# in backticks are shown as clickable command mentions, in each reader's Discord language.
help-overview = Start with `/flip` or `/flip modifiers:+`, `/duel simple stat:6 tn:12` and `/hand draw`. Choose a topic in the menu below for more, with examples. Commands show in your own Discord language: click one to use it.
help-menu-placeholder = Choose a topic
help-topic-overview = Overview
help-topic-overview-desc = What Fatebot does, in short
help-topic-flips = Flips
help-topic-flips-desc = /flip, modifiers, the quick-flip panel, dice
help-topic-duels = Duels
help-topic-duels-desc = Simple and opposed duels, cheating, damage, initiative
help-topic-hands = Hands and decks
help-topic-hands-desc = Your control hand, your deck, privacy
help-topic-encounters = Encounters
help-topic-encounters-desc = Strategy, deployment and schemes
help-topic-leagues = Leagues
help-topic-leagues-desc = Fair, checkable draws for organisers
help-topic-games = Games
help-topic-games-desc = The turn tracker: turns, VP, soulstones
help-topic-fulminato = Fulminato
help-topic-fulminato-desc = Dice combat: initiative, actions, attacks
help-topic-doomtrooper = Doomtrooper
help-topic-doomtrooper-desc = Warriors, combat and sabotage
help-topic-settings = Settings
help-topic-settings-desc = Table settings and who may change them
help-topic-readings = Rules readings
help-topic-readings-desc = Where the books are silent
help-page-encounters = `/encounter opponent:@Ana` flips for attacker and defender: the strategy comes from the attacker's suit, the deployment from the defender's, then the scheme pool, with every flip shown.
    `/encounter edition:m3e` uses another edition; without an opponent the bot flips both sides from a fresh deck.
    “⚠ unverified” marks a mapping the season file takes from a single community source.
help-page-leagues = Organisers (Manage Server or the organiser role) run the draws of a league:
    `/league-admin create name:Spring season:m4e-gg1` publishes the SHA-256 of a secret seed before any draw.
    `/league-admin draw name:Spring round:1` draws the round's encounter from that seed; `/league show name:Spring` shows the draws and `/league-admin export name:Spring` gives them as CSV.
    `/league-admin reveal name:Spring` publishes the seed at the end; anyone can then check every draw with `/league verify name:Spring`.
    Players join with `/league join name:Spring` (from another server or the DM with the bot, by the league's code), report with `/league report` and follow `/league standings`; organisers pair each round with `/league-admin pair` (Swiss, round robin or by hand).
help-page-games = A turn tracker for a Malifaux game at this table:
    `/game start opponent:@Ana` sets up the encounter and the soulstone pools (add `league:` and `round:` for a league game); `/game start opponent:@Ana thread:True` gives the game its own thread, so several games share one channel.
    `/game next` runs the draw phase, initiative and the end-of-turn reshuffle; `/game score strategy:1` records VP (a scheme's: add `scheme:`, picked from the pool, and `scheme_vp:`); `/game end` checks the end of the game and posts the summary.
    `/initiative opponent:@Ana attacker:@Ana` decides initiative on its own, by the edition's procedure (`attacker:` says who attacked: in M4E they have initiative on turn 1).
    Secret schemes: `/scheme choose` picks yours in a private menu and posts a SHA-256 commitment at once; `/scheme reveal` shows one with its salt so anyone can check it; `/scheme show` lists the game's commitments. M3E: `/soulstone reduce` spends a stone to reduce damage.
    By post: `/game done note:Lady Justice charged` hands your activation over (so does the board's Done button; `how:` says it was your last model, that you have none left, or spends an M3E pass token), and the opponent is told once; `/game nudge` reminds them once per activation. `/game log` starts with the steps open now, `/games` names each game's server, channel and edition.
help-page-fulminato = Fulminato's dice combat: `/fulminato add name:Ada mind:d8 grace:d6` adds a combatant, `/fulminato start` rolls initiative (Mente + Gracia, ties re-rolled, an optional surprise round), `/fulminato next` moves on and `/fulminato act` spends action points.
    `/fulminato attack` resolves an attack against deflection with ranks, hit location and damage, every die shown; `/fulminato test dice:d8 d6 difficulty:8` is a plain test.
    `/fulminato opposed` is an opposed roll (a tie denies the attacker); `/fulminato grapple` seizes, moves, ties up or breaks free.
    Readings: a surprised defender loses the d6 but keeps shield and armour; flanking gives one rank per flanker after the first (at most 3).
help-page-doomtrooper = Doomtrooper's combat and sabotage: `/doomtrooper start opponent:@Ana`, then `/doomtrooper add` for each warrior (fight, shoot, armour, value).
    `/doomtrooper attack` resolves fight or shoot against Armour (cover, first strike, wounded or killed); `/doomtrooper claim` banks a reward; `/doomtrooper sabotage` sabotages; `/doomtrooper score` shows promotion and destiny points.
    Reading: rewards go to the player of the warrior who killed.
help-page-settings = Each table (a channel or thread) has its settings: `/table game game:M3E` picks the game or edition, `/table deck mode:Shared` gives the table one shared deck, `/table language language:Español` sets the language of replies, and `/table moderator_role` names the role that may change them. `/table pace pace:Post` lets every step wait days instead of minutes (`None`: until someone cancels), and `/game start pace:` sets one game's pace. `/table fair_deck on:True` makes every shuffle outside a game checkable too: each deck posts the SHA-256 of its secret seed at its first use and reveals the seed with a record at its reset (see the fair deck topic).
    Anyone can look (a command without an option shows the setting; moderator_role without a role clears it); changing needs Manage Channels, Manage Server or the moderator role.
