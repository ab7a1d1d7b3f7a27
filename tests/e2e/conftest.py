"""End-to-end fixtures: the real Fatebot, its database and a seeded RNG, inside simcord.

Which stores a test runs on: SQLite (a temp file) only, unless it is marked ``both_stores``
(a test, or a module via ``pytestmark``); then also on a fresh PostgreSQL database (``pg_url`` in
tests/conftest.py; skipped with a reason where PostgreSQL is absent, failing under CI). The store
itself is tested on both in tests/store and tests/play; an end-to-end test is marked where the
store's behaviour is part of what it tests: restarts and reopening, two processes or stores on
one database, what sweeps, expiry and reminders find from stored times, undoing a reply that
failed, locks, crashes, migrations, group commit, leases, and the acceptance tests of whole
features. FATEBOT_E2E_BACKENDS=sqlite runs every test on SQLite only (a quicker local loop);
FATEBOT_E2E_BACKENDS=all runs every test on both (a full local check).

Every test here is judged by Discord's schema and rules (`judged_by_discord`, autouse): each
body the bot sends must be one Discord accepts.

Every test here gets the privacy check (`privacy` fixture, autouse): after the test, no card
that is in someone's hand may appear in a public channel message or in another user's DM.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

import discord
import pytest
import pytest_asyncio
import simcord
from simcord.actors import MemberActor

from bot.app import Fatebot
from bot.loops import every
from bot.store import Store
from bot.ui.common.errors import known_error_message
from bot.ui.game.board import BoardWake
from tests.conftest import BACKENDS
from tests.contracts.boundary import Boundary
from tests.e2e.contexts import Contexts
from tests.e2e.helpers import PrivacyWatch, Table, readable_v2
from tests.e2e.ratelimits import RateLimits

SEED = 20240601

LEAGUE_SEED = bytes(range(200, 232))  # the seed the league cog draws from in tests


def make_rng_factory(seed: int = SEED) -> Callable[[], random.Random]:
    """Each unit of work gets its own generator, all drawn from one seeded master."""
    master = random.Random(seed)
    return lambda: random.Random(master.getrandbits(64))


def virtual_clock() -> float:
    # simcord virtualises discord.utils.utcnow(), so env.advance_time() moves this clock too.
    return discord.utils.utcnow().timestamp()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "fatebot.sqlite3"


E2E_BACKENDS_CHOICE = os.environ.get("FATEBOT_E2E_BACKENDS", "")
if E2E_BACKENDS_CHOICE not in ("", "sqlite", "all"):
    raise pytest.UsageError(
        f"FATEBOT_E2E_BACKENDS={E2E_BACKENDS_CHOICE!r}: use 'sqlite', 'all' or leave it unset"
    )


def e2e_backends(both_stores: bool, choice: str = E2E_BACKENDS_CHOICE) -> tuple[str, ...]:
    """The stores a test runs on (see the top of this file)."""
    if choice == "all" or (both_stores and choice == ""):
        return BACKENDS
    return ("sqlite",)


# simcord fails a step whose bot has not settled within this many real seconds (its default is
# 5): a guard against a bot that hangs, not a speed limit. The suite runs on every core at once
# (pytest-xdist, README), each worker with its own PostgreSQL, so a step on a busy machine may take
# longer than 5 s without anything being wrong; a bot that really hangs still fails the test.
SETTLE_TIMEOUT_S = 30.0
# The bot's answer deadline in real seconds (bot/ui/common/deadline.py: 2 by default, then it
# answers "busy" privately). Here the bot waits up to 30: on a busy machine with parallel
# workers a command may take over 2 s of real time, and the tests are about what it answers,
# not how fast this machine is. tests/e2e/test_store_busy.py sets its own short deadline to test
# the busy answer itself.
ANSWER_DEADLINE_S = 30.0


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    here = Path(__file__).parent
    for item in items:
        if item.path.is_relative_to(here) and item.get_closest_marker("simcord") is None:
            item.add_marker(pytest.mark.simcord(settle_timeout=SETTLE_TIMEOUT_S))


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "bot_database" in metafunc.fixturenames:
        both = metafunc.definition.get_closest_marker("both_stores") is not None
        metafunc.parametrize("e2e_backend", e2e_backends(both))


@pytest.fixture
def e2e_backend() -> str:
    return "sqlite"


@pytest.fixture
def bot_database(request: pytest.FixtureRequest, e2e_backend: str, db_path: Path) -> str | Path:
    if e2e_backend == "sqlite":
        return db_path
    return str(request.getfixturevalue("pg_url"))


@pytest_asyncio.fixture
async def make_bot(bot_database: str | Path) -> AsyncIterator[Callable[..., Awaitable[Fatebot]]]:
    """Build a Fatebot on the test's database; a restart builds another one on the same file.

    The store is opened here, outside the bot's own tasks: simcord fails a test whose bot
    leaves a task waiting on something it does not recognise, and the store's commit task
    waits for work forever by design. Every store opened is closed after the test.
    """
    stores: list[Store] = []

    async def build(**overrides: Any) -> Fatebot:
        store = await Store.open(bot_database, every=every)
        stores.append(store)
        options: dict[str, Any] = {
            "database": bot_database,
            "store": store,
            "rng_factory": make_rng_factory(),
            "clock": virtual_clock,
            "duel_ttl_s": 15 * 60.0,
            "answer_deadline_s": ANSWER_DEADLINE_S,
        }
        options.update(overrides)
        return Fatebot(**options)

    yield build
    for store in stores:
        with contextlib.suppress(asyncio.CancelledError):
            await store.close()


@pytest_asyncio.fixture
async def simcord_bot(make_bot: Callable[..., Awaitable[Fatebot]]) -> Fatebot:
    return await make_bot()


@pytest.fixture
def table(simcord_env: simcord.Env) -> Table:
    """A server with one table channel, two players and a moderator."""
    return Table.create(simcord_env)


@pytest.fixture(autouse=True)
def judged_by_discord(discord_contract: Boundary | None) -> Boundary | None:
    """Every body the bot sends is judged by Discord's schema and rules (tests/contracts/plugin.py).

    Set up before the bot starts (autouse fixtures are set up by name, before the ones a test
    asks for), so the command sync is judged too."""
    return discord_contract


@pytest.fixture(autouse=True)
def v2_as_content() -> Iterator[None]:
    """Read a Components V2 reply's text as its content (see `readable_v2`)."""
    with readable_v2():
        yield


