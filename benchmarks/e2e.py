"""End-to-end speed of the real bot against a discord.py bot that does nothing, side by side.

    python -m benchmarks.e2e [--flips N] [--burst B] [--rounds R] [--actions A] [--quick]
        [--kinds noop,rich,fatebot] [--scenarios all|none|game_flip,duel,game_next] [--no-startup]

Both bots run through the same offline Discord (simcord: the real discord.py gateway parsing,
command tree, transformers and HTTP client, answered by an in-memory backend). The no-op bot
has the same `/flip` command and answers every call with a fixed text. Each phase runs for the
no-op bot and for Fatebot alternately, R times, and every figure is the median over the rounds
of Fatebot's value divided by the no-op's from the same round:

- cpu_per_flip: process CPU per sequential `/flip` (no modifier), and per `/flip +` whose reply
  carries the choice buttons;
- burst_3 / burst_200: B `/flip +` interactions created at once on 3 (or 200) tables; latency is
  from the INTERACTION_CREATE to the bot's interaction callback; p50 and p99;
- startup: a fresh process, from its start to the bot being ready to serve (offline), and its
  resident memory then.

A second reference, the "rich" bot, answers with a fixed reply of the same shape as Fatebot's
(Components V2: a container, text, a separator, buttons): ``ratio_to_rich`` divides by it, which
leaves out what discord.py and the offline Discord spend on a reply of that shape.

Fatebot also runs the scenarios of benchmarks/e2e_scenarios.py (A timed actions each): a flip at
a table with a running `/game` against one at a table without, a duel's steps, a `/game` turn
advance. The reference bots have no such commands, so these figures are Fatebot's own (CPU per
action, latency p50/p99); against an earlier Fatebot, compare them with benchmarks/compare.py,
which runs this module with ``--kinds fatebot`` for the current tree and a git commit in turn.

Fatebot keeps its production durability (WAL, synchronous=FULL): every reply still waits for
the commit that holds its change. The last line printed is one JSON object.
"""

from __future__ import annotations

import argparse
import asyncio
import inspect
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from benchmarks import e2e_scenarios
from benchmarks.e2e_scenarios import SETTLE_TIMEOUT_S, callback_times, percentile

BENCH_ANSWER_DEADLINE_S = 30.0

NOOP = "noop"
RICH = "rich"
FATEBOT = "fatebot"
KINDS = (NOOP, RICH, FATEBOT)


def build_noop() -> Any:
    """A discord.py bot with Fatebot's /flip signature that answers a fixed text."""
    import discord
    from discord.ext import commands

    bot = commands.Bot(command_prefix=commands.when_mentioned, intents=discord.Intents.default())

    @bot.tree.command(name="flip", description="Flip")
    async def flip(
        interaction: discord.Interaction[Any], modifiers: str | None = None, reason: str | None = None
    ) -> None:
        await interaction.response.send_message("Flipped: 7 of Rams\nCard: 7 of Rams")

    async def setup_hook() -> None:
        await bot.tree.sync()

    bot.setup_hook = setup_hook  # type: ignore[method-assign]
    return bot


def build_rich() -> Any:
    """The no-op bot, but its fixed answer is shaped like Fatebot's flip reply (Components V2:
    a container with the text, a separator and buttons): what discord.py and the offline
    Discord spend on a reply of that shape, with none of Fatebot's own work."""
    import discord
    from discord.ext import commands

    bot = commands.Bot(command_prefix=commands.when_mentioned, intents=discord.Intents.default())
    text = (
        "**🃏 7 of Rams** · <@1> flips (+)\nFlipped: 7 of Rams, 3 of Crows\nCard: 7 of Rams\n"
        "-# You may switch to another flipped card until 12:15."
    )

    def layout() -> discord.ui.LayoutView:
        view = discord.ui.LayoutView(timeout=None)
        row: discord.ui.ActionRow[discord.ui.LayoutView] = discord.ui.ActionRow()
        for index in range(3):
            row.add_item(discord.ui.Button(label=f"Card {index}", custom_id=f"rich:{index}"))
        view.add_item(
            discord.ui.Container(
                discord.ui.TextDisplay(text), discord.ui.Separator(), row, accent_colour=0xC0392B
            )
        )
        return view

    @bot.tree.command(name="flip", description="Flip")
    async def flip(
        interaction: discord.Interaction[Any], modifiers: str | None = None, reason: str | None = None
    ) -> None:
        await interaction.response.send_message(view=layout())

    async def setup_hook() -> None:
        await bot.tree.sync()

    bot.setup_hook = setup_hook  # type: ignore[method-assign]
    return bot


def build_reference(kind: str) -> Any:
    return build_noop() if kind == NOOP else build_rich()


