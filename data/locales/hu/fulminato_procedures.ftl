# /fulminato szembeni dobás és lefogás, valamint az Állóképesség-próba támadás után.

## Commands

cmd-fulminato-opposed = szembeni
cmd-fulminato-opposed-desc = Szembeni dobás: a támadó kockái a védőé ellen (döntetlennél a támadó nem jár sikerrel)
opt-fulminato-opposed-attacker_dice = támadó_kockái
opt-fulminato-opposed-attacker_dice-desc = A támadó kockái, pl. d8 (vagy d8 d6)
opt-fulminato-opposed-defender_dice = védő_kockái
opt-fulminato-opposed-defender_dice-desc = A védő kockái, pl. d6
opt-fulminato-opposed-attacker_ranks = támadó_fokai
opt-fulminato-opposed-attacker_ranks-desc = Fokok a támadó első kockáján
opt-fulminato-opposed-defender_ranks = védő_fokai
opt-fulminato-opposed-defender_ranks-desc = Fokok a védő első kockáján
opt-fulminato-opposed-attacker = támadó
opt-fulminato-opposed-attacker-desc = Ki cselekszik (név a névsorból vagy bármilyen név)
opt-fulminato-opposed-defender = védő
opt-fulminato-opposed-defender-desc = Ki áll ellen (név a névsorból vagy bármilyen név)
cmd-fulminato-grapple = lefogás
cmd-fulminato-grapple-desc = Lefogás: megragadás, mozgatás, megkötözés, kiszabadulás, eloldozás a szabály dobásaival
opt-fulminato-grapple-action = akció
opt-fulminato-grapple-action-desc = Mivel próbálkozik
opt-fulminato-grapple-dice = kockák
opt-fulminato-grapple-dice-desc = A cselekvő fél kockái (mozgatás, kötözés: dÜgyesség; kiszabadulás: dAlkat)
opt-fulminato-grapple-against = ellen
opt-fulminato-grapple-against-desc = A másik fél kockái (eloldozásnál nem kell)
opt-fulminato-grapple-heavy_object = nehéz_tárgy
opt-fulminato-grapple-heavy_object-desc = Megragadás: a lefogó 1 kg-nál nehezebb tárgyat tart (egy negatív fok)
opt-fulminato-grapple-after_failed_tie = sikertelen_kötözés_után
opt-fulminato-grapple-after_failed_tie-desc = Kiszabadulás: a megkötözésed sikertelen kísérlete utáni kör (két pozitív fok)
opt-fulminato-grapple-ranks = fokok
opt-fulminato-grapple-ranks-desc = Egyéb fokok a cselekvő fél első kockáján
opt-fulminato-grapple-grappler = lefogó
opt-fulminato-grapple-grappler-desc = Ki fog le
opt-fulminato-grapple-grappled = lefogott
opt-fulminato-grapple-grappled-desc = Kit fognak le
choice-fulminato-grapple-seize = megragadás (lefogás)
choice-fulminato-grapple-move = veszélyes helyre vinni
choice-fulminato-grapple-tie = megkötözés (kötél kell)
choice-fulminato-grapple-break-free = kiszabadulás
choice-fulminato-grapple-untie = eloldozódás (Lefegyverzés vagy Gyors kezek)
opt-fulminato-attack-hit_points_left = maradék_életpont
opt-fulminato-attack-hit_points_left-desc = A védő életpontjai e támadás előtt (hogy kiderüljön, esedékes-e Állóképesség-próba)
opt-fulminato-attack-wound = seb
opt-fulminato-attack-wound-desc = Milyen a seb (alapból: távolsági lövedék, közelharci fegyver vágás, egyébként zúzódás)
choice-fulminato-wound-cut = vágás
choice-fulminato-wound-pierce = szúrás
choice-fulminato-wound-projectile = lövedék
choice-fulminato-wound-blunt = zúzódás

## Replies

