"""/game as units of work: full M2E/M3E/M4E games to their end rule, league rounds, permissions."""

from __future__ import annotations

import pytest

from bot.errors import DomainError
from bot.play import Play
from bot.play.game.play import GamePlay
from bot.play.game.state import INITIATIVE_KIND, GameView, NeedsAgreement, game_number
from bot.rules.common.lapse import Applied
from bot.rules.initiative.state import InitiativePhase
from bot.rules.league import draws as league_rules
from bot.store import game_repo
from tests.play.conftest import FakeClock
from tests.play.encounter.test_encounter_play import m2e_season_text
from tests.play.helpers import end_turn

T, G, A, B, C = 400, 8000, 51, 52, 53  # table, guild, two players and a bystander
SEED = bytes(range(100, 132))


async def assert_decks_complete(play: Play) -> None:
    for _, _, deck in await play.store.iter_all_decks():
        assert deck.is_complete()


async def finish_initiative(games: GamePlay, view: GameView, *, reflip_once: bool = False) -> GameView:
    """Drive an open initiative to its end: keep / decline / choose oneself."""
    reflipped = False
    while view.state.phase == "initiative":
        init = view.initiative
        pid = view.state.initiative_id
        assert init is not None and pid is not None
        player = init.awaiting_player
        assert player is not None
        if init.phase is InitiativePhase.SOULSTONES:
            reflip = reflip_once and not reflipped
            reflipped = reflipped or reflip
            view = await games.initiative_soulstone(pid, player, reflip=reflip)
        elif init.phase is InitiativePhase.CHEATING:
            view = await games.initiative_decline(pid, player)
        else:
            view = await games.initiative_choose(pid, player, player)
    idol = view.state.idol
    if idol is not None and idol.spot is None:  # Corrupted Idols on Crows: the edge is chosen
        view = await games.choose_idol_edge(T, idol.by, "left")
    return view


async def keep_hands(games: GamePlay, view: GameView) -> GameView:
    """The start-of-turn discard step: everyone who holds cards keeps them all."""
    for player in view.state.discard_waiting:
        view = await games.discard_step(T, player, [])
    return view


async def decide_draws(games: GamePlay, view: GameView) -> GameView:
    view = await keep_hands(games, view)
    for player in view.state.draw_waiting:
        view = await games.soulstone_draw(T, player, False)
    return view


async def test_a_full_m4e_game(play: Play) -> None:
    games = play.game
    view = await games.start(T, G, A, B)
    state = view.state
    assert state.phase == "setup" and state.turn == 0 and state.edition == "m4e"
    assert state.season_id == "m4e-gg0" and view.encounter is not None
    assert len(state.schemes) == 3 and all(s.next_available for s in state.schemes)
    for deck in (await play.store.decks_of_table(T)).values():
        assert len(deck.draw) == 54  # fresh, and shuffled back after setup
    if state.strategy is None:
        view = await games.choose_strategy(T, state.attacker, state.strategy_choices[0])

    view = await end_turn(games, T, A)
    state = view.state
    assert state.turn == 1 and state.phase == "activation"
    assert state.first_player == state.attacker  # M4E: the attacker has initiative on turn 1
    assert view.hand_counts == (7, 7) and view.drawn == {A: 7, B: 7}
    assert set(view.hands) == {A, B} and all(len(h) == 7 for h in view.hands.values())

    view = await games.score(T, A, strategy=2, scheme=state.schemes[0].name.upper(), scheme_points=2)
    assert view.state.score_of(A).total == 4 and view.state.score_of(A).schemes[0][0] == state.schemes[0].name
    with pytest.raises(DomainError) as caught:
        await games.score(T, A, strategy=4)
    assert caught.value.key == "error-vp-strategy-cap"
    with pytest.raises(DomainError) as caught:
        await games.score(T, A, scheme=state.schemes[0].name, scheme_points=1)
    assert caught.value.key == "error-vp-scheme-cap"

    with pytest.raises(DomainError) as caught:
        await end_turn(games, T, A)
    assert caught.value.key == "game-error-last-activator-needed"
    assert (await games.state(T)).turn == 1  # type: ignore[union-attr]

    for turn in (2, 3, 4):
        view = await keep_hands(games, await end_turn(games, T, B, last_activator=A))
        assert view.state.turn == turn and view.state.phase == "initiative"
        init = view.initiative
        assert init is not None and init.phase is InitiativePhase.CHOOSING and init.chooser == B
        assert await play.store.pending(view.state.initiative_id or 0) is not None
        view = await games.initiative_choose(view.state.initiative_id or 0, B, A)
        assert view.state.first_player == A and view.state.phase == "activation"
        assert await play.store.pending_of_table(T, INITIATIVE_KIND) == []

    view = await end_turn(games, T, A)
    assert view.state.is_over and view.state.over_reason == "last-turn"
    assert view.end is not None and view.end.game_over and view.end.card is None
    with pytest.raises(DomainError) as caught:
        await end_turn(games, T, A)
    assert caught.value.key == "game-error-over"

    ended = await games.end(T, B)
    assert ended.state.score_of(A).total == 4 and ended.state.leader == A
    assert await game_repo.game_state(play.store, T) is None
    await assert_decks_complete(play)


