"""Check a Fatebot game record, or a table deck's record, offline (docs/fair-deck.md).
Standard library only.

    python3 check_game.py game-record.json
    python3 check_game.py deck-record-….json

Checks that the revealed seed matches the commitment published at the start of the game (or of
the deck's epoch), that
every shuffle of every deck is the order the seed derives for it (HMAC_DRBG with SHA-256, NIST
SP 800-90A; Fisher-Yates with unbiased index draws), that every card taken from a deck came
from the top of its pile, that every other move took a card its pile held, that every move into
a draw pile is followed by its shuffle, that the decks end as the record says, that every flip
and duel flip the game's log names is cards its deck's moves took from the top at that point,
that every revealed secret scheme and blind crew matches its commitment, and that the luck report's jokers and
cards used are what the moves give (and each ``one_in`` what its tail, or its bound, gives). Prints the file's
SHA-256 (compare it with the one the bot posted with the file), what it checked, and exits 0, or
prints the first problem and exits 1.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import sys
from collections import Counter
from fractions import Fraction
from math import comb, erfc, sqrt
from typing import Any

SUITS = "RCMT"  # Rams, Crows, Masks, Tomes: card id = suit * 13 + value - 1; BJ 52, RJ 53


class Problem(Exception):
    pass


def card_id(code: str) -> int:
    if code == "BJ":
        return 52
    if code == "RJ":
        return 53
    value, suit = int(code[:-1]), SUITS.index(code[-1])
    if not 1 <= value <= 13:
        raise Problem(f"no such card: {code}")
    return suit * 13 + value - 1


ALL_IDS = list(range(54))


class HmacDrbg:
    """NIST SP 800-90A HMAC_DRBG with SHA-256: no prediction resistance, no reseed."""

    def __init__(self, entropy: bytes, nonce: bytes = b"", personalization: bytes = b"") -> None:
        self.key, self.value = b"\x00" * 32, b"\x01" * 32
        self.update(entropy + nonce + personalization)

    def mac(self, data: bytes) -> bytes:
        return hmac.new(self.key, data, hashlib.sha256).digest()

    def update(self, data: bytes) -> None:
        self.key = self.mac(self.value + b"\x00" + data)
        self.value = self.mac(self.value)
        if data:
            self.key = self.mac(self.value + b"\x01" + data)
            self.value = self.mac(self.value)

    def generate(self, length: int) -> bytes:
        out = b""
        while len(out) < length:
            self.value = self.mac(self.value)
            out += self.value
        self.update(b"")
        return out[:length]


def derived_order(seed: bytes, owner: str, number: int, interaction: str, ids: list[int]) -> list[int]:
    """The order (top first) a shuffle gives the cards ``ids``: sorted by id, then Fisher-Yates
    from the last position down, each index a big-endian 32-bit word below the largest multiple
    of the range (else the next word), modulo the range; words come 4 at a time from 32 bytes."""
    drbg = HmacDrbg(seed, b"", f"fatebot-shuffle-v1:{owner}:{number}:{interaction}".encode("ascii"))
    block, at = b"", 0
    order = sorted(ids)
    for i in range(len(order) - 1, 0, -1):
        bound = i + 1
        limit = 2**32 - 2**32 % bound
        while True:
            if at == len(block):
                block, at = drbg.generate(32), 0
            word = int.from_bytes(block[at : at + 4], "big")
            at += 4
            if word < limit:
                break
        j = word % bound
        order[i], order[j] = order[j], order[i]
    return order


def joker_chances(decks: list[dict[str, Any]]) -> dict[str, tuple[int, list[Fraction]]]:
    """For the luck report: per player, jokers taken and each taken card's chance of being one,
    given the cards that player could not see (the draw pile, and other players' hands in a
    shared deck; a shared deck's flips count for nobody)."""
    out: dict[str, tuple[int, list[Fraction]]] = {}
    for deck in decks:
        draw: list[str] = []
        hands: dict[str, list[str]] = {}
        for move in deck["moves"]:
            if "shuffle" in move:
                hands = {} if move["of"] == "all" else hands
                draw = list(reversed(move["order"]))
                continue
            for card in move["cards"]:
                if move["from"] == "draw":
                    player = deck["owner"] if move["to"] == "play" else move["to"]
                    if player != "0":
                        unseen = draw + [c for p, h in hands.items() if p != player for c in h]
                        jokers = sum(c in ("BJ", "RJ") for c in unseen)
                        count, chances = out.get(player, (0, []))
                        out[player] = (
                            count + (card in ("BJ", "RJ")),
                            [*chances, Fraction(jokers, len(unseen))],
                        )
                    draw.pop()
                elif move["from"] not in ("discard", "play"):
                    hands[move["from"]].remove(card)
                if move["to"] == "draw":
                    draw.append(card)
                elif move["to"] not in ("discard", "play"):
                    hands.setdefault(move["to"], []).append(card)
    return out


def tail(chances: list[Fraction], observed: int) -> Fraction:
    """The exact Poisson-binomial tail on the observed side of the expected count."""
    dist = [Fraction(1)]
    for p in chances:
        padded = [Fraction(0), *dist, Fraction(0)]
        dist = [padded[k] * p + padded[k + 1] * (1 - p) for k in range(len(dist) + 1)]
    if observed >= sum(chances, Fraction(0)):
        return sum(dist[observed:], Fraction(0))
    return sum(dist[: observed + 1], Fraction(0))


# Bounded work (docs/fair-deck.md): exact tails up to these sizes, beyond them the normal
# approximation with its Berry-Esseen bound; each player's newest FLIPS_COUNTED duel flips.
EXACT_CHANCES, EXACT_FLIPS, FLIPS_COUNTED = 300, 60, 300
BERRY_ESSEEN, ROUNDING = 0.56, 1e-9


def normal_tail(
    mean: float, variance: float, third: float, observed: int, above: bool
) -> tuple[float, float]:
    """The normal approximation (continuity-corrected) of the tail, and its error bound."""
    sigma = sqrt(variance)
    z = (observed - 0.5 - mean) / sigma if above else (mean - observed - 0.5) / sigma
    value = min(1.0, max(0.0, 0.5 * erfc(z / sqrt(2.0))))
    return value, BERRY_ESSEEN * third / sigma**3 + ROUNDING


def same_tail(figures: dict[str, Any], exact: Any, approximate: Any, size: int, limit: int) -> bool:
    """The stated tail is the exact one up to ``limit`` terms, else the same approximation (to
    float rounding) with the same error bound; ``one_in`` is what the tail gives."""
    if size <= limit:
        value = exact()
        one_in = None if value == 0 else round(1 / value)
        return "approximation" not in figures and (figures["tail"], figures["one_in"]) == (str(value), one_in)
    value, error = approximate()
    if isinstance(value, Fraction):  # a certain count: the tail is 1
        return (figures["tail"], figures["one_in"]) == ("1", 1)
    close = all(
        abs(float(figures[k]) - v) <= 1e-12 + 1e-9 * v for k, v in (("tail", value), ("error", error))
    )
    return (
        figures.get("approximation") == "normal"
        and close
        and figures["one_in"] == max(1, int(1 / min(1.0, float(figures["tail"]) + float(figures["error"]))))
    )


def bernoulli_approximation(chances: list[Fraction], observed: int) -> tuple[Any, float]:
    variance = third = 0.0
    for chance in chances:
        p = float(chance)
        q = 1.0 - p
        variance, third = variance + p * q, third + p * q * (p * p + q * q)
    mean = sum(chances, Fraction(0))
    if variance == 0:
        return Fraction(1), 0.0
    return normal_tail(float(mean), variance, third, observed, observed >= mean)


def sum_approximation(flips: list[tuple[int, list[int]]]) -> tuple[Any, float]:
    mean = variance = third = 0.0
    expected = Fraction(0)
    for _, ways in flips:
        total = sum(ways)
        m = sum(v * w for v, w in enumerate(ways)) / total
        mean += m
        variance += sum(w * (v - m) ** 2 for v, w in enumerate(ways)) / total
        third += sum(w * abs(v - m) ** 3 for v, w in enumerate(ways)) / total
        expected += Fraction(sum(v * w for v, w in enumerate(ways)), total)
    observed = sum(used for used, _ in flips)
    if variance == 0:
        return Fraction(1), 0.0
    return normal_tail(mean, variance, third, observed, observed >= expected)


def value(card: int) -> int:
    return 0 if card == 52 else 14 if card == 53 else card % 13 + 1


def piles_before(moves: list[dict[str, Any]], stop: int) -> tuple[list[int], dict[str, list[int]]]:
    """A deck's draw pile (top last) and other piles (a player's id: their hand) before move ``stop``."""
    draw: list[int] = []
    piles: dict[str, list[int]] = {"discard": [], "play": []}
    for move in moves[:stop]:
        if "shuffle" in move:
            if move["of"] == "all":
                piles = {"discard": [], "play": []}
            elif move["of"] == "discard":
                piles["discard"] = []
            draw = [card_id(c) for c in reversed(move["order"])]
            continue
        for card in map(card_id, move["cards"]):
            if move["from"] == "draw":
                draw.pop()
            else:
                piles[move["from"]].remove(card)
            if move["to"] == "draw":
                draw.append(card)
            else:
                piles.setdefault(move["to"], []).append(card)
    return draw, piles


def used_ways(unseen: list[int], k: int, negative: bool) -> list[int]:
    """Ways, over every set of ``k`` of the unseen cards, for the card used to be worth 0 … 14: the
    Black Joker when flipped; with a − the Red Joker when flipped, else the lowest; else the highest."""
    ways = [0] * 15
    rest = [c for c in unseen if c != 52]
    ways[0] = comb(len(unseen) - 1, k - 1) if len(rest) < len(unseen) else 0
    if negative:
        if 53 in rest:
            ways[14] = comb(len(rest) - 1, k - 1)
            rest.remove(53)
        for v in range(1, 14):
            ways[v] = comb(sum(value(c) >= v for c in rest), k) - comb(sum(value(c) > v for c in rest), k)
    else:
        for v in range(1, 15):
            ways[v] = comb(sum(value(c) <= v for c in rest), k) - comb(sum(value(c) < v for c in rest), k)
    return ways


def cards_used(record: dict[str, Any]) -> dict[str, list[tuple[int, list[int]]]]:
    """Per player, each duel flip counted by the luck report's cards used (docs/fair-deck.md):
    the value of the card used, and the ways for it to be worth 0 … 14 from what they could see."""
    decks = {d["owner"]: d for d in record["decks"]}
    cursor = dict.fromkeys(decks, 0)
    out: dict[str, list[tuple[int, list[int]]]] = {}
    for event in record["events"]:
        if event["kind"] != "duel":
            continue
        for side in event["data"]["sides"]:
            player = str(side["player"])
            owner = player if player in decks else "0"
            if side.get("boosted", True) or not side.get("flipped") or owner not in decks:
                continue
            moves = decks[owner]["moves"]
            at = next(
                (
                    i
                    for i in range(cursor[owner], len(moves))
                    if moves[i].get("from") == "draw"
                    and moves[i].get("to") == "play"
                    and moves[i]["cards"] == side["flipped"]
                ),
                None,
            )
            if at is None:
                continue
            cursor[owner] = at + 1
            draw, piles = piles_before(moves, at)
            unseen = draw + [c for p, h in piles.items() if p not in ("discard", "play", player) for c in h]
            cards, negative = [card_id(c) for c in side["flipped"]], int(side["modifier"]) < 0
            if len(cards) > len(unseen):
                continue
            if 52 in cards:
                used = 0
            elif negative and 53 in cards:
                used = 14
            else:
                used = (min if negative else max)(value(c) for c in cards)
            out.setdefault(player, []).append((used, used_ways(unseen, len(cards), negative)))
    return out


def cards_used_figures(flips: list[tuple[int, list[int]]]) -> tuple[int, str, str]:
    """Flips, mean and mean expected, as text."""
    expected = Fraction(0)
    for _, ways in flips:
        expected += Fraction(sum(v * w for v, w in enumerate(ways)), sum(ways))
    n = len(flips)
    return n, str(Fraction(sum(used for used, _ in flips), n)), str(expected / n)


def cards_used_tail(flips: list[tuple[int, list[int]]]) -> Fraction:
    """The exact tail of the sum of the flips' cards used (its observed side)."""
    weights, denominator, expected = [1], 1, Fraction(0)
    for _, ways in flips:
        total = sum(ways)
        expected += Fraction(sum(v * w for v, w in enumerate(ways)), total)
        product = [0] * (len(weights) + 14)
        for i, w in enumerate(weights):
            for v, x in enumerate(ways):
                product[i + v] += w * x
        weights, denominator = product, denominator * total
    observed = sum(used for used, _ in flips)
    side = weights[observed:] if observed >= expected else weights[: observed + 1]
    return Fraction(sum(side), denominator)


def check_luck(record: dict[str, Any]) -> int:
    """The record's luck report, recomputed from its moves (and the duels' flips in its log). A
    figure the record names in ``luck_left_out`` (not ready by the deadline) may be missing."""
    left_out = set(record.get("luck_left_out", []))
    if "jokers" in left_out:
        if record.get("luck"):
            raise Problem("the luck report says its jokers were left out, yet holds figures")
        return 0
    found = joker_chances(record["decks"])
    used = {p: flips[-FLIPS_COUNTED:] for p, flips in cards_used(record).items()}
    for player, figures in record.get("luck", {}).items():
        mine = figures.get("cards_used")
        if mine is None and "cards_used" in left_out:
            continue
        if (mine is None) != (player not in used) or (
            mine is not None
            and (
                (mine["flips"], mine["mean"], mine["expected"]) != cards_used_figures(used[player])
                or not same_tail(
                    mine,
                    lambda f=used[player]: cards_used_tail(f),
                    lambda f=used[player]: sum_approximation(f),
                    len(used[player]),
                    EXACT_FLIPS,
                )
            )
        ):
            raise Problem(f"the cards used by player {player} are not what the moves give")
    for player, figures in record.get("luck", {}).items():
        jokers, chances = found.get(player, (0, []))
        expected = sum(chances, Fraction(0))
        if (figures["jokers"], figures["cards"], figures["expected"]) != (
            jokers,
            len(chances),
            str(expected),
        ) or not same_tail(
            figures,
            lambda c=chances, j=jokers: tail(c, j),
            lambda c=chances, j=jokers: bernoulli_approximation(c, j),
            len(chances),
            EXACT_CHANCES,
        ):
            raise Problem(f"the luck report of player {player} is not what the moves give")
    return len(record.get("luck", {}))


def check_deck(seed: bytes, deck: dict[str, Any]) -> tuple[int, int]:
    owner = deck["owner"]
    draw: list[int] | None = None  # top last; None until the first full shuffle
    piles: dict[str, list[int]] = {"discard": [], "play": []}
    ordered = True  # False: the draw pile's cards are known, not yet their order
    if "start" in deck:  # a table deck's epoch that began on a deck in use
        start = deck["start"]
        piles = {
            "discard": [card_id(c) for c in start["discard"]],
            "play": [card_id(c) for c in start["play"]],
            **{p: [card_id(c) for c in h] for p, h in start["hands"].items()},
        }
        elsewhere = Counter(c for pile in piles.values() for c in pile)
        if any(n > 1 for n in elsewhere.values()):
            raise Problem(f"deck {owner}: a card is twice in its start")
        draw, ordered = [c for c in ALL_IDS if c not in elsewhere], False
    shuffles = taken = 0
    returned = 0  # the move that put cards into the draw pile: the next move must shuffle it
    for step, move in enumerate(deck["moves"], 1):
        where = f"deck {owner}, move {step}"
        if returned and "shuffle" not in move:
            raise Problem(
                f"deck {owner}, move {returned}: cards went into the draw pile and no shuffle followed"
            )
        returned = 0
        if "shuffle" in move:
            order = [card_id(c) for c in move["order"]]
            if move["shuffle"] != shuffles:
                raise Problem(f"{where}: shuffle number {move['shuffle']}, expected {shuffles}")
            if move["of"] == "all":
                expected = ALL_IDS
                piles = {"discard": [], "play": []}
            elif draw is None:
                raise Problem(f"{where}: the first shuffle must take every card")
            elif move["of"] == "discard":
                expected = draw + piles["discard"]
                piles["discard"] = []
            elif move["of"] == "draw":
                expected = draw
            else:
                raise Problem(f"{where}: unknown shuffle source {move['of']!r}")
            if Counter(order) != Counter(expected):
                raise Problem(f"{where}: the shuffle's cards are not the cards it shuffled")
            if derived_order(seed, owner, shuffles, move["interaction"], order) != order:
                raise Problem(f"{where}: shuffle {shuffles} is not the order the seed derives")
            draw, ordered = list(reversed(order)), True
            shuffles += 1
            continue
        if draw is None:
            raise Problem(f"{where}: a card moved before the first shuffle")
        cards = [card_id(c) for c in move["cards"]]
        source, target = move["from"], move["to"]
        if source == "draw":
            if not ordered:
                raise Problem(f"{where}: a card left the draw pile before its first shuffle")
            top = list(reversed(draw[len(draw) - len(cards) :])) if cards else []
            if top != cards:
                raise Problem(f"{where}: {' '.join(move['cards'])} is not the top of the deck")
            del draw[len(draw) - len(cards) :]
            taken += len(cards)
        else:
            pile = piles.setdefault(source, [])
            for card in cards:
                if card not in pile:
                    raise Problem(f"{where}: {source} does not hold that card")
                pile.remove(card)
        if target == "draw":
            draw.extend(cards)
            returned = step
        else:
            piles.setdefault(target, []).extend(cards)
    if returned:
        raise Problem(f"deck {owner}, move {returned}: cards went into the draw pile and no shuffle followed")
    final = deck["final"]
    hands = {p: sorted(c) for p, c in piles.items() if p not in ("discard", "play") and c}
    if (
        draw is None
        or [card_id(c) for c in final["draw"]] != list(reversed(draw))
        or Counter(card_id(c) for c in final["discard"]) != Counter(piles["discard"])
        or Counter(card_id(c) for c in final["play"]) != Counter(piles["play"])
        or {p: sorted(card_id(c) for c in h) for p, h in final["hands"].items()} != hands
    ):
        raise Problem(f"deck {owner}: its moves do not end where the record says")
    return shuffles, taken


def _taken(moves: list[dict[str, Any]], at: int, cards: list[str], claimed: set[int]) -> list[int] | None:
    """The moves from ``at`` on that took exactly ``cards`` from the top into play, in one go:
    one move, or two with a shuffle between them (the draw pile ran out mid-flip)."""
    found: list[int] = []
    rest, i = list(cards), at
    while rest:
        if found:  # a flip goes on only after its deck's reshuffle
            if i >= len(moves) or "shuffle" not in moves[i]:
                return None
            i += 1
        move = moves[i] if i < len(moves) else {}
        part = move.get("cards", [])
        if (
            move.get("from") != "draw"
            or move.get("to") != "play"
            or i in claimed
            or rest[: len(part)] != part
        ):
            return None
        found.append(i)
        rest, i = rest[len(part) :], i + 1
    return found


def check_flips(record: dict[str, Any]) -> int:
    """Every flip (``flip``) and duel flip (``duel``, each side's ``flipped``) the log names for
    one of the game's players must be cards a draw-to-play move of that player's deck (their own,
    else the table's shared deck ``0``) took from the top, each move claimed once; a flip (logged
    in the unit that made it) after the previous flip of that deck. A flip from a deck the record
    does not hold (one the game never committed) fails."""
    decks = {d["owner"]: d["moves"] for d in record["decks"]}
    players = {str(p) for p in record["players"]}
    claimed: dict[str, set[int]] = {owner: set() for owner in decks}
    cursor: dict[str, int] = {}
    matched = 0
    for event in record["events"]:
        data = event["data"]
        if event["kind"] == "flip" and not data.get("switched"):
            sides = [(str(data["player"]), list(data["cards"]))]
        elif event["kind"] == "duel":
            sides = [(str(s["player"]), list(s.get("flipped") or [])) for s in data["sides"]]
        else:
            continue
        after: dict[str, int] = {}
        for player, cards in sides:
            if player not in players or not cards:
                continue
            owner = player if player in decks else "0"
            where = f"log event {event['seq']}: player {player}'s {event['kind']} of {' '.join(cards)}"
            if owner not in decks:
                raise Problem(f"{where} comes from a deck the game did not commit")
            # Flips are logged with their move, duels when they end (another may end first).
            moves, start = decks[owner], cursor.get(owner, 0) if event["kind"] == "flip" else 0
            at = next(
                (
                    found
                    for i in range(start, len(moves))
                    if (found := _taken(moves, i, cards, claimed[owner])) is not None
                ),
                None,
            )
            if at is None:
                raise Problem(f"{where} is not what deck {owner}'s moves took from the top at that point")
            claimed[owner].update(at)
            after[owner] = max(after.get(owner, 0), at[-1] + 1)
            matched += 1
        if event["kind"] == "flip":
            cursor.update(after)
    return matched


def scheme_commitment(record: dict[str, Any], scheme: dict[str, Any]) -> str:
    """As docs/secret-schemes.md: SHA-256 of the canonical JSON of the commitment's document."""
    document: dict[str, Any] = {
        "v": scheme["version"],
        "table": int(record["table"]),
        "game": int(record["game"]),
        "player": int(scheme["player"]),
        "slot": scheme["slot"],
        "scheme": scheme["scheme"],
        "salt": scheme["salt"],
    }
    if scheme["version"] >= 2:
        document["choice"] = scheme["choice"]
    text = json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def crew_commitment(record: dict[str, Any], crew: dict[str, Any]) -> str:
    """As bot/rules/crew/blind.py: SHA-256 of the canonical JSON of the crew's document."""
    document: dict[str, Any] = {
        "v": crew["version"],
        "kind": "crew",
        "table": int(record["table"]),
        "game": int(record["game"]),
        "player": int(crew["player"]),
        "crew": crew["crew"],
        "salt": crew["salt"],
    }
    text = json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def check_crews(record: dict[str, Any]) -> list[str]:
    """Each revealed crew against its commitment (a record made before crews has none)."""
    lines = []
    for crew in record.get("crews", []):
        if "salt" not in crew:
            continue
        if crew_commitment(record, crew) != crew["commitment"]:
            raise Problem(f"player {crew['player']}'s crew does not match its commitment")
        models = crew["crew"]["models"]
        cards = sum(1 for m in models if m["card"] is not None)
        lines.append(
            f"player {crew['player']}'s crew {crew['crew']['name']!r} ({len(models)} models,"
            f" {cards} with their cards) matches its commitment"
        )
    return lines


def check_deck_record(record: dict[str, Any]) -> list[str]:
    """A table deck's epoch (format ``fatebot-deck-record``): its seed, its shuffles, its cards."""
    seed = bytes.fromhex(record["seed"])
    if hashlib.sha256(seed).hexdigest() != record["commitment"]:
        raise Problem("the seed does not match the commitment published when the deck's epoch began")
    if record["construction"] != "hmac-drbg-sha256/fisher-yates/v1":
        raise Problem(f"unknown construction {record['construction']!r}")
    shuffles, taken = check_deck(seed, record)
    return [
        f"seed matches its commitment {record['commitment']}",
        f"deck {record['owner']} at table {record['table']}: {shuffles} shuffles and {taken} cards"
        " taken from the top, all as derived",
    ]


def check(record: dict[str, Any]) -> list[str]:
    if record.get("format") == "fatebot-deck-record" and record.get("version") == 1:
        return check_deck_record(record)
    if record.get("format") != "fatebot-game-record" or record.get("version") != 1:
        raise Problem("not a version 1 Fatebot game record or deck record")
    fate = record["fate_deck"]
    seed = bytes.fromhex(fate["seed"])
    if hashlib.sha256(seed).hexdigest() != fate["commitment"]:
        raise Problem("the seed does not match the commitment published at the start")
    lines = [f"seed matches its commitment {fate['commitment']}"]
    for deck in record["decks"]:
        shuffles, taken = check_deck(seed, deck)
        lines.append(
            f"deck {deck['owner']}: {shuffles} shuffles and {taken} cards taken from the top, all as derived"
        )
    revealed = 0
    for scheme in record["schemes"]:
        if "salt" in scheme:
            if scheme_commitment(record, scheme) != scheme["commitment"]:
                raise Problem(
                    f"player {scheme['player']}'s scheme {scheme['slot']} does not match its commitment"
                )
            revealed += 1
    lines.append(f"{revealed} revealed schemes match their commitments")
    lines.extend(check_crews(record))
    lines.append(
        f"{check_flips(record)} flips and duel flips in the log are cards the moves took from the top"
    )
    lines.append(f"the luck report of {check_luck(record)} players is what the moves give")
    return lines


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__)
        return 2
    with open(argv[1], "rb") as file:
        data = file.read()
    # Compare it with the SHA-256 in the bot's message that attached the record.
    print(f"file SHA-256: {hashlib.sha256(data).hexdigest()}")
    try:
        record = json.loads(data.decode("utf-8"))
        lines = check(record)
    except (Problem, KeyError, ValueError, TypeError) as error:
        print(f"FAILED: {error}")
        return 1
    for line in lines:
        print(f"ok: {line}")
    print("The deck checks out." if record.get("format") == "fatebot-deck-record" else "The game checks out.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
