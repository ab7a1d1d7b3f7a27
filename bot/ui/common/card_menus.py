"""Private menus of hand cards (cheat, empower, discard) and what a pick in them means.

An option's value is the card's code; a Red Joker that may take a suit is offered once per
suit, as ``RJ.<letter>`` (the letters are those of the custom ids: r, c, m, t, n for none).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import discord

from bot.errors import DomainError
from bot.rules.common.cards import Card, Suit
from bot.rules.common.editions import Edition
from bot.ui.common.cards import SUIT_ORDER, card_emoji, card_name, suit_name
from bot.ui.common.controls import MAX_OPTIONS
from bot.ui.common.i18n import tr

SUIT_LETTERS: dict[str, Suit] = {"r": Suit.RAMS, "c": Suit.CROWS, "m": Suit.MASKS, "t": Suit.TOMES}
LETTER_OF: dict[Suit, str] = {suit: letter for letter, suit in SUIT_LETTERS.items()}
NO_SUIT = "n"


def suit_label(lang: str, letter: str) -> str:
    suit = SUIT_LETTERS.get(letter)
    return suit_name(suit, lang) if suit is not None else tr(lang, "duel-no-suit")


def red_joker_letters(edition: Edition) -> tuple[str, ...]:
    """The suits the Red Joker may take (M4E: or none), as custom-id letters."""
    letters = tuple(LETTER_OF[s] for s in SUIT_ORDER)
    return (*letters, NO_SUIT) if edition.red_joker_may_be_suitless else letters


def card_options(lang: str, cards: Iterable[Card]) -> list[discord.SelectOption]:
    """One option per card: its name, its code as the value, its emoji."""
    return [discord.SelectOption(label=card_name(c, lang), value=c.code, emoji=card_emoji(c)) for c in cards]


def card_select(
    lang: str,
    custom_id: str,
    cards: Sequence[Card],
    placeholder: str,
    *,
    skip_key: str,
    red_joker_suits: tuple[str, ...] = (),
    descriptions: Mapping[str, str] | None = None,
) -> discord.ui.Select[Any]:
    """A private menu of hand cards (the Red Joker once per suit it may take), plus a skip option.

    ``descriptions`` (by option value) go under the options: a cheat menu says what each card does.
    """
    options: list[discord.SelectOption] = []
    for card in cards:
        if card.is_red_joker and red_joker_suits:
            for letter in red_joker_suits:
                label = tr(lang, "duel-option-red-joker-as", suit=suit_label(lang, letter))
                options.append(
                    discord.SelectOption(label=label, value=f"RJ.{letter}", emoji=card_emoji(card))
                )
        else:
            options.extend(card_options(lang, (card,)))
    for option in options:
        if descriptions and option.value in descriptions:
            option.description = descriptions[option.value][:100]
    options = options[: MAX_OPTIONS - 1]
    options.append(discord.SelectOption(label=tr(lang, skip_key), value="skip"))
    return discord.ui.Select(custom_id=custom_id, placeholder=placeholder, options=options)


def picked_card(values: Sequence[str]) -> tuple[Card, Suit | None] | None:
    """The card (and Red Joker suit) a private menu returned; None for the skip option."""
    if len(values) != 1:
        raise DomainError("duel-error-menu-stale")
    value = values[0]
    if value == "skip":
        return None
    code, _, letter = value.partition(".")
    try:
        card = Card.parse(code)
    except ValueError:
        raise DomainError("duel-error-menu-stale") from None
    return card, SUIT_LETTERS.get(letter)


def picked_cards(values: Sequence[str]) -> list[Card]:
    """The cards a discard (or game cheat) menu returned; a stale menu's odd value is refused."""
    try:
        return [Card.parse(value) for value in values]
    except ValueError:
        raise DomainError("error-discard-stale") from None