async def build_fatebot(path: Path) -> Any:
    from bot.app import Fatebot
    from bot.loops import every
    from bot.store import Store

    store = await Store.open(path, every=every)
    options: dict[str, Any] = {}
    if "answer_deadline_s" in inspect.signature(Fatebot).parameters:
        # A command that cannot answer within the deadline answers "busy" at once, which costs
        # far less than a flip; on a loaded machine a burst would then be timed on refusals, and
        # against a tree without the deadline (the reference commit) on different work. The
        # deadline is the tests' (tests/e2e/conftest.py): every command of a burst is a flip.
        options["answer_deadline_s"] = BENCH_ANSWER_DEADLINE_S
    return Fatebot(
        database=path, store=store, rng_factory=lambda: random.Random(random.getrandbits(64)), **options
    )


async def run_phases(kind: str, workdir: Path, flips: int, burst: int) -> dict[str, float]:
    bot = (
        await build_fatebot(workdir / f"{kind}-{time.time_ns()}.sqlite3")
        if kind == FATEBOT
        else build_reference(kind)
    )
    try:
        return await measure_phases(bot, flips, burst)
    finally:
        # Also after a failure: an open store's threads would keep the process from exiting.
        if kind == FATEBOT:
            await bot.store.close()


async def measure_phases(bot: Any, flips: int, burst: int) -> dict[str, float]:
    import discord
    import simcord
    from simcord import interactions as sim_interactions

    figures: dict[str, float] = {}
    async with simcord.run(bot, check_errors=False, settle_timeout=SETTLE_TIMEOUT_S) as env:
        guild = env.create_guild("Bench")
        channels = [guild.create_text_channel(f"table-{i}") for i in range(200)]
        players = [guild.add_member(env.create_user(f"p{i}")) for i in range(burst)]

        # Flips rotate over a few players, as at a real table (and under the per-player cooldown).
        seated = players[: max(1, min(len(players), 40))]

        async def sequential(options: dict[str, Any]) -> float:
            for player in seated:  # warm caches, create the decks
                await player.slash(channels[0], "flip", **options)
            start = time.process_time()
            for index in range(flips):
                await seated[index % len(seated)].slash(channels[0], "flip", **options)
            return (time.process_time() - start) / flips * 1000

        figures["cpu_flip_ms"] = await sequential({})
        figures["cpu_plus_flip_ms"] = await sequential({"modifiers": "+"})

        root = env.backend.find_command("flip", None)
        assert root is not None

        async def burst_on(table_count: int) -> tuple[float, float]:
            sent: dict[int, float] = {}
            with callback_times() as answered:
                env._begin_operation("burst")
                try:
                    for index, player in enumerate(players):
                        channel = channels[index % table_count]
                        data = {
                            "id": root["id"],
                            "name": "flip",
                            "type": 1,
                            "options": [{"name": "modifiers", "type": 3, "value": "+"}],
                        }
                        record, payload = sim_interactions.base_payload(
                            env.backend,
                            type=discord.InteractionType.application_command.value,
                            channel_id=channel.id,
                            guild_id=guild.id,
                            user_id=player.id,
                            data=data,
                        )
                        sent[record.id] = time.perf_counter()
                        env.backend.emit("INTERACTION_CREATE", payload)
                    await env._settle_internal(dispatch="INTERACTION_CREATE")
                finally:
                    env._end_operation()
            latencies = [(answered[i] - t) * 1000 for i, t in sent.items() if i in answered]
            assert len(latencies) == len(sent), f"{len(sent) - len(latencies)} interactions unanswered"
            return percentile(latencies, 0.5), percentile(latencies, 0.99)

        await burst_on(3)  # warm: every player's deck exists before the measured bursts
        figures["burst3_p50_ms"], figures["burst3_p99_ms"] = await burst_on(3)
        await burst_on(200)
        figures["burst200_p50_ms"], figures["burst200_p99_ms"] = await burst_on(200)
    return figures


STARTUP_CHILD = """
import asyncio, sys, time
from pathlib import Path
sys.argv = ["e2e"]
import simcord
from benchmarks import e2e

async def main() -> None:
    kind, path = {kind!r}, Path({path!r})
    bot = await e2e.build_fatebot(path) if kind == e2e.FATEBOT else e2e.build_reference(kind)
    try:
        async with simcord.run(bot, check_errors=False, settle_timeout=e2e.SETTLE_TIMEOUT_S):
            print("READY", flush=True)
            rss = 0.0
            with open("/proc/self/status") as status:
                for line in status:
                    if line.startswith("VmRSS:"):
                        rss = int(line.split()[1]) / 1024
            print(f"RSS {{rss}}", flush=True)
    finally:
        if kind == e2e.FATEBOT:
            await bot.store.close()

asyncio.run(main())
"""


