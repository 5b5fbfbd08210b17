#!/usr/bin/env bash
# Installs the Python package's checks: a virtual environment under .tmp/python-venv with the tools
# of requirements.txt (pinned, with hashes), and pyright from package-lock.json. Made once and
# reused while requirements.txt is unchanged.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
venv="$root/.tmp/python-venv"
stamp="$venv/requirements.sha256"
wanted="$(sha256sum "$here/requirements.txt" | cut -d' ' -f1)"
if [[ ! -f "$stamp" || "$(cat "$stamp")" != "$wanted" ]]; then
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --require-hashes --no-deps \
    -r "$here/requirements.txt"
  echo "$wanted" >"$stamp"
fi
bash "$root/tools/install/npm-ci-once.sh" "$here" --loglevel=error
