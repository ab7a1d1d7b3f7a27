# A game's record tied to its post, and a table deck's epoch that ends sealed (docs/fair-deck.md)
fair-record-sha256 = El SHA-256 del archivo del registro es `{ $sha256 }`: el comprobador lo muestra, así que un archivo enseñado más tarde se puede distinguir de este.
fair-table-sealed = 🔒 { $deck }: su época terminó con cartas que nadie vio en manos de { $holders }; su semilla queda en secreto para siempre (revelaría esas cartas), así que los barajados de esta época no se pueden comprobar.
