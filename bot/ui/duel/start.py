"""Starting a duel from a slash command, and the private empower menu shown before it starts.

``fb:dse:<owner>:<request>``: the whole request (stat, TN, modifiers, ...) is in the id, so
nothing is stored until the duel starts. A duel from the crews carries which models duel as
their places in the game's crews (``CrewDuelRef``): the unit that starts it reads the models
from the game again and writes the target's link there, never before.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.errors import DomainError
from bot.play import DuelView
from bot.play.game.crews import CrewDuelRef
from bot.rules.common.cards import Suit
from bot.rules.common.editions import DuelBoost, Edition
from bot.rules.duel.arithmetic import NO_BOOST, Boost
from bot.rules.flip.modifiers import FateModifier
from bot.ui.common.base import fatebot, guarded, table_of
from bot.ui.common.card_menus import LETTER_OF, SUIT_LETTERS, card_select, picked_card
from bot.ui.common.cards import SUIT_ORDER
from bot.ui.common.controls import IdSelect, PlayerOnly, view_of
from bot.ui.common.cooldowns import spend_opening
from bot.ui.common.delivery import undone_unless_delivered
from bot.ui.common.errors import language_of, send_private
from bot.ui.common.i18n import tr
from bot.ui.common.step_message import with_note
from bot.ui.duel.view import empower_cards, post_duel
from bot.ui.hand.view import own_hand_note

log = logging.getLogger(__name__)


# -- a duel request (what the slash command asked for) ------------------------------------------


def _num(value: int | None) -> str:
    return "x" if value is None else str(value)


def _unnum(text: str) -> int | None:
    return None if text == "x" else int(text)


@dataclass(frozen=True, slots=True)
class DuelRequest:
    """A duel to start; compact enough to live in a custom id while the player picks an empower card."""

    kind: str  # "s" simple, "o" opposed
    stat: int
    modifier: int = 0
    tn: int | None = None
    tn_suits: frozenset[Suit] = field(default_factory=frozenset)
    opponent: int | None = None
    opponent_stat: int | None = None
    opponent_modifier: int | None = None
    edition: str | None = None
    stat_suits: frozenset[Suit] = field(default_factory=frozenset)  # built into the stat (a card's skill)
    crew: CrewDuelRef | None = None  # from the game's crews: which models duel

    def encode(self) -> str:
        suits = "".join(LETTER_OF[s] for s in SUIT_ORDER if s in self.tn_suits) or "x"
        parts = [
            self.kind,
            _num(self.stat),
            _num(self.modifier),
            _num(self.tn),
            suits,
            _num(self.opponent),
            _num(self.opponent_stat),
            _num(self.opponent_modifier),
            self.edition or "x",
            "".join(LETTER_OF[s] for s in SUIT_ORDER if s in self.stat_suits) or "x",
            _crew_text(self.crew),
        ]
        return ".".join(parts)

    @classmethod
    def decode(cls, text: str) -> DuelRequest:
        fields = text.split(".")
        kind, stat, modifier, tn, suits, opponent, ostat, omod, edition = fields[:9]
        # A menu offered before stat suits and crews were kept has nine fields.
        own = fields[9] if len(fields) > 9 else "x"
        crew = _crew_of(fields[10]) if len(fields) > 10 else None
        return cls(
            kind=kind,
            stat=int(stat),
            modifier=int(modifier),
            tn=_unnum(tn),
            tn_suits=frozenset() if suits == "x" else frozenset(SUIT_LETTERS[c] for c in suits),
            opponent=_unnum(opponent),
            opponent_stat=_unnum(ostat),
            opponent_modifier=_unnum(omod),
            edition=None if edition == "x" else edition,
            stat_suits=frozenset() if own == "x" else frozenset(SUIT_LETTERS[c] for c in own),
            crew=crew,
        )


_CREW = re.compile(
    r"c(?P<game>[0-9]{1,3})-(?P<attacker>[0-9]{1,2})-(?P<action>[0-9]{1,2})-(?P<target>[os][0-9]{1,2}|x)"
)


def _crew_text(crew: CrewDuelRef | None) -> str:
    """``c<game>-<attacker>-<action>-<target>``: the target ``o<index>`` in the opponent's crew,
    ``s<index>`` in the initiator's own, ``x`` none."""
    if crew is None:
        return "x"
    target = "x" if crew.target is None else f"{'s' if crew.friendly else 'o'}{crew.target}"
    return f"c{crew.game}-{crew.attacker}-{crew.action}-{target}"


