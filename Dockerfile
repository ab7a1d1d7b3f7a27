# Fatebot: the same entry point as the README (python -m bot), the database on a volume.
#
#   docker build -t fatebot .
#   docker run -d --name fatebot --restart unless-stopped \
#       -e DISCORD_TOKEN=your-bot-token -v fatebot-data:/data fatebot
#
# See docs/self-hosting.md for settings, backups, upgrades and the health check.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    FATEBOT_DATABASE=/data/fatebot.sqlite3 \
    FATEBOT_METRICS_HOST=0.0.0.0

# A plain `pip install .`: the code and its data (seasons, locales, suit emoji, shipped as the
# package `fatebot_data`) go into site-packages, and the sources are removed, so the image runs
# the installed copy from any folder without FATEBOT_DATA_DIR.
WORKDIR /src
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY cogs ./cogs
COPY data ./data
RUN python -m pip install . \
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
