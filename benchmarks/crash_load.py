"""A mixed load of every kind of table state, for the kill and power-loss tests.

Each driver owns one lock key (a table, or a server's leagues) and sends it one command after
another, as its players would: flips, hands, shuffles, resets, simple and opposed duels with
cheating, initiative, Malifaux games, Fulminato fights, Doomtrooper games, league draws.
Domain errors (an empty hand, a duel that waits for someone else, ...) are part of play and
are ignored. Run through ``benchmarks.ledger.LedgerPlay``, every acknowledged unit of work is
written down in the ledger.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
from typing import Any

from benchmarks.ledger import LedgerPlay
from bot.errors import DomainError
from bot.play.common.results import Actor
from bot.play.doomtrooper import WarriorSpec
from bot.play.encounter import guild_lock
from bot.rules.doomtrooper.combat import Tactic
from bot.rules.doomtrooper.traits import Affiliation, Status
from bot.rules.duel.state import Phase
from bot.rules.fulminato.actions import Action
from bot.store.store import StoreClosedError

MODIFIERS = ("", "", "+", "++", "-", "--", "+-")
DICE = (4, 6, 8, 10, 12)


# -- the drivers ---------------------------------------------------------------------------------


class Driver:
    """Sends one key commands, one after another, and writes each acknowledged one down."""

    def __init__(self, play: LedgerPlay, key: int, rng: random.Random, players: tuple[int, int]) -> None:
        self.play = play
        self.key = key
        self.rng = rng
        self.a, self.b = players

    async def setup(self) -> None:
        """Commands a fresh key needs once (its game, its deck mode)."""

    async def command(self) -> str:
        raise NotImplementedError

    def anyone(self) -> int:
        return self.rng.choice((self.a, self.b))


class FateTable(Driver):
    """A Malifaux table: flips, hands, shuffles, resets, duels and initiative."""

    def __init__(self, *args: Any, game: str = "m4e", shared: bool = False) -> None:
        super().__init__(*args)
        self.game = game
        self.shared = shared
        self.initiatives = self.play.initiative

    async def setup(self) -> None:
        settings = await self.play.table_settings(self.key)
        if settings.game != self.game:
            await self.play.set_game(self.key, self.game, is_moderator=True)
        if self.shared and settings.deck_mode != "shared":
            await self.play.set_deck_mode(self.key, "shared", is_moderator=True)

    async def command(self) -> str:
        play, rng, player = self.play, self.rng, self.anyone()
        other = self.b if player == self.a else self.a
        pending = await play.open_pending(self.key)
        active = [p for p in pending if p.kind in ("duel", "initiative")]
        if active and rng.random() < 0.6:
            record = rng.choice(active)
            if record.kind == "duel":
                return await self._duel_step(record.pending_id)
            return await self._initiative_step(record.pending_id)
        roll = rng.random()
        if roll < 0.25:
            outcome = await play.flip.flip(self.key, player, rng.choice(MODIFIERS))
            if outcome.flip_id is not None and rng.random() < 0.5:
                await play.flip.choose_flip_card(outcome.flip_id, player, rng.choice(outcome.allowed))
                return "flip+choose"
            return "flip"
        if roll < 0.40:
            await play.hand.hand_draw(self.key, player)
            return "hand-draw"
        if roll < 0.48:
            hand = (await play.hand.hand_show(self.key, player)).hand
            if not hand:
                raise DomainError("error-nothing-to-discard")
            await play.hand.hand_discard(self.key, player, rng.sample(hand, rng.randint(1, len(hand))))
            return "hand-discard"
        if roll < 0.58:
            await play.duel.duel_simple(self.key, player, rng.randint(0, 8), rng.randint(5, 14))
            return "duel-simple"
        if roll < 0.72:
            await play.duel.duel_opposed(self.key, player, other, rng.randint(2, 8))
            return "duel-opposed"
        if roll < 0.84:
            await self.initiatives.start(self.key, player, other)
            return "initiative"
        if roll < 0.95:
            await play.deck.deck_shuffle(self.key, player)
            return "shuffle"
        await play.deck.deck_reset(self.key, player)
        return "reset"

    async def _duel_step(self, duel_id: int) -> str:
        play, rng = self.play, self.rng
        view = await play.duel.duel_view(duel_id)
        player = view.awaiting_player
        if view.is_over or player is None:
            return "duel-view"
        phase = view.state.phase
        if phase is Phase.AWAITING_RESISTER:
            if rng.random() < 0.15:
                await play.duel.duel_accept(duel_id, player, relent=True)
            else:
                await play.duel.duel_accept(duel_id, player, stat=rng.randint(2, 8))
            return "duel-accept"
        if phase is Phase.AWAITING_INITIATOR_BOOST:
            await play.duel.duel_declare_boost(duel_id, player)
            return "duel-boost"
        if phase is Phase.CHOOSING:
            side = view.state.awaiting
            flip = None if side is None else side.flip(view.state.edition)
            allowed = (0,) if flip is None else flip.allowed
            await play.duel.duel_choose(duel_id, player, rng.choice(allowed), red_joker_suit=None)
            return "duel-choose"
        if phase is Phase.CHEATING:
            options = await play.duel.duel_cheat_options(duel_id, player)
            if options and rng.random() < 0.7:
                await play.duel.duel_cheat(duel_id, player, rng.choice(options))
                return "duel-cheat"
            await play.duel.duel_decline_cheat(duel_id, player)
            return "duel-decline"
        return "duel-view"

    async def _initiative_step(self, initiative_id: int) -> str:
        ops, rng = self.initiatives, self.rng
        player = self.anyone()
        roll = rng.random()
        if roll < 0.3:
            options = await ops.cheat_options(initiative_id, player)
            if options:
                await ops.cheat(initiative_id, player, rng.choice(options))
                return "initiative-cheat"
            await ops.decline(initiative_id, player)
            return "initiative-decline"
        if roll < 0.6:
            await ops.choose(initiative_id, player, self.anyone())
            return "initiative-choose"
        if roll < 0.8:
            await ops.soulstone(initiative_id, player, reflip=rng.random() < 0.5)
            return "initiative-soulstone"
        await ops.decline(initiative_id, player)
        return "initiative-decline"


class GameTable(Driver):
    """A Malifaux game: start, draw phase, initiative, turns, scores, end, and again."""

    def __init__(self, *args: Any, game: str = "m4e") -> None:
        super().__init__(*args)
        self.game = game
        self.games = self.play.game

    async def setup(self) -> None:
        if (await self.play.table_settings(self.key)).game != self.game:
            await self.play.set_game(self.key, self.game, is_moderator=True)

    async def command(self) -> str:
        games, rng = self.games, self.rng
        state = await games.state(self.key)
        if state is None:
            await games.start(self.key, None, self.a, self.b, soulstones=rng.randint(0, 6))
            return "game-start"
        player = self.anyone()
        if state.phase == "draw" and state.draw_waiting:
            waiting = rng.choice(state.draw_waiting)
            if waiting in state.soulstone_drawn:
                hand = (await self.play.hand.hand_show(self.key, waiting)).hand
                await games.discard_down(self.key, waiting, list(hand[: rng.randint(1, max(1, len(hand)))]))
                return "game-discard-down"
            await games.soulstone_draw(self.key, waiting, rng.random() < 0.3)
            return "game-soulstone-draw"
        if state.phase == "initiative" and state.initiative_id is not None:
            roll = rng.random()
            if roll < 0.4:
                await games.initiative_decline(state.initiative_id, player)
                return "game-initiative-decline"
            if roll < 0.8:
                await games.initiative_choose(state.initiative_id, player, self.anyone())
                return "game-initiative-choose"
            await games.initiative_soulstone(state.initiative_id, player, reflip=rng.random() < 0.5)
            return "game-initiative-soulstone"
        if state.strategy is None and state.strategy_choices:
            await games.choose_strategy(self.key, state.attacker, rng.choice(state.strategy_choices))
            return "game-strategy"
        roll = rng.random()
        if roll < 0.5:
            await games.next_turn(
                self.key, player, last_activator=self.anyone() if rng.random() < 0.5 else None
            )
            return "game-next-turn"
        if roll < 0.9:
            await games.score(self.key, player, strategy=1)
            return "game-score"
        await games.end(self.key, player)
        return "game-end"


class FulminatoTable(Driver):
    """A Fulminato table: a roster, fights started and ended, turns, rounds and actions."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.ops = self.play.fulminato

    async def setup(self) -> None:
        if (await self.play.table_settings(self.key)).game != "fulminato":
            await self.play.set_game(self.key, "fulminato", is_moderator=True)

    async def command(self) -> str:
        ops, rng = self.ops, self.rng
        chronicler = Actor(self.a, is_moderator=True)
        view = await ops.show(self.key, self.a)
        roster = [entry.name for entry in view.state.roster]
        running = view.state.tracker is not None
        roll = rng.random()
        if len(roster) < 2 or (roll < 0.12 and len(roster) < 8):
            name = f"Fighter {rng.randint(1, 40)}"
            await ops.add(self.key, Actor(self.anyone()), name, rng.choice(DICE), rng.choice(DICE))
            return "fulminato-add"
        if roll < 0.18:
            await ops.remove(self.key, chronicler, rng.choice(roster))
            return "fulminato-remove"
        if not running:
            await ops.start(self.key, chronicler)
            return "fulminato-start"
        if roll < 0.45:
            await ops.next_turn(self.key, chronicler)
            return "fulminato-next-turn"
        if roll < 0.75:
            await ops.act(self.key, chronicler, rng.choice(list(Action)))
            return "fulminato-act"
        if roll < 0.92:
            await ops.next_round(self.key, chronicler)
            return "fulminato-next-round"
        await ops.end(self.key, chronicler)
        return "fulminato-end"


