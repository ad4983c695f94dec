#!/usr/bin/env bash
# Installs what the tests need on a fresh Debian machine: Chromium (and its headless shell) for the browser tests and
# ffmpeg for transcoding, redis-server for the cross-process route tests, nginx for the topology stage. Skips what is already there; needs root (or sudo) only to install.
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
# The browser tests drive Chromium's headless shell: the same engine for less CPU (e2e/support/chromium.ts).
command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
command -v ffmpeg >/dev/null 2>&1 || missing+=(ffmpeg)
command -v ffprobe >/dev/null 2>&1 || missing+=(ffmpeg)
# Route tests start private Redis servers for the cross-process cases.
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
# The topology stage (scripts/topology/up.mjs) puts nginx in front of two API processes.
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian packages: ${missing[*]}"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
