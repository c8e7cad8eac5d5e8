#!/usr/bin/env bash
# Playwright's webServer command: every E2E run starts from a freshly seeded database.
# The demo doctor's token can only be seeded outside production, so seeding is a separate step
# and the stack itself then runs with NODE_ENV=production, where the API refuses that variable.
set -euo pipefail
cd "$(dirname "$0")/../../.."
: "${DATA_DIR:?DATA_DIR must be set}" "${E2E_SEED_DEMO_TOKEN:?E2E_SEED_DEMO_TOKEN must be set}"
rm -rf "$DATA_DIR"
NODE_ENV=test SEED_DEMO_TOKEN="$E2E_SEED_DEMO_TOKEN" npm run --silent seed
exec env -u SEED_DEMO_TOKEN npm start
