"""Fulminato grapples ("apresar"), from seed 004 (Spanish).

- "Puedes realizar una presa con un objeto en las manos que pese 1 kg. o menos, de lo contrario
  tu tirada va con un rango negativo." (Grappling with more than 1 kg in your hands: one
  negative rank on your roll.)
- Moverse: "... para dejarlo en algún lugar con peligro de caída o parecido debes realizar una
  tirada enfrentada dDestreza, si pierdes la tirada no perderás la presa, pero el oponente no
  quedará en el espacio que tú quieras, si no en que que él desee." (To put the grappled
  somewhere dangerous: opposed dDestreza; losing keeps the grapple, but the opponent ends up
  where they want.)
- Dañar: "... como acción estándar, pero el objeto debe ser cuerpo a cuerpo ligera o un arma de
  fuego regular o pequeña." (Damage as a standard action, with a light melee weapon or a
  regular or small firearm.)
- Contenido: "La presa queda totalmente contenida ... sin poder realizar acciones (atacar,
  desviar o moverse), pero el personaje que hace la maniobra queda sólo con un rango negativo
  para la tirada de desvío y sin poder realizar acciones." (Contained: the grappled cannot act,
  attack, deflect or move; the grappler has one negative rank to deflection and cannot act.)
- Atar: "... debes ganar una tirada enfrentada de dDestreza con un rango negativo, si fallas,
  el enemigo tendrá dos rangos positivos en la tirada dConstitución para soltar la presa en su
  próximo turno. Si logras atar a un enemigo ..., tendrá que realizar una tirada de Habilidad de
  Desarmar o Manos rápidas con dificultad Complicado." (Tying up: win an opposed dDestreza with
  one negative rank; on failure the enemy has two positive ranks on the dConstitución roll to
  break free next turn. A tied enemy needs a Disarm or Quick hands test, Complicated.)
- "Un empate en una tirada enfrentada siempre anulará el éxito del atacante. La misma regla
  aplica para las solturas que requieran de tiradas enfrentadas." (A tie always denies the
  attacker; the same for breaking free by opposed roll: a tie keeps the hold.)

The text does not say what the break-free dConstitución is rolled against; we take the
grappler's dConstitución (Interpretation.BREAK_FREE_AGAINST_CONSTITUTION).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from bot.errors import DomainError
from bot.rules.fulminato.dice import DIFFICULTY_COMPLICATED, OpposedRoll, SkillTest, opposed_roll, skill_test
from bot.rules.fulminato.interpretations import Interpretation

HEAVY_OBJECT_RANKS = -1  # grappling with more than 1 kg in hand
TIE_UP_RANKS = -1  # the grappler's dDestreza to tie the grappled
BREAK_FREE_AFTER_FAILED_TIE_RANKS = 2  # the grappled's dConstitución after a failed tie
UNTIE_DIFFICULTY = DIFFICULTY_COMPLICATED


class GrappleAction(StrEnum):
    SEIZE = "seize"  # the grapple itself (a maneuver: dice the chronicler names)
    MOVE = "move"  # carry the grappled somewhere dangerous: opposed dDestreza
    TIE = "tie"  # tie the grappled up: opposed dDestreza, the grappler one negative rank
    BREAK_FREE = "break-free"  # the grappled: opposed dConstitución
    UNTIE = "untie"  # the tied: Disarm or Quick hands, Complicated (12)


@dataclass(frozen=True, slots=True)
class GrappleResult:
    action: GrappleAction
    success: bool  # for the side acting (the grappler; the grappled for break-free and untie)
    opposed: OpposedRoll | None = None
    test: SkillTest | None = None
    interpretations: tuple[str, ...] = ()

    @property
    def tie(self) -> bool:
        return self.opposed is not None and self.opposed.tie

    @property
    def outcome(self) -> str:
        """A stable key for what happens now (the UI translates it)."""
        return f"{self.action.value}-{'won' if self.success else 'lost'}"


def grapple(
    action: GrappleAction,
    rng: random.Random,
    *,
    dice: Sequence[int],
    against: Sequence[int] = (),
    heavy_object: bool = False,
    after_failed_tie: bool = False,
    ranks: int = 0,
) -> GrappleResult:
    """Roll one grapple step. ``dice`` are the acting side's, ``against`` the other side's."""
    if heavy_object and action is not GrappleAction.SEIZE:
        raise DomainError("fulminato-error-grapple-heavy-object")
    if after_failed_tie and action is not GrappleAction.BREAK_FREE:
        raise DomainError("fulminato-error-grapple-after-failed-tie")
    if action is GrappleAction.UNTIE:
        if against:
            raise DomainError("fulminato-error-grapple-no-opponent")
        test = skill_test(dice, UNTIE_DIFFICULTY, rng, ranks=ranks)
        return GrappleResult(action, test.success, test=test, interpretations=test.interpretations)
    if not against:
        raise DomainError("fulminato-error-grapple-opponent-dice")
    if action in (GrappleAction.MOVE, GrappleAction.TIE, GrappleAction.BREAK_FREE) and (
        len(dice) != 1 or len(against) != 1
    ):
        raise DomainError("fulminato-error-grapple-one-die", action=action.value)
    own = ranks
    notes: tuple[str, ...] = ()
    if action is GrappleAction.SEIZE and heavy_object:
        own += HEAVY_OBJECT_RANKS
    if action is GrappleAction.TIE:
        own += TIE_UP_RANKS
    if action is GrappleAction.BREAK_FREE:
        notes = (Interpretation.BREAK_FREE_AGAINST_CONSTITUTION.value,)
        if after_failed_tie:
            own += BREAK_FREE_AFTER_FAILED_TIE_RANKS
    if own:
        notes = (*notes, Interpretation.RANKS_OUTSIDE_DEFLECTION.value)
    roll = opposed_roll(dice, against, rng, attacker_ranks=own)
    return GrappleResult(action, roll.attacker_wins, opposed=roll, interpretations=notes)
