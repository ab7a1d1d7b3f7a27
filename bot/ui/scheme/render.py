"""Texts of /scheme: the private menu and list, the public commitments, reveals and the end.

A public text never names an unrevealed scheme nor shows its salt; only ``private_text`` does,
and it goes only to the scheme's owner (ephemeral).
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.play.scheme import SchemeView
from bot.rules.scheme import SecretScheme, Status
from bot.ui.common.i18n import tr


def _status(lang: str, secret: SecretScheme) -> str:
    return tr(lang, f"scheme-status-{secret.status.value}")


def private_text(lang: str, view: SchemeView) -> str:
    """The owner's own schemes with their salts (ephemeral only)."""
    mine = view.mine
    if not mine:
        return tr(lang, "scheme-none-yet")
    lines = [tr(lang, "scheme-yours-header")]
    for s in mine:
        lines.append(
            tr(
                lang,
                "scheme-line-private",
                slot=s.slot,
                scheme=s.scheme,
                status=_status(lang, s),
                salt=s.salt,
            )
        )
        if s.choice:
            lines.append(tr(lang, "scheme-choice-line", choice=s.choice))
    return "\n".join(lines)


def committed_text(lang: str, view: SchemeView) -> str:
    new = view.changed
    lines = [
        tr(
            lang,
            "scheme-committed",
            player=f"<@{view.player}>",
            count=len(new),
            turn=new[0].chosen_turn if new else view.state.turn,
        )
    ]
    lines.extend(tr(lang, "scheme-line-commitment", slot=s.slot, commitment=s.commitment) for s in new)
    lines.append(tr(lang, "scheme-check-hint"))
    return "\n".join(lines)


def check_line(lang: str, table_id: int, game_id: int, secret: SecretScheme) -> str:
    """What anyone needs to recompute the commitment (v1: no choice; v2: the choice too)."""
    if secret.commitment_version >= 2:
        return tr(
            lang,
            "scheme-check-line-v2",
            table=str(table_id),
            game=str(game_id),
            player_id=str(secret.player),
            slot=secret.slot,
            scheme=secret.scheme,
            choice=secret.choice or "",
            salt=secret.salt,
            commitment=secret.commitment,
        )
    return tr(
        lang,
        "scheme-check-line",
        table=str(table_id),
        game=str(game_id),
        player_id=str(secret.player),
        slot=secret.slot,
        scheme=secret.scheme,
        salt=secret.salt,
        commitment=secret.commitment,
    )


def revealed_text(lang: str, view: SchemeView) -> str:
    secret = view.changed[0]
    head = tr(lang, "scheme-revealed", player=f"<@{secret.player}>", slot=secret.slot, scheme=secret.scheme)
    if secret.choice:
        head += "\n" + tr(lang, "scheme-choice-line", choice=secret.choice)
    return f"{head}\n{check_line(lang, view.table_id, view.game_id, secret)}"


def abandoned_text(lang: str, view: SchemeView) -> str:
    return tr(lang, "scheme-abandoned", player=f"<@{view.player}>", slot=view.changed[0].slot)


def end_text(lang: str, table_id: int, game_id: int, secrets: Iterable[SecretScheme]) -> str | None:
    """What the end of the game reveals (None if nothing was secret)."""
    shown = list(secrets)
    if not shown:
        return None
    lines = [tr(lang, "scheme-end-header")]
    for secret in shown:
        lines.append(
            tr(
                lang,
                "scheme-end-line",
                player=f"<@{secret.player}>",
                slot=secret.slot,
                scheme=secret.scheme,
                status=tr(lang, f"scheme-end-status-{secret.status.value}"),
            )
        )
        if secret.choice:
            lines.append(tr(lang, "scheme-choice-line", choice=secret.choice))
        lines.append(check_line(lang, table_id, game_id, secret))
    lines.append(tr(lang, "scheme-check-hint"))
    return "\n".join(lines)


def public_text(lang: str, view: SchemeView) -> str:
    """Every commitment of the game with what is public about it."""
    secrets = view.state.secret_schemes
    if not secrets:
        return tr(lang, "scheme-public-none")
    lines = [tr(lang, "scheme-public-header")]
    for s in secrets:
        if s.status is Status.REVEALED:
            lines.append(
                tr(
                    lang,
                    "scheme-public-line-revealed",
                    player=f"<@{s.player}>",
                    slot=s.slot,
                    commitment=s.commitment,
                    scheme=s.scheme,
                )
            )
        else:
            lines.append(
                tr(
                    lang,
                    "scheme-public-line",
                    player=f"<@{s.player}>",
                    slot=s.slot,
                    commitment=s.commitment,
                    status=_status(lang, s),
                )
            )
    return "\n".join(lines)


MESSAGE_MAX = 2000


def chunks(text: str, limit: int = MESSAGE_MAX) -> list[str]:
    """Split ``text`` at line ends into messages within Discord's limit."""
    out: list[str] = []
    current = ""
    for line in text.split("\n"):
        line = line[:limit]
        candidate = line if not current else f"{current}\n{line}"
        if len(candidate) > limit:
            out.append(current)
            current = line
        else:
            current = candidate
    if current:
        out.append(current)
    return out
