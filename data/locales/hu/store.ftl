# A tároló hibái (az asztalok mögötti adatbázis).

error-store-closed = A bot éppen újraindul, ezért semmi sem változott. Próbáld újra egy pillanat múlva.
error-store-connection-lost = Megszakadt a kapcsolat az adatbázissal, ezért semmi sem változott. Próbáld újra.
error-store-busy = Az adatbázis éppen foglalt (valaki más használja, talán egy biztonsági mentés), ezért semmi sem változott. Próbáld újra egy kis idő múlva.