async def test_a_full_m3e_game_with_soulstone_draws_cheating_and_pass_tokens(play: Play) -> None:
    await play.set_game(T, "m3e", is_moderator=True)
    games = play.game
    view = await games.start(T, G, A, B, soulstones=3, opponent_soulstones=20)
    assert view.state.soulstones == (3, 10)  # M3E caps the starting pool at 10
    assert view.state.season_id == "m3e-gg0"

    view = await end_turn(games, T, A)
    assert view.state.turn == 1 and view.state.phase == "draw"
    assert view.state.draw_waiting == (A, B) and view.hand_counts == (6, 6)
    with pytest.raises(DomainError) as caught:
        await end_turn(games, T, A)
    assert caught.value.key == "game-error-draw-waiting"
    with pytest.raises(DomainError) as caught:
        await games.soulstone_draw(T, C, True)
    assert caught.value.key == "game-error-not-a-player"

    view = await games.soulstone_draw(T, A, True)
    assert view.must_discard == 2 and len(view.hands[A]) == 8 and view.state.soulstones_of(A) == 2
    with pytest.raises(DomainError) as caught:
        await games.soulstone_draw(T, A, False)
    assert caught.value.key == "game-error-discard-first"
    with pytest.raises(DomainError) as caught:
        await games.discard_down(T, A, list(view.hands[A][:1]))
    assert caught.value.key == "error-draw-discard-count"
    view = await games.discard_down(T, A, list(view.hands[A][:2]))
    assert view.state.draw_waiting == (B,) and view.hand_counts == (6, 6)

    view = await games.soulstone_draw(T, B, False)
    assert view.state.phase in ("initiative", "activation")
    assert view.initiative is not None and view.initiative.events
    # Cheat once if the rules let the awaited player, then decline the rest.
    init = view.initiative
    if view.state.phase == "initiative" and init.phase is InitiativePhase.CHEATING:
        player = init.awaiting_player
        assert player is not None
        hand = (await play.store.deck(T, player)).hand(player)  # type: ignore[union-attr]
        view = await games.initiative_cheat(view.state.initiative_id or 0, player, hand[0])
        assert any(e.kind.value == "cheat" for e in view.initiative.events)  # type: ignore[union-attr]
        assert view.hands[player] and hand[0] not in view.hands[player]
    view = await finish_initiative(games, view)
    assert view.state.phase == "activation" and view.state.first_player in (A, B)

    with pytest.raises(DomainError) as caught:
        await games.score(T, A, strategy=1)
    assert caught.value.key == "error-vp-turn-one"

    for turn in range(2, 6):
        view = await end_turn(games, T, B, attacker_pass_tokens=2)
        assert view.state.turn == turn
        view = await finish_initiative(games, await decide_draws(games, view))
        assert view.state.phase == "activation"
        view = await games.score(T, A, strategy=1)
    assert view.state.score_of(A).strategy == 4
    with pytest.raises(DomainError) as caught:
        await games.score(T, A, strategy=1)
    assert caught.value.key == "error-vp-strategy-cap"

    view = await end_turn(games, T, A)
    assert view.state.is_over and view.state.over_reason == "last-turn" and view.state.turn == 5
    await assert_decks_complete(play)


