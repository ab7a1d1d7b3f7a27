# Errores del almacén (la base de datos detrás de cada mesa).

error-store-closed = El bot se está reiniciando, así que no se ha cambiado nada. Vuelve a intentarlo en un momento.
error-store-connection-lost = Se ha perdido la conexión con la base de datos, así que no se ha cambiado nada. Vuelve a intentarlo.
error-store-busy = La base de datos está ocupada en este momento (otro proceso la tiene, quizá una copia de seguridad), así que no se ha cambiado nada. Vuelve a intentarlo en un momento.
