# /notify nyelv: a játékos liga-DM-jeinek nyelve (issue 42, 2. pont).
opt-notify-language = nyelv
opt-notify-language-desc = A liga-DM-jeid nyelve (auto: amelyiket a bottal használod)
choice-notify-language-en = English
choice-notify-language-es = Español
choice-notify-language-hu = Magyar
choice-notify-language-auto = auto (amelyiket a bottal használod)
notify-language-now = A liga-DM-jeid nyelve: { $language }.
