"""The controls of a duel's public message, its private menus, and starting a duel.

Every control is a registered DynamicItem whose custom id says which duel and which player it
acts for, so an open duel keeps working after a restart (the duel itself is a pending record of
the play layer):

- ``fb:da:<duel>:<player>:<action>``: accept (one click), form (accept, giving the stat in a
  form), relent, empower, noboost (M2E attacker: no soulstone), cheat (opens the private
  cheat menu), keep (do not cheat).
- ``fb:dss:<duel>:<player>:<mode>``: the soulstone menu (mode ``a`` accept, ``f`` accept via
  the form, ``i`` the M2E attacker's declaration).
- ``fb:dc:<duel>:<player>:<index>[:<suit>]``: pick a flipped card (and the Red Joker's suit).
- ``fb:dcs:<duel>:<player>:<message>`` and ``fb:des:<duel>:<player>:<message>:<mode>``: the
  private cheat and empower menus (``message`` is the duel's public message).
- ``fb:dse:<owner>:<request>``: the private empower menu shown before a duel starts; the whole
  request (stat, TN, modifiers, ...) is in the id, so nothing is stored until the duel starts.

Hand cards appear only in those private menus; the public message never names them.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.errors import DomainError
from bot.play import DuelView, Play
from bot.rules.cards import Card, Suit
from bot.rules.duel_state import DuelKind, Phase
from bot.rules.duels import NO_BOOST, Boost, boost_effect
from bot.rules.editions import DuelBoost, Edition, Role
from bot.rules.modifiers import FateModifier, parse_modifiers
from bot.rules.soulstones import affordable
from bot.ui.base import (
    PlayerOnly,
    fatebot,
    guarded,
    only_for,
    placeholder_select,
    select_of,
    send_public,
    table_of,
)
from bot.ui.card_menus import LETTER_OF, NO_SUIT, SUIT_LETTERS, card_select, picked_card, suit_label
from bot.ui.cards import SUIT_EMOJI, card_emoji, card_name, sorted_for_hand, suit_name
from bot.ui.delivery import undone_unless_delivered
from bot.ui.duel_render import SUIT_ORDER, duel_accent, duel_text
from bot.ui.errors import language_of, send_private
from bot.ui.hand_dm import dm_note
from bot.ui.hand_view import update_hand_dm
from bot.ui.i18n import T, tr
from bot.ui.odds_cheat import duel_cheat_descriptions
from bot.ui.reach import check_at_table
from bot.ui.reply_layout import card_layout
from bot.ui.step_message import lapsing, mark_message_lapsed, redraw_step

if TYPE_CHECKING:
    from bot.app import Fatebot

log = logging.getLogger(__name__)

SUITS_TEXT_MAX = 40
STAT_TEXT_MAX = 6

# -- options parsed at the boundary -------------------------------------------------------------

SOULSTONE_VALUES: tuple[str, ...] = (
    "plus",
    *(s.value for s in SUIT_ORDER),
    *(f"plus-{s.value}" for s in SUIT_ORDER),
)
SOULSTONE_CHOICES: list[app_commands.Choice[str]] = [
    app_commands.Choice(name=T(f"choice-soulstone-{value}"), value=value) for value in SOULSTONE_VALUES
]

_EMOJI_SUITS: dict[str, Suit] = {emoji: suit for suit, emoji in SUIT_EMOJI.items()}
_EMOJI_SUITS.update({"♡": Suit.RAMS, "♤": Suit.CROWS, "♢": Suit.MASKS, "♧": Suit.TOMES})
_SPLIT = re.compile(r"[\s,;/&+]+")


def soulstone_boost(value: str | None) -> Boost | None:
    """A soulstone choice (`plus`, a suit, `plus-<suit>`) as a Boost; None when not given."""
    if value is None:
        return None
    plus = value == "plus" or value.startswith("plus-")
    suit_value = value.removeprefix("plus-") if value != "plus" else None
    try:
        suit = None if suit_value is None else Suit(suit_value)
    except ValueError:
        raise DomainError("duel-error-soulstone-invalid", value=value[:40]) from None
    return Boost(plus=plus, suit=suit)


def _suit_words(lang: str) -> dict[str, Suit]:
    words: dict[str, Suit] = {}
    for suit in SUIT_ORDER:
        for language in {lang, "en"}:
            name = suit_name(suit, language).casefold()
            words[name] = suit
            words[name.rstrip("s")] = suit
        words[suit.value] = suit
        words[suit.value.rstrip("s")] = suit
        words[LETTER_OF[suit]] = suit
    return words


def parse_suits(text: str | None, lang: str = "en") -> frozenset[Suit]:
    """Suits a total must hold: names (`rams`), letters (`r`), emoji (`♥`), several allowed."""
    if text is None:
        return frozenset()
    raw = text.strip()
    if len(raw) > SUITS_TEXT_MAX:
        raise DomainError("duel-error-suits-invalid", value=raw[:SUITS_TEXT_MAX] + "…")
    spaced = "".join(f" {ch} " if ch in _EMOJI_SUITS else ch for ch in raw.replace("\ufe0f", ""))
    words = _suit_words(lang)
    found: set[Suit] = set()
    for token in _SPLIT.split(spaced.casefold()):
        if not token:
            continue
        suit = _EMOJI_SUITS.get(token) or words.get(token)
        if suit is None:
            raise DomainError("duel-error-suits-invalid", value=raw)
        found.add(suit)
    return frozenset(found)


class SuitsTransformer(app_commands.Transformer):
    """A TN's suits (`rams`, `♥ ♦`, `r m`) → a set of suits; anything else a DomainError."""

    @property
    def type(self) -> discord.AppCommandOptionType:
        return discord.AppCommandOptionType.string

    async def transform(self, interaction: discord.Interaction[Any], value: Any, /) -> frozenset[Suit]:
        return parse_suits(str(value), await language_of(interaction))


