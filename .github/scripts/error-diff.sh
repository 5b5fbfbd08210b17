#!/usr/bin/env bash
# The pull-request diff: `npm run diff -- --against "$BASE_REF"` as markdown (the comment and the
# job summary) and as GitHub annotations (on stdout, where the runner reads them). A diff that
# cannot run becomes a comment saying why, with its exit status in the `status` output; the
# workflow fails on that status after the comment is posted.
#
#   BASE_REF=origin/main bash .github/scripts/error-diff.sh      (in the project; the spec roots in
#   MCP_SPEC_DIR and MCP_SPEC_PRERELEASE_DIR; RUNNER_TEMP, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY set)
set -euo pipefail

: "${BASE_REF:?BASE_REF names the base to compare with}"
: "${RUNNER_TEMP:?}" "${GITHUB_OUTPUT:?}" "${GITHUB_STEP_SUMMARY:?}"
markdown="$RUNNER_TEMP/error-diff.md"
errors="$RUNNER_TEMP/error-diff.err"

set +e
npm run --silent diff -- --against "$BASE_REF" --format markdown >"$markdown" 2>"$errors"
status=$?
set -e
if [ "$status" -eq 0 ]; then
  npm run --silent diff -- --against "$BASE_REF" --format github
else
  cat "$errors" >&2
  {
    echo "<!-- mcp-errgen-diff -->"
    echo "## MCP error diff"
    echo
    echo "The diff against \`$BASE_REF\` could not run (exit status $status):"
    echo
    echo "~~~~text"
    cat "$errors"
    echo "~~~~"
  } >"$markdown"
fi
cat "$markdown" >>"$GITHUB_STEP_SUMMARY"
echo "status=$status" >>"$GITHUB_OUTPUT"
