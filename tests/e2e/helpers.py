"""Helpers for end-to-end tests: a ready-made table, reading replies, and the privacy watch.

The privacy watch re-reads every player's hand from the store after each simulated action
and inspects every message that appeared or changed during it:

- a message everyone can see (a non-ephemeral channel message) may show a card that is in
  someone's hand at that table only if the same card is also public there (on a discard pile
  or in play: with one deck per player, another player's copy of that card);
- a message only one user sees (their DMs, their ephemeral replies) may show a card someone
  else holds only if that user holds the same card themselves.

Anything else is a leak and fails the test. So is any Fate Deck seed a deck still carries
(docs/fair-deck.md), a running game's or a table deck's open epoch's, in any message or log
line: only the end of its game, or the deck's reset, reveals it, when the deck no longer
carries it. Reading backend state (`env.backend.messages`,
`.channels`, `.dm_channels`) uses simcord internals: its public API has no way to list every
DM channel. The watch reads a message's content, embeds and every component's text, so the
`TextDisplay`s of a Components V2 reply are read like any content.

A Components V2 message has no `content` on Discord (nor in simcord). `readable_v2` makes a
test read the text of its `TextDisplay`s as its content, so assertions on what a reply says do
not depend on whether it is laid out as plain content or as a V2 container.
"""

from __future__ import annotations

import contextlib
import functools
import logging
import re
from collections.abc import Awaitable, Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

import discord
import simcord
from simcord.actors import MemberActor
from simcord.builders import UserHandle

from bot.rules.common.cards import ALL_CARDS, Card
from bot.rules.common.deck import Deck
from bot.store import Changes
from bot.ui.common.cards import card_name
from bot.ui.common.i18n import catalog

# -- a table to play at ----------------------------------------------------------------------


@dataclass
class Table:
    env: simcord.Env
    guild: simcord.GuildHandle
    channel: simcord.ChannelHandle
    alice: MemberActor
    bob: MemberActor
    mod: MemberActor
    robot: MemberActor

    @classmethod
    def create(cls, env: simcord.Env) -> Table:
        guild = env.create_guild("Malifaux Club")
        channel = guild.create_text_channel("table-1")
        mods = guild.create_role("Table mods", permissions=discord.Permissions(manage_channels=True))
        return cls(
            env=env,
            guild=guild,
            channel=channel,
            alice=guild.add_member(env.create_user("alice")),
            bob=guild.add_member(env.create_user("bob")),
            mod=guild.add_member(env.create_user("mod"), roles=[mods]),
            robot=guild.add_member(env.create_user("robot", bot=True)),
        )

    @property
    def store(self) -> Any:
        return self.env.bot.store  # type: ignore[attr-defined]

    async def hand(self, player: MemberActor | UserHandle | int, *, at: int | None = None) -> list[Card]:
        """The player's hand at this table (or at the table `at`)."""
        player_id = player if isinstance(player, int) else player.id
        table_id = self.channel.id if at is None else at
        settings = await self.store.table_settings(table_id)
        owner = 0 if settings.deck_mode == "shared" else player_id
        deck = await self.store.deck(table_id, owner)
        return [] if deck is None else list(deck.hand(player_id))

    async def deck(self, player: MemberActor | int) -> Any:
        player_id = player if isinstance(player, int) else player.id
        return await self.store.deck(self.channel.id, player_id)

    async def stack(
        self,
        player: MemberActor | UserHandle | int,
        *top: Card,
        hand: Iterable[Card] = (),
        at: int | None = None,
    ) -> None:
        """Give `player` a full deck whose next flips are `top` (first flipped first), at this
        table (or at the table `at`)."""
        player_id = player if isinstance(player, int) else player.id
        table_id = self.channel.id if at is None else at
        held = list(hand)
        rest = [c for c in ALL_CARDS if c not in top and c not in held]
        deck = Deck(draw=[*rest, *reversed(top)], hands={player_id: held} if held else {})
        await self.store.commit(Changes(decks={(table_id, player_id): deck}, ensure_tables={table_id}))

    async def snapshot(self) -> tuple[Any, ...]:
        """Everything a command could change at this table (to prove a refusal changed nothing)."""
        settings = await self.store.table_settings(self.channel.id)
        decks = await self.store.decks_of_table(self.channel.id)
        pending = await self.store.pending_of_table(self.channel.id)
        return (
            settings,
            {o: (d.draw, d.discard, d.in_play, d.hands) for o, d in decks.items()},
            [(p.id, p.state, p.expires_at) for p in pending],
            len(public_messages(self.channel)),
        )


