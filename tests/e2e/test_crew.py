"""/crew end to end (issue 44 items 1 and 2): two players import crews in the three formats,
enter model cards (one in the form, one as a shared text block) and see them; bad input is
refused privately naming its line, with nothing stored; another player's crew is untouchable
and unseen; the replies at their largest fit Discord's limits in en, es and hu."""

from __future__ import annotations

from typing import Any

import pytest

from bot.play.crew import CREWS_MAX
from bot.rules.crew.cards import ACTIONS_MAX, CARD_TEXT_MAX, NAME_MAX, TRIGGERS_MAX, format_card, parse_card
from bot.rules.crew.lists import MODELS_MAX, UPGRADES_MAX
from bot.store import crew_repo
from bot.ui.common.i18n import LANGUAGES, tr
from tests.contracts.discord_rules import V2_TEXT_MAX
from tests.e2e.helpers import Table, public_messages, reply
from tests.e2e.test_languages import speak
from tests.e2e.test_largest_replies import fits

pytestmark = pytest.mark.both_stores

TTS = """Lady Justice, Death Incarnate (Guild)
  Lady Justice, Death Incarnate
    Badge of Honor
  Judge
  Death Marshal
  Death Marshal
Cache: 4
"""
SS = """Perdita's Family (Guild)
Perdita Ortega 0ss
Francisco Ortega 9ss
Death Marshal 7ss
"""
LABELLED = """Crew: Hunting Party
Faction: Neverborn
Master: Zoraida
Soulstones: 5
Hires:
- Bad Juju (10)
- Silurid (6)
"""
MARSHAL = """Death Marshal
Df 4 Wp 5 Sp 5 Sz 2 Hp 8 Base 30
* Pine Box | 6t | Wp | 12 | 2/3/4
  + t Bury Them
* Undertaker's Shovel | 6 | Df | - | 2/3/4"""
JUDGE_ACTIONS = "* Executioner's Blade | 6r | Df | - | 3/4/5\n  + r Flurry"


async def crews_stored(table: Table, *players: Any) -> list[Any]:
    return [row for p in players for row in await crew_repo.crews_of(table.store, p.id)]


async def import_pasted(table: Table, player: Any, text: str) -> Any:
    form = await player.slash(table.channel, "crew import")
    assert form.modal is not None
    return await player.submit_modal(form, {"fb:crew-list": text})


async def test_two_players_import_crews_and_share_cards(table: Table) -> None:
    alice, bob, one = table.alice, table.bob, table.channel
    # Alice enters one card in the form (name, stats, actions), Bob pastes another as a block.
    form = await alice.slash(one, "crew card set")
    assert form.modal is not None
    saved = await alice.submit_modal(
        form,
        {
            "fb:crew-card-name": "Judge",
            "fb:crew-card-stats": "df 5 wp 6 sp 5 sz 2 health 9 base 30",
            "fb:crew-card-actions": JUDGE_ACTIONS,
        },
    )
    assert saved.ephemeral and "1 card kept for this server." in reply(saved).content
    block = await bob.slash(one, "crew card set", paste=True)
    pasted = await bob.submit_modal(block, {"fb:crew-cards": MARSHAL})
    assert pasted.ephemeral and "New: Death Marshal" in reply(pasted).content

    # Alice imports a pasted Tabletop Simulator list and an attached "Name 6ss" file; Bob a biggerhat export.
    tts = reply(await import_pasted(table, alice, TTS)).content
    assert "Crew Lady Justice, Death Incarnate kept." in tts and "Read as a Tabletop Simulator list." in tts
    assert "1 model has no card in this server yet:" in tts and "• Lady Justice, Death Incarnate" in tts
    attached = await alice.slash(one, "crew import", file=("perdita.txt", SS.encode()))
    assert attached.ephemeral
    text = reply(attached).content
    assert 'Read as "Name 6ss" lines.' in text and "• Perdita Ortega" in text and "• Francisco Ortega" in text
    labelled = reply(await import_pasted(table, bob, LABELLED)).content
    assert "Read as a biggerhat export." in labelled and "2 models have no card" not in labelled

    # Each keeps several crews and sees only their own.
    listed = reply(await alice.slash(one, "crew list")).content
    assert "Your 2 crews" in listed and "Perdita's Family (Guild), 3 models" in listed
    assert "Hunting Party" not in listed
    shown = await alice.slash(one, "crew show", name="lady justice, death incarnate")
    assert shown.ephemeral
    text = reply(shown).content
    assert "• Judge — Df 5 · Wp 6 · Sp 5 · Sz 2 · Hp 9" in text  # Alice's own card
    assert "• Death Marshal — Df 4 · Wp 5 · Sp 5 · Sz 2 · Hp 8" in text  # Bob's card, shared
    assert "★ Lady Justice, Death Incarnate + Badge of Honor — no card yet" in text
    assert "Soulstone cache: 4" in text

    # Bob's card as text to share: the canonical notation, read back as the same card.
    card = await alice.slash(one, "crew card show", model="death marshal")
    assert card.ephemeral
    assert f"```\n{MARSHAL}\n```" in reply(card).content
    judge = parse_card(f"Judge\nDf 5 Wp 6 Sp 5 Sz 2 Hp 9 Base 30\n{JUDGE_ACTIONS}")
    assert (
        f"```\n{format_card(judge)}\n```"
        in reply(await bob.slash(one, "crew card show", model="Judge")).content
    )
    choices = await bob.autocomplete(one, "crew card show", "model", "dea")
    assert [c["value"] for c in choices] == ["Death Marshal"]
    own = await bob.autocomplete(one, "crew show", "name", "")
    assert [c["value"] for c in own] == ["Hunting Party"]  # never Alice's crews

    assert public_messages(one) == []  # nothing of anyone's crew reached the channel
    rows = await crews_stored(table, alice, bob)
    assert sorted(r.name for r in rows) == [
        "Hunting Party",
        "Lady Justice, Death Incarnate",
        "Perdita's Family",
    ]


