"""Regenerate docs/screenshots/*.png: what players see, in English and Spanish.

Runs the real bot offline in simcord (as the end-to-end tests do), plays its scenes and has
simcord's preview render each as a Discord-like page, captured with headless Chromium:

    flip-choice   a `+` flip with the card buttons and "flip again"
    duel          an M3E opposed duel's result after a choice, a soulstone and two cheats
    encounter     an M4E encounter between two players
    hand-dm       the hand DM after /hand draw
    help          a /help page (Duels) with its menu of topics
    notice        play by post: the line that tells only the player who owes the next step
    standings     a league's standings after its first round
    games         /games from the DM with the bot: games in two servers and a duel owed
    board         play by post: a game's pinned board during the activations: whose move, Done
    luck          the end of a game: its luck report
    crew          /crew show: a crew imported from a Tabletop Simulator list, with shared cards
    card          /crew card show: a model card as text to share

Not part of the test command. Needs Debian's `chromium` and, in the venv,
`pip install 'simcord[preview]' playwright`:

    python -m tools.screenshots [--out docs/screenshots] [--chromium /usr/bin/chromium]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import discord
import pytest
import simcord
import simcord.interactions
from simcord.backend.cdn import CDN_BASE
from simcord.preview import _capture

from bot.app import Fatebot
from bot.rules.common.cards import Card, Suit
from bot.store import Store, board_repo
from bot.ui.common.cards import card_name
from bot.ui.common.emoji import EMOJI_DIR
from bot.ui.common.i18n import tr
from tests.e2e.contexts import Contexts
from tests.e2e.helpers import Table, custom_ids

CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
LOCALES = {"en": "en-US", "es": "es-ES"}
WIDTH = 720
SEED = 7


def use_system_chromium(executable: str) -> None:
    """simcord's capture launches Playwright's bundled browser: launch the system one instead."""

    async def ensure_browser(self: Any) -> Any:
        if self._browser is None:
            from playwright.async_api import async_playwright

            self._playwright = await async_playwright().start()
            self._browser = await self._playwright.chromium.launch(
                executable_path=executable, headless=True, args=CHROMIUM_FLAGS
            )
        return self._browser

    _capture.ManagedCapture._ensure_browser = ensure_browser  # type: ignore[method-assign]


_BASE_PAYLOAD = simcord.interactions.base_payload


def speak(locale: str) -> None:
    """Every simulated interaction carries this Discord locale (simcord always sends en-US): with
    no table language set, replies follow it."""
    original = _BASE_PAYLOAD

    def localised(*args: Any, **kwargs: Any) -> Any:
        record, payload = original(*args, **kwargs)
        payload["locale"] = locale
        if "guild_locale" in payload:
            payload["guild_locale"] = locale
        return record, payload

    simcord.interactions.base_payload = localised  # type: ignore[assignment]


@asynccontextmanager
async def world(folder: Path) -> AsyncIterator[Table]:
    """A running bot on a fresh database with a seeded generator, and a table to play at."""
    database = folder / "fatebot.sqlite3"
    store = await Store.open(database)
    master = random.Random(SEED)
    bot = Fatebot(
        database=database,
        store=store,
        rng_factory=lambda: random.Random(master.getrandbits(64)),
        clock=lambda: discord.utils.utcnow().timestamp(),
        duel_ttl_s=15 * 60.0,
        upload_emoji=True,  # the bot's own suit emoji (data/emoji), as on Discord
    )
    env = simcord.Env(bot)
    await env.start()
    try:
        with env.time_context():
            yield Table.create(env)
    finally:
        await env.shutdown()
        await store.close()


def current(table: Table, message_id: int) -> discord.Message:
    return next(m for m in table.channel.history() if m.id == message_id)


async def press(table: Table, who: Any, message_id: int, suffix: str) -> simcord.InteractionResult:
    message = current(table, message_id)
    (custom_id,) = [i for i in custom_ids(message) if i.endswith(suffix)]
    return await who.click(message, custom_id=custom_id)


def reply(result: simcord.InteractionResult) -> Any:
    return result.response if result.response is not None else result.followups[0]


def emoji_assets(env: simcord.Env) -> dict[str, tuple[str, bytes]]:
    """The bot's uploaded suit emoji where the preview fetches them (simcord's CDN), offline."""
    out: dict[str, tuple[str, bytes]] = {}
    for emoji_id, record in env.backend.application_emojis.items():
        image = EMOJI_DIR / f"{record.name}.png"
        if image.exists():
            out[f"{CDN_BASE}/emojis/{emoji_id}.png"] = (f"{emoji_id}.png", image.read_bytes())
    return out


async def shoot(env: simcord.Env, channel: Any, viewer: Any, path: Path, target: Any, height: int) -> None:
    assets = emoji_assets(env)
    async with env.preview(
        channel, viewers=[viewer], layout="message", width=WIDTH, height=height, assets=assets
    ) as pv:
        await pv.show(target)
        capture = await pv.screenshot(path, viewer=viewer, mode="surface")
    print(f"{path}  ready={capture.ready} complete={capture.complete}")


async def shoot_channel(table: Table, viewer: Any, path: Path, height: int = 900) -> None:
    """The channel's latest messages as ``viewer`` sees them (their private replies included)."""
    assets = emoji_assets(table.env)
    async with table.env.preview(
        table.channel, viewers=[viewer], layout="channel", width=WIDTH, height=height, assets=assets
    ) as pv:
        capture = await pv.screenshot(path, viewer=viewer, mode="viewport")
    print(f"{path}  ready={capture.ready} complete={capture.complete}")


