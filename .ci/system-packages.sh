#!/usr/bin/env bash
# Installs, only when missing, what CI needs from Debian: chromium (Playwright drives it; a browser
# is never downloaded), CJK fonts for readable screenshots, and the PostgreSQL server binaries.
set -uo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
dpkg -s fonts-wqy-zenhei >/dev/null 2>&1 || missing+=(fonts-wqy-zenhei)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
if [ ${#missing[@]} = 0 ]; then
  echo "[ci] system packages present: chromium, fonts-wqy-zenhei, postgresql"
  exit 0
fi
if [ "$(id -u)" = 0 ]; then sudo=(); elif command -v sudo >/dev/null; then sudo=(sudo -n); else
  echo "[ci] missing ${missing[*]} and not root (no sudo): install them first" >&2
  exit 1
fi
echo "[ci] installing: ${missing[*]}"
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update &&
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
