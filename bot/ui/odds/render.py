"""The private /odds reply: exact chances rounded for reading, in the player's language."""

from __future__ import annotations

from fractions import Fraction

from bot.play.odds import OpposedOddsView, SimpleOddsView
from bot.rules.common.cards import Suit
from bot.rules.duel.arithmetic import Boost
from bot.rules.odds.exact import DAMAGE_FLIP_SCALE, OpposedChances, SimpleChances
from bot.ui.common.cards import card_name, suit_name
from bot.ui.common.i18n import tr
from bot.ui.common.render import MESSAGE_LIMIT, mention, modifier_label

DECIMAL_COMMA = frozenset({"es", "hu"})


def percent(lang: str, chance: Fraction) -> str:
    """A chance as a percentage with one decimal; never "0%" or "100%" for what can still happen."""
    if chance == 0:
        text = "0"
    elif chance == 1:
        text = "100"
    elif chance < Fraction(1, 1000):
        text = "<0.1"
    elif chance > Fraction(999, 1000):
        text = ">99.9"
    else:
        text = f"{float(chance * 100):.1f}"
    if lang in DECIMAL_COMMA:
        text = text.replace(".", ",")
    return f"{text}%"


def _scale_line(lang: str, scale: tuple[str, ...], margins: tuple[Fraction, ...]) -> str:
    key = "odds-margins-damage" if scale == DAMAGE_FLIP_SCALE else "odds-margins-raises"
    labels = [label.replace("-", "−") for label in scale]
    parts = " · ".join(f"{label}: {percent(lang, m)}" for label, m in zip(labels, margins, strict=True))
    return tr(lang, key, margins=parts)


def _suits(lang: str, suits: frozenset[Suit]) -> str:
    return ", ".join(suit_name(s, lang) for s in Suit if s in suits)


def _boost_text(lang: str, boost: Boost) -> str | None:
    if boost.empower is not None:
        return tr(lang, "odds-boost-empower", card=card_name(boost.empower, lang))
    if boost.plus and boost.suit is not None:
        return tr(lang, "odds-boost-plus-and-suit", suit=suit_name(boost.suit, lang))
    if boost.plus:
        return tr(lang, "odds-boost-plus")
    if boost.suit is not None:
        return tr(lang, "odds-boost-suit", suit=suit_name(boost.suit, lang))
    return None


def _simple_column(lang: str, key: str, scale: tuple[str, ...], chances: SimpleChances) -> list[str]:
    lines = [tr(lang, key, chance=percent(lang, chances.success))]
    if scale != DAMAGE_FLIP_SCALE:  # M2E/M3E: a simple duel has no damage flip to split by
        lines.append(_scale_line(lang, scale, chances.margins))
    return lines


def simple_odds_text(lang: str, view: SimpleOddsView) -> str:
    result = view.odds
    tn = str(view.tn)
    if view.tn_suits:
        tn = tr(lang, "odds-tn-with-suits", tn=view.tn, suits=_suits(lang, view.tn_suits))
    lines = [
        tr(
            lang,
            "odds-title-simple",
            edition=result.edition.upper(),
            stat=view.stat,
            tn=tn,
            modifiers=modifier_label(lang, view.modifier.net),
            cards=result.cards,
        )
    ]
    boost = _boost_text(lang, view.boost)
    if boost:
        lines.append(boost)
    if result.reshuffles:
        lines.append(tr(lang, "odds-reshuffles"))
    lines += _simple_column(lang, "odds-simple-plain", result.scale, result.plain)
    if result.cheat is None:
        lines.append(tr(lang, "odds-no-cheat-negative", edition=result.edition.upper()))
    elif result.hand_size == 0:
        lines.append(tr(lang, "odds-no-cheat-empty-hand"))
    else:
        lines += _simple_column(lang, "odds-simple-cheat", result.scale, result.cheat)
    lines.append(tr(lang, "odds-footer"))
    return "\n".join(lines)[:MESSAGE_LIMIT]


def _opposed_column(lang: str, key: str, view: OpposedOddsView, chances: OpposedChances) -> list[str]:
    outcome = tr(
        lang,
        key,
        win=percent(lang, chances.win),
        tie=percent(lang, chances.tie),
        lose=percent(lang, chances.lose),
    )
    if chances.neither:
        outcome += " · " + tr(lang, "odds-neither", chance=percent(lang, chances.neither))
    lines = [outcome, _scale_line(lang, view.odds.scale, chances.margins)]
    if chances.hand_beats is not None and view.opponent is not None:
        lines.append(
            tr(
                lang,
                "odds-hand-beats",
                who=mention(view.opponent),
                count=view.odds.opponent_hand_size or 0,
                chance=percent(lang, chances.hand_beats),
            )
        )
    return lines


def opposed_odds_text(lang: str, view: OpposedOddsView) -> str:
    result = view.odds
    lines = [
        tr(
            lang,
            "odds-title-opposed",
            edition=result.edition.upper(),
            stat=view.stat,
            modifiers=modifier_label(lang, view.modifier.net),
            cards=result.cards,
            opponent_stat=view.opponent_stat,
            opponent_modifiers=modifier_label(lang, view.opponent_modifier.net),
            opponent_cards=result.opponent_cards,
        )
    ]
    if view.tn is not None:
        lines.append(tr(lang, "odds-opposed-tn", tn=view.tn))
    if result.shared_pile:
        lines.append(tr(lang, "odds-shared-pile"))
    elif view.opponent is None:
        lines.append(tr(lang, "odds-unknown-opponent"))
    if result.reshuffles:
        lines.append(tr(lang, "odds-reshuffles"))
    if result.opponent_reshuffles and view.opponent is not None:
        lines.append(tr(lang, "odds-opponent-reshuffles", who=mention(view.opponent)))
    lines += _opposed_column(lang, "odds-opposed-plain", view, result.plain)
    if result.cheat is None:
        lines.append(tr(lang, "odds-no-cheat-negative", edition=result.edition.upper()))
    elif result.hand_size == 0:
        lines.append(tr(lang, "odds-no-cheat-empty-hand"))
    else:
        lines += _opposed_column(lang, "odds-opposed-cheat", view, result.cheat)
    lines.append(tr(lang, "odds-footer-opposed"))
    return "\n".join(lines)[:MESSAGE_LIMIT]