async def test_m3e_pass_tokens_reach_the_initiative_flip(play: Play) -> None:
    await play.set_game(T, "m3e", is_moderator=True)
    games = play.game
    await games.start(T, G, A, B)
    view = await end_turn(games, T, A, attacker_pass_tokens=3, defender_pass_tokens=1)
    init = view.initiative
    assert init is not None
    attacker = view.state.attacker
    assert init.contender(attacker).pass_tokens == 3
    assert init.contender(view.state.other(attacker)).pass_tokens == 1


async def test_a_full_m2e_game_runs_to_the_end_check(play: Play) -> None:
    await play.seasons.save_custom(G, A, m2e_season_text(), is_organiser=True)
    await play.set_game(T, "m2e", is_moderator=True)
    games = play.game
    view = await games.start(T, G, A, B, season_id="club-m2e", soulstones=6, opponent_soulstones=6)
    assert view.state.edition == "m2e" and view.state.soulstones == (6, 6)

    turns_played = 0
    reflips_seen = False
    while not view.state.is_over:
        view = await end_turn(games, T, A, first_deployer=B)
        if view.state.is_over:
            break
        turns_played += 1
        assert view.state.turn == turns_played
        view = await decide_draws(games, view)
        before = sum(view.state.soulstones)
        view = await finish_initiative(games, view, reflip_once=True)
        if sum(view.state.soulstones) < before:
            reflips_seen = True
            assert any(e.kind.value == "soulstone-reflip" for e in view.initiative.events)  # type: ignore[union-attr]
        assert view.state.first_player in (A, B)
        assert turns_played < 12
    state = view.state
    assert state.over_reason == "end-check" and state.turn >= 5
    assert reflips_seen
    # One end check per turn from turn 5, needing 10, 11, 12, ...
    assert [t for t, _, _ in state.end_checks] == list(range(5, state.turn + 1))
    assert [n for _, _, n in state.end_checks] == [10 + t - 5 for t in range(5, state.turn + 1)]
    assert view.end is not None and view.end.card is not None and view.end.card.value < view.end.target  # type: ignore[operator]
    await assert_decks_complete(play)


async def test_the_m2e_end_check_card_comes_from_the_first_players_deck(play: Play) -> None:
    """From turn 5 the defender goes first (the initiative's winner chooses them): the end-check
    card that ends the game leaves the defender's deck, and the attacker's deck is untouched."""
    await play.seasons.save_custom(G, A, m2e_season_text(), is_organiser=True)
    await play.set_game(T, "m2e", is_moderator=True)
    games = play.game
    view = await games.start(T, G, A, B, season_id="club-m2e")
    attacker = view.state.attacker
    defender = view.state.other(attacker)
    while True:
        decks = await play.store.decks_of_table(T)
        view = await end_turn(games, T, A, first_deployer=B)
        if view.state.is_over:
            break
        view = await decide_draws(games, view)
        while view.state.phase == "initiative":
            init, pid = view.initiative, view.state.initiative_id
            assert init is not None and pid is not None and init.awaiting_player is not None
            if init.phase is InitiativePhase.SOULSTONES:
                view = await games.initiative_soulstone(pid, init.awaiting_player, reflip=False)
            elif init.phase is InitiativePhase.CHEATING:
                view = await games.initiative_decline(pid, init.awaiting_player)
            else:  # the attacker goes first up to turn 4, the defender from turn 5
                first = defender if view.state.turn >= 5 else attacker
                view = await games.initiative_choose(pid, init.awaiting_player, first)
        assert view.state.first_player == (defender if view.state.turn >= 5 else attacker)
        assert view.state.turn < 12
    assert view.state.over_reason == "end-check" and view.end is not None and view.end.card is not None
    after = await play.store.decks_of_table(T)
    assert after[attacker] == decks[attacker]
    assert after[defender].discard == [*decks[defender].discard, view.end.card]
    assert view.state.end_checks[-1][1] == view.end.card.code
    await assert_decks_complete(play)


