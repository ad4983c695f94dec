# Shared by the container stage's scripts (sourced): how podman runs on these machines.
# Debian's podman with the runc runtime and cgroupfs (crun refuses the CI machine's cgroup
# layout), explicit ulimits, and the host's network (decision 770).
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
PODMAN=(podman --runtime runc --cgroup-manager cgroupfs --events-backend file)
# Open files: npm's cache opens thousands at once while it installs (EMFILE at 1024).
LIMITS=(--ulimit nofile=16384:16384 --ulimit nproc=4096:4096)
# Node 22 of the base image: the version Simmer pins (scripts/node22.mjs).
NODE_VERSION="$(sed -n "s/^export const NODE_VERSION = '\(.*\)';/\1/p" "$ROOT/scripts/node22.mjs")"
# The tag names the recipe too (base.sh's hash), so a changed recipe builds a new base.
BASE_TAG="localhost/simmer-base:bookworm-node${NODE_VERSION}-$(sha256sum "$ROOT/scripts/containers/base.sh" | cut -c1-8)"
say() { echo "containers: $*"; }
