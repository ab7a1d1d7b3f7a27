"""Initiative per edition, as a small serialisable state machine like ``duel_flow``.

The steps are here; the state they pass along is ``initiative_state``.

- M2E (seed 001): both flip; ties reflip before soulstones; then, from the lower card, each
  player may spend one soulstone to reflip (even a joker); a tie after that is reflipped again
  (*interpretation*: without new soulstone decisions); the higher card chooses the first player.
  No cheating.
- M3E (seed 003): both flip and add pass tokens; the lower card (tie: the previous initiative
  holder) may cheat first, then the other; the higher total wins (*interpretation*: a tie of
  totals is reflipped, cheat windows and all; the duel joker locks apply).
- M4E: no flip; turn 1 the attacker has it; later the player who did not activate last chooses.

Every flipped card goes deck → in play and is discarded once it is replaced or decided.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import replace

from bot.errors import DomainError
from bot.rules.common.cards import Card
from bot.rules.common.deck import Deck
from bot.rules.common.editions import Edition, InitiativeProcedure
from bot.rules.common.hands import require_within_hand_size
from bot.rules.common.lapse import Applied, Default, Expiry
from bot.rules.common.unchanged_on_error import unchanged_on_error
from bot.rules.duel import arithmetic as duels
from bot.rules.duel.arithmetic import CheatBlock, Note
from bot.rules.flip.flips import resolve
from bot.rules.flip.modifiers import NONE
from bot.rules.initiative.state import Contender, Event, EventKind, InitiativePhase, InitiativeState

Decks = Mapping[int, Deck]
MAX_TIE_REFLIPS = 100  # ties end with certainty on a full deck; this only stops a degenerate one
MAX_PASS_TOKENS = 99


# -- public steps: each runs whole or changes nothing ---------------------------------------


def start(
    edition: Edition,
    players: tuple[int, int],
    decks: Decks,
    rng: random.Random,
    *,
    turn: int = 1,
    pass_tokens: tuple[int, int] = (0, 0),
    soulstones: tuple[bool, bool] = (True, True),
    previous_holder: int | None = None,
    attacker: int | None = None,
    last_activator: int | None = None,
) -> InitiativeState:
    """Begin the edition's initiative procedure between ``players``.

    ``soulstones``: whether each player has a soulstone to spend (M2E). ``previous_holder``: who
    had initiative (M3E tie-break for cheating first; turn 1: the attacker), required in M3E.
    ``attacker`` (M4E turn 1) and ``last_activator`` (M4E later turns).
    """
    with unchanged_on_error(decks[p] for p in players if p in decks):
        a, b = players
        if a == b:
            raise DomainError("error-initiative-same-player")
        if turn < 1:
            raise DomainError("error-initiative-turn", value=turn)
        for tokens in pass_tokens:
            if not 0 <= tokens <= MAX_PASS_TOKENS:
                raise DomainError("error-initiative-pass-tokens", value=tokens, max=MAX_PASS_TOKENS)
        procedure = edition.initiative
        if procedure is InitiativeProcedure.ATTACKER_THEN_CHOOSER:
            return _start_m4e(edition, players, turn, attacker, last_activator)
        if previous_holder is not None and previous_holder not in players:
            raise DomainError("error-initiative-not-a-player", player=str(previous_holder))
        if procedure is InitiativeProcedure.FLIP_PASS_TOKENS and previous_holder is None:
            # Seed 003: on equal cards the previous initiative holder cheats first, and before
            # the first turn's flip the attacker counts as that holder: it must be known.
            raise DomainError("rules-error-initiative-holder-unknown")
        _check_available(players, decks)
        contenders = (
            Contender(a, pass_tokens=pass_tokens[0], soulstone=soulstones[0]),
            Contender(b, pass_tokens=pass_tokens[1], soulstone=soulstones[1]),
        )
        state = InitiativeState(
            edition, InitiativePhase.SOULSTONES, contenders, turn, previous_holder=previous_holder
        )
        for player in players:
            state = _flip(state, player, decks, rng, EventKind.FLIP)
        if procedure is InitiativeProcedure.FLIP_SOULSTONE_REFLIP:
            state = _reflip_ties(state, decks, rng, by_total=False)
            return _open_soulstones(state, decks, rng)
        return _open_cheating(state, decks, rng)


def use_soulstone(
    state: InitiativeState, player: int, decks: Decks, rng: random.Random, *, reflip: bool
) -> InitiativeState:
    """M2E: the awaited player spends a soulstone to reflip (``reflip``) or keeps the card."""
    with unchanged_on_error(decks[p] for p in state.players):
        return _use_soulstone(state, player, decks, rng, reflip=reflip)


def cheat(
    state: InitiativeState, player: int, card: Card, decks: Decks, rng: random.Random
) -> InitiativeState:
    """M3E: the awaited player cheats its initiative flip with ``card`` from its hand."""
    with unchanged_on_error(decks[p] for p in state.players):
        return _cheat(state, player, card, decks, rng)


def decline_cheat(state: InitiativeState, player: int, decks: Decks, rng: random.Random) -> InitiativeState:
    """M3E: the awaited player keeps its initiative card."""
    with unchanged_on_error(decks[p] for p in state.players):
        return _decline_cheat(state, player, decks, rng)


# -- bodies of the steps above --------------------------------------------------------------


def _start_m4e(
    edition: Edition, players: tuple[int, int], turn: int, attacker: int | None, last_activator: int | None
) -> InitiativeState:
    contenders = (Contender(players[0]), Contender(players[1]))
    if turn == 1:
        if attacker is None:
            raise DomainError("error-initiative-attacker-unknown")
        if attacker not in players:
            raise DomainError("error-initiative-not-a-player", player=str(attacker))
        return InitiativeState(edition, InitiativePhase.DONE, contenders, turn, first_player=attacker)
    if last_activator is None:
        raise DomainError("error-initiative-last-activator-unknown")
    if last_activator not in players:
        raise DomainError("error-initiative-not-a-player", player=str(last_activator))
    chooser = players[1] if last_activator == players[0] else players[0]
    return InitiativeState(edition, InitiativePhase.CHOOSING, contenders, turn, chooser=chooser)


def _use_soulstone(
    state: InitiativeState, player: int, decks: Decks, rng: random.Random, *, reflip: bool
) -> InitiativeState:
    contender = _expect(state, InitiativePhase.SOULSTONES, player)
    if reflip:
        old = contender.card
        state = _discard(state, player, decks)
        state = _flip(state, player, decks, rng, EventKind.SOULSTONE_REFLIP, replaced=old)
        state = _with(state, replace(state.contender(player), soulstone=False, acted=True))
    else:
        state = _log(state, Event(EventKind.SOULSTONE_KEEP, player, contender.card))
        state = _with(state, replace(contender, acted=True))
    return _after_soulstones(state, decks, rng)


def _cheat(
    state: InitiativeState, player: int, card: Card, decks: Decks, rng: random.Random
) -> InitiativeState:
    contender = _expect(state, InitiativePhase.CHEATING, player)
    deck = decks[player]
    if card not in deck.hand(player):
        raise DomainError("error-hand-card-not-held", card=card.code)
    # A soulstone draw ends with the discard back to the hand size: cheating waits for it.
    require_within_hand_size(state.edition, deck, player)
    old = contender.card
    assert old is not None
    deck.play_from_hand(player, card)
    deck.discard_from_play([old])
    state = _log(state, Event(EventKind.CHEAT, player, card, old))
    state = _with(state, replace(contender, card=card, acted=True))
    return _advance_cheating(state, decks, rng)


def _decline_cheat(state: InitiativeState, player: int, decks: Decks, rng: random.Random) -> InitiativeState:
    contender = _expect(state, InitiativePhase.CHEATING, player)
    state = _log(state, Event(EventKind.DECLINE, player, contender.card))
    return _advance_cheating(_with(state, replace(contender, acted=True)), decks, rng)


# -- choosing and expiry --------------------------------------------------------------------


def choose_first(state: InitiativeState, player: int, first_player: int) -> InitiativeState:
    """The chooser names who goes first (M2E: the flip's winner; M4E: who has initiative)."""
    _expect(state, InitiativePhase.CHOOSING, player)
    if first_player not in state.players:
        raise DomainError("error-initiative-not-a-player", player=str(first_player))
    state = _log(state, Event(EventKind.CHOSE, player, detail=str(first_player)))
    return replace(state, phase=InitiativePhase.DONE, first_player=first_player)


def expire(state: InitiativeState, decks: Decks, rng: random.Random) -> Expiry[InitiativeState]:
    """The initiative waited too long: it resolves by the rules' defaults and is decided.

    An M2E soulstone step keeps the card (no stone spent), an M3E cheat window closes as "did not
    cheat" (every remaining one, in order; a tie of totals reflips as usual, and its windows
    lapse too), and a choice of who goes first lapses to the chooser going first
    (*interpretation*: the one entitled to choose takes the initiative's advantage). If its
    cards are gone (a deck reset under it), what is left is discarded, as ``abandon`` does.
    """
    if state.is_over:
        return Expiry(state)
    original = state
    for holder, cards in state.in_play().items():
        if any(c not in decks[holder].in_play for c in cards):
            return Expiry(abandon(original, decks), (Default(Applied.ABANDONED, original.players[0]),))
    defaults: list[Default] = []
    try:
        with unchanged_on_error(decks[p] for p in state.players if p in decks):
            while not state.is_over:
                player = state.awaiting_player
                assert player is not None
                card = state.contender(player).card
                if state.phase is InitiativePhase.SOULSTONES:
                    state = _use_soulstone(state, player, decks, rng, reflip=False)
                    defaults.append(Default(Applied.KEPT_CARD, player, card=card))
                elif state.phase is InitiativePhase.CHEATING:
                    state = _decline_cheat(state, player, decks, rng)
                    defaults.append(Default(Applied.NO_CHEAT, player, card=card))
                else:
                    state = choose_first(state, player, player)
                    defaults.append(Default(Applied.CHOSE_FIRST, player, first=player))
    except DomainError:  # an endless tie (the decks are as they were)
        return Expiry(abandon(original, decks), (Default(Applied.ABANDONED, original.players[0]),))
    return Expiry(state, tuple(defaults))


def abandon(state: InitiativeState, decks: Decks) -> InitiativeState:
    """Cancel it outright (a deck reset, a game's end, an undone command): any initiative card
    still in play goes to its discard pile, and nothing is decided."""
    if state.is_over:
        return state
    for player, cards in state.in_play().items():
        deck = decks[player]
        deck.discard_from_play([c for c in cards if c in deck.in_play])
    return replace(state, phase=InitiativePhase.EXPIRED)


# -- internals ------------------------------------------------------------------------------


def _with(state: InitiativeState, contender: Contender) -> InitiativeState:
    a, b = state.contenders
    pair = (contender, b) if a.player == contender.player else (a, contender)
    return replace(state, contenders=pair)


def _log(state: InitiativeState, event: Event) -> InitiativeState:
    return replace(state, events=(*state.events, event))


def _note(state: InitiativeState, point: Note) -> InitiativeState:
    tag = duels.note(state.edition, point)
    if tag is None or tag in state.interpretations:
        return state
    return replace(state, interpretations=(*state.interpretations, tag))


def _expect(state: InitiativeState, phase: InitiativePhase, player: int) -> Contender:
    if state.phase is not phase:
        raise DomainError("error-initiative-wrong-phase", phase=state.phase.value)
    if player not in state.players:
        raise DomainError("error-initiative-not-participant")
    awaited = state.awaiting_player
    if awaited != player:
        raise DomainError("error-initiative-not-your-turn", player=str(awaited))
    return state.contender(player)


def _check_available(players: tuple[int, int], decks: Decks) -> None:
    needed: dict[int, tuple[Deck, int]] = {}
    for player in players:
        deck = decks[player]
        needed[id(deck)] = (deck, needed.get(id(deck), (deck, 0))[1] + 1)
    for deck, count in needed.values():
        available = len(deck.draw) + len(deck.discard)
        if count > available:
            raise DomainError("error-deck-exhausted", needed=count, available=available)


def _flip(
    state: InitiativeState,
    player: int,
    decks: Decks,
    rng: random.Random,
    kind: EventKind,
    replaced: Card | None = None,
) -> InitiativeState:
    card = decks[player].flip(1, rng).cards[0]
    state = _with(state, replace(state.contender(player), card=card))
    return _log(state, Event(kind, player, card, replaced))


def _discard(state: InitiativeState, player: int, decks: Decks) -> InitiativeState:
    contender = state.contender(player)
    if contender.card is not None:
        decks[player].discard_from_play([contender.card])
    return _with(state, replace(contender, card=None))


def _tied(state: InitiativeState, by_total: bool) -> bool:
    a, b = state.contenders
    assert a.card is not None and b.card is not None
    if by_total:
        return a.total == b.total
    return a.card.value == b.card.value


def _reflip_ties(
    state: InitiativeState, decks: Decks, rng: random.Random, *, by_total: bool
) -> InitiativeState:
    for _ in range(MAX_TIE_REFLIPS):
        if not _tied(state, by_total):
            return state
        for player in state.players:
            old = state.contender(player).card
            state = _discard(state, player, decks)
            state = _flip(state, player, decks, rng, EventKind.TIE_REFLIP, replaced=old)
    raise DomainError("error-initiative-endless-tie", rounds=MAX_TIE_REFLIPS)


def _by_card(state: InitiativeState, tie_first: int | None) -> tuple[int, int]:
    """Players ordered lower card first; on equal cards ``tie_first`` goes first."""
    a, b = state.contenders
    assert a.card is not None and b.card is not None
    if a.card.value < b.card.value or (a.card.value == b.card.value and tie_first == a.player):
        return (a.player, b.player)
    return (b.player, a.player)


def _open_soulstones(state: InitiativeState, decks: Decks, rng: random.Random) -> InitiativeState:
    order = tuple(p for p in _by_card(state, None) if state.contender(p).soulstone)
    state = replace(state, phase=InitiativePhase.SOULSTONES, order=order)
    return _after_soulstones(state, decks, rng)


def _after_soulstones(state: InitiativeState, decks: Decks, rng: random.Random) -> InitiativeState:
    if any(not state.contender(p).acted for p in state.order):
        return state
    if _tied(state, by_total=False):
        state = _note(state, Note.INITIATIVE_SOULSTONE_TIE)
        state = _reflip_ties(state, decks, rng, by_total=False)
    winner = _by_card(state, None)[1]
    state = _finish_flips(state, decks, winner)
    return replace(state, phase=InitiativePhase.CHOOSING, chooser=winner)


def _open_cheating(state: InitiativeState, decks: Decks, rng: random.Random) -> InitiativeState:
    order = _by_card(state, state.previous_holder)
    contenders = tuple(replace(c, acted=False) for c in state.contenders)
    state = replace(
        state, phase=InitiativePhase.CHEATING, order=order, contenders=(contenders[0], contenders[1])
    )
    return _advance_cheating(state, decks, rng)


def _block(state: InitiativeState, player: int, decks: Decks) -> CheatBlock | None:
    edition = state.edition
    if not edition.initiative_cheat:
        return CheatBlock.NOT_ALLOWED
    own = state.contender(player)
    other = next(c for c in state.contenders if c.player != player)
    assert own.card is not None and other.card is not None
    # As in duels, the joker locks read the *flipped* cards (seed 003: "Ha az ellenfél Red
    # Jokert húzott"): a Red Joker the other player cheated in from hand locks nobody out.
    own_flipped = _flipped(state, player) or own.card
    other_flipped = _flipped(state, other.player) or other.card
    block = duels.cheat_block(
        edition,
        resolve((own_flipped,), NONE),
        opponent=resolve((other_flipped,), NONE),
        opponent_chosen=other_flipped,
    )
    if block is None and not decks[player].hand(player):
        block = CheatBlock.EMPTY_HAND
    return block


_FLIPS = (EventKind.FLIP, EventKind.TIE_REFLIP, EventKind.SOULSTONE_REFLIP)


def _flipped(state: InitiativeState, player: int) -> Card | None:
    """The card ``player`` last flipped from the deck (a cheat replaces the card, not the flip)."""
    for event in reversed(state.events):
        if event.player == player and event.kind in _FLIPS:
            return event.card
    return None


def _advance_cheating(state: InitiativeState, decks: Decks, rng: random.Random) -> InitiativeState:
    for player in state.order:
        contender = state.contender(player)
        if contender.acted:
            continue
        block = _block(state, player, decks)
        if block is None:
            return state
        if block is CheatBlock.BLACK_JOKER or block is CheatBlock.OPPONENT_RED_JOKER:
            state = _note(state, Note.INITIATIVE_JOKER_LOCKS)
        state = _log(state, Event(EventKind.CHEAT_SKIPPED, player, contender.card, detail=block.value))
        state = _with(state, replace(contender, acted=True))
    if _tied(state, by_total=True):
        # Seed 003 is silent on a tie of totals: reflip both, with fresh cheat windows.
        if sum(e.kind is EventKind.TIE_REFLIP for e in state.events) >= 2 * MAX_TIE_REFLIPS:
            raise DomainError("error-initiative-endless-tie", rounds=MAX_TIE_REFLIPS)
        state = _note(state, Note.INITIATIVE_TIE_REFLIP)
        for player in state.players:
            old = state.contender(player).card
            state = _discard(state, player, decks)
            state = _flip(state, player, decks, rng, EventKind.TIE_REFLIP, replaced=old)
        return _open_cheating(state, decks, rng)
    a, b = state.contenders
    winner = a.player if a.total > b.total else b.player
    state = _finish_flips(state, decks, winner)
    return replace(state, phase=InitiativePhase.DONE, first_player=winner)


def _finish_flips(state: InitiativeState, decks: Decks, winner: int) -> InitiativeState:
    """Discard the deciding cards (they stay in the event log) and record the winner."""
    for contender in state.contenders:
        if contender.card is not None:
            decks[contender.player].discard_from_play([contender.card])
    return replace(state, winner=winner)
