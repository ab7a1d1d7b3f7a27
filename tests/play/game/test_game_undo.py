"""/game undo as units of work: VP, soulstones and turn advances taken back once the opponent
agrees, last step first; cards anyone has seen are never put back."""

from __future__ import annotations

from typing import Any

import pytest

from bot.errors import DomainError
from bot.play import Play
from bot.play.game.log import game_events, last_undoable
from bot.play.game.play import GamePlay
from bot.play.game.state import GAME, GameView, NeedsAgreement, game_number
from bot.play.game.undo import UndoDone, UndoNeedsAgreement, revert
from tests.play.game.test_game_play import (
    assert_decks_complete,
    finish_initiative,
    keep_hands,
    open_m3e_initiative,
)
from tests.play.helpers import end_turn

T, G, A, B, C = 400, 8000, 51, 52, 53  # table, guild, two players and a bystander


async def cards(play: Play) -> dict[int, tuple[Any, ...]]:
    """Where every card of the table's decks is: draw pile, discard pile, hands, in play."""
    return {
        owner: (
            tuple(deck.draw),
            tuple(deck.discard),
            tuple(sorted((p, tuple(h)) for p, h in deck.hands.items() if h)),
            tuple(deck.in_play),
        )
        for owner, deck in (await play.store.decks_of_table(T)).items()
    }


async def agreed_undo(games: GamePlay, asker: int, opponent: int) -> UndoDone:
    preview = await games.undo_preview(T, asker)
    assert preview.opponent == opponent
    step = preview.step
    with pytest.raises(UndoNeedsAgreement) as asked:
        await games.undo(T, asker, seq=step.seq, game=step.game)
    assert asked.value.opponent == opponent and asked.value.step == step
    return await games.undo(T, asker, seq=step.seq, game=step.game, agreed_by=opponent)


async def in_activation(games: GamePlay, view: GameView) -> GameView:
    view = await keep_hands(games, view)
    for player in view.state.draw_waiting:
        view = await games.soulstone_draw(T, player, False)
    return await finish_initiative(games, view)


async def m4e_turn_two(games: GamePlay) -> GameView:
    view = await games.start(T, G, A, B)
    if view.state.strategy is None:
        await games.choose_strategy(T, view.state.attacker, view.state.strategy_choices[0])
    await in_activation(games, await end_turn(games, T, A))
    return await in_activation(games, await end_turn(games, T, A, last_activator=A))


async def test_vp_is_undone_with_the_opponents_agreement_once(play: Play) -> None:
    games = play.game
    await m4e_turn_two(games)
    await games.score(T, A, strategy=2)
    scored = await games.score(T, B, strategy=1)
    assert scored.state.score_of(B).total == 1

    preview = await games.undo_preview(T, A)  # either player may ask; the other agrees
    step = preview.step
    assert (step.kind, step.player, step.change, step.result, step.turn) == ("vp", B, 1, 1, 2)
    assert preview.opponent == B
    with pytest.raises(NeedsAgreement):  # the asker cannot agree for the opponent
        await games.undo(T, A, seq=step.seq, game=step.game, agreed_by=A)
    with pytest.raises(DomainError) as stale_game:
        await games.undo(T, A, seq=step.seq, game=step.game + 1, agreed_by=B)
    assert stale_game.value.key == "game-error-agreement-stale"
    assert (await games.state(T)).score_of(B).total == 1  # type: ignore[union-attr]

    done = await games.undo(T, A, seq=step.seq, game=step.game, agreed_by=B)
    assert done.view.state.score_of(B).total == 0 and done.view.state.score_of(A).total == 2
    events = await game_events(play.store, T)
    assert events[-1].kind == "undo" and dict(events[-1].data) == {"kind": "vp", "seq": step.seq, "by": A}
    for _ in range(3):  # a thousand clicks undo once: the step is no longer the last one
        with pytest.raises(DomainError) as again:
            await games.undo(T, A, seq=step.seq, game=step.game, agreed_by=B)
        assert again.value.key == "game-undo-error-stale"
    state = await games.state(T)
    assert state is not None and state.score_of(B).total == 0 and state.score_of(A).total == 2
    assert (await games.undo_preview(T, B)).step.player == A  # next: A's VP


