"""/encounter as units of work: whose decks flip, what is recorded, custom seasons per server."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.catalog import catalog
from bot.errors import DomainError
from bot.play import Play
from bot.play.encounter import clean_season_source
from bot.rules.common.cards import ALL_CARDS, BLACK_JOKER, RED_JOKER, Card, Suit
from bot.rules.common.deck import Deck
from bot.rules.encounter.generation import Side
from bot.store import Changes

T, G, A, B = 300, 9000, 31, 32  # table, guild, two players
SEASONS = Path(__file__).resolve().parents[3] / "data" / "seasons"


def m2e_season_text(season_id: str = "club-m2e") -> str:
    """A valid M2E season file (M3E GG0's tables under another id and edition)."""
    text = (SEASONS / "m3e-gg0.toml").read_text(encoding="utf-8")
    return text.replace('id = "m3e-gg0"', f'id = "{season_id}"').replace('edition = "m3e"', 'edition = "m2e"')


async def stack(play: Play, owner: int, *top: Card) -> None:
    """A full deck for ``owner`` at T whose next flips are ``top``, first flipped first."""
    rest = [c for c in ALL_CARDS if c not in top]
    deck = Deck(draw=[*rest, *reversed(top)])
    await play.store.commit(Changes(decks={(T, owner): deck}, ensure_tables={T}))


async def decks(play: Play) -> dict[int, Deck]:
    return await play.store.decks_of_table(T)


def c(value: int, suit: Suit) -> Card:
    return Card.of(value, suit)


R, C, M, TO = Suit.RAMS, Suit.CROWS, Suit.MASKS, Suit.TOMES


async def test_every_reflip_is_recorded_and_the_cards_end_on_the_discard_piles(play: Play) -> None:
    await play.set_game(T, "m3e", is_moderator=True)
    # First side: Black Joker (reflipped), then 7 of Rams; second: 7 of Crows (a tie, both
    # reflip); then 12 of Masks against 3 of Rams. The attacker (first) flips the schemes:
    # 5, 5 again (duplicate), the Red Joker (joker), then 1, 2, 3, 4.
    await stack(
        play,
        A,
        BLACK_JOKER,
        c(7, R),
        c(12, M),
        c(5, R),
        c(5, C),
        RED_JOKER,
        c(1, TO),
        c(2, TO),
        c(3, TO),
        c(4, TO),
    )
    await stack(play, B, c(7, C), c(3, R))

    result = await play.encounter.encounter(T, G, A, opponent=B, season_id="m3e-gg0")
    encounter = result.encounter

    assert [r.token for r in encounter.flips] == [
        "scenario:first:BJ:joker-reflipped",
        "scenario:first:7R:tie-reflipped",
        "scenario:second:7C:tie-reflipped",
        "scenario:first:12M:used",
        "scenario:second:3R:used",
        "scheme:first:5R:used",
        "scheme:first:5C:duplicate-reflipped",
        "scheme:first:RJ:joker-reflipped",
        "scheme:first:1T:used",
        "scheme:first:2T:used",
        "scheme:first:3T:used",
        "scheme:first:4T:used",
    ]
    assert encounter.attacker is Side.FIRST and result.attacker == A
    assert encounter.strategy == "Corrupted Idols"  # Masks
    assert encounter.deployment == "Standard"  # Rams
    assert [p.value for p in encounter.schemes] == [5, 1, 2, 3, 4]
    assert encounter.schemes[0].name == "Dig Their Graves"
    assert not result.reshuffled_after_setup

    stored = await decks(play)
    assert stored[A].is_complete() and stored[B].is_complete()
    assert len(stored[A].discard) == 10 and len(stored[B].discard) == 2
    assert set(stored[B].discard) == {c(7, C), c(3, R)}
    assert stored[A].in_play == [] and stored[B].in_play == []


async def test_m4e_reshuffles_both_decks_after_setup(play: Play) -> None:
    result = await play.encounter.encounter(T, G, A, opponent=B, season_id="m4e-gg0")
    assert result.edition == "m4e" and result.reshuffled_after_setup
    for deck in (await decks(play)).values():
        assert deck.is_complete() and len(deck.draw) == 54 and deck.discard == []


async def test_without_an_opponent_the_bot_flips_a_fresh_deck_and_stores_nothing(play: Play) -> None:
    result = await play.encounter.encounter(T, G, A, edition_override="m3e")
    assert result.opponent is None and result.encounter.single_deck
    assert result.season.id == catalog().default_for("m3e").id
    assert await decks(play) == {}


async def test_m4e_pool_lists_next_available_schemes_from_the_whole_season(play: Play) -> None:
    season = catalog().get("m4e-gg1")
    seen: set[str] = set()
    for _ in range(10):
        result = await play.encounter.encounter(T, G, A, season_id="m4e-gg1")
        pool = result.encounter.schemes
        assert len(pool) == 3 and len({p.name for p in pool}) == 3
        for pick in pool:
            assert pick.value is None
            assert pick.next_available == season.scheme_cards[pick.name]
            # Every link leads to another scheme card of the season: the chain never breaks.
            for following in pick.next_available:
                assert following in season.scheme_cards
                assert season.next_available(following)
            seen.add(pick.name)
        assert "next_available" in result.encounter.unverified  # GG1's links are single-source
    assert len(seen) > 3


async def test_a_red_joker_leaves_the_strategy_to_the_attacker(play: Play) -> None:
    await stack(play, A, RED_JOKER)
    await stack(play, B, c(9, TO))
    result = await play.encounter.encounter(T, G, A, opponent=B, season_id="m4e-gg1")
    encounter = result.encounter
    assert encounter.flips[0].token == "scenario:first:RJ:used"
    assert encounter.strategy is None and set(encounter.strategy_choices) == {
        "Greased Pigs",
        "Aetheric Conduit",
    }
    assert result.chooser == A
    assert encounter.deployment == "Flank"
    assert encounter.choose_strategy("greased pigs").strategy == "Greased Pigs"


async def test_inferred_mappings_are_marked_unverified(play: Play) -> None:
    await stack(play, A, c(10, R))
    await stack(play, B, c(2, C))
    result = await play.encounter.encounter(T, G, A, opponent=B, season_id="m4e-gg1")
    assert result.encounter.strategy == "Turf War"
    assert "strategy" in result.encounter.unverified
    assert "deployment" not in result.encounter.unverified


@pytest.mark.parametrize(
    ("kwargs", "key"),
    [
        ({"opponent": A}, "encounter-error-opponent-self"),
        ({"season_id": "m4e-gg0", "edition_override": "m3e"}, "encounter-error-season-edition"),
        ({"season_id": "no-such-season"}, "season-error-unknown"),
        ({"season_id": "x" * 500}, "season-error-unknown"),
        ({"edition_override": "m9e"}, "error-edition-unknown"),
        ({"edition_override": "m2e"}, "season-error-no-default"),
    ],
)
async def test_bad_requests_change_nothing(play: Play, kwargs: dict[str, object], key: str) -> None:
    await stack(play, A, c(3, R))
    before = await decks(play)
    with pytest.raises(DomainError) as caught:
        await play.encounter.encounter(T, G, A, **kwargs)  # type: ignore[arg-type]
    assert caught.value.key == key
    assert await decks(play) == before


async def test_a_table_of_another_game_needs_an_edition(play: Play) -> None:
    await play.set_game(T, "fulminato", is_moderator=True)
    with pytest.raises(DomainError) as caught:
        await play.encounter.encounter(T, G, A)
    assert caught.value.key == "error-table-no-fate-deck"
    result = await play.encounter.encounter(T, G, A, edition_override="m4e")
    assert result.edition == "m4e"


# -- custom seasons ----------------------------------------------------------------------------


async def test_a_custom_m2e_season_is_stored_per_server_and_runs_m2e_encounters(play: Play) -> None:
    seasons = play.seasons
    saved = await seasons.save_custom(G, A, m2e_season_text(), is_organiser=True)
    assert saved.season.id == "club-m2e" and not saved.replaced

    await play.set_game(T, "m2e", is_moderator=True)
    result = await play.encounter.encounter(T, G, A, opponent=B, season_id="club-m2e")
    assert result.edition == "m2e" and result.custom_season
    assert len({p.value for p in result.encounter.schemes}) == 5

    # Another server does not see it.
    with pytest.raises(DomainError) as caught:
        await play.encounter.encounter(T, G + 1, A, season_id="club-m2e")
    assert caught.value.key == "season-error-unknown"
    ids = [e.id for e in await seasons.available(G, "m2e")]
    assert ids == ["club-m2e"]
    assert [e.id for e in await seasons.available(G + 1, "m2e")] == []

    again = await seasons.save_custom(G, B, m2e_season_text(), is_organiser=True)
    assert again.replaced
    removed = await seasons.remove_custom(G, "club-m2e", is_organiser=True)
    assert removed.season_id == "club-m2e"
    assert await seasons.available(G, "m2e") == []


async def test_a_broken_season_file_is_refused_with_its_line(play: Play) -> None:
    broken = m2e_season_text().replace('rams = "Turf War"', 'rams = "Turf War', 1)
    line = next(
        n for n, text in enumerate(broken.splitlines(), start=1) if text.startswith('rams = "Turf War')
    )
    with pytest.raises(DomainError) as caught:
        await play.seasons.save_custom(G, A, broken, is_organiser=True)
    assert caught.value.key == "season-error-invalid"
    assert f"line {line}" in caught.value.args_map["details"]
    assert await play.seasons.custom(G) == []


async def test_season_uploads_are_checked(play: Play) -> None:
    seasons = play.seasons
    with pytest.raises(DomainError) as caught:
        await seasons.save_custom(G, A, m2e_season_text(), is_organiser=False)
    assert caught.value.key == "league-error-not-organiser"
    shipped = (SEASONS / "m3e-gg0.toml").read_text(encoding="utf-8")
    with pytest.raises(DomainError) as caught:
        await seasons.save_custom(G, A, shipped, is_organiser=True)
    assert caught.value.key == "season-error-id-shipped"
    with pytest.raises(DomainError) as caught:
        clean_season_source(b"\xff\xfe not utf-8")
    assert caught.value.key == "season-error-not-utf8"
    with pytest.raises(DomainError) as caught:
        clean_season_source(b"x" * 300_000)
    assert caught.value.key == "season-error-file-too-large"
    assert clean_season_source("\ufeffid = 1".encode()) == "id = 1"
    with pytest.raises(DomainError) as caught:
        await seasons.remove_custom(G, "m3e-gg0", is_organiser=True)
    assert caught.value.key == "season-error-not-custom"
    assert await seasons.custom(G) == []
