# Errors of the store (the database behind every table).

error-store-closed = The bot is restarting, so nothing was changed. Try again in a moment.
