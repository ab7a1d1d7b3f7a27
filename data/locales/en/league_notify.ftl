# /notify language: the language of a player's league DMs (issue 42, item 2).
opt-notify-language = language
opt-notify-language-desc = The language of your league DMs (auto: the one you use with the bot)
choice-notify-language-en = English
choice-notify-language-es = Español
choice-notify-language-hu = Magyar
choice-notify-language-auto = auto (the one you use with the bot)
notify-language-now = Your league DMs are written in { $language }.