def reply(result: simcord.InteractionResult) -> simcord.ResponseMessage:
    """The message an interaction produced: the response, or the first follow-up after a defer."""
    if result.response is not None and (result.response.content or result.response.embeds):
        return result.response
    if result.followups:
        return result.followups[0]
    assert result.response is not None, f"no reply at all: {result!r}"
    return result.response


def text_of(message: Any) -> str:
    """Content, embeds and component labels of a message, as one string."""
    flags = getattr(message, "flags", None)
    v2 = bool(getattr(flags, "components_v2", False))
    parts = [] if v2 else [message.content or ""]  # a V2 card's text is in its components
    for embed in message.embeds:
        data = embed if isinstance(embed, dict) else embed.to_dict()
        parts.extend(_embed_texts(data))
    parts.extend(_component_texts(message.components))
    return "\n".join(p for p in parts if p)


def _embed_texts(data: dict[str, Any]) -> Iterator[str]:
    for key in ("title", "description"):
        if data.get(key):
            yield str(data[key])
    for item in data.get("fields") or []:
        yield str(item.get("name", ""))
        yield str(item.get("value", ""))
    footer = data.get("footer") or {}
    if footer.get("text"):
        yield str(footer["text"])
    author = data.get("author") or {}
    if author.get("name"):
        yield str(author["name"])


def _component_texts(components: Iterable[Any]) -> Iterator[str]:
    for component in components:
        data = component if isinstance(component, dict) else component.to_dict()
        for key in ("label", "placeholder", "content"):
            if data.get(key):
                yield str(data[key])
        for option in data.get("options") or []:
            yield str(option.get("label", ""))
            yield str(option.get("description") or "")
        yield from _component_texts(data.get("components") or [])
        if data.get("accessory"):
            yield from _component_texts([data["accessory"]])


COMPONENTS_V2 = 1 << 15
TEXT_DISPLAY = 10


def v2_text(components: Iterable[Any]) -> str:
    """The text of a Components V2 message: its `TextDisplay`s in order, one per line."""
    parts: list[str] = []

    def walk(items: Iterable[Any]) -> None:
        for component in items:
            data = component if isinstance(component, dict) else component.to_dict()
            if data.get("type") == TEXT_DISPLAY:
                parts.append(str(data.get("content") or ""))
            walk(data.get("components") or [])
            if data.get("accessory"):
                walk([data["accessory"]])

    walk(components)
    return "\n".join(parts)


@contextlib.contextmanager
def readable_v2() -> Iterator[None]:
    """Let tests read a Components V2 message's text as its `content` (see the module docstring)."""
    from simcord import actors, builders, results

    original_convert = results.to_discord_message

    def content(self: Any) -> str:
        stored = self._message
        if stored.flags & COMPONENTS_V2 and not stored.content:
            return v2_text(stored.components)
        return str(stored.content or "")

    def convert(env: Any, message: Any) -> discord.Message:
        out = original_convert(env, message)
        if out.flags.components_v2 and not out.content:
            out.content = v2_text(message.components)
        return out

    patched = [(results.ResponseMessage, "content", property(content))]
    patched += [(module, "to_discord_message", convert) for module in (results, actors, builders)]
    saved = [(owner, name, owner.__dict__[name]) for owner, name, _ in patched]
    try:
        for owner, name, value in patched:
            setattr(owner, name, value)
        yield
    finally:
        for owner, name, value in saved:
            setattr(owner, name, value)


def custom_ids(message: Any, *, enabled_only: bool = False) -> list[str]:
    out: list[str] = []

    def walk(items: Iterable[Any]) -> None:
        for component in items:
            data = component if isinstance(component, dict) else component.to_dict()
            if data.get("custom_id") and not (enabled_only and data.get("disabled")):
                out.append(data["custom_id"])
            walk(data.get("components") or [])

    walk(message.components)
    return out


def action_rows(message: Any) -> list[dict[str, Any]]:
    """The action rows of a message, also those inside a Components V2 container, as dicts."""
    out: list[dict[str, Any]] = []

    def walk(items: Iterable[Any]) -> None:
        for component in items:
            data = component if isinstance(component, dict) else component.to_dict()
            if data.get("type") == 1:
                out.append(data)
            else:
                walk(data.get("components") or [])

    walk(message.components)
    return out


def dm_messages(env: simcord.Env, user: MemberActor | UserHandle) -> list[discord.Message]:
    """The bot's messages in a user's DMs, oldest first (none if never DMed)."""
    channel_id = env.backend.dm_channels.get(user.id)
    if channel_id is None:
        return []
    handle = user.user if isinstance(user, MemberActor) else user
    return [m for m in handle.dm_channel.history() if m.author.id == env.backend.bot_user.id]


