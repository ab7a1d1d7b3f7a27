# /crew: las bandas de cada jugador a partir de listas pegadas, y las cartas de modelo que comparte un servidor (docs/crews.md).

## Commands

cmd-crew = banda
cmd-crew-desc = Tus bandas a partir de listas pegadas, y las cartas de modelo que comparte este servidor
cmd-crew-import = importar
cmd-crew-import-desc = Guarda una banda de una lista pegada (biggerhat, Tabletop Simulator, "Nombre 6ss") o archivo
opt-crew-import-file = archivo
opt-crew-import-file-desc = Un archivo de texto con la lista de la banda (sin él, se abre un formulario para pegarla)
cmd-crew-list = lista
cmd-crew-list-desc = Tus bandas (solo las ves tú)
cmd-crew-show = ver
cmd-crew-show-desc = Una de tus bandas con las cartas de sus modelos (solo la ves tú)
cmd-crew-delete = borrar
cmd-crew-delete-desc = Borra una de tus bandas
opt-crew-name = nombre
opt-crew-name-desc = El nombre de la banda
cmd-crew-card = carta
cmd-crew-card-desc = Cartas de modelo, escritas una vez y compartidas por todo este servidor
cmd-crew-card-set = guardar
cmd-crew-card-set-desc = Escribe una carta de modelo en un formulario, o pega o adjunta cartas en la notación de cartas
opt-crew-card-paste = pegar
opt-crew-card-paste-desc = True: pega una o varias cartas como texto en lugar de rellenar el formulario
opt-crew-card-file = archivo
opt-crew-card-file-desc = Un archivo de texto con una o varias cartas en la notación de cartas
cmd-crew-card-show = ver
cmd-crew-card-show-desc = Una carta de modelo como texto para copiar y compartir
opt-crew-card-model = modelo
opt-crew-card-model-desc = El nombre del modelo

## Forms

crew-modal-title = Importar una banda
crew-modal-label = Lista de la banda
crew-modal-placeholder = Pega la lista: exportada de biggerhat, de Tabletop Simulator o líneas "Nombre 6ss"
crew-card-block-modal-title = Pegar cartas de modelo
crew-card-block-modal-label = Cartas (una línea en blanco entre dos)
crew-card-block-modal-placeholder = Juez / Df 5 Wp 6 Sp 5 Sz 2 Hp 9 Base 30 / * Espada | 6r | Df | - | 3/4/5
crew-card-modal-title = Carta de modelo
crew-card-modal-name = Nombre del modelo
crew-card-modal-stats = Atributos
crew-card-modal-actions = Acciones (* …) y disparadores (+ …)

## Replies

crew-heading = { $name } ({ $faction }), { $count ->
    [one] { $count } modelo
   *[other] { $count } modelos
}
crew-no-faction = sin facción indicada
crew-cache = Reserva de piedras de alma: { $count }
crew-no-card = aún sin carta
crew-format-labelled = Leída como exportación de biggerhat.
crew-format-tts = Leída como lista de Tabletop Simulator.
crew-format-ss = Leída como líneas "Nombre 6ss".
crew-imported = Banda { $name } guardada.
crew-imported-replaced = Banda { $name } sustituida por la nueva lista.
crew-unmatched = { $count ->
    [one] { $count } modelo aún no tiene carta en este servidor:
   *[other] { $count } modelos aún no tienen carta en este servidor:
}
crew-unmatched-hint = Escribe cada carta una sola vez con /banda carta guardar: todo el servidor podrá usarla.
crew-all-matched = Todos los modelos tienen carta en este servidor.
crew-private-note = Solo tú ves tus bandas.
crew-list-empty = Aún no tienes bandas: /banda importar guarda una a partir de una lista pegada.
crew-list-title = { $count ->
    [one] Tu banda
   *[other] Tus { $count } bandas
}
crew-deleted = Banda { $name } borrada.
crew-cards-saved = { $count ->
    [one] { $count } carta guardada para este servidor.
    [many] { $count } cartas guardadas para este servidor.
   *[other] { $count } cartas guardadas para este servidor.
}
crew-card-new = Nueva: { $name }
crew-card-replaced = Sustituida: { $name }
crew-cards-shared-note = Todo el servidor puede usar estas cartas; solo tú puedes sustituirlas.
crew-card-title = Carta: { $name }
crew-card-share-note = Copia este texto para compartir la carta: /banda carta guardar pegar:True lo vuelve a leer.
crew-more-lines = { $count ->
    [one] … y { $count } línea más.
   *[other] … y { $count } líneas más.
}

## Errors

