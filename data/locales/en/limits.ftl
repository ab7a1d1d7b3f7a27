# Abuse limits (bot/play/limits.py, bot/ui/cooldowns.py).

limit-error-cooldown = You are starting flips, duels and initiatives faster than any game needs. Nothing was changed; try again in { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    }.
limit-error-open-duels = You already have { $max } duels or initiatives waiting at this table. Finish one, or let one lapse, and try again. Nothing was changed.
limit-error-table-full = This table already has { $max } duels and initiatives waiting. Finish some and try again. Nothing was changed.