async def scene_flip(table: Table, lang: str, out: Path) -> None:
    await table.stack(table.alice, Card.of(7, Suit.RAMS), Card.of(12, Suit.TOMES))
    reason = {"en": "Attack the Guard", "es": "Atacar al guardia"}[lang]
    result = await table.alice.slash(table.channel, "flip", modifiers="+", reason=reason)
    await shoot(table.env, table.channel, table.alice, out / f"flip-choice-{lang}.png", reply(result), 420)


async def scene_duel(table: Table, lang: str, out: Path) -> None:
    await table.mod.slash(table.channel, "table game", game="m3e")
    await table.stack(
        table.alice, Card.of(4, Suit.RAMS), Card.of(10, Suit.TOMES), hand=[Card.of(11, Suit.RAMS)]
    )
    await table.stack(
        table.bob, Card.of(8, Suit.MASKS), hand=[Card.of(13, Suit.CROWS), Card.of(5, Suit.RAMS)]
    )
    started = await table.alice.slash(
        table.channel, "duel opposed", opponent=table.bob, stat=5, modifiers="+", opponent_stat=6
    )
    message_id = reply(started).id
    accept = current(table, message_id)
    (select,) = [i for i in custom_ids(accept) if i.endswith(":a")]
    await table.bob.select(accept, ["rams"], custom_id=select)
    await table.alice.click(current(table, message_id), label=card_name(Card.of(10, Suit.TOMES), lang))
    for who, value in ((table.bob, "13C"), (table.alice, "11R")):
        opened = await press(table, who, message_id, ":cheat")
        await who.select(reply(opened), [value])
    await shoot(
        table.env, table.channel, table.alice, out / f"duel-{lang}.png", current(table, message_id), 760
    )


async def scene_encounter(table: Table, lang: str, out: Path) -> None:
    result = await table.alice.slash(table.channel, "encounter", opponent=table.bob)
    await shoot(table.env, table.channel, table.alice, out / f"encounter-{lang}.png", reply(result), 900)


async def scene_hand(table: Table, lang: str, out: Path) -> None:
    await table.alice.slash(table.channel, "hand draw")
    dm = table.alice.user.dm_channel
    (message,) = [m for m in dm.history() if m.author.id == table.env.backend.bot_user.id]
    await shoot(table.env, dm, table.alice.user, out / f"hand-dm-{lang}.png", message, 420)


