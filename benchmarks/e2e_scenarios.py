"""The end-to-end benchmark's scenarios beyond `/flip`, and how it times an interaction.

Each scenario drives the real bot through simcord as players do, and times only its measured
actions: for each one the process CPU from sending it until simcord has settled everything it
caused (the reply, edits, DMs, follow-ups), and its latency from sending it to the bot's first
callback (the answer Discord waits for). Figures: ``<action>_cpu_ms`` (mean), ``_p50_ms`` and
``_p99_ms`` (latency), ``<action>_n`` (how many were timed).

- ``game_flip``: `/flip` at a table with a running `/game` (turn 1 under way: the flip writes a
  game-log row and marks the board) against `/flip` by the same players at a table without one,
  one of each in turn so drift falls on both. ``game_flip_cpu_vs_nogame`` and
  ``game_flip_p99_vs_nogame`` are the game table's figure over the other's.
- ``duel``: opposed duels (M4E) between players holding a hand: ``duel_accept`` is the resister's
  Accept, ``duel_keep`` each "keep" in a cheat window (declining to cheat). Any card choice a
  flip leaves is made, untimed, by its owner.
- ``game_next``: `/game next` that starts a turn (turns 1 to 4 of an M4E game; between them, untimed,
  both players keep their hands and the initiative's winner chooses who goes first); the
  game-over `/game next`, `/game end` and the next `/game start` are untimed.

A scenario runs only where the tree has its commands (``unavailable`` says why not); the
side-by-side comparison (benchmarks/compare.py) asks both trees first and runs a scenario on
both or on neither. Players are spread over enough tables that nobody reaches the per-player
allowance of openings (20 per table, bot/ui/common/cooldowns.py); simcord's clock does not move.
The boards' in-memory wake-up is turned off where the tree has one, as the e2e tests do (simcord
would settle every planned wake inside the command that planned it, real seconds each): the mark a
step writes is timed, the coalesced redraw later is not.
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from typing import Any

GAME_FLIP = "game_flip"
DUEL = "duel"
GAME_NEXT = "game_next"
SCENARIOS = (GAME_FLIP, DUEL, GAME_NEXT)
# The slash commands each scenario sends (as simcord lists a tree's invocations).
REQUIRES = {
    GAME_FLIP: ("flip", "game start", "game next"),
    DUEL: ("duel opposed", "hand draw"),
    GAME_NEXT: ("game start", "game next", "game end"),
}
OPENINGS_PER_PLAYER = 15  # openings a player makes at one table, below the allowance of 20
STEPS_MAX = 12  # untimed steps to finish a duel or a turn's start before giving up
# simcord fails a step whose bot has not settled within this many real seconds: a guard against a
# bot that hangs, not a speed limit (a burst of 200 on a machine with a load average of 11 took
# over 30 s to settle).
SETTLE_TIMEOUT_S = 120.0


@contextmanager
def callback_times() -> Iterator[dict[int, float]]:
    """Record when each interaction first gets its callback (any response kind)."""
    from simcord.backend.models.interaction import Interaction

    seen: dict[int, float] = {}
    originals: dict[str, Callable[..., Any]] = {}
    for name in ("respond_with_message", "defer", "update_source", "defer_update", "show_modal"):
        original = getattr(Interaction, name, None)
        if original is None:
            continue
        originals[name] = original

        def wrapped(self: Any, *args: Any, _original: Callable[..., Any] = original, **kw: Any) -> Any:
            seen.setdefault(self.id, time.perf_counter())
            return _original(self, *args, **kw)

        setattr(Interaction, name, wrapped)
    try:
        yield seen
    finally:
        for name, original in originals.items():
            setattr(Interaction, name, original)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


class Timer:
    """CPU and latency of measured actions, by action name."""

    def __init__(self, answered: dict[int, float]) -> None:
        self.answered = answered
        self.cpu: dict[str, list[float]] = {}
        self.latency: dict[str, list[float]] = {}

    async def time(self, name: str, action: Awaitable[Any]) -> Any:
        known = set(self.answered)
        started, cpu = time.perf_counter(), time.process_time()
        result = await action
        cpu = time.process_time() - cpu
        new = [i for i in self.answered if i not in known]
        if len(new) != 1:
            raise RuntimeError(f"{name}: {len(new)} interactions answered, expected one")
        if getattr(result, "ephemeral", False):
            raise RuntimeError(f"{name}: refused privately: {text_of(result)!r}")
        self.cpu.setdefault(name, []).append(cpu * 1000)
        self.latency.setdefault(name, []).append((self.answered[new[0]] - started) * 1000)
        return result

    def figures(self) -> dict[str, float]:
        out: dict[str, float] = {}
        for name, cpu in self.cpu.items():
            latency = self.latency[name]
            out[f"{name}_cpu_ms"] = statistics.fmean(cpu)
            out[f"{name}_p50_ms"] = percentile(latency, 0.5)
            out[f"{name}_p99_ms"] = percentile(latency, 0.99)
            out[f"{name}_n"] = float(len(cpu))
        return out


def text_of(result: Any) -> str:
    message = reply_of(result)
    return "" if message is None else str(message.content or message.components)[:300]


def reply_of(result: Any) -> Any:
    """The message an interaction produced: its response, or its first follow-up after a defer."""
    if result.response is not None and (result.response.content or result.response.components):
        return result.response
    return result.followups[0] if result.followups else result.response


def custom_ids(components: list[Any]) -> list[str]:
    out: list[str] = []
    for component in components:
        data = component if isinstance(component, dict) else component.to_dict()
        if data.get("custom_id") and not data.get("disabled"):
            out.append(data["custom_id"])
        out.extend(custom_ids(data.get("components") or []))
        if data.get("accessory"):
            out.extend(custom_ids([data["accessory"]]))
    return out


class Place:
    """A guild of the offline Discord with players seated in pairs at tables."""

    def __init__(self, env: Any, pairs: int, tables_per_pair: int) -> None:
        from simcord.results import ResponseMessage

        self.env = env
        self.message_class = ResponseMessage
        self.guild = env.create_guild("Scenarios")
        self.pairs = [
            (
                self.guild.add_member(env.create_user(f"a{index}")),
                self.guild.add_member(env.create_user(f"b{index}")),
            )
            for index in range(pairs)
        ]
        self.tables = [
            [self.guild.create_text_channel(f"t{index}-{kind}") for kind in range(tables_per_pair)]
            for index in range(pairs)
        ]

    def commands(self) -> set[str]:
        alice, _ = self.pairs[0]
        return set(alice.available_commands(self.tables[0][0]))

    def message(self, channel: Any, message_id: int) -> Any:
        return self.message_class(self.env, self.env.backend.get_message(channel.id, message_id))

    def pending(self, channel: Any, prefixes: tuple[str, ...], last: int = 6) -> list[tuple[Any, str]]:
        """(message, custom id) of the live controls with those prefixes on the channel's last
        public messages, newest message first."""
        stored = sorted(self.env.backend.messages.get(channel.id, {}).values(), key=lambda m: m.id)
        found: list[tuple[Any, str]] = []
        for message in reversed([m for m in stored if not m.flags & 64][-last:]):
            for custom_id in custom_ids(message.components):
                if custom_id.startswith(prefixes):
                    found.append((self.message_class(self.env, message), custom_id))
        return found

    def member(self, index: int, user_id: int) -> Any:
        alice, bob = self.pairs[index]
        return alice if alice.id == user_id else bob


def spread(actions: int, per_pair: int) -> int:
    """Pairs of players enough for ``actions`` openings without anyone passing the allowance."""
    return max(2, math.ceil(actions / per_pair))


def unavailable(commands: set[str]) -> dict[str, str]:
    """The scenarios this tree cannot run, with the commands it lacks."""
    out: dict[str, str] = {}
    for name in SCENARIOS:
        missing = [f"/{c}" for c in REQUIRES[name] if c not in commands]
        if missing:
            out[name] = "this tree has no " + ", ".join(missing)
    return out


async def game_flip(place: Place, timer: Timer, actions: int) -> dict[str, float]:
    """`/flip` at a game table and at a plain table, one after the other, by the same players."""
    for index, (alice, bob) in enumerate(place.pairs):
        game_table = place.tables[index][0]
        await start_game(place, index, game_table)
        await advance(place, timer, index, game_table, None, timed=False)
        for player in (alice, bob):  # every deck exists and is cached before the timed flips
            for channel in place.tables[index]:
                await player.slash(channel, "flip")
    for step in range(actions):
        index = step % len(place.pairs)
        player = place.pairs[index][(step // len(place.pairs)) % 2]
        game_table, plain_table = place.tables[index]
        await timer.time("nogame_flip", player.slash(plain_table, "flip"))
        await timer.time("game_flip", player.slash(game_table, "flip"))
    figures = timer.figures()
    return {
        **figures,
        "game_flip_cpu_vs_nogame": figures["game_flip_cpu_ms"] / figures["nogame_flip_cpu_ms"],
        "game_flip_p99_vs_nogame": figures["game_flip_p99_ms"] / figures["nogame_flip_p99_ms"],
    }


async def duel(place: Place, timer: Timer, actions: int) -> dict[str, float]:
    """Opposed duels: the resister accepts (timed), then each cheat window is declined (timed)."""
    for index, (alice, bob) in enumerate(place.pairs):
        for player in (alice, bob):
            await player.slash(place.tables[index][0], "hand draw")
    for step in range(actions):
        index = step % len(place.pairs)
        alice, bob = place.pairs[index]
        channel = place.tables[index][0]
        opened = await alice.slash(channel, "duel opposed", opponent=bob, stat=5, opponent_stat=5)
        message = reply_of(opened)
        if opened.ephemeral or message is None:
            raise RuntimeError(f"duel refused: {text_of(opened)!r}")
        accept = [i for i in custom_ids(message.components) if i.endswith(f":{bob.id}:accept")]
        if not accept:
            raise RuntimeError(f"no Accept for the resister: {custom_ids(message.components)}")
        await timer.time("duel_accept", bob.click(message, custom_id=accept[0]))
        for _ in range(STEPS_MAX):
            message = place.message(channel, message.id)
            ids = [i for i in custom_ids(message.components) if i.startswith(("fb:da:", "fb:dc:"))]
            if not ids:
                break
            keep = [i for i in ids if i.startswith("fb:da:") and i.endswith(":keep")]
            if keep:
                who = place.member(index, int(keep[0].split(":")[3]))
                await timer.time("duel_keep", who.click(message, custom_id=keep[0]))
            elif choices := [i for i in ids if i.startswith("fb:dc:")]:
                who = place.member(index, int(choices[0].split(":")[3]))
                await who.click(message, custom_id=choices[0])
            else:
                raise RuntimeError(f"a duel waits for something this benchmark does not press: {ids}")
        else:
            raise RuntimeError("a duel did not finish")
    return timer.figures()


async def start_game(place: Place, index: int, channel: Any) -> None:
    """`/game start` (M4E, the default) and the attacker's strategy, untimed."""
    alice, bob = place.pairs[index]
    started = await alice.slash(channel, "game start", opponent=bob)
    if started.ephemeral:
        raise RuntimeError(f"/game start refused: {text_of(started)!r}")
    for message, custom_id in place.pending(channel, ("fb:estrat:",)):
        chooser = place.member(index, int(custom_id.split(":")[2]))
        menu = find_component(message.components, custom_id)
        await chooser.select(message, [menu["options"][0]["value"]], custom_id=custom_id)
        break


