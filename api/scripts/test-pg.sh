#!/usr/bin/env bash
# Runs the API suite on a PostgreSQL server: TEST_DATABASE_URL when set, else a throwaway PostgreSQL cluster
# (binaries from PG_BIN, default /usr/lib/postgresql/15/bin) on 127.0.0.1:${PG_TEST_PORT:-9150}, removed afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ -n "${TEST_DATABASE_URL:-}" ]]; then exec npx jest "$@"; fi
PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
PORT="${PG_TEST_PORT:-9150}"
DIR="$(mktemp -d /tmp/console-pg-XXXXXX)"
RUN_AS=()
if [[ "$(id -u)" == "0" ]]; then chown -R nobody "$DIR"; RUN_AS=(setpriv --reuid=nobody --regid=nogroup --clear-groups); fi
cleanup() { "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null 2>&1 || true; rm -rf "$DIR"; }
trap cleanup EXIT
"${RUN_AS[@]}" "$PG_BIN/initdb" -D "$DIR/data" -U console --auth=trust >/dev/null
"${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1" -l "$DIR/log" -w start >/dev/null
TEST_DATABASE_URL="postgres://console@127.0.0.1:$PORT/postgres" npx jest "$@"
