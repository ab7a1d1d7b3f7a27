"""The public text of a duel, a damage flip, or a step of one (pure: a language and a duel in).

In English every flipping side carries the labelled lines `Flipped:` (every card, in flip
order) and `Card:` (the card used, after any cheat); duels add `Total:` (a number, then the
suits in it) and, once over, `Result:` (`Success` / `Failure`, with the winner of an opposed
duel). Nothing here ever names a card in someone's hand: a cheated card is shown once it is
played, and an empower card once it is discarded.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from bot.play import DuelView
from bot.rules.common.cards import Card, Strength, Suit
from bot.rules.common.editions import DamageModel, Edition, Role
from bot.rules.duel import arithmetic as duels
from bot.rules.duel.arithmetic import NO_BOOST, Boost, CheatBlock
from bot.rules.duel.result import DuelResult, SideResult
from bot.rules.duel.state import DuelKind, DuelState, Phase, Side
from bot.rules.flip.modifiers import FateModifier
from bot.ui.common import emoji
from bot.ui.common.cards import SUIT_ORDER, card_text, suit_name
from bot.ui.common.i18n import tr
from bot.ui.common.render import mention, modifier_label
from bot.ui.common.reply_layout import PENDING, bold, card_accent, note, outcome_accent
from bot.ui.crew.duel_render import models_line

_BLOCK_KEYS: dict[CheatBlock, str] = {
    CheatBlock.NEGATIVE_FLIP: "duel-block-negative-flip",
    CheatBlock.BLACK_JOKER: "duel-block-black-joker",
    CheatBlock.OPPONENT_RED_JOKER: "duel-block-opponent-red-joker",
    CheatBlock.RELENTED: "duel-block-relented",
    CheatBlock.EMPTY_HAND: "duel-block-empty-hand",
    CheatBlock.ALREADY_USED: "duel-block-already-used",
    CheatBlock.NOT_ALLOWED: "duel-block-not-allowed",
}

_STRENGTH_KEYS: dict[Strength, str] = {
    Strength.WEAK: "damage-strength-weak",
    Strength.MODERATE: "damage-strength-moderate",
    Strength.SEVERE: "damage-strength-severe",
}


# -- small pieces -------------------------------------------------------------------------------


def suits_text(lang: str, suits: Iterable[Suit]) -> str:
    """`♥ Rams, ♦ Masks` in suit order, or the word for no suit."""
    present = set(suits)
    shown = [f"{emoji.suit_emoji(s)} {suit_name(s, lang)}" for s in SUIT_ORDER if s in present]
    return ", ".join(shown) if shown else tr(lang, "duel-no-suit")


def boost_text(lang: str, boost: Boost) -> str | None:
    """What a side declared before flipping, or None for nothing."""
    if boost.empower is not None:
        suit = boost.empower.suit
        return tr(
            lang,
            "duel-boost-empower",
            card=card_text(boost.empower, lang),
            suit=suits_text(lang, () if suit is None else (suit,)),
        )
    if boost.plus and boost.suit is not None:
        return tr(lang, "duel-boost-plus-and-suit", suit=suits_text(lang, (boost.suit,)))
    if boost.plus:
        return tr(lang, "duel-boost-plus")
    if boost.suit is not None:
        return tr(lang, "duel-boost-suit", suit=suits_text(lang, (boost.suit,)))
    return None


def block_text(lang: str, block: CheatBlock) -> str:
    return tr(lang, _BLOCK_KEYS[block])


def edition_label(edition: Edition | str) -> str:
    key = edition if isinstance(edition, str) else edition.key
    return key.upper()


def _card_line(lang: str, state: DuelState, side: Side, final: Card) -> str:
    text = card_text(final, lang)
    if final.is_red_joker and state.kind is not DuelKind.DAMAGE:
        suit = side.red_joker_suit
        text += " " + (
            tr(lang, "duel-red-joker-as", suit=suits_text(lang, (suit,)))
            if suit is not None
            else tr(lang, "duel-red-joker-no-suit")
        )
    if side.cheated is not None and side.chosen_card is not None:
        text += " " + tr(lang, "duel-cheated-in", replaced=card_text(side.chosen_card, lang))
    return tr(lang, "flip-card", card=text)


def _current_total(state: DuelState, side: Side) -> duels.Total | None:
    final = side.final_card
    if side.stat is None or final is None:
        return None
    extra = duels.boost_effect(state.edition, side.boost or NO_BOOST, side.role).suits
    return duels.total(
        side.stat, final, red_joker_suit=side.red_joker_suit, stat_suits=side.stat_suits, extra_suits=extra
    )


def total_line(lang: str, value: int, suits: Iterable[Suit]) -> str:
    return tr(lang, "duel-total", total=value, suits=suits_text(lang, suits))


# -- one side -----------------------------------------------------------------------------------


def _side_heading(lang: str, state: DuelState, side: Side) -> str:
    who = mention(side.player)
    mods = modifier_label(lang, side.flip_modifier(state.edition).net)
    if state.kind is DuelKind.DAMAGE:
        return tr(lang, "duel-side-damage", who=who, modifiers=mods)
    if side.relented:
        return tr(lang, "duel-side-relented", who=who)
    if side.stat is None:
        return tr(lang, "duel-side-no-stat", who=who)
    heading = tr(lang, "duel-side", who=who, stat=side.stat, modifiers=mods)
    boost = None if side.boost is None else boost_text(lang, side.boost)
    if boost:
        heading += " — " + boost
    return heading


def side_lines(lang: str, state: DuelState, side: Side, result: SideResult | None) -> list[str]:
    lines = [_side_heading(lang, state, side)]
    if side.flipped:
        lines.append(tr(lang, "flip-flipped", cards=", ".join(card_text(c, lang) for c in side.flipped)))
        if side.reshuffled:
            lines.append(note(tr(lang, "flip-reshuffled")))
    final = side.final_card
    if final is not None:
        lines.append(_card_line(lang, state, side, final))
    if state.kind is not DuelKind.DAMAGE:
        if result is not None and result.total is not None:
            lines.append(total_line(lang, result.total, result.suits))
        else:
            current = _current_total(state, side)
            if current is not None:
                lines.append(total_line(lang, current.value, current.suits))
    if side.cheat_done and side.cheat_block is not None and side.cheat_block is not CheatBlock.RELENTED:
        # a rule decided it: a small note, not a line of the breakdown
        lines.append(
            note(
                tr(
                    lang,
                    "duel-cannot-cheat",
                    who=mention(side.player),
                    reason=block_text(lang, side.cheat_block),
                )
            )
        )
    elif side.cheat_done and side.cheated is None and side.cheat_block is None and final is not None:
        lines.append(tr(lang, "duel-kept-card", who=mention(side.player)))
    return lines


# -- the whole message --------------------------------------------------------------------------


def _title(lang: str, state: DuelState) -> str:
    edition = edition_label(state.edition)
    first = state.sides[0]
    if state.kind is DuelKind.SIMPLE:
        assert state.tn is not None
        tn = _tn_text(lang, state.tn, state.tn_suits)
        return tr(lang, "duel-title-simple", who=mention(first.player), edition=edition, tn=tn)
    if state.kind is DuelKind.DAMAGE:
        assert state.damage is not None
        return tr(
            lang,
            "duel-title-damage",
            who=mention(first.player),
            edition=edition,
            weak=state.damage.weak,
            moderate=state.damage.moderate,
            severe=state.damage.severe,
        )
    resister = state.side(Role.RESISTER)
    title = tr(
        lang,
        "duel-title-opposed",
        who=mention(first.player),
        opponent=mention(resister.player),
        edition=edition,
    )
    if state.tn is not None:
        title += " " + tr(lang, "duel-title-opposed-tn", tn=_tn_text(lang, state.tn, state.tn_suits))
    return title


def _tn_text(lang: str, tn: int, suits: frozenset[Suit]) -> str:
    if not suits:
        return str(tn)
    return tr(lang, "duel-tn-with-suits", tn=tn, suits=suits_text(lang, suits))


def _waiting_line(lang: str, state: DuelState) -> str | None:
    side = state.awaiting
    if side is None:
        return None
    who = mention(side.player)
    if state.phase is Phase.AWAITING_RESISTER:
        key = "duel-waiting-resister-stat" if side.stat is None else "duel-waiting-resister"
        text = tr(lang, key, who=who)
        if state.edition.relent_allowed and state.against_own_model:
            text += " " + tr(lang, "duel-waiting-relent")
        return text
    if state.phase is Phase.AWAITING_INITIATOR_BOOST:
        return tr(lang, "duel-waiting-initiator-boost", who=who)
    if state.phase is Phase.CHOOSING:
        flip = side.flip(state.edition)
        if flip is not None and not flip.has_choice:
            return tr(lang, "duel-waiting-red-joker", who=who)
        return tr(lang, "duel-waiting-choose", who=who)
    if state.phase is Phase.CHEATING:
        return tr(lang, "duel-waiting-cheat", who=who)
    return None


def duel_headline(lang: str, view: DuelView) -> str:
    """The first line, in bold: the outcome once over (result, totals, margin, raises), else
    the duel's title."""
    result = view.result
    if result is None:
        return bold(_title(lang, view.state))
    if result.kind is DuelKind.DAMAGE:
        card = result.sides[0].final
        parts = [tr(lang, "glance-damage", damage=result.damage or 0)]
        if card is not None:
            parts.append(card_text(card, lang))
        return bold(" · ".join(parts))
    parts = _headline_outcome(lang, result)
    if result.margin is not None and result.margin != 0 and not result.missing_suits:
        parts.append(tr(lang, "glance-margin", margin=abs(result.margin)))
    if result.damage_modifier is not None:
        parts.append(
            tr(lang, "glance-damage-flip", modifiers=_damage_mod_label(lang, result.damage_modifier))
        )
    if result.raises and (result.kind is DuelKind.SIMPLE or result.winner is not None):
        parts.append(tr(lang, "glance-raises", raises=result.raises))
    return bold(" · ".join(parts))