def close_dms(env: simcord.Env, player: MemberActor) -> None:
    """From now on Discord refuses every DM to ``player`` (403, 50007: Cannot send messages to
    this user), as for a player who closed their DMs."""
    env.inject_error(
        "POST",
        f"/channels/{player.user.dm_channel.id}/messages",
        status=403,
        code=50007,
        message="Cannot send",
        times=None,
    )


def public_messages(channel: simcord.ChannelHandle) -> list[discord.Message]:
    return [m for m in channel.history() if not m.flags.ephemeral]


# -- card text ---------------------------------------------------------------------------------


@functools.cache
def _card_patterns() -> tuple[tuple[Card, re.Pattern[str]], ...]:
    patterns: list[tuple[Card, re.Pattern[str]]] = []
    for card in ALL_CARDS:
        names = {card_name(card, lang) for lang in catalog().languages}
        alternatives = "|".join(re.escape(name) for name in sorted(names, key=len, reverse=True))
        patterns.append((card, re.compile(rf"(?<![0-9])(?:{alternatives})(?![0-9A-Za-z])")))
    return tuple(patterns)


def cards_in(text: str) -> set[Card]:
    """Every card written in `text`, in any language the bot speaks."""
    return {card for card, pattern in _card_patterns() if pattern.search(text)}


# -- the privacy watch -------------------------------------------------------------------------


@dataclass(frozen=True)
class TableCards:
    """Where the cards of one table are: who holds what, and what is public."""

    held: dict[Card, set[int]] = field(default_factory=dict)  # card → players holding a copy
    public: set[Card] = field(default_factory=set)  # on some discard pile or in play
    tops: dict[int, list[Card]] = field(default_factory=dict)  # owner → draw pile, top card first
    tops_before: dict[int, list[Card]] = field(default_factory=dict)  # the same, before the action
    seeds: set[str] = field(default_factory=set)  # every seed its decks carry (hex): secret


@dataclass(frozen=True)
class Seen:
    """A message as the watch saw it: where, who can see it, and its text."""

    channel_id: int
    message_id: int
    viewer: int | None  # None: everyone in the channel; else the only user who sees it
    table_id: int | None  # the table of a channel message; None for DMs
    text: str
    before: str = ""  # the message's text at the previous scan (an edit), or "" (a new message)


def find_leaks(seen: Iterable[Seen], tables: dict[int, TableCards]) -> list[str]:
    """Describe every leak in `seen` given where the cards are (see the module docstring)."""
    leaks: list[str] = []
    held_by: dict[int, set[Card]] = {}
    for cards in tables.values():
        for card, players in cards.held.items():
            for player in players:
                held_by.setdefault(player, set()).add(card)
    seeds = {seed for cards in tables.values() for seed in cards.seeds}
    for message in seen:
        leaks.extend(
            f"an unrevealed Fate Deck seed is shown in channel {message.channel_id} "
            f"(message {message.message_id}): {message.text!r}"
            for seed in seeds
            if seed[:16] in message.text
        )
        leaks.extend(_top_shown(message, tables))
        for card in cards_in(message.text):
            if message.viewer is None:
                where = tables.get(message.table_id or 0, TableCards())
                holders = where.held.get(card, set())
                if holders and card not in where.public:
                    leaks.append(
                        f"{card.code} held by {sorted(holders)} is shown publicly in channel "
                        f"{message.channel_id} (message {message.message_id}): {message.text!r}"
                    )
            else:
                # A card face up at this table (the viewer's own discard, named to them) is not a
                # hand's secret: with a deck each, another player may hold the same card of theirs.
                face_up = tables.get(message.table_id or 0, TableCards()).public
                others = {
                    p for cards in tables.values() for p in cards.held.get(card, set()) if p != message.viewer
                }
                if others and card not in held_by.get(message.viewer, set()) and card not in face_up:
                    leaks.append(
                        f"{card.code} held by {sorted(others)} is shown to user {message.viewer} "
                        f"in channel {message.channel_id} (message {message.message_id}): {message.text!r}"
                    )
    return leaks


