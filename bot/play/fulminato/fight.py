"""Fulminato's roster and fight: combatants, the initiative tracker, turns, rounds, action points.

Who may do what (the text has a chronicler who runs the fight; the bot names one):
- anyone may add a combatant; its *controller* is its owner, or whoever added it;
- whoever starts a fight is its chronicler;
- the current combatant's turn (actions, delay, next turn) belongs to its controller, the
  chronicler or a table moderator; so does removing a combatant;
- skipping to the next round and ending the fight belong to the chronicler or a moderator.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from bot.errors import DomainError
from bot.play.common.results import Actor as Actor  # re-exported: FulminatoOps's callers take it from here
from bot.play.common.work import Work
from bot.play.fulminato.rolls import FulminatoRolls
from bot.play.fulminato.table import FulminatoState, FulminatoView, RosterEntry, TurnKey
from bot.rules.fulminato import actions as fulminato_actions
from bot.rules.fulminato import fight as rules
from bot.rules.fulminato.actions import Action
from bot.rules.fulminato.fight import Combatant, InitiativeTracker

# A roster fits one message and one autocomplete list (Discord shows at most 25 choices).
MAX_ROSTER = 25


class FulminatoOps(FulminatoRolls):
    """The Fulminato commands, on the shared per-table machinery of the play layer.

    The roster and the fight are here; the rolls are inherited from ``FulminatoRolls``.
    """

    # -- the roster ------------------------------------------------------------------------

    async def show(self, table_id: int, by: int) -> FulminatoView:
        async def step(work: Work) -> FulminatoView:
            return FulminatoView(table_id, await self._load(work), "show", by)

        return await self.core.run(table_id, step)

    async def add(
        self, table_id: int, actor: Actor, name: str, mind: int, grace: int, owner: int | None = None
    ) -> FulminatoView:
        cleaned = " ".join(name.split())
        if "," in cleaned:
            raise DomainError("fulminato-ui-error-name-comma", name=cleaned)
        combatant = Combatant(cleaned, mind, grace, owner)

        async def step(work: Work) -> FulminatoView:
            state = await self._load(work)
            if state.find(cleaned) is not None:
                raise DomainError("fulminato-error-duplicate-combatant", name=cleaned)
            if len(state.roster) >= MAX_ROSTER:
                raise DomainError("fulminato-ui-error-roster-full", max=MAX_ROSTER)
            state = replace(state, roster=(*state.roster, RosterEntry(combatant, actor.user_id)))
            self._save(work, state)
            return FulminatoView(table_id, state, "added", actor.user_id, subject=cleaned)

        return await self.core.run(table_id, step)

    async def remove(self, table_id: int, actor: Actor, name: str) -> FulminatoView:
        async def step(work: Work) -> FulminatoView:
            state = await self._load(work)
            entry = state.entry(name)
            _check_controls(state, actor, entry)
            tracker = state.tracker
            if tracker is not None and any(e.name == entry.name for e in tracker.order):
                tracker = tracker.remove(entry.name)
            roster = tuple(e for e in state.roster if e.name != entry.name)
            state = replace(state, roster=roster, tracker=tracker)
            self._save(work, state)
            return FulminatoView(table_id, state, "removed", actor.user_id, subject=entry.name)

        return await self.core.run(table_id, step)

    # -- the fight -------------------------------------------------------------------------

    async def start(
        self, table_id: int, actor: Actor, surprisers: Sequence[str] = (), surprised: Sequence[str] = ()
    ) -> FulminatoView:
        async def step(work: Work) -> FulminatoView:
            state = await self._load(work)
            if state.tracker is not None:
                raise DomainError("fulminato-ui-error-fight-running")
            tracker = rules.start_combat(
                [e.combatant for e in state.roster], work.rng, surprisers=surprisers, surprised=surprised
            )
            state = replace(state, tracker=tracker, chronicler=actor.user_id, fight=state.fight + 1)
            self._save(work, state)
            return FulminatoView(table_id, state, "started", actor.user_id)

        return await self.core.run(table_id, step)

    async def end(self, table_id: int, actor: Actor) -> FulminatoView:
        async def step(work: Work) -> FulminatoView:
            state = await self._load(work)
            tracker = _running(state)
            _check_chronicler(state, actor)
            state = replace(state, tracker=None, chronicler=None)
            self._save(work, state)
            return FulminatoView(table_id, state, "ended", actor.user_id, ended_round=tracker.round)

        return await self.core.run(table_id, step)

    async def next_turn(self, table_id: int, actor: Actor, expected: TurnKey | None = None) -> FulminatoView:
        async def step(work: Work) -> FulminatoView:
            state = await self._load(work)
            tracker = _running(state, expected)
            done = tracker.current.name
            _check_controls(state, actor, state.entry(done))
            new = tracker.next_turn()
            state = replace(state, tracker=new)
            self._save(work, state)
            event = "round" if new.round != tracker.round else "turn"
            return FulminatoView(table_id, state, event, actor.user_id, subject=done)

        return await self.core.run(table_id, step)

    async def next_round(self, table_id: int, actor: Actor) -> FulminatoView:
        async def step(work: Work) -> FulminatoView:
            state = await self._load(work)
            tracker = _running(state)
            _check_chronicler(state, actor)
            state = replace(state, tracker=tracker.next_round())
            self._save(work, state)
            return FulminatoView(table_id, state, "round", actor.user_id)

        return await self.core.run(table_id, step)

    async def delay(self, table_id: int, actor: Actor, after: str) -> FulminatoView:
        async def step(work: Work) -> FulminatoView:
            state = await self._load(work)
            tracker = _running(state)
            delayer = tracker.current.name
            _check_controls(state, actor, state.entry(delayer))
            new = tracker.delay(after)
            state = replace(state, tracker=new)
            self._save(work, state)
            return FulminatoView(
                table_id, state, "delayed", actor.user_id, subject=delayer, other=new.entry(after).name
            )

        return await self.core.run(table_id, step)

    async def act(
        self,
        table_id: int,
        actor: Actor,
        action: Action,
        combatant: str | None = None,
        expected: TurnKey | None = None,
    ) -> FulminatoView:
        """Spend the points of `action` for the current combatant (or take a 0-cost action for anyone)."""

        async def step(work: Work) -> FulminatoView:
            state = await self._load(work)
            tracker = _running(state, expected)
            name = tracker.current.name if combatant is None else tracker.entry(combatant).name
            _check_controls(state, actor, state.entry(name))
            new = tracker.spend(action, name)
            state = replace(state, tracker=new)
            self._save(work, state)
            return FulminatoView(
                table_id,
                state,
                "spent",
                actor.user_id,
                subject=name,
                action=action,
                cost=fulminato_actions.ACTION_COSTS[action],
            )

        return await self.core.run(table_id, step)


# -- checks ------------------------------------------------------------------------------------


def _running(state: FulminatoState, expected: TurnKey | None = None) -> InitiativeTracker:
    tracker = state.tracker
    if tracker is None:
        raise DomainError("fulminato-ui-error-no-fight")
    if expected is not None and expected != TurnKey(state.fight, tracker.round, tracker.turn):
        raise DomainError("fulminato-ui-error-stale", name=tracker.current.name)
    return tracker


def _check_controls(state: FulminatoState, actor: Actor, entry: RosterEntry) -> None:
    if actor.is_moderator or actor.user_id == entry.controller:
        return
    if state.tracker is not None and actor.user_id == state.chronicler:
        return
    raise DomainError(
        "fulminato-ui-error-not-your-combatant", name=entry.name, controller=f"<@{entry.controller}>"
    )


def _check_chronicler(state: FulminatoState, actor: Actor) -> None:
    if actor.is_moderator or actor.user_id == state.chronicler:
        return
    raise DomainError("fulminato-ui-error-not-chronicler", chronicler=f"<@{state.chronicler}>")
