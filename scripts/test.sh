#!/usr/bin/env bash
# npm test: a fresh clone -> every suite run. Installs what is missing (npm packages, the Debian
# packages of the hardware-in-the-loop and browser suites), builds, then runs all vitest projects.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/system-deps.sh
# npm install, not npm ci: the registry these machines reach lacks other platforms' optional
# binaries (@swc/core-darwin-*), so the lock file cannot list them and npm ci refuses it.
# npm install still installs the versions package-lock.json pins.
[ -x node_modules/.bin/vitest ] || npm install --no-audit --no-fund
npm run --silent build
# vitest strips types without checking them: the compiler checks hub, tests, benches and dashboard.
npm run --silent typecheck
# The import rule (.dependency-cruiser.cjs): no import circle, the rules engine through its index only, drivers below features.
npx depcruise src test bench dashboard/src
npx vitest run "$@"
