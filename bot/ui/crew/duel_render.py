"""A duel from the crews: told privately to its initiator, the numbers the cards gave (and those
typed over them) and each trigger's chance from their next flip (it counts on their own hand);
on the duel's public message, the line naming its models.

Model and action names are typed by players: they are shown through the one formatter of names
(``bot.rules.league.names.plain``), as typed and doing nothing else."""

from __future__ import annotations

from bot.play.game.crews import ModelDuelPlan
from bot.rules.crew.blind import DuelModels
from bot.rules.league.names import plain
from bot.ui.common.cards import suit_name
from bot.ui.common.i18n import tr
from bot.ui.common.reply_layout import bold, note
from bot.ui.odds.render import percent

TRIGGERS_SHOWN = 6  # an action has at most six (bot/rules/crew/cards.py TRIGGERS_MAX)


def model_duel_text(lang: str, plan: ModelDuelPlan, *, stat: int, resist: int | None, tn: int | None) -> str:
    """``stat``, ``resist`` and ``tn`` are the numbers the duel uses (a typed one wins)."""
    duel = plan.duel
    skill = f"{stat}{'' if duel.suit is None else ' ' + suit_name(duel.suit, lang)}"
    head = bold(
        tr(
            lang,
            "crew-duel-title",
            attacker=plain(plan.attacker),
            action=plain(duel.action.name),
            target="—" if plan.target is None else plain(plan.target),
        )
    )
    lines = [head, tr(lang, "crew-duel-skill", skill=skill)]
    if duel.resisted_by is not None and resist is not None:
        lines.append(tr(lang, "crew-duel-resist", stat=duel.resisted_by, value=resist))
    if tn is not None:
        lines.append(tr(lang, "crew-duel-tn", tn=tn))
    if duel.action.damage is not None:
        lines.append(tr(lang, "crew-duel-damage", track="/".join(str(d) for d in duel.action.damage)))
    typed = [
        (stat, duel.stat),
        (resist, duel.resist),
        (tn, duel.tn),
    ]
    if any(used != card for used, card in typed):
        lines.append(note(tr(lang, "crew-duel-overridden")))
    for trigger, chance in plan.triggers[:TRIGGERS_SHOWN]:
        suits = " ".join(suit_name(s, lang) for s in trigger.suits)
        lines.append(
            tr(lang, "crew-duel-trigger", name=trigger.name, suits=suits, chance=percent(lang, chance))
        )
    if plan.triggers:
        lines.append(note(tr(lang, "crew-duel-trigger-note")))
    return "\n".join(lines)


def models_line(lang: str, models: DuelModels) -> str:
    """The public line of a duel from the crews: the attacker, its action and the target, in the
    language of the duel's message (its readers': the table's or its running game's)."""
    names = {"attacker": plain(models.attacker), "action": plain(models.action)}
    if models.target is None:
        return tr(lang, "crew-duel-line-untargeted", **names)
    return tr(lang, "crew-duel-line", target=plain(models.target), **names)
