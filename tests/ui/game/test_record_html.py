"""The record's HTML page (bot/ui/game/record_html.py): the seed, the chart, every deck's moves,
in every language, with names escaped."""

from __future__ import annotations

import pytest

from bot.ui.common.i18n import tr
from bot.ui.game.record_html import record_html
from tests.rules.game.test_record import scripted_record
from tests.ui.game.test_luck_render import RAREST_CARDS


def who(user_id: int | None) -> str:
    return f"<b>@{user_id}</b>"  # a name is player input: it must not become markup


@pytest.mark.parametrize("lang", ["en", "es", "hu"])
def test_the_page_holds_the_seed_the_chart_and_every_move(lang: str) -> None:
    record = scripted_record()
    page = record_html(lang, record, "#1  log line", who, "game-record-2026-01-03.json")
    assert page.startswith("<!DOCTYPE html>") and f'lang="{lang}"' in page
    assert record["fate_deck"]["seed"] in page and record["fate_deck"]["commitment"] in page
    assert page.count("<polyline") == 2  # one VP line per player
    assert page.count("<rect") == 2 * 2  # each player's jokers: taken, and expected
    assert "&lt;b&gt;@111&lt;/b&gt;: " in page  # the luck report names players by name
    moves = sum(len(d["moves"]) for d in record["decks"])
    assert page.count("<tr><td>") >= moves
    assert "<b>@111</b>" not in page and "&lt;b&gt;@111&lt;/b&gt;" in page
    assert "record-" not in page.replace("game-record-", "")  # every text translated


def test_the_page_says_the_cards_used() -> None:
    record = scripted_record()
    player = next(iter(record["luck"]))
    record["luck"][player]["cards_used"] = RAREST_CARDS.to_json()
    page = record_html("es", record, "", who, "game-record-2026-01-03.json")
    flips = len(RAREST_CARDS.flips)
    assert (
        f"&lt;b&gt;@{player}&lt;/b&gt;: {tr('es', 'luck-cards-higher')} (carta media 14.0 en {flips} giros"
        in page
    )
