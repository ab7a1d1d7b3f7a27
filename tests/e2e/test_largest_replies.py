"""Every reply at its largest, in en, es and hu, through the real bot: within Discord's limits.

Each test drives a command at the extremes of its options (the most candidates, the most cards
flipped or in hand, the longest names a user or a season may have, the most players at a table)
with the bot's own suit emoji in use (`<:fatebot_black_joker:1456…>`: ~40 characters a card
where the Unicode symbol takes one). Every body the bot sends is judged at the transport by
Discord's schema and rules (tests/contracts, `judged_by_discord` in conftest.py), and each test
also checks its reply's size against Discord's limits (`fits`), so a reply that grew towards a
limit shows here before Discord refuses it.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import discord
import pytest
import pytest_asyncio
from simcord.actors import MemberActor

from bot.app import Fatebot
from bot.catalog import catalog as seasons
from bot.play.fulminato.fight import MAX_ROSTER
from bot.play.league.draws import NAME_MAX as LEAGUE_NAME_MAX
from bot.rules.common.cards import ALL_CARDS, BLACK_JOKER, RED_JOKER, Card, Suit
from bot.rules.doomtrooper.traits import MAX_NAME_LENGTH as DOOMTROOPER_NAME_MAX
from bot.rules.fulminato.fight import MAX_NAME_LENGTH as FULMINATO_NAME_MAX
from bot.rules.random.picks import MAX_CANDIDATES
from bot.ui.common import emoji
from bot.ui.common.cards import card_text
from bot.ui.common.i18n import LANGUAGES, tr
from bot.ui.doomtrooper.options import MAX_LIST_ITEMS
from cogs.flip import REASON_MAX
from tests.contracts.discord_rules import CONTENT_MAX, V2_COMPONENTS_MAX, V2_FLAG, V2_TEXT_MAX, walk
from tests.e2e.helpers import Table, action_rows, custom_ids, dm_messages, reply
from tests.e2e.test_duel import current, set_game

R, C, M, T = Suit.RAMS, Suit.CROWS, Suit.MASKS, Suit.TOMES
LONGEST_DISPLAY_NAME = 32  # Discord's limit for a user's display name
TIED_ROUNDS = 30
LEAGUE_ROUNDS = 40


@pytest_asyncio.fixture
async def simcord_bot(make_bot: Callable[..., Awaitable[Fatebot]]) -> Fatebot:
    """The bot with its own suit emoji uploaded at start, as in production."""
    return await make_bot(upload_emoji=True)


@pytest_asyncio.fixture(autouse=True)
async def unicode_afterwards() -> AsyncIterator[None]:
    """The emoji choice is process-wide: every other test expects the Unicode symbols."""
    yield
    emoji.reset()


@pytest.fixture(params=LANGUAGES)
def lang(request: pytest.FixtureRequest) -> str:
    return str(request.param)


async def speaking(table: Table, lang: str) -> None:
    """The table's language set by its moderator (as a server would)."""
    assert emoji.custom_emoji_active()
    result = await table.mod.slash(table.channel, "table language", language=lang)
    assert not result.ephemeral


def fits(message: Any) -> dict[str, int]:
    """The message's size against Discord's limits, asserted; returns the figures."""
    stored = message._message if hasattr(message, "_message") else message
    flags = getattr(stored, "flags", 0)
    flags = int(getattr(flags, "value", flags) or 0)
    components = [c if isinstance(c, dict) else c.to_dict() for c in stored.components]
    every = [c for _, c in walk(components, "$")]
    text = sum(len(c.get("content") or "") for c in every if c.get("type") == 10)
    figures = {"content": len(stored.content or ""), "components": len(every), "text": text}
    if flags & V2_FLAG:
        assert figures["components"] <= V2_COMPONENTS_MAX, figures
        assert figures["text"] <= V2_TEXT_MAX, figures
    else:
        assert figures["content"] <= CONTENT_MAX, figures
    return figures


def current_private(table: Table, message: Any) -> Any:
    """A private (ephemeral) message as it is now, after edits."""
    return table.env.backend.messages[table.channel.id][message.id]


# -- /random -------------------------------------------------------------------------------------


async def test_random_model_with_the_most_candidates(table: Table, lang: str) -> None:
    """20 candidates, every card with its emoji markup: today's reply was 2,000+ characters."""
    await speaking(table, lang)
    cards = [c for c in ALL_CARDS if not c.is_joker and c.value >= 9][: MAX_CANDIDATES - 2]
    top = [RED_JOKER, *cards, BLACK_JOKER]
    await table.stack(table.alice, *top)
    result = await table.alice.slash(table.channel, "random model", count=MAX_CANDIDATES)
    message = reply(result)
    assert not message.flags.ephemeral, message.content
    fits(message)
    text = message.content
    for number, card in ((1, RED_JOKER), (MAX_CANDIDATES, BLACK_JOKER)):
        assert tr(lang, "random-model-line", model=number, card=card_text(card, lang)) in text
    chosen = tr(lang, "random-model-result", model=MAX_CANDIDATES, card=card_text(BLACK_JOKER, lang))
    assert chosen in text


