#!/usr/bin/env bash
# Installs PostgreSQL from Debian's packages and starts a throwaway cluster as an unprivileged
# user (PostgreSQL refuses to run as root). Prints the connection URL on stdout.
set -euo pipefail
if ! ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1; then
  apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
fi
BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"
id quota-pg >/dev/null 2>&1 || useradd --system --create-home quota-pg >&2
DIR=/tmp/quota-pg-data
PORT=55432
if [ ! -f "$DIR/PG_VERSION" ]; then
  rm -rf "$DIR" && mkdir -p "$DIR" && chown quota-pg "$DIR"
  su quota-pg -s /bin/sh -c "$BIN/initdb -D $DIR -U postgres --auth=trust" >&2
fi
su quota-pg -s /bin/sh -c "$BIN/pg_ctl -D $DIR -o '-p $PORT -k /tmp' -l $DIR/log -w start" >&2 || true
echo "postgres://postgres@127.0.0.1:$PORT/postgres"
