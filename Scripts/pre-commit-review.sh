#!/usr/bin/env bash
# The `preflight-review` pre-commit hook: review the staged change with Preflight.
#
# pre-commit hands hooks a list of files, but a review needs the change itself, so this runs
# `preflight review . --staged`: the index against HEAD, every file read from the index, so
# unstaged edits never count (whether or not pre-commit stashed them).
#
# Arguments (the hook's `args:`) go to `preflight review`, e.g. `--skill docs/AGENTS.md`.
# PREFLIGHT_BIN names the preflight executable when it is not on PATH.
# Exit status: preflight's (0 clean, 1 a rule failed, 2 could not run).
set -euo pipefail

bin="${PREFLIGHT_BIN:-preflight}"
if ! command -v "$bin" >/dev/null 2>&1; then
    echo "preflight-review: '$bin' not found; put preflight on PATH or set PREFLIGHT_BIN" >&2
    exit 2
fi

exec "$bin" review . --staged --format text "$@"
