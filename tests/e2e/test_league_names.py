"""Issue 41 §7: a league's name is shown through one formatter everywhere (bot/rules/league/names.py):
a masked link in its name is never a link, in the create reply, the draw post, /league show, the
reveal, the export reply, a pairing notice or an error."""

from __future__ import annotations

import simcord
from simcord.actors import MemberActor

from tests.e2e.helpers import Table, public_messages, reply
from tests.e2e.test_league import create, reveal

LINKED = "[Win](https://evil.example) **big** <t:1:R>"


def _plain(text: str) -> None:
    assert "[Win](" not in text and "\\[Win\\](https://evil.example)" in text, text
    assert "**big**" not in text and "\\*\\*big\\*\\*" in text and " <t:1:R>" not in text, text


async def test_a_masked_link_in_a_league_name_is_never_a_link(
    table: Table, organiser: MemberActor, simcord_env: simcord.Env
) -> None:
    created = reply(await create(table, organiser, name=LINKED)).content
    _plain(created)
    drawn = reply(await organiser.slash(table.channel, "league-admin draw", name=LINKED, round=1)).content
    _plain(drawn)
    shown = reply(await organiser.slash(table.channel, "league show", name=LINKED)).content
    _plain(shown)
    exported = reply(await organiser.slash(table.channel, "league-admin export", name=LINKED)).content
    _plain(exported)
    for player in (table.alice, table.bob):
        joined = await player.slash(table.channel, "league join", name=LINKED)
        _plain(reply(joined).content)
    paired = await organiser.slash(table.channel, "league-admin pair", name=LINKED, round=1)
    _plain(reply(paired).content)
    notices = [m.content for m in public_messages(table.channel) if "round 1" in m.content]
    assert notices
    for text in notices:
        _plain(text)
    refused = await organiser.slash(table.channel, "league show", name=LINKED, round=9)
    assert refused.ephemeral
    _plain(reply(refused).content)
    _plain(await reveal(table, organiser, name=LINKED))
