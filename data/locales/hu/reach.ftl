# Hol működnek a parancsok: szerverek, bot nélküli szerverek (felhasználói telepítés), DM-ek, csoportos DM-ek.
error-server-only = Ez a parancs csak olyan szerveren működik, amely hozzáadta a Fatebotot (szerveres telepítés), mert a szerver szerepköreire vagy beállításaira van szüksége. Kérd meg a szerver kezelőjét, hogy adja hozzá a botot, vagy játssz itt a többi paranccsal.
error-opponent-not-in-dm = { $player } nem látja ezt a botos DM-et. Olyasvalaki ellen játssz egy szerveren vagy csoportos DM-ben, ahol mindketten látjátok az asztalt.
error-opponent-not-in-group = { $player } nincs ebben a csoportos DM-ben. Válassz valakit, aki itt van.
hand-dm-unreachable = A Discord itt nem engedi, hogy közvetlen üzenetben elküldjem a kezedet: add hozzá a Fatebotot az alkalmazásaidhoz (az „Alkalmazás hozzáadása” gombbal), vagy csatlakozz egy szerverhez, ahol megvan. Addig a /hand show mindig megmutatja itt a kezedet, privát módon.
