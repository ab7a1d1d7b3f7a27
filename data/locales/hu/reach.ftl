# Hol működnek a parancsok: szerverek, bot nélküli szerverek (felhasználói telepítés), DM-ek, csoportos DM-ek.
error-server-only = Ez a parancs csak olyan szerveren működik, amely hozzáadta a Fatebotot (szerveres telepítés), mert a szerver szerepköreire vagy beállításaira van szüksége. Kérd meg a szerver kezelőjét, hogy adja hozzá a botot, vagy játssz itt a többi paranccsal.
error-opponent-not-in-dm = { $player } nem látja ezt a botos DM-et. Olyasvalaki ellen játssz egy szerveren vagy csoportos DM-ben, ahol mindketten látjátok az asztalt.
error-opponent-not-in-group = { $player } nincs ebben a csoportos DM-ben. Válassz valakit, aki itt van.
hand-dm-unreachable = A Discord itt nem engedi, hogy közvetlen üzenetben elküldjem a kezedet: add hozzá a Fatebotot az alkalmazásaidhoz (az „Alkalmazás hozzáadása” gombbal), vagy csatlakozz egy szerverhez, ahol megvan. Addig a /kéz mutat mindig megmutatja itt a kezedet, privát módon.

# Gombnyomás egy lépés olyan üzenetén, amelyet a bot már nem tudott szerkeszteni (ahol nem tag, a Discord 15 perce után).
step-stale-moved-on = Ez az üzenet lemaradt: a lépése továbbhaladt, amikor a bot már nem tudta itt szerkeszteni (ahol a bot nem tag, a Discord csak 15 percig engedi a szerkesztést). A gombnyomásod semmit sem változtatott. Az üzenet most azt mutatja, hol tart a lépés: { $link }
    A `/játszma állás` a játszmádat mutatja, a `/játszmáim` pedig azt, hol vár minden játszmád és lépésed.
