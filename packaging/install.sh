#!/usr/bin/env bash
# Installs or upgrades the Mirrormat hub as a systemd service on Debian 12 / 13 and Raspberry Pi OS
# (arm64), from a clone of this repository:
#
#   sudo packaging/install.sh              install, or upgrade in place
#   sudo packaging/install.sh --dry-run    print every step instead of doing it
#
# What it makes (packaging/README.md explains each):
#   user mirrormat (system user, groups dialout and plugdev; no shell, no login)
#   /opt/mirrormat/releases/<UTC time>/    the committed sources of this clone, built
#   /opt/mirrormat/current                 -> the release the service runs
#   /etc/mirrormat/mirrormat.yaml          the configuration (kept across upgrades)
#   /var/lib/mirrormat                     the database and its backups (dataDir)
#   /etc/systemd/system/mirrormat.service  restart on failure, logs in journald, never root
# An upgrade builds the new release while the hub runs, takes a verified backup of the live
# database, switches and restarts; the hub runs its database migrations as it starts.
set -euo pipefail

PREFIX=/opt/mirrormat
CONFIG_DIR=/etc/mirrormat
CONFIG=$CONFIG_DIR/mirrormat.yaml
DATA_DIR=/var/lib/mirrormat
SERVICE=mirrormat
SERVICE_USER=mirrormat
NODE_MIN=20.19.0
KEEP_RELEASES=3
SRC=$(cd "$(dirname "$0")/.." && pwd)
DRY_RUN=0

case "${1:-}" in
  --dry-run) DRY_RUN=1 ;;
  '') ;;
  *) echo "usage: $0 [--dry-run]" >&2; exit 2 ;;
esac

say() { printf 'install: %s\n' "$*"; }
die() { printf 'install: %s\n' "$*" >&2; exit 1; }
# Every step that changes the machine goes through run, so --dry-run shows the whole plan.
run() {
  if [ "$DRY_RUN" = 1 ]; then printf '+ %s\n' "$*"; else "$@"; fi
}
version_ge() { [ "$(printf '%s\n%s\n' "$1" "$2" | sort -V | head -n1)" = "$2" ]; }

check_system() {
  [ -r /etc/debian_version ] || die "this installer is for Debian 12/13 and Raspberry Pi OS; see packaging/README.md for a container"
  command -v systemctl >/dev/null || die "systemd is needed to run the hub as a service; see packaging/README.md for a container"
  if ! git -C "$SRC" rev-parse --git-dir >/dev/null 2>&1; then die "run it from a git clone of the repository (with git installed): it installs what is committed"; fi
  if [ "$DRY_RUN" = 0 ] && [ "$(id -u)" != 0 ]; then die "run as root (sudo $0): it creates a user and a systemd service"; fi
}

