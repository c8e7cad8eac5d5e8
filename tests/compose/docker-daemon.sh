#!/usr/bin/env bash
# Sourced by tests/compose/run.sh: a Docker daemon of the test's own (its data root, socket and pidfile, so it
# never touches another daemon on the machine) and the Debian base image the test images are built on.
# Needs root when anything is missing: installs docker.io, docker-compose and debootstrap with apt-get.
# No image registry is reachable from these machines, so the base is made from Debian's own packages
# (debootstrap --variant=minbase, then docker import) and kept: a second run reuses it. The data root is under
# ~/.cache, outside the clone, so a CI machine that keeps its cache keeps the images too (about 4 minutes
# of debootstrap and apt-get saved on every run).

SOPAN_DOCKER_ROOT="${SOPAN_DOCKER_ROOT:-${XDG_CACHE_HOME:-$HOME/.cache}/sopan-docker}"
SOPAN_DOCKER_RUN="${SOPAN_DOCKER_RUN:-/run/sopan-docker}"
export DOCKER_HOST="unix://$SOPAN_DOCKER_RUN/docker.sock"
BASE_IMAGE=sopan-test/debian:bookworm

missing=()
command -v dockerd >/dev/null || missing+=(docker.io)
command -v docker-compose >/dev/null || docker compose version >/dev/null 2>&1 || missing+=(docker-compose)
command -v debootstrap >/dev/null || missing+=(debootstrap)
if ((${#missing[@]})); then
  echo "installing ${missing[*]} (apt-get)…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
# The compose plugin when there is one, else Debian's docker-compose (1.29).
if docker compose version >/dev/null 2>&1; then compose() { docker compose "$@"; }; else compose() { docker-compose "$@"; }; fi

if ! docker info >/dev/null 2>&1; then
  mkdir -p "$SOPAN_DOCKER_ROOT" "$SOPAN_DOCKER_RUN"
  echo "starting dockerd (data root $SOPAN_DOCKER_ROOT, socket $DOCKER_HOST)…"
  # With COMPOSE_KEEP_DAEMON=1 the daemon outlives this run (run.sh stops it otherwise), so it must not
  # inherit run.sh's lock (fd 9): holding it, it made every later compose run on the machine wait for ever.
  # In a session of its own: npm test stops a compose run by its process group, and a daemon in that group
  # died before run.sh's cleanup could take the stack down, leaving its containers to the next run.
  setsid nohup dockerd --data-root "$SOPAN_DOCKER_ROOT" --exec-root "$SOPAN_DOCKER_RUN/exec" \
    --pidfile "$SOPAN_DOCKER_RUN/docker.pid" -H "$DOCKER_HOST" \
    >"$SOPAN_DOCKER_RUN/dockerd.log" 2>&1 9>&- &
  for _ in $(seq 60); do docker info >/dev/null 2>&1 && break; sleep 0.5; done
  docker info >/dev/null 2>&1 || { tail -20 "$SOPAN_DOCKER_RUN/dockerd.log" >&2; return 1; }
fi

if ! docker image inspect "$BASE_IMAGE" >/dev/null 2>&1; then
  echo "building $BASE_IMAGE with debootstrap (about 2 minutes, once)…"
  rootfs="$(mktemp -d)"
  debootstrap --variant=minbase bookworm "$rootfs" http://deb.debian.org/debian >"$SOPAN_DOCKER_RUN/debootstrap.log" 2>&1 ||
    { tail -20 "$SOPAN_DOCKER_RUN/debootstrap.log" >&2; rm -rf "$rootfs"; return 1; }
  rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
  tar -C "$rootfs" -c . | docker import - "$BASE_IMAGE" >/dev/null
  rm -rf "$rootfs"
fi
