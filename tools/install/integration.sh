#!/usr/bin/env bash
# What the integration lane needs beyond `npm ci` (npm run pretest:integration), each pinned by its
# own files: the consumer matrix (test/consumers), the official conformance suite and its Node.js 22
# (tools/conformance), the real peers (tools/peers/install.sh) and the Python package's checks
# (test/python/install.sh). The four run side by side: in sequence they took 108 s of wall time for
# 52 s of CPU on the 2-core machine, waiting on the registries and the disk more than on the cores.
# Each one's output is shown when it ends; any failure fails the whole, once all have ended.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT

names=()
pids=()
start() {
  names+=("$1")
  shift
  "$@" >"$logs/${#names[@]}" 2>&1 &
  pids+=("$!")
}
start "test/consumers" bash tools/install/npm-ci-once.sh test/consumers --loglevel=error
start "conformance suite" npm run --silent conformance:install
start "peers" npm run --silent peers:install
start "Python checks" npm run --silent python:install

failed=()
for i in "${!pids[@]}"; do
  if wait "${pids[$i]}"; then status=ok; else status=failed; failed+=("${names[$i]}"); fi
  echo "install ${names[$i]}: $status"
  cat "$logs/$((i + 1))"
done
if ((${#failed[@]} > 0)); then
  echo "failed to install: ${failed[*]}" >&2
  exit 1
fi
