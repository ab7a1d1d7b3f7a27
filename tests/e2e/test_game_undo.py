"""/game undo end to end: the private preview, the public request that pings only the opponent,
their agreement, refusals (the asker, a stranger, a second press, a stale step), last step first."""

from __future__ import annotations

from typing import Any

import pytest
import simcord

from bot.play.game.log import game_events
from bot.ui.common.i18n import tr
from tests.e2e.helpers import Table, all_out, custom_ids, public_messages, reply
from tests.e2e.test_game import choose_open_strategy, game_state, keep_all, latest_turn_message, start

pytestmark = pytest.mark.both_stores


async def when(table: Table, kind: str) -> str:
    """The newest ``kind`` event's time, as the preview shows it (Discord renders it as "ago")."""
    events = [e for e in await game_events(table.store, table.channel.id) if e.kind == kind]
    return f"<t:{int(events[-1].at)}:R>"


async def ask_undo(table: Table, asker: Any, opponent: Any) -> tuple[str, Any]:
    """/game undo and the asker's press on the preview: (the preview's text, the public request).
    The press takes the preview's button off."""
    preview = await asker.slash(table.channel, "game undo")
    assert preview.ephemeral, reply(preview).content
    text = reply(preview).content
    (ask,) = custom_ids(reply(preview))
    assert ask.startswith("fb:gunask:")
    asked = await asker.click(reply(preview), custom_id=ask)
    assert asked.followups, reply(asked).content
    request = asked.followups[-1]
    assert not request.flags.ephemeral
    # The preview now says where the request went, and its button is gone.
    assert reply(preview).content == tr("en", "game-undo-asked", opponent=opponent.mention)
    assert custom_ids(reply(preview)) == []
    return text, request


def request_payloads(env: simcord.Env, text: str) -> list[dict[str, Any]]:
    return [
        r.json
        for r in env.http_requests
        if r.method == "POST" and isinstance(r.json, dict) and text in str(r.json.get("content", ""))
    ]


async def test_undo_vp_with_the_opponents_agreement(table: Table, simcord_env: simcord.Env) -> None:
    alice, bob = table.alice.mention, table.bob.mention
    setup = await start(table)
    await choose_open_strategy(table, setup)
    await table.bob.slash(table.channel, "game next")
    scored = await table.bob.slash(table.channel, "game score", strategy=2)
    assert not scored.ephemeral

    preview, request = await ask_undo(table, table.alice, table.bob)
    step = tr(
        "en",
        "game-undo-step-vp",
        player=bob,
        change="+2",
        total=2,
        scheme="",
        turn=1,
        when=await when(table, "vp"),
    )
    assert preview == "\n".join(
        [tr("en", "game-undo-preview", step=step), tr("en", "game-undo-preview-ask", opponent=bob)]
    )
    assert request.content == tr("en", "game-undo-ask", by=alice, opponent=bob, step=step)
    (payload,) = request_payloads(simcord_env, request.content)
    assert payload["allowed_mentions"] == {"parse": []}  # the request itself pings nobody ...
    pings = [p for p in request_payloads(simcord_env, tr("en", "notice-owed-agree-undo"))]
    assert [p["allowed_mentions"]["users"] for p in pings] == [[table.bob.id]]  # ... bob's notice does
    (button,) = custom_ids(request)
    assert button.startswith("fb:greq:")

    own = await table.alice.click(request, custom_id=button)  # the asker cannot agree for bob
    assert own.ephemeral and reply(own).content == tr("en", "game-agree-not-yours", owner=bob)
    carol = table.guild.add_member(table.env.create_user("carol"))
    stranger = await carol.click(request, custom_id=button)
    assert stranger.ephemeral and reply(stranger).content == tr("en", "game-agree-not-yours", owner=bob)
    mod = await table.mod.click(request, custom_id=button)
    assert mod.ephemeral
    assert (await game_state(table)).score_of(table.bob.id).total == 2

    # The same request twice (alice asked again before bob answered): the newer one replaces the
    # older, whose button goes; where Discord refused that edit, a press on the old one is refused
    # privately and takes its button off; the step is undone once.
    simcord_env.inject_error(
        "PATCH", f"/channels/{table.channel.id}/messages/{request.id}", status=500, times=1
    )
    _, twin = await ask_undo(table, table.alice, table.bob)
    assert custom_ids(request) == [button]  # the edit failed: the old button is still there
    old = await table.bob.click(request, custom_id=button)
    (refusal,) = old.followups
    assert refusal.flags.ephemeral and refusal.content == tr("en", "game-error-request-gone")
    assert custom_ids(request) == [] and tr("en", "game-request-closed") in request.content
    assert (await game_state(table)).score_of(table.bob.id).total == 2
    agreed = await table.bob.click(twin, custom_id=custom_ids(twin)[0])
    edited = reply(agreed)
    assert edited.content.startswith(tr("en", "game-undo-agreed", by=alice, opponent=bob, step=step))
    assert f"{bob}: 0 VP" in edited.content and custom_ids(edited) == []
    undos = [e for e in await game_events(table.store, table.channel.id) if e.kind == "undo"]
    assert len(undos) == 1
    assert (await game_state(table)).score_of(table.bob.id).total == 0