def _crew_of(text: str) -> CrewDuelRef | None:
    """A bare ``c`` (a menu offered by the version that wrote a planned link into the game before
    the start) starts the duel with its numbers, without naming or linking the models."""
    found = _CREW.fullmatch(text)
    if found is None:
        return None
    target = found["target"]
    return CrewDuelRef(
        int(found["game"]),
        int(found["attacker"]),
        int(found["action"]),
        None if target == "x" else int(target[1:]),
        target.startswith("s"),
    )


async def start_duel(
    interaction: discord.Interaction[Any], request: DuelRequest, boost: Boost | None
) -> DuelView:
    """Start what ``request`` asks for, for the interaction's user (one unit of work)."""
    play = fatebot(interaction).play
    table_id = table_of(interaction)
    player = interaction.user.id
    on_start = None if request.crew is None else play.game_crews.starter(player, request.crew)
    if request.kind == "s":
        assert request.tn is not None
        return await play.duel.duel_simple(
            table_id,
            player,
            request.stat,
            request.tn,
            edition_override=request.edition,
            tn_suits=request.tn_suits,
            stat_suits=request.stat_suits,
            modifier=FateModifier(request.modifier),
            boost=boost or NO_BOOST,
            on_start=on_start,
        )
    assert request.opponent is not None
    return await play.duel.duel_opposed(
        table_id,
        player,
        request.opponent,
        request.stat,
        edition_override=request.edition,
        modifier=FateModifier(request.modifier),
        boost=boost,
        tn=request.tn,
        tn_suits=request.tn_suits,
        stat_suits=request.stat_suits,
        on_start=on_start,
        resister_stat=request.opponent_stat,
        resister_modifier=FateModifier(request.opponent_modifier or 0),
    )


async def offer_start_empower(
    interaction: discord.Interaction[Any], request: DuelRequest, edition: Edition
) -> None:
    """M4E: before the flip, the initiator privately picks the hand card to empower with."""
    if edition.duel_boost is not DuelBoost.EMPOWER:
        raise DomainError("error-boost-empower-not-in-edition", edition=edition.key)
    lang = await language_of(interaction)
    cards = await empower_cards(interaction, edition)
    custom_id = f"fb:dse:{interaction.user.id}:{request.encode()}"
    select = card_select(
        lang, custom_id, cards, tr(lang, "duel-empower-placeholder"), skip_key="duel-empower-none"
    )
    view = view_of(DuelStartEmpowerSelect(interaction.user.id, request, select))
    await send_private(interaction, tr(lang, "duel-empower-prompt", max=edition.empower_max_value), view=view)


class DuelStartEmpowerSelect(
    PlayerOnly,
    IdSelect,
    template=r"fb:dse:(?P<owner>[0-9]{1,20}):(?P<request>[a-z0-9.\-]{1,78})",
    parts={"request": DuelRequest.decode},
):
    def __init__(
        self, owner: int, request: DuelRequest, select: discord.ui.Select[Any] | None = None
    ) -> None:
        super().__init__(f"fb:dse:{owner}:{request.encode()}", select=select)
        self.player = owner
        self.request = request

    @guarded("menu duel-start-empower")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        spend_opening(interaction)  # it opens the duel: the allowance of `/duel` (cooldowns.py)
        picked = picked_card(list(self.item.values))
        boost = NO_BOOST if picked is None else Boost(empower=picked[0])
        lang = await language_of(interaction)
        async with undone_unless_delivered(interaction):
            duel = await start_duel(interaction, self.request, boost)
            await interaction.response.edit_message(content=tr(lang, "duel-started"), view=None)
            await post_duel(interaction, duel)
        if picked is not None:
            # Only once the duel stands: an undone start leaves the hand, and so its DM, as it was.
            note = with_note(tr(lang, "duel-empowered"), await own_hand_note(interaction, lang))
            try:
                await interaction.edit_original_response(content=note)
            except discord.HTTPException:
                log.warning("could not add the empower note in table %s", interaction.channel_id)