Suits = app_commands.Transform[frozenset[Suit], SuitsTransformer]


def parse_stat(text: str) -> int:
    """A stat typed into the accept form: a whole number (the rules check its range)."""
    cleaned = text.strip()
    if not re.fullmatch(r"-?[0-9]{1,3}", cleaned):
        raise DomainError("duel-error-stat-not-number", value=cleaned[:STAT_TEXT_MAX])
    return int(cleaned)


async def check_opponent(
    interaction: discord.Interaction[Any], opponent: discord.Member | discord.User, *, self_key: str
) -> None:
    """Refuse a bot, oneself, or someone who cannot see this table as the other player."""
    if opponent.bot:
        raise DomainError("error-player-is-bot", player=opponent.mention)
    if opponent.id == interaction.user.id:
        raise DomainError(self_key)
    check_at_table(interaction, opponent)


# -- a duel request (what the slash command asked for) ------------------------------------------


def _num(value: int | None) -> str:
    return "x" if value is None else str(value)


def _unnum(text: str) -> int | None:
    return None if text == "x" else int(text)


@dataclass(frozen=True, slots=True)
class DuelRequest:
    """A duel to start; compact enough to live in a custom id while the player picks an empower card."""

    kind: str  # "s" simple, "o" opposed
    stat: int
    modifier: int = 0
    tn: int | None = None
    tn_suits: frozenset[Suit] = field(default_factory=frozenset)
    opponent: int | None = None
    opponent_stat: int | None = None
    opponent_modifier: int | None = None
    edition: str | None = None

    def encode(self) -> str:
        suits = "".join(LETTER_OF[s] for s in SUIT_ORDER if s in self.tn_suits) or "x"
        parts = [
            self.kind,
            _num(self.stat),
            _num(self.modifier),
            _num(self.tn),
            suits,
            _num(self.opponent),
            _num(self.opponent_stat),
            _num(self.opponent_modifier),
            self.edition or "x",
        ]
        return ".".join(parts)

    @classmethod
    def decode(cls, text: str) -> DuelRequest:
        kind, stat, modifier, tn, suits, opponent, ostat, omod, edition = text.split(".")
        return cls(
            kind=kind,
            stat=int(stat),
            modifier=int(modifier),
            tn=_unnum(tn),
            tn_suits=frozenset() if suits == "x" else frozenset(SUIT_LETTERS[c] for c in suits),
            opponent=_unnum(opponent),
            opponent_stat=_unnum(ostat),
            opponent_modifier=_unnum(omod),
            edition=None if edition == "x" else edition,
        )


