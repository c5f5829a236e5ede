#!/usr/bin/env bash
# Installs the Debian packages the hardware-in-the-loop, PostgreSQL and browser suites need, when missing.
# As root on Debian it installs them; anywhere else it prints the command and carries on, and
# the suites that need them fail with that same command (test/support/require-system.ts).
set -euo pipefail

PACKAGES=(pcscd libpcsclite-dev vsmartcard-vpcd python3-virtualsmartcard python3-pycryptodome
  socat mosquitto mosquitto-clients libmosquitto-dev postgresql chromium g++ make shellcheck systemd)

missing=()
for pkg in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && [ -r /etc/debian_version ] && command -v apt-get >/dev/null; then
  echo "system-deps: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  echo "system-deps: missing ${missing[*]}; the suites that need them will fail." >&2
  echo "system-deps: install with: sudo apt-get install -y ${missing[*]}" >&2
fi
