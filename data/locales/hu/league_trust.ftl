# Ki szervezi a ligákat (az egész szerveren), és nevek, amelyek nem lehetnek említések.
league-error-name-mention = A liga neve nem tartalmazhat említést, például ezt: { $mention }. Adj neki egyszerű szavakból álló nevet.

# /liga-admin: a szervezők parancsai (az alparancsok a cmd-league-* neveket használják).
cmd-league-admin = liga-admin
cmd-league-admin-desc = Ligaszervezőknek: létrehozás, sorsolás, exportálás, felfedés, saját szezonok, szervezői rang
cmd-league-admin-organiser_role = szervezői_rang
cmd-league-admin-organiser_role-desc = Csak Szerver kezelése joggal: a rang, amelynek tagjai a szerver ligáit szervezik
opt-league-admin-organiser_role-role = rang
opt-league-admin-organiser_role-role-desc = A szervezői rang (hagyd üresen az eltávolításához; a Szerver kezelése mindig számít)
league-organiser-role-set = { $by } beállította a szerver ligaszervezői rangját: { $role }. A tagjai ligákat hozhatnak létre, sorsolhatnak, exportálhatnak és felfedhetnek. A Discord a /{ $command } parancsot csak a Szerver kezelése joggal rendelkező tagoknak mutatja, hacsak nem engedélyezed a rangnak a Szerverbeállítások → Integrációk alatt.
league-organiser-role-cleared = { $by } eltávolította a szerver ligaszervezői rangját; a Szerver kezelése joggal rendelkező tagok továbbra is szervezhetnek ligákat.
league-error-not-server-manager = Csak a Szerver kezelése joggal rendelkező tagok dönthetik el, ki szervezi a szerver ligáit.
league-error-organiser-role-unusable = { $role } nem lehet szervezői rang (ez az @everyone, vagy egy integráció kezeli). Válassz egy rangot, amelyet a ligaszervezőknek adsz.

# Rang beállítása (asztalmoderátori rang, ligaszervezői rang).
error-role-above-yours = { $role } a legmagasabb rangod fölött áll, ezért nem adhatsz neki jogokat. Válaszd a legmagasabb rangodat vagy egy alatta lévőt, vagy kérj meg valakit, aki fölötte áll.
error-role-current-above-yours = A most beállított rang ({ $role }) a legmagasabb rangod fölött áll, ezért nem cserélheted le és nem távolíthatod el. Kérj meg valakit, aki fölötte áll.
table-role-visibility = A Discord a /{ $command } parancsot csak a Csatornák kezelése joggal rendelkező tagoknak mutatja: ha { $role } számára is látható legyen, engedélyezd a rangnak a Szerverbeállítások → Integrációk alatt.
