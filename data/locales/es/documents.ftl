# Documentos guardados (duelos abiertos, partidas, contadores) que no se pueden leer.

error-document-damaged = El documento «{ $kind }» guardado de esta mesa está dañado y no se puede leer ({ $problem }). No se ha cambiado nada; pide a quien aloja el bot que lo revise.
