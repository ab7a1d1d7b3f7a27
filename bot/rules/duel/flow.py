"""One duel conversation as a serialisable state machine: simple, opposed, or a damage flip.

The steps are here; the state they pass along is ``duel_state``, the outcome ``duel_result``.

The Discord layer drives it by button clicks; the store keeps ``to_dict(state)`` between them.
A state is immutable: every step returns a new one and leaves its input untouched. Decks are
passed in as ``player -> Deck`` (both players may map to one shared Deck) and are changed only
after a step has been fully validated, so a DomainError changes nothing.

Card movements: flip → deck to in play; choosing → the unchosen cards are discarded at once;
cheating → the hand card goes into play and the replaced card is discarded; DONE → the duel's
cards in play are discarded. ``expire`` (a lapse) plays the duel out with the rules' defaults,
or gives back an empower card if nothing was flipped; ``abandon`` (a cancellation) discards
whatever the duel still has in play.
"""

from __future__ import annotations

import random
from dataclasses import replace

from bot.errors import DomainError
from bot.rules.common.cards import Card, Suit
from bot.rules.common.deck import Deck
from bot.rules.common.editions import DamageModel, Edition, Role
from bot.rules.common.hands import require_within_hand_size
from bot.rules.common.lapse import Applied, Default, Expiry
from bot.rules.duel import arithmetic as duels
from bot.rules.duel.arithmetic import NO_BOOST, Boost, CheatBlock
from bot.rules.duel.cheating import advance_cheating, after_choosing, expect_cheater
from bot.rules.duel.state import DamageProfile, Decks, DuelKind, DuelState, Phase, Side, deck_of, with_side
from bot.rules.flip.flips import Flip, settle
from bot.rules.flip.modifiers import NONE, FateModifier

# -- starting -------------------------------------------------------------------------------


def start_simple(
    edition: Edition,
    player: int,
    stat: int,
    tn: int,
    decks: Decks,
    rng: random.Random,
    *,
    stat_suits: frozenset[Suit] = frozenset(),
    tn_suits: frozenset[Suit] = frozenset(),
    modifier: FateModifier = NONE,
    boost: Boost = NO_BOOST,
    raise_step: int | None = None,
) -> DuelState:
    """A simple duel: stat + card against a TN (which may require suits)."""
    duels.validate_stat(stat, edition)
    duels.validate_tn(tn)
    if raise_step is not None:
        duels.validate_raise_step(raise_step)
    _validate_boost(edition, boost, deck_of(decks, player), player)
    side = Side(Role.INITIATOR, player, stat, frozenset(stat_suits), modifier, boost)
    state = DuelState(DuelKind.SIMPLE, edition, Phase.CHOOSING, (side,), tn, frozenset(tn_suits), raise_step)
    _check_flips_available(state, decks)
    _pay_empower(state.sides, decks)
    return _flip_all(state, decks, rng)


def start_opposed(
    edition: Edition,
    initiator: int,
    resister: int,
    stat: int,
    decks: Decks,
    *,
    stat_suits: frozenset[Suit] = frozenset(),
    modifier: FateModifier = NONE,
    boost: Boost | None = None,
    tn: int | None = None,
    tn_suits: frozenset[Suit] = frozenset(),
    raise_step: int | None = None,
    resister_stat: int | None = None,
    resister_stat_suits: frozenset[Suit] = frozenset(),
    resister_modifier: FateModifier = NONE,
) -> DuelState:
    """An opposed duel, waiting for the resister to accept.

    ``boost`` None means "not declared": where the resister declares first (M2E) the initiator
    is asked after the resister; elsewhere it means no boost. The resister's stat and modifiers
    may be filled in by the initiator; the resister still confirms (and may add a boost or relent).
    """
    duels.validate_stat(stat, edition)
    if resister_stat is not None:
        duels.validate_stat(resister_stat, edition)
    if tn is not None:
        duels.validate_tn(tn)
    elif tn_suits:
        raise DomainError("error-duel-tn-suits-without-tn")
    if raise_step is not None:
        duels.validate_raise_step(raise_step)
    if boost is None and edition.boost_declares_first is Role.INITIATOR:
        boost = NO_BOOST
    if boost is not None:
        _validate_boost(edition, boost, deck_of(decks, initiator), initiator)
    deck_of(decks, resister)
    sides = (
        Side(Role.INITIATOR, initiator, stat, frozenset(stat_suits), modifier, boost),
        Side(Role.RESISTER, resister, resister_stat, frozenset(resister_stat_suits), resister_modifier),
    )
    state = DuelState(
        DuelKind.OPPOSED, edition, Phase.AWAITING_RESISTER, sides, tn, frozenset(tn_suits), raise_step
    )
    _pay_empower(state.sides[:1], decks)
    return state