async def test_random_model_with_the_most_candidates_tied(table: Table, lang: str) -> None:
    """20 candidates, four of them tied for the lowest: four buttons, then the choice."""
    await speaking(table, lang)
    ones = [Card.of(1, suit) for suit in (R, C, M, T)]
    high = [c for c in ALL_CARDS if not c.is_joker and c.value >= 9][: MAX_CANDIDATES - 4]
    await table.stack(table.alice, *high[:8], *ones, *high[8:])
    message = reply(await table.alice.slash(table.channel, "random model", count=MAX_CANDIDATES))
    fits(message)
    labels = [c["label"] for row in action_rows(message) for c in row["components"]]
    assert labels == [tr(lang, "random-model-button", model=n) for n in (9, 10, 11, 12)]
    await table.alice.click(message, label=labels[-1])
    chosen = current(table, message.id)
    fits(chosen)
    assert action_rows(chosen) == []
    assert chosen.content.endswith(tr(lang, "random-model-chosen", who=table.alice.mention, model=12))
    assert tr(lang, "random-model-line", model=20, card=card_text(high[-1], lang)) in chosen.content


async def test_random_player_with_the_longest_run_of_ties(table: Table, lang: str) -> None:
    """Both decks in the same order: every round ties until the cards differ (a long run of ties
    is unlikely, never impossible)."""
    await speaking(table, lang)
    same = [c for c in ALL_CARDS if not c.is_joker][:TIED_ROUNDS]
    await table.stack(table.alice, *same, Card.of(13, R))
    await table.stack(table.bob, *same, Card.of(1, C))
    request = reply(await table.alice.slash(table.channel, "random player", opponent=table.bob))
    fits(request)
    (button,) = custom_ids(request)  # Bob flips from his own deck with his press (issue 24)
    message = reply(await table.bob.click(request, custom_id=button))
    assert not message.flags.ephemeral, message.content
    fits(message)
    text = message.content
    assert tr(lang, "random-player-result", who=table.alice.mention) in text
    assert tr(lang, "random-player-rounds-skipped", count=TIED_ROUNDS - 7) in text
    last = tr(lang, "random-player-round", round=TIED_ROUNDS + 1, first=table.alice.mention, first_card="")
    assert last.split(":")[0] in text


# -- cards -------------------------------------------------------------------------------------


async def test_flip_with_the_most_cards_and_the_longest_reason(table: Table, lang: str) -> None:
    await speaking(table, lang)
    for modifiers in ("++", "--", "+10", "-10"):
        await table.stack(table.alice, RED_JOKER, Card.of(13, M), Card.of(12, T), BLACK_JOKER)
        message = reply(
            await table.alice.slash(table.channel, "flip", modifiers=modifiers, reason="r" * REASON_MAX)
        )
        assert not message.flags.ephemeral, message.content
        fits(message)


async def test_a_hand_of_every_card(table: Table, lang: str) -> None:
    """A hand holding the whole deck: the private reply, the DM and the discard menu."""
    await speaking(table, lang)
    await table.stack(table.alice, hand=[c for c in ALL_CARDS if c != Card.of(1, R)])
    result = await table.alice.slash(table.channel, "hand draw")
    fits(reply(result))
    fits(reply(await table.alice.slash(table.channel, "hand show")))
    menu = reply(await table.alice.slash(table.channel, "hand discard"))
    fits(menu)
    for dm in dm_messages(table.env, table.alice):
        fits(dm)


# -- dice --------------------------------------------------------------------------------------


async def test_roll_with_the_most_dice(table: Table, lang: str) -> None:
    await speaking(table, lang)
    for expression in ("+".join(["100d1000"] * 10), "100d1000kh50+" * 7 + "1000000"):
        message = reply(await table.alice.slash(table.channel, "roll", expression=expression[:200]))
        fits(message)


# -- the most players and the longest names ------------------------------------------------------


async def test_fulminato_with_the_fullest_roster(table: Table, lang: str) -> None:
    await speaking(table, lang)
    for number in range(MAX_ROSTER):
        name = f"{number:02d} " + "Ñ" * (FULMINATO_NAME_MAX - 3)
        result = await table.mod.slash(
            table.channel, "fulminato add", name=name, mind=12, grace=12, owner=table.alice
        )
        assert not reply(result).flags.ephemeral, reply(result).content
        fits(reply(result))
    fits(reply(await table.alice.slash(table.channel, "fulminato show")))
    fits(reply(await table.mod.slash(table.channel, "fulminato start")))
    fits(reply(await table.mod.slash(table.channel, "fulminato next")))


