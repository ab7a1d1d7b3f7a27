## A gyorsflip-panel visszahozása az aljára (bot/ui/flip/panel.py)

panel-bottom = Le az aljára
panel-moved = A panel lekerült az aljára: { $link }
panel-moved-below = A panel lekerült a csevegés aljára.
help-panel-bottom = A válaszok felfelé tolják a panelt: a **Le az aljára** újra kiteszi a legutóbbi üzenet alá, a régiről pedig eltűnnek a gombok. Minden gombnyomásra azonnal, saját válasz érkezik.

## Egy játszma a hangcsatorna szöveges csevegésében, a csatorna állapotában (bot/ui/game/voice_status.py)

voice-status-setup = Előkészület
voice-status-turn = { $turn }. kör
voice-status-activates = { $who } aktivál
voice-status-waiting = { $who } következik
voice-status-score = { $first } { $first_vp }–{ $second_vp } { $second }
voice-status-someone = egy játékos
