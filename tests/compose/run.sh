#!/usr/bin/env bash
# `npm run test:compose`: compose.yaml brought up for real on a Docker daemon of the test's own
# (tests/compose/docker-daemon.sh): the app image built from the repository's Dockerfile as shipped, on a
# node:24-bookworm-slim made here (tests/compose/node-base.sh), and stand-ins for the service images
# (tests/compose/images.yaml); then the checks of tests/compose/compose.spec.ts through nginx, with two
# busy-loop processes beside the stack (COMPOSE_BUSY_LOOPS), and `down -v`. Needs root the first time (apt-get, dockerd,
# debootstrap); later runs reuse the images kept under ~/.cache/sopan-docker. The daemon is stopped at the
# end unless COMPOSE_KEEP_DAEMON=1.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
# Beside the other suites' ports: nginx publishes here, the SMS and bKash stand-ins listen here.
# Prometheus (the monitoring profile) publishes on the third.
export COMPOSE_LB_PORT="${COMPOSE_LB_PORT:-5980}" COMPOSE_SINK_PORT="${COMPOSE_SINK_PORT:-5981}" COMPOSE_PROMETHEUS_PORT="${COMPOSE_PROMETHEUS_PORT:-5982}"
# The stack's network (compose.yaml's COMPOSE_SUBNET); containers reach the host (the stand-ins) at its gateway.
export COMPOSE_SUBNET="${COMPOSE_SUBNET:-172.28.0.0/16}"
subnet_base="${COMPOSE_SUBNET%/*}"
gateway="${subnet_base%.*}.$((${subnet_base##*.} + 1))"
# One run at a time on a machine: two checkouts would share the daemon, the project's ports and its containers.
exec 9>/tmp/sopan-compose.lock
flock 9

project="$(mktemp -d)"
busy_loops=()
cleanup() {
  if [[ -f "$project/compose.yaml" ]]; then
    (cd "$project" && compose -f compose.yaml -f images.yaml --profile monitoring down -v --remove-orphans >/dev/null 2>&1) || true
  fi
  rm -rf "$project"
  ((${#busy_loops[@]} == 0)) || kill "${busy_loops[@]}" 2>/dev/null || true
  bash tests/compose/stop-daemon.sh
}
trap cleanup EXIT

# The daemon first (cleanup stops it by its pidfile, whatever happens next), then the images on it.
source tests/compose/docker-daemon.sh
bash tests/compose/build-images.sh
# compose.yaml as shipped, beside the nginx template it mounts, with secrets made for this run.
mkdir -p "$project/deploy/nginx"
cp compose.yaml tests/compose/images.yaml "$project/"
cp deploy/nginx/lb.conf.template "$project/deploy/nginx/"
# The monitoring profile's configuration and rules as shipped, but scraping every 2 s and each rule's `for:`
# cut to 5 s: the spec stops PostgreSQL for seconds, not minutes. The rules' own durations are tested by
# promtool (deploy/prometheus/alerts.test.yml, npm test's "alert rules" stage).
mkdir -p "$project/deploy/prometheus"
sed -E 's/^( *)(scrape_interval|evaluation_interval): .*/\1\2: 2s/' deploy/prometheus/prometheus.yml >"$project/deploy/prometheus/prometheus.yml"
sed -E 's/^( *)for: .*/\1for: 5s/' deploy/prometheus/alerts.yml >"$project/deploy/prometheus/alerts.yml"
secret() { head -c 32 /dev/urandom | base64 | tr -d '\n'; }
printf 'COMPOSE_PROJECT_NAME=sopan-test\nPOSTGRES_PASSWORD=%s\nLB_PORT=%s\nPUBLIC_ORIGIN=http://127.0.0.1:%s\nCOMPOSE_SUBNET=%s\nPROMETHEUS_PORT=%s\n' "$(secret | tr -d '/+=')" "$COMPOSE_LB_PORT" "$COMPOSE_LB_PORT" "$COMPOSE_SUBNET" "$COMPOSE_PROMETHEUS_PORT" >"$project/.env"
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
cd "$project" && exec $(docker compose version >/dev/null 2>&1 && echo "docker compose" || echo docker-compose) -f compose.yaml -f images.yaml --profile monitoring "\$@"
SH
chmod +x "$project/compose"
export SOPAN_COMPOSE="$project/compose" DOCKER_HOST

# A loaded machine (issue 44: health checks that started Node overran their timeout there): two processes
# that take a core each for the whole run, stopped by cleanup. COMPOSE_BUSY_LOOPS=0 when the load is already
# there: npm test runs this beside its vitest stages, which keep both cores busy (tests/run.sh).
for _ in $(seq "${COMPOSE_BUSY_LOOPS:-2}"); do
  sh -c 'while :; do :; done' 9>&- &
  busy_loops+=($!)
done

# Whatever a run that was stopped before its cleanup left (its containers, and volumes made with its
# password): up would recreate beside them, and the migration failed on the old database.
"$SOPAN_COMPOSE" down -v --remove-orphans >/dev/null 2>&1
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
# Visitors' port on loopback only, as compose.yaml publishes it unless LB_BIND says otherwise.
published="$("$SOPAN_COMPOSE" port nginx 8080)"
[[ "$published" == "127.0.0.1:$COMPOSE_LB_PORT" ]] || { echo "nginx is published on $published, not 127.0.0.1:$COMPOSE_LB_PORT" >&2; exit 1; }

npx playwright test -c playwright.compose.config.ts
echo "test:compose: $SECONDS s in all"
