"""The game's log as people read it: one line per event (``/game log``, the board, the file at
``/game end``). Only what the event's public data holds is shown."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Mapping, Sequence

from discord.utils import escape_markdown, escape_mentions

from bot.play.game import cards as game_cards
from bot.play.game import crews as game_crews
from bot.play.game import log as game_log
from bot.play.game.log import GameEvent
from bot.rules.common.cards import Card
from bot.rules.league.names import plain
from bot.ui.common.cards import card_text
from bot.ui.common.i18n import tr
from bot.ui.common.render import mention

Who = Callable[[int | None], str]


def _card(lang: str, code: str | None, emoji: bool) -> str:
    return "—" if code is None else card_text(Card.parse(code), lang, emoji=emoji)


def note_text(note: str | None) -> str:
    """A player's note as public text: one line, never a mention (not even a shown one), never
    markdown."""
    if not note:
        return ""
    text = escape_markdown(escape_mentions(note))
    return text.replace("<@", "<\u200b@").replace("<#", "<\u200b#")


def duration(lang: str, seconds: float) -> str:
    """A wait as people say it: minutes, hours and minutes, or days and hours."""
    minutes = int(seconds // 60)
    hours, days = minutes // 60, minutes // (24 * 60)
    if days:
        return tr(lang, "duration-days", d=days, h=hours % 24)
    if hours:
        return tr(lang, "duration-hours", h=hours, m=minutes % 60)
    return tr(lang, "duration-minutes", m=minutes)


def medians_line(lang: str, medians: Mapping[int, float], players: Sequence[int]) -> str | None:
    """Each player's median time to answer (None: nobody answered a step yet)."""
    shown = [
        tr(lang, "rhythm-median", who=mention(p), time=duration(lang, medians[p]))
        for p in players
        if p in medians
    ]
    return tr(lang, "rhythm-medians", players=" · ".join(shown)) if shown else None


def event_line(lang: str, event: GameEvent, *, who: Who = mention, emoji: bool = True) -> str:
    """One event, without its time."""
    d = event.data
    kind = event.kind
    if kind == game_log.START:
        return tr(
            lang,
            "game-log-start",
            first=who(d["players"][0]),
            second=who(d["players"][1]),
            edition=str(d["edition"]).upper(),
            season=d["season"],
            deployment=d["deployment"],
            strategy=d["strategy"] or "—",
        )
    if kind == game_log.STRATEGY:
        return tr(lang, "game-log-strategy", who=who(event.actor), strategy=d["strategy"])
    if kind == game_log.TURN_END:
        key = "game-log-turn-end-over" if d.get("over") else "game-log-turn-end"
        line = tr(lang, key, turn=d["turn"])
        if d.get("card") is not None:
            line += " " + tr(
                lang, "game-log-end-check", card=_card(lang, d["card"], emoji), target=d["target"]
            )
        return line
    if kind == game_log.TURN:
        return tr(lang, "game-log-turn", turn=d["turn"], who=who(event.actor))
    if kind == game_log.INITIATIVE:
        cards = ", ".join(f"{who(int(p))} {_card(lang, c, emoji)}" for p, c in d["cards"].items())
        if not cards:  # M4E turn 1: the attacker goes first without a flip
            return tr(lang, "game-log-initiative-no-flip", first=who(d["first"]))
        return tr(lang, "game-log-initiative", first=who(d["first"]), cards=cards)
    if kind == game_log.VP:
        if d.get("scheme"):
            return tr(
                lang,
                "game-log-vp-scheme",
                who=who(d["player"]),
                vp=d["scheme_vp"],
                scheme=d["scheme"],
                total=d["total"],
            )
        return tr(lang, "game-log-vp-strategy", who=who(d["player"]), vp=d["strategy"], total=d["total"])
    if kind == game_log.SOULSTONES:
        return tr(lang, "game-log-soulstones", who=who(d["player"]), change=d["change"], pool=d["pool"])
    if kind == game_log.FLIP:
        key = "game-log-flip-switched" if d.get("switched") else "game-log-flip"
        shown = ", ".join(_card(lang, c, emoji) for c in d["cards"])
        return tr(lang, key, who=who(d["player"]), cards=shown, card=_card(lang, d["card"], emoji))
    if kind == game_cards.HAND:
        return _hand_line(lang, event, who, emoji)
    if kind == game_log.CHEAT:
        return tr(lang, "game-log-cheat", who=who(d["player"]), card=_card(lang, d["card"], emoji))
    if kind == game_log.DUEL:
        return _duel_line(lang, event, who, emoji)
    if kind == game_log.REVEAL:
        return tr(
            lang, "game-log-reveal", who=who(d["player"]), scheme=d["scheme"], commitment=d["commitment"][:12]
        )
    if kind == game_crews.CHOSEN:
        return tr(lang, "game-log-crew-chosen", who=who(d["player"]), commitment=d["commitment"][:12])
    if kind == game_crews.REVEALED:
        crews = "; ".join(f"{who(c['player'])}: {plain(c['name'])} ({len(c['models'])})" for c in d["crews"])
        return tr(lang, "game-log-crews-revealed", crews=crews)
    if kind == game_log.HEALTH:
        key = "game-log-health-killed" if d.get("killed") else "game-log-health"
        return tr(
            lang,
            key,
            who=who(d["by"]),
            attacker=plain(d["attacker"]),
            action=plain(d["action"]),
            target=plain(d["model"]),
            player=who(d["player"]),
            damage=d["amount"],
            left=max(0, int(d["hp"]) - int(d["total"])),
            hp=d["hp"],
        )
    if kind == game_log.LAPSE:
        players = " ".join(who(p) for p in d["players"]) or "—"
        return tr(lang, "game-log-lapse", players=players)
    if kind == game_log.UNDO:
        return tr(lang, "game-log-undo", who=who(d.get("by")), seq=d.get("seq", 0))
    if kind == game_log.ACTIVATION:
        line = tr(lang, f"game-log-activation-{d['how']}", who=who(d["player"]), n=d["n"])
        note = d.get("note")
        return line if not note else f"{line}: “{note_text(str(note))}”"
    if kind == game_log.ANSWER:
        owed = tr(lang, f"notice-owed-{d['owed']}")
        return tr(
            lang, "game-log-answer", who=who(d["player"]), owed=owed, after=duration(lang, d["seconds"])
        )
    if kind == game_log.END:
        return tr(lang, f"game-log-end-{d['reason']}", who=who(event.actor))
    return tr(lang, "game-log-other", kind=kind)


