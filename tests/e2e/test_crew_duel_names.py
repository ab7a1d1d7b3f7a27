"""A duel from the crews names its models on its public message (issue 44 §3): the attacker, the
action and the target, on the first post, after every step, at the end, when it lapses or is
withdrawn, for a damage flip and for a duel started from the M4E empower menu; in the message's
language, names escaped. And a refused duel from the crews changes nothing: the game document is
byte for byte the same (the control: a duel that starts writes its target's link)."""

from __future__ import annotations

import pytest
import simcord

from bot.play.duel.steps import DUEL_KIND
from bot.rules.common.cards import Suit
from bot.ui.common.i18n import LANGUAGES, tr
from tests.e2e.helpers import Table, custom_ids, end_game_agreed, public_messages, reply, text_of
from tests.e2e.test_crew import JUDGE_ACTIONS, MARSHAL, _longest_card, import_pasted
from tests.e2e.test_crew_game import BLADE, LADY, both_chosen, game_state, start_game
from tests.e2e.test_duel import card, current, menu_values, set_game
from tests.e2e.test_languages import speak
from tests.e2e.test_largest_replies import fits

pytestmark = pytest.mark.both_stores

LINE = "Models: Judge · Executioner's Blade → Silurid"


async def game_document(table: Table) -> str | None:
    return await table.store.game_document(table.channel.id)


async def play_out(table: Table, message_id: int) -> list[str]:
    """``finish_duel``, step by step: the duel message's text after each step, the last one its end."""
    players = {table.alice.id: table.alice, table.bob.id: table.bob}
    texts = [text_of(current(table, message_id))]
    for _ in range(12):
        if not [p for p in await table.store.pending_of_table(table.channel.id) if p.kind == DUEL_KIND]:
            break
        message = current(table, message_id)
        ids = custom_ids(message, enabled_only=True)
        wanted = [i for i in ids if i.endswith((":accept", ":keep"))] or [
            i for i in ids if not i.endswith((":cheat", ":withdraw", ":form"))
        ]
        awaited = int(wanted[0].split(":")[3])
        await players[awaited].click(message, custom_id=wanted[0])
        texts.append(text_of(current(table, message_id)))
    return texts


async def test_the_duel_message_names_its_models_from_its_start_to_its_end(table: Table) -> None:
    """Alice's Judge attacks Bob's Silurid: Bob, who must answer, reads it on the duel itself."""
    alice, bob, one = table.alice, table.bob, table.channel
    await both_chosen(table)
    await table.stack(alice, card(10, Suit.RAMS))
    await table.stack(bob, card(5, Suit.MASKS))
    started = await alice.slash(one, "duel opposed", **BLADE)
    assert not started.ephemeral, reply(started).content
    first = text_of(reply(started))
    assert LINE in first and f"Waiting for {bob.mention}" in first
    assert first.splitlines()[1] == LINE  # under the title
    texts = await play_out(table, reply(started).id)
    assert len(texts) >= 2 and all(LINE in t for t in texts), texts  # each edit, and the end
    assert f"Result: Success — {alice.mention} wins" in texts[-1]
    assert not custom_ids(current(table, reply(started).id))
    # A duel typed from numbers names no models (the control: the line is the crews' alone).
    plain = await alice.slash(one, "duel opposed", opponent=bob, stat=5, opponent_stat=5)
    assert "Models:" not in text_of(reply(plain))


async def test_a_lapsed_and_a_withdrawn_duel_still_name_their_models(
    table: Table, simcord_env: simcord.Env
) -> None:
    alice, one = table.alice, table.channel
    await both_chosen(table)
    withdrawn = reply(await alice.slash(one, "duel opposed", **BLADE))
    (withdraw,) = [i for i in custom_ids(withdrawn) if ":withdraw" in i or i.startswith("fb:dw:")]
    await alice.click(withdrawn, custom_id=withdraw)
    after = current(table, withdrawn.id)
    assert custom_ids(after) == [] and LINE in text_of(after)

    lapsing = reply(await alice.slash(one, "duel opposed", **BLADE))
    await simcord_env.advance_time(16 * 60 + 61)
    lapsed = current(table, lapsing.id)
    assert custom_ids(lapsed) == [] and tr("en", "lapse-heading") in text_of(lapsed)
    assert LINE in text_of(lapsed)


