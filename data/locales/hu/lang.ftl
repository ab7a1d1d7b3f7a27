# Játszmánként egy nyelv a nyilvános üzenetekhez (bot/ui/game/language.py).
lang-game-table = -# A játszma nyilvános üzenetei: { $language }, az asztal nyelve (egy moderátor a `{ $command }` paranccsal módosíthatja).
lang-game-fixed = -# A játszma nyilvános üzenetei { $language } nyelven maradnak, bárki is lép; a privát válaszok mindenkinek a saját nyelvén érkeznek. Egy moderátor a `{ $command }` paranccsal állíthatja be az asztal nyelvét.
