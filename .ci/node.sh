# Sourced by .ci/run: puts the Node major version of .nvmrc first on PATH. When the machine's `node` is another
# major, the official build is fetched from the npm registry (`npm pack node-linux-<arch>@<major>`: the same
# binaries nodejs.org publishes, and the only registry these machines reach) into a cache outside the clone,
# keyed by the version npm resolves, so the next run on the machine reuses it.
wanted="$(tr -d 'v \n' <.nvmrc)"
if [[ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null)" != "$wanted" ]]; then
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64) arch=arm64 ;;
    *) echo "no Node $wanted build for $(uname -m) on the npm registry" >&2 && return 1 ;;
  esac
  cache="${SOPAN_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/sopan-node}"
  version="$(npm view "node-linux-$arch@$wanted" version | tail -1 | sed -E "s/.*'([0-9.]+)'.*/\\1/; s/^([0-9.]+)$/\\1/")"
  home="$cache/node-$version-linux-$arch"
  if [[ ! -x "$home/bin/node" ]]; then
    echo "fetching Node $version (node-linux-$arch from the npm registry) into $home…"
    mkdir -p "$cache"
    tarball="$(cd "$cache" && npm pack --silent "node-linux-$arch@$version")"
    rm -rf "$home.partial" && mkdir -p "$home.partial"
    tar -xzf "$cache/$tarball" -C "$home.partial" --strip-components=1 && rm -f "$cache/$tarball"
    mv "$home.partial" "$home"
  fi
  export PATH="$home/bin:$PATH"
fi
echo "Node $(node --version), npm $(npm --version)"
