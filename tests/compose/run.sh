#!/usr/bin/env bash
# `npm run test:compose`: compose.yaml brought up for real on a Docker daemon of the test's own
# (tests/compose/docker-daemon.sh), with only the images swapped for ones built here (tests/compose/images.yaml),
# then the checks of tests/compose/compose.spec.ts through nginx, and `down -v`. Needs root the first time
# (apt-get, dockerd, debootstrap); later runs reuse the daemon's cached images.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
# Beside the other suites' ports: nginx publishes here, the SMS and bKash stand-ins listen here.
export COMPOSE_LB_PORT="${COMPOSE_LB_PORT:-5980}" COMPOSE_SINK_PORT="${COMPOSE_SINK_PORT:-5981}"
# One run at a time on a machine: two checkouts would share the daemon, the project's ports and its containers.
exec 9>/tmp/sopan-compose.lock
flock 9

source tests/compose/docker-daemon.sh

# The service stand-ins (Debian's postgresql, redis-server, nginx); cached after the first build.
for target in postgres redis nginx; do
  docker build -q -f tests/compose/images/services.Dockerfile --target "$target" -t "sopan-test/$target" tests/compose/images >/dev/null
done

# The app as the host built it: a Remix build newer than every source it bundles (app/ and the contract),
# dist/ from bin/build-server.ts, and node_modules from npm ci.
if [[ ! -f build/server/index.js ]] || [[ -n "$(find app server/contract vite.config.ts path-aliases.config.ts -newer build/server/index.js -print -quit)" ]]; then npm run -s build; fi
# The compiled API, commands and host that compose.yaml's commands run (seconds, so always fresh).
npm run -s build:server >/dev/null
context="$(mktemp -d)"
project="$(mktemp -d)"
cleanup() {
  if [[ -f "$project/compose.yaml" ]]; then
    (cd "$project" && compose -f compose.yaml -f images.yaml down -v --remove-orphans >/dev/null 2>&1) || true
  fi
  rm -rf "$context" "$project"
}
trap cleanup EXIT
mkdir "$context/app"
cp "$(command -v node)" "$context/node"
cp tests/compose/images/app.Dockerfile "$context/Dockerfile"
# What the production image holds (the Dockerfile's .dockerignore; its sandbox sources by that very list), and of
# node_modules only the production dependencies (npm ls --omit=dev: a third of the folder, without tsx and
# esbuild), as the Dockerfile's `npm prune --omit=dev` leaves it.
tar -C "$ROOT" -c --exclude-vcs --exclude=./node_modules --exclude=./tests --exclude=./docs --exclude=./bench \
  --exclude='./.data*' --exclude=./test-results --exclude=./playwright-report --exclude='./.cluster*' --exclude=./.cache \
  --exclude='./.env*' --exclude=./portal.env --exclude=./api.env --exclude-from=<(sed -n 's#^server/#./server/#p' .dockerignore) \
  . | tar -C "$context/app" -x
npm ls --omit=dev --all --parseable 2>/dev/null | sed -n "s#^$ROOT/##p" | grep '^node_modules/' | sort -u |
  tar -C "$ROOT" -c --verbatim-files-from -T - | tar -C "$context" -x
tar -C "$context" -c . | docker build -q -t sopan-test/app - >/dev/null

# compose.yaml as shipped, beside the nginx template it mounts, with secrets made for this run.
mkdir -p "$project/deploy/nginx"
cp compose.yaml tests/compose/images.yaml "$project/"
cp deploy/nginx/lb.conf.template "$project/deploy/nginx/"
secret() { head -c 32 /dev/urandom | base64 | tr -d '\n'; }
# Containers reach the host (the stand-ins) at the compose network's gateway.
gateway=172.28.0.1
printf 'COMPOSE_PROJECT_NAME=sopan-test\nPOSTGRES_PASSWORD=%s\nLB_PORT=%s\nPUBLIC_ORIGIN=http://127.0.0.1:%s\n' "$(secret | tr -d '/+=')" "$COMPOSE_LB_PORT" "$COMPOSE_LB_PORT" >"$project/.env"
printf 'SESSION_SECRET=%s\n' "$(secret)" >"$project/portal.env"
cat >"$project/api.env" <<ENV
OTP_PEPPER=$(secret)
SMS_HTTP_URL=http://$gateway:$COMPOSE_SINK_PORT/sms
SMS_HTTP_API_KEY=test
SMS_SENDER_ID=SOPAN
BKASH_BASE_URL=http://$gateway:$COMPOSE_SINK_PORT/bkash
BKASH_USERNAME=test
BKASH_PASSWORD=test
BKASH_APP_KEY=test
BKASH_APP_SECRET=test
ENV
# The spec stops and starts services with this.
cat >"$project/compose" <<SH
#!/usr/bin/env bash
cd "$project" && exec $(docker compose version >/dev/null 2>&1 && echo "docker compose" || echo docker-compose) -f compose.yaml -f images.yaml "\$@"
SH
chmod +x "$project/compose"
export SOPAN_COMPOSE="$project/compose" DOCKER_HOST

started=$SECONDS
"$SOPAN_COMPOSE" up -d --no-build
# `up -d` returns once every container started in order; the last, nginx, must then turn healthy.
for _ in $(seq 120); do
  [[ "$(docker inspect -f '{{.State.Health.Status}}' "$("$SOPAN_COMPOSE" ps -q nginx)" 2>/dev/null)" == healthy ]] && break
  sleep 1
done
"$SOPAN_COMPOSE" ps
if [[ "$(docker inspect -f '{{.State.Health.Status}}' "$("$SOPAN_COMPOSE" ps -q nginx)")" != healthy ]]; then
  "$SOPAN_COMPOSE" logs --tail=40 >&2
  echo "compose did not become healthy" >&2
  exit 1
fi
echo "compose up and healthy in $((SECONDS - started)) s"

npx playwright test -c playwright.compose.config.ts
echo "test:compose: $SECONDS s in all"
