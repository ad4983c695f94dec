#!/usr/bin/env bash
# The container stage (decision 770): installs what it needs from Debian when it is missing
# (podman with runc, debootstrap, podman-compose), then runs scripts/containers/ci.mjs, which
# builds the images, runs the embedded-defaults container and the production picture, and the
# browser journeys against both. Bounded by `timeout` (CONTAINERS_DEADLINE_MINUTES, default 30).
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ "$(node -p 'process.versions.node.split(".")[0]')" -lt 22 ]; then
  PATH="$(node scripts/node22.mjs):$PATH"
  export PATH
fi
need=()
for pair in podman:podman runc:runc debootstrap:debootstrap podman-compose:podman-compose; do
  command -v "${pair%%:*}" >/dev/null 2>&1 || [ -x "/usr/sbin/${pair%%:*}" ] || need+=("${pair#*:}")
done
if [ ${#need[@]} -gt 0 ]; then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo -n"
  echo "containers: installing ${need[*]} (Debian)"
  $SUDO apt-get update -qq
  # podman-compose (for people running compose.yaml with podman) brings python3-yaml, which
  # check-compose.py reads compose.yaml with; its absence does not stop the stage.
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends \
    podman runc debootstrap uidmap slirp4netns fuse-overlayfs >/dev/null
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends podman-compose >/dev/null ||
    echo "containers: podman-compose is not installable here; compose.yaml is not checked by it"
fi
# compose.yaml and the one-service compose: parsed and checked, not started (no registry to pull
# their images from here; ci.mjs runs the same picture with `podman run` calls).
if python3 -c 'import yaml' 2>/dev/null; then
  python3 scripts/containers/check-compose.py .
else
  echo "containers: python3-yaml is missing; compose.yaml is not checked"
fi
minutes="${CONTAINERS_DEADLINE_MINUTES:-30}"
exec timeout --kill-after=60 "$((minutes * 60 + 120))" node scripts/containers/ci.mjs
