# /játszmáim: egy játékos összes játszmája és függő lépése, minden szerveren, linkekkel.
cmd-games = játszmáim
cmd-games-desc = A nyitott játszmáid, duelleid és kezdeményezéseid minden szerveren: mi a dolgod, linkekkel
games-title = **A játszmáid és függő lépéseid** ({ $count })
games-empty = Jelenleg egyetlen nyitott játszmában, duelben vagy kezdeményezésben sem veszel részt, egyik szerveren sem. A `/játszma kezdés` vagy a `/duel ellenfél_ellen` indít egyet.
games-kind-game = Játszma
games-kind-duel = Duel
games-kind-initiative = Kezdeményezés
games-with = { $kind } – ellenfél: { $others }
games-alone = { $kind } a saját modelled ellen
games-turn = { $turn }. kör
games-setup = előkészítés
games-your-move = **te következel:** { $owed }
games-your-move-plain = **te következel**
games-nothing-owed = most nincs tőled teendő
games-waiting = a többiekre vár
games-no-link = ismeretlen link: { $channel }
games-more = …és még { $count } (elöl azok, amelyekben te következel).