async def test_bad_input_is_refused_privately_naming_the_line_and_stores_nothing(table: Table) -> None:
    alice, one = table.alice, table.channel
    broken = TTS.replace("  Judge", "   Judge")
    refused = await import_pasted(table, alice, broken)
    assert (
        refused.ephemeral and "Line 4:" in reply(refused).content and "two spaces" in reply(refused).content
    )
    bad_file = await alice.slash(one, "crew import", file=("x.txt", b"Judge 9ss\n\xff\xfe"))
    assert bad_file.ephemeral and "not UTF-8" in reply(bad_file).content
    assert await crews_stored(table, alice) == []

    block = await alice.slash(one, "crew card set", paste=True)
    half_good = f"{MARSHAL}\n\nJudge\nDf 5 Wp 6 Sp 5 Sz 2 Hp 9 Base 30\n* Blade | 6r | Df | - | 3-4-5"
    refused = await alice.submit_modal(block, {"fb:crew-cards": half_good})
    text = reply(refused).content
    assert refused.ephemeral and text.startswith("Line 9:") and "damage track" in text
    assert (
        await crew_repo.card(table.store, table.guild.id, "death marshal") is None
    )  # not even the good card
    form = await alice.slash(one, "crew card set")
    refused = await alice.submit_modal(
        form, {"fb:crew-card-name": "Judge", "fb:crew-card-stats": "Df 5 Wp 6", "fb:crew-card-actions": ""}
    )
    assert "Line 2:" in reply(refused).content and "Df, Wp, Sp, Sz, Hp and Base" in reply(refused).content
    unknown = await alice.slash(one, "crew card show", model="Nobody")
    assert unknown.ephemeral and "no card for “Nobody”" in reply(unknown).content
    assert public_messages(one) == []


async def test_another_players_crew_and_card_are_untouchable(table: Table) -> None:
    alice, bob, one = table.alice, table.bob, table.channel
    await import_pasted(table, alice, SS)
    before = await crews_stored(table, alice)
    for command in ("crew delete", "crew show"):
        refused = await bob.slash(one, command, name="Perdita's Family")
        assert refused.ephemeral and "You have no crew named “Perdita's Family”" in reply(refused).content
    # Importing a list of the same name keeps Bob's own crew, never replaces Alice's.
    mine = reply(await import_pasted(table, bob, SS.replace("Papa", "Papa"))).content
    assert "kept" in mine and "replaced" not in mine
    assert await crews_stored(table, alice) == before
    # Control: the owner can delete it.
    deleted = await alice.slash(one, "crew delete", name="perdita's family")
    assert "Crew Perdita's Family deleted." in reply(deleted).content
    assert await crews_stored(table, alice) == []

    block = await alice.slash(one, "crew card set", paste=True)
    await alice.submit_modal(block, {"fb:crew-cards": MARSHAL})
    stored = await crew_repo.card(table.store, table.guild.id, "death marshal")
    block = await bob.slash(one, "crew card set", paste=True)
    refused = await bob.submit_modal(block, {"fb:crew-cards": MARSHAL.replace("Hp 8", "Hp 20")})
    assert refused.ephemeral and f"entered by <@{alice.id}>" in reply(refused).content
    assert await crew_repo.card(table.store, table.guild.id, "death marshal") == stored
    # Control: its author replaces it.
    block = await alice.slash(one, "crew card set", paste=True)
    replaced = await alice.submit_modal(block, {"fb:crew-cards": MARSHAL.replace("Hp 8", "Hp 9")})
    assert "Replaced: Death Marshal" in reply(replaced).content