async def test_soulstones_take_back_the_steps_change_from_the_pool_as_it_is(play: Play) -> None:
    games = play.game
    await games.start(T, G, A, B, soulstones=3)
    await games.score(T, A, soulstones=4)
    await games.score(T, A, soulstones=-2)
    preview = await games.undo_preview(T, B)
    assert (preview.step.kind, preview.step.change, preview.step.result) == ("soulstones", -2, 5)
    done = await agreed_undo(games, B, A)
    assert done.view.state.soulstones == (7, 0)
    done = await agreed_undo(games, A, B)
    assert done.view.state.soulstones == (3, 0)
    with pytest.raises(DomainError) as nothing:  # the start is no bookkeeping step
        await games.undo_preview(T, A)
    assert nothing.value.key == "game-undo-error-nothing"


async def test_a_step_the_game_no_longer_matches_is_refused(play: Play) -> None:
    """Pools move by steps that are not undone (draws, reflips): a change that cannot be taken
    back from the pool as it is now is refused, and a VP total the log does not explain too."""
    games = play.game
    await games.start(T, G, A, B, soulstones=0)
    await games.score(T, A, soulstones=5)
    found = await last_undoable(play.store, T)
    assert found is not None
    event, payload = found
    before = GAME.load(payload)
    now = await games.state(T)
    assert now is not None
    step = (await games.undo_preview(T, A)).step
    spent = now.with_soulstones(A, 2)  # 3 of the 5 were spent since
    with pytest.raises(DomainError) as pool:
        revert(step, before, spent)
    assert pool.value.key == "game-undo-error-pool"
    assert revert(step, before, now.with_soulstones(A, 6)).soulstones_of(A) == 1

    vp_step = type(step)(
        seq=event.seq, kind="vp", at=event.at, game=step.game, turn=1, player=A, change=2, result=2
    )
    with pytest.raises(DomainError) as changed:
        revert(vp_step, before, now)  # A's total is 0, not the step's 2
    assert changed.value.key == "game-undo-error-changed"


async def test_undoing_a_turn_advance_keeps_every_card_where_it_is(play: Play) -> None:
    games = play.game
    before = await m4e_turn_two(games)
    assert before.state.turn == 2 and before.state.phase == "activation"
    advanced = await in_activation(games, await end_turn(games, T, B, last_activator=B))
    assert advanced.state.turn == 3
    seen = await cards(play)
    hands = {p: tuple((await play.store.deck(T, p)).hand(p)) for p in (A, B)}  # type: ignore[union-attr]

    preview = await games.undo_preview(T, A)
    assert (preview.step.kind, preview.step.turn, preview.step.back_to) == ("turn", 3, 2)
    found = await last_undoable(play.store, T)
    assert found is not None
    document = GAME.load(found[1])
    done = await agreed_undo(games, A, B)
    state = done.view.state
    # The turn's bookkeeping is the one from before the advance ...
    assert (state.turn, state.phase, state.first_player, state.last_activator) == (
        2,
        "activation",
        before.state.first_player,
        before.state.last_activator,
    )
    assert state.previous_first == before.state.previous_first and state.idol == before.state.idol
    # ... while the cards stay where they are: the draw and the reshuffle are not taken back.
    assert await cards(play) == seen
    assert {p: tuple((await play.store.deck(T, p)).hand(p)) for p in (A, B)} == hands  # type: ignore[union-attr]
    assert document.turn == 2  # (the whole document from before holds no cards to put back)
    await assert_decks_complete(play)

    again = await in_activation(games, await end_turn(games, T, B, last_activator=B))
    assert again.state.turn == 3  # the game goes on from turn 2


async def test_undoing_a_turn_closes_its_open_initiative_to_the_discard_piles(play: Play) -> None:
    games = play.game
    view = await open_m3e_initiative(play, games)
    assert view.initiative is not None
    flipped = {c.card for c in (view.initiative.contender(p) for p in (A, B)) if c.card is not None}
    hands = {p: tuple((await play.store.deck(T, p)).hand(p)) for p in (A, B)}  # type: ignore[union-attr]

    done = await agreed_undo(games, B, A)
    assert done.view.state.turn == 0 and done.view.state.phase == "setup"
    assert done.view.state.initiative_id is None
    assert len(done.lapsed) == 1 and done.lapsed[0].returned == 2
    assert await play.store.pending_of_table(T) == []
    discards = set()
    for deck in (await play.store.decks_of_table(T)).values():
        discards.update(deck.discard)
    assert flipped and flipped <= discards  # seen cards stay discarded
    assert {p: tuple((await play.store.deck(T, p)).hand(p)) for p in (A, B)} == hands  # type: ignore[union-attr]
    await assert_decks_complete(play)


