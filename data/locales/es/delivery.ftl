# Una respuesta que Discord rechazó: el comando se deshizo.

reply-error-undelivered = Discord no aceptó mi respuesta, así que he deshecho el comando: no se ha cambiado nada. Vuelve a intentarlo.
