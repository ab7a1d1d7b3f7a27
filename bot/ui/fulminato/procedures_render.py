"""Texts of /fulminato opposed and grapple, and the Endurance line of an attack."""

from __future__ import annotations

from bot.play.fulminato.rolls import GrappleReport, OpposedReport
from bot.ui.common.i18n import tr
from bot.ui.common.render import clip, mention
from bot.ui.fulminato.render import interpretations_text, pool_text


def _name(lang: str, name: str | None) -> str:
    return name or tr(lang, "fulminato-someone")


def opposed_text(lang: str, report: OpposedReport) -> str:
    roll = report.roll
    attacker, defender = roll.attacker.total, roll.defender.total
    if roll.attacker_wins:
        key = "fulminato-opposed-won"
    elif roll.tie:
        key = "fulminato-opposed-tie"
    else:
        key = "fulminato-opposed-lost"
    lines = [
        tr(
            lang,
            "fulminato-opposed-title",
            by=mention(report.by),
            attacker=_name(lang, report.attacker),
            defender=_name(lang, report.defender),
        ),
        tr(lang, "fulminato-opposed-attacker", pool=pool_text(lang, roll.attacker)),
        tr(lang, "fulminato-opposed-defender", pool=pool_text(lang, roll.defender)),
        tr(lang, key, attacker=attacker, defender=defender),
    ]
    if roll.attacker.ranks or roll.defender.ranks:
        notes = interpretations_text(lang, ["ranks-outside-deflection"])
        if notes:
            lines.append(notes)
    return clip("\n".join(lines))


def grapple_text(lang: str, report: GrappleReport) -> str:
    result = report.result
    action = tr(lang, f"choice-fulminato-grapple-{result.action.value}")
    if report.grappler is None and report.grappled is None:
        title = tr(lang, "fulminato-grapple-title-plain", by=mention(report.by), action=action)
    else:
        title = tr(
            lang,
            "fulminato-grapple-title",
            by=mention(report.by),
            action=action,
            grappler=_name(lang, report.grappler),
            grappled=_name(lang, report.grappled),
        )
    lines = [title]
    if result.opposed is not None:
        lines.append(tr(lang, "fulminato-grapple-acting", pool=pool_text(lang, result.opposed.attacker)))
        lines.append(tr(lang, "fulminato-grapple-other", pool=pool_text(lang, result.opposed.defender)))
        if result.tie:
            lines.append(tr(lang, "fulminato-grapple-tie-note"))
    if result.test is not None:
        lines.append(
            tr(
                lang,
                "fulminato-grapple-test",
                pool=pool_text(lang, result.test.roll),
                difficulty=result.test.difficulty,
            )
        )
    lines.append(tr(lang, f"fulminato-grapple-{result.outcome}"))
    notes = interpretations_text(lang, result.interpretations)
    if notes:
        lines.append(notes)
    return clip("\n".join(lines))