def startup(kind: str, workdir: Path) -> tuple[float, float]:
    """Seconds from process start to ready, and resident MiB then, in a fresh interpreter."""
    path = workdir / f"startup-{kind}-{time.time_ns()}.sqlite3"
    code = STARTUP_CHILD.format(kind=kind, path=str(path))
    started = time.perf_counter()
    child = subprocess.Popen(
        [sys.executable, "-c", code], stdout=subprocess.PIPE, text=True, cwd=Path(__file__).parent.parent
    )
    assert child.stdout is not None
    ready = 0.0
    rss = 0.0
    for line in child.stdout:
        if line.startswith("READY") and not ready:
            ready = time.perf_counter() - started
        elif line.startswith("RSS "):
            rss = float(line.split()[1])
    if child.wait() != 0 or not ready:
        raise RuntimeError(f"{kind} start-up probe failed")
    return ready, rss


def scenario_names(value: str) -> list[str]:
    if value == "all":
        return list(e2e_scenarios.SCENARIOS)
    names = [] if value == "none" else [name for name in value.split(",") if name]
    unknown = [name for name in names if name not in e2e_scenarios.SCENARIOS]
    if unknown:
        raise argparse.ArgumentTypeError(f"unknown scenarios: {', '.join(unknown)}")
    return names


def kind_names(value: str) -> list[str]:
    kinds = [kind for kind in value.split(",") if kind]
    if not kinds or any(kind not in KINDS for kind in kinds):
        raise argparse.ArgumentTypeError(f"kinds are among {', '.join(KINDS)}")
    return kinds


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--flips", type=int, default=300, help="sequential flips per kind per round")
    parser.add_argument("--burst", type=int, default=200, help="interactions in one burst")
    parser.add_argument("--rounds", type=int, default=3, help="alternations (the median is reported)")
    parser.add_argument(
        "--kinds",
        type=kind_names,
        default=list(KINDS),
        help="the bots to run, comma-separated (default: noop,rich,fatebot; ratios need noop and rich)",
    )
    parser.add_argument(
        "--scenarios",
        type=scenario_names,
        default=list(e2e_scenarios.SCENARIOS),
        help="Fatebot's scenarios beyond /flip: all (default), none, or a comma-separated list of "
        + ", ".join(e2e_scenarios.SCENARIOS),
    )
    parser.add_argument("--actions", type=int, default=100, help="timed actions per scenario per round")
    parser.add_argument(
        "--keep-going",
        action="store_true",
        help="report a scenario that fails under not_run (with its error) instead of stopping",
    )
    parser.add_argument(
        "--list-scenarios",
        action="store_true",
        help="print which scenarios this tree cannot run (JSON: name to reason) and stop",
    )
    parser.add_argument(
        "--no-startup", action="store_true", help="leave out the start-up probe (a fresh process per bot)"
    )
    parser.add_argument(
        "--quick", action="store_true", help="a tiny run: 20 flips, burst 20, 1 round, 8 actions"
    )
    args = parser.parse_args(argv)
    if args.quick:
        args.flips, args.burst, args.rounds, args.actions = 20, 20, 1, 8
    return args


def main(argv: list[str] | None = None) -> None:
    args = parse(argv)
    import logging

    logging.disable(logging.CRITICAL)
    kinds: list[str] = args.kinds
    raw: dict[str, dict[str, list[float]]] = {kind: {} for kind in kinds}
    not_run: dict[str, str] = {}
    with tempfile.TemporaryDirectory(prefix="fatebot-e2e-") as tmp:
        workdir = Path(tmp)

        def fresh_bot() -> Any:
            return build_fatebot(workdir / f"scenarios-{time.time_ns()}.sqlite3")

        if args.list_scenarios:
            print(json.dumps({"not_run": asyncio.run(e2e_scenarios.probe(fresh_bot))}))
            return
        for _ in range(args.rounds):
            for kind in kinds:
                figures = asyncio.run(run_phases(kind, workdir, args.flips, args.burst))
                if not args.no_startup:
                    figures["startup_s"], figures["rss_mb"] = startup(kind, workdir)
                if kind == FATEBOT and args.scenarios:
                    more, notes = asyncio.run(
                        e2e_scenarios.run(fresh_bot, args.scenarios, args.actions, args.keep_going)
                    )
                    figures.update(more)
                    not_run.update(notes)
                for name, value in figures.items():
                    raw[kind].setdefault(name, []).append(value)
    result: dict[str, Any] = {"rounds": args.rounds, "flips": args.flips, "burst": args.burst}
    for reference, key in ((NOOP, "ratio"), (RICH, "ratio_to_rich")):
        if reference in kinds and FATEBOT in kinds:
            # Each round's Fatebot figure over the reference's from the same round; the median.
            ours = raw[FATEBOT]
            result[key] = {
                name: round(statistics.median(f / r for f, r in zip(ours[name], values, strict=True)), 2)
                for name, values in raw[reference].items()
            }
    for kind in kinds:
        result[kind] = {name: round(statistics.median(v), 3) for name, v in raw[kind].items()}
    if FATEBOT in kinds:
        result["scenarios"] = args.scenarios
        result["actions"] = args.actions
        result["not_run"] = not_run
    result.update({"python": sys.version.split()[0], "cpus": os.cpu_count()})
    print(json.dumps(result))


if __name__ == "__main__":
    main()
