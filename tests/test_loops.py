"""The background jobs' runner (bot.loops, on discord.ext.tasks): a failing iteration is logged
and the job goes on; stopping it ends it at once, even in the middle of an iteration."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.loops import Periodic, every
from bot.store import Store


async def until(condition: Callable[[], bool], timeout: float = 10.0) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not condition():
        assert loop.time() < deadline, "condition not reached"
        await asyncio.sleep(0.005)


class Job:
    """Fails on its first run, then counts its runs."""

    def __init__(self) -> None:
        self.runs = 0

    async def __call__(self) -> None:
        self.runs += 1
        if self.runs == 1:
            raise RuntimeError("injected failure")


async def test_a_failing_iteration_is_logged_and_the_job_goes_on(caplog: pytest.LogCaptureFixture) -> None:
    job = Job()
    with caplog.at_level(logging.ERROR, logger="discord.ext.tasks"):
        periodic = every(0.01, job, "fatebot-test-job")
        try:
            await until(lambda: job.runs >= 3)
            assert periodic.running()
        finally:
            await periodic.stop()
    failures = [r for r in caplog.records if "fatebot-test-job" in r.getMessage()]
    assert len(failures) == 1 and failures[0].exc_info is not None
    assert "injected failure" in str(failures[0].exc_info[1])


async def test_control_without_the_error_handling_a_failure_ends_the_job() -> None:
    job = Job()
    periodic = Periodic(0.01, job, "fatebot-test-job")
    periodic.loop.clear_exception_types()  # discord.ext.tasks' default for other errors: stop
    periodic.start()
    await until(lambda: not periodic.running())
    await asyncio.sleep(0.05)
    assert job.runs == 1
    await periodic.stop()


async def test_stop_ends_the_job_even_in_the_middle_of_an_iteration() -> None:
    started = asyncio.Event()
    finished: list[bool] = []

    async def slow() -> None:
        started.set()
        await asyncio.sleep(3600)
        finished.append(True)

    periodic = every(0.01, slow, "fatebot-test-job")
    await asyncio.wait_for(started.wait(), timeout=5)
    await asyncio.wait_for(periodic.stop(), timeout=5)
    assert not periodic.running() and finished == []
    await periodic.stop()  # a second stop is harmless


async def test_closing_the_store_stops_its_checkpoints_first(tmp_path: Path) -> None:
    jobs: list[Periodic] = []

    def runner(seconds: float, iteration: Callable[[], object], name: str) -> Periodic:
        job = every(seconds, iteration, name)  # type: ignore[arg-type]
        jobs.append(job)
        return job

    store = await Store.open(tmp_path / "db.sqlite3", checkpoint_interval_s=0.01, every=runner)
    await store.set_meta("k", "v")
    await until(lambda: store.checkpoints > 0)
    assert [job.name for job in jobs] == ["fatebot-checkpoint"] and jobs[0].running()
    await store.close()
    assert not jobs[0].running()
