"""Encounter replies: every flip that produced the result, then the result (pure text).

Used by ``/encounter``, ``/league-admin draw``, ``/league show`` (a stored draw is turned back into an
``Encounter`` first) and ``/game start``. Parts decided by an inferred mapping of the season
file are named once, in one "unverified" note per reply.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from bot.play.encounter import EncounterResult
from bot.rules.encounter.generation import Encounter, FlipOutcome, FlipPurpose, FlipRecord, Side
from bot.rules.encounter.seasons import Season
from bot.ui.common.cards import card_text, suit_name
from bot.ui.common.i18n import tr
from bot.ui.common.render import MESSAGE_LIMIT, mention
from bot.ui.common.reply_layout import bold, card_accent, note


def side_labels(lang: str, result: EncounterResult) -> dict[Side, str]:
    second = mention(result.opponent) if result.opponent is not None else tr(lang, "enc-side-bot-opponent")
    return {Side.FIRST: mention(result.player), Side.SECOND: second}


def league_side_labels(lang: str) -> dict[Side, str]:
    return {Side.FIRST: tr(lang, "enc-side-first"), Side.SECOND: tr(lang, "enc-side-second")}


def _suit_of(lang: str, record_card: object) -> str:
    suit = getattr(record_card, "suit", None)
    return suit_name(suit, lang) if suit is not None else tr(lang, "enc-no-suit")


def flip_line(lang: str, record: FlipRecord, who: str, scheme: str | None = None) -> str:
    card = card_text(record.card, lang)
    if record.outcome is FlipOutcome.USED:
        line = (
            tr(lang, "enc-flip-scheme", who=who, card=card, scheme=scheme)
            if scheme
            else tr(lang, "enc-flip-used", who=who, card=card)
        )
    else:
        line = tr(lang, f"enc-flip-{record.outcome.value}", who=who, card=card)
    if record.reshuffled:
        line += " " + tr(lang, "enc-flip-reshuffled")
    return "• " + line


def flip_lines(
    lang: str, encounter: Encounter, labels: Mapping[Side, str], *, compact: bool = False
) -> list[str]:
    """Every flip in order, grouped: the scenario flip, then the scheme flips (M2E/M3E)."""
    lines: list[str] = []
    scenario = encounter.flips_for(FlipPurpose.SCENARIO)
    schemes = encounter.flips_for(FlipPurpose.SCHEME)
    if compact:
        tokens = " ".join(record.token.split(":", 2)[2] for record in encounter.flips)
        return [tr(lang, "enc-flips-compact", count=len(encounter.flips), flips=tokens)]
    lines.append(tr(lang, "enc-scenario-flips"))
    lines.extend(flip_line(lang, record, labels[record.side]) for record in scenario)
    if schemes:
        lines.append(tr(lang, "enc-scheme-flips", who=labels[encounter.attacker]))
        picks = iter(encounter.schemes)
        for record in schemes:
            scheme = next(picks).name if record.outcome is FlipOutcome.USED else None
            lines.append(flip_line(lang, record, labels[record.side], scheme))
    return lines


def result_lines(lang: str, encounter: Encounter, labels: Mapping[Side, str]) -> list[str]:
    """Attacker and defender, strategy, deployment and the scheme pool."""
    attacker, defender = labels[encounter.attacker], labels[encounter.defender]
    lines = [
        tr(lang, "enc-attacker", who=attacker, card=card_text(encounter.attacker_card, lang)),
        tr(lang, "enc-defender", who=defender, card=card_text(encounter.defender_card, lang)),
    ]
    if encounter.strategy is not None:
        lines.append(
            tr(
                lang,
                "enc-strategy",
                strategy=encounter.strategy,
                suit=_suit_of(lang, encounter.attacker_card),
            )
        )
    else:
        lines.append(
            tr(lang, "enc-strategy-open", who=attacker, choices=", ".join(encounter.strategy_choices))
        )
    lines.append(
        tr(
            lang,
            "enc-deployment",
            deployment=encounter.deployment,
            suit=_suit_of(lang, encounter.defender_card),
        )
    )
    lines.append(tr(lang, "enc-schemes", count=len(encounter.schemes)))
    for pick in encounter.schemes:
        if pick.value is not None:
            lines.append("• " + tr(lang, "enc-scheme-by-value", value=pick.value, scheme=pick.name))
        else:
            following = ", ".join(pick.next_available) or "—"
            lines.append("• " + tr(lang, "enc-scheme-card", scheme=pick.name, next=following))
    return lines


def footer_lines(lang: str, encounter: Encounter, *, reshuffled: bool) -> list[str]:
    lines: list[str] = []
    if reshuffled:
        lines.append(tr(lang, "enc-reshuffled-after-setup"))
    # Only parts an inferred mapping decided: an open strategy is the attacker's choice.
    parts = sorted(encounter.unverified - ({"strategy"} if encounter.strategy is None else set()))
    if parts:
        lines.append(unverified_line(lang, parts))
    return lines


def unverified_line(lang: str, parts: Sequence[str]) -> str:
    """The one "unverified" note of a reply, naming every part an inferred mapping decided."""
    names = ", ".join(tr(lang, f"rules-unverified-part-{part.replace('_', '-')}") for part in parts)
    return tr(lang, "rules-unverified-once", parts=names)


def season_label(lang: str, season: Season, *, custom: bool = False) -> str:
    key = "enc-season-custom" if custom else "enc-season"
    return tr(lang, key, name=season.name, id=season.id)


def season_defaulted_line(lang: str, season: Season, edition: str, how: str) -> str:
    """No season was named: which one was used, and why (the server's choice or today's)."""
    return tr(lang, f"season-defaulted-{how}", season=season.name, id=season.id, edition=edition.upper())


def encounter_body(
    lang: str, encounter: Encounter, labels: Mapping[Side, str], *, header: list[str], reshuffled: bool
) -> str:
    """Header, every flip, the result and footnotes; flips compacted if the message would overflow."""
    results = result_lines(lang, encounter, labels)
    footer = footer_lines(lang, encounter, reshuffled=reshuffled)
    text = "\n".join([*header, *flip_lines(lang, encounter, labels), *results, *footer])
    if len(text) > MESSAGE_LIMIT:
        text = "\n".join([*header, *flip_lines(lang, encounter, labels, compact=True), *results, *footer])
    return text


def encounter_text(lang: str, result: EncounterResult) -> str:
    """The public reply to ``/encounter``: the outcome, the result, then every flip behind it."""
    labels = side_labels(lang, result)
    key = "enc-title-opponent" if result.opponent is not None else "enc-title-alone"
    header = [
        tr(
            lang,
            key,
            edition=result.edition.upper(),
            season=season_label(lang, result.season, custom=result.custom_season),
            player=mention(result.player),
            opponent=mention(result.opponent) if result.opponent is not None else "",
        )
    ]
    encounter = result.encounter
    results = result_lines(lang, encounter, labels)
    notes = [note(line) for line in footer_lines(lang, encounter, reshuffled=result.reshuffled_after_setup)]
    if result.season_defaulted is not None:
        notes.append(
            note(season_defaulted_line(lang, result.season, result.edition, result.season_defaulted))
        )
    lead = [encounter_headline(lang, encounter), *header, *results]
    text = "\n".join([*lead, *flip_lines(lang, encounter, labels), *notes])
    if len(text) > MESSAGE_LIMIT:
        text = "\n".join([*lead, *flip_lines(lang, encounter, labels, compact=True), *notes])
    return text


def encounter_headline(lang: str, encounter: Encounter) -> str:
    """The outcome first, in bold: the strategy (or that the attacker chooses it) and deployment."""
    strategy = encounter.strategy if encounter.strategy is not None else tr(lang, "glance-strategy-open")
    return bold(tr(lang, "glance-encounter", strategy=strategy, deployment=encounter.deployment))


def encounter_accent(encounter: Encounter) -> int:
    """The attacker's card colours the encounter: its suit chose the strategy."""
    return card_accent(encounter.attacker_card)


def strategy_rewrite(lang: str, previous: str, chosen: str, chooser: int) -> str:
    """The message after the attacker chose a suitless strategy: the open line replaced."""
    prefix = tr(lang, "enc-strategy-prefix")
    lines = previous.split("\n")
    for index, line in enumerate(lines):
        if line.startswith(prefix):
            lines[index] = tr(lang, "enc-strategy-chosen", strategy=chosen, who=mention(chooser))
            break
    else:
        lines.append(tr(lang, "enc-strategy-chosen", strategy=chosen, who=mention(chooser)))
    return "\n".join(lines)
