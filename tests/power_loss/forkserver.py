"""Drive ``python -m benchmarks.crash_worker --serve``: one forked victim per job, no start-up cost.

Starting Python and importing the bot takes about a third of a second; hundreds of crashes
would spend most of CI's time on that. The server imports once and forks a child per job.
"""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]


@dataclass
class Outcome:
    pid: int
    status: int  # exit code, or minus the signal that ended the child
    ready: bool  # the child printed "ready": the store was open and the load running
    done: int  # contended commands the child reported done
    stderr: str = ""


@dataclass
class ForkServer:
    env: dict[str, str] = field(default_factory=dict)
    proc: subprocess.Popen[bytes] | None = None
    _buffer: bytes = b""

    def __enter__(self) -> ForkServer:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "benchmarks.crash_worker", "--serve"],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env={**os.environ, "PYTHONPATH": str(ROOT), **self.env},
        )
        return self

    def __exit__(self, *exc: object) -> None:
        assert self.proc is not None and self.proc.stdin is not None
        self.proc.stdin.close()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        if self.proc.stdout is not None:
            self.proc.stdout.close()

    def _line(self, deadline: float) -> str:
        assert self.proc is not None and self.proc.stdout is not None
        fd = self.proc.stdout.fileno()
        while b"\n" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError("the crash worker did not answer in time")
            readable, _, _ = select.select([fd], [], [], left)
            if readable:
                chunk = os.read(fd, 65536)
                if not chunk:
                    raise AssertionError(f"the fork server died (status {self.proc.poll()})")
                self._buffer += chunk
        line, self._buffer = self._buffer.split(b"\n", 1)
        return line.decode()

    def submit(self, job: dict[str, Any]) -> None:
        assert self.proc is not None and self.proc.stdin is not None
        self.proc.stdin.write((json.dumps(job) + "\n").encode())
        self.proc.stdin.flush()

    def wait_ready(self, timeout: float = 30.0) -> int | None:
        """The child's pid once it is ready; None if it ended first (its exit stays queued)."""
        deadline = time.monotonic() + timeout
        while True:
            line = self._line(deadline)
            if line.startswith("ready "):
                return int(line.split()[1])
            if line.startswith("exit "):
                self._buffer = (line + "\n").encode() + self._buffer
                return None

    def wait_exit(self, job: dict[str, Any], timeout: float = 60.0) -> Outcome:
        deadline = time.monotonic() + timeout
        ready = False
        done = 0
        while True:
            line = self._line(deadline)
            if line.startswith("ready "):
                ready = True
            elif line.startswith("done "):
                done = max(done, int(line.split()[1]))
            elif line.startswith("exit "):
                _, pid, status = line.split()
                err = job.get("stderr")
                text = Path(err).read_text() if err and Path(err).exists() else ""
                return Outcome(int(pid), int(status), ready, done, text)

    def run(self, job: dict[str, Any], timeout: float = 60.0) -> Outcome:
        self.submit(job)
        return self.wait_exit(job, timeout)
