#!/usr/bin/env bash
# Stops the Docker daemon of the compose test (docker-daemon.sh started it; its pidfile names it), unless
# COMPOSE_KEEP_DAEMON=1. Called by run.sh's cleanup, and by npm test when a run ends before the compose stage
# while the images were being built beside it.
[[ "${COMPOSE_KEEP_DAEMON:-}" == 1 ]] && exit 0
pidfile="${SOPAN_DOCKER_RUN:-/run/sopan-docker}/docker.pid"
[[ -f "$pidfile" ]] || exit 0
daemon="$(cat "$pidfile")"
kill "$daemon" 2>/dev/null || exit 0
for _ in $(seq 30); do kill -0 "$daemon" 2>/dev/null || break; sleep 0.5; done
