# Stored documents (open duels, games, trackers) that cannot be read.

error-document-damaged = The stored { $kind } of this table is damaged and cannot be read ({ $problem }). Nothing was changed; ask the bot's host to look at it.
