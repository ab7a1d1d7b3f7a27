## /help: playing by post (issue 23): pace, notices, the board, the log, /games, threads, undo,
## and what places without the bot cannot do.

help-topic-post = Levelezős játék
help-topic-post-desc = Tempó, a tábla, a napló, a játszmáid, visszavonás
help-page-post = Egy játszma napokig is tarthat, mindenki akkor válaszol, amikor tud:
    a `/asztal tempó tempó:Post` minden lépést napokig vár percek helyett (a `/játszma kezdés tempó:` egy játszmára állítja be), és csak az a játékos kap egyszer értesítést, linkkel, akire vár valami (`/értesítés mód:dm` privát üzenetben küldi, a `none` kikapcsolja).
    Minden játszmának van táblája: egy üzenet, kitűzve, ahol a bot kitűzhet, amely mindig mutatja a találkozót, a kört, a kezdeményezést, a GP-t, a lélekköveket, a kezek méretét, a lekötött terveket, hogy ki következik, és a legutóbbi eseményeket. Néhány másodperccel egy lépéssorozat után frissül, sosem lépésenként. A `/játszma állás` privátban mutatja, linkkel.
    A `/játszma napló` elmondja, mi történt a legutóbbi lépésed óta (`kör:3` egy körtől); a `/játszma befejezés` fájlként csatolja a teljes naplót. A `/játszmáim` felsorolja a nyitott játszmáidat, párbajaidat és lépéseidet minden szerveren, azzal, amivel tartozol, és egy linkkel, a bottal folytatott privát beszélgetésben is.
    A `/játszma kezdés ellenfél:@Ana szál:True` saját szálban játssza a játszmát, így egy csatorna több játszmát is elbír. A `/játszma visszavonás` megmutatja az utolsó adminisztratív lépést (körváltás, GP, lélekkövek), és visszavonja, ha az ellenfeled beleegyezik; egy kártya, amelyet bárki látott, sosem kerül vissza.
    Ahol csak egy játékos telepítette a botot (csoportos privát beszélgetés, szerver a bot nélkül), nincs tábla, nincs emlékeztető a csatornában (csak privátban) és nincs szál: a `/játszma állás` és a `/játszma napló` ott is működik. Ott a Discord csak 15 percig engedi a botnak egy üzenet szerkesztését, ezért egy lépés üzenete lemaradhat, és megtarthatja a gombjait: ha megnyomod, frissül, és privátban megmondja, hol tart a lépés.
