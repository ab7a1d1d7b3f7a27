"""The one formatter of every name a league shows: league, player and season names as plain text.

A name is typed by a person (a league's name by its organiser, a player's display name by
Discord), so it can hold markdown: bold, a heading, a quote, a code span, a spoiler, a masked
link (``[text](https://...)``), a mention or a timestamp (``<@...>``, ``<t:...>``). ``plain``
escapes all of it, so the name reads as typed and does nothing else: every league reply, post,
notice and error shows names through it (``bot/ui/league`` and the play layer's errors).

Pure: no Discord, so that the play layer's errors use the same function as the replies.
"""

from __future__ import annotations

import re

# Each character that starts or ends markdown, wherever it stands; ``#``, ``>`` and ``-`` too
# (a heading, a quote or a list where the name starts a line).
_MARKDOWN = re.compile(r"([\\*_~`|\[\]<>#])|^(\s*)-", re.MULTILINE)
# A mention Discord would ping or resolve (allowed mentions stop the ping; this stops the look).
_MENTION = re.compile(r"@(everyone|here|[!&]?[0-9]{15,20})")


def _escape(match: re.Match[str]) -> str:
    if match.group(1) is not None:
        return "\\" + match.group(1)
    return match.group(2) + "\\-"


def plain(text: str) -> str:
    """``text`` as plain text in a Discord message: no markdown, no link, no mention."""
    return _MENTION.sub("@\u200b\\1", _MARKDOWN.sub(_escape, text))
