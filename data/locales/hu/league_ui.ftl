# /league: parancsnevek, válaszok és hibák.

## Commands

cmd-league = liga
cmd-league-desc = Ligák: bárki által ellenőrizhető sorsolások, játékosok, eredmények és tabella
cmd-league-create = létrehozás
cmd-league-create-desc = Liga létrehozása: titkos mag, a SHA-256 vállalása most közzétéve
cmd-league-draw = sorsolás
cmd-league-draw-desc = Egy forduló encounterének sorsolása a liga magjából (egyszer sorsolja, utána tárolja)
cmd-league-show = mutat
cmd-league-show-desc = A liga fordulói, vagy egy forduló teljes egészében
cmd-league-export = exportálás
cmd-league-export-desc = Minden kisorsolt forduló egy CSV-fájlban
cmd-league-reveal = felfedés
cmd-league-reveal-desc = A liga magjának közzététele, hogy bárki újraszámolhasson minden sorsolást
cmd-league-verify = ellenőrzés
cmd-league-verify-desc = Minden tárolt forduló újraszámolása a felfedett (vagy egy megadott) magból
cmd-league-season = szezon
cmd-league-season-desc = Saját szezonfájl (TOML) betöltése: töltsd fel, vagy illeszd be egy űrlapba
cmd-league-season_remove = szezon_törlése
cmd-league-season_remove-desc = A szerver egyik saját szezonjának törlése
opt-league-name = név
opt-league-name-desc = A liga neve (a saját szerverén) vagy 8 karakteres kódja (bárhol)
opt-league-season = szezon
opt-league-season-desc = A szezon, amelyből a liga sorsol (beépített vagy saját)
opt-league-stalled = eredmény_nélkül
opt-league-stalled-desc = Határidőre eredmény nélküli játszma: te döntesz, mindketten veszítenek, vagy a jelentő nyer
opt-league-stalled_days = napok_utána
opt-league-stalled_days-desc = Napok a határidő után, mielőtt a szabály érvényes (0: a határidőkor)
opt-league-round = forduló
opt-league-round-desc = A forduló száma (1–999)
opt-league-show-round-desc = Egy teljes egészében mutatandó forduló (üres: minden forduló röviden)
opt-league-seed = mag
opt-league-seed-desc = Ellenőrizendő mag (64 hexadecimális karakter); üres: a liga felfedett magja
opt-league-season-file = fájl
opt-league-season-file-desc = A szezonfájl (.toml); üres: illeszd be egy űrlapba
opt-league-season_remove-season-desc = A törlendő saját szezon

## Replies

league-created = **{ $name }** liga létrehozva, létrehozta: { $by }, szezon: { $season }.
    Vállalás (a titkos mag SHA-256-ja): `{ $commitment }`
    Minden forduló encountere ebből a magból származik. A /liga-admin felfedés később közzéteszi a magot, így bárki ellenőrizheti minden sorsolást ezzel a vállalással szemben.
league-round-title = **{ $name }**, { $round }. forduló — { $season }
league-round-stored = Ezt a fordulót { $by } sorsolta ekkor: { $when }; ez a tárolt sorsolás.
league-round-unreadable = A forduló tárolt sorsolása nem olvasható vissza; a mezői, ahogy tárolva vannak:
league-sides-note = Az első és a második oldal az egyes párosítások két játékosa (a /játszma kezdés esetén a játszmát indító játékos az első oldal).
league-show-title = **{ $name } liga** — { $season }
league-commitment = Vállalás: `{ $commitment }`
league-seed = Mag (felfedve): `{ $seed }`
league-seed-secret = Mag: titkos a /liga-admin felfedés parancsig.
league-no-rounds = Még nincs kisorsolt forduló: /liga-admin sorsolás.
league-rounds = { $count ->
    [one] Egy kisorsolt forduló:
   *[other] { $count } kisorsolt forduló:
}
league-round-line = { $round }. forduló: { $strategy } · { $deployment } · { $schemes }
league-strategy-open = a Támadó választ ({ $choices })
league-truncated = … és még { $count } (mindenhez használd a /liga-admin exportálás parancsot).
league-export = **{ $name }** liga: { $count } forduló CSV-ben (vállalás: `{ $commitment }`).
league-revealed = **{ $name }** liga: a mag `{ $seed }`.
    Ellenőrizd: a mag SHA-256-jának meg kell egyeznie a létrehozáskor közzétett `{ $commitment }` vállalással. Utána számold újra a(z) { $count } tárolt fordulót a /liga ellenőrzés paranccsal vagy a docs/leagues.md szkriptjével.
