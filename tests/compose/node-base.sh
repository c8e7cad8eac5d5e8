# Sourced by tests/compose/run.sh after docker-daemon.sh: node:24-bookworm-slim, the base of the repository's
# Dockerfile, made on this machine (tests/compose/images/node-base.Dockerfile) from the Node on PATH (.ci/node.sh
# fetched the registry's Node 24) and the npm it runs with (npm pack). Kept in the daemon's data root under
# ~/.cache and labelled with what made it (this script, the Dockerfile, the machine's certificate authorities,
# the Node and npm versions): a later run reuses it, and rebuilds it only when one of those changed.
NODE_BASE_IMAGE=node:24-bookworm-slim
node_base_node="$(command -v node)"
node_base_npm_version="$(npm --version)"
node_base_cas="${SSL_CERT_FILE:-/etc/ssl/certs/ca-certificates.crt}"
if [[ "$(node --version)" != v24.* ]]; then
  echo "$NODE_BASE_IMAGE needs Node 24 on PATH (.ci/node.sh), not $(node --version)" >&2
  return 1
fi
node_base_key="$(cat tests/compose/node-base.sh tests/compose/images/node-base.Dockerfile "$node_base_cas" | sha256sum | cut -c1-16)-node$(node --version)-npm$node_base_npm_version"
if [[ "$(docker image inspect -f '{{index .Config.Labels "sopan.base-key"}}' "$NODE_BASE_IMAGE" 2>/dev/null)" != "$node_base_key" ]]; then
  echo "building $NODE_BASE_IMAGE ($node_base_key)…"
  node_base_context="$(mktemp -d)"
  cp "$node_base_node" "$node_base_context/node"
  cp "$node_base_cas" "$node_base_context/ca-certificates.crt"
  (cd "$node_base_context" && npm pack --silent "npm@$node_base_npm_version" >/dev/null && mkdir npm && tar -xzf npm-*.tgz -C npm --strip-components=1)
  cp tests/compose/images/node-base.Dockerfile "$node_base_context/Dockerfile"
  docker build -q --label "sopan.base-key=$node_base_key" -t "$NODE_BASE_IMAGE" "$node_base_context" >/dev/null ||
    { rm -rf "$node_base_context"; return 1; }
  rm -rf "$node_base_context"
fi
