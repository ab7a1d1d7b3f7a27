# A reply Discord refused: the command was undone (bot/ui/delivery.py).

reply-error-undelivered = Discord did not accept my reply, so I undid the command: nothing was changed. Please try again.
