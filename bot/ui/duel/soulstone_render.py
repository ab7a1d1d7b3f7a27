"""Texts of the soulstone procedures: the M3E reduction flip, the block line, the pools."""

from __future__ import annotations

from collections.abc import Mapping

from bot.play.duel.soulstones import ReductionView
from bot.rules.common.cards import Card
from bot.ui.common.cards import card_text
from bot.ui.common.i18n import tr


def _strength(lang: str, card: Card) -> str:
    if card.is_black_joker:
        return tr(lang, "soulstone-strength-black-joker")
    if card.is_red_joker:
        return tr(lang, "soulstone-strength-red-joker")
    return tr(lang, f"soulstone-strength-{card.strength.value}")


def pools_text(lang: str, pools: Mapping[int, int] | None) -> str | None:
    if not pools:
        return None
    entries = ", ".join(tr(lang, "soulstone-pool-entry", player=f"<@{p}>", count=n) for p, n in pools.items())
    return tr(lang, "soulstone-pools", pools=entries)


def reduction_text(lang: str, view: ReductionView, edition: str) -> str:
    result = view.reduction
    card = card_text(result.card, lang)
    lines = [tr(lang, "soulstone-reduce-title", edition=edition.upper(), player=f"<@{view.player}>")]
    if view.reshuffled:
        lines.append(tr(lang, "flip-reshuffled"))
    lines.append(tr(lang, "soulstone-flipped", card=card))
    lines.append(
        tr(
            lang,
            "soulstone-card",
            card=card,
            strength=_strength(lang, result.card),
            reduction=result.reduction,
        )
    )
    lines.append(tr(lang, "soulstone-damage", before=result.damage, after=result.remaining))
    pools = pools_text(lang, view.pools)
    if pools:
        lines.append(pools)
    return "\n".join(lines)


def block_text(lang: str, pools: Mapping[int, int] | None) -> str:
    lines = [tr(lang, "soulstone-block-line")]
    shown = pools_text(lang, pools)
    if shown:
        lines.append(shown)
    return "\n".join(lines)