async def scene_help(table: Table, lang: str, out: Path) -> None:
    result = await table.alice.slash(table.channel, "help")
    message = reply(result)
    await table.alice.select(message, ["duels"], custom_id="fb:help")
    await shoot(table.env, table.channel, table.alice, out / f"help-{lang}.png", result, 640)


async def scene_notice(table: Table, lang: str, out: Path) -> None:
    """Play by post: Bob owes the answer to a duel; the line that pings only him links to it."""
    await table.mod.slash(table.channel, "table pace", pace="post")
    await table.alice.slash(table.channel, "duel opposed", opponent=table.bob, stat=5, opponent_stat=6)
    notice = table.channel.history()[-1]
    await shoot(table.env, table.channel, table.bob, out / f"notice-{lang}.png", notice, 260)


async def scene_standings(table: Table, lang: str, out: Path) -> None:
    """A league's standings after a round: points, W-D-L, VP difference, schedule, head-to-head."""
    organisers = table.guild.create_role("Organisers", permissions=discord.Permissions(manage_guild=True))
    organiser = table.guild.add_member(table.env.create_user("org"), roles=[organisers])
    carol = table.guild.add_member(table.env.create_user("carol"))
    dave = table.guild.add_member(table.env.create_user("dave"))
    name = {"en": "Spring", "es": "Primavera"}[lang]
    await organiser.slash(table.channel, "league-admin create", name=name, season="m4e-gg0")
    players = (table.alice, table.bob, carol, dave)
    for player in players:
        await player.slash(table.channel, "league join", name=name)
    pairs = f"<@{table.alice.id}> <@{table.bob.id}>, <@{carol.id}> <@{dave.id}>"
    await organiser.slash(
        table.channel, "league-admin pair", name=name, round=1, method="manual", pairs=pairs
    )
    for player, mine, theirs in ((table.alice, 6, 4), (table.bob, 4, 6), (carol, 5, 5), (dave, 5, 5)):
        await player.slash(table.channel, "league report", name=name, round=1, my_vp=mine, opponent_vp=theirs)
    result = await table.alice.slash(table.channel, "league standings", name=name)
    await shoot(table.env, table.channel, table.alice, out / f"standings-{lang}.png", reply(result), 360)


async def scene_games(table: Table, lang: str, out: Path) -> None:
    """Play by post: Alice asks /games in her DM with the bot: a game in each of two servers and
    a duel that waits for her, each with what she owes and a link."""
    env = table.env
    club = env.create_guild({"en": "Bayou Club", "es": "Club del Pantano"}[lang])
    elsewhere = club.create_text_channel({"en": "league-games", "es": "partidas-liga"}[lang])
    alice2, carol = club.add_member(table.alice.user), club.add_member(env.create_user("carol"))
    started = reply(await table.alice.slash(table.channel, "game start", opponent=table.bob))
    state = await env.bot.play.game.state(table.channel.id)  # type: ignore[attr-defined]
    if state is not None and state.strategy is None:
        attacker = table.alice if state.attacker == table.alice.id else table.bob
        await attacker.select(started, [state.strategy_choices[0]])
    await table.bob.slash(table.channel, "game next")
    await alice2.slash(elsewhere, "game start", opponent=carol)
    await table.bob.slash(table.channel, "duel opposed", opponent=table.alice, stat=4, opponent_stat=5)
    with pytest.MonkeyPatch.context() as patch:
        dm = Contexts(env, patch).place("bot-dm", table)
        result = await dm.slash(dm.alice, "games")
        await shoot(env, dm.channel, table.alice.user, out / f"games-{lang}.png", reply(result), 360)