def _top_shown(message: Seen, tables: dict[int, TableCards]) -> list[str]:
    """A public message showing cards that its action put back face down on top of a draw pile.

    Cards the table saw must never go back face down where everyone knows them (issue 24 §1: an
    undone reply restored the deck, and everyone knew its next flips). Flagged: two or more
    newly named cards that are the top of a draw pile both before and after the action (the
    flips were undone); a reshuffle or an untouched deck does that only by a chance of one in
    thousands.
    """
    if message.viewer is not None:
        return []
    named = cards_in(message.text) - cards_in(message.before)
    where = tables.get(message.table_id or 0, TableCards())
    if len(named) < 2:
        return []
    return [
        f"the top of a draw pile ({', '.join(sorted(c.code for c in named))}) went back face down "
        f"after being shown publicly in channel {message.channel_id} (message {message.message_id}): "
        f"{message.text!r}"
        for owner, top in where.tops.items()
        if set(top[: len(named)]) == named == set(where.tops_before.get(owner, [])[: len(named)])
    ]


TOP_KEPT = 8  # how much of each draw pile the watch remembers between actions


class PrivacyWatch:
    """Checks every new or changed message against the hands, after every simulated action, and
    that no action put the cards its public messages show back on top of a draw pile."""

    WRAPPED: tuple[tuple[type, str], ...] = (
        (MemberActor, "slash"),
        (MemberActor, "click"),
        (MemberActor, "select"),
        (MemberActor, "submit_modal"),
        (UserHandle, "slash"),
        (UserHandle, "click"),
        (UserHandle, "select"),
        (UserHandle, "submit_modal"),
        (simcord.Env, "advance_time"),
        (simcord.Env, "restart_bot"),
    )

    def __init__(self, env: simcord.Env) -> None:
        self.env = env
        self.leaks: list[str] = []
        self.checked = 0
        self._versions: dict[int, str] = {}
        self._tops: dict[int, dict[int, list[Card]]] = {}  # table → owner → top of the draw pile
        self._originals: list[tuple[type, str, Any]] = []
        self._log_lines = _LogLines()

    def install(self) -> None:
        logging.getLogger().addHandler(self._log_lines)
        for owner, name in self.WRAPPED:
            original = owner.__dict__[name]
            self._originals.append((owner, name, original))
            setattr(owner, name, self._wrap(original))

    def uninstall(self) -> None:
        logging.getLogger().removeHandler(self._log_lines)
        for owner, name, original in reversed(self._originals):
            setattr(owner, name, original)
        self._originals.clear()

    def _wrap(self, method: Callable[..., Awaitable[Any]]) -> Callable[..., Awaitable[Any]]:
        watch = self

        @functools.wraps(method)
        async def watched(this: Any, *args: Any, **kwargs: Any) -> Any:
            ours = getattr(this, "_env", this) is watch.env or this is watch.env
            if ours:
                await watch.tables()  # the tops of the draw piles before this action
            try:
                return await method(this, *args, **kwargs)
            finally:
                if ours:
                    await watch.scan()

        return watched

    async def tables(self) -> dict[int, TableCards]:
        store = getattr(self.env.bot, "store", None)
        out: dict[int, TableCards] = {}
        if store is None:
            return out
        for channel in self.env.backend.channels.values():  # every table: channels, DMs, group DMs
            decks = await store.decks_of_table(channel.id)
            cards = TableCards()
            for owner, deck in decks.items():
                if deck.fair is not None:
                    cards.seeds.add(deck.fair.seed.hex())
                cards.tops[owner] = list(reversed(deck.draw[-TOP_KEPT:]))
                cards.public.update(deck.discard)
                cards.public.update(deck.in_play)
                for player, hand in deck.hands.items():
                    for card in hand:
                        cards.held.setdefault(card, set()).add(player)
            cards.tops_before.update(self._tops.get(channel.id, {}))
            self._tops[channel.id] = cards.tops
            out[channel.id] = cards
        return out

    def _new_messages(self) -> list[Seen]:
        backend = self.env.backend
        bot_id = backend.bot_user.id
        dm_owner = {channel_id: user_id for user_id, channel_id in backend.dm_channels.items()}
        seen: list[Seen] = []
        for channel_id, messages in backend.messages.items():
            channel = backend.channels.get(channel_id)
            for message in messages.values():
                if message.author_id != bot_id:
                    continue
                text = text_of(_Stored(message))
                before = self._versions.get(message.id, "")
                if before == text:
                    continue
                self._versions[message.id] = text
                if channel_id in dm_owner:
                    seen.append(Seen(channel_id, message.id, dm_owner[channel_id], None, text))
                elif message.is_ephemeral:
                    meta = message.interaction_metadata or {}
                    viewer = int((meta.get("user") or {}).get("id") or 0)
                    seen.append(Seen(channel_id, message.id, viewer, channel_id, text))
                else:
                    table = channel.id if channel is not None else channel_id
                    seen.append(Seen(channel_id, message.id, None, table, text, before))
        return seen

    async def scan(self) -> None:
        seen, lines = self._new_messages(), self._log_lines.take()
        if not seen and not lines:
            return
        self.checked += len(seen)
        tables = await self.tables()
        self.leaks.extend(find_leaks(seen, tables))
        seeds = {seed[:16] for cards in tables.values() for seed in cards.seeds}
        self.leaks.extend(f"a Fate Deck seed in a log line: {x!r}" for x in lines for s in seeds if s in x)

    async def check(self) -> None:
        await self.scan()
        assert not self.leaks, "hand cards leaked:\n" + "\n".join(self.leaks)


