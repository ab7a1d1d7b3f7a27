# A tábla javításai: a sora, ha a játszmának vége, és hogy hol van az encounter és a mag.
board-owed-over = Senki: a játszmának vége.
board-setup-above = -# Az encounter (Strategy, Deployment, Scheme pool) és a Sorspakli magjának SHA-256 értéke a játszma kezdő üzenetében van, és a /játszma állás parancsban.
