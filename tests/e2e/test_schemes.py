"""/scheme end to end: the private menu, the public commitment, reveal, M4E abandon and next,
scoring only revealed schemes, the reveal at /game end — and the secret never reaching the
opponent before it is revealed."""

from __future__ import annotations

import re
from typing import Any

import pytest
import simcord

from bot.play.scheme import game_id
from bot.ui.common.i18n import tr
from tests.e2e.helpers import (
    Table,
    all_out,
    custom_ids,
    dm_messages,
    end_game_agreed,
    public_messages,
    reply,
    text_of,
)
from tests.secret_scheme_check import check_commitment

pytestmark = pytest.mark.both_stores

HEX64 = re.compile(r"\b[0-9a-f]{64}\b")
HEX32 = re.compile(r"\b[0-9a-f]{32}\b")


async def game_state(table: Table) -> Any:
    return await table.env.bot.play.game.state(table.channel.id)  # type: ignore[attr-defined]


async def start(table: Table, edition: str) -> Any:
    await table.mod.slash(table.channel, "table game", game=edition)
    result = await table.alice.slash(table.channel, "game start", opponent=table.bob)
    assert not result.ephemeral, reply(result).content
    state = await game_state(table)
    if state.strategy is None:
        attacker = table.alice if state.attacker == table.alice.id else table.bob
        await attacker.select(reply(result), [state.strategy_choices[0]])
    return await game_state(table)


def menu_options(message: Any) -> list[str]:
    return [o["value"] for o in message.components[0]["components"][0]["options"]]


async def choose(
    table: Table, player: Any, pick: list[str] | None = None, index: int = 0, *, notes: bool = False
) -> tuple[Any, list[str]]:
    """Pick schemes in the private menu. A scheme the season marks as noting something in
    secret opens a form: filled with a note per scheme unless ``notes`` (the test fills it)."""
    menu = await player.slash(table.channel, "scheme choose")
    assert menu.ephemeral, reply(menu).content
    message = reply(menu)
    options = menu_options(message)
    count = message.components[0]["components"][0]["min_values"]
    chosen = pick if pick is not None else options[index : index + count]
    result = await player.select(message, chosen)
    if result.modal is not None and not notes:
        fields = modal_fields(result)
        result = await player.submit_modal(result, {field: f"note {i}" for i, field in enumerate(fields)})
    return result, chosen


def modal_fields(shown: Any) -> list[str]:
    """The custom ids of a shown form's text fields (one per scheme that asks for a note)."""
    from simcord._modal import _modal_controls  # simcord has no public reader of a shown form

    return [control["custom_id"] for control in _modal_controls(shown.modal)]


def seen_by(table: Table, env: simcord.Env, user: Any) -> list[str]:
    """Everything `user` can see: public channel messages, their ephemeral replies, their DMs."""
    texts = [text_of(m) for m in table.channel.history(viewer=user)]
    texts.extend(text_of(m) for m in dm_messages(env, user))
    return texts


async def test_m3e_choose_two_commit_reveal_and_check(table: Table, simcord_env: simcord.Env) -> None:
    state = await start(table, "m3e")
    pool = [s.name for s in state.schemes]
    _, chosen = await choose(table, table.alice, index=1)
    assert len(chosen) == 2 and set(chosen) <= set(pool)

    public = public_messages(table.channel)[-1]
    assert f"<@{table.alice.id}> chose 2 secret schemes on turn 0" in public.content
    commitments = HEX64.findall(public.content)
    assert len(commitments) == 2
    for name in chosen:
        assert name not in public.content
    private = table.channel.history(viewer=table.alice)
    mine = [m for m in private if m.flags.ephemeral and "Your schemes" in m.content]
    assert mine and all(name in mine[-1].content for name in chosen)

    again = await table.alice.slash(table.channel, "scheme choose")
    assert again.ephemeral and "already chose your 2 schemes" in reply(again).content

    # Scoring an unrevealed scheme is refused, with the same words as a scheme never chosen.
    await table.alice.slash(table.channel, "game next")
    held = await table.bob.slash(
        table.channel, "game score", player=table.alice, scheme=chosen[0], scheme_vp=1
    )
    other = next(n for n in pool if n not in chosen)
    never = await table.bob.slash(table.channel, "game score", player=table.alice, scheme=other, scheme_vp=1)
    assert held.ephemeral and never.ephemeral
    assert reply(held).content.replace(chosen[0], "X") == reply(never).content.replace(other, "X")

    revealed = await table.alice.slash(table.channel, "scheme reveal", scheme=chosen[0])
    assert not revealed.ephemeral
    text = reply(revealed).content
    assert f"reveals scheme #1: **{chosen[0]}**" in text
    state = await game_state(table)
    salt = HEX32.findall(text)[0]
    (note,) = re.findall(r"choice “([^”]*)”", text)  # "" unless the season marks the scheme
    assert check_commitment(
        table.channel.id, game_id(state), table.alice.id, 1, chosen[0], salt, commitments[0], note
    )
    assert not check_commitment(
        table.channel.id, game_id(state), table.alice.id, 1, chosen[1], salt, commitments[0], note
    )


