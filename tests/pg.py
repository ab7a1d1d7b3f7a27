"""A throwaway PostgreSQL server for the tests: initdb + pg_ctl in a temp directory.

Found through ``FATEBOT_PG_BIN`` or Debian's layout (/usr/lib/postgresql/*/bin). It listens on
a Unix socket in its own directory only (no TCP port to collide with), with fsync off: the
tests check what the bot writes, not the disk. Run as root, the server runs as the
``postgres`` user (initdb refuses root).
"""

from __future__ import annotations

import atexit
import contextlib
import glob
import itertools
import os
import pwd
import shutil
import subprocess
import tempfile
from pathlib import Path

CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")


def find_bin() -> Path | None:
    given = os.environ.get("FATEBOT_PG_BIN")
    if given:
        return Path(given) if (Path(given) / "pg_ctl").exists() else None
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"), reverse=True)
    if found:
        return Path(found[0]).parent
    which = shutil.which("pg_ctl")
    return Path(which).parent if which else None


def why_unavailable() -> str | None:
    """None if a server can be started here, else the reason (shown when tests are skipped)."""
    if find_bin() is None:
        return "PostgreSQL binaries not found (apt-get install postgresql, or set FATEBOT_PG_BIN)"
    if os.geteuid() == 0:
        try:
            pwd.getpwnam("postgres")
        except KeyError:
            return "running as root and there is no 'postgres' user to run the server as"
    return None


class PgServer:
    def __init__(self) -> None:
        bin_dir = find_bin()
        assert bin_dir is not None
        self.bin = bin_dir
        self.dir = Path(tempfile.mkdtemp(prefix="fatebot-pg-"))
        self.data = self.dir / "data"
        self._as_user: list[str] = []
        if os.geteuid() == 0:
            entry = pwd.getpwnam("postgres")
            os.chown(self.dir, entry.pw_uid, entry.pw_gid)
            self._as_user = ["runuser", "-u", "postgres", "--"]
        self._names = itertools.count(1)

    def _run(self, *args: str) -> None:
        subprocess.run([*self._as_user, *args], check=True, capture_output=True, cwd=self.dir)

    def start(self, *, durable: bool = False) -> PgServer:
        """``durable``: PostgreSQL's own defaults (fsync, synchronous commit), for benchmarks."""
        self._run(
            str(self.bin / "initdb"), "-D", str(self.data), "-U", "postgres", "-A", "trust", "-E", "UTF8"
        )
        options = f"-k {self.dir} -c listen_addresses='' -c max_connections=300"
        if not durable:
            options += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        self._run(
            str(self.bin / "pg_ctl"),
            "-D",
            str(self.data),
            "-l",
            str(self.dir / "log"),
            "-w",
            "-o",
            options,
            "start",
        )
        atexit.register(self.stop)  # an interrupted test run must not leave a server behind
        return self

    def stop(self) -> None:
        if not self.data.exists():
            return
        with contextlib.suppress(subprocess.CalledProcessError):
            self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "stop")
        shutil.rmtree(self.dir, ignore_errors=True)

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@/{database}?host={self.dir}"

    def psql(self, sql: str, database: str = "postgres") -> str:
        done = subprocess.run(
            [str(self.bin / "psql"), "-h", str(self.dir), "-U", "postgres", "-d", database, "-Atqc", sql],
            check=True,
            capture_output=True,
            text=True,
        )
        return done.stdout

    def new_database(self) -> str:
        """A fresh empty database; its URL."""
        name = f"t{os.getpid()}_{next(self._names)}"
        self.psql(f"CREATE DATABASE {name} TEMPLATE template0")
        return self.url(name)
