"""The /games reply as text: the link of each place (a server, a DM, unknown), and the largest
list in every language within Discord's limit, saying how many more there are."""

from __future__ import annotations

import pytest

from bot.play.games.mine import Entry, Mine
from bot.store.place_repo import DM_GUILD
from bot.ui.common.i18n import catalog, tr
from bot.ui.common.reply_layout import note
from bot.ui.games import SHOWN, entry_line, games_layout, link
from tests.e2e.helpers import card_lines

BIG = 2**63 - 1  # the largest snowflake
OWED = (
    *("duel-accept", "duel-soulstone", "duel-choose", "duel-cheat"),
    *("initiative", "discard", "soulstone-draw", "scheme"),
)


def entry(kind: str = "duel", guild: int | None = 9, message: int | None = 3, **fields: object) -> Entry:
    values: dict[str, object] = {
        "kind": kind,
        "table_id": 2,
        "guild_id": guild,
        "channel_id": 2,
        "message_id": message,
        "others": (5,),
        "owed": None,
        "your_move": False,
        "turn": None,
        "opened_at": 0.0,
    }
    values.update(fields)
    return Entry(**values)  # type: ignore[arg-type]


def test_links_lead_to_the_server_the_dm_or_the_channel() -> None:
    assert link(entry()) == "https://discord.com/channels/9/2/3"
    assert link(entry(guild=DM_GUILD)) == "https://discord.com/channels/@me/2/3"
    assert link(entry(message=None)) == "https://discord.com/channels/9/2"
    assert link(entry(guild=None)) is None
    assert "<#2>" in entry_line("en", entry(guild=None))


def test_a_line_says_whose_move_it_is() -> None:
    assert entry_line("en", entry(owed="duel-accept", your_move=True)) == (
        "Duel with <@5> · **your move:** accept or decline the duel"
    )
    assert "waiting for the others" in entry_line("en", entry())
    assert "**your move**" in entry_line("en", entry(your_move=True))
    game = entry_line("en", entry(kind="game", turn=0))
    assert "Game with <@5> · setting up · nothing asked of you right now" in game
    assert "against your own model" in entry_line("en", entry(others=()))


def test_two_games_against_one_opponent_are_told_apart() -> None:
    """Each row names where the game is, its edition and its league round."""
    first = entry(kind="game", turn=1, edition="m4e")
    second = entry(kind="game", turn=1, edition="m3e", league="Autumn", league_round=2)
    lines = {
        entry_line("en", first, "Server A, <#2>"),
        entry_line("en", second, "a DM or group DM"),
    }
    assert lines == {
        "Game with <@5> · Server A, <#2> · M4E · turn 1 · nothing asked of you right now",
        "Game with <@5> · a DM or group DM · M3E · league Autumn, round 2 · turn 1"
        " · nothing asked of you right now",
    }
    away = entry_line("en", entry(kind="game", turn=1, away=((5, 1_800_000_000.0),)))
    assert "<@5> away until <t:1800000000:D>" in away  # the opponent sees why nothing happens


@pytest.mark.parametrize("lang", ["en", "es", "hu"])
def test_the_largest_list_fits_and_counts_the_rest(lang: str) -> None:
    assert catalog().has(lang, "games-title") and catalog().has(lang, "games-more")
    entries = tuple(
        entry(
            kind=("game", "duel", "initiative")[i % 3],
            guild=BIG,
            message=BIG,
            channel_id=BIG,
            others=(BIG,),
            owed=OWED[i % len(OWED)],
            your_move=True,
            turn=(None, 99)[i % 2],
            edition="m4e",
            league="L" * 100,
            league_round=99,
            away=((BIG, 9_999_999_999.0),),
        )
        for i in range(100)
    )
    place = tr(lang, "notice-place-server", server="S" * 100, channel=f"<#{BIG}>")
    layout = games_layout(lang, Mine(entries, total=250), places={2: place})
    assert layout is not None
    lines = card_lines(layout.to_components())
    text = "\n".join(line for line, _ in lines)
    assert len(text) <= 4000 and layout.total_children_count <= 40
    shown = len([url for _, url in lines if url and url.startswith("https://discord.com/channels/")])
    assert 0 < shown <= SHOWN
    assert lines[-1][0] == note(tr(lang, "games-more", count=250 - shown))
    assert "{" not in text


@pytest.mark.parametrize("lang", ["en", "es", "hu"])
def test_nothing_open_is_a_friendly_answer(lang: str) -> None:
    assert games_layout(lang, Mine((), 0)) is None
    assert "{" not in tr(lang, "games-empty")