async def test_m4e_abandon_then_next_available_and_reveal_at_the_end(table: Table) -> None:
    state = await start(table, "m4e")
    _, chosen = await choose(table, table.bob)
    assert len(chosen) == 1
    commitment = HEX64.findall(public_messages(table.channel)[-1].content)[0]

    held = await table.bob.slash(table.channel, "scheme choose")
    assert held.ephemeral and "reveal it (/scheme reveal) or abandon it" in reply(held).content

    dropped = await table.bob.slash(table.channel, "scheme abandon")
    assert not dropped.ephemeral and chosen[0] not in reply(dropped).content
    menu = await table.bob.slash(table.channel, "scheme choose")
    following = next(s.next_available for s in state.schemes if s.name == chosen[0])
    assert following and menu_options(reply(menu)) == list(following)
    picked = await table.bob.select(reply(menu), [menu_options(reply(menu))[0]])
    if picked.modal is not None:  # the encounter drew a scheme that asks for a note in secret
        await table.bob.submit_modal(picked, {field: "note" for field in modal_fields(picked)})
    second = HEX64.findall(public_messages(table.channel)[-1].content)[0]

    ended = await end_game_agreed(table, table.alice, table.bob)
    messages = [reply(ended), *ended.followups]
    reveal = next(m.content for m in messages if "revealed at the end of the game" in m.content)
    assert f"**{chosen[0]}** (abandoned)" in reveal
    assert commitment in reveal and second in reveal
    salts = HEX32.findall(reveal)
    assert len(salts) == 2
    notes = re.findall(r"choice “([^”]*)”", reveal)  # "" where the scheme asks for no note
    assert len(notes) == 2
    assert check_commitment(
        table.channel.id, game_id(state), table.bob.id, 1, chosen[0], salts[0], commitment, notes[0]
    )


def visible_to(table: Table, env: simcord.Env, user: Any) -> dict[int, str]:
    """Every message `user` can see (public ones, their ephemeral replies, their DMs) by id."""
    seen = {m.id: text_of(m) for m in table.channel.history(viewer=user)}
    seen.update({m.id: text_of(m) for m in dm_messages(env, user)})
    return seen


def shown_since(before: dict[int, str], now: dict[int, str]) -> list[str]:
    return [text for key, text in now.items() if before.get(key) != text]


def naming(texts: list[str], names: list[str]) -> list[str]:
    return [t for t in texts if any(n in t for n in names)]


