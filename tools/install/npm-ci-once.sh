#!/usr/bin/env bash
# `npm ci` in DIR (the rest of the arguments passed on), skipped while the node_modules it made
# there was installed from the same package.json and package-lock.json: npm ci removes node_modules
# first, so a change to either (or a removed node_modules) installs again.
set -euo pipefail
dir="$1"
shift
stamp="$dir/node_modules/.installed-from.sha256"
wanted="$(cat "$dir/package.json" "$dir/package-lock.json" | sha256sum | cut -d' ' -f1)"
if [[ -f "$stamp" && "$(cat "$stamp")" == "$wanted" ]]; then
  exit 0
fi
npm ci --prefix "$dir" --no-audit --no-fund "$@"
echo "$wanted" >"$stamp"