async def test_a_duel_started_from_the_m4e_empower_menu_names_the_models(table: Table) -> None:
    """The empower menu is offered privately; the duel it starts names its models, and only that
    start writes the target's link into the game."""
    alice, one = table.alice, table.channel
    await both_chosen(table)
    await table.stack(alice, card(7, Suit.RAMS), hand=[card(3, Suit.MASKS)])
    before = await game_document(table)
    offered = await alice.slash(one, "duel opposed", empower=True, **BLADE)
    assert offered.ephemeral and menu_values(reply(offered)) == ["3M", "skip"]
    assert await game_document(table) == before
    await alice.select(reply(offered), ["3M"])
    (duel,) = [m for m in public_messages(one) if "Opposed duel" in text_of(m)]
    assert LINE in text_of(duel)
    state = await game_state(table)
    (link,) = state.crew_duels
    (pending,) = [p for p in await table.store.pending_of_table(one.id) if p.kind == DUEL_KIND]
    assert (link.duel, link.target_label, link.action) == (pending.id, "Silurid", "Executioner's Blade")
    texts = await play_out(table, duel.id)
    assert all(LINE in t for t in texts), texts


async def test_an_m3e_damage_flip_and_a_simple_duel_from_the_crews_name_the_models(table: Table) -> None:
    alice, one = table.alice, table.channel
    await set_game(table, "m3e")
    await both_chosen(table)
    flip = await alice.slash(one, "damage", **BLADE)
    assert not flip.ephemeral, reply(flip).content
    assert LINE in text_of(reply(flip))
    texts = await play_out(table, reply(flip).id)
    assert all(LINE in t for t in texts), texts


async def two_small_crews(table: Table, target: str) -> None:
    """Alice's Judge (a resisted action and one that is not) against Bob's one model ``target``;
    both crews chosen and revealed."""
    alice, bob, one = table.alice, table.bob, table.channel
    block = await bob.slash(one, "crew card set", paste=True)
    await bob.submit_modal(block, {"fb:crew-cards": MARSHAL.replace("Death Marshal", target)})
    await import_pasted(table, bob, f"Tricky (Neverborn)\n  {target}\n")
    form = await alice.slash(one, "crew card set")
    await alice.submit_modal(
        form,
        {
            "fb:crew-card-name": "Judge",
            "fb:crew-card-stats": "df 5 wp 6 sp 5 sz 2 health 9 base 30",
            "fb:crew-card-actions": f"{JUDGE_ACTIONS}\n* Stand Guard | 5 | - | 10 | -",
        },
    )
    await import_pasted(table, alice, f"{LADY} (Guild)\n  Judge\n")
    await start_game(table)
    await alice.slash(one, "crew choose", name=LADY)
    await bob.slash(one, "crew choose", name="Tricky")


async def test_a_simple_duel_from_the_crews_names_its_model_and_action(table: Table) -> None:
    """No target: the line names the model and its action, and no link is written."""
    await two_small_crews(table, "Silurid")
    before = await game_document(table)
    simple = await table.alice.slash(table.channel, "duel simple", attacker="Judge", action="stand guard")
    assert not simple.ephemeral, reply(simple).content
    assert "Model: Judge · Stand Guard" in text_of(reply(simple)), text_of(reply(simple))
    assert "→" not in text_of(reply(simple))
    assert await game_document(table) == before


async def test_the_line_is_in_the_messages_language_with_names_escaped(table: Table) -> None:
    """The table speaks Spanish: the line too; a name's markdown is shown as typed, doing nothing."""
    alice, one = table.alice, table.channel
    await table.mod.slash(one, "table language", language="es")
    name = "Silu_rid ~~[x](https://e.example)"
    await two_small_crews(table, name)
    started = await alice.slash(
        one, "duel opposed", attacker="Judge", action="Executioner's Blade", target=name
    )
    assert not started.ephemeral, reply(started).content
    escaped = r"Silu\_rid \~\~\[x\](https://e.example)"
    expected = tr("es", "crew-duel-line", attacker="Judge", action="Executioner's Blade", target=escaped)
    assert expected.startswith("Modelos: ") and expected in text_of(reply(started))
    assert name not in text_of(reply(started))