async def test_the_opponent_never_sees_a_secret_scheme_before_it_is_revealed(
    table: Table, simcord_env: simcord.Env
) -> None:
    state = await start(table, "m3e")
    pool = [s.name for s in state.schemes]
    before = visible_to(table, simcord_env, table.bob)
    _, secret = await choose(table, table.alice, pick=[pool[3], pool[1]])
    # Play on: bob chooses his own (other) schemes, turns go by, bob looks at everything he can.
    await choose(table, table.bob, pick=[pool[0], pool[2]])
    await table.alice.slash(table.channel, "game next")
    await table.bob.slash(table.channel, "scheme show")
    await table.alice.slash(table.channel, "scheme show")
    await table.bob.slash(table.channel, "game score", strategy=0)
    await table.alice.slash(table.channel, "game score", player=table.alice, strategy=1)
    await table.alice.slash(table.channel, "game next")
    await table.bob.slash(table.channel, "hand show")
    texts = shown_since(before, visible_to(table, simcord_env, table.bob))
    assert len(texts) >= 6
    assert naming(texts, secret) == []
    # alice does see her own secret: the check is able to find a name where there is one.
    alice_texts = shown_since({}, visible_to(table, simcord_env, table.alice))
    assert naming(alice_texts, secret)

    # The control: once alice reveals one, bob sees that one (and still not the other).
    mark = visible_to(table, simcord_env, table.bob)
    await table.alice.slash(table.channel, "scheme reveal", scheme=secret[0])
    texts = shown_since(mark, visible_to(table, simcord_env, table.bob))
    assert naming(texts, [secret[0]]) and naming(texts, [secret[1]]) == []


async def test_a_game_over_by_its_last_turn_reveals_once(table: Table) -> None:
    state = await start(table, "m4e")
    _, chosen = await choose(table, table.alice)
    await table.alice.slash(table.channel, "game next")
    for _ in (2, 3, 4):
        await all_out(table, last=table.alice)
        await table.alice.slash(table.channel, "game next", last_activation=table.alice)
        for player in (table.alice, table.bob):  # the start-of-turn discard step: keep all
            turn = next(m for m in reversed(table.channel.history()) if m.content.startswith("**Turn "))
            await player.click(turn, custom_id="fb:gds:keep")
        turn = next(m for m in reversed(table.channel.history()) if m.content.startswith("**Turn "))
        first = next(i for i in custom_ids(turn) if i.startswith("fb:gi:") and i.endswith(f":{table.bob.id}"))
        await table.bob.click(turn, custom_id=first)
    await all_out(table, last=table.alice)
    over = await table.alice.slash(table.channel, "game next", last_activation=table.alice)
    texts = [m.content for m in [reply(over), *over.followups]]
    reveals = [t for t in texts if "revealed at the end of the game" in t]  # once, the end included
    assert len(reveals) == 1 and f"**{chosen[0]}** (held to the end)" in reveals[0]
    assert str(game_id(state)) in reveals[0]
    assert any("**The game was ended**" in t for t in texts)  # ended as /game end does
    assert await game_state(table) is None


# -- issue 24 §1: either player could end a game alone and publish the opponent's schemes -------


async def test_ending_on_turn_0_needs_the_opponent_and_reveals_nothing_before(table: Table) -> None:
    await start(table, "m3e")
    _, alices = await choose(table, table.alice, index=0)
    _, bobs = await choose(table, table.bob, index=2)
    messages = len(public_messages(table.channel))

    asked = await table.alice.slash(table.channel, "game end")
    request = reply(asked)
    assert not asked.ephemeral
    assert request.content == tr("en", "game-end-ask", by=table.alice.mention, opponent=table.bob.mention)
    assert not any(name in request.content for name in [*alices, *bobs])
    # The request and Bob's notice of it only: no end, no reveal.
    notice = tr("en", "notice-owed-agree-end")
    assert [notice in m.content for m in public_messages(table.channel)[messages:]] == [False, True]
    assert await game_state(table) is not None

    (button,) = custom_ids(request)
    assert button.startswith("fb:greq:")
    refused = await table.alice.click(request, custom_id=button)  # the requester cannot agree
    assert refused.ephemeral and await game_state(table) is not None
    assert len(public_messages(table.channel)) == messages + 2

    agreed = await table.bob.click(request, custom_id=button)
    texts = [m.content for m in [reply(agreed), *agreed.followups]]
    assert any("**The game was ended**" in t for t in texts)
    reveal = next(t for t in texts if "revealed at the end of the game" in t)
    assert all(f"**{name}**" in reveal for name in [*alices, *bobs])  # both agreed: all revealed
    assert await game_state(table) is None