async def start_duel(
    interaction: discord.Interaction[Any], request: DuelRequest, boost: Boost | None
) -> DuelView:
    """Start what ``request`` asks for, for the interaction's user (one unit of work)."""
    play = fatebot(interaction).play
    table_id = table_of(interaction)
    player = interaction.user.id
    if request.kind == "s":
        assert request.tn is not None
        return await play.duel_simple(
            table_id,
            player,
            request.stat,
            request.tn,
            edition_override=request.edition,
            tn_suits=request.tn_suits,
            modifier=FateModifier(request.modifier),
            boost=boost or NO_BOOST,
        )
    assert request.opponent is not None
    return await play.duel_opposed(
        table_id,
        player,
        request.opponent,
        request.stat,
        edition_override=request.edition,
        modifier=FateModifier(request.modifier),
        boost=boost,
        tn=request.tn,
        tn_suits=request.tn_suits,
        resister_stat=request.opponent_stat,
        resister_modifier=FateModifier(request.opponent_modifier or 0),
    )


async def post_duel(interaction: discord.Interaction[Any], duel: DuelView) -> None:
    """The duel's public message; an open duel remembers it (to edit it later, or mark it lapsed)."""
    lang = await language_of(interaction)
    message = await send_public(interaction, view=duel_layout(lang, duel))
    if message is not None and not duel.is_over:
        await fatebot(interaction).play.set_pending_message(duel.duel_id, message.channel.id, message.id)


async def offer_start_empower(
    interaction: discord.Interaction[Any], request: DuelRequest, edition: Edition
) -> None:
    """M4E: before the flip, the initiator privately picks the hand card to empower with."""
    if edition.duel_boost is not DuelBoost.EMPOWER:
        raise DomainError("error-boost-empower-not-in-edition", edition=edition.key)
    lang = await language_of(interaction)
    cards = await empower_cards(interaction, edition)
    custom_id = f"fb:dse:{interaction.user.id}:{request.encode()}"
    select = card_select(
        lang, custom_id, cards, tr(lang, "duel-empower-placeholder"), skip_key="duel-empower-none"
    )
    view = discord.ui.View(timeout=None)
    view.add_item(DuelStartEmpowerSelect(interaction.user.id, request, select))
    await send_private(interaction, tr(lang, "duel-empower-prompt", max=edition.empower_max_value), view=view)


async def empower_cards(interaction: discord.Interaction[Any], edition: Edition) -> list[Card]:
    result = await fatebot(interaction).play.hand_show(table_of(interaction), interaction.user.id)
    cards = [c for c in sorted_for_hand(result.hand) if c.value <= edition.empower_max_value]
    if not cards:
        raise DomainError("duel-error-no-empower-card", max=edition.empower_max_value)
    return cards


# -- building the public controls ---------------------------------------------------------------


def soulstone_values(edition: Edition) -> tuple[str, ...]:
    if edition.duel_boost is DuelBoost.PLUS_AND_SUIT:
        return SOULSTONE_VALUES
    if edition.duel_boost is DuelBoost.PLUS_OR_SUIT:
        return SOULSTONE_VALUES[:5]
    return ()


def duel_layout(lang: str, duel: DuelView) -> discord.ui.LayoutView:
    """The duel's public card: its text, coloured by the outcome, with the controls of the step."""
    return card_layout(duel_text(lang, duel), accent=duel_accent(duel), controls=duel_controls(lang, duel))


def affordable_values(duel: DuelView, player: int) -> tuple[str, ...]:
    """The soulstone choices ``player`` can pay for from the running game's pool (all without one)."""
    edition = duel.state.edition
    role = next(s.role for s in duel.state.sides if s.player == player)
    pool = None if duel.soulstones is None else duel.soulstones.get(player)
    return tuple(
        v
        for v in soulstone_values(edition)
        if affordable(boost_effect(edition, soulstone_boost(v) or NO_BOOST, role).soulstones, pool)
    )