# Node.js >= 20.19: Debian 13 ships it (apt), Debian 12 and Raspberry Pi OS 12 ship 18, too old.
ensure_node() {
  local found candidate
  found=$(node --version 2>/dev/null | sed 's/^v//' || true)
  if [ -n "$found" ] && version_ge "$found" "$NODE_MIN"; then
    say "Node.js $found at $(command -v node)"
    return
  fi
  candidate=$(apt-cache policy nodejs 2>/dev/null | awk '/Candidate:/ { print $2 }' | sed 's/^[0-9]*://; s/[+~-].*//')
  if [ -n "$candidate" ] && [ "$candidate" != "(none)" ] && version_ge "$candidate" "$NODE_MIN"; then
    say "installing Node.js $candidate from Debian"
    run apt-get install -y -qq --no-install-recommends nodejs npm
    return
  fi
  die "Node.js >= $NODE_MIN is needed (found: ${found:-none}; Debian offers: ${candidate:-none}).
  Debian 12 / Raspberry Pi OS 12: NodeSource's Node.js 22 LTS packages, https://github.com/nodesource/distributions
    (curl -fsSL https://deb.nodesource.com/setup_22.x -o nodesource_setup.sh && bash nodesource_setup.sh && apt-get install -y nodejs),
  or the official binaries from https://nodejs.org/en/download. Debian 13: apt-get install nodejs npm. Then run this again."
}

install_packages() {
  # g++ make python3: better-sqlite3 and nfc-pcsc compile; pcscd + libpcsclite-dev: USB NFC readers.
  local missing=() pkg
  for pkg in g++ make python3 pcscd libpcsclite-dev; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return
  say "installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  run apt-get update -qq
  run apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

create_user() {
  if ! getent passwd "$SERVICE_USER" >/dev/null; then
    run adduser --system --group --home "$DATA_DIR" --no-create-home --shell /usr/sbin/nologin "$SERVICE_USER"
  fi
  # dialout: serial coin flippers; plugdev: USB devices the desktop rules hand to that group.
  run usermod -aG dialout,plugdev "$SERVICE_USER"
  run install -d -o "$SERVICE_USER" -g "$SERVICE_USER" -m 0750 "$DATA_DIR"
  run install -d -o root -g "$SERVICE_USER" -m 0750 "$CONFIG_DIR"
}

install_config() {
  if [ -f "$CONFIG" ]; then
    say "keeping $CONFIG"
    return
  fi
  say "writing $CONFIG from mirrormat.example.yaml (a new admin token; edit tables and boards before the event)"
  if [ "$DRY_RUN" = 1 ]; then
    printf '+ %s/packaging/write-config.sh mirrormat.example.yaml %s > %s\n' "$SRC" "$DATA_DIR" "$CONFIG"
  else
    "$SRC/packaging/write-config.sh" "$SRC/mirrormat.example.yaml" "$DATA_DIR" >"$CONFIG"
  fi
  # Root writes it; the hub reads it (it holds the admin token and the judges' PINs).
  run chown root:"$SERVICE_USER" "$CONFIG"
  run chmod 0640 "$CONFIG"
}

# Stages and builds a release beside the running one; prints its directory.
build_release() {
  local release
  release=$PREFIX/releases/$(date -u +%Y%m%dT%H%M%SZ)
  say "building $(git -C "$SRC" describe --always --dirty) into $release" >&2
  if [ "$DRY_RUN" = 1 ]; then
    printf '+ git archive HEAD | tar -x -C %s\n+ npm install && npm run build (in %s)\n' "$release" "$release" >&2
  else
    install -d -m 0755 "$release"
    git -C "$SRC" archive HEAD | tar -x -C "$release"
    # npm install (the versions package-lock.json pins), not npm ci: see scripts/start.sh.
    (cd "$release" && npm install --no-audit --no-fund --loglevel=error && npm run --silent build) >&2
  fi
  echo "$release"
}

backup_before_upgrade() {
  local release=$1
  [ -L "$PREFIX/current" ] || return 0
  [ -f "$DATA_DIR/mirrormat.db" ] || return 0
  # Online (SQLite's backup API): the old hub keeps running meanwhile; the copy is verified.
  say "backing up the live database before the upgrade"
  run runuser -u "$SERVICE_USER" -- node "$release/dist/cli/backup.js" backup --config "$CONFIG"
}

install_service() {
  run install -m 0644 "$SRC/packaging/mirrormat.service" /etc/systemd/system/mirrormat.service
  if [ -d /etc/polkit-1/rules.d ] || dpkg-query -W -f='${Status}' polkitd 2>/dev/null | grep -q 'install ok installed'; then
    run install -d -m 0755 /etc/polkit-1/rules.d
    run install -m 0644 "$SRC/packaging/60-mirrormat-pcsc.rules" /etc/polkit-1/rules.d/60-mirrormat-pcsc.rules
  fi
  run systemctl daemon-reload
}

switch_and_start() {
  local release=$1
  run ln -sfn "$release" "$PREFIX/current"
  run systemctl enable "$SERVICE"
  # The hub migrates its database as it starts.
  run systemctl restart "$SERVICE"
}

wait_for_health() {
  [ "$DRY_RUN" = 1 ] && return
  local port i
  port=$(sed -n '/^http:/,/^[^ #]/ s/^  port: *\([0-9][0-9]*\).*/\1/p' "$CONFIG" | head -n1)
  for i in $(seq 1 60); do
    if node "$PREFIX/current/packaging/health-check.cjs" "${port:-8080}"; then
      say "the hub answers on port ${port:-8080} (journalctl -u $SERVICE -f for its log)"
      return
    fi
    sleep 1
  done
  die "the hub did not answer /health within 60 s: journalctl -u $SERVICE -n 100. The backup taken before the upgrade is in $DATA_DIR/backups; the previous release is in $PREFIX/releases"
}

prune_releases() {
  # Release names are UTC times: the glob sorts them oldest first.
  local releases=("$PREFIX"/releases/*/) i
  [ -d "${releases[0]}" ] || return 0
  for ((i = 0; i < ${#releases[@]} - KEEP_RELEASES; i++)); do
    run rm -rf "${releases[$i]}"
  done
}

check_system
ensure_node
install_packages
create_user
install_config
release=$(build_release)
backup_before_upgrade "$release"
install_service
switch_and_start "$release"
wait_for_health
prune_releases
say "done: systemctl status $SERVICE; configuration $CONFIG; data $DATA_DIR"