fulminato-opposed-title = { $by }: szembeni dobás, { $attacker } – { $defender }
fulminato-opposed-attacker = Támadó: { $pool }
fulminato-opposed-defender = Védő: { $pool }
fulminato-opposed-won = **A támadó sikerrel jár** ({ $attacker } – { $defender }).
fulminato-opposed-tie = **Döntetlen: a támadó sikere elmarad** ({ $attacker } – { $defender }).
fulminato-opposed-lost = **A támadó kudarcot vall** ({ $attacker } – { $defender }).
fulminato-someone = valaki
fulminato-grapple-title = { $by }: lefogás, { $action } ({ $grappler } és { $grappled })
fulminato-grapple-title-plain = { $by }: lefogás, { $action }
fulminato-grapple-acting = Cselekvő fél: { $pool }
fulminato-grapple-other = Másik fél: { $pool }
fulminato-grapple-test = Próba: { $pool } a Bonyolult ({ $difficulty }) ellen
fulminato-grapple-tie-note = Döntetlennél a cselekvő fél nem jár sikerrel.
fulminato-grapple-seize-won = **Lefogva.** A lefogó most fél sebességgel mozoghat vele, sebezheti standard akcióként (könnyű közelharci fegyverrel vagy közepes, illetve kis lőfegyverrel), lefoghatja teljesen (az áldozat nem támadhat, nem háríthat, nem mozoghat; a lefogó nem cselekedhet, és egy negatív fokkal hárít), vagy megkötözheti (kötél kell).
fulminato-grapple-seize-lost = **Nincs lefogás.**
fulminato-grapple-move-won = **Oda került**, ahová a lefogó akarta.
fulminato-grapple-move-lost = A lefogó nem veszíti el a fogást, de **a lefogott oda kerül, ahová ő akar**.
fulminato-grapple-tie-won = **Megkötözve.** A szabaduláshoz: Lefegyverzés vagy Gyors kezek próba, Bonyolult (12).
fulminato-grapple-tie-lost = **Nincs megkötözve.** A következő körében a lefogott két pozitív fokkal dob dAlkatot a kiszabaduláshoz.
fulminato-grapple-break-free-won = **Kiszabadult** a lefogásból.
fulminato-grapple-break-free-lost = **Továbbra is lefogva.**
fulminato-grapple-untie-won = **Eloldozva.**
fulminato-grapple-untie-lost = **Továbbra is megkötözve.**
fulminato-endurance-due = **Állóképesség-próba esedékes:** { $max } életpontból { $after } a fele alatt van, { $wound } okozta sebtől: óránként könnyű (6) Állóképesség-próba, különben elájul (/fulminato próba).
fulminato-hit-points-line = Életpont: { $before } → { $after } / { $max }.
fulminato-wound-cut = vágás
fulminato-wound-pierce = szúrás
fulminato-wound-projectile = lövedék
fulminato-wound-blunt = zúzódás
fulminato-interp-melee-weapon-cuts = A közelharci fegyvert vágónak vagy szúrónak vesszük (bunkónál add meg: seb: zúzódás).
fulminato-interp-break-free-against-constitution = A szöveg nem mondja meg, mi ellen dob a kiszabaduló: a lefogó dAlkatja ellen.

## Errors

fulminato-error-grapple-heavy-object = A nehéz tárgy miatti fok csak a megragadásra vonatkozik.
fulminato-error-grapple-after-failed-tie = A sikertelen kötözés utáni két pozitív fok csak a kiszabadulásra vonatkozik.
fulminato-error-grapple-no-opponent = Az eloldozódás nehézség elleni próba: ne adj meg kockát a másik félnek.
fulminato-error-grapple-opponent-dice = Add meg a másik fél kockáit (ellen).
fulminato-error-grapple-one-die = Ez oldalanként egy tulajdonságkockás dobás ({ $action }): mindkét oldalon egy kockát adj meg.
