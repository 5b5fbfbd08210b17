#!/usr/bin/env bash
# Builds the Rust SDK client's probe (rmcp, pinned by Cargo.toml and Cargo.lock) and copies it to
# the folder given ($1). The build lives outside the clone, in
# ${XDG_CACHE_HOME:-~/.cache}/mcp-errgen/peers/rmcp-<key>, the key a hash of Cargo.lock and
# `rustc -vV`: with the same lock and toolchain, cargo finds everything built and rebuilds nothing.
# The crates come from crates.io by `cargo fetch --locked`, then the build runs offline.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
bin="$(mkdir -p "$1" && cd "$1" && pwd)"
key="$(cat "$here/Cargo.lock" <(rustc -vV) | sha256sum | cut -c1-16)"
target="${XDG_CACHE_HOME:-$HOME/.cache}/mcp-errgen/peers/rmcp-$key"
cd "$here"
timeout 300 cargo fetch --locked --quiet
CARGO_TARGET_DIR="$target" timeout 900 nice -n 5 cargo build --locked --offline --quiet
cp "$target/debug/rmcp-probe" "$bin/rmcp-probe.new"
mv "$bin/rmcp-probe.new" "$bin/rmcp-probe"
