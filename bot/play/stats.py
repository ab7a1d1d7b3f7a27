"""/stats: each player's luck over their ended games, and over a league season (bot/rules/game/luck.py).

The end of a game with committed shuffles keeps each player's figures (``keep``), in a unit of
its own after the end's; /stats reads them back, never a hand: only what the record made public.
"""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass

from bot.play.common.calls import call_at
from bot.play.common.core import PlayCore
from bot.play.common.work import Work
from bot.play.league.season import find_league
from bot.rules.game.luck import Luck, chances_text, duel_luck, joker_luck, over_games
from bot.rules.game.luck_cards import CardLuck, card_luck, flips_over_games, flips_text
from bot.store import luck_repo
from bot.store.records import DM_GUILD


@dataclass(frozen=True, slots=True)
class PlayerLuck:
    player: int
    games: int
    luck: Luck  # jokers
    duels: Luck  # duels won (no chances: none counted)
    cards: CardLuck  # the cards their duel flips gave (no flips: none counted)


async def keep(core: PlayCore, table_id: int, game: int, league: str | None, record: str) -> None:
    """Keep each player's figures of a game that just ended (``record``: its JSON)."""
    document = json.loads(record)
    luck, duels, cards = joker_luck(document["decks"]), duel_luck(document), card_luck(document)
    none = Luck(0, ())
    call = call_at(table_id)
    guild = DM_GUILD if call is None else call.guild_id

    async def step(work: Work) -> None:
        for player, figures in luck.items():
            luck_repo.put(
                work.changes,
                table_id=table_id,
                game=game,
                player=int(player),
                guild_id=guild,
                league=league,
                ended_at=work.now,
                jokers=figures.drawn,
                chances=chances_text(figures),
                duels_won=duels.get(player, none).drawn,
                duel_chances=chances_text(duels.get(player, none)),
                flips=flips_text(cards.get(player, CardLuck(()))),
            )

    await core.run(table_id, step)


def _by_player(rows: list[luck_repo.LuckRow]) -> list[PlayerLuck]:
    games: dict[int, list[luck_repo.LuckRow]] = defaultdict(list)
    for row in rows:  # newest first
        games[row.player].append(row)
    out = []
    for player, mine in games.items():
        luck, count = over_games((r.jokers, r.chances) for r in mine)
        duels, _ = over_games((r.duels_won, r.duel_chances) for r in mine[:count])
        cards = flips_over_games(r.flips for r in mine[:count])
        out.append(PlayerLuck(player, count, luck, duels, cards))
    return sorted(out, key=lambda p: p.player)


class StatsPlay:
    def __init__(self, core: PlayCore) -> None:
        self.core = core

    async def of_player(self, player: int) -> PlayerLuck | None:
        found = _by_player(await luck_repo.of_player(self.core.store, player))
        return found[0] if found else None

    async def of_league(self, guild_id: int | None, ref: str) -> tuple[str, list[PlayerLuck]]:
        """A league season's players (by its name in this server, else by its code)."""
        record = await find_league(self.core.store, guild_id, ref)
        rows = await luck_repo.of_league(self.core.store, record.guild_id, record.name, record.code)
        return record.name, _by_player(rows)