crew-error-server-only = Las cartas de modelo las comparte un servidor: usa este comando en un canal de un servidor.
crew-error-name = La banda necesita un nombre con letras o cifras.
crew-error-too-many = Ya guardas { $max } bandas: borra antes una con /banda borrar.
crew-error-unknown = No tienes ninguna banda llamada «{ $name }». /banda lista muestra las tuyas.
crew-error-file-too-large = El archivo ocupa { $size } bytes; se leen como mucho { $max }.
crew-error-not-utf8 = El archivo no es texto UTF-8 (byte { $position }).
crew-card-error-unknown = Este servidor aún no tiene carta de «{ $name }»: /banda carta guardar la guarda.
crew-card-error-not-author = La carta de { $name } la escribió { $author }: solo esa persona puede sustituirla.
crew-card-error-name = Línea { $line }: «{ $text }» no es un nombre (de 1 a { $max } caracteres, sin | * + ` < > @ #).
crew-card-error-number = Línea { $line }: { $what } debe ser un número entero de { $low } a { $high }, no «{ $text }».
crew-card-error-stats = Línea { $line }: la línea de atributos necesita Df, Wp, Sp, Sz, Hp y Base, cada uno una vez con su número («{ $text }»).
crew-card-error-suit = Línea { $line }: un disparador empieza por sus palos, r, c, m o t (de uno a tres), y luego su nombre («{ $text }»).
crew-card-error-action = Línea { $line }: una acción es «* nombre | habilidad | resistida con | TN | daño», cinco partes separadas por | («{ $text }»).
crew-card-error-skill = Línea { $line }: la habilidad es un número con una letra de palo opcional, r, c, m o t, como 6r («{ $text }»).
crew-card-error-resist = Línea { $line }: la resistencia debe ser Df, Wp, Sp, Sz o - («{ $text }»).
crew-card-error-damage = Línea { $line }: el daño son hasta tres números como 2/3/4, o - («{ $text }»).
crew-card-error-no-target = Línea { $line }: una acción necesita un atributo que la resista o un TN («{ $text }»).
crew-card-error-short = Línea { $line }: una carta necesita su nombre en una línea y sus atributos en la siguiente.
crew-card-error-too-many = Línea { $line }: como mucho { $max } aquí («{ $text }»).
crew-card-error-trigger-first = Línea { $line }: un disparador (+) va después de la acción (*) a la que pertenece («{ $text }»).
crew-card-error-line = Línea { $line }: tras los atributos, cada línea es una acción (*) o un disparador (+) («{ $text }»).
crew-card-error-twice = Línea { $line }: este bloque trae dos veces la carta de «{ $text }».
crew-card-error-long = Línea { $line }: la carta de «{ $text }» supera los { $max } caracteres.
crew-list-error-cost = Línea { $line }: un modelo cuesta como mucho { $max } piedras de alma («{ $text }»).
crew-list-error-cache = Línea { $line }: la reserva de piedras de alma es un número hasta { $max } («{ $text }»).
crew-list-error-too-many = Línea { $line }: como mucho { $max } aquí («{ $text }»).
crew-list-error-upgrade-first = Línea { $line }: una mejora va debajo del modelo al que se asigna («{ $text }»).
crew-list-error-no-models = La lista no tiene modelos.
crew-list-error-indent = Línea { $line }: en una lista de Tabletop Simulator los modelos llevan dos espacios de sangría y las mejoras cuatro («{ $text }»).
crew-list-error-ss-line = Línea { $line }: cada línea debería ser un modelo y su coste, como «Judge 9ss» («{ $text }»).
crew-list-error-format = Línea { $line }: esto no es una lista de banda que Fatebot lea (exportada de biggerhat, de Tabletop Simulator o líneas «Nombre 6ss»): «{ $text }».
crew-list-error-long = La lista supera los { $max } caracteres.

## /help

help-topic-crews = Bandas
help-topic-crews-desc = Tus bandas y las cartas de modelo que comparte un servidor
help-page-crews = `/banda importar` guarda una banda de una lista pegada: exportada de biggerhat, de Tabletop Simulator o líneas "Nombre 6ss", que se reconocen solas; `/banda lista` y `/banda ver nombre:Justice` te muestran tus bandas solo a ti, `/banda borrar nombre:Justice` borra una.
    Las cartas de modelo se escriben una vez por servidor: `/banda carta guardar` abre un formulario, `/banda carta guardar pegar:True` lee cartas escritas en la notación de cartas y `/banda carta ver modelo:Judge` da una carta como texto para compartir. Fatebot no incluye datos de cartas.
    En una partida: durante la preparación `/banda elegir` compromete una de tus bandas en secreto, y ambas se revelan cuando los dos jugadores han elegido; después `/duelo opuesto` con `atacante`, `acción` y `objetivo` toma el atributo, el palo, la resistencia y el NO de las cartas, te dice en privado la probabilidad de cada disparador, y el daño se aplica a la salud del objetivo en el tablero.
