"""The public text of /initiative: every flip, reflip, cheat and choice in order, then who has it.

Pure: a language and an initiative in, a string out. Cards named here are flipped or played
cards (public); hands are never shown.
"""

from __future__ import annotations

from bot.play.initiative import InitiativeView
from bot.rules.common.cards import Card
from bot.rules.common.editions import InitiativeProcedure
from bot.rules.duel.arithmetic import CheatBlock
from bot.rules.initiative.state import Event, EventKind, InitiativePhase, InitiativeState
from bot.ui.common.cards import card_text
from bot.ui.common.i18n import tr
from bot.ui.common.render import mention
from bot.ui.common.reply_layout import PENDING, SUCCESS, bold, card_accent, note
from bot.ui.duel.render import block_text, edition_label

_EVENT_KEYS: dict[EventKind, str] = {
    EventKind.FLIP: "initiative-event-flip",
    EventKind.TIE_REFLIP: "initiative-event-tie-reflip",
    EventKind.SOULSTONE_REFLIP: "initiative-event-soulstone-reflip",
    EventKind.SOULSTONE_KEEP: "initiative-event-soulstone-keep",
    EventKind.CHEAT: "initiative-event-cheat",
    EventKind.DECLINE: "initiative-event-decline",
}


def _card(lang: str, card: Card | None) -> str:
    return card_text(card, lang) if card is not None else "—"


def event_line(lang: str, state: InitiativeState, event: Event) -> str:
    who = mention(event.player)
    if event.kind is EventKind.CHOSE:
        return tr(lang, "initiative-event-chose", who=who, first=mention(int(event.detail or 0)))
    if event.kind is EventKind.CHEAT_SKIPPED:
        try:
            reason = block_text(lang, CheatBlock(event.detail))
        except ValueError:
            reason = event.detail or "—"
        return tr(lang, "initiative-event-cheat-skipped", who=who, reason=reason)
    text = tr(
        lang,
        _EVENT_KEYS[event.kind],
        who=who,
        card=_card(lang, event.card),
        replaced=_card(lang, event.replaced),
    )
    tokens = state.contender(event.player).pass_tokens if event.player in state.players else 0
    if tokens and event.kind in (EventKind.FLIP, EventKind.TIE_REFLIP) and event.card is not None:
        text += " " + tr(lang, "initiative-pass-tokens", tokens=tokens, total=event.card.value + tokens)
    return text


def _waiting(lang: str, state: InitiativeState) -> str | None:
    awaiting = state.awaiting_player
    if awaiting is None:
        return None
    who = mention(awaiting)
    if state.phase is InitiativePhase.SOULSTONES:
        return tr(lang, "initiative-waiting-soulstone", who=who)
    if state.phase is InitiativePhase.CHEATING:
        return tr(lang, "initiative-waiting-cheat", who=who)
    if state.edition.initiative is InitiativeProcedure.ATTACKER_THEN_CHOOSER:
        return tr(lang, "initiative-waiting-choose-m4e", who=who)
    return tr(lang, "initiative-waiting-choose", who=who)


def _result(lang: str, state: InitiativeState) -> list[str]:
    lines: list[str] = []
    procedure = state.edition.initiative
    if procedure is InitiativeProcedure.FLIP_PASS_TOKENS:
        a, b = state.contenders
        if a.card is not None and b.card is not None:
            lines.append(
                tr(
                    lang,
                    "initiative-totals",
                    first=mention(a.player),
                    first_total=a.total,
                    second=mention(b.player),
                    second_total=b.total,
                )
            )
    holder = state.winner if state.winner is not None else state.first_player
    if holder is None:
        return lines
    if procedure is InitiativeProcedure.FLIP_SOULSTONE_REFLIP:
        lines.append(
            tr(
                lang,
                "initiative-result-m2e",
                who=mention(holder),
                first=mention(state.first_player or holder),
            )
        )
    elif procedure is InitiativeProcedure.ATTACKER_THEN_CHOOSER and state.turn == 1:
        lines.append(tr(lang, "initiative-result-attacker", who=mention(holder)))
    else:
        lines.append(tr(lang, "initiative-result", who=mention(holder)))
    return lines


def initiative_accent(view: InitiativeView) -> int:
    """The colour of the holder's card once decided (success green without one), else grey."""
    state = view.state
    holder = state.winner if state.winner is not None else state.first_player
    if state.phase is not InitiativePhase.DONE or holder is None:
        return PENDING
    card = state.contender(holder).card if holder in state.players else None
    return card_accent(card) if card is not None else SUCCESS


def initiative_text(lang: str, view: InitiativeView, *, lapsed: bool = False) -> str:
    """Who has initiative first (in bold) once decided, else the title; then every event."""
    state = view.state
    a, b = state.players
    title = tr(
        lang,
        "initiative-title",
        edition=edition_label(state.edition),
        first=mention(a),
        second=mention(b),
    )
    holder = state.winner if state.winner is not None else state.first_player
    if state.phase is InitiativePhase.DONE and holder is not None:
        lines = [bold(tr(lang, "glance-initiative", who=mention(holder))), title]
    else:
        lines = [bold(title)]
    if state.edition.initiative is InitiativeProcedure.FLIP_PASS_TOKENS and state.previous_holder is not None:
        # Say whom the tie-break favours: the options that chose it are not shown to anyone else.
        lines.append(tr(lang, "rules-initiative-tie-holder", who=mention(state.previous_holder)))
    lines.extend("• " + event_line(lang, state, event) for event in state.events)
    if state.phase is InitiativePhase.DONE:
        lines.extend(_result(lang, state))
    elif lapsed or state.phase is InitiativePhase.EXPIRED:
        lines.append(tr(lang, "initiative-lapsed"))
    else:
        waiting = _waiting(lang, state)
        if waiting:
            lines.append(waiting)
    if state.interpretations:
        lines.append(note(tr(lang, "duel-interpretations", tags=", ".join(state.interpretations))))
    return "\n".join(lines)