async def test_an_unfinished_initiative_lapses_and_the_game_goes_on(play: Play, clock: FakeClock) -> None:
    await play.seasons.save_custom(G, A, m2e_season_text(), is_organiser=True)
    await play.set_game(T, "m2e", is_moderator=True)
    games = play.game
    await games.start(T, G, A, B, season_id="club-m2e", soulstones=1, opponent_soulstones=1)
    view = await decide_draws(games, await end_turn(games, T, A, first_deployer=A))
    assert view.state.phase == "initiative"
    pid = view.state.initiative_id or 0
    assert view.initiative is not None and view.initiative.phase is InitiativePhase.SOULSTONES
    assert sum(len(d.in_play) for d in (await play.store.decks_of_table(T)).values()) == 2

    clock.advance(play.duel_ttl_s + 1)
    lapsed = await play.sweep_expired()
    # Issue 22: it resolves by the rules' defaults (cards kept, no stone) and is recorded.
    assert [(item.kind, item.pending_id) for item in lapsed] == [(INITIATIVE_KIND, pid)]
    (item,) = lapsed
    assert item.initiative is not None and item.initiative.phase is InitiativePhase.DONE
    assert [d.kind for d in item.defaults][:2] == [Applied.KEPT_CARD, Applied.KEPT_CARD]
    state = await games.state(T)
    assert state is not None and state.phase == "activation" and state.initiative_id is None
    assert state.first_player == item.initiative.first_player is not None
    assert state.soulstones == (1, 1) and not state.initiative_lapsed
    assert await play.store.pending_of_table(T) == []
    await assert_decks_complete(play)
    with pytest.raises(DomainError) as caught:
        await games.initiative_soulstone(pid, view.initiative.awaiting_player or 0, reflip=False)
    assert caught.value.key == "game-error-initiative-unknown"

    view = await end_turn(games, T, B)
    assert view.state.turn == 2


async def open_m3e_initiative(play: Play, games: GamePlay) -> GameView:
    """An M3E game on turn 1 whose initiative is still open (restarted until one is)."""
    await play.set_game(T, "m3e", is_moderator=True)
    await games.start(T, G, A, B)
    view = await end_turn(games, T, A)
    for _ in range(20):
        if view.state.phase == "initiative":
            break
        await games.end(T, A, concede=True)
        await games.start(T, G, A, B)
        view = await end_turn(games, T, A)
    assert view.state.phase == "initiative"
    return view


async def test_ending_a_game_returns_an_open_initiatives_cards(play: Play) -> None:
    games = play.game
    await open_m3e_initiative(play, games)
    ended = await games.end(T, B, concede=True)
    assert len(ended.lapsed) == 1 and ended.lapsed[0].returned == 2
    assert await play.store.pending_of_table(T) == []
    await assert_decks_complete(play)


async def test_the_next_turn_waits_for_the_open_initiative(play: Play) -> None:
    games = play.game
    await open_m3e_initiative(play, games)
    before = (await games.state(T), await play.store.pending_of_table(T), await play.store.decks_of_table(T))
    for actor, moderator in ((A, False), (B, False), (C, True)):
        with pytest.raises(DomainError) as refused:
            await end_turn(games, T, actor, is_moderator=moderator)
        assert refused.value.key == "game-error-initiative-open"
    after = (await games.state(T), await play.store.pending_of_table(T), await play.store.decks_of_table(T))
    assert after == before


async def test_only_the_players_or_a_moderator_drive_the_game(play: Play) -> None:
    games = play.game
    await games.start(T, G, A, B)
    for call in (
        end_turn(games, T, C),
        games.score(T, C, strategy=1),
        games.end(T, C),
    ):
        with pytest.raises(DomainError) as caught:
            await call
        assert caught.value.key == "game-error-not-your-game"
    state = await games.state(T)
    assert state is not None and state.turn == 0
    view = await end_turn(games, T, C, is_moderator=True)
    assert view.state.turn == 1
    view = await games.score(T, C, player=B, soulstones=2, is_moderator=True)
    assert view.state.soulstones_of(B) == 2
    with pytest.raises(DomainError) as caught:
        await games.score(T, A, player=C, strategy=1)
    assert caught.value.key == "game-error-not-a-player"


