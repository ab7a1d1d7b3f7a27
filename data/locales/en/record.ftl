# A game's record tied to its post, and a table deck's epoch that ends sealed (docs/fair-deck.md)
fair-record-sha256 = The record file's SHA-256 is `{ $sha256 }`: the checker prints it, so a file shown later can be told from this one.
fair-table-sealed = 🔒 { $deck }: its epoch ended while { $holders } had cards nobody saw; its seed stays secret for good (it would tell those cards), so this epoch's shuffles cannot be checked.
