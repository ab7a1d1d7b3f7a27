"""Replies about crew declarations: the public commitment, the private copy, the reveal."""

from __future__ import annotations

from bot.play.league.season import SeasonView
from bot.rules.league.names import plain
from bot.ui.common.i18n import tr
from bot.ui.league.season_render import player_name


def declared_text(lang: str, view: SeasonView, round_no: int, user: int) -> str:
    """Public: who declared and the commitment; both crews once the game's two are in."""
    mine = view.season.declaration(round_no, user)
    assert mine is not None
    lines = [
        tr(
            lang,
            "league-declared",
            name=plain(view.name),
            round=round_no,
            player=player_name(view.season, user),
            commitment=mine.commitment,
        )
    ]
    if mine.revealed:
        lines.append(tr(lang, "league-crews-revealed", round=round_no))
        lines += crew_lines(lang, view, round_no, user)
    return "\n".join(lines)


def crew_lines(lang: str, view: SeasonView, round_no: int, user: int) -> list[str]:
    """Both revealed crews of ``user``'s game of ``round_no`` (nothing while one is secret)."""
    pairing = view.season.pairing_of(round_no, user)
    if pairing is None:
        return []
    lines = []
    for player in pairing.players():
        declared = view.season.declaration(round_no, player)
        if declared is None or not declared.revealed:
            return []
        lines.append(
            tr(
                lang,
                "league-crew-line",
                player=player_name(view.season, player),
                crew=plain(declared.text),
                salt=declared.salt,
                commitment=declared.commitment,
            )
        )
    return lines


def declared_private_text(lang: str, view: SeasonView, round_no: int, user: int) -> str:
    """Only to the declarer: what they declared and its salt (to check the commitment)."""
    mine = view.season.declaration(round_no, user)
    assert mine is not None
    return tr(lang, "league-declared-private", crew=plain(mine.text), salt=mine.salt, round=round_no)


def faction_text(lang: str, view: SeasonView, user: int) -> str:
    player = view.season.player(user)
    assert player is not None
    return tr(
        lang,
        "league-faction-set",
        name=plain(view.name),
        player=player_name(view.season, user),
        faction=plain(player.faction),
    )
