"""Reply text for /doomtrooper (pure: a language and a play result in, a string out).

A combat reply shows every value compared: each side's value for the tactic and its Armour,
each built from the printed value, the cards, the warzone and cover; then every strike, in
order, and what it did.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.play.doomtrooper import CombatReport, DoomtrooperState, DoomView, SabotageReport, player_scores
from bot.rules.doomtrooper.combat import Modifiers, Reward, Role, Tactic, wound
from bot.rules.doomtrooper.table import DoomtrooperTable
from bot.rules.doomtrooper.traits import Designation, Status, Warrior
from bot.ui.common.i18n import tr
from bot.ui.common.render import clip, mention


def signed(value: int) -> str:
    return f"+{value}" if value >= 0 else f"−{-value}"


def yes(flag: bool) -> str:
    return "yes" if flag else "no"


# -- warriors and the game ------------------------------------------------------------------------


def warrior_name(warrior: Warrior) -> str:
    return f"#{warrior.id} {warrior.name}"


def warrior_line(lang: str, warrior: Warrior) -> str:
    tags = [tr(lang, f"doomtrooper-affiliation-{a.value}") for a in sorted(warrior.affiliations)]
    tags += [tr(lang, f"doomtrooper-designation-{d.value}") for d in sorted(warrior.designations)]
    status = [tr(lang, f"doomtrooper-status-{warrior.status.value}")]
    if warrior.in_cover:
        status.append(tr(lang, "doomtrooper-warrior-in-cover"))
    if warrior.detachment:
        status.append(tr(lang, "doomtrooper-warrior-detachment"))
    return tr(
        lang,
        "doomtrooper-warrior-line",
        id=warrior.id,
        name=warrior.name,
        fight=warrior.fight,
        shoot=warrior.shoot,
        armour=warrior.armour,
        value=warrior.value,
        tags=", ".join(tags) or tr(lang, "doomtrooper-none"),
        status=", ".join(status),
    )


def pending_lines(lang: str, rewards: Sequence[Reward]) -> list[str]:
    if not rewards:
        return []
    lines = [tr(lang, "doomtrooper-game-pending")]
    for reward in rewards:
        lines.append(
            tr(
                lang,
                "doomtrooper-pending-line",
                id=reward.id,
                player=mention(reward.player_id),
                points=reward.points,
                reason=reward.reason,
                warrior=reward.warrior,
                only=yes(reward.destiny_only),
            )
        )
    return lines


def score_lines(lang: str, game: DoomtrooperTable, *, markers: bool = True) -> list[str]:
    lines = []
    for player, score in player_scores(game):
        extra = ""
        if player in game.lost:
            extra = tr(lang, "doomtrooper-game-player-lost")
        elif player in game.countdown:
            extra = tr(lang, "doomtrooper-game-player-countdown", left=game.countdown[player])
        marker = "▶" if markers and player == game.active_player and game.winner is None else "·"
        lines.append(
            tr(
                lang,
                "doomtrooper-game-player",
                marker=marker,
                player=mention(player),
                promotion=score.promotion,
                destiny=score.destiny,
                extra=extra,
            )
        )
    return lines


def game_text(lang: str, state: DoomtrooperState) -> str:
    game = state.game
    if game is None:
        return "\n".join(
            [
                tr(lang, "doomtrooper-no-game"),
                tr(lang, "doomtrooper-game-variant", on=yes(state.multiple_sabotage)),
            ]
        )
    lines = [tr(lang, "doomtrooper-game-title", players=", ".join(mention(p) for p in game.players))]
    if game.winner is not None:
        lines.append(tr(lang, "doomtrooper-winner", player=mention(game.winner)))
    else:
        lines.append(
            tr(
                lang,
                "doomtrooper-game-turn",
                player=mention(game.active_player),
                turn=game.turns_taken.get(game.active_player, 0),
            )
        )
    lines.append(tr(lang, "doomtrooper-game-variant", on=yes(game.multiple_sabotage)))
    scores = dict(zip(game.players, score_lines(lang, game), strict=True))
    for player in game.players:
        lines.append(scores[player])
        warriors = [w for w in game.warriors if w.owner_id == player]
        if not warriors:
            lines.append(f"  {tr(lang, 'doomtrooper-game-no-warriors')}")
        lines.extend(f"  {warrior_line(lang, w)}" for w in warriors)
    lines.extend(pending_lines(lang, game.pending))
    return clip("\n".join(lines))


def view_text(lang: str, view: DoomView) -> str:
    """The public reply to a game or warrior command."""
    by = mention(view.by)
    state = view.state
    game = state.game
    warrior = view.warrior
    if view.event == "started" and game is not None:
        head = tr(lang, "doomtrooper-started", by=by, players=", ".join(mention(p) for p in game.players))
        return clip(f"{head}\n{game_text(lang, state)}")
    if view.event == "ended":
        lines = [tr(lang, "doomtrooper-ended", by=by)]
        if game is not None:
            lines.extend(score_lines(lang, game, markers=False))
        return clip("\n".join(lines))
    if view.event == "added" and warrior is not None:
        return clip(f"{tr(lang, 'doomtrooper-added', by=by)}\n{warrior_line(lang, warrior)}")
    if view.event == "removed" and warrior is not None:
        return tr(lang, "doomtrooper-removed", by=by, name=warrior_name(warrior))
    if view.event == "cover" and warrior is not None:
        return tr(lang, "doomtrooper-cover-set", name=warrior_name(warrior), cover=yes(warrior.in_cover))
    if view.event == "status" and warrior is not None:
        if warrior.status is Status.DEAD:
            return tr(lang, "doomtrooper-status-killed", name=warrior_name(warrior))
        return tr(
            lang,
            "doomtrooper-status-set",
            name=warrior_name(warrior),
            status=tr(lang, f"doomtrooper-status-{warrior.status.value}"),
        )
    if view.event == "turn":
        ended = tr(lang, "doomtrooper-turn-ended", previous=mention(view.previous_player))
        return clip(f"{ended}\n{game_text(lang, state)}")
    if view.event == "empty-deck":
        return tr(lang, "doomtrooper-empty-deck", by=by)
    if view.event == "variant":
        return tr(lang, "doomtrooper-variant-set", on=yes(state.multiple_sabotage))
    if view.event == "claimed" and view.reward is not None and game is not None:
        return claimed_text(lang, view)
    if view.event == "score" and game is not None:
        lines = [
            tr(lang, "doomtrooper-score-title"),
            *score_lines(lang, game),
            *pending_lines(lang, game.pending),
        ]
        return clip("\n".join(lines))
    return game_text(lang, state)


def claimed_text(lang: str, view: DoomView) -> str:
    reward = view.reward
    game = view.state.game
    assert reward is not None and game is not None
    promotion = view.promotion or 0
    total = game.score(reward.player_id)
    return tr(
        lang,
        "doomtrooper-claimed",
        player=mention(reward.player_id),
        id=reward.id,
        promotion=promotion,
        destiny=reward.points - promotion,
        total_promotion=total.promotion,
        total_destiny=total.destiny,
    )


# -- combat --------------------------------------------------------------------------------------


def _breakdown(printed: int, parts: Sequence[tuple[str, int]], total: int) -> str:
    text = "".join(part for part, value in parts if value)
    if not text:
        return str(total)
    return f"{printed}{text} = {total}"


def _side_values(
    lang: str,
    warrior: Warrior,
    tactic: Tactic,
    cards: Sequence[Modifiers],
    warzone: Modifiers | None,
    cover: int,
) -> tuple[str, str, str]:
    played = sum(cards, Modifiers())
    zone = warzone or Modifiers()
    stat_printed = warrior.fight if tactic is Tactic.FIGHT else warrior.shoot
    stat_cards = played.fight if tactic is Tactic.FIGHT else played.shoot
    stat_zone = zone.fight if tactic is Tactic.FIGHT else zone.shoot

    def parts(card_value: int, zone_value: int, cover_value: int = 0) -> list[tuple[str, int]]:
        out = [(tr(lang, "doomtrooper-part-cards", value=signed(card_value)), card_value)]
        out.append((tr(lang, "doomtrooper-part-warzone", value=signed(zone_value)), zone_value))
        out.append((tr(lang, "doomtrooper-part-cover"), cover_value))
        return out

    attack_total = stat_printed + stat_cards + stat_zone
    armour_total = warrior.armour + played.armour + zone.armour + cover
    value_total = max(0, warrior.value + played.value + zone.value)
    return (
        _breakdown(stat_printed, parts(stat_cards, stat_zone), attack_total),
        _breakdown(warrior.armour, parts(played.armour, zone.armour, cover), armour_total),
        _breakdown(warrior.value, parts(played.value, zone.value), value_total),
    )


def combat_text(lang: str, report: CombatReport) -> str:
    result = report.result
    tactic = result.tactic
    stat = tr(lang, f"doomtrooper-stat-{tactic.value}")
    before = {Role.ATTACKER: report.attacker_before, Role.DEFENDER: report.defender_before}
    names = {role: warrior_name(warrior) for role, warrior in before.items()}
    lines = [
        tr(
            lang,
            "doomtrooper-combat-title",
            by=mention(report.by),
            attacker=names[Role.ATTACKER],
            defender=names[Role.DEFENDER],
            tactic=tr(lang, f"doomtrooper-tactic-{tactic.value}"),
        )
    ]
    if report.forced:
        lines.append(tr(lang, "doomtrooper-combat-forced"))
    if report.extra_attack:
        lines.append(tr(lang, "doomtrooper-combat-extra"))
    sides = {
        Role.ATTACKER: _side_values(lang, before[Role.ATTACKER], tactic, report.cards.attacker, None, 0),
        Role.DEFENDER: _side_values(
            lang,
            before[Role.DEFENDER],
            tactic,
            report.cards.defender,
            report.cards.warzone,
            result.defender_values.cover_bonus,
        ),
    }
    for role in (Role.ATTACKER, Role.DEFENDER):
        attack, armour, value = sides[role]
        lines.append(
            tr(
                lang,
                "doomtrooper-combat-values",
                name=names[role],
                stat=stat,
                attack=attack,
                armour=armour,
                value=value,
            )
        )
    if result.first_striker is not None:
        lines.append(tr(lang, "doomtrooper-first-strike", name=names[result.first_striker]))
    status = {role: warrior.status for role, warrior in before.items()}
    for strike in result.strikes:
        target = Role.DEFENDER if strike.striker is Role.ATTACKER else Role.ATTACKER
        outcome = "none"
        if strike.hits:
            status[target] = wound(status[target], assassin=before[strike.striker].has(Designation.ASSASSIN))
            outcome = "killed" if status[target] is Status.DEAD else "wounded"
        lines.append(
            tr(
                lang,
                "doomtrooper-strike",
                step=strike.step,
                striker=names[strike.striker],
                target=names[target],
                stat=stat,
                attack=strike.attack,
                armour=strike.target_armour,
                outcome=outcome,
            )
        )
    if result.skipped_counter is not None and result.first_striker is not None:
        struck = Role.DEFENDER if result.first_striker is Role.ATTACKER else Role.ATTACKER
        key = (
            "doomtrooper-skipped-killed"
            if result.skipped_counter == "killed"
            else "doomtrooper-skipped-ended"
        )
        lines.append(
            tr(lang, key, name=names[struck] if key.endswith("killed") else names[result.first_striker])
        )
    lines.append(
        tr(
            lang,
            "doomtrooper-after",
            attacker=names[Role.ATTACKER],
            astatus=_status_change(lang, before[Role.ATTACKER].status, result.attacker.status),
            defender=names[Role.DEFENDER],
            dstatus=_status_change(lang, before[Role.DEFENDER].status, result.defender.status),
        )
    )
    for reward in result.rewards:
        lines.append(
            tr(
                lang,
                "doomtrooper-reward",
                player=mention(reward.player_id),
                points=reward.points,
                warrior=reward.warrior,
                id=reward.id,
                only=yes(reward.destiny_only),
            )
        )
    lines.extend(interpretation_lines(lang, result.interpretations))
    return clip("\n".join(lines))


def _status_change(lang: str, before: Status, after: Status) -> str:
    old = tr(lang, f"doomtrooper-status-{before.value}")
    if before is after:
        return old
    return f"{old} → {tr(lang, f'doomtrooper-status-{after.value}')}"


def interpretation_lines(lang: str, notes: Sequence[str]) -> list[str]:
    unique = list(dict.fromkeys(notes))
    if not unique:
        return []
    return [
        tr(lang, "doomtrooper-interpretations"),
        *(f"• {tr(lang, f'doomtrooper-interp-{n}')}" for n in unique),
    ]


def sabotage_text(lang: str, report: SabotageReport) -> str:
    reward = report.reward
    value = max(0, report.saboteur.value + report.value_modifier)
    value_text = (
        str(value)
        if not report.value_modifier
        else f"{report.saboteur.value} {signed(report.value_modifier)} = {value}"
    )
    lines = [
        tr(
            lang,
            "doomtrooper-sabotage",
            by=mention(report.by),
            saboteur=warrior_name(report.saboteur),
            opponent=mention(report.opponent),
            value=value_text,
            points=reward.points,
            id=reward.id,
            only=yes(reward.destiny_only),
        )
    ]
    lines.extend(interpretation_lines(lang, report.interpretations))
    return clip("\n".join(lines))
