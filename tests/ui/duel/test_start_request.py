"""The request a private M4E empower menu carries in its custom id until the duel starts: a duel
from the crews carries which models duel (``CrewDuelRef``), so that the later start reads them."""

from __future__ import annotations

import re

from bot.play.game.crews import GAME_TAG, CrewDuelRef
from bot.rules.common.cards import Suit
from bot.rules.crew.cards import ACTIONS_MAX
from bot.rules.crew.lists import MODELS_MAX
from bot.ui.duel.start import DuelRequest, DuelStartEmpowerSelect

CUSTOM_ID_MAX = 100  # Discord's limit on a component's custom id
SNOWFLAKE = 2**64 - 1  # 20 digits: a Discord id at its longest


def test_a_request_from_the_crews_at_its_longest_fits_a_custom_id_and_reads_back() -> None:
    crew = CrewDuelRef(GAME_TAG - 1, MODELS_MAX - 1, ACTIONS_MAX - 1, MODELS_MAX - 1, friendly=True)
    request = DuelRequest(
        kind="o",
        stat=20,
        modifier=-10,
        tn=25,
        tn_suits=frozenset(Suit),
        opponent=SNOWFLAKE,
        opponent_stat=20,
        opponent_modifier=-10,
        edition="m4e",
        stat_suits=frozenset({Suit.RAMS}),
        crew=crew,
    )
    select = DuelStartEmpowerSelect(SNOWFLAKE, request)
    custom_id = select.custom_id
    assert len(custom_id) <= CUSTOM_ID_MAX, len(custom_id)
    found = re.fullmatch(DuelStartEmpowerSelect.__discord_ui_compiled_template__, custom_id)
    assert found is not None and DuelRequest.decode(found["request"]) == request
    # Each target side and none read back as written.
    for ref in (CrewDuelRef(7, 0, 0), CrewDuelRef(7, 2, 1, 3), CrewDuelRef(0, 1, 0, 0, friendly=True)):
        again = DuelRequest.decode(DuelRequest(kind="s", stat=5, tn=10, crew=ref).encode())
        assert again.crew == ref


def test_a_menu_offered_before_the_models_were_carried_starts_a_plain_duel() -> None:
    """A menu offered by the version that planned the link before the start carried a bare ``c``;
    one before crews, nine or ten fields: none names models (the numbers are all in it)."""
    for text in ("o.6.0.x.x.222.5.x.x.r.c", "o.6.0.x.x.222.5.x.x.r", "s.6.0.10.x.x.x.x.x"):
        request = DuelRequest.decode(text)
        assert request.crew is None and request.stat == 6