async def test_a_player_who_concedes_reveals_only_their_own_schemes(table: Table) -> None:
    await start(table, "m3e")
    _, alices = await choose(table, table.alice, index=0)
    _, bobs = await choose(table, table.bob, index=2)
    before = len(public_messages(table.channel))

    conceded = await table.alice.slash(table.channel, "game end", concede=True)
    assert not conceded.ephemeral
    texts = [m.content for m in [reply(conceded), *conceded.followups]]
    assert tr("en", "game-conceded", player=table.alice.mention) in texts[0]
    reveal = next(t for t in texts if "revealed at the end of the game" in t)
    assert all(f"**{name}**" in reveal for name in alices)
    assert table.bob.mention not in reveal and not any(f"**{name}**" in reveal for name in bobs)
    assert await game_state(table) is None
    # Nothing anyone can read names bob's schemes in a line about bob.
    for message in public_messages(table.channel)[before:]:
        for line in message.content.splitlines():
            assert not (table.bob.mention in line and any(name in line for name in bobs)), line


# -- secret choices (issue 24) ---------------------------------------------------------------------


async def test_a_scheme_noted_in_secret_asks_binds_and_shows_the_choice_at_reveal(
    table: Table, simcord_env: simcord.Env
) -> None:
    """Seed 003, Vendetta: "A játék kezdetén titokban jegyezz fel egy baráti, nem-Totem modellt és
    egy nála több pontba kerülő, ellenséges nem-Leader modellt!" (At the start of the game note
    in secret a friendly non-Totem model and a costlier enemy non-Leader model.) A custom season
    marks every scheme this way, so whatever the pool, both picks ask for their note."""
    import discord

    from bot.catalog import SEASONS_DIR

    role = table.guild.create_role("Organisers", permissions=discord.Permissions(manage_guild=True))
    organiser = table.guild.add_member(table.env.create_user("org"), roles=[role])
    text = (SEASONS_DIR / "m3e-gg0.toml").read_text(encoding="utf-8").replace('id = "m3e-gg0"', 'id = "club"')
    every = [line.split(" = ", 1)[1] for line in text.splitlines() if re.match(r"^\d+ = ", line)]
    text = re.sub(r"(?m)^secret_choices = .*$", f"secret_choices = [{', '.join(every)}]", text)
    uploaded = await organiser.slash(table.channel, "league-admin season", file=("club.toml", text.encode()))
    assert "loaded" in reply(uploaded).content, reply(uploaded).content

    await table.mod.slash(table.channel, "table game", game="m3e")
    started = await table.alice.slash(table.channel, "game start", opponent=table.bob, season="club")
    assert not started.ephemeral, reply(started).content
    state = await game_state(table)
    if state.strategy is None:
        attacker = table.alice if state.attacker == table.alice.id else table.bob
        await attacker.select(reply(started), [state.strategy_choices[0]])
    before = len(public_messages(table.channel))
    picked, chosen = await choose(table, table.alice, notes=True)
    assert picked.modal is not None, "the menu pick opens the form for the secret notes"
    assert len(public_messages(table.channel)) == before, "nothing is committed before the notes"
    fields = {"choice0": "My Ronin and their Death Marshal", "choice1": "Guild Guard #2"}
    empty = await table.alice.submit_modal(picked, {"choice0": "  ", "choice1": "x"})
    assert empty.ephemeral and len(public_messages(table.channel)) == before
    picked, _ = await choose(table, table.alice, chosen, notes=True)
    done = await table.alice.submit_modal(picked, fields)
    public = public_messages(table.channel)[-1]
    commitments = HEX64.findall(public.content)
    assert len(commitments) == 2
    for note in fields.values():
        assert note not in public.content
        assert all(note not in seen for seen in seen_by(table, simcord_env, table.bob))
    mine = reply(done).content
    assert all(f"noted in secret: “{note}”" in mine for note in fields.values()), mine

    revealed = await table.alice.slash(table.channel, "scheme reveal", scheme=chosen[0])
    shown = reply(revealed).content
    assert not revealed.ephemeral and f"noted in secret: “{fields['choice0']}”" in shown
    assert "Check (v2)" in shown and f"choice “{fields['choice0']}”" in shown
    state = await game_state(table)
    salt = HEX32.findall(shown)[0]
    args = (table.channel.id, game_id(state), table.alice.id, 1, chosen[0], salt, commitments[0])
    assert check_commitment(*args, fields["choice0"])
    assert not check_commitment(*args, "Somebody else"), "the note cannot be changed after the fact"