def find_component(components: list[Any], custom_id: str) -> dict[str, Any]:
    for component in components:
        data = component if isinstance(component, dict) else component.to_dict()
        if data.get("custom_id") == custom_id:
            return dict(data)
        try:
            return find_component(data.get("components") or [], custom_id)
        except LookupError:
            continue
    raise LookupError(custom_id)


async def advance(
    place: Place, timer: Timer, index: int, channel: Any, last: Any, *, timed: bool = True
) -> Any:
    """`/game next` (with the last activation after turn 1), then the turn's opening steps."""
    alice, bob = place.pairs[index]
    sender = bob if last is None else (alice if last is bob else bob)
    options = {} if last is None else {"last_activation": last}
    action = sender.slash(channel, "game next", **options)
    result = await (timer.time("game_next", action) if timed else action)
    if result.ephemeral:
        raise RuntimeError(f"/game next refused: {text_of(result)!r}")
    await open_turn(place, index, channel)
    return result


async def open_turn(place: Place, index: int, channel: Any) -> None:
    """Both players keep their hands; the initiative's winner lets a cheat window pass and
    chooses to go first (untimed)."""
    kept: set[int] = set()
    for _ in range(STEPS_MAX):
        pending = place.pending(channel, ("fb:gds:", "fb:gi:"))
        if not pending:
            return
        message, custom_id = pending[0]
        if custom_id == "fb:gds:keep":
            who = next(p for p in place.pairs[index] if p.id not in kept)
            kept.add(who.id)
            await who.click(message, custom_id=custom_id)
            continue
        steps = [i for _, i in pending if i.startswith("fb:gi:")]
        decline = [i for i in steps if i.endswith(":decline")]
        first = [i for i in steps if ":first:" in i]
        chosen = (decline or first or [None])[0]
        if chosen is None:
            raise RuntimeError(f"a turn waits for something this benchmark does not press: {steps}")
        who = place.member(index, int(chosen.split(":")[3]))
        await who.click(message, custom_id=chosen)
    raise RuntimeError("a turn's opening steps did not finish")


