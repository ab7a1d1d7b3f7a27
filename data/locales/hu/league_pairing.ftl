# Ligák: bárki által újraszámolható párosítások, visszalépések és játék nélküli győzelmek
cmd-league-admin-forfeit = lemondás
cmd-league-admin-forfeit-desc = Mit kap egy visszalépett játékos ellenfele az eredmény nélküli játszmáért
opt-league-admin-rule = szabály
opt-league-admin-rule-desc = Győzelem, egy szabadnap pontjai, vagy semmi, amíg te meg nem adod az eredményt
choice-league-forfeit-win = győzelem
choice-league-forfeit-bye = egy szabadnap pontjai
choice-league-forfeit-organiser = a szervező dönt
league-result-forfeit = játék nélkül (az ellenfél visszalépett)
league-record-forfeit = { $when }: { $round }. forduló, { $players } (elöl a győztes): játék nélküli eredmény ({ $detail }), döntött: { $by }
league-record-forfeit-rule = { $when }: { $by } a visszalépett játékosok játszmáinak eredményét erre állította: { $detail }
league-error-forfeited = A(z) { $round }. forduló játszmája játék nélkül dőlt el: nem lehet eredményt bejelenteni rá.
league-error-forfeit-unknown = Ismeretlen szabály: „{ $rule }”. Lehetséges: win, bye vagy organiser.
league-paired-rematches = Nincs visszavágó nélküli párosítás: ebben a fordulóban a lehető legkevesebb, { $count } visszavágó van.