async def scene_board(table: Table, lang: str, out: Path) -> None:
    """Play by post: the board of a game in its first activations, after a flip, VP, a soulstone
    spent and a handover: whose move first, with the Done button."""
    await table.mod.slash(table.channel, "table pace", pace="post")
    started = reply(await table.alice.slash(table.channel, "game start", opponent=table.bob))
    games = table.env.bot.play.game  # type: ignore[attr-defined]
    players = {table.alice.id: table.alice, table.bob.id: table.bob}
    state = await games.state(table.channel.id)
    if state is not None and state.strategy is None:
        await players[state.attacker].select(started, [state.strategy_choices[0]])
    for _ in range(2):  # from the setup to turn 1's activations
        await table.alice.slash(table.channel, "game next")
        await start_steps(table, games, players)
    await table.alice.slash(table.channel, "flip")
    await table.alice.slash(table.channel, "game score", strategy=1)
    await table.bob.slash(table.channel, "game score", soulstones=-1)
    state = await games.state(table.channel.id)
    assert state is not None and state.current_activations is not None
    active = state.current_activations.active
    assert active is not None
    await players[active].slash(table.channel, "game done", note="Lady Justice charged")
    await table.env.advance_time(60)  # past the settle window: the board is redrawn once
    row = await board_repo.board(table.env.bot.play.store, table.channel.id)  # type: ignore[attr-defined]
    assert row is not None and row.message_id is not None
    board = current(table, row.message_id)
    assert any(i.startswith("fb:gdone:") for i in custom_ids(board)), custom_ids(board)
    await shoot(table.env, table.channel, table.alice, out / f"board-{lang}.png", board, 900)


async def scene_panel(table: Table, lang: str, out: Path) -> None:
    """On a call: the quick-flip panel after three presses by two players, brought back under the
    chat with *To the bottom*."""
    panel = reply(await table.mod.slash(table.channel, "panel"))
    for who, action in ((table.alice, "flip"), (table.bob, "plus2"), (table.alice, "minus")):
        await table.env.advance_time(2.0)
        await who.click(panel, custom_id=f"fb:panel:{action}")
    await table.alice.click(panel, custom_id="fb:panel:bottom")
    await shoot_channel(table, table.alice, out / f"panel-{lang}.png")


async def scene_luck(table: Table, lang: str, out: Path) -> None:
    """The end of a game: the luck report (duels, jokers, the card used against expectations)."""
    started = reply(await table.alice.slash(table.channel, "game start", opponent=table.bob))
    games = table.env.bot.play.game  # type: ignore[attr-defined]
    for stat in (4, 5, 6):
        await table.alice.slash(table.channel, "duel simple", stat=stat, tn=10)
    opposed = reply(
        await table.alice.slash(table.channel, "duel opposed", opponent=table.bob, stat=5, opponent_stat=6)
    )
    accept = next(i for i in custom_ids(opposed) if i.endswith(f":{table.bob.id}:accept"))
    await table.bob.click(opposed, custom_id=accept)
    state = await games.state(table.channel.id)
    if state is not None and state.strategy is None:
        attacker = table.alice if state.attacker == table.alice.id else table.bob
        await attacker.select(started, [state.strategy_choices[0]])
    asked = reply(await table.alice.slash(table.channel, "game end"))
    button = next(i for i in custom_ids(asked) if i.startswith("fb:greq:"))
    ended = await table.bob.click(asked, custom_id=button)
    header = tr(lang, "luck-header")
    luck = next(m for m in ended.followups if header in m.content)
    await shoot(table.env, table.channel, table.alice, out / f"luck-{lang}.png", luck, 700)


CREW_LIST = """Lady Justice, Death Incarnate (Guild)
  Lady Justice, Death Incarnate
    Badge of Honor
  Judge
  Death Marshal
  Death Marshal
Cache: 4
"""
JUDGE_CARD = """Judge
Df 5 Wp 6 Sp 5 Sz 2 Hp 9 Base 30
* Executioner's Blade | 6r | Df | - | 3/4/5
  + r Flurry
  + mm Onslaught
* Badge of Office | 6m | Wp | 13 | -"""
MARSHAL_CARD = """Death Marshal
Df 4 Wp 5 Sp 5 Sz 2 Hp 8 Base 30
* Pine Box | 6t | Wp | 12 | 2/3/4
  + t Bury Them
* Undertaker's Shovel | 6 | Df | - | 2/3/4"""


