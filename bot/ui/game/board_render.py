"""The game board's text and layout (pure: a language and a snapshot in, a reply out).

Public: it never shows a hand's cards (only how many each player holds) nor an unrevealed
scheme (only its commitment's prefix, which /scheme already made public); the end of a game
reveals its schemes, and the board then shows them.
"""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.play.game.board import EVENTS_SHOWN, BoardSnapshot, Owed
from bot.play.game.log import GameEvent
from bot.play.game.state import GameState
from bot.rules.crew import blind
from bot.rules.league.names import plain
from bot.rules.scheme import Status
from bot.ui.common.i18n import tr
from bot.ui.common.render import clip, mention
from bot.ui.common.reply_layout import PENDING, SUCCESS, card_layout, note
from bot.ui.game.activation import activations_line, done_button
from bot.ui.game.log_render import event_line, medians_line
from bot.ui.game.render import game_title, score_line, state_encounter_lines
from bot.ui.notices.send import jump_url

# Components V2: at most 4000 characters of text in all a message's text displays together.
BOARD_LIMIT = 3800
EVENT_LIMIT = 200  # one event's line
PREFIX_LEN = 12  # of a scheme's commitment: enough to match it against /scheme's full one
PART_LIMIT = 700  # the encounter's lines together (a long scheme pool is cut, with an ellipsis)
CREW_LIMIT = 450  # one crew's line of models and health (two crews leave the rest its room)


def _phase(lang: str, state: GameState) -> str:
    if state.is_over:
        return tr(lang, "board-over")
    if state.turn == 0:
        return tr(lang, "board-setup")
    return tr(lang, "board-turn", turn=state.turn, phase=tr(lang, f"board-phase-{state.phase}"))


def _initiative(lang: str, state: GameState) -> str:
    if state.first_player is None:
        return tr(lang, "board-initiative-none")
    return tr(lang, "board-initiative", who=mention(state.first_player))


def _schemes(lang: str, state: GameState, conceded_by: int | None) -> list[str]:
    """The committed schemes: revealed ones by name; once the game is over, every scheme its end
    revealed too (all of them; on a concession only the conceder's)."""
    if not state.secret_schemes:
        return [tr(lang, "board-schemes-none")]
    lines = [tr(lang, "board-schemes")]
    for s in state.secret_schemes:
        prefix = s.commitment[:PREFIX_LEN]
        at_end = state.is_over and conceded_by in (None, s.player)
        if s.status is Status.REVEALED or at_end:
            lines.append(
                "• "
                + tr(
                    lang,
                    "board-scheme-revealed",
                    player=mention(s.player),
                    commitment=prefix,
                    scheme=s.scheme,
                )
            )
        else:
            status = tr(lang, f"scheme-status-{s.status.value}")
            lines.append(
                "• " + tr(lang, "board-scheme", player=mention(s.player), commitment=prefix, status=status)
            )
    return lines


def _crews(lang: str, state: GameState) -> list[str]:
    """The revealed crews: each model with its health left, the killed ones marked (nothing of
    a crew before both are revealed)."""
    lines = []
    for chosen in blind.revealed_crews(state.crews):
        models = []
        for index, named in enumerate(blind.labels(chosen.crew)):
            label = plain(named)
            health = chosen.health(index)
            if health is None:
                models.append(label)
            elif health[0] == 0:
                models.append(tr(lang, "board-crew-killed", model=label))
            else:
                models.append(f"{label} {health[0]}/{health[1]}")
        head = tr(lang, "board-crew", player=mention(chosen.player), crew=plain(chosen.crew.name))
        lines.append(clip(f"{head} " + " · ".join(models), CREW_LIMIT))
    return lines


def _link(snapshot: BoardSnapshot, owed: Owed) -> str:
    guild = None if snapshot.row is None else snapshot.row.guild_id
    return jump_url(guild, owed.channel_id, owed.message_id)


def _owed(lang: str, snapshot: BoardSnapshot) -> list[str]:
    if snapshot.view is not None and snapshot.view.state.is_over:
        return [tr(lang, "board-owed-over")]  # nobody owes a step of a game that is over
    if not snapshot.owed:
        return [tr(lang, "board-owed-none")]
    return [
        "• "
        + tr(
            lang,
            "board-owed",
            who=mention(o.player),
            owed=tr(lang, f"notice-owed-{o.what}"),
            link=_link(snapshot, o),
        )
        + ("" if o.away_until is None else " " + tr(lang, "board-away", until=f"<t:{int(o.away_until)}:D>"))
        for o in snapshot.owed
    ]


def _events(lang: str, events: Sequence[GameEvent]) -> list[str]:
    if not events:
        return []
    return [
        tr(lang, "board-events"),
        *("• " + clip(event_line(lang, e), 200) for e in events[-EVENTS_SHOWN:]),
    ]


def board_text(
    lang: str, snapshot: BoardSnapshot, notes: Sequence[str] = (), *, details: bool = False
) -> str:
    """The board as markdown: the title, then the game's sections; ``notes`` at the end.
    ``details``: with the encounter's scheme pool and the Fate Deck's commitment, which the public
    board leaves to the setup message (said there once) and /game status shows privately."""
    view = snapshot.view
    if view is None:
        return "\n".join([tr(lang, "board-title-none"), *(note(n) for n in notes)])
    state = view.state
    a, b = state.players
    # What a returner needs first: whose move, the turn and its activations, the score.
    lines = [tr(lang, "board-title", title=game_title(lang, state))]
    lines.append(tr(lang, "board-state", phase=_phase(lang, state), initiative=_initiative(lang, state)))
    lines.append(tr(lang, "board-whose-move"))
    lines.extend(_owed(lang, snapshot))
    activations = activations_line(lang, state)
    if activations is not None:
        lines.append(activations)
    lines.append(tr(lang, "board-score"))
    lines.extend(
        "• " + score_line(lang, p, state.scores[i], state.soulstones[i]) for i, p in enumerate(state.players)
    )
    medians = medians_line(lang, snapshot.medians, state.players)
    if medians is not None:
        lines.append(medians)
    lines.append(
        tr(
            lang,
            "board-hands",
            first=mention(a),
            first_count=view.hand_counts[0],
            second=mention(b),
            second_count=view.hand_counts[1],
        )
    )
    lines.extend(_crews(lang, state))
    lines.extend(_events(lang, snapshot.events))
    encounter = state_encounter_lines(lang, state, unverified=False, pool=details)
    lines.append(clip("\n".join(encounter), PART_LIMIT))
    if details and view.commitment is not None:
        lines.append(tr(lang, "board-fair-deck", commitment=view.commitment))
    if not details:
        lines.append(tr(lang, "board-setup-above"))
    lines.extend(_schemes(lang, state, view.conceded_by))
    tail = "\n".join(note(n) for n in notes)  # never cut: the link, the final state
    body = clip("\n".join(lines), BOARD_LIMIT - len(tail) - 1)
    return f"{body}\n{tail}" if tail else body


def board_layout(
    lang: str, snapshot: BoardSnapshot, notes: Sequence[str] = (), *, details: bool = False
) -> discord.ui.LayoutView:
    """The board as a Components V2 card: green while the game runs, grey once it is over."""
    running = snapshot.view is not None and not snapshot.view.state.is_over
    done = None if snapshot.view is None else done_button(lang, snapshot.view.state)
    return card_layout(
        board_text(lang, snapshot, notes, details=details),
        accent=SUCCESS if running else PENDING,
        controls=() if done is None else (done,),
    )
