# Errors of the store (the database behind every table).

error-store-closed = The bot is restarting, so nothing was changed. Try again in a moment.
error-store-connection-lost = The connection to the database dropped, so nothing was changed. Try again.