async def game_next(place: Place, timer: Timer, actions: int) -> dict[str, float]:
    """Whole M4E games at every table in turn: the four `/game next` that start a turn are timed."""
    done = 0
    while done < actions:
        for index in range(len(place.pairs)):
            if done >= actions:
                break
            alice, bob = place.pairs[index]
            channel = place.tables[index][0]
            await start_game(place, index, channel)
            await advance(place, timer, index, channel, None)
            last = alice
            for _ in range(3):
                await advance(place, timer, index, channel, last)
                last = bob if last is alice else alice
            over = await alice.slash(channel, "game next", last_activation=last)
            ended = await alice.slash(channel, "game end")
            if over.ephemeral or ended.ephemeral:
                raise RuntimeError(f"the game did not end: {text_of(over)!r} {text_of(ended)!r}")
            done += 4
    return timer.figures()


RUNNERS: dict[str, Callable[[Place, Timer, int], Awaitable[dict[str, float]]]] = {
    GAME_FLIP: game_flip,
    DUEL: duel,
    GAME_NEXT: game_next,
}
# Each scenario's tables per pair of players, and the actions a pair takes without either player
# passing OPENINGS_PER_PLAYER at a table: a game-table flip and a plain one per action, shared by
# two players, beside the game's start and first turn and a warm-up flip; one duel opened per
# action; four timed turns a game, each player opening three or four times a game.
SHAPES = {GAME_FLIP: (2, 26), DUEL: (1, OPENINGS_PER_PLAYER), GAME_NEXT: (1, 12)}