def start_damage(
    edition: Edition,
    player: int,
    weak: int,
    moderate: int,
    severe: int,
    decks: Decks,
    rng: random.Random,
    *,
    modifier: FateModifier = NONE,
) -> DuelState:
    """An M2E/M3E damage flip: flip, choose, maybe cheat; the card's strength gives the damage."""
    if edition.damage_model is not DamageModel.FLIP:
        raise DomainError("error-damage-flip-not-in-edition", edition=edition.key)
    duels.validate_damage_profile(weak, moderate, severe)
    deck_of(decks, player)
    side = Side(Role.INITIATOR, player, 0, modifier=modifier, boost=NO_BOOST)
    state = DuelState(
        DuelKind.DAMAGE, edition, Phase.CHOOSING, (side,), damage=DamageProfile(weak, moderate, severe)
    )
    _check_flips_available(state, decks)
    return _flip_all(state, decks, rng)


# -- steps ----------------------------------------------------------------------------------


def accept(
    state: DuelState,
    player: int,
    decks: Decks,
    rng: random.Random,
    *,
    stat: int | None = None,
    stat_suits: frozenset[Suit] | None = None,
    modifier: FateModifier | None = None,
    boost: Boost = NO_BOOST,
    relent: bool = False,
) -> DuelState:
    """The resister accepts the opposed duel, giving what the initiator left open, or relents."""
    side = _expect(state, Phase.AWAITING_RESISTER, player)
    edition = state.edition
    if relent:
        if not edition.relent_allowed:
            raise DomainError("error-relent-not-in-edition", edition=edition.key)
        if not state.against_own_model:
            raise DomainError("error-relent-enemy")
        if not boost.is_empty:
            raise DomainError("error-relent-with-boost")
        side = replace(side, relented=True, boost=NO_BOOST, cheat_done=True, cheat_block=CheatBlock.RELENTED)
    else:
        new_stat = side.stat if stat is None else stat
        if new_stat is None:
            raise DomainError("error-duel-resister-stat-missing")
        duels.validate_stat(new_stat, edition)
        _validate_boost(edition, boost, deck_of(decks, player), player)
        side = replace(
            side,
            stat=new_stat,
            stat_suits=side.stat_suits if stat_suits is None else frozenset(stat_suits),
            modifier=side.modifier if modifier is None else modifier,
            boost=boost,
        )
    if relent and edition.relent_auto_success:
        # M3E (seed 003): no card is flipped at all; the actor succeeds as with a tie.
        return replace(with_side(state, side), phase=Phase.DONE)
    state = with_side(state, side)
    if state.side(Role.INITIATOR).boost is None:
        # M2E: the defender has declared; now the attacker may, knowing it.
        _pay_empower((side,), decks)
        return replace(state, phase=Phase.AWAITING_INITIATOR_BOOST)
    _check_flips_available(state, decks)
    _pay_empower((side,), decks)
    return _flip_all(replace(state, phase=Phase.CHOOSING), decks, rng)


def declare_initiator_boost(
    state: DuelState, player: int, decks: Decks, rng: random.Random, boost: Boost = NO_BOOST
) -> DuelState:
    """M2E: the attacker declares soulstones after hearing the defender's declaration."""
    side = _expect(state, Phase.AWAITING_INITIATOR_BOOST, player)
    _validate_boost(state.edition, boost, deck_of(decks, player), player)
    state = with_side(state, replace(side, boost=boost))
    _check_flips_available(state, decks)
    _pay_empower((state.side(Role.INITIATOR),), decks)
    return _flip_all(replace(state, phase=Phase.CHOOSING), decks, rng)


def choose(
    state: DuelState, player: int, index: int, decks: Decks, *, red_joker_suit: Suit | None = None
) -> DuelState:
    """The awaited side picks a flipped card (and the Red Joker's suit, if it picks that)."""
    side = _expect(state, Phase.CHOOSING, player)
    flip = side.flip(state.edition)
    assert flip is not None
    if not 0 <= index < len(flip.cards):
        raise DomainError("error-flip-choice-not-allowed", reason=flip.reason.value)
    card = flip.choose(index)
    suit = _red_joker_suit(state, card, red_joker_suit)
    _require_in_play(state, decks)
    settle(deck_of(decks, player), flip, card)
    state = with_side(state, replace(side, chosen=index, red_joker_suit=suit))
    return after_choosing(state, decks)


