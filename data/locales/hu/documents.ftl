# Tárolt dokumentumok (nyitott párbajok, játékok, számlálók), amelyek nem olvashatók.

error-document-damaged = Az asztal tárolt „{ $kind }” dokumentuma sérült, nem olvasható ({ $problem }). Semmi sem változott; kérd meg a bot üzemeltetőjét, hogy nézze meg.