def no_board_wake() -> None:
    """Turn the boards' in-memory wake-up off where the tree has one (see the module docstring)."""
    try:
        from bot.ui.game.board import BoardWake
    except ImportError:
        return
    BoardWake.soon = lambda self, at=None: None


async def probe(build: Callable[[], Awaitable[Any]]) -> dict[str, str]:
    """Start the bot offline and say which scenarios this tree cannot run, and why."""
    import simcord

    bot = await build()
    try:
        async with simcord.run(bot, check_errors=False, settle_timeout=SETTLE_TIMEOUT_S) as env:
            return unavailable(Place(env, 1, 1).commands())
    finally:
        await bot.store.close()


async def run(
    build: Callable[[], Awaitable[Any]], names: list[str], actions: int, keep_going: bool
) -> tuple[dict[str, float], dict[str, str]]:
    """Run the scenarios, each on its own guild of one bot; figures, and the ones not run and why."""
    import simcord

    no_board_wake()
    figures: dict[str, float] = {}
    notes: dict[str, str] = {}
    bot = await build()
    try:
        async with simcord.run(bot, check_errors=False, settle_timeout=SETTLE_TIMEOUT_S) as env:
            missing = unavailable(Place(env, 1, 1).commands())
            for name in names:
                if name in missing:
                    notes[name] = missing[name]
                    continue
                tables, per_pair = SHAPES[name]
                pairs = spread(actions, per_pair)
                with callback_times() as answered:
                    try:
                        place = Place(env, pairs, tables)
                        figures.update(await RUNNERS[name](place, Timer(answered), actions))
                    except Exception as error:
                        if not keep_going:
                            raise
                        notes[name] = f"failed: {type(error).__name__}: {error}"
    finally:
        await bot.store.close()
    return figures, notes
