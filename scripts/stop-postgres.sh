#!/usr/bin/env bash
# Stops the server started by start-postgres.sh (reads PG_TMP and PG_BIN) and removes its files.
set -uo pipefail
[ -n "${PG_TMP:-}" ] && [ -d "$PG_TMP" ] || exit 0
if [ "$(id -u)" = "0" ]; then
  runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PG_TMP/data" -m fast -w stop >/dev/null 2>&1
else
  "$PG_BIN/pg_ctl" -D "$PG_TMP/data" -m fast -w stop >/dev/null 2>&1
fi
rm -rf "$PG_TMP"