def duel_controls(lang: str, duel: DuelView) -> discord.ui.View | None:
    """The buttons and menus of the awaited player; None once nothing is awaited."""
    state = duel.state
    side = state.awaiting
    if duel.is_over or side is None:
        return None
    duel_id, player, edition = duel.duel_id, side.player, state.edition
    items: list[discord.ui.Item[Any]] = []
    if state.phase is Phase.AWAITING_RESISTER:
        mode = "accept" if side.stat is not None else "form"
        items.append(DuelActionButton(duel_id, player, mode, label=tr(lang, "duel-button-accept")))
        if edition.duel_boost is DuelBoost.EMPOWER:
            items.append(DuelActionButton(duel_id, player, "empower", label=tr(lang, "duel-button-empower")))
        if edition.relent_allowed:
            items.append(DuelActionButton(duel_id, player, "relent", label=tr(lang, "duel-button-relent")))
        values = affordable_values(duel, player)
        if values:
            items.append(
                _soulstone_select(lang, duel_id, player, "a" if side.stat is not None else "f", values)
            )
    elif state.phase is Phase.AWAITING_INITIATOR_BOOST:
        items.append(DuelActionButton(duel_id, player, "noboost", label=tr(lang, "duel-button-no-soulstone")))
        values = affordable_values(duel, player)
        if values:
            items.append(_soulstone_select(lang, duel_id, player, "i", values))
    elif state.phase is Phase.CHOOSING:
        items.extend(_choice_buttons(lang, duel))
    elif state.phase is Phase.CHEATING:
        items.append(DuelActionButton(duel_id, player, "cheat", label=tr(lang, "duel-button-cheat")))
        items.append(DuelActionButton(duel_id, player, "keep", label=tr(lang, "duel-button-keep")))
    if not items:
        return None
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view


def _soulstone_select(
    lang: str, duel_id: int, player: int, mode: str, values: Sequence[str]
) -> DuelSoulstoneSelect:
    select: discord.ui.Select[Any] = discord.ui.Select(
        custom_id=f"fb:dss:{duel_id}:{player}:{mode}",
        placeholder=tr(lang, "duel-soulstone-placeholder"),
        options=[discord.SelectOption(label=tr(lang, f"choice-soulstone-{v}"), value=v) for v in values],
    )
    return DuelSoulstoneSelect(duel_id, player, mode, select)


def red_joker_letters(edition: Edition) -> tuple[str, ...]:
    """The suits the Red Joker may take (M4E: or none), as custom-id letters."""
    letters = tuple(LETTER_OF[s] for s in SUIT_ORDER)
    return (*letters, NO_SUIT) if edition.red_joker_may_be_suitless else letters


def _choice_buttons(lang: str, duel: DuelView) -> list[discord.ui.Item[Any]]:
    state = duel.state
    side = state.awaiting
    assert side is not None
    flip = side.flip(state.edition)
    if flip is None:
        return []
    buttons: list[discord.ui.Item[Any]] = []
    for index in flip.allowed:
        card = flip.cards[index]
        style = discord.ButtonStyle.primary if index == flip.default else discord.ButtonStyle.secondary
        if card.is_red_joker and state.kind is not DuelKind.DAMAGE:
            for letter in red_joker_letters(state.edition):
                label = tr(lang, "duel-button-red-joker-as", suit=suit_label(lang, letter))
                buttons.append(
                    DuelChoiceButton(
                        duel.duel_id,
                        side.player,
                        index,
                        letter,
                        label=label,
                        emoji=card_emoji(card),
                        style=style,
                    )
                )
        else:
            buttons.append(
                DuelChoiceButton(
                    duel.duel_id,
                    side.player,
                    index,
                    None,
                    label=card_name(card, lang),
                    emoji=card_emoji(card),
                    style=style,
                )
            )
    return buttons


# -- showing a step -----------------------------------------------------------------------------


async def show_step(
    interaction: discord.Interaction[Any],
    duel: DuelView,
    *,
    message_id: int | None,
    note: str | None = None,
) -> None:
    """Redraw the public message after a step; a private origin (menu, form) gets ``note``."""
    lang = await language_of(interaction)
    await redraw_step(
        interaction,
        lang,
        duel_layout(lang, duel),
        public_id=duel.message_id or message_id,
        channel_id=duel.channel_id,
        note=note,
        what=f"duel {duel.duel_id}",
    )