async def test_a_refused_duel_from_the_crews_leaves_the_game_document_as_it_was(table: Table) -> None:
    """Refusals after the models were read (and one inside the start's own unit, M4E has no damage
    flip): the game document is byte-identical. The control: a duel that starts changes it."""
    alice, one = table.alice, table.channel
    await both_chosen(table)
    before = await game_document(table)
    snapshot = await table.snapshot()
    for command, options, key in (
        ("duel opposed", {"suit": "rams"}, "error-duel-tn-suits-without-tn"),
        ("duel opposed", {"empower": True}, "duel-error-no-empower-card"),
        ("duel opposed", {"empower": True, "soulstone": "plus"}, "error-boost-empower-exclusive"),
        ("damage", {}, None),  # refused by the rules in the unit that would start it
    ):
        refused = await alice.slash(one, command, **BLADE, **options)
        assert refused.ephemeral, (command, options, reply(refused).content)
        if key is not None:
            assert reply(refused).content.startswith(tr("en", key, max=5).split("{")[0][:20]), key
        assert await game_document(table) == before, (command, options)
    assert await table.snapshot() == snapshot
    # The control: the same duel, accepted by the bot, writes its target's link.
    started = await alice.slash(one, "duel opposed", **BLADE)
    assert not started.ephemeral, reply(started).content
    assert await game_document(table) != before
    assert len((await game_state(table)).crew_duels) == 1


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_the_line_at_its_longest_fits_discord(
    table: Table, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """The longest names (bot/rules/crew/cards.py NAME_MAX), every character escaped (twice as
    long), a model hired twice (its label numbered): every rendering of the duel fits."""
    speak(monkeypatch, {"en": "en-US", "es": "es-ES", "hu": "hu"}[lang])
    alice, bob, one = table.alice, table.bob, table.channel
    await table.mod.slash(one, "table language", language=lang)
    attacker = "_~" * 30
    target = "[]" * 30
    card_text = _longest_card(attacker)
    action = card_text.splitlines()[2].split("|")[0].lstrip("* ").strip()
    block = await alice.slash(one, "crew card set", paste=True)
    await alice.submit_modal(block, {"fb:crew-cards": card_text})
    await import_pasted(table, alice, f"Long (Guild)\n  {attacker}\n  {attacker}\n")
    block = await bob.slash(one, "crew card set", paste=True)
    await bob.submit_modal(block, {"fb:crew-cards": MARSHAL.replace("Death Marshal", target)})
    await import_pasted(table, bob, f"Longer (Neverborn)\n  {target}\n  {target}\n")
    await start_game(table)
    await alice.slash(one, "crew choose", name="Long")
    await bob.slash(one, "crew choose", name="Longer")
    started = await alice.slash(
        one, "duel opposed", attacker=f"{attacker} #2", action=action, target=f"{target} #2"
    )
    assert not started.ephemeral, reply(started).content
    message = reply(started)
    fits(message)
    shown = text_of(message)
    assert "\\_\\~" * 30 + " \\#2" in shown and "\\[\\]" * 30 + " \\#2" in shown, shown
    await play_out(table, message.id)
    fits(current(table, message.id))
    state = await game_state(table)
    assert state.crew_duels == () or all(d.duel is not None for d in state.crew_duels)


async def test_an_empower_menu_from_an_earlier_game_starts_nothing(
    table: Table, simcord_env: simcord.Env
) -> None:
    """The menu carries the models as places in the crews: picked after its game ended and
    another started with the crews chosen again, it is refused privately and changes nothing."""
    alice, bob, one = table.alice, table.bob, table.channel
    await both_chosen(table)
    await table.stack(alice, card(7, Suit.RAMS), hand=[card(3, Suit.MASKS)])
    offered = await alice.slash(one, "duel opposed", empower=True, **BLADE)
    assert offered.ephemeral
    await end_game_agreed(table, alice, bob)
    await simcord_env.advance_time(61.5)
    await start_game(table)
    await alice.slash(one, "crew choose", name=LADY)
    await bob.slash(one, "crew choose", name="Hunting Party")
    await table.stack(alice, card(7, Suit.RAMS), hand=[card(3, Suit.MASKS)])  # the end took it back
    before = await table.snapshot()
    document = await game_document(table)
    late = await alice.select(reply(offered), ["3M"])
    assert tr("en", "crew-duel-error-gone") in text_of(reply(late)), text_of(reply(late))
    assert await game_document(table) == document
    assert (await table.snapshot())[1:3] == before[1:3]  # no card spent, no duel opened
    # The control: the same menu offered in this game starts the duel.
    again = await alice.slash(one, "duel opposed", empower=True, **BLADE)
    await alice.select(reply(again), ["3M"])
    assert [p for p in await table.store.pending_of_table(one.id) if p.kind == DUEL_KIND]
