#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a private, throw-away PostgreSQL cluster
# (Debian's packages; installed if missing), e.g.
#   tests/site/db/with-postgres.sh npx vitest run tests/site/db
set -euo pipefail

if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  apt-get install -y postgresql >/dev/null || { apt-get update >/dev/null && apt-get install -y postgresql >/dev/null; }
fi
BIN=$(dirname "$(ls -d /usr/lib/postgresql/*/bin/initdb | sort -V | tail -1)")
PORT=${PG_TEST_PORT:-$(( 20000 + RANDOM % 20000 ))}
DIR=$(mktemp -d /tmp/storefront-pg.XXXXXX)
chmod 755 "$DIR"

as_owner() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}
[ "$(id -u)" = 0 ] && chown postgres "$DIR"

stop() {
  as_owner "'$BIN/pg_ctl' -D '$DIR/data' -m immediate stop" >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap stop EXIT

as_owner "'$BIN/initdb' -D '$DIR/data' -A trust -U postgres" >"$DIR/initdb.log" 2>&1
as_owner "'$BIN/pg_ctl' -D '$DIR/data' -l '$DIR/server.log' -w -o \"-p $PORT -k '$DIR' -c listen_addresses=127.0.0.1 -c fsync=off\" start" >/dev/null

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
"$@"
