# Errores del almacén (la base de datos detrás de cada mesa).

error-store-closed = El bot se está reiniciando, así que no se ha cambiado nada. Vuelve a intentarlo en un momento.
error-store-connection-lost = Se ha perdido la conexión con la base de datos, así que no se ha cambiado nada. Vuelve a intentarlo.