async def test_undo_last_step_first_down_to_a_turn_advance(table: Table) -> None:
    alice, bob = table.alice.mention, table.bob.mention
    setup = await start(table)
    await choose_open_strategy(table, setup)
    await table.alice.slash(table.channel, "game next")
    await table.alice.slash(table.channel, "game score", soulstones=3)
    await all_out(table, last=table.alice)
    await table.alice.slash(table.channel, "game next", last_activation=table.alice)
    await keep_all(table)
    state = await game_state(table)
    assert state.turn == 2
    hands = {p.id: sorted(map(str, await table.hand(p))) for p in (table.alice, table.bob)}

    # A step between the request and the press: the old request is refused, nothing changes.
    _, request = await ask_undo(table, table.bob, table.alice)
    (old,) = custom_ids(request)
    assert tr("en", "game-undo-step-turn", turn=2, when=await when(table, "turn")) in request.content
    await table.bob.slash(table.channel, "game score", soulstones=1)
    stale = await table.alice.click(request, custom_id=old)
    assert stale.ephemeral and reply(stale).content == tr("en", "game-undo-error-stale")
    assert (await game_state(table)).soulstones_of(table.bob.id) == 1

    _, request = await ask_undo(table, table.alice, table.bob)  # bob's soulstones first
    assert "soulstone pool +1 for " + bob in request.content
    await table.bob.click(request, custom_id=custom_ids(request)[0])
    assert (await game_state(table)).soulstones_of(table.bob.id) == 0

    _, request = await ask_undo(table, table.alice, table.bob)  # then the turn advance
    agreed = await table.bob.click(request, custom_id=custom_ids(request)[0])
    assert tr("en", "game-undo-turn-back", turn=1) in reply(agreed).content
    state = await game_state(table)
    assert state.turn == 1 and state.phase == "activation" and state.soulstones_of(table.alice.id) == 3
    assert {p.id: sorted(map(str, await table.hand(p))) for p in (table.alice, table.bob)} == hands
    assert latest_turn_message(table).content.startswith("**Turn 1**")  # the turn message went back
    assert tr("en", "game-activation", turn=1) in latest_turn_message(table).content

    _, request = await ask_undo(table, table.bob, table.alice)  # then alice's soulstones
    assert "soulstone pool +3 for " + alice in request.content
    await table.alice.click(request, custom_id=custom_ids(request)[0])
    assert (await game_state(table)).soulstones_of(table.alice.id) == 0

    moved = await table.alice.slash(table.channel, "game next", last_activation=table.alice)
    assert not moved.ephemeral and (await game_state(table)).turn == 2


async def test_undo_refusals_and_a_referee(table: Table) -> None:
    setup = await start(table)
    await choose_open_strategy(table, setup)
    nothing = await table.alice.slash(table.channel, "game undo")
    assert nothing.ephemeral and reply(nothing).content == tr("en", "game-undo-error-nothing")
    carol = table.guild.add_member(table.env.create_user("carol"))
    outsider = await carol.slash(table.channel, "game undo")
    assert outsider.ephemeral and "Only the players of this game" in reply(outsider).content

    await table.alice.slash(table.channel, "game next")
    before = len(public_messages(table.channel))
    preview = await table.mod.slash(table.channel, "game undo")
    assert preview.ephemeral
    assert tr("en", "game-undo-preview-referee") in reply(preview).content
    done = await table.mod.click(reply(preview), custom_id=custom_ids(reply(preview))[0])
    assert reply(done).content == tr("en", "game-undo-done")
    posted = public_messages(table.channel)
    step = tr("en", "game-undo-step-turn", turn=1, when=await when(table, "turn"))
    assert len(posted) == before + 1 and posted[-1].content == "\n".join(
        [
            tr("en", "game-undo-by-referee", by=table.mod.mention, step=step),
            tr("en", "game-undo-turn-back", turn=0),
        ]
    )
    state = await game_state(table)
    assert state.turn == 0 and state.phase == "setup"


def test_the_largest_undo_texts_fit_discord() -> None:
    """A 100-character scheme, the largest ids and numbers: every text and id within limits."""
    from bot.play.game.undo import UndoStep
    from bot.ui.game.requests import RequestButton
    from bot.ui.game.undo import step_text

    big = 10**19
    for lang in ("en", "es", "hu"):
        for step in (
            UndoStep(
                seq=10**11,
                kind="vp",
                at=4e9,
                game=10**15,
                turn=99,
                player=big,
                change=-10,
                result=999,
                scheme="S" * 100,
            ),
            UndoStep(
                seq=10**11, kind="soulstones", at=4e9, game=10**15, turn=99, player=big, change=-99, result=99
            ),
            UndoStep(seq=10**11, kind="turn", at=4e9, game=10**15, turn=99, ended=True, back_to=98),
        ):
            line = step_text(lang, step)
            request = tr(lang, "game-undo-ask", by=f"<@{big}>", opponent=f"<@{big}>", step=line)
            agreed = tr(lang, "game-undo-agreed", by=f"<@{big}>", opponent=f"<@{big}>", step=line)
            note = tr(lang, "game-undo-turn-back", turn=98) + tr(
                lang, "game-undo-preview-ask", opponent=f"<@{big}>"
            )
            assert max(len(request), len(agreed) + len(note)) < 2000
        for key in ("game-undo-ask-button", "game-undo-now-button", "game-undo-agree-button"):
            assert len(tr(lang, key)) <= 80
    button = RequestButton(big)
    assert button.item.custom_id is not None and len(button.item.custom_id) <= 100
