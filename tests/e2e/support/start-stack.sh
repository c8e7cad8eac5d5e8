#!/usr/bin/env bash
# Playwright's webServer command: every E2E run starts from a freshly seeded database.
set -euo pipefail
cd "$(dirname "$0")/../../.."
rm -rf "${DATA_DIR:?DATA_DIR must be set}"
exec npm start
