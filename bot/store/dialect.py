"""The few places where PostgreSQL's SQL differs from SQLite's, in one spot.

The store's statements are written once, in the portable subset both databases accept
(``INSERT ... ON CONFLICT ... DO UPDATE``, ``DO NOTHING``, standard types), with SQLite's
``?`` placeholders. For PostgreSQL, :func:`numbered` turns the placeholders into ``$1, $2, ...``
and :func:`postgres_ddl` turns a SQLite migration into PostgreSQL's types, so each migration
exists once and both backends share its number.
"""

from __future__ import annotations

import re
from functools import lru_cache

# Snowflakes and card bytes: SQLite's INTEGER is 64-bit, PostgreSQL's is 32-bit.
_DDL: tuple[tuple[re.Pattern[str], str], ...] = (
    # SQLite's "now" in seconds since the epoch (migration 005), before the types below.
    (re.compile(r"CAST\(strftime\('%s', 'now'\) AS REAL\)"), "extract(epoch FROM now())"),
    (re.compile(r"\bINTEGER\b"), "BIGINT"),
    (re.compile(r"\bBLOB\b"), "BYTEA"),
    (re.compile(r"\bREAL\b"), "DOUBLE PRECISION"),
    (re.compile(r"\)\s*WITHOUT ROWID\b"), ")"),
)
_PLACEHOLDER = re.compile(r"'(?:[^']|'')*'|\?")


@lru_cache(maxsize=512)
def numbered(sql: str) -> str:
    """``?`` placeholders (outside string literals) as PostgreSQL's ``$1, $2, ...``."""
    count = 0

    def swap(match: re.Match[str]) -> str:
        nonlocal count
        if match[0] != "?":
            return match[0]
        count += 1
        return f"${count}"

    return _PLACEHOLDER.sub(swap, sql)


def postgres_ddl(sql: str) -> str:
    """A SQLite migration script as PostgreSQL DDL (comments and statements kept)."""
    for pattern, replacement in _DDL:
        sql = pattern.sub(replacement, sql)
    return sql


def is_postgres_url(database: object) -> bool:
    text = str(database)
    return text.startswith(("postgresql://", "postgres://"))