def _hand_line(lang: str, event: GameEvent, who: Who, emoji: bool) -> str:
    """A draw (counted, never named) or a discard (face up, named) outside the game's steps."""
    d = event.data
    if "drew" in d:
        return tr(lang, "handdeck-log-drew", who=who(d["player"]), count=d["drew"], held=d["hand"])
    cards = ", ".join(_card(lang, c, emoji) for c in d["discarded"])
    count = len(d["discarded"])
    return tr(lang, "handdeck-log-discarded", who=who(d["player"]), count=count, cards=cards, held=d["hand"])


def _duel_line(lang: str, event: GameEvent, who: Who, emoji: bool) -> str:
    d = event.data
    sides = ", ".join(
        tr(
            lang,
            "game-log-duel-side",
            who=who(s["player"]),
            card=_card(lang, s["card"], emoji),
            total=s["total"] if s["total"] is not None else "—",
        )
        for s in d["sides"]
    )
    if d["duel"] == "opposed":
        outcome = (
            tr(lang, "game-log-duel-winner", who=who(d["winner"]))
            if d["winner"] is not None
            else tr(lang, "game-log-duel-no-winner")
        )
    elif d["duel"] == "damage":
        outcome = tr(lang, "game-log-duel-damage", damage=d["damage"] if d["damage"] is not None else 0)
    else:
        outcome = tr(
            lang, "game-log-duel-success" if d["success"] else "game-log-duel-failure", tn=d["tn"] or 0
        )
    return tr(lang, "game-log-duel", sides=sides, outcome=outcome)


def log_lines(lang: str, events: Sequence[GameEvent], *, who: Who = mention) -> list[str]:
    """Events for a message: Discord shows each time in the reader's own time zone."""
    return [f"`#{e.seq}` <t:{int(e.at)}:f> {event_line(lang, e, who=who)}" for e in events]


def log_file_text(lang: str, title: str, events: Sequence[GameEvent], *, who: Who) -> str:
    """The whole log as a plain text file (UTC times, names instead of mentions, no emoji)."""
    lines = [title, ""]
    for e in events:
        stamp = dt.datetime.fromtimestamp(e.at, dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
        lines.append(f"#{e.seq}  {stamp}  {event_line(lang, e, who=who, emoji=False)}")
    return "\n".join(lines) + "\n"
