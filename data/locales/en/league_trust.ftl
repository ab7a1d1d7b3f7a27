# Who organises leagues (server-wide), and names that cannot be mentions.
league-error-name-mention = A league name cannot contain a mention such as { $mention }: name the league in plain words.
