"""What a lapse (or a withdrawal) applied, as lines for the exchange's public message.

The rules explain each default they applied (``bot.rules.common.lapse.Default``); both players
read here what happened in their stead. Nobody is pinged: mentions only name the players.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.rules.common.lapse import Applied, Default
from bot.ui.common.cards import card_text, suit_name
from bot.ui.common.i18n import tr
from bot.ui.common.render import mention

_KEYS: dict[Applied, str] = {
    Applied.NO_CHEAT: "lapse-no-cheat",
    Applied.DEFAULT_CARD: "lapse-default-card",
    Applied.KEPT_PICK: "lapse-kept-pick",
    Applied.KEPT_CARD: "lapse-kept-card",
    Applied.CHOSE_FIRST: "lapse-chose-first",
    Applied.WITHDRAWN: "lapse-withdrawn",
    Applied.NOT_PLAYED: "lapse-not-played",
    Applied.REFUND_SOULSTONES: "lapse-refund-soulstones",
    Applied.REFUND_EMPOWER: "lapse-refund-empower",
    Applied.EMPOWER_GONE: "lapse-empower-gone",
    Applied.ABANDONED: "lapse-abandoned",
}


def default_line(lang: str, applied: Default) -> str:
    """One default in words. An empower card given back is not named: it is in a hand again."""
    shown = applied.card if applied.kind is not Applied.REFUND_EMPOWER else None
    card = "" if shown is None else card_text(shown, lang)
    key = _KEYS[applied.kind]
    args: dict[str, object] = {"who": mention(applied.player), "card": card, "count": applied.count}
    if applied.kind is Applied.DEFAULT_CARD and applied.suit is not None:
        key = "lapse-default-card-suit"
        args["suit"] = suit_name(applied.suit, lang)
    return tr(lang, key, **args)


def lapse_lines(lang: str, defaults: Sequence[Default]) -> list[str]:
    """A heading (a lapse, or a withdrawal) and one bullet per default, in the order applied."""
    if not defaults:
        return []
    withdrawn = any(d.kind is Applied.WITHDRAWN for d in defaults)
    heading = tr(lang, "lapse-withdrawn-heading" if withdrawn else "lapse-heading")
    return [heading, *(f"- {default_line(lang, d)}" for d in defaults)]
