-- 004: who organises a server's leagues.
--
-- Leagues belong to a server, so their organisers do too: members with Manage Server, and the
-- holders of `organiser_role` when a member with Manage Server has set one. A table's
-- moderator role (tables.moderator_role) never makes anyone an organiser.
CREATE TABLE league_settings (
    guild_id       INTEGER PRIMARY KEY,
    organiser_role INTEGER
);
