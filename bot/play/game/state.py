"""A Malifaux game at a table: encounter, turns, draw phase, initiative, VP and soulstones.

The game is one JSON document per table (``game_repo``); every command is one unit of work
that loads it with the decks it touches, applies the rules and commits both together.

Life of a game:

- ``start``: fresh decks for both players, the encounter (generated, or a league round's
  stored draw with the starter as side *first*), then every deck is shuffled back to 54 (M4E
  setup step 4; M2E/M3E: both players shuffle at the start of the game). Phase ``setup``:
  crews are hired and deployed; an open joker strategy must be chosen by the attacker.
- ``next_turn``: ends the current turn by the edition's rule (M2E end check flip from turn 5
  by the first player; M3E after turn 5; M4E after turn 4), shuffles the discard piles back,
  then starts the next turn: the discard step (each player who holds cards discards any or
  keeps all, ``discard_step``), the draw (both hands filled up to the hand size), the
  soulstone draw decision of each player who has stones (M2E/M3E, ``soulstone_draw``; M2E in
  order), then initiative by ``bot.rules.initiative.flow`` (an open initiative is a pending record,
  so its cards lapse back to the discard piles if nobody finishes it) and, with Corrupted
  Idols, that turn's strategy marker (``idols``).
- ``score``: VP within the edition's caps, and soulstone pools.
- ``end``: the summary; the game is removed.

Where each job lives: this module holds the document (``GameState``, loaded and saved here) and
the reply (``GameView``); ``base`` holds ``GameBase``, what every command shares, including the
open initiative's pending record. ``GamePlay`` (``play``) is what cogs and views call; it
starts a game and inherits the rest: the turn steps (``turns``), the initiative and the
Corrupted Idols marker (``initiative``), VP, soulstones and the end (``score``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Literal

from bot.errors import DomainError
from bot.play.common import document_kinds
from bot.play.common.results import Lapsed
from bot.play.common.work import Work
from bot.play.game.board_due import mark_board
from bot.play.game.log import GameEvent
from bot.rules.common.cards import Card
from bot.rules.common.documents import DocumentError, Kind
from bot.rules.common.editions import Edition
from bot.rules.common.editions import edition as edition_by_key
from bot.rules.common.pace import Pace
from bot.rules.crew.blind import DuelLink, GameCrew
from bot.rules.encounter.generation import Encounter
from bot.rules.encounter.seasons import Season
from bot.rules.game.activations import Activations, begin
from bot.rules.game.turns import EndOfTurn, Score
from bot.rules.initiative.state import InitiativeState
from bot.rules.scheme import SecretScheme
from bot.store import game_repo

INITIATIVE_KIND = "game-initiative"
MAX_SOULSTONES = 99
MAX_POINTS_CHANGE = 10

Phase = Literal["setup", "discard", "draw", "initiative", "activation", "over"]


@dataclass(frozen=True, slots=True)
class IdolMarker:
    """This turn's Corrupted Idols marker (seed 003): who placed it, by which card, and where."""

    turn: int
    by: int  # the initiative player
    card: str  # the card whose suit decided it
    flips: tuple[str, ...]  # cards flipped for it (a joker as initiative card: a new flip)
    placement: str
    spot: str | None = None  # None while the initiative player has not chosen the edge
    outcome: str | None = None  # encounters.MarkerRepeat


