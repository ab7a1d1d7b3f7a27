# /csapat a választható forrással: a modellek számai a biggerhat nyilvános API-jából (FATEBOT_BIGGERHAT_URL; docs/crews.md).

opt-crew-import-code = kod
opt-crew-import-code-desc = Egy biggerhat megosztási kód vagy link (ha ez a bot olvassa a biggerhatet)

crew-format-share = A biggerhat megosztási kódjából olvasva.
crew-source-credit = A számok a biggerhat.net-ről valók: egy játék idejére újrahasznosítjuk, de sosem tároljuk őket; a szerver saját kártyái az elsők.
crew-source-from = biggerhat.net
crew-source-card-title = { $name } (számok a biggerhat.net-ről)
crew-source-unset = A biggerhat nem adja meg, üresen marad ({ $value }):
crew-source-unset-stat = { $stat }
crew-source-unset-skill = { $name } képességértéke
crew-source-unset-resist = { $name } ellenállása (nem Df, Wp, Sp vagy Sz)
crew-source-unset-target = { $name } TN-je
crew-source-unset-damage = { $name } sebzése
crew-source-unset-suits = a(z) { $name } trigger színei

crew-source-error-busy = A biggerhat most foglalt, próbáld újra { $seconds } mp múlva.
crew-source-error-unknown = A biggerhaten nincs „{ $name }” nevű modell (és ezen a szerveren sincs kártyája: a /csapat kártya megadás rögzíti).
crew-source-error-no-crew = A biggerhaten nincs nyilvános csapat ezzel a megosztási kóddal: „{ $code }”.
crew-source-error-code = „{ $code }” nem biggerhat megosztási kód: a kódot vagy a megosztási linket illeszd be.
crew-source-error-off = Ez a bot nem olvassa a biggerhatet (az üzemeltetője nem kapcsolta be): illeszd be a csapatlistát a /csapat importálás paranccsal.
crew-source-error-answer = A biggerhat olyan választ adott, amelyet a Fatebot nem tud olvasni; próbáld később, vagy rögzítsd a kártyát a /csapat kártya megadás paranccsal.
crew-source-error-too-many = A csapatban több mint { $max } modell van.
