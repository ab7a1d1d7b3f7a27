"""Slash-command groups, one module each. Every module here with a `setup` is loaded at start.

How to add a cog (the pattern every cog follows):

1. `cogs/<name>.py` with a `commands.Cog` (or `commands.GroupCog`) and
   `async def setup(bot): await bot.add_cog(...)`; nothing to register in bot/app.py.
2. Every user-visible string by key: names and descriptions with `T("cmd-...")` /
   `T("opt-...")` / choices `Choice(name=T("choice-..."), value=...)` in
   `data/locales/en/<area>.ftl`; replies with `tr(lang, key, **args)` where
   `lang = await language_of(interaction)`. tests/ui/test_i18n.py fails on a missing key.
3. Thin: parse options at the boundary (`app_commands.Range`, `Choice`, a `Transformer`),
   call `self.bot.play...`, render with bot/ui, send with `send_public` / `send_private`.
   Errors: raise `DomainError(key, **args)`; the tree's on_error answers privately. Do not
   catch errors in cogs. Defer (`interaction.response.defer(...)`) before slow work.
4. Buttons and menus that must survive a restart: a `discord.ui.DynamicItem` with a custom id
   `fb:<area>:<what it acts on>`, `interaction_check` returning `await only_for(...)` for
   personal controls, the callback decorated with `@guarded("<name>")`, registered with
   `bot.add_dynamic_items(...)` in the cog's `cog_load` or `setup`.
5. Open records that expire (play layer `pending` rows): register
   `bot.lapse_handlers["<kind>"] = handler` to update their public message when they lapse.
6. A command that opens something (an open record, a message with controls): run the play
   call and the reply that carries the controls inside `async with
   undone_unless_delivered(interaction):` (bot/ui/delivery.py), so a reply Discord refuses
   undoes it, and put `@opening_cooldown` (bot/ui/cooldowns.py) under its
   `@app_commands.command`.
7. Where it works: a command is server-only unless decorated `@play_anywhere`
   (bot/ui/reach.py): then it must work where the bot is not a member (a user install in a
   server, a group DM): reply only through the interaction (`send_public`, follow-ups, edits;
   `edit_public` for a later step), take other players from the options (`check_at_table`),
   never look up the channel, server or members. tests/e2e/test_contexts.py runs it there.
8. Tests in tests/e2e/ use the `table` fixture (a server, a channel, alice, bob, a moderator
   and a bot user); the autouse privacy watch checks every test for leaked hand cards.
"""
