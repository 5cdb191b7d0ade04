#!/usr/bin/env bash
# A single-node Apache Kafka broker (KRaft) on 127.0.0.1, for the Kafka suites and by hand.
#
#   kafka-broker.sh fetch           the broker's jars from Maven Central into the cache (once)
#   kafka-broker.sh start [DIR]     formats DIR (a new temporary folder by default) and starts the
#                                   broker there on a free port; prints its bootstrap address.
#                                   On a DIR started before: the same port and log, started again.
#   kafka-broker.sh stop DIR        stops the broker of DIR by its process id (its log stays)
#   kafka-broker.sh destroy DIR     stops it and deletes DIR
#
# The jars come from infra/kafka/pom.xml; the cache is $CAIRN_KAFKA_CACHE, else ~/.cache/cairn-kafka.
# Progress goes to stderr; `start` prints only the address (KAFKA_BROKERS=$(kafka-broker.sh start)).
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
cache="${CAIRN_KAFKA_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/cairn-kafka}"
# One folder of jars per pom: changing the Kafka version fetches anew.
libs="$cache/libs-$(sha1sum "$here/pom.xml" | cut -c1-12)"
start_timeout="${KAFKA_START_TIMEOUT:-120}"

say() { echo "kafka-broker: $*" >&2; }

# shellcheck source=../maven-jars.sh
. "$here/../maven-jars.sh"


java_opts=(-Xms256m -Xmx768m -XX:+UseG1GC -XX:TieredStopAtLevel=1 -Djava.awt.headless=true
  "-Dlog4j2.configurationFile=$here/log4j2.properties")

configure() {
  local dir="$1" port controller
  port="$(free_port)"
  controller="$(free_port)"
  mkdir -p "$dir/data"
  # Only 127.0.0.1, for clients and for the controller alike. Three partitions by default, so the
  # suites see streams spread over partitions.
  cat >"$dir/server.properties" <<EOF
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$controller
listeners=PLAINTEXT://127.0.0.1:$port,CONTROLLER://127.0.0.1:$controller
advertised.listeners=PLAINTEXT://127.0.0.1:$port
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT
log.dirs=$dir/data
num.partitions=3
auto.create.topics.enable=true
offsets.topic.replication.factor=1
offsets.topic.num.partitions=3
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
share.coordinator.state.topic.replication.factor=1
share.coordinator.state.topic.min.isr=1
group.initial.rebalance.delay.ms=0
# A broker started again after a crash waits for its old registration to expire: 2 s, not 9.
broker.heartbeat.interval.ms=500
broker.session.timeout.ms=2000
EOF
  echo "127.0.0.1:$port" >"$dir/bootstrap"
  # A cluster id is 16 random bytes in URL-safe base64 without padding.
  local cluster
  cluster="$(head -c 16 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=\n')"
  java "${java_opts[@]}" -cp "$libs/*" kafka.tools.StorageTool format -t "$cluster" -c "$dir/server.properties" >"$dir/format.log" 2>&1 \
    || { cat "$dir/format.log" >&2; say "formatting $dir failed"; return 1; }
}

# Alive and not a zombie (a killed broker's parent, this script, has gone: init reaps it later).
alive() { local state; state="$(ps -o stat= -p "$1" 2>/dev/null)" && [ "${state:0:1}" != Z ]; }
running() { [ -f "$1/broker.pid" ] && alive "$(cat "$1/broker.pid")"; }

start() {
  local dir="${1:-}"
  fetch
  if [ -z "$dir" ]; then dir="$(mktemp -d "${TMPDIR:-/tmp}/cairn-kafka.XXXXXX")"; fi
  mkdir -p "$dir"
  dir="$(cd "$dir" && pwd)"
  if running "$dir"; then cat "$dir/bootstrap"; return 0; fi
  [ -f "$dir/server.properties" ] || configure "$dir"
  local bootstrap log began
  bootstrap="$(cat "$dir/bootstrap")"
  log="$dir/broker.log"
  : >"$log"
  began=$(date +%s)
  nohup java "${java_opts[@]}" -cp "$libs/*" kafka.Kafka "$dir/server.properties" >"$log" 2>&1 </dev/null &
  echo $! >"$dir/broker.pid"
  # Ready once the broker says so and its port takes connections.
  until grep -q "Kafka Server started" "$log" && (exec 3<>"/dev/tcp/${bootstrap%:*}/${bootstrap#*:}") 2>/dev/null; do
    if ! running "$dir"; then tail -30 "$log" >&2; say "the broker in $dir stopped while starting"; return 1; fi
    if [ $(($(date +%s) - began)) -ge "$start_timeout" ]; then tail -30 "$log" >&2; stop "$dir"; say "the broker did not start in ${start_timeout}s"; return 1; fi
    sleep 0.2
  done
  say "started in $(($(date +%s) - began))s: $bootstrap (folder $dir, pid $(cat "$dir/broker.pid"))"
  echo "$bootstrap"
}

stop() {
  local dir="${1:?stop needs the broker folder}" pid
  [ -f "$dir/broker.pid" ] || return 0
  pid="$(cat "$dir/broker.pid")"
  if alive "$pid"; then
    kill -TERM "$pid"
    for _ in $(seq 1 150); do alive "$pid" || break; sleep 0.2; done
    if alive "$pid"; then kill -KILL "$pid"; fi
  fi
  rm -f "$dir/broker.pid"
}

case "${1:-}" in
  fetch) fetch ;;
  start) start "${2:-}" ;;
  stop) stop "${2:-}" ;;
  destroy) stop "${2:?destroy needs the broker folder}"; rm -rf "$2" ;;
  *) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2 ;;
esac
