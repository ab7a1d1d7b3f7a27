# /banda con la fuente opcional: los números de los modelos desde la API pública de biggerhat (FATEBOT_BIGGERHAT_URL; docs/crews.md).

opt-crew-import-code = codigo
opt-crew-import-code-desc = Un código para compartir de biggerhat o su enlace (si este bot lee biggerhat)

crew-format-share = Leída del código para compartir de biggerhat.
crew-source-credit = Números de biggerhat.net, reutilizados durante una partida y nunca guardados: las cartas de este servidor van primero.
crew-source-from = biggerhat.net
crew-source-card-title = { $name } (números de biggerhat.net)
crew-source-unset = biggerhat no lo da, queda sin valor ({ $value }):
crew-source-unset-stat = { $stat }
crew-source-unset-skill = la habilidad de { $name }
crew-source-unset-resist = la resistencia de { $name } (no es Df, Wp, Sp ni Sz)
crew-source-unset-target = el TN de { $name }
crew-source-unset-damage = el daño de { $name }
crew-source-unset-suits = los palos del disparador { $name }

crew-source-error-busy = biggerhat está ocupado, inténtalo de nuevo en { $seconds } s.
crew-source-error-unknown = biggerhat no tiene ningún modelo llamado «{ $name }» (y este servidor no tiene su carta: /banda carta guardar la escribe).
crew-source-error-no-crew = biggerhat no tiene ninguna banda pública con el código «{ $code }».
crew-source-error-code = «{ $code }» no es un código para compartir de biggerhat: pega el código o el enlace.
crew-source-error-off = Este bot no lee biggerhat (quien lo administra no lo ha activado): pega la lista de la banda con /banda importar.
crew-source-error-answer = biggerhat ha dado una respuesta que Fatebot no sabe leer; inténtalo más tarde o escribe la carta con /banda carta guardar.
crew-source-error-too-many = La banda tiene más de { $max } modelos.
