"""Secret schemes: each player's choice held privately, committed publicly, revealed with its salt.

Sources: M3E (seed 003) "a korábban meghatározott öt Scheme közül mindkét játékos titokban
választ kettőt-kettőt" — of the five schemes both players secretly choose two each, shown only
when a scheme scores. M4E (digest m4e.md): each player secretly picks one of the three schemes
of the pool; after revealing or abandoning it, the next one comes from that scheme's Next
Available Schemes (from the whole season); a crew never reveals the same scheme twice.

Every chosen scheme gets its own commitment, because M3E reveals one scheme at a time (when it
scores) and the opponent must be able to check that one at once. A commitment is the SHA-256 of
a canonical JSON encoding (sorted keys, no spaces, UTF-8) of the table, the game, the player,
the scheme's slot (1, 2, ... in the order the player committed them), the scheme's name and a
random 128-bit salt written as 32 lower-case hex digits. ``docs/secret-schemes.md`` recomputes it.

Commitment v2 (issue 24) adds the scheme's secret choice: schemes whose text says to note
something in secret (seed 003, M3E Take Prisoner: "A játék kezdetén titokban jegyezd fel az
egyik ellenséges miniont!" — at the start of the game secretly note one enemy minion) are
marked in the season (``secret_choices``), and the player writes what they noted when they
choose the scheme. The note is hashed with the name, so it cannot be named after the fact.
Every v2 document has the key ``choice`` ("" for a scheme that asks for none); v1 commitments,
made before, keep their v1 document and stay checkable.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum

from bot.errors import DomainError

SALT_BITS = 128
COMMITMENT_VERSION = 2  # v1: no secret choice (before issue 24)
CHOICE_MAX = 100  # characters of a secret choice: a model, marker or terrain piece
# The M3E choice is made after the crews are revealed (setup); we allow it until turn 1 ends.
LAST_TURN_TO_CHOOSE_FIRST = 1


class Status(StrEnum):
    HELD = "held"  # secret
    REVEALED = "revealed"  # shown to score VP
    ABANDONED = "abandoned"  # M4E: given up unrevealed; stays secret until the game ends


@dataclass(frozen=True, slots=True)
class SchemeRules:
    """How an edition handles secret schemes."""

    edition: str
    first_choice: int  # schemes chosen from the pool at the start (M3E 2, M4E 1)
    follows_next_available: bool  # M4E: after a reveal or abandon, choose from Next Available


RULES: Mapping[str, SchemeRules] = {
    "m3e": SchemeRules("m3e", 2, False),
    "m4e": SchemeRules("m4e", 1, True),
}


def rules_for(edition: str) -> SchemeRules:
    try:
        return RULES[edition]
    except KeyError:
        raise DomainError("scheme-error-edition", edition=edition.upper()) from None


@dataclass(frozen=True, slots=True)
class SecretScheme:
    player: int
    slot: int
    scheme: str
    salt: str  # 32 hex digits
    commitment: str  # 64 hex digits
    chosen_turn: int
    status: Status = Status.HELD
    changed_turn: int | None = None  # when it was revealed or abandoned
    choice: str | None = None  # what the scheme asked to note in secret (commitment v2)
    commitment_version: int = 1  # the document the commitment hashes (v1 has no choice)

    @property
    def is_secret(self) -> bool:
        return self.status is not Status.REVEALED


# -- the commitment ------------------------------------------------------------------------------


def canonical(
    table_id: int,
    game_id: int,
    player: int,
    slot: int,
    scheme: str,
    salt: str,
    choice: str | None = None,
    version: int = COMMITMENT_VERSION,
) -> bytes:
    """The exact bytes hashed into a commitment (the docs' script builds the same bytes)."""
    document: dict[str, object] = {
        "v": version,
        "table": table_id,
        "game": game_id,
        "player": player,
        "slot": slot,
        "scheme": scheme,
        "salt": salt,
    }
    if version >= 2:
        document["choice"] = choice or ""
    elif choice:
        raise ValueError("a v1 commitment has no secret choice")
    return json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def commitment(
    table_id: int,
    game_id: int,
    player: int,
    slot: int,
    scheme: str,
    salt: str,
    choice: str | None = None,
    version: int = COMMITMENT_VERSION,
) -> str:
    return hashlib.sha256(
        canonical(table_id, game_id, player, slot, scheme, salt, choice, version)
    ).hexdigest()


def verify(secret: SecretScheme, table_id: int, game_id: int) -> bool:
    return secret.commitment == commitment(
        table_id,
        game_id,
        secret.player,
        secret.slot,
        secret.scheme,
        secret.salt,
        secret.choice,
        secret.commitment_version,
    )


def clean_choice(text: str) -> str:
    """A secret choice as committed: one line, spaces collapsed, 1 to ``CHOICE_MAX`` characters."""
    cleaned = " ".join(text.split())
    if not cleaned:
        raise DomainError("scheme-error-choice-missing")
    if len(cleaned) > CHOICE_MAX:
        raise DomainError("scheme-error-choice-long", max=CHOICE_MAX)
    return cleaned


def new_salt(rng: random.Random) -> str:
    return f"{rng.getrandbits(SALT_BITS):032x}"


# -- choosing ------------------------------------------------------------------------------------


def of_player(secrets: Iterable[SecretScheme], player: int) -> tuple[SecretScheme, ...]:
    return tuple(s for s in secrets if s.player == player)


def options(
    edition: str,
    secrets: Sequence[SecretScheme],
    player: int,
    pool: Sequence[str],
    next_available: Mapping[str, Sequence[str]],
    turn: int,
) -> tuple[tuple[str, ...], int]:
    """What ``player`` may choose now and how many: the pool at the start; in M4E, after a
    reveal or abandon, the Next Available Schemes of the last scheme minus those already revealed."""
    rules = rules_for(edition)
    mine = of_player(secrets, player)
    if not mine:
        if turn > LAST_TURN_TO_CHOOSE_FIRST:
            raise DomainError("scheme-error-too-late", turn=turn)
        if len(pool) < rules.first_choice:
            raise DomainError("scheme-error-no-pool")
        return tuple(pool), rules.first_choice
    held = [s for s in mine if s.status is Status.HELD]
    if not rules.follows_next_available:
        raise DomainError("scheme-error-already-chosen", count=len(mine))
    if held:
        raise DomainError("scheme-error-still-held")
    last = mine[-1].scheme
    revealed = {s.scheme for s in mine if s.status is Status.REVEALED}
    following = tuple(n for n in next_available.get(last, ()) if n not in revealed)
    if not following:
        raise DomainError("scheme-error-nothing-next")
    return following, 1


def choose(
    secrets: Sequence[SecretScheme],
    player: int,
    chosen: Sequence[str],
    offered: Sequence[str],
    count: int,
    *,
    table_id: int,
    game_id: int,
    turn: int,
    rng: random.Random,
    secret_choices: Iterable[str] = (),
    choices: Mapping[str, str] | None = None,
) -> tuple[SecretScheme, ...]:
    """Commit ``chosen`` (exactly ``count`` different schemes of ``offered``); returns the new ones.

    A scheme named in ``secret_choices`` (the season marks it) needs its secret choice in
    ``choices`` (by scheme name), which the commitment then binds; no other scheme takes one.
    """
    asks = {name.casefold() for name in secret_choices}
    given = {" ".join(k.split()).casefold(): v for k, v in (choices or {}).items()}
    by_key = {name.casefold(): name for name in offered}
    names: list[str] = []
    for raw in chosen:
        name = by_key.get(" ".join(raw.split()).casefold())
        if name is None:
            raise DomainError("scheme-error-not-offered", scheme=raw[:100], offered=", ".join(offered))
        if name in names:
            raise DomainError("scheme-error-twice", scheme=name)
        names.append(name)
    if len(names) != count:
        raise DomainError("scheme-error-count", count=count, given=len(names))
    notes: dict[str, str | None] = {}
    for name in names:
        text = given.pop(name.casefold(), None)
        if name.casefold() in asks:
            if text is None:
                raise DomainError("scheme-error-choice-missing-for", scheme=name)
            notes[name] = clean_choice(text)
        else:
            notes[name] = None
            if text is not None and text.strip():
                raise DomainError("scheme-error-choice-not-asked", scheme=name)
    if any(text.strip() for text in given.values()):
        raise DomainError("scheme-error-choice-not-asked", scheme=next(iter(given))[:100])
    slot = len(of_player(secrets, player))
    out: list[SecretScheme] = []
    for name in names:
        slot += 1
        salt = new_salt(rng)
        note = notes[name]
        out.append(
            SecretScheme(
                player=player,
                slot=slot,
                scheme=name,
                salt=salt,
                commitment=commitment(table_id, game_id, player, slot, name, salt, note),
                chosen_turn=turn,
                choice=note,
                commitment_version=COMMITMENT_VERSION,
            )
        )
    return tuple(out)


# -- revealing, abandoning, scoring ----------------------------------------------------------------


def _held(secrets: Sequence[SecretScheme], player: int, scheme: str | None) -> SecretScheme:
    wanted = None if scheme is None else " ".join(scheme.split()).casefold()
    for secret in secrets:
        if secret.player != player or secret.status is not Status.HELD:
            continue
        if wanted is None or secret.scheme.casefold() == wanted:
            return secret
    raise DomainError("scheme-error-not-held", scheme=(scheme or "")[:100])


def _replace(secrets: Sequence[SecretScheme], new: SecretScheme) -> tuple[SecretScheme, ...]:
    return tuple(new if (s.player, s.slot) == (new.player, new.slot) else s for s in secrets)


def reveal(
    secrets: Sequence[SecretScheme], player: int, scheme: str, turn: int
) -> tuple[tuple[SecretScheme, ...], SecretScheme]:
    """Reveal one of ``player``'s held schemes (by name)."""
    secret = _held(secrets, player, scheme)
    done = replace(secret, status=Status.REVEALED, changed_turn=turn)
    return _replace(secrets, done), done


def abandon(
    edition: str, secrets: Sequence[SecretScheme], player: int, turn: int
) -> tuple[tuple[SecretScheme, ...], SecretScheme]:
    """M4E: give up the held scheme without revealing it (it is revealed when the game ends)."""
    if not rules_for(edition).follows_next_available:
        raise DomainError("scheme-error-abandon-edition", edition=edition.upper())
    secret = _held(secrets, player, None)
    done = replace(secret, status=Status.ABANDONED, changed_turn=turn)
    return _replace(secrets, done), done


def check_scoring(secrets: Sequence[SecretScheme], player: int, scheme: str) -> None:
    """A player who chose schemes through the bot scores only the schemes they have revealed.

    The same error whatever the reason (held in secret, never chosen), so that scoring for the
    opponent cannot be used to probe the opponent's secret.
    """
    mine = of_player(secrets, player)
    if not mine:
        return
    if any(s.status is Status.REVEALED and s.scheme == scheme for s in mine):
        return
    raise DomainError("scheme-error-score-unrevealed", scheme=scheme, player=f"<@{player}>")


def unrevealed(secrets: Iterable[SecretScheme]) -> tuple[SecretScheme, ...]:
    """What the end of the game reveals: every scheme still secret (held or abandoned)."""
    return tuple(s for s in secrets if s.is_secret)