class _LogLines(logging.Handler):
    """Every log line the bot writes while the watch is on (a seed must never be in one)."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(record.getMessage())

    def take(self) -> list[str]:
        taken, self.lines = self.lines, []
        return taken


@dataclass
class _Stored:
    """A backend message with the attributes `text_of` reads."""

    message: Any

    @property
    def content(self) -> str:
        return str(self.message.content or "")

    @property
    def embeds(self) -> list[dict[str, Any]]:
        return list(self.message.embeds)

    @property
    def components(self) -> list[dict[str, Any]]:
        return list(self.message.components)


# -- what a server admin sets in Server Settings → Integrations ------------------------------


def allow_command(table: Table, name: str, *targets: Any) -> None:
    """Show the top-level command `name` to `targets` (roles, members) despite its default
    permissions, as a server admin can in Discord's Integrations settings: what Discord shows
    is then up to the admin, and only the bot's own check stands between them and the command."""
    command = table.env.backend.find_command(name, table.guild.id)
    assert command is not None, f"no command /{name}"
    table.guild.set_command_permissions(int(command["id"]), {target: True for target in targets})


# -- the activation phase, handed over to its end (seed 001) --------------------------------------


async def all_out(
    table: Table,
    *,
    last: Any = None,
    channel: Any = None,
    players: Iterable[Any] = (),
) -> None:
    """Each side says it is out with ``/game done`` until the activation phase is over (seed 001:
    it ends once every player has activated every model; only then does ``/game next`` end the
    turn). ``last`` makes the turn's last activation (M4E: the other player chooses the next
    initiative); otherwise nobody activates and both just run out. ``channel``: the game's
    table (default: the table's channel); ``players``: its players if not Alice and Bob."""
    where = table.channel if channel is None else channel
    actors = {p.id: p for p in (table.alice, table.bob, *players)}
    while True:
        state = await table.env.bot.play.game.state(where.id)  # type: ignore[attr-defined]
        act = None if state is None else state.current_activations
        if act is None or act.active is None:
            return
        other_in = not act.is_out(state.other(act.active))
        mine = last is not None and act.active == last.id
        how = ("done" if other_in else "last") if mine else "out"
        result = await actors[act.active].slash(where, "game done", how=how)
        assert not result.ephemeral, reply(result).content


# -- a game ended early, with the opponent's agreement (issue 24 §1) ----------------------------


async def end_game_agreed(table: Table, by: MemberActor, opponent: MemberActor) -> simcord.InteractionResult:
    """``/game end`` by ``by`` and the opponent's press: the press's result (the end and the
    reveal are its follow-ups)."""
    asked = await by.slash(table.channel, "game end")
    assert not asked.ephemeral, reply(asked).content
    button = next(i for i in custom_ids(reply(asked)) if i.startswith("fb:greq:"))
    return await opponent.click(reply(asked), custom_id=button)


async def flipped_on_request(
    table: Table, by: MemberActor, opponent: MemberActor, command: str, **options: Any
) -> simcord.InteractionResult:
    """A command that flips from the opponent's deck too: the request, then the opponent's press
    (issue 24 §1). Returns the press's result: its message is the request, now the result."""
    asked = await by.slash(table.channel, command, opponent=opponent, **options)
    assert not asked.ephemeral, reply(asked).content
    (button,) = custom_ids(reply(asked))
    return await opponent.click(reply(asked), custom_id=button)


def card_lines(components: Iterable[Any]) -> list[tuple[str, str | None]]:
    """A Components V2 card's texts in order, each with the link of its section's button (if any).

    ``components``: a message's components, or a LayoutView's ``to_components()``.
    """
    out: list[tuple[str, str | None]] = []

    def walk(items: Iterable[Any]) -> None:
        for component in items:
            data = component if isinstance(component, dict) else component.to_dict()
            if data.get("type") == 10:
                out.append((data["content"], None))
            elif data.get("type") == 9:
                text = "\n".join(c["content"] for c in data["components"] if c.get("type") == 10)
                out.append((text, (data.get("accessory") or {}).get("url")))
            else:
                walk(data.get("components") or [])

    walk(components)
    return out
