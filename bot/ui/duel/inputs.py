"""What players type into a duel's options, parsed at the boundary: a stat or TN (also in the
accept form), soulstone choices (and those a player can pay for), a TN's suits, and the other
player (never a bot, never oneself, always someone at this table). The commands declare their
options themselves (cogs/duel.py, cogs/odds.py).
"""

from __future__ import annotations

import re
from typing import Any

import discord
from discord import app_commands

from bot.errors import DomainError
from bot.play import DuelView
from bot.rules.common.cards import Suit
from bot.rules.common.editions import DuelBoost, Edition
from bot.rules.duel.arithmetic import NO_BOOST, STAT_MAX, STAT_MIN, Boost, boost_effect
from bot.rules.duel.soulstones import affordable
from bot.ui.common.card_menus import LETTER_OF
from bot.ui.common.cards import SUIT_EMOJI, SUIT_ORDER, suit_name
from bot.ui.common.errors import language_of
from bot.ui.common.i18n import T
from bot.ui.common.reach import check_at_table

SUITS_TEXT_MAX = 40
STAT_TEXT_MAX = 6

Stat = app_commands.Range[int, STAT_MIN, STAT_MAX]

# -- options parsed at the boundary -------------------------------------------------------------

SOULSTONE_VALUES: tuple[str, ...] = (
    "plus",
    *(s.value for s in SUIT_ORDER),
    *(f"plus-{s.value}" for s in SUIT_ORDER),
)
SOULSTONE_CHOICES: list[app_commands.Choice[str]] = [
    app_commands.Choice(name=T(f"choice-soulstone-{value}"), value=value) for value in SOULSTONE_VALUES
]

_EMOJI_SUITS: dict[str, Suit] = {emoji: suit for suit, emoji in SUIT_EMOJI.items()}
_EMOJI_SUITS.update({"♡": Suit.RAMS, "♤": Suit.CROWS, "♢": Suit.MASKS, "♧": Suit.TOMES})
_SPLIT = re.compile(r"[\s,;/&+]+")


def soulstone_boost(value: str | None) -> Boost | None:
    """A soulstone choice (`plus`, a suit, `plus-<suit>`) as a Boost; None when not given."""
    if value is None:
        return None
    plus = value == "plus" or value.startswith("plus-")
    suit_value = value.removeprefix("plus-") if value != "plus" else None
    try:
        suit = None if suit_value is None else Suit(suit_value)
    except ValueError:
        raise DomainError("duel-error-soulstone-invalid", value=value[:40]) from None
    return Boost(plus=plus, suit=suit)


def _suit_words(lang: str) -> dict[str, Suit]:
    words: dict[str, Suit] = {}
    for suit in SUIT_ORDER:
        for language in {lang, "en"}:
            name = suit_name(suit, language).casefold()
            words[name] = suit
            words[name.rstrip("s")] = suit
        words[suit.value] = suit
        words[suit.value.rstrip("s")] = suit
        words[LETTER_OF[suit]] = suit
    return words


def parse_suits(text: str | None, lang: str = "en") -> frozenset[Suit]:
    """Suits a total must hold: names (`rams`), letters (`r`), emoji (`♥`), several allowed."""
    if text is None:
        return frozenset()
    raw = text.strip()
    if len(raw) > SUITS_TEXT_MAX:
        raise DomainError("duel-error-suits-invalid", value=raw[:SUITS_TEXT_MAX] + "…")
    spaced = "".join(f" {ch} " if ch in _EMOJI_SUITS else ch for ch in raw.replace("\ufe0f", ""))
    words = _suit_words(lang)
    found: set[Suit] = set()
    for token in _SPLIT.split(spaced.casefold()):
        if not token:
            continue
        suit = _EMOJI_SUITS.get(token) or words.get(token)
        if suit is None:
            raise DomainError("duel-error-suits-invalid", value=raw)
        found.add(suit)
    return frozenset(found)


class SuitsTransformer(app_commands.Transformer):
    """A TN's suits (`rams`, `♥ ♦`, `r m`) → a set of suits; anything else a DomainError."""

    @property
    def type(self) -> discord.AppCommandOptionType:
        return discord.AppCommandOptionType.string

    async def transform(self, interaction: discord.Interaction[Any], value: Any, /) -> frozenset[Suit]:
        return parse_suits(str(value), await language_of(interaction))


Suits = app_commands.Transform[frozenset[Suit], SuitsTransformer]


async def check_opponent(
    interaction: discord.Interaction[Any], opponent: discord.Member | discord.User, *, self_key: str
) -> None:
    """Refuse a bot, oneself, or someone who cannot see this table as the other player."""
    if opponent.bot:
        raise DomainError("error-player-is-bot", player=opponent.mention)
    if opponent.id == interaction.user.id:
        raise DomainError(self_key)
    check_at_table(interaction, opponent)


def parse_stat(text: str) -> int:
    """A stat typed into the accept form: a whole number (the rules check its range)."""
    cleaned = text.strip()
    if not re.fullmatch(r"-?[0-9]{1,3}", cleaned):
        raise DomainError("duel-error-stat-not-number", value=cleaned[:STAT_TEXT_MAX])
    return int(cleaned)


def soulstone_values(edition: Edition) -> tuple[str, ...]:
    if edition.duel_boost is DuelBoost.PLUS_AND_SUIT:
        return SOULSTONE_VALUES
    if edition.duel_boost is DuelBoost.PLUS_OR_SUIT:
        return SOULSTONE_VALUES[:5]
    return ()


def affordable_values(duel: DuelView, player: int) -> tuple[str, ...]:
    """The soulstone choices ``player`` can pay for from the running game's pool (all without one)."""
    edition = duel.state.edition
    role = next(s.role for s in duel.state.sides if s.player == player)
    pool = None if duel.soulstones is None else duel.soulstones.get(player)
    return tuple(
        v
        for v in soulstone_values(edition)
        if affordable(boost_effect(edition, soulstone_boost(v) or NO_BOOST, role).soulstones, pool)
    )
