"""Discord's `PUT /channels/{channel_id}/voice-status` for simcord, which does not serve it yet.

Modelled as Discord answers it: the bot needs Set Voice Channel Status in the channel (else 403
Missing Permissions, 50013), the channel must be a voice channel (else 400, 50024), `status` is
the only field (a string of at most 500 characters, or null to clear it), and the answer is a
204. The body is judged against Discord's schema like every other (tests/e2e/conftest.py).
Importing this module registers the route; `voice_status` reads what a channel shows.
"""

from __future__ import annotations

import weakref
from typing import Any

from simcord.backend import errors
from simcord.backend.state import Backend
from simcord.enums import ChannelType
from simcord.http.router import RequestContext, route

STATUS_MAX = 500

_statuses: weakref.WeakKeyDictionary[Backend, dict[int, str | None]] = weakref.WeakKeyDictionary()
_history: weakref.WeakKeyDictionary[Backend, list[tuple[int, str | None]]] = weakref.WeakKeyDictionary()


@route("PUT", "/channels/{channel_id}/voice-status")
def set_voice_status(ctx: RequestContext) -> Any:
    channel = ctx.require_channel_permissions(ctx.int_arg("channel_id"), "set_voice_channel_status")
    if channel.type != ChannelType.VOICE:
        raise errors.cannot_execute_on_channel_type()
    status = ctx.fields("status").get("status")
    if status is not None and (not isinstance(status, str) or len(status) > STATUS_MAX):
        raise errors.invalid_form_body("status")
    _statuses.setdefault(ctx.backend, {})[channel.id] = status or None
    _history.setdefault(ctx.backend, []).append((channel.id, status or None))
    return None


def voice_status(backend: Backend, channel_id: int) -> str | None:
    """What the voice channel's status shows now (None: nothing)."""
    return _statuses.get(backend, {}).get(channel_id)


def voice_status_history(backend: Backend, channel_id: int) -> list[str | None]:
    """Every status the bot set on the channel, in order (None: cleared)."""
    return [status for channel, status in _history.get(backend, []) if channel == channel_id]
