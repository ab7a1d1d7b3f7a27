## A bot/rules/doomtrooper.py hibái (Doomtrooper harc és szabotázs).

doomtrooper-error-warrior-name = A harcosnak 1–{ $max } karakteres név kell.
doomtrooper-error-value-negative = { $name } nyomtatott Value (V) értéke nem lehet { $value }. A kártyára nyomtatott értéket add meg, 0 vagy több.
doomtrooper-error-no-affiliation = { $name } harcosnak hovatartozás kell (egy corporation, a Brotherhood, a Dark Legion vagy Tribal), vagy a FREE AGENT megjelölés.
doomtrooper-error-non-combatant-cover = { $name } NON-COMBATANT, sosem lehet fedezékben.
doomtrooper-error-same-warrior = { $name } nem támadhatja önmagát. Válassz másik harcost védőnek.
doomtrooper-error-warrior-dead = { $name } halott, nem vehet részt harcban.
doomtrooper-error-non-combatant = { $name } NON-COMBATANT: sosem támad, és sosem támadják.
doomtrooper-error-own-warrior = { $attacker } nem támadhatja meg ezt a harcost: { $defender }. A harcosaid sosem támadják a saját harcosaidat, hacsak egy kártya nem kényszeríti őket. Válassz egy ellenfél harcosát, vagy játszd kényszerített támadásként.
doomtrooper-error-detachment = { $attacker } nem támadhatja meg ezt a harcost: { $defender }. A különítményben (detachment) lévő harcosok csak másik különítmény harcosaival harcolnak, a squadok és cohortok csak squadokkal és cohortokkal. Ezen semmilyen kártya nem változtathat.
doomtrooper-error-same-corporation = { $attacker } nem támadhatja meg ezt a harcost: { $defender }. Egy Doomtrooper sosem támad a saját corporationje ({ $corporation }) harcosára.
doomtrooper-error-attacks-brotherhood = { $attacker } nem támadhatja meg ezt a harcost: { $defender }. Egy Doomtrooper sosem támadja a Brotherhoodot.
doomtrooper-error-brotherhood-target = { $attacker } nem támadhatja meg ezt a harcost: { $defender }. A Brotherhood csak a Dark Legiont, a Tribal harcosokat és a FREE AGENT-eket támadja.
doomtrooper-error-warzone-attacker = { $name } támad: csak a védő harcolhat warzone-ból.
doomtrooper-error-unknown-warrior = Ennél az asztalnál nincs játékban { $id } számú harcos. Nézd meg a játékban lévő harcosok listáját.
doomtrooper-error-not-a-player = <@{ $player }> nem játszik Doomtroopert ennél az asztalnál.
doomtrooper-error-personality-in-play = { $name } PERSONALITY, és már játékban van; egyszerre csak egy példánya lehet játékban.
doomtrooper-error-not-your-turn = { $name } olyan játékosé, aki most nincs soron. Támadni és szabotálni csak a saját körödben lehet.
doomtrooper-error-attack-first-turn = A játszma első körében senki sem támadhat. A következő körödtől támadhatsz.
doomtrooper-error-one-attack-per-turn = Ebben a körben már támadtál, és a támadás a kör utolsó akciója. Csak akkor támadhatsz újra, ha egy kártya újabb támadást ad.
doomtrooper-error-saboteur-cannot-fight = { $name } nem vehet részt harcban, ezért szabotálni sem tud. Válassz harcképes harcost.
doomtrooper-error-sabotage-self = Önmagadat nem szabotálhatod. Válassz olyan ellenfelet, akinek nincs harcképes harcosa.
doomtrooper-error-sabotage-too-early = Addig senki sem szabotálhat, amíg minden játékosnak nem volt egy köre.
doomtrooper-error-attack-was-last-action = Ebben a körben támadtál, és a támadás az utolsó akciód: most már nem szabotálhatsz.
doomtrooper-error-sabotage-opponent-can-fight = Annak az ellenfélnek még { $count ->
    [one] van egy harcképes harcosa
   *[other] { $count } harcképes harcosa van
} (például { $name }); csak olyan játékost szabotálhatsz, akinek egy sincs. Inkább támadj.
doomtrooper-error-sabotage-once-per-turn = Ebben a körben már szabotáltál: körönként legfeljebb egyszer szabotálhatsz, bárki is a célpont (hacsak az asztal nem a többszörös szabotázs változatot használja).
doomtrooper-error-unknown-reward = Nincs { $id } számú függő jutalom. Lehet, hogy már jóváírták.
doomtrooper-error-not-your-reward = A(z) { $id } számú jutalom egy másik játékosé; csak ő írhatja jóvá.
doomtrooper-error-reward-split = Ezekből a pontokból 0 és { $points } között tehetsz előléptetésre, nem ennyit: { $promotion }. A többi sorspont lesz.
doomtrooper-error-destiny-only = Ez a(z) { $points } pont csak sorspont lehet (egy FREE AGENT jutalma, vagy a saját harcosod megöléséért járó). Írd jóvá 0 előléptetési ponttal.
doomtrooper-error-game-over = Már csak egy játékos maradt a játszmában: vége van.
doomtrooper-error-players = Egy Doomtrooper játszmához legalább két játékos kell, nem ennyi: { $count }.
doomtrooper-error-duplicate-player = Egy játékos kétszer szerepel. Mindenkit egyszer adj meg, körsorrendben.