async def test_a_player_keeps_at_most_the_crews_the_list_shows(table: Table) -> None:
    for index in range(CREWS_MAX):
        await table.store.commit(_crew_changes(table.alice.id, f"crew {index}"))
    refused = await import_pasted(table, table.alice, SS)
    assert refused.ephemeral and f"already keep {CREWS_MAX} crews" in reply(refused).content
    assert len(await crews_stored(table, table.alice)) == CREWS_MAX


def _crew_changes(owner: int, name: str) -> Any:
    from bot.store import Changes

    changes = Changes()
    crew_repo.put_crew(changes, crew_repo.CrewRow(owner, name, name, None, None, "ss", "[]", 0.0))
    return changes


def _longest_crew() -> str:
    name = "W" * (NAME_MAX - 10)
    lines = [f"{'C' * 40} ({'F' * 40})"]
    for index in range(MODELS_MAX):
        lines.append(f"  {name}{index:03d}")
        lines.extend(f"    {'U' * (NAME_MAX - 3)}{u:03d}" for u in range(UPGRADES_MAX))
    lines.append("Cache: 20")
    return "\n".join(lines)


def _longest_card(name: str) -> str:
    """A card as long as the notation lets one be: the most actions and triggers, long names."""
    lines = [name, "Df 20 Wp 20 Sp 20 Sz 20 Hp 40 Base 100"]
    for index in range(ACTIONS_MAX):
        action = f"* {'A' * (NAME_MAX - 2)}{index:02d} | 15r | Df | 25 | 20/20/20"
        if len("\n".join([*lines, action])) > CARD_TEXT_MAX:
            break
        lines.append(action)
        for number in range(TRIGGERS_MAX):
            trigger = f"  + rcm {'T' * (NAME_MAX - 2)}{number:02d}"
            if len("\n".join([*lines, trigger])) > CARD_TEXT_MAX:
                return "\n".join(lines)
            lines.append(trigger)
    return "\n".join(lines)


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_replies_at_their_largest_fit_discord(
    table: Table, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    locale = {"en": "en-US", "es": "es-ES", "hu": "hu"}[lang]
    speak(monkeypatch, locale)
    alice, one = table.alice, table.channel
    crew = _longest_crew()
    assert len(crew) <= 16_000
    imported = await alice.slash(one, "crew import", file=("crew.txt", crew.encode()))
    assert imported.ephemeral
    fits(reply(imported))
    expected = tr(lang, "crew-more-lines", count=1).split(" ")[0]
    text = reply(imported).content
    assert len(text) <= V2_TEXT_MAX and tr(lang, "crew-imported", name="C" * 40) in text
    shown = await alice.slash(one, "crew show", name="C" * 40)
    fits(reply(shown))
    assert expected in reply(shown).content  # the longest crew is cut, saying so
    name = "N" * NAME_MAX
    card = _longest_card(name)
    block = await alice.slash(one, "crew card set", paste=True)
    saved = await alice.submit_modal(block, {"fb:crew-cards": card})
    assert len(card) > CARD_TEXT_MAX - 100 and tr(lang, "crew-card-new", name=name) in reply(saved).content
    fits(reply(saved))
    shown_card = await alice.slash(one, "crew card show", model=name)
    fits(reply(shown_card))
    assert card in reply(shown_card).content  # the whole card, never cut
    for index in range(CREWS_MAX - 1):
        await table.store.commit(_crew_changes(alice.id, f"{'Z' * (NAME_MAX - 3)}{index:03d}"))
    fits(reply(await alice.slash(one, "crew list")))
    assert tr(lang, "cmd-crew-list") and public_messages(one) == []
