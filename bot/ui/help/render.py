"""/help pages: an overview and one page per topic, with commands as clickable mentions.

A page's text is written in the catalogue with commands in backticks as the reader would type
them in their language (`/voltear modificadores:+`). `with_mentions` turns each into a command
mention (`</flip:123>`), which Discord renders in each reader's own client language, followed
by the options as code; a command whose id is unknown stays as it was written.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from bot.ui.common.i18n import tr
from bot.ui.common.reply_layout import PRIVATE, bold

# topic → the catalogue messages of its page, in order
PAGES: dict[str, tuple[str, ...]] = {
    "overview": ("help-intro", "help-overview"),
    "flips": ("help-flips", "help-panel", "help-panel-bottom", "help-dice"),
    "duels": ("help-duels", "help-odds"),
    "hands": ("help-hands", "help-decks", "help-privacy"),
    "encounters": ("help-page-encounters",),
    "leagues": ("help-page-leagues",),
    "games": ("help-page-games",),
    "fair": ("help-page-fair",),
    "notices": ("help-page-notices",),
    "post": ("help-page-post", "help-post-handover"),
    "fulminato": ("help-page-fulminato",),
    "doomtrooper": ("help-page-doomtrooper",),
    "crews": ("help-page-crews",),
    "settings": ("help-page-settings", "help-footer"),
    "readings": ("help-interpretations",),
}
TOPICS: tuple[str, ...] = tuple(PAGES)
ACCENT = PRIVATE

_COMMAND = re.compile(r"`/([^`\n]+)`")


def with_mentions(text: str, mentions: Mapping[str, str]) -> str:
    """Replace each `` `/command sub options` `` whose command is known by its mention.

    `mentions` maps a command path as written in this language (`duelo simple`) to its mention.
    """

    def replace(match: re.Match[str]) -> str:
        words = match.group(1).split(" ")
        for size in (3, 2, 1):
            path = " ".join(words[:size])
            if len(words) >= size and path in mentions:
                rest = " ".join(words[size:]).strip()
                return mentions[path] + (f" `{rest}`" if rest else "")
        return match.group(0)

    return _COMMAND.sub(replace, text)


def help_text(lang: str, topic: str, mentions: Mapping[str, str]) -> str:
    """The page of `topic`: its title in bold, then its paragraphs with command mentions."""
    keys = PAGES.get(topic, PAGES["overview"])
    title = tr(lang, "help-title") if topic == "overview" else f"📖 {tr(lang, f'help-topic-{topic}')}"
    body = "\n\n".join(with_mentions(tr(lang, key), mentions) for key in keys)
    return f"{bold(title)}\n{body}"
