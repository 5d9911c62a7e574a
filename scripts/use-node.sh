# Puts the Node.js this project runs on first on PATH (docs/decisions/250-node-24-from-the-npm-registry.md).
#
#   . scripts/use-node.sh              # in this shell: then npm ci, npm start, npm test
#   sh scripts/use-node.sh CMD [ARG…]  # one command (sh scripts/use-node.sh npm test)
#   NODE_VERSION=24.15.0 . scripts/use-node.sh   # another version (CI: the oldest the README promises)
#
# The machine's node is used when it is already a 24.x at or above the oldest version the README
# promises (package.json "engines"). Otherwise the version in .node-version comes from the npm
# registry as the package node-<os>-<arch> (a binary inside a registry package: no download of its
# own, no install script) into ~/.cache/remontti-node/<version>, a folder `npm ci` never wipes,
# and native modules (better-sqlite3) compile against the headers that package ships
# (npm_config_nodedir), with no network. POSIX sh: sourced from sh, bash, zsh or dash.

remontti_node_setup() {
  # Run as a command, the repository is the script's parent folder; sourced, the current folder.
  case "$0" in
  *use-node.sh) _root=$(CDPATH='' cd -- "$(dirname -- "$0")/.." && pwd) ;;
  *) _root=$(pwd) ;;
  esac
  if [ ! -f "$_root/.node-version" ]; then
    echo "use-node.sh: run it from the repository root (no .node-version in $_root)" >&2
    return 1
  fi
  _oldest=$(sed -n 's/.*"node": *">=\([0-9.]*\)".*/\1/p' "$_root/package.json" | head -n 1)
  _want=${NODE_VERSION:-$(tr -d ' \n\r' <"$_root/.node-version")}
  _have=$(node -p 'process.versions.node' 2>/dev/null || echo 0.0.0)
  # The machine's node will do when no version was asked for and it is 24.x >= the oldest promised.
  if [ -z "${NODE_VERSION:-}" ] && [ "${_have%%.*}" = "${_want%%.*}" ] &&
    [ "$(printf '%s\n%s\n' "$_oldest" "$_have" | sort -t . -k1,1n -k2,2n -k3,3n | head -n 1)" = "$_oldest" ]; then
    return 0
  fi
  [ "$_have" = "$_want" ] && return 0
  case "$(uname -s)" in Linux) _os=linux ;; Darwin) _os=darwin ;; *) _os=unknown ;; esac
  case "$(uname -m)" in x86_64 | amd64) _arch=x64 ;; aarch64 | arm64) _arch=arm64 ;; *) _arch=unknown ;; esac
  _pkg="node-$_os-$_arch"
  _home=${REMONTTI_NODE_HOME:-${XDG_CACHE_HOME:-$HOME/.cache}/remontti-node}
  _dir="$_home/$_want"
  _bin="$_dir/node_modules/$_pkg/bin"
  if [ ! -x "$_bin/node" ]; then
    echo "[use-node] Node.js $_want: npm install $_pkg@$_want into $_dir (the machine has $_have)" >&2
    mkdir -p "$_home" || return 1
    _tmp=$(mktemp -d "$_home/.install-XXXXXX") || return 1
    # Into a fresh folder, then moved into place: two shells starting at once never see half a binary.
    if ! npm install --prefix "$_tmp" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
      "$_pkg@$_want" >&2; then
      rm -rf "$_tmp"
      echo "use-node.sh: could not install $_pkg@$_want from the npm registry" >&2
      return 1
    fi
    rm -rf "$_dir"
    mv "$_tmp" "$_dir" || return 1
  fi
  PATH="$_bin:$PATH"
  export PATH
  # node-gyp builds native modules against these headers (the package ships include/node), not /usr's.
  npm_config_nodedir="$_dir/node_modules/$_pkg"
  export npm_config_nodedir
  hash -r 2>/dev/null || true
  echo "[use-node] $(command -v node) $(node --version)" >&2
}

if remontti_node_setup; then
  unset -f remontti_node_setup
  unset _root _oldest _want _have _os _arch _pkg _home _dir _bin _tmp
  # Run as a command (`sh scripts/use-node.sh npm test`): run the rest of the line on that Node.
  case "$0" in
  *use-node.sh) if [ $# -gt 0 ]; then exec "$@"; fi ;;
  esac
else
  unset -f remontti_node_setup
  case "$0" in
  *use-node.sh) exit 1 ;;
  *) false ;;
  esac
fi
