#!/usr/bin/env bash
# A private PostgreSQL for the tests, when none answers at the default address (docs/TESTING.md):
# Debian's server package (installed when missing), a cluster in a temporary folder on a free
# port, trust authentication, database `test`. Prints the cluster's folder and its URL
# (`<folder> <url>`) on the last line; `scripts/private-postgres.sh stop <folder>` stops it and
# removes the folder.
set -euo pipefail
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi

if [ "${1:-}" = "stop" ]; then
  dir=$2
  bin=$(cat "$dir/.bin")
  as_owner() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
  as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
  exit 0
fi

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "Installing Debian packages: postgresql" >&2
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
fi
# initdb refuses to run as root: as root, the cluster belongs to Debian's `postgres` account.
as_owner() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
dir=$(mktemp -d /tmp/simmer-postgres-XXXXXX)
chmod 755 "$dir"
echo "$bin" >"$dir/.bin"
if [ "$(id -u)" -eq 0 ]; then chown postgres "$dir"; fi
port=$(node -e "import('./apps/server/test/free-port.mjs').then(async (m) => console.log(await m.freePort()))")
as_owner "$bin/initdb" -D "$dir/data" -A trust -U postgres --no-sync >/dev/null
as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300" start >/dev/null
as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres test
echo "$dir postgres://postgres@127.0.0.1:$port/test"
