"""``FATEBOT_LOG_FORMAT=json``: one JSON object per log line, for log collectors.

The fields are the same as the text format's (time, level, logger, the message as the code
wrote it, and the exception if any): the messages already never carry hand contents, and
nothing else of the record (arguments, extras) is added, so JSON cannot leak what text does not.
"""

from __future__ import annotations

import json
import logging
from datetime import UTC, datetime


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, object] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        return json.dumps(entry, ensure_ascii=False, separators=(",", ":"))