def _headline_outcome(lang: str, result: DuelResult) -> list[str]:
    if result.kind is DuelKind.SIMPLE:
        side = result.sides[0]
        verdict = tr(lang, "glance-success" if result.success else "glance-failure")
        return [verdict, tr(lang, "glance-vs-tn", total=side.total or 0, tn=result.tn or 0)]
    initiator = result.side(Role.INITIATOR)
    resister = result.side(Role.RESISTER)
    if resister.relented and initiator.total is None:
        return [tr(lang, "glance-relented", who=mention(resister.player))]
    totals = tr(lang, "glance-vs", first=initiator.total or 0, second=resister.total or 0)
    if result.winner is None:
        return [tr(lang, "glance-nobody-wins"), totals]
    winner = initiator if result.winner is Role.INITIATOR else resister
    return [tr(lang, "glance-wins", who=mention(winner.player)), totals]


def duel_accent(view: DuelView) -> int:
    """The colour of the duel's card: the outcome once over (the card for a damage flip)."""
    result = view.result
    if result is None:
        return PENDING
    if result.kind is DuelKind.DAMAGE:
        return card_accent(result.sides[0].final)
    return outcome_accent(result.success)


def duel_text(lang: str, view: DuelView, *, lapsed: bool = False, lapse: Sequence[str] = ()) -> str:
    """The duel's public message as it stands (or its result once over): the headline first.
    ``lapse``: the lines saying which defaults a lapse (or a withdrawal) applied."""
    state = view.state
    result = view.result
    lines = [duel_headline(lang, view)]
    if result is not None:
        lines.append(_title(lang, state))
    if view.models is not None:  # a duel from the crews: which models duel, until its end
        lines.append(models_line(lang, view.models))
    for side in state.sides:
        lines.append("")
        side_result = None if result is None else result.side(side.role)
        lines.extend(side_lines(lang, state, side, side_result))
    lines.append("")
    if result is not None:
        lines.extend(result_lines(lang, state, result))
        if lapse:
            lines.extend(["", *lapse])
    elif lapse:
        lines.extend(lapse)
    elif lapsed or state.phase is Phase.EXPIRED:
        lines.append(tr(lang, "play-duel-lapsed"))
    else:
        waiting = _waiting_line(lang, state)
        if waiting:
            lines.append(waiting)
    while lines and lines[-1] == "":
        lines.pop()
    return "\n".join(lines)


