# A tábla javításai: a sora, ha a játszmának vége, és hogy hol van a Scheme pool és a mag.
board-owed-over = Senki: a játszmának vége.
board-setup-above = -# A Scheme pool és a Sorspakli magjának SHA-256 értéke a játszma kezdő üzenetében van, és a /játszma állás parancsban.