async def test_a_turn_advance_that_ended_the_game_is_undone_and_the_game_goes_on(play: Play) -> None:
    games = play.game
    view = await m4e_turn_two(games)
    for _ in (3, 4):
        view = await in_activation(games, await end_turn(games, T, A, last_activator=A))
    over = await end_turn(games, T, A, last_activator=A)
    assert over.state.is_over and over.state.turn == 4
    with pytest.raises(DomainError):
        await end_turn(games, T, A, last_activator=A)

    preview = await games.undo_preview(T, B)
    assert preview.step.kind == "turn" and preview.step.ended and preview.step.turn == 4
    done = await agreed_undo(games, B, A)
    state = done.view.state
    assert not state.is_over and state.over_reason is None and state.phase == "activation"
    assert state.turn == 4 and state.first_player == view.state.first_player
    again = await end_turn(games, T, A, last_activator=A)
    assert again.state.is_over


async def test_undo_is_last_step_first_and_a_referee_undoes_alone(play: Play) -> None:
    games = play.game
    await m4e_turn_two(games)
    await games.score(T, A, strategy=1)
    await games.score(T, B, soulstones=2)
    number = game_number(await games.state(T))  # type: ignore[arg-type]
    with pytest.raises(DomainError) as stranger:
        await games.undo_preview(T, C)
    assert stranger.value.key == "game-error-not-your-game"

    kinds = []
    for _ in range(4):
        preview = await games.undo_preview(T, C, is_moderator=True)
        assert preview.opponent is None and preview.step.game == number
        done = await games.undo(T, C, seq=preview.step.seq, game=number, is_moderator=True)
        kinds.append((done.step.kind, done.view.state.turn))
    assert kinds == [("soulstones", 2), ("vp", 2), ("turn", 1), ("turn", 0)]
    state = await games.state(T)
    assert state is not None and state.phase == "setup" and state.scores[0].total == 0
    assert state.soulstones == (0, 0)
    with pytest.raises(DomainError) as nothing:
        await games.undo_preview(T, A)
    assert nothing.value.key == "game-undo-error-nothing"
    undos = [e for e in await game_events(play.store, T) if e.kind == "undo"]
    assert [e.data["kind"] for e in undos] == ["soulstones", "vp", "turn", "turn"]
    await assert_decks_complete(play)


async def test_a_moderator_who_plays_still_needs_the_opponent(play: Play) -> None:
    """Being a table moderator makes a referee only of someone who is not one of the two players:
    a moderator who plays asks the opponent like anyone else, for undo and for the score."""
    games = play.game
    await m4e_turn_two(games)
    await games.score(T, A, strategy=1)
    preview = await games.undo_preview(T, A, is_moderator=True)
    assert preview.opponent == B
    step = preview.step
    with pytest.raises(UndoNeedsAgreement) as asked:
        await games.undo(T, A, seq=step.seq, game=step.game, is_moderator=True)
    assert asked.value.opponent == B
    assert (await games.state(T)).score_of(A).total == 1  # type: ignore[union-attr]
    with pytest.raises(NeedsAgreement):  # nor may they change the opponent's score alone
        await games.score(T, A, player=B, strategy=1, is_moderator=True)
    done = await games.undo(T, A, seq=step.seq, game=step.game, is_moderator=True, agreed_by=B)
    assert done.view.state.score_of(A).total == 0


async def test_a_soulstone_spent_on_a_draw_stays_spent_with_its_cards(play: Play) -> None:
    """The control: the whole document from before the advance would give back the stone that
    paid for the extra cards while they stay in the hand; the undo keeps both as they are."""
    await play.set_game(T, "m3e", is_moderator=True)
    games = play.game
    await games.start(T, G, A, B, soulstones=3, opponent_soulstones=1)
    view = await end_turn(games, T, A)
    assert view.state.draw_waiting == (A, B)
    view = await games.soulstone_draw(T, A, True)
    view = await games.discard_down(T, A, list(view.hands[A][:2]))
    view = await games.soulstone_draw(T, B, False)
    found = await last_undoable(play.store, T)
    assert found is not None and found[0].kind == "turn"
    whole = GAME.load(found[1])
    assert whole.soulstones == (3, 1)  # restoring it would refund the stone ...
    seen = await cards(play)

    done = await agreed_undo(games, A, B)
    assert done.view.state.soulstones == (2, 1) and done.view.state.turn == 0  # ... the undo does not
    assert done.view.state.soulstone_drawn == () and done.view.state.draw_waiting == ()
    after = await cards(play)
    for owner in (A, B):  # hands as they were; an open initiative's flips went to the discards
        assert after[owner][2] == seen[owner][2] and after[owner][0] == seen[owner][0]
    await assert_decks_complete(play)
