"""Game replies: the setup message, the turn message, the end of a turn, scores, the summary.

Public text never shows a hand's cards: only how many cards each player holds.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.play.game.log import answer_medians
from bot.play.game.state import GameState, GameView
from bot.play.league.draws import encounter_from_row
from bot.rules.common.cards import Card
from bot.rules.common.editions import InitiativeProcedure
from bot.rules.encounter.generation import Side
from bot.rules.game.turns import Score
from bot.rules.initiative.state import Event, EventKind, InitiativePhase, InitiativeState
from bot.ui.common.cards import card_text
from bot.ui.common.i18n import tr
from bot.ui.common.render import MESSAGE_LIMIT, mention
from bot.ui.encounter.render import encounter_body, season_defaulted_line, unverified_line
from bot.ui.game.log_render import medians_line


def _players(state: GameState) -> dict[str, str]:
    return {"first": mention(state.players[0]), "second": mention(state.players[1])}


def game_title(lang: str, state: GameState) -> str:
    key = "game-title-league" if state.league else "game-title"
    return tr(
        lang,
        key,
        edition=state.edition.upper(),
        season=f"{state.season_name} ({state.season_id})",
        league=state.league or "",
        round=state.league_round or 0,
        **_players(state),
    )


def _pools(lang: str, state: GameState) -> str:
    return tr(
        lang,
        "game-soulstone-pools",
        first=mention(state.players[0]),
        first_pool=state.soulstones[0],
        second=mention(state.players[1]),
        second_pool=state.soulstones[1],
    )


def start_text(lang: str, view: GameView, notes: Sequence[str] = ()) -> str:
    """The setup message: the encounter and what comes next (then ``notes``: the game's pace)."""
    state = view.state
    header = [game_title(lang, state), tr(lang, "game-fresh-decks")]
    if view.commitment is not None:
        header.append(tr(lang, "fair-deck-committed", commitment=view.commitment))
    labels = {Side.FIRST: mention(state.players[0]), Side.SECOND: mention(state.players[1])}
    encounter = view.encounter
    if encounter is None and view.league_row is not None and view.season is not None:
        encounter = encounter_from_row(view.season, view.league_row)
        if encounter is not None:
            header.append(tr(lang, "game-league-sides", first=mention(state.players[0])))
    footer = [_pools(lang, state)]
    if state.strategy is None:
        footer.append(tr(lang, "game-choose-strategy", attacker=mention(state.attacker)))
    footer.append(tr(lang, "game-setup-next"))
    if view.season_defaulted is not None and view.season is not None:
        footer.append(season_defaulted_line(lang, view.season, state.edition, view.season_defaulted))
    footer.extend(notes)
    if encounter is not None:
        body = encounter_body(lang, encounter, labels, header=header, reshuffled=True)
        text = body + "\n" + "\n".join(footer)
    else:
        text = "\n".join([*header, *state_encounter_lines(lang, state), *footer])
    return text[: MESSAGE_LIMIT + 90]


def state_encounter_lines(
    lang: str, state: GameState, *, unverified: bool = True, pool: bool = True
) -> list[str]:
    """The encounter; ``unverified``: with the note on mappings from a single source (the setup
    message says it once: the board leaves it out); ``pool``: with the scheme pool (the public
    board leaves it to the setup message)."""
    lines = [tr(lang, "game-attacker", who=mention(state.attacker))]
    if state.strategy is not None:
        lines.append(tr(lang, "game-strategy", strategy=state.strategy))
    else:
        lines.append(
            tr(
                lang,
                "enc-strategy-open",
                who=mention(state.attacker),
                choices=", ".join(state.strategy_choices),
            )
        )
    lines.append(tr(lang, "game-deployment", deployment=state.deployment))
    if not pool:
        return lines
    lines.append(tr(lang, "enc-schemes", count=len(state.schemes)))
    for pick in state.schemes:
        if pick.value is not None:
            lines.append("• " + tr(lang, "enc-scheme-by-value", value=pick.value, scheme=pick.name))
        else:
            lines.append(
                "• "
                + tr(lang, "enc-scheme-card", scheme=pick.name, next=", ".join(pick.next_available) or "—")
            )
    if state.unverified and unverified:
        lines.append(unverified_line(lang, state.unverified))
    return lines


# -- the turn message -----------------------------------------------------------------------------


def _card(lang: str, card: Card | None) -> str:
    return card_text(card, lang) if card is not None else "—"


def event_line(lang: str, event: Event, state: InitiativeState) -> str:
    who = mention(event.player)
    card = _card(lang, event.card)
    kind = event.kind
    if kind is EventKind.FLIP:
        tokens = state.contender(event.player).pass_tokens if event.player in state.players else 0
        if tokens:
            return tr(lang, "game-init-flip-tokens", who=who, card=card, tokens=tokens)
        return tr(lang, "game-init-flip", who=who, card=card)
    if kind is EventKind.CHOSE:
        return tr(lang, "game-init-chose", who=who, first=mention(int(event.detail or 0)))
    if kind is EventKind.CHEAT_SKIPPED:
        reason = tr(lang, f"game-init-block-{event.detail}")
        return tr(lang, "game-init-cheat-skipped", who=who, reason=reason)
    return tr(lang, f"game-init-{kind.value}", who=who, card=card, replaced=_card(lang, event.replaced))


def initiative_lines(lang: str, state: InitiativeState) -> list[str]:
    lines = [tr(lang, "game-init-title")]
    lines.extend("• " + event_line(lang, e, state) for e in state.events)
    awaiting = state.awaiting_player
    if awaiting is not None:
        lines.append(tr(lang, f"game-init-waiting-{state.phase.value}", who=mention(awaiting)))
    elif (
        state.phase is InitiativePhase.DONE
        and state.winner is not None
        and state.edition.initiative is InitiativeProcedure.FLIP_PASS_TOKENS
    ):
        a, b = state.contenders
        lines.append(
            tr(
                lang,
                "game-init-totals",
                first=mention(a.player),
                first_total=a.total if a.card else 0,
                second=mention(b.player),
                second_total=b.total if b.card else 0,
            )
        )
    for tag in state.interpretations:
        lines.append(tr(lang, "game-init-interpretation", tag=tag))
    return lines


def turn_text(lang: str, view: GameView) -> str:
    """The public message of a turn's start: draw phase, soulstone draws and initiative."""
    state = view.state
    a, b = state.players
    lines = [tr(lang, "game-turn-title", turn=state.turn, edition=state.edition.upper(), **_players(state))]
    lines.append(
        tr(
            lang,
            "game-draw-phase",
            first=mention(a),
            first_count=view.hand_counts[0],
            second=mention(b),
            second_count=view.hand_counts[1],
            size=state.ed.hand_size,
        )
    )
    for player in state.soulstone_drawn:
        lines.append(
            tr(lang, "game-soulstone-drew", who=mention(player), extra=state.ed.soulstone_extra_draw)
        )
    if state.phase == "discard" and state.discard_waiting:
        lines.append(
            tr(
                lang,
                "rules-discard-step-waiting",
                players=" ".join(mention(p) for p in state.discard_waiting),
            )
        )
    if state.draw_waiting:
        lines.append(tr(lang, "game-draw-waiting", players=" ".join(mention(p) for p in state.draw_waiting)))
    init = view.initiative
    if init is not None and init.events:
        lines.extend(initiative_lines(lang, init))
    elif init is not None and init.phase is InitiativePhase.CHOOSING and init.chooser is not None:
        lines.append(tr(lang, "game-init-waiting-choosing", who=mention(init.chooser)))
    if state.first_player is not None:
        by_rule = (
            state.turn == 1
            and state.ed.initiative is InitiativeProcedure.ATTACKER_THEN_CHOOSER
            and not (init is not None and init.events)
        )
        key = "game-first-player-attacker" if by_rule else "game-first-player"
        lines.append(tr(lang, key, who=mention(state.first_player)))
    if state.initiative_lapsed:
        lines.append(tr(lang, "game-init-lapsed"))
    lines.extend(idol_lines(lang, state))
    for player, tokens in zip(state.players, state.pass_tokens_granted, strict=True):
        if tokens:
            lines.append(tr(lang, "rules-pass-tokens-granted", who=mention(player), tokens=tokens))
    if state.phase == "activation":
        lines.append(tr(lang, "game-activation", turn=state.turn))
    return "\n".join(lines)[: MESSAGE_LIMIT + 90]


def idol_lines(lang: str, state: GameState) -> list[str]:
    """Corrupted Idols: this turn's marker (seed 003), or the edge still to be chosen."""
    idol = state.idol
    if idol is None or idol.turn != state.turn:
        return []
    flips = ", ".join(card_text(Card.parse(c), lang) for c in idol.flips)
    lines = [
        tr(
            lang,
            "rules-idol-card-flipped" if idol.flips else "rules-idol-card",
            strategy=state.strategy or "",
            who=mention(idol.by),
            card=card_text(Card.parse(idol.card), lang),
            flips=flips,
        )
    ]
    if idol.spot is None:
        lines.append(tr(lang, "rules-idol-choose-edge", who=mention(idol.by)))
    else:
        lines.append(
            tr(
                lang,
                f"rules-idol-outcome-{idol.outcome}",
                spot=tr(lang, f"rules-idol-spot-{idol.spot}", first=mention(state.players[0])),
            )
        )
    return lines


# -- end of turn, scores, summary -------------------------------------------------------------------


def end_of_turn_text(lang: str, view: GameView) -> str:
    state = view.state
    end = view.end
    assert end is not None
    lines = [tr(lang, "game-end-of-turn", turn=end.turn)]
    if end.card is not None and end.target is not None:
        first = state.first_player or state.previous_first or state.attacker
        key = "game-end-check-over" if end.game_over else "game-end-check-goes-on"
        lines.append(tr(lang, key, who=mention(first), card=card_text(end.card, lang), target=end.target))
    elif end.game_over:
        lines.append(tr(lang, "game-last-turn", turn=end.turn, edition=state.edition.upper()))
    if end.game_over:
        lines.append(summary_text(lang, state))
    else:
        lines.append(tr(lang, "game-decks-shuffled"))
    return "\n".join(lines)


def score_line(lang: str, player: int, score: Score, pool: int) -> str:
    parts = [tr(lang, "game-score-strategy", vp=score.strategy)]
    parts.extend(tr(lang, "game-score-scheme", scheme=name, vp=vp) for name, vp in score.schemes)
    return tr(
        lang, "game-score-line", who=mention(player), total=score.total, parts=", ".join(parts), pool=pool
    )


def score_text(lang: str, state: GameState) -> str:
    turn = tr(lang, "game-setup") if state.turn == 0 else tr(lang, "game-turn-short", turn=state.turn)
    lines = [tr(lang, "game-score-title", turn=turn, **_players(state))]
    for index, player in enumerate(state.players):
        lines.append(score_line(lang, player, state.scores[index], state.soulstones[index]))
    caps = state.ed
    lines.append(
        tr(
            lang,
            "game-score-caps",
            strategy=caps.strategy_vp_cap if caps.strategy_vp_cap is not None else "—",
            scheme=caps.scheme_vp_cap,
            schemes=caps.schemes_vp_total_cap if caps.schemes_vp_total_cap is not None else "—",
        )
    )
    return "\n".join(lines)


def summary_text(lang: str, state: GameState) -> str:
    lines = [tr(lang, "game-summary-title", turns=state.turn, **_players(state))]
    for index, player in enumerate(state.players):
        lines.append(score_line(lang, player, state.scores[index], state.soulstones[index]))
    leader = state.leader
    lines.append(
        tr(lang, "game-summary-draw")
        if leader is None
        else tr(lang, "game-summary-winner", who=mention(leader))
    )
    if state.end_checks:
        checks = ", ".join(
            tr(lang, "game-summary-check", turn=t, card=card_text(Card.parse(c), lang), target=n)
            for t, c, n in state.end_checks
        )
        lines.append(tr(lang, "game-summary-checks", checks=checks))
    return "\n".join(lines)


def end_text(lang: str, view: GameView) -> str:
    state = view.state
    lines = [tr(lang, "game-ended", by_turn=state.turn if state.turn else 0)]
    if view.conceded_by is not None:
        lines.append(tr(lang, "game-conceded", player=f"<@{view.conceded_by}>"))
    lines.append(summary_text(lang, state))
    medians = medians_line(lang, answer_medians(view.log), state.players)
    if medians is not None:
        lines.append(medians)
    if view.lapsed:
        lines.append(tr(lang, "game-ended-initiative-lapsed"))
    return "\n".join(lines)