def touch(play: Play, duel_id: int, player: int) -> Awaitable[DuelView]:
    """The duel as it stands, as a step that changes nothing: a lapsed duel expires here and then,
    and an open one counts as active (the player is about to act on it)."""
    return play.duel_step(duel_id, player, lambda state, decks, rng: state)


async def stepped(
    interaction: discord.Interaction[Any], message_id: int | None, call: Awaitable[DuelView]
) -> DuelView:
    """Run a duel step; if the duel lapsed (or is gone while its message still offers buttons),
    mark its public message before the error is reported privately."""
    return await lapsing(
        interaction, message_id, call, ("error-duel-expired", "error-duel-unknown"), mark_lapsed
    )


async def mark_lapsed(
    bot: Fatebot,
    channel_id: int | None,
    message_id: int | None,
    origin: discord.Message | None = None,
    *,
    table_id: int | None = None,
) -> None:
    """Take the controls off a lapsed duel's message and say it lapsed (once)."""
    await mark_message_lapsed(
        bot, channel_id, message_id, origin, table_id=table_id, lapsed_key="play-duel-lapsed", what="duel"
    )


async def refresh_own_dm(interaction: discord.Interaction[Any], lang: str) -> str | None:
    """After a cheat or an empower changed the presser's hand: refresh their hand DM."""
    result = await fatebot(interaction).play.hand_show(table_of(interaction), interaction.user.id)
    status = await update_hand_dm(interaction, result, lang)
    return None if status is None else dm_note(lang, status)


def _with_note(text: str, note: str | None) -> str:
    return text if not note else f"{text}\n\n{note}"


# -- the accept form ----------------------------------------------------------------------------


class DuelAcceptModal(discord.ui.Modal):
    """The resister's stat and modifiers (only the stat is required)."""

    def __init__(
        self,
        lang: str,
        duel_id: int,
        player: int,
        message_id: int | None,
        boost: Boost,
        *,
        modifier: FateModifier | None = None,
        hand_changed: bool = False,
    ) -> None:
        super().__init__(title=tr(lang, "duel-form-title"), timeout=15 * 60)
        self.duel_id = duel_id
        self.player = player
        self.message_id = message_id
        self.boost = boost
        self.hand_changed = hand_changed
        self.stat: discord.ui.TextInput[DuelAcceptModal] = discord.ui.TextInput(
            label=tr(lang, "duel-form-stat"),
            placeholder=tr(lang, "duel-form-stat-placeholder"),
            custom_id="stat",
            max_length=STAT_TEXT_MAX,
        )
        self.modifiers: discord.ui.TextInput[DuelAcceptModal] = discord.ui.TextInput(
            label=tr(lang, "duel-form-modifiers"),
            placeholder=tr(lang, "duel-form-modifiers-placeholder"),
            custom_id="modifiers",
            required=False,
            max_length=20,
            default=str(modifier) if modifier is not None and modifier.net else None,
        )
        self.add_item(self.stat)
        self.add_item(self.modifiers)

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        return await only_for(interaction, self.player)

    @guarded("form duel-accept")
    async def on_submit(self, interaction: discord.Interaction[Any], /) -> None:
        stat = parse_stat(self.stat.value)
        modifier = parse_modifiers(self.modifiers.value)
        play = fatebot(interaction).play
        duel = await stepped(
            interaction,
            self.message_id,
            play.duel_accept(self.duel_id, self.player, stat=stat, modifier=modifier, boost=self.boost),
        )
        note = None
        if self.hand_changed:
            lang = await language_of(interaction)
            note = _with_note(tr(lang, "duel-empowered"), await refresh_own_dm(interaction, lang))
        await show_step(interaction, duel, message_id=self.message_id, note=note)


