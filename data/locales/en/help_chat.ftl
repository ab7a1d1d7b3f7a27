# /help, "Playing by post": how an activation is handed over by chat (bot/ui/help/render.py).
help-post-handover = **Handing over.** When your model's activation is done, press **Done: hand over** on the board or use `/game done note:Lady Justice charged`; `how:` says it was your last model, that you have none left, or spends an M3E pass token. The opponent is told once that it is their move, and the board says whose it is. `/game nudge` reminds them once per activation if they forget.
# /game score: what of the command was applied and what was not (bot/ui/game/score.py).
game-score-partly = The rest of your `/game score` was applied; this part was not:
    { $problems }
