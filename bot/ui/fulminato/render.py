"""Reply text for /fulminato (pure: a language and a play result in, a string out).

Every die rolled is shown with its label, size and value; attack replies carry the labelled
lines `Attack:`, `Deflection:`, `Final result:`, `Location:` and `Damage:` in English, and
name every interpretation of the rules that applied.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from bot.play.fulminato.rolls import AttackReport, RollReport, SkillTestReport
from bot.play.fulminato.table import FulminatoState, FulminatoView
from bot.rules.fulminato.actions import Action
from bot.rules.fulminato.attack import DefenderState
from bot.rules.fulminato.dice import DieRoll, PoolRoll
from bot.rules.fulminato.fight import InitiativeEntry, InitiativeRoll
from bot.rules.fulminato.wounds import HitLocation
from bot.ui.common.i18n import tr
from bot.ui.common.render import clip, mention


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else (f"−{-value}" if value < 0 else "0")


# -- dice ---------------------------------------------------------------------------------------


def die_text(lang: str, die: DieRoll) -> str:
    return tr(
        lang,
        "fulminato-die",
        label=tr(lang, f"fulminato-label-{die.label}"),
        sides=die.sides,
        value=die.value,
    )


def pool_text(lang: str, pool: PoolRoll) -> str:
    """`Constitution d8: 5 + Skill d6: 3 (ranks −2) −2 from ranks + 1 bonus = 7`."""
    parts = [" + ".join(die_text(lang, die) for die in pool.dice)]
    if pool.ranks:
        parts.append(f"({tr(lang, 'fulminato-ranks', ranks=signed(pool.ranks))})")
    if pool.bonus:
        parts.append(tr(lang, "fulminato-rank-bonus", bonus=signed(pool.bonus)))
    if pool.modifier:
        parts.append(tr(lang, "fulminato-modifier", modifier=signed(pool.modifier)))
    return tr(lang, "fulminato-pool", dice=" ".join(parts), total=pool.total)


def interpretations_text(lang: str, notes: Iterable[str]) -> str | None:
    unique = list(dict.fromkeys(notes))
    if not unique:
        return None
    lines = [tr(lang, "fulminato-interpretations")]
    lines.extend(f"• {tr(lang, f'fulminato-interp-{note}')}" for note in unique)
    return "\n".join(lines)


def action_label(lang: str, action: Action) -> str:
    return tr(lang, f"fulminato-action-{action.value}")


# -- roster and tracker ---------------------------------------------------------------------------


def roster_text(lang: str, state: FulminatoState) -> str:
    if not state.roster:
        return tr(lang, "fulminato-roster-empty")
    lines = [tr(lang, "fulminato-roster-title", count=len(state.roster))]
    for entry in state.roster:
        lines.append(
            tr(
                lang,
                "fulminato-roster-line",
                name=entry.name,
                mind=entry.combatant.mind,
                grace=entry.combatant.grace,
                controller=mention(entry.controller),
            )
        )
    return "\n".join(lines)


def tracker_text(lang: str, state: FulminatoState) -> str:
    tracker = state.tracker
    if tracker is None:
        return tr(lang, "fulminato-no-fight")
    lines = [
        tr(lang, "fulminato-surprise-round")
        if tracker.is_surprise_round
        else tr(lang, "fulminato-round", round=tracker.round)
    ]
    lines.append(tr(lang, "fulminato-chronicler", chronicler=mention(state.chronicler)))
    for position, slot in enumerate(tracker.slots(), start=1):
        marker = "▶" if slot.current else ("✓" if slot.done else "·")
        total = "" if slot.total is None else tr(lang, "fulminato-order-total", total=slot.total)
        owner = (
            "" if slot.owner_id is None else tr(lang, "fulminato-order-owner", owner=mention(slot.owner_id))
        )
        lines.append(
            tr(
                lang,
                "fulminato-order-line",
                marker=marker,
                position=position,
                name=slot.name,
                total=total,
                owner=owner,
            )
        )
    if tracker.is_surprise_round and tracker.surprised:
        lines.append(tr(lang, "fulminato-surprised-list", names=", ".join(sorted(tracker.surprised))))
    lines.append(tr(lang, "fulminato-current", name=tracker.current.name, left=tracker.action_points))
    return "\n".join(lines)


def initiative_roll_text(lang: str, roll: InitiativeRoll) -> str:
    return tr(
        lang,
        "fulminato-pool",
        dice=f"{die_text(lang, roll.mind)} + {die_text(lang, roll.grace)}",
        total=roll.total,
    )


def initiative_text(lang: str, order: Sequence[InitiativeEntry]) -> str:
    lines = []
    for entry in order:
        rolls = [initiative_roll_text(lang, entry.rolls[0])]
        rolls.extend(
            tr(lang, "fulminato-init-reroll", roll=initiative_roll_text(lang, r)) for r in entry.rolls[1:]
        )
        lines.append(tr(lang, "fulminato-init-line", name=entry.name, rolls="; ".join(rolls)))
    return "\n".join(lines)


def view_text(lang: str, view: FulminatoView) -> str:
    """The public reply to a roster or tracker command."""
    state = view.state
    tracker = state.tracker
    by = mention(view.by)
    head: list[str] = []
    body: list[str] = []
    if view.event == "show":
        body = [roster_text(lang, state), tracker_text(lang, state)]
    elif view.event == "added":
        entry = state.entry(view.subject or "")
        head.append(
            tr(
                lang,
                "fulminato-added",
                by=by,
                name=entry.name,
                mind=entry.combatant.mind,
                grace=entry.combatant.grace,
            )
        )
        if tracker is not None:
            head.append(tr(lang, "fulminato-added-during-fight", name=entry.name))
        body = [roster_text(lang, state)]
    elif view.event == "removed":
        head.append(tr(lang, "fulminato-removed", by=by, name=view.subject))
        body = [tracker_text(lang, state) if tracker is not None else roster_text(lang, state)]
    elif view.event == "started" and tracker is not None:
        head.append(tr(lang, "fulminato-started", by=by))
        head.append(initiative_text(lang, tracker.order))
        body = [tracker_text(lang, state)]
        notes = interpretations_text(lang, tracker.interpretations)
        if notes:
            body.append(notes)
    elif view.event == "ended":
        head.append(tr(lang, "fulminato-ended", by=by, round=view.ended_round or 0))
    elif view.event in ("turn", "round") and tracker is not None:
        if view.subject:
            head.append(tr(lang, "fulminato-turn-ended", name=view.subject))
        if view.event == "round":
            head.append(tr(lang, "fulminato-round-started", round=tracker.round))
        body = [tracker_text(lang, state)]
    elif view.event == "delayed" and tracker is not None:
        head.append(tr(lang, "fulminato-delayed", name=view.subject, other=view.other))
        body = [tracker_text(lang, state)]
        notes = interpretations_text(lang, ["delay-this-round"])
        if notes:
            body.append(notes)
    elif view.event == "spent" and tracker is not None and view.action is not None:
        if view.cost:
            head.append(
                tr(
                    lang,
                    "fulminato-spent",
                    name=view.subject,
                    action=action_label(lang, view.action),
                    cost=view.cost,
                    left=tracker.action_points,
                )
            )
        else:
            head.append(
                tr(
                    lang,
                    "fulminato-spent-timeless",
                    name=view.subject,
                    action=action_label(lang, view.action),
                )
            )
        body = [tracker_text(lang, state)]
    else:
        body = [tracker_text(lang, state)]
    return clip("\n".join([*head, *body]))


# -- attacks, tests and rolls ---------------------------------------------------------------------


def attack_text(lang: str, report: AttackReport) -> str:
    outcome = report.outcome
    request = report.request
    lines = [
        tr(
            lang,
            "fulminato-attack-title",
            by=mention(report.by),
            kind=tr(lang, f"fulminato-kind-{request.kind.value}"),
            weapon=tr(lang, f"fulminato-weapon-{request.weapon.value}"),
        )
    ]
    if report.attacker or report.defender:
        someone = tr(lang, "fulminato-attack-someone")
        lines.append(
            tr(
                lang,
                "fulminato-attack-who",
                attacker=report.attacker or someone,
                defender=report.defender or someone,
            )
        )
    if report.cover is not None:
        lines.append(
            tr(
                lang,
                "fulminato-cover-line",
                die=die_text(lang, report.cover.die),
                hit="yes" if report.cover.cover_hit else "no",
            )
        )
    lines.append(tr(lang, "fulminato-attack-line", pool=pool_text(lang, outcome.attack.roll)))
    lines.extend(_deflection_lines(lang, report))
    lines.append(
        tr(
            lang,
            "fulminato-final-line",
            attack=outcome.attack.total,
            deflection=outcome.deflection.total,
            final=outcome.final_result,
        )
    )
    lines.append(_location_line(lang, report))
    lines.extend(_damage_lines(lang, report))
    lines.extend(endurance_lines(lang, report))
    notes = interpretations_text(lang, outcome.interpretations)
    if notes:
        lines.append(notes)
    return clip("\n".join(lines))


def _deflection_lines(lang: str, report: AttackReport) -> list[str]:
    deflection = report.outcome.deflection
    if deflection.roll is None and deflection.state is not DefenderState.SURPRISED:
        return [
            tr(
                lang,
                "fulminato-deflection-helpless",
                state=tr(lang, f"fulminato-state-{deflection.state.value}"),
            )
        ]
    lines = []
    if deflection.roll is None:
        lines.append(tr(lang, "fulminato-deflection-surprised"))
        dice = "0"
    else:
        roll = deflection.roll
        dice = " ".join(
            [
                " + ".join(die_text(lang, d) for d in roll.dice),
                *([f"({tr(lang, 'fulminato-ranks', ranks=signed(roll.ranks))})"] if roll.ranks else []),
                *([tr(lang, "fulminato-rank-bonus", bonus=signed(roll.bonus))] if roll.bonus else []),
            ]
        )
    lines.insert(
        0,
        tr(
            lang,
            "fulminato-deflection-line",
            pool=tr(
                lang,
                "fulminato-deflection-parts",
                dice=dice,
                shield=deflection.shield,
                armour=deflection.armour,
                extra=deflection.extra,
                total=deflection.total,
            ),
        ),
    )
    if report.state_from_fight:
        lines.append(tr(lang, "fulminato-deflection-from-fight"))
    if report.request.flankers > 1 and deflection.roll is not None:
        lines.append(
            tr(
                lang,
                "fulminato-flankers",
                flankers=report.request.flankers,
                ranks=min(report.request.flankers - 1, 3),
            )
        )
    return lines


def _location_line(lang: str, report: AttackReport) -> str:
    outcome = report.outcome
    location = tr(lang, f"fulminato-location-{outcome.location.value}")
    if outcome.limb is not None and outcome.limb_roll is not None:
        return tr(
            lang,
            "fulminato-location-limb-line",
            location=location,
            die=die_text(lang, outcome.limb_roll),
            limb=tr(lang, f"fulminato-limb-{outcome.limb.value}"),
        )
    if outcome.limb is not None:
        location = f"{location} — {tr(lang, f'fulminato-limb-{outcome.limb.value}')}"
    if report.request.called is not None:
        return tr(lang, "fulminato-location-called", location=location)
    return tr(lang, "fulminato-location-line", location=location)


def _damage_lines(lang: str, report: AttackReport) -> list[str]:
    outcome = report.outcome
    if outcome.damage is None or report.damage_roll is None:
        return []
    roll = report.damage_roll
    rolled = roll.breakdown if roll.dice else str(roll.total)
    lines = [tr(lang, "fulminato-damage-line", rolled=rolled, dealt=outcome.damage)]
    if (
        outcome.limb is not None
        and outcome.limb_disabled is not None
        and outcome.location is HitLocation.LIMB
    ):
        key = "fulminato-limb-disabled" if outcome.limb_disabled else "fulminato-limb-not-disabled"
        lines.append(tr(lang, key, limb=tr(lang, f"fulminato-limb-{outcome.limb.value}")))
    return lines


def endurance_lines(lang: str, report: AttackReport) -> list[str]:
    check = report.endurance
    if check is None:
        return []
    lines = [
        tr(
            lang,
            "fulminato-hit-points-line",
            before=check.hit_points_before,
            after=check.hit_points_after,
            max=check.max_hit_points,
        )
    ]
    if check.due:
        lines.append(
            tr(
                lang,
                "fulminato-endurance-due",
                after=check.hit_points_after,
                max=check.max_hit_points,
                wound=tr(lang, f"fulminato-wound-{check.wound.value}"),
            )
        )
    notes = interpretations_text(lang, report.endurance_notes)
    if notes:
        lines.append(notes)
    return lines


def skill_test_text(lang: str, report: SkillTestReport) -> str:
    test = report.test
    lines = [
        tr(lang, "fulminato-test-title", by=mention(report.by)),
        tr(
            lang,
            "fulminato-test-line",
            pool=pool_text(lang, test.roll),
            difficulty=test.difficulty,
            success="yes" if test.success else "no",
        ),
    ]
    notes = list(test.interpretations)
    if test.roll.ranks:
        notes.append("ranks-outside-deflection")
    text = interpretations_text(lang, notes)
    if text:
        lines.append(text)
    return clip("\n".join(lines))


def roll_text(lang: str, report: RollReport) -> str:
    breakdown = report.roll.breakdown
    if len(breakdown) > 1500:
        breakdown = breakdown[:1500] + "…"
    return tr(
        lang,
        "fulminato-roll-result",
        by=mention(report.by),
        expression=report.roll.expression,
        breakdown=breakdown,
    )


def action_button_label(lang: str, action: Action) -> str:
    return tr(lang, f"choice-fulminato-action-{action.value}")
