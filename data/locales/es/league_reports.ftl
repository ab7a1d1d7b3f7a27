# Issue 41: informes que sustituyen, Confirmar solo el informe vigente, disputas a los
# organizadores, avisos en el idioma de cada lector.
league-error-result-stands = El resultado de tu partida de la ronda { $round } ya es firme: lo confirmasteis los dos jugadores o lo fijó un organizador. Un organizador puede fijar otro con `/league-admin result`.
