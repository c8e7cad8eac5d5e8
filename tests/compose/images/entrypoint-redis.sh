#!/bin/sh
# As the official redis image: reachable from the network without a password (protected mode off).
set -eu
if [ "${1:-}" = redis-server ]; then shift; exec redis-server --protected-mode no "$@"; fi
exec "$@"