league-verify-title = **A(z) { $name } liga ellenőrzése**
league-verify-revealed-seed = Újraszámolva a felfedett magból.
league-verify-given-seed = Újraszámolva az általad megadott magból.
league-verify-commitment-ok = Vállalás: OK (a mag SHA-256-ja a közzétett vállalás).
league-verify-commitment-bad = Vállalás: ELTÉRÉS (ennek a magnak a SHA-256-ja nem a közzétett vállalás).
league-verify-checked = { $count ->
    [one] Egy tárolt forduló újraszámolva.
   *[other] { $count } tárolt forduló újraszámolva.
}
league-verify-mismatches = { $count } tárolt mező tér el az újraszámolástól, ezekben a fordulókban: { $rounds }:
league-verify-mismatch = { $round }. forduló, { $field }: tárolt „{ $stored }”, újraszámolt „{ $expected }”
league-verify-ok = Eredmény: minden tárolt sorsolás egyezik.
league-verify-failed = Eredmény: ELTÉRÉS.
league-season-saved = **{ $name }** saját szezon ({ $id }, { $edition }) betöltve. Az /encounter, a /liga-admin létrehozás és a /játszma kezdés szezon opciójával választhatod ki.
league-season-replaced = **{ $name }** saját szezon ({ $id }, { $edition }) lecserélve az új fájlra. A meglévő ligák megtartják azt a szezonfájlt, amellyel létrehozták őket.
league-season-removed = **{ $name }** saját szezon ({ $id }) törölve. A meglévő ligák megtartják a saját példányukat.
league-season-modal-title = Szezonfájl beillesztése
league-season-modal-label = Szezonfájl (TOML)
league-season-modal-placeholder = id = "sajat-liga" … (a data/seasons fájljainak formátuma)

## Errors

league-error-not-organiser = Ezt csak a liga szervezői tehetik meg: a Szerver kezelése jogosultsággal rendelkező tagok, vagy a szerver szervezői rangja (/liga-admin szervezői_rang). Egy asztal moderátori rangja nem számít.
league-error-name-invalid = A liga neve 1–{ $max } karakteres lehet, sortörés és vezérlőkarakter nélkül (a tiéd { $length } karakteres).
league-error-name-taken = Ezen a szerveren már van „{ $name }” nevű liga. Válassz másik nevet.
league-error-too-many = Ezen a szerveren már { $max } liga van.
league-error-unknown = Ezen a szerveren nincs „{ $name }” nevű liga. Az itteni ligák: { $known }.
league-error-season-needed = Válaszd ki a liga szezonját.
league-error-round-not-drawn = A(z) { $name } liga { $round }. fordulóját még nem sorsolták ki: egy szervező sorsolja ki a /liga-admin sorsolás paranccsal.
league-error-not-revealed = A(z) { $name } liga magja még titkos: előbb fedd fel a /liga-admin felfedés paranccsal, vagy adj meg egy ellenőrizendő magot.
league-created-stall = Eredmény nélküli játszmák { $days ->
        [0] a forduló határidejekor
       *[other] { $days } nappal a forduló határideje után
    }: { $rule }. A /liga-admin lemondás módosítja.
