# A game's record tied to its post, and a table deck's epoch that ends sealed (docs/fair-deck.md)
fair-record-sha256 = A jegyzőkönyv-fájl SHA-256 értéke `{ $sha256 }`: az ellenőrző kiírja, így egy később bemutatott fájlról kiderül, hogy ez-e.
fair-table-sealed = 🔒 { $deck }: a korszaka úgy ért véget, hogy { $holders } kezében senki által nem látott lapok voltak; a magja örökre titok marad (elárulná azokat a lapokat), ezért e korszak keverései nem ellenőrizhetők.
