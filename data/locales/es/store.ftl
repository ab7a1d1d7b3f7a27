# Errores del almacén (la base de datos detrás de cada mesa).

error-store-closed = El bot se está reiniciando, así que no se ha cambiado nada. Vuelve a intentarlo en un momento.