async def accept_or_ask(
    interaction: discord.Interaction[Any],
    duel_id: int,
    player: int,
    message_id: int | None,
    boost: Boost,
    *,
    needs_form: bool,
    hand_changed: bool = False,
) -> None:
    """Accept at once if the stat is known, else ask for it in the form."""
    play = fatebot(interaction).play
    if needs_form:
        current = await stepped(interaction, message_id, touch(play, duel_id, player))
        if current.state.phase is not Phase.AWAITING_RESISTER:
            raise DomainError("error-duel-wrong-phase", phase=current.state.phase.value)
        modifier = current.state.side(Role.RESISTER).modifier
        lang = await language_of(interaction)
        modal = DuelAcceptModal(
            lang, duel_id, player, message_id, boost, modifier=modifier, hand_changed=hand_changed
        )
        await interaction.response.send_modal(modal)
        return
    duel = await stepped(interaction, message_id, play.duel_accept(duel_id, player, boost=boost))
    note = None
    if hand_changed:
        lang = await language_of(interaction)
        note = _with_note(tr(lang, "duel-empowered"), await refresh_own_dm(interaction, lang))
    await show_step(interaction, duel, message_id=message_id, note=note)


# -- the controls -------------------------------------------------------------------------------

ACTIONS = "accept|form|relent|empower|noboost|cheat|keep"


class DuelActionButton(
    PlayerOnly,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=rf"fb:da:(?P<duel>[0-9]{{1,19}}):(?P<player>[0-9]{{1,20}}):(?P<action>{ACTIONS})",
):
    def __init__(self, duel_id: int, player: int, action: str, *, label: str = "…") -> None:
        style = {
            "accept": discord.ButtonStyle.success,
            "form": discord.ButtonStyle.success,
            "relent": discord.ButtonStyle.danger,
            "cheat": discord.ButtonStyle.primary,
            "empower": discord.ButtonStyle.primary,
        }.get(action, discord.ButtonStyle.secondary)
        super().__init__(
            discord.ui.Button(label=label, style=style, custom_id=f"fb:da:{duel_id}:{player}:{action}")
        )
        self.duel_id = duel_id
        self.player = player
        self.action = action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> DuelActionButton:
        return cls(int(match["duel"]), int(match["player"]), match["action"])

    @guarded("button duel")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        play = fatebot(interaction).play
        message_id = interaction.message.id if interaction.message is not None else None
        action, duel_id, player = self.action, self.duel_id, self.player
        if action in ("accept", "form"):
            await accept_or_ask(
                interaction, duel_id, player, message_id, NO_BOOST, needs_form=action == "form"
            )
        elif action == "relent":
            duel = await stepped(interaction, message_id, play.duel_accept(duel_id, player, relent=True))
            await show_step(interaction, duel, message_id=message_id)
        elif action == "noboost":
            duel = await stepped(
                interaction, message_id, play.duel_declare_boost(duel_id, player, boost=NO_BOOST)
            )
            await show_step(interaction, duel, message_id=message_id)
        elif action == "keep":
            duel = await stepped(interaction, message_id, play.duel_decline_cheat(duel_id, player))
            await show_step(interaction, duel, message_id=message_id)
        elif action == "cheat":
            await self._offer_cheat(interaction, message_id)
        elif action == "empower":
            await self._offer_empower(interaction, message_id)

    async def _offer_cheat(self, interaction: discord.Interaction[Any], message_id: int | None) -> None:
        play = fatebot(interaction).play
        current = await stepped(interaction, message_id, touch(play, self.duel_id, self.player))
        if current.state.phase is not Phase.CHEATING or current.state.awaiting_player != self.player:
            raise DomainError("duel-error-no-cheat-window")
        cards = await play.duel_cheat_options(self.duel_id, self.player)
        if not cards:
            raise DomainError("duel-error-no-cheat-window")
        lang = await language_of(interaction)
        state = current.state
        suits = red_joker_letters(state.edition) if state.kind is not DuelKind.DAMAGE else ()
        custom_id = f"fb:dcs:{self.duel_id}:{self.player}:{message_id or 0}"
        awaiting = state.awaiting
        assert awaiting is not None
        select = card_select(
            lang,
            custom_id,
            sorted_for_hand(cards),
            tr(lang, "duel-cheat-placeholder"),
            skip_key="duel-cheat-none",
            red_joker_suits=suits if any(c.is_red_joker for c in cards) else (),
            descriptions=duel_cheat_descriptions(lang, state, awaiting.role, cards, suits),
        )
        view = discord.ui.View(timeout=None)
        view.add_item(DuelCheatSelect(self.duel_id, self.player, message_id or 0, select))
        await send_private(interaction, tr(lang, "duel-cheat-prompt"), view=view)

    async def _offer_empower(self, interaction: discord.Interaction[Any], message_id: int | None) -> None:
        play = fatebot(interaction).play
        current = await stepped(interaction, message_id, touch(play, self.duel_id, self.player))
        state = current.state
        if state.phase is not Phase.AWAITING_RESISTER:
            raise DomainError("error-duel-wrong-phase", phase=state.phase.value)
        cards = await empower_cards(interaction, state.edition)
        lang = await language_of(interaction)
        mode = "a" if state.side(Role.RESISTER).stat is not None else "f"
        custom_id = f"fb:des:{self.duel_id}:{self.player}:{message_id or 0}:{mode}"
        select = card_select(
            lang, custom_id, cards, tr(lang, "duel-empower-placeholder"), skip_key="duel-empower-none"
        )
        view = discord.ui.View(timeout=None)
        view.add_item(DuelEmpowerSelect(self.duel_id, self.player, message_id or 0, mode, select))
        await send_private(
            interaction, tr(lang, "duel-empower-prompt", max=state.edition.empower_max_value), view=view
        )