async def test_doomtrooper_with_the_most_players_and_warriors(table: Table, lang: str) -> None:
    await speaking(table, lang)
    await set_game(table, "doomtrooper")
    carol = table.guild.add_member(table.env.create_user("c" * LONGEST_DISPLAY_NAME))
    dave = table.guild.add_member(table.env.create_user("d" * LONGEST_DISPLAY_NAME))
    started = await table.alice.slash(
        table.channel, "doomtrooper start", opponent=table.bob, opponent2=carol, opponent3=dave
    )
    fits(reply(started))
    for number in range(MAX_LIST_ITEMS + 2):
        added = await table.alice.slash(
            table.channel,
            "doomtrooper add",
            name=f"{number:02d} " + "W" * (DOOMTROOPER_NAME_MAX - 3),
            fight=99,
            shoot=99,
            armour=99,
            value=99,
            affiliations="Bauhaus, Capitol, Imperial, Mishima, Cybertronic, Brotherhood, Dark Legion, Tribal",
        )
        assert not reply(added).flags.ephemeral, reply(added).content
        fits(reply(added))
    fits(reply(await table.alice.slash(table.channel, "doomtrooper list")))
    fits(reply(await table.alice.slash(table.channel, "doomtrooper score")))


# -- every other command, with its options at their longest ------------------------------------


@pytest.fixture
def organiser(table: Table) -> MemberActor:
    role = table.guild.create_role("Organisers", permissions=discord.Permissions(manage_guild=True))
    return table.guild.add_member(table.env.create_user("o" * LONGEST_DISPLAY_NAME), roles=[role])


async def test_a_league_with_the_longest_name_and_the_most_rounds(
    table: Table, organiser: MemberActor, lang: str
) -> None:
    await speaking(table, lang)
    season = max(seasons().for_edition("m4e"), key=lambda s: len(s.name)).id
    name = "Ñ" * LEAGUE_NAME_MAX
    replies = [await organiser.slash(table.channel, "league-admin create", name=name, season=season)]
    for number in range(1, LEAGUE_ROUNDS + 1):  # rounds are drawn in order (issue 26)
        replies.append(await organiser.slash(table.channel, "league-admin draw", name=name, round=number))
    replies.append(await organiser.slash(table.channel, "league show", name=name))
    replies.append(await organiser.slash(table.channel, "league show", name=name, round=LEAGUE_ROUNDS))
    game = await table.alice.slash(
        table.channel, "game start", opponent=table.bob, league=name, round=LEAGUE_ROUNDS
    )
    replies.append(game)
    for result in replies:
        assert not reply(result).flags.ephemeral, reply(result).content
        fits(reply(result))
    asked = await organiser.slash(table.channel, "league-admin reveal", name=name)  # asks privately
    fits(reply(asked))
    pressed = await organiser.click(reply(asked), custom_id=f"fb:lrev:{organiser.id}:{name}")
    fits(pressed.followups[-1])
    fits(reply(await organiser.slash(table.channel, "league verify", name=name)))


async def test_help_on_every_topic(table: Table, lang: str) -> None:
    await speaking(table, lang)
    message = reply(await table.alice.slash(table.channel, "help"))
    fits(message)
    [select] = [c for row in action_rows(message) for c in row["components"] if c.get("options")]
    for option in select["options"]:
        await table.alice.select(message, [option["value"]], custom_id=select["custom_id"])
        fits(current_private(table, message))


async def test_every_other_command_at_its_longest(table: Table, lang: str) -> None:
    """A sweep in M4E, then in M3E: each reply, public or private, within Discord's limits."""
    await speaking(table, lang)
    a, b = table.alice, table.bob
    suits = "rams masks crows tomes"
    m4e: list[tuple[MemberActor, str, dict[str, Any]]] = [
        (a, "deck status", {}),
        (a, "deck shuffle", {}),
        (a, "odds simple", {"stat": 99, "tn": 99, "modifiers": "+10", "suit": suits}),
        (a, "odds opposed", {"stat": 99, "opponent_stat": 99, "opponent": b, "modifiers": "-10"}),
        (a, "duel simple", {"stat": 99, "tn": 99, "modifiers": "+10", "suit": suits}),
        (a, "duel opposed", {"opponent": b, "stat": 99, "opponent_stat": 99, "modifiers": "+10"}),
        (a, "initiative", {"opponent": b}),
        (a, "encounter", {}),
        (a, "panel", {}),
        (a, "game start", {"opponent": b}),
        (a, "game next", {"last_activation": a}),
        (a, "scheme show", {}),
        (a, "game score", {"player": a, "strategy": 10}),
        (a, "game end", {}),
        (table.mod, "deck reset", {"player": b}),
    ]
    m3e: list[tuple[MemberActor, str, dict[str, Any]]] = [
        (table.mod, "table game", {"game": "m3e"}),
        (a, "damage", {"weak": 99, "moderate": 99, "severe": 99, "modifiers": "+10", "block": True}),
        (a, "soulstone reduce", {"damage": 99}),
        (a, "initiative", {"opponent": b, "pass_tokens": 99, "opponent_soulstone": True}),
        (a, "duel simple", {"stat": 99, "tn": 99, "modifiers": "-10", "suit": suits, "soulstone": "plus"}),
        (a, "game start", {"opponent": b, "soulstones": 99, "opponent_soulstones": 99}),
        (a, "game next", {}),
        (a, "game score", {"player": a, "strategy": 10, "soulstones": 99}),
    ]
    for actor, command, options in [*m4e, *m3e]:
        result = await actor.slash(table.channel, command, **options)
        assert reply(result).content, command
        for message in [result.response, *result.followups]:
            if message is not None:
                fits(message)
