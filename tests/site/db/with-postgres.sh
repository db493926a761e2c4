#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a private, throw-away PostgreSQL cluster
# (Debian's packages; installed if missing), e.g.
#   tests/site/db/with-postgres.sh npx vitest run tests/site/db
set -euo pipefail

if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  apt-get install -y postgresql >/dev/null || { apt-get update >/dev/null && apt-get install -y postgresql >/dev/null; }
fi
BIN=$(dirname "$(ls -d /usr/lib/postgresql/*/bin/initdb | sort -V | tail -1)")
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
# A port the system says is free now (PG_TEST_PORT to choose one); another process may still take
# it before the cluster listens, so a start that fails is tried again on a new port.
free_port() {
  node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })"
}
for attempt in 1 2 3 4 5; do
  PORT=${PG_TEST_PORT:-$(free_port)}
  if as_owner "'$BIN/pg_ctl' -D '$DIR/data' -l '$DIR/server.log' -w -o \"-p $PORT -k '$DIR' -c listen_addresses=127.0.0.1 -c fsync=off\" start" >/dev/null; then
    break
  fi
  if [ "$attempt" = 5 ] || [ -n "${PG_TEST_PORT:-}" ]; then
    echo "with-postgres.sh: the PostgreSQL cluster did not start (last port $PORT):" >&2
    tail -n 20 "$DIR/server.log" >&2 || true
    exit 1
  fi
  echo "with-postgres.sh: the cluster did not start on port $PORT (attempt $attempt), trying another port" >&2
done

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
"$@"
