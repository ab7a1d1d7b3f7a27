# A szezonok, az encounter-generálás és a ligasorsolások hibái.

season-error-invalid = Ez a szezonfájl nem érvényes:
    { $details }
    Javítsd ki a fent felsorolt sorokat, és töltsd be újra a fájlt. A data/seasons mappában lévő beépített fájlok mutatják a formátumot.
season-error-too-large = Ez a szezonfájl { $size } karakteres; egy szezonfájl legfeljebb { $max } karakteres lehet. Távolíts el belőle mindent, ami nem a szezon része.
season-error-unknown = „{ $value }” nem szezon. Válassz ezek közül: { $known }.
season-error-no-default = A(z) { $edition } kiadáshoz nincs beépített szezon. Tölts be egy saját szezonfájlt (Strategy és Deployment színenként, Scheme lapértékenként), és válaszd ki a szezon opcióval.
season-error-unknown-scheme = „{ $scheme }” nem Scheme ebben a szezonban: { $season }. A Scheme-jei: { $known }.
season-error-no-turn-flip = „{ $strategy }” esetén nincs körönkénti flip ebben a szezonban: { $season }. Csak azok a Strategy-k flipelnek minden körben, amelyeknek a szezonfájlban markertáblájuk van.
encounter-error-strategy-decided = Ennek az encounternek a Strategy-je már eldőlt ({ $strategy }); nincs mit választani.
encounter-error-strategy-not-offered = „{ $value }” nem tartozik a Támadó által választható Strategy-k közé. Válassz ezek közül: { $choices }.
encounter-error-season-edition = { $season } szezon a(z) { $season_edition } kiadáshoz tartozik, nem a(z) { $edition } kiadáshoz. Válassz egy { $edition } szezont, vagy állítsd a kiadást erre: { $season_edition }.
league-error-seed-invalid = A liga magja pontosan 64 hexadecimális karakter (0–9 és a–f), ahogy a /liga-admin felfedés közzéteszi; te { $length } karaktert adtál meg. Másold ki a teljes magot szóközök nélkül.
league-error-commitment-invalid = A liga vállalása (commitment) pontosan 64 hexadecimális karakter (0–9 és a–f): a /liga-admin létrehozás által közzétett SHA-256; te { $length } karaktert adtál meg.
league-error-round-out-of-range = A(z) { $round }. forduló a tartományon kívül esik: { $min } és { $max } közötti fordulószámot adj meg.