async def crew_cards(table: Table) -> None:
    """Bob shares two cards with the server, then Alice imports her crew."""
    block = await table.bob.slash(table.channel, "crew card set", paste=True)
    await table.bob.submit_modal(block, {"fb:crew-cards": f"{JUDGE_CARD}\n\n{MARSHAL_CARD}"})
    form = await table.alice.slash(table.channel, "crew import")
    await table.alice.submit_modal(form, {"fb:crew-list": CREW_LIST})


async def scene_crew(table: Table, lang: str, out: Path) -> None:
    await crew_cards(table)
    shown = await table.alice.slash(table.channel, "crew show", name="Lady Justice, Death Incarnate")
    await shoot(table.env, table.channel, table.alice, out / f"crew-{lang}.png", reply(shown), 420)


async def scene_card(table: Table, lang: str, out: Path) -> None:
    await crew_cards(table)
    shown = await table.alice.slash(table.channel, "crew card show", model="Judge")
    await shoot(table.env, table.channel, table.alice, out / f"card-{lang}.png", reply(shown), 420)


async def scene_crew_duel(table: Table, lang: str, out: Path) -> None:
    """A duel from the crews: Alice's Judge attacks Bob's Silurid by model and action only; she
    sees the card numbers, the odds and each trigger's chance privately, above the duel."""
    from tests.e2e.test_crew import LABELLED, import_pasted
    from tests.e2e.test_crew_game import BOB_CARDS, LADY, start_game

    await crew_cards(table)  # the Judge's card and Alice's crew
    block = await table.bob.slash(table.channel, "crew card set", paste=True)
    await table.bob.submit_modal(block, {"fb:crew-cards": BOB_CARDS})
    await import_pasted(table, table.bob, LABELLED)
    await start_game(table)
    await table.alice.slash(table.channel, "crew choose", name=LADY)
    await table.bob.slash(table.channel, "crew choose", name="Hunting Party")
    await table.alice.slash(
        table.channel, "duel opposed", attacker="Judge", action="Executioner's Blade", target="Silurid"
    )
    await shoot_channel(table, table.alice, out / f"crew-duel-{lang}.png")


async def start_steps(table: Table, games: Any, players: dict[int, Any]) -> None:
    """A turn's start by its buttons (discard, draw, initiative) until its activations begin."""
    for _ in range(20):
        state = await games.state(table.channel.id)
        assert state is not None
        if state.phase in ("activation", "over"):
            return
        message = next(
            m
            for m in reversed(table.channel.history())
            if any(i.startswith(("fb:gds:", "fb:gss:", "fb:gi:")) for i in custom_ids(m))
        )
        if state.phase == "discard":
            await players[state.discard_waiting[0]].click(message, custom_id="fb:gds:keep")
        elif state.phase == "draw":
            await players[state.draw_waiting[0]].click(message, custom_id="fb:gss:0")
        else:
            buttons = [i for i in custom_ids(message) if i.startswith("fb:gi:")]
            owner = int(buttons[0].split(":")[3])
            button = next((b for b in buttons if b.endswith(":decline")), buttons[0])
            await players[owner].click(message, custom_id=button)


SCENES: tuple[Callable[[Table, str, Path], Any], ...] = (
    scene_flip,
    scene_duel,
    scene_encounter,
    scene_hand,
    scene_help,
    scene_notice,
    scene_standings,
    scene_games,
    scene_board,
    scene_panel,
    scene_luck,
    scene_crew,
    scene_card,
    scene_crew_duel,
)


async def main(out: Path, chromium: str, only: list[str] | None = None) -> None:
    use_system_chromium(chromium)
    out.mkdir(parents=True, exist_ok=True)
    for lang, locale in LOCALES.items():
        speak(locale)
        for scene in SCENES:
            if only and scene.__name__.removeprefix("scene_") not in only:
                continue
            with tempfile.TemporaryDirectory() as folder:
                async with world(Path(folder)) as table:
                    await scene(table, lang, out)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--scene", action="append", help="only this scene (repeatable), e.g. games")
    arguments = parser.parse_args()
    asyncio.run(main(arguments.out, arguments.chromium, arguments.scene))