@pytest.mark.parametrize(
    ("kwargs", "key"),
    [
        ({"opponent": A}, "encounter-error-opponent-self"),
        ({"league_round": 1}, "game-error-league-needed"),
        ({"league": "Spring"}, "game-error-league-round-needed"),
        ({"league": "Spring", "league_round": 2, "season_id": "m4e-gg1"}, "game-error-league-and-season"),
        ({"league": "Spring", "league_round": 9}, "league-error-round-not-drawn"),
        ({"league": "Nope", "league_round": 1}, "league-error-unknown-ref"),
        ({"season_id": "m3e-gg0"}, "encounter-error-season-edition"),
        ({"soulstones": -1}, "game-error-soulstones-range"),
        ({"soulstones": 1000}, "game-error-soulstones-range"),
    ],
)
async def test_bad_starts_change_nothing(play: Play, kwargs: dict[str, object], key: str) -> None:
    play.league.seed_source = lambda: SEED
    await play.league.create(G, A, "Spring", "m4e-gg1", is_organiser=True)
    await play.league.draw(G, A, "Spring", 1, is_organiser=True)
    options: dict[str, object] = {"opponent": B, **kwargs}
    opponent = options.pop("opponent")
    with pytest.raises(DomainError) as caught:
        await play.game.start(T, G, A, opponent, **options)  # type: ignore[arg-type]
    assert caught.value.key == key
    assert await game_repo.game_state(play.store, T) is None
    assert await play.store.decks_of_table(T) == {}


async def test_one_game_per_table_and_bad_scores(play: Play) -> None:
    games = play.game
    await games.start(T, G, A, B)
    with pytest.raises(DomainError) as caught:
        await games.start(T, G, A, B)
    assert caught.value.key == "game-error-already-running"
    for kwargs, key in (
        ({"strategy": 1}, "game-error-not-started"),
        ({"scheme": "Breakthrough"}, "game-error-scheme-points-needed"),
        ({"scheme_points": 1}, "error-vp-scheme-name"),
        ({"strategy": 11}, "game-error-points-range"),
        ({"soulstones": -1}, "error-soulstones-not-enough"),
        ({"soulstones": 500}, "game-error-soulstones-range"),
    ):
        with pytest.raises(DomainError) as caught:
            await games.score(T, A, **kwargs)
        assert caught.value.key == key
    await end_turn(games, T, A)
    with pytest.raises(DomainError) as caught:
        await games.score(T, A, scheme="Not A Scheme", scheme_points=1)
    assert caught.value.key == "season-error-unknown-scheme"
    with pytest.raises(DomainError) as caught:
        await end_turn(games, T, A, attacker_pass_tokens=2, last_activator=B)
    assert caught.value.key == "game-error-pass-tokens-m3e"


async def test_a_game_from_a_league_round_uses_the_stored_draw(play: Play) -> None:
    play.league.seed_source = lambda: SEED
    ops = play.league
    info = await ops.create(G, A, "Spring", "m4e-gg1", is_organiser=True)
    # Find a round whose Red Joker leaves the strategy to the attacker (deterministic: seed + round).
    open_round = next(
        n for n in range(1, 1000) if not league_rules.draw_round(info.season, SEED, n).row()["strategy"]
    )
    for earlier in range(1, open_round):  # rounds are drawn in order (issue 26)
        await ops.draw(G, A, "Spring", earlier, is_organiser=True)
    drawn = await ops.draw(G, A, "Spring", open_round, is_organiser=True)
    row = drawn.round.row

    games = play.game
    view = await games.start(T, G, A, B, league="spring", league_round=open_round)
    state = view.state
    assert state.league == "Spring" and state.league_round == open_round
    assert state.attacker == (A if row["attacker"] == "first" else B)
    assert state.deployment == row["deployment"] and [s.name for s in state.schemes] == row["schemes"].split(
        "|"
    )
    assert state.strategy is None and state.strategy_choices == tuple(row["strategy_choices"].split("|"))
    assert "strategy" not in state.unverified

    with pytest.raises(DomainError) as caught:
        await end_turn(games, T, A)
    assert caught.value.key == "game-error-strategy-open"
    defender = state.other(state.attacker)
    with pytest.raises(DomainError) as caught:
        await games.choose_strategy(T, defender, state.strategy_choices[0])
    assert caught.value.key == "encounter-error-not-attacker"
    with pytest.raises(DomainError) as caught:
        await games.choose_strategy(T, state.attacker, "Turf War")
    assert caught.value.key == "encounter-error-strategy-not-offered"
    view = await games.choose_strategy(T, state.attacker, state.strategy_choices[1].lower())
    assert view.state.strategy == state.strategy_choices[1]
    view = await end_turn(games, T, A)
    assert view.state.turn == 1


