# /doomtrooper: parancsnevek és leírások, válaszok, gombok és a Discord-réteg hibái.
# A szabályhibák (doomtrooper-error-*) a doomtrooper.ftl fájlban vannak. A hovatartozások, megjelölések
# és statok alábbi nevei egyben azok is, amiket a játékosok beírhatnak (a kártyák angol nevei is működnek).

## Command, option and choice names (lowercase, no spaces, ≤ 32 characters) and descriptions (≤ 100)

cmd-doomtrooper = doomtrooper
cmd-doomtrooper-desc = Doomtrooper: játékban lévő harcosok, harc, szabotázs és pontok
cmd-doomtrooper-start = kezdés
cmd-doomtrooper-start-desc = Játszma indítása ennél az asztalnál: te kezdesz, utána az ellenfeleid sorban
opt-doomtrooper-start-opponent = ellenfél
opt-doomtrooper-start-opponent-desc = A játékos, aki utánad következik
opt-doomtrooper-start-opponent2 = ellenfél2
opt-doomtrooper-start-opponent2-desc = Egy harmadik játékos
opt-doomtrooper-start-opponent3 = ellenfél3
opt-doomtrooper-start-opponent3-desc = Egy negyedik játékos
opt-doomtrooper-start-multiple_sabotage = többszörös_szabotázs
opt-doomtrooper-start-multiple_sabotage-desc = Ellenfelenként körönként több szabotázs is engedélyezett (változat; üres: az asztal beállítása)
cmd-doomtrooper-add = hozzáadás
cmd-doomtrooper-add-desc = Egy harcosod játékba hozása
opt-doomtrooper-add-name = név
opt-doomtrooper-add-name-desc = A harcos neve, ahogy a kártyán áll
opt-doomtrooper-add-fight = harc
opt-doomtrooper-add-fight-desc = Harc: Fight (F)
opt-doomtrooper-add-shoot = lövés
opt-doomtrooper-add-shoot-desc = Lövés: Shoot (S)
opt-doomtrooper-add-armour = páncél
opt-doomtrooper-add-armour-desc = Páncél: Armour (A)
opt-doomtrooper-add-value = érték
opt-doomtrooper-add-value-desc = Érték: Value (V), 0 vagy több
opt-doomtrooper-add-affiliations = hovatartozás
opt-doomtrooper-add-affiliations-desc = Vesszővel elválasztva, pl. Bauhaus vagy Dark Legion (üres csak FREE AGENT esetén)
opt-doomtrooper-add-designations = megjelölések
opt-doomtrooper-add-designations-desc = Vesszővel elválasztva, pl. Hero, Attacks First, Assassin, Mercenary
opt-doomtrooper-add-cover = fedezék
opt-doomtrooper-add-cover-desc = A harcos fedezékben van (védekezéskor +3 Páncél)
opt-doomtrooper-add-detachment = különítmény
opt-doomtrooper-add-detachment-desc = A harcos különítményben (detachment) van (csak más különítményekkel harcol)
cmd-doomtrooper-list = lista
cmd-doomtrooper-list-desc = A játékban lévő harcosok, hogy ki következik, és a pontok
cmd-doomtrooper-remove = eltávolítás
cmd-doomtrooper-remove-desc = Egy harcosod kivétele a játékból
opt-doomtrooper-remove-warrior = harcos
opt-doomtrooper-remove-warrior-desc = A harcos száma (#3) vagy neve
cmd-doomtrooper-cover = fedezék
cmd-doomtrooper-cover-desc = Egy harcosod fedezékbe helyezése vagy kivétele onnan
opt-doomtrooper-cover-warrior = harcos
opt-doomtrooper-cover-warrior-desc = A harcos száma (#3) vagy neve
opt-doomtrooper-cover-in_cover = fedezékben
opt-doomtrooper-cover-in_cover-desc = Fedezékben (true) vagy nem (false)
cmd-doomtrooper-status = állapot
cmd-doomtrooper-status-desc = Egy harcosod ép, sebesült vagy halott állapotba tétele (harcon kívüli hatások)
opt-doomtrooper-status-warrior = harcos
opt-doomtrooper-status-warrior-desc = A harcos száma (#3) vagy neve
opt-doomtrooper-status-status = állapot
opt-doomtrooper-status-status-desc = Az új állapot (a halott kikerül a játékból)
cmd-doomtrooper-attack = támadás
cmd-doomtrooper-attack-desc = Támadás: a harcosod egy ellenfél harcosa ellen, Harccal vagy Lövéssel
opt-doomtrooper-attack-attacker = támadó
opt-doomtrooper-attack-attacker-desc = A támadó harcosod (szám vagy név)
opt-doomtrooper-attack-defender = védő
opt-doomtrooper-attack-defender-desc = A védekező harcos (szám vagy név)
opt-doomtrooper-attack-tactic = taktika
opt-doomtrooper-attack-tactic-desc = Harc (Harc a Páncél ellen) vagy Lövés (Lövés a Páncél ellen)
opt-doomtrooper-attack-warzone = warzone
opt-doomtrooper-attack-warzone-desc = A védő warzone-jának módosítói, pl. A+2 V+1
opt-doomtrooper-attack-attacker_cards = támadó_lapjai
opt-doomtrooper-attack-attacker_cards-desc = A támadóért kijátszott lapok ;-vel elválasztva, pl. F+2; A+1
opt-doomtrooper-attack-defender_cards = védő_lapjai
opt-doomtrooper-attack-defender_cards-desc = A védőért kijátszott lapok ;-vel elválasztva, pl. A+3
opt-doomtrooper-attack-forced = kényszerített
opt-doomtrooper-attack-forced-desc = Egy kártya arra kényszeríti ezt a harcost, hogy a saját oldalát támadja
opt-doomtrooper-attack-extra_attack = extra_támadás
opt-doomtrooper-attack-extra_attack-desc = Egy kártya újabb támadást ad ebben a körben
cmd-doomtrooper-claim = jóváírás
cmd-doomtrooper-claim-desc = Jutalom jóváírása: hány pont menjen előléptetésre (a többi sorspont lesz)
opt-doomtrooper-claim-reward = jutalom
opt-doomtrooper-claim-reward-desc = A jutalom száma
opt-doomtrooper-claim-promotion = előléptetés
opt-doomtrooper-claim-promotion-desc = Előléptetési pontok; a többi sorspont lesz
cmd-doomtrooper-sabotage = szabotázs
cmd-doomtrooper-sabotage-desc = Harcképes harcos nélküli ellenfél szabotálása: a harcosod V-jének fele
opt-doomtrooper-sabotage-saboteur = szabotőr
opt-doomtrooper-sabotage-saboteur-desc = A szabotáló harcosod (szám vagy név)
opt-doomtrooper-sabotage-opponent = ellenfél
opt-doomtrooper-sabotage-opponent-desc = A játékos, akit szabotálsz
opt-doomtrooper-sabotage-value_modifier = érték_módosító
opt-doomtrooper-sabotage-value_modifier-desc = A szabotőr V-jének kártyákból eredő változásai
cmd-doomtrooper-end_turn = kör_vége
cmd-doomtrooper-end_turn-desc = A köröd befejezése; a következő játékos köre kezdődik
cmd-doomtrooper-score = pontok
cmd-doomtrooper-score-desc = Minden játékos előléptetési és sorspontjai
cmd-doomtrooper-variant = változat
cmd-doomtrooper-variant-desc = Asztalbeállítás: ellenfelenként körönként több szabotázs (moderátorok)
opt-doomtrooper-variant-multiple_sabotage = többszörös_szabotázs
opt-doomtrooper-variant-multiple_sabotage-desc = Be (true) vagy ki (false)
cmd-doomtrooper-empty_deck = üres_pakli
cmd-doomtrooper-empty_deck-desc = Kifogyott a húzópaklid (három köröd van harcost játékba hozni, különben kiesel)
cmd-doomtrooper-end = befejezés
cmd-doomtrooper-end-desc = A játszma befejezése ennél az asztalnál (a játékosai vagy egy moderátor)

choice-doomtrooper-tactic-fight = Harc
choice-doomtrooper-tactic-shoot = Lövés
choice-doomtrooper-status-healthy = Ép
choice-doomtrooper-status-wounded = Sebesült
choice-doomtrooper-status-dead = Halott

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
doomtrooper-stat-fight = Harc
doomtrooper-stat-shoot = Lövés
doomtrooper-stat-armour = Páncél
doomtrooper-stat-value = Érték
doomtrooper-stat-short-fight = F
doomtrooper-stat-short-shoot = S
doomtrooper-stat-short-armour = A
doomtrooper-stat-short-value = V
doomtrooper-status-healthy = ép
doomtrooper-status-wounded = sebesült
doomtrooper-status-dead = halott
doomtrooper-tactic-fight = Harc
doomtrooper-tactic-shoot = Lövés

## Warriors and the game

doomtrooper-warrior-line = #{ $id } **{ $name }** — F { $fight } · S { $shoot } · A { $armour } · V { $value } — { $tags } — { $status }
doomtrooper-warrior-in-cover = fedezékben
doomtrooper-warrior-detachment = különítmény
doomtrooper-none = nincs
doomtrooper-game-title = **Doomtrooper**: { $players }
doomtrooper-game-turn = { $player } köre következik ({ $turn ->
    [1] az első köre: nincs támadás
   *[other] { $turn }. köre
}).
doomtrooper-game-player = { $marker } { $player } — { $promotion } előléptetési, { $destiny } sorspont{ $extra }
doomtrooper-game-player-lost = , kiesett a játszmából
doomtrooper-game-player-countdown = , üres pakli: { $left } köre maradt harcost játékba hozni
doomtrooper-game-no-warriors = nincs harcos játékban
doomtrooper-game-pending = Felosztásra váró jutalmak:
doomtrooper-pending-line = • #{ $id }: { $player } — { $points } pont { $reason ->
    [sabotage] szabotázsért (szabotőr: { $warrior })
   *[kill] ennek a megöléséért: { $warrior }
}{ $only ->
    [yes] { "" } (csak sorspont)
   *[no] { "" }
}
doomtrooper-game-variant = Változat: { $on ->
    [yes] többszörös szabotázs engedélyezve
   *[no] ellenfelenként körönként egy szabotázs
}
doomtrooper-choice-warrior = #{ $id } { $name } · F{ $fight } S{ $shoot } A{ $armour } V{ $value }
doomtrooper-choice-reward = #{ $id }: { $points } pont { $reason ->
    [sabotage] szabotázsért (szabotőr: { $warrior })
   *[kill] ennek a megöléséért: { $warrior }
}
doomtrooper-no-game = Ennél az asztalnál nincs Doomtrooper játszma. Indíts egyet a /doomtrooper kezdés paranccsal.
doomtrooper-winner = { $player } maradt utolsóként a játszmában, és megnyerte.

## Events

doomtrooper-started = { $by } Doomtrooper játszmát indít. Körsorrend: { $players }.
doomtrooper-ended = { $by } befejezi a Doomtrooper játszmát. Végső pontok:
doomtrooper-added = { $by } harcost hoz játékba:
doomtrooper-removed = { $by } kivette a játékból: { $name }.
doomtrooper-cover-set = { $name } { $cover ->
    [yes] mostantól fedezékben van (védekezéskor +3 Páncél).
   *[no] már nincs fedezékben.
}
doomtrooper-status-set = { $name } mostantól { $status }.
doomtrooper-status-killed = { $name } meghalt, és kikerül a játékból.
doomtrooper-turn-ended = { $previous } befejezi a körét.
doomtrooper-empty-deck = { $by } húzópaklija kifogyott. Ha egy kör elején nincs harcképes harcosa, ez a kör és még kettő marad arra, hogy egyet játékba hozzon, különben kiesik.
doomtrooper-variant-set = Többszörös szabotázs ennél az asztalnál: { $on ->
    [yes] be
   *[no] ki
}.

## Combat

doomtrooper-combat-title = { $by }: { $attacker } támadása { $defender } ellen ({ $tactic })
doomtrooper-combat-forced = (egy kártya kényszeríti, hogy a saját oldalát támadja)
doomtrooper-combat-extra = (egy kártya által adott extra támadás)
doomtrooper-combat-values = { $name }: { $stat } { $attack } · Páncél { $armour } · V { $value }
doomtrooper-breakdown = { $printed }{ $parts } = { $total }
doomtrooper-part-cards = { " " }{ $value } (kártyák)
doomtrooper-part-warzone = { " " }{ $value } (warzone)
doomtrooper-part-cover = { " " }+3 (fedezék)
doomtrooper-first-strike = { $name }: ATTACKS FIRST.
doomtrooper-strike = { $step ->
    [2] Ellentámadás: { $striker } — { $stat } { $attack } kontra { $target } — Páncél { $armour }
   *[other] { $striker } — { $stat } { $attack } kontra { $target } — Páncél { $armour }
} → { $outcome ->
    [wounded] { $target } megsebesül
    [killed] { $target } meghal
   *[none] nincs hatás
}
doomtrooper-skipped-killed = { $name } meghalt, mielőtt visszavághatott volna.
doomtrooper-skipped-ended = { $name } első csapása talált: a harc véget ér, nincs ellentámadás.
doomtrooper-after = A harc után: { $attacker }: { $astatus }; { $defender }: { $dstatus }.
doomtrooper-reward = { $player } { $points } pontot kap ennek a megöléséért: { $warrior } (#{ $id } jutalom){ $only ->
    [yes] { "" }: csak sorspont.
   *[no] { "" }: válassz előléptetést vagy sorspontot.
}
doomtrooper-interpretations = Alkalmazott értelmezések:
doomtrooper-interp-affiliation-restrictions-combine = A több hovatartozású harcosra mindegyik hovatartozás korlátozásai vonatkoznak.
doomtrooper-interp-sabotage-current-turn-counts = A mostani köröd már lezajlott körnek számít, így most szabotálhatsz.

## Sabotage and rewards

doomtrooper-sabotage = { $by }: { $saboteur } szabotálja őt: { $opponent } — V { $value } fele felfelé kerekítve = { $points } pont (#{ $id } jutalom){ $only ->
    [yes] { "" }, csak sorspont.
   *[no] { "" }: válassz előléptetést vagy sorspontot.
}
doomtrooper-claimed = { $player } jóváírja a(z) #{ $id } jutalmat: { $promotion } előléptetési, { $destiny } sorspont. Most { $total_promotion } előléptetési, { $total_destiny } sorspont.
doomtrooper-score-title = **Doomtrooper pontok**
doomtrooper-button-promotion = #{ $id }: mind a(z) { $points } előléptetésre
doomtrooper-button-destiny = #{ $id }: mind a(z) { $points } sorspontnak
doomtrooper-button-half = #{ $id }: { $promotion } előléptetési + { $destiny } sorspont

## Errors of the Discord layer

doomtrooper-ui-error-no-game = Ennél az asztalnál nem folyik Doomtrooper játszma. Indíts egyet a /doomtrooper kezdés paranccsal.
doomtrooper-ui-error-game-running = Ennél az asztalnál már folyik egy Doomtrooper játszma. Előbb fejezd be a /doomtrooper befejezés paranccsal.
doomtrooper-ui-error-too-many-players = Egy asztalnál egy játszmában legfeljebb { $max } játékos lehet.
doomtrooper-ui-error-too-many-warriors = Ennél az asztalnál már { $max } harcos van játékban, ennél több nem fér el. Előbb vegyél ki néhányat.
doomtrooper-ui-error-bot-player = { $name } egy bot, nem játszhat. Válassz egy személyt.
doomtrooper-ui-error-not-your-warrior = { $name } harcos gazdája { $owner }. Csak a saját harcosaidat használhatod, módosíthatod vagy távolíthatod el.
doomtrooper-ui-error-not-your-turn = Most { $player } köre van; csak ő (vagy egy asztalmoderátor) fejezheti be.
doomtrooper-ui-error-warrior-ref-empty = A harcost a számával (például #3) vagy a nevével add meg. A /doomtrooper lista megmutatja őket.
doomtrooper-ui-error-unknown-warrior-name = Ennél az asztalnál nincs „{ $name }” nevű harcos játékban. A /doomtrooper lista megmutatja a harcosokat és a számukat.
doomtrooper-ui-error-warrior-ambiguous = Több harcos neve is „{ $name }” ({ $numbers }). Használd inkább a számot.
doomtrooper-ui-error-affiliation = Nem ismerem ezt a hovatartozást: „{ $value }”. Használd ezek egyikét: { $known }.
doomtrooper-ui-error-designation = Nem ismerem ezt a megjelölést: „{ $value }”. Használd ezek egyikét: { $known }.
doomtrooper-ui-error-modifiers = Nem tudtam értelmezni ezeket a módosítókat: „{ $value }”. Változásonként egy statbetűt és egy előjeles számot írj, a lapokat „;” választja el, pl. F+2 A-1; S+1 (F Harc, S Lövés, A Páncél, V Érték; az L, D, B is működik).
doomtrooper-ui-error-modifier-size = A(z) { $value } értékű módosító túl nagy: legfeljebb ±{ $max }.
doomtrooper-ui-error-too-many-cards = Egy oldalhoz legfeljebb { $max } lap adható meg.
doomtrooper-ui-error-not-your-button = Ezek a gombok { $owner } gombjai: csak ő oszthatja fel ezeket a pontokat.
doomtrooper-ui-error-stale-reward = Ezt a jutalmat már jóváírták. A /doomtrooper pontok mutatja, mi vár még.
