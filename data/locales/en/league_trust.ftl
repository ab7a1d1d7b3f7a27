# Who organises leagues (server-wide), and names that cannot be mentions.
league-error-name-mention = A league name cannot contain a mention such as { $mention }: name the league in plain words.

# /league-admin: the organisers' commands (their subcommands reuse the cmd-league-* names).
cmd-league-admin = league-admin
cmd-league-admin-desc = League organisers: create, draw, export, reveal, custom seasons, organiser role
cmd-league-admin-organiser_role = organiser_role
cmd-league-admin-organiser_role-desc = Manage Server only: the role whose members organise this server's leagues
opt-league-admin-organiser_role-role = role
opt-league-admin-organiser_role-role-desc = The organiser role (leave empty to remove it; Manage Server always counts)
league-organiser-role-set = { $by } made { $role } this server's league organiser role: its members may create, draw, export and reveal leagues. Discord shows /{ $command } only to members with Manage Server unless you allow the role for it in Server Settings → Integrations.
league-organiser-role-cleared = { $by } removed this server's league organiser role; members with Manage Server still organise leagues.
league-error-not-server-manager = Only members with Manage Server choose who organises this server's leagues.
league-error-organiser-role-unusable = { $role } cannot be the organiser role (it is @everyone or managed by an integration). Pick a role you give to league organisers.

# Configuring a role (table moderator role, league organiser role).
error-role-above-yours = { $role } sits above your highest role, so you cannot give it powers. Pick your highest role or one below it, or ask someone ranked above it.
error-role-current-above-yours = The role set now, { $role }, sits above your highest role, so you cannot replace or remove it. Ask someone ranked above it.
table-role-visibility = Discord shows /{ $command } only to members with Manage Channels: to show it to { $role } too, allow the role for it in Server Settings → Integrations.
