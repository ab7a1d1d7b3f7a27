# Errors of the store (the database behind every table).

error-store-closed = The bot is restarting, so nothing was changed. Try again in a moment.
error-store-connection-lost = The connection to the database dropped, so nothing was changed. Try again.
error-store-busy = The database is busy right now (someone else holds it, a backup perhaps), so nothing was changed. Try again in a moment.
