## The game's log (issue 23): one line per public event, /game log, and the file at /game end.

cmd-game-log = napló
cmd-game-log-desc = Mi történt a játékban a legutóbbi lépésed óta (vagy egy kör óta)
opt-game-log-turn = kör
opt-game-log-turn-desc = Inkább mindent mutass ennek a körnek az elejétől

game-log-start = { $first } és { $second } játékot kezdett: { $edition }, { $season }, felállás: { $deployment }, stratégia: { $strategy }.
game-log-strategy = { $who } a(z) { $strategy } stratégiát választotta.
game-log-turn-end = Véget ért a(z) { $turn }. kör.
game-log-turn-end-over = Véget ért a(z) { $turn }. kör, és vele a játék.
game-log-end-check = Végellenőrzés: { $card } a(z) { $target } ellen.
game-log-turn = Elkezdődött a(z) { $turn }. kör ({ $who }).
game-log-initiative = { $first } kezd (kezdeményezés: { $cards }).
game-log-initiative-no-flip = { $first } kezd (kezdeményezési húzás nélkül).
game-log-vp-strategy = { $who } { $vp ->
    [one] 1 GP-t szerzett
   *[other] { $vp } GP-t szerzett
} a stratégiáért (összesen { $total }).
game-log-vp-scheme = { $who } { $vp ->
    [one] 1 GP-t szerzett
   *[other] { $vp } GP-t szerzett
} ezért: { $scheme } (összesen { $total }).
game-log-soulstones = { $who } lélekkő-készlete { $change } értékkel változott, most { $pool }.
game-log-flip = { $who } felfordította: { $cards }, és ezt használta: { $card }.
game-log-flip-switched = { $who } a(z) { $cards } húzásból inkább ezt használja: { $card }.
game-log-cheat = { $who } csalt ezzel: { $card }.
game-log-duel = Párbaj: { $sides }. { $outcome }
game-log-duel-side = { $who } { $card } (összesen { $total })
game-log-duel-winner = { $who } nyert.
game-log-duel-no-winner = Senki sem nyert.
game-log-duel-damage = { $damage } sebzés.
game-log-duel-success = Siker a(z) { $tn } célszám ellen.
game-log-duel-failure = Kudarc a(z) { $tn } célszám ellen.
game-log-reveal = { $who } felfedte a(z) { $scheme } tervet (kötelezettség: { $commitment }).
game-log-lapse = Lejárt egy lépés, amely rá várt: { $players }; a szabályok alapértelmezései érvényesek.
game-log-undo = { $who } és az ellenfele visszavonta a(z) #{ $seq } lépést.
game-log-end-concede = { $who } feladta; a játék véget ért.
game-log-end-over = { $who } lezárta a befejezett játékot.
game-log-end-early = { $who } idő előtt befejezte a játékot, az ellenfél beleegyezésével.
game-log-other = ({ $kind })

game-log-title = Játéknapló: { $first } – { $second }
game-log-since-action = A legutóbbi lépésed óta:
game-log-since-turn = A(z) { $turn }. körtől:
game-log-nothing-new = A legutóbbi lépésed óta semmi sem történt.
game-log-no-turn = A(z) { $turn }. kör még nem kezdődött el ebben a játékban.
game-log-more = …és { $count } korábbi esemény: a `/játszma napló kör:` egy kört mutat, a `/játszma befejezés` csatolja a teljes naplót.
game-log-file-note = Csatolva a játék teljes naplója.
