# 41. feladat: a jelentés felülírja az előzőt, a Megerősítés csak az érvényes jelentésre vonatkozik,
# a vitákról a szervezők is értesülnek, az értesítések az olvasó nyelvén.
league-error-result-stands = A(z) { $round }. forduló játszmád eredménye végleges: mindkét játékos megerősítette, vagy egy szervező rögzítette. Egy szervező a `/league-admin result` paranccsal másikat rögzíthet.
league-error-confirm-stale = Ez a gomb a(z) { $round }. forduló egy olyan jelentését erősítené meg, amelyet azóta felülírtak: a legújabbat erősítsd meg, a legújabb üzenetben, vagy jelentsd a saját eredményedet a /league report paranccsal.
league-tell-confirm-replaced = { $who }: ~~Felülírva~~: a(z) **{ $name }** (kód: `{ $code }`) { $round }. fordulójának ezt a jelentését egy újabb váltotta fel, egy újabb üzenetben.
league-tell-confirm-closed = { $who }: Itt már nincs mit megerősíteni: a(z) **{ $name }** (kód: `{ $code }`) { $round }. fordulójának játszmája megerősített, vitatott vagy eldöntött. A `/league show name:{ $code }` megmutatja, hol tart.
league-tell-dispute-organiser = { $who }Vita a(z) **{ $name }** ligában (kód: `{ $code }`): a(z) { $round }. fordulóban { $first } és { $second } jelentése eltér; add meg az eredményt a /league-admin result paranccsal.
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