@dataclass(frozen=True, slots=True)
class SchemeInfo:
    name: str
    value: int | None
    next_available: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class GameState:
    edition: str
    players: tuple[int, int]  # (who started the game, the opponent)
    owners: tuple[int, int]  # whose deck each player uses (0 = the table's shared deck)
    attacker: int
    season_id: str
    season_name: str
    strategy: str | None
    strategy_choices: tuple[str, ...]
    deployment: str
    schemes: tuple[SchemeInfo, ...]
    known_schemes: tuple[str, ...]  # every scheme of the season (M4E next available ones too)
    unverified: tuple[str, ...]
    started_by: int
    started_at: float
    scores: tuple[Score, Score] = (Score(), Score())
    soulstones: tuple[int, int] = (0, 0)
    league: str | None = None
    league_round: int | None = None
    turn: int = 0  # 0 while setting up
    phase: Phase = "setup"
    draw_waiting: tuple[int, ...] = ()  # players still deciding on the soulstone draw
    soulstone_drawn: tuple[int, ...] = ()  # players who drew with a soulstone this turn
    initiative_id: int | None = None
    initiative_lapsed: bool = False
    first_player: int | None = None  # this turn's
    previous_first: int | None = None
    last_activator: int | None = None  # M4E: who activated last in the previous turn
    pass_tokens: tuple[int, int] = (0, 0)  # M3E, this turn's
    end_checks: tuple[tuple[int, str, int], ...] = ()  # (turn, card code, target) — M2E
    over_reason: str | None = None  # "last-turn" or "end-check"
    channel_id: int | None = None
    message_id: int | None = None
    secret_schemes: tuple[SecretScheme, ...] = ()  # bot/play/scheme.py; never shown unrevealed
    # issue 12: the start-of-turn discard step, M2E soulstone draw order, M3E pass tokens from
    # model counts, Corrupted Idols markers
    discard_waiting: tuple[int, ...] = ()  # players still to discard (or keep all) before the draw
    first_deployer: int | None = None  # M2E turn 1: declares the soulstone draw first
    pass_tokens_granted: tuple[int, int] = (0, 0)  # M3E: from this turn's model counts
    turn_flips: Mapping[str, Mapping[str, str]] = field(default_factory=dict)  # strategy → suit → place
    idol: IdolMarker | None = None
    idol_spots: tuple[str, ...] = ()  # each turn's marker spot, in order (for repeats)
    # issue 22: the pace of this game's steps (None: the table's; bot/play/common/pace.py)
    pace: Pace | None = None
    # issue 34: the activation phase (None: not tracked yet this turn; ``activations_of``)
    activations: Activations | None = None
    # the language of the game's public messages, fixed at its start (the table's, else the
    # starter's; None: a game started before it was kept, whose messages follow the table's)
    language: str | None = None
    # issue 44: each player's crew, committed blind and revealed with the other's
    # (bot/play/game/crews.py); an unrevealed one is never shown to anyone but its player
    crews: tuple[GameCrew, ...] = ()
    crew_duels: tuple[DuelLink, ...] = ()  # duels from the crews, their damage still to land

    # -- queries ---------------------------------------------------------------------------

    @property
    def ed(self) -> Edition:
        return edition_by_key(self.edition)

    @property
    def defender(self) -> int:
        return self.other(self.attacker)

    def index(self, player: int) -> int:
        try:
            return self.players.index(player)
        except ValueError:
            raise DomainError("game-error-not-a-player", player=player) from None

    def other(self, player: int) -> int:
        return self.players[1 - self.index(player)]

    def owner_of(self, player: int) -> int:
        return self.owners[self.index(player)]

    def score_of(self, player: int) -> Score:
        return self.scores[self.index(player)]

    def soulstones_of(self, player: int) -> int:
        return self.soulstones[self.index(player)]

    def with_score(self, player: int, score: Score) -> GameState:
        scores = list(self.scores)
        scores[self.index(player)] = score
        return replace(self, scores=(scores[0], scores[1]))

    def with_soulstones(self, player: int, count: int) -> GameState:
        pools = list(self.soulstones)
        pools[self.index(player)] = count
        return replace(self, soulstones=(pools[0], pools[1]))

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def current_activations(self) -> Activations | None:
        """This turn's activation phase as it stands (None outside it): the stored one, or its
        opening (the first player first; an undecided initiative: last turn's, else the attacker)."""
        if self.phase != "activation":
            return None
        act = self.activations
        if act is not None and act.turn == self.turn:
            return act
        return begin(self.turn, self.players, self.first_player or self.previous_first or self.attacker)

    @property
    def leader(self) -> int | None:
        """Who has more VP (None on a tie)."""
        a, b = (score.total for score in self.scores)
        if a == b:
            return None
        return self.players[0] if a > b else self.players[1]


