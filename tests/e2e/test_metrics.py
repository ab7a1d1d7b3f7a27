"""Prometheus metrics and /healthz of a running bot (FATEBOT_METRICS_PORT), over real HTTP."""

from __future__ import annotations

import socket
from collections.abc import Awaitable, Callable

import aiohttp
import simcord

from bot.app import Fatebot
from tests.e2e.helpers import Table


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def _get(port: int, path: str) -> tuple[int, str]:
    async with aiohttp.ClientSession() as session, session.get(f"http://127.0.0.1:{port}{path}") as response:
        return response.status, await response.text()


def _series(text: str) -> dict[str, float]:
    out = {}
    for line in text.splitlines():
        if line.startswith("fatebot_"):
            name, _, value = line.rpartition(" ")
            out[name] = float(value)
    return out


async def test_metrics_count_commands_and_healthz_follows_the_gateway(
    table: Table, simcord_env: simcord.Env, make_bot: Callable[..., Awaitable[Fatebot]]
) -> None:
    port = _free_port()
    await simcord_env.restart_bot(await make_bot(metrics_port=port))
    # The counters belong to the process: compare with what they said before.
    before = _series((await _get(port, "/metrics"))[1])
    await table.alice.slash(table.channel, "flip")
    await table.alice.slash(table.channel, "flip", modifiers="abc")  # refused: a user error
    await table.alice.slash(table.channel, "duel simple", stat=5, tn=20)

    status, text = await _get(port, "/metrics")
    assert status == 200
    after = _series(text)

    def grew(name: str) -> float:
        return after.get(name, 0.0) - before.get(name, 0.0)

    assert grew('fatebot_commands_total{command="/flip",outcome="ok"}') == 1
    assert grew('fatebot_commands_total{command="/flip",outcome="error"}') == 1
    assert grew('fatebot_command_seconds_count{command="/flip"}') == 2
    assert grew('fatebot_errors_total{kind="error-modifiers-invalid"}') == 1
    assert grew("fatebot_commit_batch_units_count") >= 2  # the flip and the duel were committed
    assert "fatebot_open_duels" in after
    assert after['fatebot_gateway_connected{shard="0"}'] == 1
    assert 'fatebot_gateway_latency_seconds{shard="0"}' in after
    assert str(table.alice.id) not in text and str(table.channel.id) not in text  # no user, no table

    assert await _get(port, "/healthz") == (200, "ok\n")
    bot = simcord_env.bot
    await bot.ws.close(code=4000)  # the gateway drops
    assert (await _get(port, "/healthz"))[0] == 503
    assert _series((await _get(port, "/metrics"))[1])['fatebot_gateway_connected{shard="0"}'] == 0
    bot.ws.open = True  # and comes back
    assert (await _get(port, "/healthz"))[0] == 200


async def test_metrics_listen_on_loopback_unless_a_setting_says_otherwise(
    table: Table, simcord_env: simcord.Env, make_bot: Callable[..., Awaitable[Fatebot]]
) -> None:
    """Issue 24 §5: /metrics listened on every interface; now on loopback by default."""
    port = _free_port()
    await simcord_env.restart_bot(await make_bot(metrics_port=port))
    server = simcord_env.bot._metrics  # type: ignore[attr-defined]
    assert server is not None and server._runner is not None
    assert [address[0] for address in server._runner.addresses] == ["127.0.0.1"]
    assert (await _get(port, "/healthz"))[0] == 200

    other = _free_port()
    await simcord_env.restart_bot(await make_bot(metrics_port=other, metrics_host="0.0.0.0"))
    server = simcord_env.bot._metrics  # type: ignore[attr-defined]
    assert [address[0] for address in server._runner.addresses] == ["0.0.0.0"]
