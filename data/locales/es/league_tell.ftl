# Ligas: avisar a cada jugador donde pueda verlo (bot/ui/league/tell.py)
league-tell-paired = { $who }: ronda { $round } de **{ $name }** (código `{ $code }`): juegas contra { $opponent }. Plazo: { $deadline }. { $encounter } { $start } Después informa con el botón del final o con /liga informar.
league-tell-bye = { $who }: ronda { $round } de **{ $name }** (código `{ $code }`): descansas (cuenta como victoria, no hay partida).
league-tell-encounter = Encuentro: { $strategy }, { $deployment }.
league-tell-no-encounter = El encuentro aún no se ha sorteado.
league-tell-confirm = { $who }: { $opponent } informó vuestra partida de la ronda { $round } de **{ $name }** (código `{ $code }`) como { $score } (primero tus PV). Confírmalo con el botón o informa tu propio resultado con /liga informar.
league-tell-confirm-button = Confirmar este resultado
league-tell-disputed = { $who }: tus informes de la ronda { $round } de **{ $name }** (código `{ $code }`) con { $opponent } no coinciden. Poneos de acuerdo e informad de nuevo, o un organizador fijará el resultado.
league-tell-dispute-organisers = Organizadores de **{ $name }**: los informes de la ronda { $round } entre { $first } y { $second } no coinciden; fijad el resultado con /liga-admin resultado.
league-reminder-opponent = { $who }: tu partida contra { $opponent } en **{ $name }** (código `{ $code }`), ronda { $round }, aún no tiene resultado; la ronda termina { $deadline }. Juégala e infórmala con /liga informar.
league-error-confirm-own = Este resultado lo informaste tú: lo confirma tu rival.
league-error-confirm-not-yours = Solo el rival de esa partida de la ronda { $round } confirma su resultado.
league-error-nothing-to-confirm = No hay ningún informe que confirmar en esa partida de la ronda { $round } (ya confirmado, en disputa o fijado).
league-tell-start-elsewhere = Empezadla donde estéis los dos, un canal de servidor o un MD de grupo (no un MD con el bot): `/partida empezar liga:{ $code } ronda:{ $round }` con { $opponent } como oponente.
league-tell-start-button = Empezar la partida
league-start-error-not-yours = Solo los dos jugadores de este emparejamiento empiezan su partida.
league-start-error-not-paired = Ese emparejamiento ya no está en la ronda { $round } de la liga: mira /liga mostrar.
league-start-error-played = Esa partida de la ronda { $round } ya se ha informado o decidido: no queda nada por empezar.
