# Sourced by infra/kafka/kafka-broker.sh and infra/mongo/mongo-wire-server.sh: the jars a pom lists,
# fetched once with Maven into a cache folder of their own (one folder per pom's content, so a
# changed version fetches anew). Needs `here` (the pom's folder), `cache`, `libs` and `say`.

fetch() {
  [ -f "$libs/.complete" ] && return 0
  command -v mvn >/dev/null || { say "mvn is not installed"; return 1; }
  command -v java >/dev/null || { say "java is not installed"; return 1; }
  say "fetching the jars of $here/pom.xml with Maven into $libs"
  rm -rf "$libs"
  mkdir -p "$cache"
  mvn -B -q -Dstyle.color=never -f "$here/pom.xml" -Dmaven.repo.local="$cache/m2" \
    dependency:copy-dependencies -DoutputDirectory="$libs" -DincludeScope=runtime >"$cache/fetch.log" 2>&1 \
    || { tail -40 "$cache/fetch.log" >&2; say "Maven could not fetch them (log: $cache/fetch.log)"; return 1; }
  touch "$libs/.complete"
}

free_port() {
  node -e 'const s = require("net").createServer(); s.listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });'
}