class DuelSoulstoneSelect(
    PlayerOnly,
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"fb:dss:(?P<duel>[0-9]{1,19}):(?P<player>[0-9]{1,20}):(?P<mode>[afi])",
):
    def __init__(
        self, duel_id: int, player: int, mode: str, select: discord.ui.Select[Any] | None = None
    ) -> None:
        if select is None:
            select = placeholder_select(f"fb:dss:{duel_id}:{player}:{mode}")
        super().__init__(select)
        self.duel_id = duel_id
        self.player = player
        self.mode = mode

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> DuelSoulstoneSelect:
        select = select_of(item)
        return cls(int(match["duel"]), int(match["player"]), match["mode"], select)

    @guarded("menu duel-soulstone")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        values = list(self.item.values)
        if len(values) != 1:
            raise DomainError("duel-error-menu-stale")
        boost = soulstone_boost(values[0]) or NO_BOOST
        message_id = interaction.message.id if interaction.message is not None else None
        if self.mode == "i":
            play = fatebot(interaction).play
            duel = await stepped(
                interaction, message_id, play.duel_declare_boost(self.duel_id, self.player, boost=boost)
            )
            await show_step(interaction, duel, message_id=message_id)
            return
        await accept_or_ask(
            interaction, self.duel_id, self.player, message_id, boost, needs_form=self.mode == "f"
        )


class DuelChoiceButton(
    PlayerOnly,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"fb:dc:(?P<duel>[0-9]{1,19}):(?P<player>[0-9]{1,20}):(?P<index>[0-9])(?::(?P<suit>[rcmtn]))?",
):
    def __init__(
        self,
        duel_id: int,
        player: int,
        index: int,
        suit: str | None,
        *,
        label: str = "…",
        emoji: str | None = None,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    ) -> None:
        custom_id = f"fb:dc:{duel_id}:{player}:{index}" + (f":{suit}" if suit else "")
        super().__init__(discord.ui.Button(label=label, emoji=emoji, style=style, custom_id=custom_id))
        self.duel_id = duel_id
        self.player = player
        self.index = index
        self.suit = suit

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> DuelChoiceButton:
        return cls(int(match["duel"]), int(match["player"]), int(match["index"]), match["suit"])

    @guarded("button duel-choose")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        play = fatebot(interaction).play
        message_id = interaction.message.id if interaction.message is not None else None
        suit = SUIT_LETTERS.get(self.suit or "")
        duel = await stepped(
            interaction,
            message_id,
            play.duel_choose(self.duel_id, self.player, self.index, red_joker_suit=suit),
        )
        await show_step(interaction, duel, message_id=message_id)


