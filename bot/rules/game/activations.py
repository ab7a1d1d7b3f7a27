"""The activation phase: whose activation it is, how many each side made, who has run out.

Seed 001 (M2E): "Una vez que la Activación de una miniatura es completada, la Activación pasa al
Segundo Jugador, quien Activa una de sus miniaturas, y entonces vuelve al Primer Jugador; y así en
orden hasta que todas las miniaturas hayan completado sus Activaciones." and "Si a un jugador no
le quedan miniaturas que Activar, pierde su lugar en el Orden de Activación." So the first player
activates first, the players alternate, and a player who has run out of models drops out of the
order: the other one activates the rest. The phase ends when both are out ("La Fase de Activación
finaliza una vez que todos los jugadores han Activado todas sus miniaturas"): ``still_in`` says who
keeps the turn from ending.

Seed 003 (M3E), the activation phase, step 1: "Passz. Aki aktiválna, eldobhat egy Pass Tokent, és
továbbléphet a 4. lépésre." (a player about to activate may discard a Pass Token and go on to
step 4, "Az ellenfél válik az aktív játékossá": the opponent becomes the active player). A pass
is not an activation. The tokens are the ones the game already tracks (handed out by model count
at the start of the turn).

Pure: the bot does not know the crews, so the players say when they are out.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from bot.errors import DomainError

NOTE_MAX = 120  # a handover's public note ("Lady Justice charged the Sorrow")


@dataclass(frozen=True, slots=True)
class Activations:
    """One turn's activation phase. ``active`` is None once both sides are out."""

    turn: int
    players: tuple[int, int]
    active: int | None
    made: tuple[int, int] = (0, 0)  # activations made this turn, by player
    out: tuple[bool, bool] = (False, False)  # out of models to activate
    passes: tuple[int, int] = (0, 0)  # M3E pass tokens spent this turn
    last: int | None = None  # who made the last activation (M4E: the next turn's initiative)
    handovers: int = 0  # handovers so far this turn (a button names the one it is for)
    nudged: bool = False  # the opponent nudged the active player in this activation
    handed_by: int | None = None  # who made the latest handover (a done, a run out, a pass)

    def index(self, player: int) -> int:
        try:
            return self.players.index(player)
        except ValueError:
            raise DomainError("game-error-not-a-player", player=player) from None

    def is_out(self, player: int) -> bool:
        return self.out[self.index(player)]

    @property
    def over(self) -> bool:
        return self.active is None


def begin(turn: int, players: tuple[int, int], first: int) -> Activations:
    """The phase as it opens: the first player activates first."""
    if first not in players:
        raise DomainError("game-error-not-a-player", player=first)
    return Activations(turn, players, first)


def _require_active(act: Activations, player: int) -> int:
    i = act.index(player)
    if act.active is None:
        raise DomainError("game-error-activations-over")
    if act.active != player:
        raise DomainError("game-error-not-your-activation", who=f"<@{act.active}>")
    return i


def _next(act: Activations, player: int, out: tuple[bool, bool]) -> int | None:
    """Who activates after ``player``: the opponent, unless out; then ``player``, unless out too."""
    other = act.players[1 - act.index(player)]
    if not out[act.index(other)]:
        return other
    return None if out[act.index(player)] else player


def hand_over(act: Activations, player: int, *, last_model: bool = False) -> Activations:
    """``player`` finished an activation (``last_model``: it was their last model)."""
    i = _require_active(act, player)
    made = list(act.made)
    made[i] += 1
    out = list(act.out)
    out[i] = out[i] or last_model
    outs = (out[0], out[1])
    return replace(
        act,
        active=_next(act, player, outs),
        made=(made[0], made[1]),
        out=outs,
        last=player,
        handovers=act.handovers + 1,
        nudged=False,
        handed_by=player,
    )


def run_out(act: Activations, player: int) -> Activations:
    """``player``, whose activation it is, has no model left to activate (killed in the opponent's
    activation, say): no activation is made and they leave the order."""
    i = _require_active(act, player)
    out = list(act.out)
    out[i] = True
    outs = (out[0], out[1])
    return replace(
        act,
        active=_next(act, player, outs),
        out=outs,
        handovers=act.handovers + 1,
        nudged=False,
        handed_by=player,
    )


def pass_token(act: Activations, player: int, tokens: int) -> Activations:
    """M3E: ``player`` discards one of their ``tokens`` pass tokens instead of activating."""
    i = _require_active(act, player)
    if tokens <= 0:
        raise DomainError("game-error-no-pass-token")
    other = act.players[1 - i]
    if act.is_out(other):
        raise DomainError("game-error-pass-opponent-out")
    passes = list(act.passes)
    passes[i] += 1
    return replace(
        act,
        active=other,
        passes=(passes[0], passes[1]),
        handovers=act.handovers + 1,
        nudged=False,
        handed_by=player,
    )


def press_counts(act: Activations, player: int, handover: int) -> bool:
    """Whether ``player``'s press of a Done button drawn for ``handover`` acts on the phase as it
    is: the button of the current handover; or the one just before it when the other player
    handed the activation to ``player`` since (the board is redrawn a few seconds after a
    handover: whatever board they press, the activation is theirs). A press of one's own old
    button after one's own handover (a double click) never counts twice."""
    if handover == act.handovers:
        return True
    return (
        handover == act.handovers - 1
        and act.active == player
        and act.handed_by is not None
        and act.handed_by != player
    )


def nudge(act: Activations, by: int) -> Activations:
    """The opponent of the active player reminds them once per activation."""
    act.index(by)
    if act.active is None:
        raise DomainError("game-error-activations-over")
    if act.active == by:
        raise DomainError("game-error-nudge-self")
    if act.nudged:
        raise DomainError("game-error-nudged-already", who=f"<@{act.active}>")
    return replace(act, nudged=True)


def still_in(act: Activations) -> tuple[int, ...]:
    """The players who have not run out of activations yet (the phase ends once none is left)."""
    return tuple(p for i, p in enumerate(act.players) if not act.out[i])


def clean_note(note: str | None) -> str | None:
    """A handover's note on one line, within ``NOTE_MAX`` (None: no note)."""
    if note is None:
        return None
    text = " ".join(note.split())
    if len(text) > NOTE_MAX:
        raise DomainError("game-error-note-long", max=NOTE_MAX)
    return text or None