class DoomTable(Driver):
    """A Doomtrooper table: games with warriors, cover, wounds, attacks and turns."""

    SPECS = (
        WarriorSpec("Trooper", 4, 4, 4, 2, frozenset({Affiliation.CAPITOL})),
        WarriorSpec("Nefarite", 8, 8, 8, 6, frozenset({Affiliation.DARK_LEGION})),
        WarriorSpec("Monk", 3, 3, 3, 3, frozenset({Affiliation.BROTHERHOOD})),
    )

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.ops = self.play.doomtrooper

    async def setup(self) -> None:
        if (await self.play.table_settings(self.key)).game != "doomtrooper":
            await self.play.set_game(self.key, "doomtrooper", is_moderator=True)

    async def command(self) -> str:
        ops, rng = self.ops, self.rng
        view = await ops.show(self.key, self.a)
        game = view.state.game
        if game is None or game.winner is not None:
            await ops.start(self.key, Actor(self.a), [self.b])
            return "doom-start"
        actor = Actor(self.anyone())
        warriors = len(game.warriors)
        roll = rng.random()
        if warriors < 2 or roll < 0.25:
            await ops.add_warrior(self.key, actor, rng.choice(self.SPECS))
            return "doom-add-warrior"
        ref = f"#{rng.randint(1, warriors)}"
        if roll < 0.4:
            await ops.set_cover(self.key, actor, ref, rng.random() < 0.5)
            return "doom-cover"
        if roll < 0.5:
            await ops.set_status(self.key, actor, ref, rng.choice(list(Status)))
            return "doom-status"
        if roll < 0.7:
            other = f"#{rng.randint(1, warriors)}"
            await ops.attack(self.key, actor, ref, other, rng.choice(list(Tactic)))
            return "doom-attack"
        if roll < 0.97:
            await ops.end_turn(self.key, actor)
            return "doom-end-turn"
        await ops.end_game(self.key, actor)
        return "doom-end-game"


