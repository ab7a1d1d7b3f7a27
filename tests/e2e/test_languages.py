"""The main commands end to end in Spanish and Hungarian: no raw key, no English left over.

The language comes from the table setting (/table language), or else from the user's or the
server's Discord locale. simcord always sends locale en-US, so the locale cases patch its
payload builder (as tests/e2e/test_app.py does). Every message is recorded as it is rendered:
each `tr` call must find its key in the table's language (no fallback to English), and no
message the bot sent may show a raw catalogue key or an English card name.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
import simcord
import simcord.interactions

from bot.rules.common.cards import Card, Suit
from bot.ui.common.cards import card_name
from bot.ui.common.i18n import Catalog, catalog, tr
from tests.e2e.helpers import Table, action_rows, cards_in, custom_ids, dm_messages, reply, text_of

KEY_LIKE = re.compile(r"(?<![\w/:.-])[a-z][a-z0-9_]*(?:-[a-z0-9_]+)+(?![\w-])")
LOCALES = {"es": ("es-ES", "es-419"), "hu": ("hu",)}
ENGLISH_ONLY = ("Flipped:", "Card:", " of Rams", " of Crows", " of Masks", " of Tomes", "Your hand")


@dataclass
class Rendered:
    """Every message looked up while the test runs: (asked language, key, found in it)."""

    calls: list[tuple[str, str, bool]] = field(default_factory=list)

    def fallbacks(self, lang: str) -> list[str]:
        return sorted({key for asked, key, found in self.calls if asked == lang and not found})

    def other_languages(self, lang: str) -> list[tuple[str, str]]:
        return sorted({(asked, key) for asked, key, _ in self.calls if asked != lang})


@pytest.fixture
def rendered(monkeypatch: pytest.MonkeyPatch) -> Rendered:
    record = Rendered()
    cards_in("")  # the privacy watch names every card in every language once: not the bot's doing
    original = Catalog.tr

    def tr_recorded(self: Catalog, lang: str, key: str, **args: Any) -> str:
        record.calls.append((lang, key, self.has(lang, key)))
        return original(self, lang, key, **args)

    monkeypatch.setattr(Catalog, "tr", tr_recorded)
    return record


def speak(monkeypatch: pytest.MonkeyPatch, locale: str, guild_locale: str = "en-US") -> None:
    """From now on every simulated interaction carries these Discord locales."""
    original = simcord.interactions.base_payload

    def localised(*args: Any, **kwargs: Any) -> Any:
        record, payload = original(*args, **kwargs)
        payload["locale"] = locale
        if "guild_locale" in payload:
            payload["guild_locale"] = guild_locale
        return record, payload

    monkeypatch.setattr(simcord.interactions, "base_payload", localised)


def bot_texts(env: simcord.Env) -> Iterator[str]:
    """The text of every message the bot sent or edited: channels, ephemeral replies, DMs."""
    bot_id = env.backend.bot_user.id
    for messages in env.backend.messages.values():
        for message in messages.values():
            if message.author_id == bot_id:
                yield text_of(_Backend(message))


@dataclass
class _Backend:
    message: Any

    @property
    def content(self) -> str:
        return str(self.message.content or "")

    @property
    def embeds(self) -> list[dict[str, Any]]:
        return list(self.message.embeds)

    @property
    def components(self) -> list[dict[str, Any]]:
        return list(self.message.components)


def raw_keys(text: str) -> set[str]:
    keys = catalog().keys("en")
    return {token for token in KEY_LIKE.findall(text) if token in keys}


def assert_all_in(lang: str, env: simcord.Env, rendered: Rendered) -> None:
    assert rendered.calls, "nothing was rendered"
    assert rendered.fallbacks(lang) == [], f"{lang}: keys that fell back to English"
    assert rendered.other_languages(lang) == [], f"messages rendered in another language than {lang}"
    texts = list(bot_texts(env))
    assert texts
    for text in texts:
        assert raw_keys(text) == set(), text
        assert not [phrase for phrase in ENGLISH_ONLY if phrase in text], text


async def ask_help(table: Table, lang: str) -> None:
    """/help, in the reader's language (their Discord locale, not the table's)."""
    helped = await table.alice.slash(table.channel, "help")
    assert helped.ephemeral
    text = reply(helped).content
    assert text.splitlines()[0] == f"**{tr(lang, 'help-title')}**"
    labels = [
        o["label"] for row in action_rows(reply(helped)) for c in row["components"] for o in c["options"]
    ]
    assert {tr(lang, "help-topic-flips"), tr(lang, "help-topic-hands")} <= set(labels)


async def play_the_main_commands(table: Table, lang: str, env: simcord.Env) -> None:
    """/flip (+ and switching, someone else's button, a bad modifier), /hand, /deck."""
    rams, tomes = Card.of(7, Suit.RAMS), Card.of(12, Suit.TOMES)
    await table.stack(table.alice, rams, tomes)
    flipped = reply(await table.alice.slash(table.channel, "flip", modifiers="+"))
    shown = ", ".join(f"{e} {card_name(c, lang)}" for e, c in (("♥", rams), ("♣", tomes)))
    assert tr(lang, "flip-flipped", cards=shown) in flipped.content
    assert tr(lang, "flip-card", card=f"♣ {card_name(tomes, lang)}") in flipped.content
    assert tr(lang, "glance-flip-again") in text_of(flipped)
    buttons = [i for i in custom_ids(flipped) if i.startswith("fb:flip:")]
    assert len(buttons) == 2

    refused = await table.bob.click(flipped, custom_id=buttons[0])
    assert refused.ephemeral
    assert reply(refused).content == tr(lang, "error-not-your-control", owner=f"<@{table.alice.id}>")

    await table.alice.click(flipped, custom_id=buttons[0])
    switched = next(m for m in table.channel.history() if m.id == flipped.id)
    assert tr(lang, "flip-card", card=f"♥ {card_name(rams, lang)}") in switched.content
    assert tr(lang, "flip-switched") in switched.content

    bad = await table.alice.slash(table.channel, "flip", modifiers="zzz")
    assert bad.ephemeral
    assert reply(bad).content == tr(lang, "error-modifiers-invalid", value="zzz")

    drew = await table.alice.slash(table.channel, "hand draw")
    assert drew.ephemeral
    assert tr(lang, "hand-drew", count=7) in reply(drew).content
    dm = dm_messages(env, table.alice)
    assert len(dm) == 1 and str(table.channel.id) in dm[0].content
    shown_hand = await table.alice.slash(table.channel, "hand show")
    assert shown_hand.ephemeral
    assert all(card_name(c, lang) in reply(shown_hand).content for c in await table.hand(table.alice))

    status = await table.bob.slash(table.channel, "deck status")
    assert not status.ephemeral
    assert tr(lang, "deck-mode-personal") in reply(status).content

    await accept_a_duel_by_the_form(table, lang)


async def accept_a_duel_by_the_form(table: Table, lang: str) -> None:
    """The defender's form opens in the table's language (Discord rejects labels over 45)."""
    duel = reply(await table.alice.slash(table.channel, "duel opposed", opponent=table.bob, stat=5))
    form_button = next(i for i in custom_ids(duel) if i.endswith(f":{table.bob.id}:form"))
    form = await table.bob.click(duel, custom_id=form_button)
    assert form.modal is not None, f"the {lang} form was not shown: {reply(form).content!r}"
    assert form.modal["title"] == tr(lang, "duel-form-title")
    await table.bob.submit_modal(form, {"stat": "4", "modifiers": "+"})
    accepted = next(m for m in table.channel.history() if m.id == duel.id)
    assert tr(lang, "duel-waiting-resister-stat", who=table.bob.mention) not in accepted.content


@pytest.mark.parametrize("lang", ["es", "hu"])
async def test_the_table_language_translates_every_reply(
    table: Table, simcord_env: simcord.Env, rendered: Rendered, lang: str
) -> None:
    set_language = await table.mod.slash(table.channel, "table language", language=lang)
    assert not set_language.ephemeral
    assert reply(set_language).content == tr(
        lang, "table-language-set", by=f"<@{table.mod.id}>", language=tr(lang, f"choice-language-{lang}")
    )
    settings = reply(await table.mod.slash(table.channel, "table language")).content
    assert tr(lang, "deck-mode-personal") in settings and tr(lang, f"choice-language-{lang}") in settings

    await play_the_main_commands(table, lang, simcord_env)
    assert_all_in(lang, simcord_env, rendered)
    # /help follows the reader's Discord language (en-US here), not the table's.
    await ask_help(table, "en")


@pytest.mark.parametrize(("lang", "locale"), [(lang, loc) for lang, locs in LOCALES.items() for loc in locs])
async def test_the_users_discord_language_is_used_without_a_table_language(
    table: Table,
    simcord_env: simcord.Env,
    rendered: Rendered,
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
    locale: str,
) -> None:
    speak(monkeypatch, locale)
    await ask_help(table, lang)
    await play_the_main_commands(table, lang, simcord_env)
    assert_all_in(lang, simcord_env, rendered)


async def test_the_servers_language_when_the_user_has_none_the_bot_speaks(
    table: Table, simcord_env: simcord.Env, rendered: Rendered, monkeypatch: pytest.MonkeyPatch
) -> None:
    speak(monkeypatch, "fr", guild_locale="hu")
    await ask_help(table, "hu")
    await play_the_main_commands(table, "hu", simcord_env)
    assert_all_in("hu", simcord_env, rendered)


async def test_the_table_language_wins_over_the_users(
    table: Table, simcord_env: simcord.Env, rendered: Rendered, monkeypatch: pytest.MonkeyPatch
) -> None:
    await table.mod.slash(table.channel, "table language", language="es")
    speak(monkeypatch, "hu", guild_locale="hu")
    rendered.calls.clear()
    bad = await table.alice.slash(table.channel, "flip", modifiers="nope")
    assert reply(bad).content == tr("es", "error-modifiers-invalid", value="nope")
    assert rendered.other_languages("es") == []


def test_the_key_detector_finds_raw_keys() -> None:
    assert raw_keys("oops: flip-why-lowest and error-hand-empty") == {"flip-why-lowest", "error-hand-empty"}
    assert raw_keys("fb:flip:123 https://x.test/a-b-c <#1> sin-sentido") == set()