# -- the result ---------------------------------------------------------------------------------


def result_lines(lang: str, state: DuelState, result: DuelResult) -> list[str]:
    if result.kind is DuelKind.DAMAGE:
        lines = [_damage_result(lang, result)]
    elif result.kind is DuelKind.SIMPLE:
        lines = _simple_result(lang, result)
    else:
        lines = _opposed_result(lang, state, result)
    if result.interpretations:
        lines.append(note(tr(lang, "duel-interpretations", tags=", ".join(result.interpretations))))
    return lines


def _damage_result(lang: str, result: DuelResult) -> str:
    side = result.sides[0]
    card = side.final
    assert card is not None and result.damage is not None
    if card.is_black_joker:
        return tr(lang, "damage-result-black-joker")
    if card.is_red_joker:
        return tr(lang, "damage-result-red-joker", damage=result.damage)
    assert result.damage_strength is not None
    strength = tr(lang, _STRENGTH_KEYS[result.damage_strength])
    return tr(lang, "damage-result", damage=result.damage, strength=strength)


def _missing_text(lang: str, missing: frozenset[Suit]) -> str:
    return tr(lang, "duel-missing-suits", suits=suits_text(lang, missing))


def _simple_result(lang: str, result: DuelResult) -> list[str]:
    side = result.sides[0]
    assert side.total is not None and result.tn is not None and result.margin is not None
    if result.success:
        lines = [tr(lang, "duel-result-simple-success", total=side.total, tn=result.tn, margin=result.margin)]
    elif result.missing_suits and result.margin >= 0:
        lines = [
            tr(lang, "duel-result-simple-failure-suits", total=side.total, tn=result.tn)
            + " "
            + _missing_text(lang, result.missing_suits)
        ]
    else:
        line = tr(lang, "duel-result-simple-failure", total=side.total, tn=result.tn, short=-result.margin)
        if result.missing_suits:
            line += " " + _missing_text(lang, result.missing_suits)
        lines = [line]
    if result.raises is not None:
        lines.append(tr(lang, "duel-raises", who=mention(side.player), raises=result.raises))
    return lines


