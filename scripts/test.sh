#!/usr/bin/env bash
# npm test: a fresh clone -> every suite run. Installs what is missing (npm packages, the Debian
# packages of the hardware-in-the-loop and browser suites), builds, then runs all vitest projects.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/system-deps.sh
[ -x node_modules/.bin/vitest ] || npm ci --no-audit --no-fund
npm run --silent build
npx vitest run "$@"
