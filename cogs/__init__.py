"""Slash-command groups, one module each. Every module here with a `setup` is loaded at start.

How to add a cog (the pattern every cog follows):

1. `cogs/<name>.py` with a `FatebotCog` (bot/ui/common/cog_base.py: `self.bot`, and its
   `dynamic_items` registered while loaded), for a command group followed by
   `commands.GroupCog`, and `async def setup(bot): await bot.add_cog(...)`; nothing to
   register in bot/app.py.
2. Every user-visible string by key, in `data/locales/en/<area>.ftl`: declare a command with
   `@slash(T("cmd-<key>"))` (bot/ui/common/commands.py), which names and describes it by `cmd-<key>` and
   every option by `opt-<key>-<option>` (their `-desc` too); fixed choices with
   `choices("<key>", values)` (`choice-<key>-<value>`); replies with `tr(lang, key, **args)`
   where `lang = await language_of(interaction)`. tests/ui/common/test_i18n.py fails on a missing key.
3. Thin: parse options at the boundary (`app_commands.Range`, `Choice`, a `Transformer`),
   call `self.bot.play...` (`*await at_table(interaction)` where a moderator may act too),
   render with bot/ui, send with `send_public` / `send_private`. What is more than that
   (option parsing, suggestions, a reply in several steps) goes to a bot/ui module of its
   own; a group whose options would make the cog long declares some callbacks there as
   `do_<command>` methods that the cog inherits and makes commands with
   `name = slash(T("cmd-<key>"))(Mixin.do_name)` (bot/ui/fulminato/rolls.py).
   Errors: raise `DomainError(key, **args)`; the tree's on_error answers privately. Do not
   catch errors in cogs. Defer (`interaction.response.defer(...)`) before slow work.
4. Buttons and menus that must survive a restart: a `discord.ui.DynamicItem` with a custom id
   `fb:<area>:<what it acts on>`, `interaction_check` returning `await only_for(...)` for
   personal controls, the callback decorated with `@guarded("<name>")`, listed in the cog's
   `dynamic_items`.
5. Open records that expire (play layer `pending` rows): register
   `bot.lapse_handlers["<kind>"] = handler` in the cog's `cog_load` (after
   `await super().cog_load()`) to update their public message when they lapse.
6. A command that opens something (an open record, a message with controls): run the play
   call and the reply that carries the controls inside `async with
   undone_unless_delivered(interaction):` (bot/ui/common/delivery.py), so a reply Discord refuses
   undoes it, and put `@opening_cooldown` (bot/ui/common/cooldowns.py) under its `@slash`
   (a button or menu that opens or flips calls `spend_opening` first).
7. Where it works: a command is server-only unless decorated `@play_anywhere`
   (bot/ui/common/reach.py): then it must work where the bot is not a member (a user install in a
   server, a group DM): reply only through the interaction (`send_public`, follow-ups, edits;
   `edit_public` for a later step), take other players from the options (`check_at_table`),
   never look up the channel, server or members. tests/e2e/test_contexts.py runs it there.
8. Tests in tests/e2e/ use the `table` fixture (a server, a channel, alice, bob, a moderator
   and a bot user); the autouse privacy watch checks every test for leaked hand cards.
"""
