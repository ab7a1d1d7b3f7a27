# /notify idioma: el idioma de los MD de liga de cada jugador (issue 42, punto 2).
opt-notify-language = idioma
opt-notify-language-desc = El idioma de tus MD de liga (auto: el que usas con el bot)
choice-notify-language-en = English
choice-notify-language-es = Español
choice-notify-language-hu = Magyar
choice-notify-language-auto = auto (el que usas con el bot)
notify-language-now = Tus MD de liga se escriben en { $language }.
