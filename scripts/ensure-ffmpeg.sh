#!/usr/bin/env bash
# Installs ffmpeg (with ffprobe) from Debian when it is missing, so the first `npm start`
# brings up demo videos that play and uploads that transcode. Needs root or sudo only when
# it has something to install; without either it explains what to do and lets the product
# start anyway (videos then have no stream until ffmpeg is installed).
set -uo pipefail
if command -v "${FFMPEG_PATH:-ffmpeg}" >/dev/null 2>&1 && command -v "${FFPROBE_PATH:-ffprobe}" >/dev/null 2>&1; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    SUDO="sudo"
  else
    SUDO="none"
  fi
fi
if [ "$SUDO" = "none" ] || ! command -v apt-get >/dev/null 2>&1; then
  cat >&2 <<'MSG'
ffmpeg is not installed and cannot be installed from here (this needs apt-get and root or
sudo). The product starts, but demo videos have no stream and uploaded videos are not
transcoded. Install it, then start again with an empty data/ directory to regenerate the demo:
  Debian/Ubuntu: sudo apt-get install ffmpeg
  macOS:         brew install ffmpeg
  or set FFMPEG_PATH and FFPROBE_PATH to existing binaries.
MSG
  exit 0
fi
[ "$SUDO" = "" ] || SUDO="sudo -n"
echo "Installing ffmpeg (Debian package) for demo videos and transcoding"
if $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq ffmpeg >/dev/null; then
  echo "ffmpeg installed: $(command -v ffmpeg)"
else
  echo "Installing ffmpeg failed (see above). The product starts without demo video streams; install ffmpeg and start again with an empty data/ directory." >&2
fi
exit 0
