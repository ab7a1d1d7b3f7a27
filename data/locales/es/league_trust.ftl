# Quién organiza las ligas (en todo el servidor), y nombres que no pueden ser menciones.
league-error-name-mention = El nombre de una liga no puede contener una mención como { $mention }: ponle un nombre con palabras normales.

# /liga-admin: los comandos de los organizadores (sus subcomandos reutilizan los nombres cmd-league-*).
cmd-league-admin = liga-admin
cmd-league-admin-desc = Organizadores de liga: crear, sortear, exportar, revelar, temporadas propias, rol de organizador
cmd-league-admin-organiser_role = rol_organizador
cmd-league-admin-organiser_role-desc = Solo con Gestionar servidor: el rol cuyos miembros organizan las ligas del servidor
opt-league-admin-organiser_role-role = rol
opt-league-admin-organiser_role-role-desc = El rol de organizador (déjalo vacío para quitarlo; Gestionar servidor siempre cuenta)
league-organiser-role-set = { $by } ha hecho de { $role } el rol de organizador de ligas de este servidor: sus miembros pueden crear, sortear, exportar y revelar ligas. Discord solo muestra /{ $command } a los miembros con Gestionar servidor, salvo que permitas ese rol en Ajustes del servidor → Integraciones.
league-organiser-role-cleared = { $by } ha quitado el rol de organizador de ligas de este servidor; los miembros con Gestionar servidor siguen organizando las ligas.
league-error-not-server-manager = Solo los miembros con Gestionar servidor eligen quién organiza las ligas de este servidor.
league-error-organiser-role-unusable = { $role } no puede ser el rol de organizador (es @everyone o lo gestiona una integración). Elige un rol que des a los organizadores de ligas.

# Configurar un rol (rol de moderador de mesa, rol de organizador de ligas).
error-role-above-yours = { $role } está por encima de tu rol más alto, así que no puedes darle poderes. Elige tu rol más alto o uno por debajo, o pídeselo a alguien por encima de él.
error-role-current-above-yours = El rol fijado ahora, { $role }, está por encima de tu rol más alto, así que no puedes cambiarlo ni quitarlo. Pídeselo a alguien por encima de él.
table-role-visibility = Discord solo muestra /{ $command } a los miembros con Gestionar canales: para mostrárselo también a { $role }, permite ese rol en Ajustes del servidor → Integraciones.