class LeagueGuild(Driver):
    """A server's leagues: created with a committed seed, rounds drawn, seeds revealed."""

    SEASONS = ("m4e-gg1", "m3e-gg1", "m4e-gg0")

    def __init__(self, play: LedgerPlay, guild: int, rng: random.Random, players: tuple[int, int]) -> None:
        super().__init__(play, guild_lock(guild), rng, players)
        self.guild = guild
        self.ops = play.league

    async def command(self) -> str:
        ops, rng = self.ops, self.rng
        names = await ops.names(self.guild)
        if not names or rng.random() < 0.1:
            await ops.create(
                self.guild,
                self.a,
                f"League {rng.randint(1, 10**6)}",
                rng.choice(self.SEASONS),
                is_organiser=True,
            )
            return "league-create"
        name = rng.choice(names)
        if rng.random() < 0.85:
            await ops.draw(self.guild, self.anyone(), name, rng.randint(1, 30), is_organiser=True)
            return "league-draw"
        await ops.reveal(self.guild, name, is_organiser=True)
        return "league-reveal"


def drivers_for(play: LedgerPlay, rng: random.Random, base: int, *, fate_tables: int = 3) -> list[Driver]:
    """One driver per kind of state (and a few Fate Deck tables), on keys from ``base`` up."""

    def players(i: int) -> tuple[int, int]:
        return (10_000 + 2 * i, 10_001 + 2 * i)

    def sub() -> random.Random:
        return random.Random(rng.getrandbits(64))

    games = ("m4e", "m3e", "m2e")
    out: list[Driver] = [
        FateTable(play, base + i, sub(), players(i), game=games[i % 3], shared=i % 3 == 1)
        for i in range(fate_tables)
    ]
    n = fate_tables
    out.append(GameTable(play, base + n, sub(), players(n), game="m4e"))
    out.append(GameTable(play, base + n + 1, sub(), players(n + 1), game="m3e"))
    out.append(FulminatoTable(play, base + n + 2, sub(), players(n + 2)))
    out.append(DoomTable(play, base + n + 3, sub(), players(n + 3)))
    out.append(LeagueGuild(play, base + n + 4, sub(), players(n + 4)))
    return out


async def drive(driver: Driver) -> None:
    """Run ``driver`` until cancelled (or killed); ``LedgerPlay`` writes each acknowledged unit
    down. Refusals (an empty hand, a duel that is not yours, ...) are part of play."""
    driver.play.ledgered.add(driver.key)
    with contextlib.suppress(DomainError):
        await driver.setup()
    while True:
        # A command that only reads what is cached (a game's state) never suspends: give the
        # other drivers their turn, as the network does between a real bot's interactions.
        await asyncio.sleep(0)
        try:
            await driver.command()
        except StoreClosedError:
            raise
        except DomainError:
            continue
