#!/usr/bin/env bash
# Installs the real peers `npm run peers` runs, each pinned by a file in this folder, each step
# bounded so that a registry that hangs fails the install instead of stalling CI, and each skipped
# while what it installed still matches its pins:
#   npm:  @modelcontextprotocol/sdk and mcp-remote (package.json, package-lock.json)
#   PyPI: the Python SDK `mcp` and its dependencies, every file checked against its hash
#         (python/requirements.txt), into .tmp/peers/venv
#   Go:   the Go SDK (go/go.mod, go/go.sum), built into .tmp/peers/bin/go-probe
# The SDK v2 client and server come from the project's own devDependencies (npm ci).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/../.."
out=.tmp/peers
mkdir -p "$out/bin"

timeout 300 bash tools/install/npm-ci-once.sh tools/peers --loglevel=error

# Made again only when requirements.txt changes (its hash is kept beside the environment).
stamp="$out/venv/requirements.sha256"
wanted="$(sha256sum tools/peers/python/requirements.txt | cut -d' ' -f1)"
if [[ ! -f "$stamp" || "$(cat "$stamp")" != "$wanted" ]]; then
  rm -rf "$out/venv"
  timeout 60 python3 -m venv "$out/venv"
  timeout 600 "$out/venv/bin/pip" install --quiet --disable-pip-version-check --no-input \
    --require-hashes --no-deps --only-binary=:all: -r tools/peers/python/requirements.txt
  echo "$wanted" >"$stamp"
fi

(cd tools/peers/go && GOFLAGS=-mod=readonly GOTOOLCHAIN=local timeout 600 go build -o ../../../"$out"/bin/go-probe .)
