#!/usr/bin/env bash
# mongo-java-server on 127.0.0.1: a MongoDB wire-protocol server kept in memory, for the read-store
# contract over the wire (it has no transactions; see MongoWireServer.java and docs/distributed.md).
#
#   mongo-wire-server.sh fetch          the jars from Maven Central into the cache (once)
#   mongo-wire-server.sh start [DIR]    starts the server on a free port (state in DIR, a new temporary
#                                       folder by default) and prints its MongoDB URL
#   mongo-wire-server.sh destroy DIR    stops it by its process id and deletes DIR
#
# The cache is $CAIRN_MONGO_WIRE_CACHE, else ~/.cache/cairn-mongo-wire.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
cache="${CAIRN_MONGO_WIRE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/cairn-mongo-wire}"
libs="$cache/libs-$(sha1sum "$here/pom.xml" | cut -c1-12)"

say() { echo "mongo-wire-server: $*" >&2; }

# shellcheck source=../maven-jars.sh
. "$here/../maven-jars.sh"

start() {
  local dir="${1:-$(mktemp -d "${TMPDIR:-/tmp}/cairn-mongo-wire.XXXXXX")}" port
  fetch
  mkdir -p "$dir"
  port="$(free_port)"
  # Java's single-file launcher compiles MongoWireServer.java on start: no build step to keep.
  nohup java -Xmx256m -XX:TieredStopAtLevel=1 -cp "$libs/*" "$here/MongoWireServer.java" "$port" \
    >"$dir/server.log" 2>&1 &
  echo $! >"$dir/pid"
  for _ in $(seq 1 120); do
    if grep -q "^listening on" "$dir/server.log" 2>/dev/null; then
      echo "mongodb://127.0.0.1:$port/?directConnection=true"
      return 0
    fi
    kill -0 "$(cat "$dir/pid")" 2>/dev/null || { cat "$dir/server.log" >&2; say "it exited"; return 1; }
    sleep 0.5
  done
  cat "$dir/server.log" >&2; say "it did not listen within 60 s"; return 1
}

destroy() {
  local dir="$1"
  [ -f "$dir/pid" ] && kill "$(cat "$dir/pid")" 2>/dev/null || true
  rm -rf "$dir"
}

case "${1:-}" in
  fetch) fetch ;;
  start) start "${2:-}" ;;
  destroy) destroy "$2" ;;
  *) echo "usage: $0 fetch | start [DIR] | destroy DIR" >&2; exit 2 ;;
esac
