#!/usr/bin/env bash
# The images test:compose runs (tests/compose/run.sh calls this first): the test's own Docker daemon
# (docker-daemon.sh), node:24-bookworm-slim (node-base.sh), the service stand-ins and the app image from the
# repository's Dockerfile. Every step is cached, so a second call costs seconds. npm test runs the whole compose
# test in the background from its beginning (tests/run.sh): on a fresh machine most of this script's minutes are
# downloads (debootstrap, the image's npm ci), which overlap the suites instead of adding to them. It leaves the
# daemon running; tests/compose/run.sh stops it.
set -euo pipefail
cd "$(dirname "$0")/../.."

source tests/compose/docker-daemon.sh
source tests/compose/node-base.sh

# The service stand-ins (Debian's postgresql, redis-server, nginx, prometheus); cached after the first build.
for target in postgres redis nginx prometheus; do
  docker build -q -f tests/compose/images/services.Dockerfile --target "$target" -t "sopan-test/$target" tests/compose/images >/dev/null
done

# The app image as shipped: the repository's Dockerfile (compose.yaml's `build: .`, tagged as compose.yaml's
# sopan-portal:latest) on the node:24-bookworm-slim above, whose npm ci reaches the registry through the
# machine's proxy (node-base.sh). Its npm ci layer is cached until package.json, the lock or patches/ change.
docker build -q -t sopan-portal:latest . >/dev/null
echo "compose images ready"
