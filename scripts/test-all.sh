#!/usr/bin/env bash
# The second README command: installs what the tests need, then runs every test.
# docs/TESTING.md explains the stages, the lanes and the ports; the settings they share
# (the PostgreSQL address, the browser tests' ports) are in scripts/test-settings.mjs.
# Server route tests run on PGlite and, beside them, a second time on PostgreSQL when one answers
# at TEST_DATABASE_URL (default: the local server on 127.0.0.1:5432, database test).
# The browser tests' servers make their first start (seed, demo clips) beside the stages before
# them (decision 600).
set -euo pipefail
cd "$(dirname "$0")/.."
# Node 22 or newer (decision 760): with an older `node`, the pinned Node 22 is fetched from the npm
# registry and put first on PATH, so npm and everything below run on it.
if [ "$(node -p 'process.versions.node.split(".")[0]')" -lt 22 ]; then
  PATH="$(node scripts/node22.mjs):$PATH"
  export PATH
fi
./scripts/setup-test-prereqs.sh
# `npm ci` refuses lockfiles whose foreign-platform optional packages npm itself left out,
# so the locked versions are installed with `npm install`. Packages already in npm's cache
# are taken from it without asking the registry again.
npm install --no-audit --no-fund --prefer-offline

# The web app and the server, built once for every stage that starts them.
node scripts/build-web.mjs
node apps/server/scripts/build.mjs --if-changed
# The browser tests' two servers start now, on fresh data folders, and are stopped on any exit.
e2e_servers() { node --import tsx e2e/servers.ts "$1"; }
# A process and everything it started, children first.
stop_tree() {
  local child
  for child in $(pgrep -P "$1" || true); do stop_tree "$child"; done
  kill "$1" 2>/dev/null || true
}
# On any exit (a failure, or a TERM from outside mid-run), lanes still running stop with their
# vitest and Playwright processes instead of running on without the script, and the topology
# stage's processes (started detached) are stopped as its own teardown would have.
lane_pids=()
on_exit() {
  if [ ${#lane_pids[@]} -gt 0 ]; then
    local pid
    for pid in "${lane_pids[@]}"; do stop_tree "$pid"; done
    node --import tsx e2e/topology/down.ts || true
  fi
  e2e_servers stop
  if [ -n "${private_pg:-}" ]; then ./scripts/private-postgres.sh stop "$private_pg"; fi
}
trap on_exit EXIT
e2e_servers start

npm run lint
npm run typecheck
npm run db:check
npm run test -w @simmer/contracts
npm run test -w @simmer/web
# Two lanes side by side, then the browser tests (decision 600): the server tests on PGlite, and
# the PostgreSQL lane (the server tests again on PostgreSQL, then the production topology). Each
# leaves a core idle part of the time (ffmpeg, PostgreSQL round trips, process starts), and every
# test passes with the CPUs busy. Each lane's lines carry its name; the stage fails when either
# lane does, once both have ended. (The route sweep as a third lane beside them was tried: the
# live ingest's browser-broadcast test then failed, its recorder sessions too slow to follow.)
lane() {
  local name=$1
  shift
  ("$@") 2>&1 | sed -u "s/^/[$name] /"
}
PG_URL="$(node scripts/test-settings.mjs pg-url)"
answers() {
  node -e "const c=new (require('pg').Client)({connectionString:process.argv[1]});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))" "$1" 2>/dev/null
}
# No PostgreSQL at the default address: the tests start their own (Debian's package, a private
# cluster in a temporary folder), as they do Redis and nginx. An address named in
# TEST_DATABASE_URL that does not answer fails the run: nothing is skipped.
private_pg=""
if ! answers "$PG_URL"; then
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    echo "No PostgreSQL answers at TEST_DATABASE_URL ($PG_URL)."
    exit 1
  fi
  started=$(./scripts/private-postgres.sh | tail -1)
  private_pg=${started%% *}
  PG_URL=${started#* }
  echo "No PostgreSQL at the default address: started a private one at $PG_URL"
fi
postgres_lane() {
  echo "Server tests again on PostgreSQL ($PG_URL)"
  TEST_DATABASE_URL="$PG_URL" npm run test -w @simmer/server
  # The production topology (decision 405): nginx over two API processes, a worker, Redis,
  # s3rver and smtp-server, with browser journeys that cross processes.
  echo "Production topology stage on PostgreSQL ($PG_URL)"
  TOPOLOGY_PG_URL="$PG_URL" npm run test:topology
}
lane pglite npm run test -w @simmer/server &
pglite_pid=$!
lane postgres postgres_lane &
postgres_pid=$!
lane_pids=("$pglite_pid" "$postgres_pid")
failed=""
wait "$pglite_pid" || failed="$failed PGlite"
wait "$postgres_pid" || failed="$failed PostgreSQL"
lane_pids=()
if [ -n "$failed" ]; then
  echo "Failed lanes:$failed"
  exit 1
fi

e2e_servers wait
E2E_SERVERS_STARTED=1 npm run test:e2e
# What a person sees when the server sheds load (decision 780): a server of its own, shedding.
(cd e2e && npx playwright test -c overload/playwright.config.ts)

# The container stage (decision 770): Simmer's image built with the Containerfile on a Debian base
# made here (no registry), the smoke journeys against it on the embedded defaults, then the
# production picture (nginx, two API containers, a worker) and the topology journeys through it.
# The browser tests' servers are stopped first: the stage wants both cores.
e2e_servers stop
TOPOLOGY_PG_URL="$PG_URL" ./scripts/containers/ci.sh