async def test_a_game_with_the_tables_shared_deck(play: Play) -> None:
    await play.set_game(T, "m3e", is_moderator=True)
    await play.set_deck_mode(T, "shared", is_moderator=True)
    games = play.game
    view = await games.start(T, G, A, B)
    assert view.state.owners == (0, 0)
    for turn in range(1, 6):
        view = await finish_initiative(games, await decide_draws(games, await end_turn(games, T, A)))
        assert view.state.turn == turn and view.hand_counts == (6, 6)
        shared = await play.store.deck(T, 0)
        assert shared is not None and shared.is_complete() and set(shared.hands) == {A, B}
    view = await end_turn(games, T, A)
    assert view.state.is_over
    assert set(await play.store.decks_of_table(T)) == {0}


# -- issue 24 §1: what only the other player may allow --------------------------------------------


async def test_ending_a_game_early_needs_the_opponents_agreement(play: Play) -> None:
    """ "Ending a game before its natural end needs the opponent's agreement (a button) or a
    moderator who is not playing; a player who concedes reveals only their own schemes."""
    games = play.game
    view = await games.start(T, G, A, B)
    number = game_number(view.state)
    for actor, moderator in ((A, False), (B, False), (A, True)):  # a playing moderator is a player
        with pytest.raises(NeedsAgreement) as asked:
            await games.end(T, actor, is_moderator=moderator)
        assert asked.value.opponent == (B if actor == A else A) and asked.value.game == number
    assert await games.state(T) is not None
    with pytest.raises(NeedsAgreement):  # the requester cannot agree for the opponent
        await games.end(T, A, agreed_by=A, game=number)
    with pytest.raises(DomainError) as stale:  # a button of another game changes nothing
        await games.end(T, A, agreed_by=B, game=number + 1)
    assert stale.value.key == "game-error-agreement-stale"
    assert await games.state(T) is not None

    ended = await games.end(T, A, agreed_by=B, game=number)
    assert ended.conceded_by is None and await games.state(T) is None

    await games.start(T, G, A, B)
    refereed = await games.end(T, C, is_moderator=True)
    assert refereed.conceded_by is None and await games.state(T) is None

    await games.start(T, G, A, B)
    conceded = await games.end(T, B, concede=True)
    assert conceded.conceded_by == B and await games.state(T) is None
    await games.start(T, G, A, B)
    with pytest.raises(DomainError) as outsider:
        await games.end(T, C, is_moderator=True, concede=True)
    assert outsider.value.key == "game-error-concede-not-playing"


async def test_a_player_changes_the_opponents_score_only_with_their_agreement(play: Play) -> None:
    """ "A player changes their own score and pool, and the opponent's only with their agreement
    (or a moderator who is not playing)."""
    games = play.game
    view = await games.start(T, G, A, B)
    number = game_number(view.state)
    own = await games.score(T, A, soulstones=3)
    assert own.state.soulstones == (3, 0)
    for actor, moderator in ((A, False), (A, True)):
        with pytest.raises(NeedsAgreement) as asked:
            await games.score(T, actor, player=B, soulstones=5, is_moderator=moderator)
        assert asked.value.opponent == B and asked.value.game == number
    assert (await games.state(T)).soulstones == (3, 0)  # type: ignore[union-attr]
    shown = await games.score(T, A, player=B)  # looking changes nothing: no agreement needed
    assert shown.state.soulstones == (3, 0)
    with pytest.raises(NeedsAgreement):
        await games.score(T, A, player=B, soulstones=5, agreed_by=A, game=number)
    agreed = await games.score(T, A, player=B, soulstones=5, agreed_by=B, game=number)
    assert agreed.state.soulstones == (3, 5)
    refereed = await games.score(T, C, player=A, soulstones=-1, is_moderator=True)
    assert refereed.state.soulstones == (2, 5)
