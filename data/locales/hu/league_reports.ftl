# 41. feladat: a jelentés felülírja az előzőt, a Megerősítés csak az érvényes jelentésre vonatkozik,
# a vitákról a szervezők is értesülnek, az értesítések az olvasó nyelvén.
league-error-result-stands = A(z) { $round }. forduló játszmád eredménye végleges: mindkét játékos megerősítette, vagy egy szervező rögzítette. Egy szervező a `/liga-admin végeredmény` paranccsal másikat rögzíthet.
league-error-confirm-stale = Ez a gomb a(z) { $round }. forduló egy olyan jelentését erősítené meg, amelyet azóta felülírtak: a legújabbat erősítsd meg, a legújabb üzenetben, vagy jelentsd a saját eredményedet a /liga eredmény paranccsal.
league-tell-confirm-replaced = { $who }: ~~Felülírva~~: a(z) **{ $name }** (kód: `{ $code }`) { $round }. fordulójának ezt a jelentését egy újabb váltotta fel, egy újabb üzenetben.
league-tell-confirm-closed = { $who }: Itt már nincs mit megerősíteni: a(z) **{ $name }** (kód: `{ $code }`) { $round }. fordulójának játszmája megerősített, vitatott vagy eldöntött. A `/liga mutat név:{ $code }` megmutatja, hol tart.
league-tell-dispute-organiser = { $who }Vita a(z) **{ $name }** ligában (kód: `{ $code }`): a(z) { $round }. fordulóban { $first } és { $second } jelentése eltér; add meg az eredményt a /liga-admin végeredmény paranccsal.
cmd-league-admin-disputes = viták
cmd-league-admin-disputes-desc = Hogyan értesülsz a liga vitáiról: közvetlen üzenetben, említéssel itt, vagy sehogy
opt-league-admin-where = hol
opt-league-admin-where-desc = dm: közvetlen üzenet; here: megemlítés ebben a csatornában; off: leállítás
choice-league-contact-dm = közvetlen üzenetben
choice-league-contact-here = megemlítéssel ebben a csatornában
choice-league-contact-off = többé nem
league-contact-dm = { $who } a(z) **{ $name }** minden vitájáról közvetlen üzenetet kap, egyszer.
league-contact-here = { $who } a(z) **{ $name }** minden vitájáról megemlítést kap ebben a csatornában, egyszer.
league-contact-off = { $who } többé nem kap értesítést a(z) **{ $name }** vitáiról.
league-error-contact-where = Válaszd a dm-et, a here-t egy olyan szervercsatornában, ahová a bot írhat, vagy az off-ot.
league-record-contact = { $when }: { $by } megadta, hogyan értesüljön a vitákról ({ $detail })
league-record-rematches = { $count } visszavágó
league-record-stall-days = { $days ->
    [0] a határidőkor
   *[other] { $days } nappal a határidő után
}
league-result-late = a határidő után jelentették: egy szervező döntésére vár
league-report-late = A határidő lejárt: a jelentésedet megőrizzük, és egy szervező elfogadja, vagy a liga játék nélküli szabályát alkalmazza a játszmára.
league-error-not-late = A(z) { $round }. forduló e játszmájáról nem érkezett jelentés a határidő után: az eredményt a /liga-admin végeredmény paranccsal add meg.
league-error-late-differ = A(z) { $round }. forduló e játszmájának késői jelentései eltérnek: az eredményt a /liga-admin végeredmény paranccsal add meg.
league-record-reported-late = { $when }: { $by } a határidő után jelentette: { $detail }, { $round }. forduló ({ $players })
league-record-late-accept = { $when }: { $by } elfogadta a késői jelentést: { $detail }, { $round }. forduló ({ $players })
league-record-late-forfeit = { $when }: { $by } a liga játék nélküli szabályát alkalmazta a(z) { $round }. forduló késői játszmájára ({ $players })
league-tell-late-organiser = { $who }Késői jelentés a(z) **{ $name }** ligában (kód: `{ $code }`): a(z) { $round }. forduló { $first } és { $second } közötti játszmáját a határidő után jelentették. Fogadd el, vagy alkalmazd a liga játék nélküli szabályát a /liga-admin késő paranccsal.
league-tell-late-organisers = A(z) **{ $name }** szervezőinek: a(z) { $round }. forduló { $first } és { $second } közötti játszmáját a határidő után jelentették; a /liga-admin késő parancsra vár (elfogadás, vagy a liga játék nélküli szabálya).
cmd-league-admin-late = késő
cmd-league-admin-late-desc = A határidő utáni jelentés: fogadd el az eredményét, vagy alkalmazd a liga játék nélküli szabályát
opt-league-admin-decision = döntés
opt-league-admin-decision-desc = accept: a jelentett eredmény számít; forfeit: a liga szabálya az eredmény nélküli játszmákra
choice-league-late-accept = a jelentett eredmény elfogadása
choice-league-late-forfeit = a liga játék nélküli szabálya
