#!/usr/bin/env bash
# npm start: a fresh clone -> the hub in demo mode (mirrormat.demo.yaml: one simulated table,
# embedded MQTT broker, SQLite under ./data). Installs what is missing, builds when the sources
# changed, then runs the hub in the foreground; Ctrl-C stops it cleanly.
#   PORT=9000 npm start                      another HTTP port (same as MIRRORMAT__HTTP__PORT)
#   MIRRORMAT_CONFIG=mirrormat.yaml npm start your own configuration instead of the demo
set -euo pipefail
cd "$(dirname "$0")/.."

missing_debs() {
  local pkg out=()
  for pkg in "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || out+=("$pkg")
  done
  echo "${out[@]:-}"
}

if [ ! -d node_modules ]; then
  # better-sqlite3 compiles from source (g++, make, python3); nfc-pcsc, optional, needs libpcsclite-dev.
  if [ "$(id -u)" = 0 ] && [ -r /etc/debian_version ] && command -v apt-get >/dev/null; then
    debs=$(missing_debs g++ make python3 libpcsclite-dev)
    if [ -n "$debs" ]; then
      echo "start: installing $debs"
      export DEBIAN_FRONTEND=noninteractive
      { apt-get update -qq && apt-get install -y -qq --no-install-recommends $debs >/dev/null; } ||
        echo "start: could not install $debs; carrying on (without them PC/SC readers stay off)" >&2
    fi
  fi
  # npm install, not npm ci: the registry these machines reach lacks other platforms' optional
  # binaries (@swc/core-darwin-*), so the lock file cannot list them and npm ci refuses it.
  # npm install still installs the versions package-lock.json pins.
  npm install --no-audit --no-fund
fi

if [ ! -f dist/main.js ] || [ ! -f dashboard/dist/index.html ] ||
  [ -n "$(find src dashboard/src dashboard/index.html -newer dist/main.js -print -quit)" ]; then
  echo "start: building"
  npm run --silent build
fi

if [ -n "${PORT:-}" ]; then export MIRRORMAT__HTTP__PORT="$PORT"; fi
exec node dist/main.js --config "${MIRRORMAT_CONFIG:-mirrormat.demo.yaml}"