def _opposed_result(lang: str, state: DuelState, result: DuelResult) -> list[str]:
    initiator = result.side(Role.INITIATOR)
    resister = result.side(Role.RESISTER)
    a, b = mention(initiator.player), mention(resister.player)
    lines: list[str] = []
    if resister.relented and initiator.total is None:
        lines.append(tr(lang, "duel-result-relented", who=a, opponent=b))
    else:
        assert initiator.total is not None and resister.total is not None and result.margin is not None
        totals = {"first": initiator.total, "second": resister.total}
        if result.winner is Role.INITIATOR:
            lines.append(tr(lang, "duel-result-initiator-wins", who=a, margin=result.margin, **totals))
        elif result.winner is Role.RESISTER:
            lines.append(tr(lang, "duel-result-resister-wins", who=b, margin=-result.margin, **totals))
        else:
            lines.append(tr(lang, "duel-result-nobody-wins", **totals))
        if result.missing_suits:
            lines.append(_missing_text(lang, result.missing_suits))
        if result.tn is not None and initiator.total < result.tn:
            lines.append(tr(lang, "duel-below-tn", who=a, tn=result.tn))
        if resister.relented:
            lines.append(tr(lang, "duel-relented-total", who=b))
    if result.damage_modifier is not None:
        lines.append(
            tr(lang, "duel-damage-modifier", modifiers=_damage_mod_label(lang, result.damage_modifier))
        )
    if result.raises is not None and result.winner is not None:
        winner = a if result.winner is Role.INITIATOR else b
        lines.append(tr(lang, "duel-raises", who=winner, raises=result.raises))
    if result.tie_damage_reduction:
        lines.append(tr(lang, "duel-tie-reduction", who=b, amount=result.tie_damage_reduction))
    if state.edition.damage_model is DamageModel.FLIP and result.winner is Role.RESISTER:
        lines.append(tr(lang, "duel-no-damage-flip"))
    return lines


def _damage_mod_label(lang: str, modifier: FateModifier) -> str:
    return modifier_label(lang, modifier.net)
