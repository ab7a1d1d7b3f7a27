# Fatebot: the same entry point as the README (python -m bot), the database on a volume.
#
#   docker build -t fatebot .
#   docker run -d --name fatebot --restart unless-stopped \
#       -e DISCORD_TOKEN=your-bot-token -v fatebot-data:/data fatebot
#
# See docs/self-hosting.md for settings, backups, upgrades and the health check.
#
# The base image is pinned by digest (the multi-platform index of python:3.11-slim, Python
# 3.11.16 when pinned), with the tag beside it for people and for updates. To move to the newest
# 3.11-slim, put the "Digest:" of `docker buildx imagetools inspect python:3.11-slim` after `@`.
FROM python:3.11-slim@sha256:9c900dea9e8fb7e16277c179b555cc72d29a352dbc33cff48ad5a0412fd5bfc7

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    FATEBOT_DATABASE=/data/fatebot.sqlite3 \
    FATEBOT_METRICS_HOST=0.0.0.0

# The dependencies from the lock, every file checked against its hash (docs/development.md,
# "Updating the locked dependencies"); the lock also brings the build backend (setuptools), so the project
# builds without fetching anything more. A layer of its own: a code change does not reinstall them.
WORKDIR /src
COPY requirements/pip.lock requirements/bot.lock ./requirements/
RUN python -m pip install --require-hashes -r requirements/pip.lock \
    && python -m pip install --require-hashes -r requirements/bot.lock

# Then the project alone: the code and its data (seasons, locales, suit emoji, shipped as the
# package `fatebot_data`) go into site-packages, and the sources are removed, so the image runs
# the installed copy from any folder without FATEBOT_DATA_DIR.
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY cogs ./cogs
COPY data ./data
RUN python -m pip install --no-deps --no-build-isolation . \
    && cd / && rm -rf /src \
    && useradd --create-home --uid 10001 --user-group fatebot \
    && mkdir -p /data \
    && chown fatebot:fatebot /data
WORKDIR /data

# Not root. /data holds the SQLite file (plus its -wal/-shm files and the heartbeat).
USER fatebot
VOLUME ["/data"]

# Healthy while the bot's heartbeat file is fresh: the connected bot touches
# /data/fatebot.sqlite3.heartbeat every 30 s; older than 90 s (or missing) is unhealthy.
HEALTHCHECK --interval=60s --timeout=10s --start-period=90s --retries=3 \
    CMD ["python", "-m", "bot.health"]

# `docker stop` sends SIGINT: discord.py closes the gateway and the store cleanly.
STOPSIGNAL SIGINT
ENTRYPOINT ["python", "-m", "bot"]
