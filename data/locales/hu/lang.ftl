# Játszmánként egy nyelv a nyilvános üzenetekhez (bot/ui/game/language.py).
lang-game-table = -# A játszma nyilvános üzenetei: { $language }, az asztal nyelve (egy moderátor a `{ $command }` paranccsal módosíthatja).
lang-game-fixed = -# A játszma nyilvános üzenetei { $language } nyelven maradnak, bárki is lép; a privát válaszok mindenkinek a saját nyelvén érkeznek. Egy moderátor a `{ $command }` paranccsal állíthatja be az asztal nyelvét.

# A kézről szóló DM úgy nevezi meg a helyet, ahogy a játékos ismeri (bot/ui/common/place_names.py).
lang-hand-dm-title = { $count ->
    [0] A kezed itt: { $place } — üres.
    [one] A kezed itt: { $place } — egy lap
   *[other] A kezed itt: { $place } — { $count } lap
}
lang-place-group-named = a(z) „{ $name }” csoportos DM
lang-place-group-with = csoportos DM velük: { $name }
lang-place-no-bot = #{ $name } (Fatebot nélküli szerver)
lang-place-no-bot-unnamed = egy Fatebot nélküli szerver csatornája
lang-place-dm = a Fatebottal közös DM-ed
lang-place-unknown = egy csoportos DM vagy egy Fatebot nélküli szerver