class DuelCheatSelect(
    PlayerOnly,
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"fb:dcs:(?P<duel>[0-9]{1,19}):(?P<player>[0-9]{1,20}):(?P<message>[0-9]{1,20})",
):
    def __init__(
        self, duel_id: int, player: int, message_id: int, select: discord.ui.Select[Any] | None = None
    ) -> None:
        if select is None:
            select = placeholder_select(f"fb:dcs:{duel_id}:{player}:{message_id}")
        super().__init__(select)
        self.duel_id = duel_id
        self.player = player
        self.message_id = message_id or None

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> DuelCheatSelect:
        select = select_of(item)
        return cls(int(match["duel"]), int(match["player"]), int(match["message"]), select)

    @guarded("menu duel-cheat")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        picked = picked_card(list(self.item.values))
        play = fatebot(interaction).play
        lang = await language_of(interaction)
        if picked is None:
            duel = await stepped(
                interaction, self.message_id, play.duel_decline_cheat(self.duel_id, self.player)
            )
            await show_step(interaction, duel, message_id=self.message_id, note=tr(lang, "duel-kept"))
            return
        card, suit = picked
        duel = await stepped(
            interaction,
            self.message_id,
            play.duel_cheat(self.duel_id, self.player, card, red_joker_suit=suit),
        )
        note = _with_note(tr(lang, "duel-cheated"), await refresh_own_dm(interaction, lang))
        await show_step(interaction, duel, message_id=self.message_id, note=note)


class DuelEmpowerSelect(
    PlayerOnly,
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"fb:des:(?P<duel>[0-9]{1,19}):(?P<player>[0-9]{1,20}):(?P<message>[0-9]{1,20}):(?P<mode>[af])",
):
    def __init__(
        self,
        duel_id: int,
        player: int,
        message_id: int,
        mode: str,
        select: discord.ui.Select[Any] | None = None,
    ) -> None:
        if select is None:
            select = placeholder_select(f"fb:des:{duel_id}:{player}:{message_id}:{mode}")
        super().__init__(select)
        self.duel_id = duel_id
        self.player = player
        self.message_id = message_id or None
        self.mode = mode

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> DuelEmpowerSelect:
        select = select_of(item)
        return cls(int(match["duel"]), int(match["player"]), int(match["message"]), match["mode"], select)

    @guarded("menu duel-empower")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        picked = picked_card(list(self.item.values))
        boost = NO_BOOST if picked is None else Boost(empower=picked[0])
        await accept_or_ask(
            interaction,
            self.duel_id,
            self.player,
            self.message_id,
            boost,
            needs_form=self.mode == "f",
            hand_changed=picked is not None,
        )


class DuelStartEmpowerSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"fb:dse:(?P<owner>[0-9]{1,20}):(?P<request>[a-z0-9.\-]{1,78})",
):
    def __init__(
        self, owner: int, request: DuelRequest, select: discord.ui.Select[Any] | None = None
    ) -> None:
        if select is None:
            select = placeholder_select(f"fb:dse:{owner}:{request.encode()}")
        super().__init__(select)
        self.owner = owner
        self.request = request

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> DuelStartEmpowerSelect:
        select = select_of(item)
        return cls(int(match["owner"]), DuelRequest.decode(match["request"]), select)

    async def interaction_check(self, interaction: discord.Interaction[Any], /) -> bool:
        return await only_for(interaction, self.owner)

    @guarded("menu duel-start-empower")
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        picked = picked_card(list(self.item.values))
        boost = NO_BOOST if picked is None else Boost(empower=picked[0])
        lang = await language_of(interaction)
        async with undone_unless_delivered(interaction):
            duel = await start_duel(interaction, self.request, boost)
            await interaction.response.edit_message(content=tr(lang, "duel-started"), view=None)
            await post_duel(interaction, duel)
        if picked is not None:
            # Only once the duel stands: an undone start leaves the hand, and so its DM, as it was.
            note = _with_note(tr(lang, "duel-empowered"), await refresh_own_dm(interaction, lang))
            try:
                await interaction.edit_original_response(content=note)
            except discord.HTTPException:
                log.warning("could not add the empower note in table %s", interaction.channel_id)


DYNAMIC_ITEMS = (
    DuelActionButton,
    DuelSoulstoneSelect,
    DuelChoiceButton,
    DuelCheatSelect,
    DuelEmpowerSelect,
    DuelStartEmpowerSelect,
)
