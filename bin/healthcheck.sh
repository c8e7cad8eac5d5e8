#!/usr/bin/env bash
# The containers' health check (the Dockerfile's HEALTHCHECK, compose.yaml's healthcheck): GET /readyz on each
# port given, or with none on PORT and, when there is no PRODUCT_API_URL, the embedded API's API_PORT. Bash's
# own /dev/tcp, so a check costs milliseconds: starting `node -e fetch(…)` took 2.4–7.6 s on a loaded machine,
# past the 5 s timeout, and compose marked ready replicas unhealthy (issue 44). Exits 0 when each answers 200.
set -u
ports=("$@")
if ((${#ports[@]} == 0)); then
  ports=("${PORT:-3000}")
  [[ -n "${PRODUCT_API_URL:-}" ]] || ports+=("${API_PORT:-4000}")
fi
for port in "${ports[@]}"; do
  exec 3<>"/dev/tcp/127.0.0.1/$port" || exit 1
  printf 'GET /readyz HTTP/1.1\r\nHost: 127.0.0.1:%s\r\nConnection: close\r\n\r\n' "$port" >&3
  # The status line only ("HTTP/1.1 200 OK"); a process that accepts and never answers fails after 4 s.
  IFS=' ' read -r -t 4 _ status _ <&3 || { echo "127.0.0.1:$port/readyz: no answer" >&2; exit 1; }
  exec 3<&-
  [[ "$status" == 200 ]] || { echo "127.0.0.1:$port/readyz: $status" >&2; exit 1; }
done
