# Visszaélés elleni korlátok.

limit-error-cooldown = Gyorsabban indítasz flipeket, duelokat és kezdeményezéseket, mint amennyit bármelyik játék igényel. Semmi sem változott; próbáld újra { $seconds } másodperc múlva.
limit-error-open-duels = Már { $max } duel vagy kezdeményezés vár rád ennél az asztalnál. Fejezz be egyet, vagy hagyd lejárni, és próbáld újra. Semmi sem változott.
limit-error-table-full = Ennél az asztalnál már { $max } duel és kezdeményezés vár. Fejezzetek be néhányat, és próbáljátok újra. Semmi sem változott.