@dataclass(frozen=True, slots=True)
class GameView:
    """A game after a command, with what the reply needs.

    ``hands`` holds the hands that changed (to refresh those players' DMs, never to show
    publicly); ``hand_counts`` the number of cards in each player's hand.
    """

    table_id: int
    state: GameState
    hand_counts: tuple[int, int]
    initiative: InitiativeState | None = None
    end: EndOfTurn | None = None
    encounter: Encounter | None = None
    league_row: Mapping[str, str] | None = None
    season: Season | None = None
    hands: Mapping[int, tuple[Card, ...]] = field(default_factory=dict)
    drawn: Mapping[int, int] = field(default_factory=dict)  # cards drawn in this command, by player
    must_discard: int = 0
    lapsed: tuple[Lapsed, ...] = ()
    started_turn: bool = False  # this command started a new turn (post a new turn message)
    conceded_by: int | None = None  # /game end concede: only this player's schemes are revealed
    season_defaulted: str | None = None  # /game start named no season: "server" or "today"
    log: tuple[GameEvent, ...] = ()  # /game end: the game's whole log (bot/play/game/log.py)
    commitment: str | None = None  # /game start: the SHA-256 of its Fate Deck seed (docs/fair-deck.md)
    record: str | None = None  # /game end: the game's record, JSON (bot/play/game/fair.py)


# -- the document ----------------------------------------------------------------------------------

GAME = Kind(
    "game",
    GameState,
    [
        document_kinds.game_v2,
        document_kinds.game_v3,
        document_kinds.game_v4,
        document_kinds.game_v5,
        document_kinds.game_v6,
        document_kinds.game_v7,
    ],
)


async def load_game(work: Work) -> GameState | None:
    """The table's game, if any. One that cannot be read (a damaged row, a newer version after a
    rollback) is refused with a way out: a moderator sets it aside (``GameScore.set_aside``)."""
    raw = await work.game_document()
    if raw is None:
        return None
    try:
        return GAME.load(raw)
    except DocumentError as error:
        raise DomainError("game-error-unreadable", problem=error.problem) from error


def save_game(work: Work, state: GameState) -> None:
    game_repo.put_game(work.changes, work.table_id, GAME.dumps(state), work.now)
    mark_board(work)  # the game board shows this change (bot/play/game/board.py)


async def require_game(work: Work) -> GameState:
    state = await load_game(work)
    if state is None:
        raise DomainError("game-error-no-game")
    return state


class NeedsAgreement(DomainError):
    """A change only the other player may allow (issue 24 §1): ending a game early, their score.

    Raised inside the unit of work, so nothing changed; the UI asks ``opponent`` with a button
    bound to this game (``game``: its start time in milliseconds).
    """

    def __init__(self, key: str, *, opponent: int, game: int, scheme_index: int | None = None) -> None:
        super().__init__(key, opponent=f"<@{opponent}>")
        self.opponent = opponent
        self.game = game
        self.scheme_index = scheme_index  # /game score: the scheme, in ``known_schemes``


def game_number(state: GameState) -> int:
    """The game's number: its start time in milliseconds (a button names the game it is for)."""
    return round(state.started_at * 1000)


def check_agreement(state: GameState, game: int | None, agreed_by: int | None, owner: int) -> bool:
    """True when ``owner`` agreed (pressed the button) for this very game."""
    if agreed_by is None:
        return False
    if game != game_number(state):
        raise DomainError("game-error-agreement-stale")
    return agreed_by == owner


def is_referee(state: GameState, actor: int, is_moderator: bool) -> bool:
    """A table moderator who is not one of the two players: a referee, not a side, who may end
    a game, change a score or undo a step alone. A moderator who plays asks the opponent."""
    return is_moderator and actor not in state.players


def check_driver(state: GameState, actor: int, is_moderator: bool) -> None:
    """Only the two players (or a table moderator) drive a game."""
    if actor not in state.players and not is_moderator:
        raise DomainError(
            "game-error-not-your-game", first=f"<@{state.players[0]}>", second=f"<@{state.players[1]}>"
        )
