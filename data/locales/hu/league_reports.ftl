# 41. feladat: a jelentés felülírja az előzőt, a Megerősítés csak az érvényes jelentésre vonatkozik,
# a vitákról a szervezők is értesülnek, az értesítések az olvasó nyelvén.
league-error-result-stands = A(z) { $round }. forduló játszmád eredménye végleges: mindkét játékos megerősítette, vagy egy szervező rögzítette. Egy szervező a `/league-admin result` paranccsal másikat rögzíthet.
