## Errores de bot/rules/fulminato.py (combate de Fulminato).

fulminato-error-die = { $die } no es un dado de Fulminato. Usa uno de { $allowed }.
fulminato-error-no-dice = Una tirada necesita al menos un dado. Indica los dados que tirar, por ejemplo d8 y d6.
fulminato-error-difficulty = Una dificultad no puede ser { $difficulty }. Usa un número de 0 o más: fácil es 6, complicada es 12.
fulminato-error-unarmed-ranged = Un ataque desarmado es un ataque cuerpo a cuerpo. Elige cuerpo a cuerpo, o elige un arma (un objeto improvisado si es algo que se lanza).
fulminato-error-flankers = El número de flanqueadores no puede ser { $flankers }. Indica cuántos atacantes cuerpo a cuerpo flanquean al objetivo (0 si ninguno).
fulminato-error-surprised-ranks = A un defensor sorprendido solo se le puede permitir el dado de desvío con rangos negativos, no { $ranks }. Indica un número menor que cero, o déjalo fuera.
fulminato-error-damage = El daño no puede ser { $damage }. Indica el daño tirado, 0 o más.
fulminato-error-called-target = Un ataque apuntado debe apuntar a la cabeza o a una extremidad concreta, no a { $target ->
        [torso] el torso
        [none] nada
       *[other] { $target }
    }.
fulminato-error-ap-insufficient = La acción { $action ->
        [precision] de precisión
        [quick] rápida
        [movement] de movimiento
        [standard] estándar
        [full] de turno completo
        [timeless] atemporal
        [maneuver] de maniobra
        [retreat] de retirada
        [speak] de hablar
       *[other] { $action }
    } cuesta { $cost } puntos de acción; te quedan { $left } este turno. Elige una acción más barata o termina tu turno.
fulminato-error-combatant-name = Un combatiente necesita un nombre de 1 a { $max } caracteres.
fulminato-error-no-combatants = Un combate necesita al menos un combatiente. Añade combatientes con sus dados de Mente y Gracia.
fulminato-error-duplicate-combatant = Hay dos combatientes llamados { $name }. Da a cada combatiente un nombre distinto.
fulminato-error-unknown-combatant = No hay ningún combatiente llamado { $name } en este combate. Revisa el nombre en el orden de iniciativa.
fulminato-error-surprise-overlap = { $name } no puede sorprender y estar sorprendido a la vez. Ponlo solo en una de las dos listas.
fulminato-error-surprise-without-surprisers = Alguien está sorprendido pero nadie lo sorprende. Indica los combatientes que actúan en la ronda sorpresa.
fulminato-error-not-your-turn = Es el turno de { $current }, no el de { $name }. En el turno de otro combatiente solo se pueden hacer acciones atemporales (como hablar).
fulminato-error-delay-target = { $current } solo puede retrasar su acción para actuar después de alguien que aún no haya actuado esta ronda, y { $name } no lo es. Elige un combatiente más adelante en el orden.
fulminato-error-delay-after-acting = { $name } ya ha gastado puntos de acción este turno y ya no puede retrasar su acción. Retrásala antes de actuar, o termina el turno.
fulminato-error-last-combatant = { $name } es el último combatiente; quitarlo dejaría el combate sin nadie. Termina el combate en su lugar.
fulminato-error-hit-points-max-needed = Para comprobar la prueba de Aguante, indica también los puntos de vida máximos del defensor (puntos_de_vida) además de los que le quedan.
fulminato-error-hit-points = Los puntos de vida que quedan deben estar entre 0 y el máximo ({ $max }); indicaste { $hit_points }.
fulminato-error-flank-ranged = No se puede flanquear con armas a distancia: un ataque a distancia no admite flanqueadores (indicaste { $flankers }). Deja los flanqueadores en 0, o elige cuerpo a cuerpo.