@pytest_asyncio.fixture(autouse=True)
async def privacy(simcord_env: simcord.Env) -> AsyncIterator[PrivacyWatch]:
    """Fail the test if any card in a player's hand shows anywhere that player is not alone."""
    watch = PrivacyWatch(simcord_env)
    watch.install()
    yield watch
    try:
        await watch.check()
    finally:
        watch.uninstall()
    acknowledge_user_errors(simcord_env)


def acknowledge_user_errors(env: simcord.Env) -> None:
    """Let user errors through, fail on bugs.

    simcord records every error that reaches the command tree's on_error, even the ones the
    bot answered with a clear private message (bad input, refusals). Those are expected; any
    other error the test did not inspect itself is re-raised here. (`_errors_acknowledged` is
    simcord's private cursor of errors a test already inspected.)
    """
    unseen = env.errors_since(env._errors_acknowledged)
    env.errors  # noqa: B018 - reading acknowledges
    bugs = [e for e in unseen if known_error_message("en", e) is None]
    if bugs:
        raise ExceptionGroup(
            "the bot raised unexpected errors", [e for e in bugs if isinstance(e, Exception)]
        )


@pytest.fixture
def contexts(simcord_env: simcord.Env, monkeypatch: pytest.MonkeyPatch) -> Contexts:
    """The four places a player can use Fatebot (tests/e2e/contexts.py)."""
    return Contexts(simcord_env, monkeypatch)


@pytest.fixture
def organiser(table: Table, simcord_env: simcord.Env) -> MemberActor:
    """A member with Manage Server; the league cog draws from a fixed seed."""
    role = table.guild.create_role("Organisers", permissions=discord.Permissions(manage_guild=True))
    member = table.guild.add_member(table.env.create_user("org"), roles=[role])
    simcord_env.bot.play.league.seed_source = lambda: LEAGUE_SEED  # type: ignore[attr-defined]
    return member


@pytest.fixture(autouse=True)
def no_board_wake(monkeypatch: pytest.MonkeyPatch) -> None:
    """The game boards' in-memory wake-up (bot/ui/game/board.py: BoardWake) stays off here: it is
    only a shortcut before the sweep, and simcord would settle every planned wake as part of the
    command, costing real seconds each. Tests that check a board flush the due boards themselves
    once its settle window has passed (tests/e2e/test_game_board.py: ``settle``)."""
    monkeypatch.setattr(BoardWake, "soon", lambda self, at=None: None)


@pytest.fixture
def rate_limits(simcord_env: simcord.Env) -> Iterator[RateLimits]:
    """Discord's rate limits, modelled (tests/e2e/ratelimits.py): from here on, a REST call over a
    bucket's limit is answered 429 and kept in ``refused``. Not for every test: most do not move
    simcord's clock between the calls they cause, as players' clicks would."""
    clock = simcord_env.backend.clock
    yield from RateLimits(clock=lambda: clock.elapsed, epoch=lambda: clock.now().timestamp()).installed()