def cheat(
    state: DuelState, player: int, card: Card, decks: Decks, *, red_joker_suit: Suit | None = None
) -> DuelState:
    """The awaited side replaces its card with ``card`` from its hand."""
    side = expect_cheater(state, player)
    deck = deck_of(decks, player)
    if card not in deck.hand(player):
        raise DomainError("error-hand-card-not-held", card=card.code)
    # A soulstone draw ends with the discard back to the hand size: cheating waits for it.
    require_within_hand_size(state.edition, deck, player)
    suit = _red_joker_suit(state, card, red_joker_suit)
    _require_in_play(state, decks)
    old = side.final_card
    assert old is not None
    deck.play_from_hand(player, card)
    deck.discard_from_play([old])
    state = with_side(state, replace(side, cheated=card, red_joker_suit=suit, cheat_done=True))
    return advance_cheating(state, decks)


def decline_cheat(state: DuelState, player: int, decks: Decks) -> DuelState:
    """The awaited side keeps its card; its one chance to cheat in this duel is used up."""
    side = expect_cheater(state, player)
    _require_in_play(state, decks)
    return advance_cheating(with_side(state, replace(side, cheat_done=True)), decks)


def expire(state: DuelState, decks: Decks) -> Expiry[DuelState]:
    """The duel waited too long: the rules' defaults apply to every step still open.

    Before any card was flipped (the resister never answered, or the M2E attacker never
    declared) the duel is off and what was spent on it comes back: the soulstones declared
    (``Expiry.soulstones_back``, for the play layer's pools) and an empower card, to its hand.
    Once cards are flipped the duel is played out: each open choice takes the card the rules
    pick by default (a Red Joker takes the suit ``default_suit`` names), then every remaining
    cheat window, in the edition's order, closes as "did not cheat". If its cards are gone (a
    deck reset under it) what is left in play is discarded, as ``abandon`` does.
    """
    if state.is_over:
        return Expiry(state)
    if not any(s.flipped for s in state.sides):
        return _refund(state, decks, (Default(Applied.NOT_PLAYED, state.sides[0].player),))
    try:
        _require_in_play(state, decks)
    except DomainError:
        return Expiry(abandon(state, decks), (Default(Applied.ABANDONED, state.sides[0].player),))
    defaults: list[Default] = []
    while state.phase is Phase.CHOOSING:
        side = state.awaiting
        assert side is not None
        flip = side.flip(state.edition)
        assert flip is not None
        card = flip.default_card
        suit = default_suit(state, side, card)
        state = choose(state, side.player, flip.default, decks, red_joker_suit=suit)
        defaults.append(Default(Applied.DEFAULT_CARD, side.player, card=card, suit=suit))
    while state.phase is Phase.CHEATING:
        side = state.awaiting
        assert side is not None
        state = decline_cheat(state, side.player, decks)
        defaults.append(Default(Applied.NO_CHEAT, side.player))
    return Expiry(state, tuple(defaults))


def withdraw(state: DuelState, player: int, decks: Decks) -> Expiry[DuelState]:
    """The initiator takes back an opposed duel nobody has answered: it is off, and the soulstones
    and empower card spent on it come back (as with a lapse before any flip)."""
    initiator = state.sides[0]
    if player != initiator.player:
        raise DomainError("duel-error-withdraw-not-yours", who=str(initiator.player))
    if state.kind is not DuelKind.OPPOSED or state.phase is not Phase.AWAITING_RESISTER:
        raise DomainError("duel-error-withdraw-answered")
    return _refund(state, decks, (Default(Applied.WITHDRAWN, player),))


def abandon(state: DuelState, decks: Decks) -> DuelState:
    """Cancel the duel outright (a deck reset, a game's start or end, an undone command): every
    card it still holds in play goes to its deck's discard pile, and nothing is resolved."""
    if state.is_over:
        return state
    for s in state.sides:
        deck = deck_of(decks, s.player)
        # Tolerate a deck reset since the duel began: only cards still in play are moved.
        deck.discard_from_play([c for c in s.in_play() if c in deck.in_play])
    return replace(state, phase=Phase.EXPIRED)


def default_suit(state: DuelState, side: Side, card: Card) -> Suit | None:
    """The suit a Red Joker takes when its owner let the choice lapse.

    The rules leave it to the owner; as a default (*interpretation*) it takes the first suit, in
    suit order, that the target number requires and the side's total lacks, else no suit where
    the edition allows that (M4E), else the first suit in suit order. Other cards: None.
    """
    if not card.is_red_joker or state.kind is DuelKind.DAMAGE:
        return None
    if side.role is Role.INITIATOR and state.tn_suits:
        extra = duels.boost_effect(state.edition, side.boost or NO_BOOST, side.role).suits
        have = frozenset(side.stat_suits) | extra
        missing = [s for s in Suit if s in state.tn_suits and s not in have]
        if missing:
            return missing[0]
    if state.edition.red_joker_may_be_suitless:
        return None
    return next(iter(Suit))


