## A bot/rules/dice.py hibái (általános kockakifejezések, a /roll használja).

dice-error-empty = A kockakifejezés üres. Írj egyet, például `1d20+5` vagy `4d6kh3`.
dice-error-too-long = Ez a kockakifejezés { $length } karakter hosszú; a határ { $max }. Írj rövidebbet.
dice-error-syntax = Nem tudtam értelmezni ezt: `{ $expression }` (a(z) { $column }. karakter környékén). Használj szabványos kockajelölést, például `2d6+3`, `1d20` vagy `4d6kh3`.
dice-error-too-many-dice = Ez a kifejezés { $count } kockát dob; egyszerre legfeljebb { $max } kocka dobható.
dice-error-too-many-faces = A d{ $faces } túl nagy: egy kockának legfeljebb { $max } oldala lehet.
dice-error-no-faces = Egy kockának legalább egy oldal kell: `1d6`-ot írj, ne `1d0`-t.
dice-error-number-too-large = Egy kockakifejezésben a számok legfeljebb { $max } értékűek lehetnek. Használj kisebb számokat.
dice-error-too-many-rolls = Ezek az újradobások vagy robbanások több mint { $max } kockát dobnának. Olyan feltételt adj meg, amelyet a kockák idővel már nem teljesítenek, például `1d6rr1` a `1d6rr<7` helyett.
dice-error-invalid = `{ $expression }` nem dobható (például nullával oszt). Ellenőrizd a számokat és a műveleti jeleket, és próbáld újra.
