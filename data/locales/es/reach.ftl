# Dónde funcionan los comandos: servidores, servidores sin el bot (instalación de usuario), MD y MD de grupo.
error-server-only = Este comando solo funciona en un servidor que haya añadido Fatebot (instalación en el servidor), porque necesita los roles o los ajustes del servidor. Pide a quien administra el servidor que añada el bot, o juega aquí con los demás comandos.
error-opponent-not-in-dm = { $player } no puede ver este MD con el bot. Juega contra alguien en un servidor o en un MD de grupo, donde los dos veáis la mesa.
error-opponent-not-in-group = { $player } no está en este MD de grupo. Elige a alguien que esté aquí.
hand-dm-unreachable = Discord no me deja enviarte la mano por mensaje directo aquí: añade Fatebot a tus aplicaciones (su botón «Añadir app») o únete a un servidor que lo tenga. Mientras tanto, /mano mostrar siempre te muestra la mano aquí, en privado.

# Una pulsación en el mensaje de un paso que el bot ya no podía editar (donde no es miembro, pasados los 15 minutos de Discord).
step-stale-moved-on = Este mensaje se quedó atrás: su paso siguió adelante cuando el bot ya no podía editarlo aquí (donde el bot no es miembro, Discord solo permite editar durante 15 minutos). Tu pulsación no ha cambiado nada. El mensaje muestra ahora cómo está el paso: { $link }
    `/partida estado` muestra tu partida, y `/partidas` dónde espera cada una de tus partidas y pasos.