def _refund(state: DuelState, decks: Decks, first: tuple[Default, ...]) -> Expiry[DuelState]:
    """A duel that ends before any flip: the stones and empower cards declared come back."""
    defaults = list(first)
    for s in state.sides:
        if s.boost is None:
            continue
        stones = duels.boost_effect(state.edition, s.boost, s.role).soulstones
        if stones:
            defaults.append(Default(Applied.REFUND_SOULSTONES, s.player, count=stones))
        empower = s.boost.empower
        if empower is not None:
            back = deck_of(decks, s.player).take_back_from_discard(s.player, empower)
            kind = Applied.REFUND_EMPOWER if back else Applied.EMPOWER_GONE
            defaults.append(Default(kind, s.player, card=empower))
    return Expiry(replace(state, phase=Phase.EXPIRED), tuple(defaults))


# -- internals ------------------------------------------------------------------------------


def _expect(state: DuelState, phase: Phase, player: int) -> Side:
    if state.phase is not phase:
        raise DomainError("error-duel-wrong-phase", phase=state.phase.value)
    side = state.awaiting
    assert side is not None
    if side.player != player:
        if player not in state.players:
            raise DomainError("error-duel-not-participant")
        raise DomainError("error-duel-not-your-turn", player=str(side.player))
    return side


def _validate_boost(edition: Edition, boost: Boost, deck: Deck, player: int) -> None:
    duels.validate_boost(edition, boost)
    if boost.empower is not None and boost.empower not in deck.hand(player):
        raise DomainError("error-hand-card-not-held", card=boost.empower.code)


def _pay_empower(sides: tuple[Side, ...], decks: Decks) -> None:
    """Empower is a discard from hand, made when it is declared (M4E step A)."""
    for s in sides:
        if s.boost is not None and s.boost.empower is not None:
            deck_of(decks, s.player).discard_from_hand(s.player, [s.boost.empower])


def _to_flip(state: DuelState) -> list[Side]:
    return [s for s in state.sides if not s.relented and not s.flipped]


def _check_flips_available(state: DuelState, decks: Decks) -> None:
    """Refuse before moving any card if some deck cannot supply every flip of this step."""
    needed: dict[int, tuple[Deck, int]] = {}
    for s in _to_flip(state):
        deck = deck_of(decks, s.player)
        count = s.flip_modifier(state.edition).cards_to_flip(state.edition.max_flip_cards)
        previous = needed.get(id(deck), (deck, 0))[1]
        needed[id(deck)] = (deck, previous + count)
    for deck, count in needed.values():
        available = len(deck.draw) + len(deck.discard)
        if count > available:
            raise DomainError("error-deck-exhausted", needed=count, available=available)


def _needs_input(state: DuelState, side: Side, flip: Flip) -> bool:
    if flip.has_choice:
        return True
    # The Red Joker's owner names its suit, except on a damage flip where suits do not matter.
    return state.kind is not DuelKind.DAMAGE and flip.default_card.is_red_joker


def _flip_all(state: DuelState, decks: Decks, rng: random.Random) -> DuelState:
    edition = state.edition
    for s in _to_flip(state):
        deck = deck_of(decks, s.player)
        count = s.flip_modifier(edition).cards_to_flip(edition.max_flip_cards)
        drawn = deck.flip(count, rng)
        flipped = replace(s, flipped=drawn.cards, reshuffled=drawn.reshuffled)
        flip = flipped.flip(edition)
        assert flip is not None
        if not _needs_input(state, flipped, flip):
            settle(deck, flip, flip.default_card)
            flipped = replace(flipped, chosen=flip.default)
        state = with_side(state, flipped)
    return after_choosing(replace(state, phase=Phase.CHOOSING), decks)


def _red_joker_suit(state: DuelState, card: Card, suit: Suit | None) -> Suit | None:
    if not card.is_red_joker or state.kind is DuelKind.DAMAGE:
        return None
    duels.validate_red_joker_suit(state.edition, suit)
    return suit


def _require_in_play(state: DuelState, decks: Decks) -> None:
    for s in state.sides:
        deck = deck_of(decks, s.player)
        if any(c not in deck.in_play for c in s.in_play()):
            raise DomainError("error-duel-cards-missing")
