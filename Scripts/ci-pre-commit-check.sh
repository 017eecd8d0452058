#!/usr/bin/env bash
# End-to-end check of the `preflight-review` pre-commit hook, as a user of pre-commit runs it.
#
#   Scripts/ci-pre-commit-check.sh [PREFLIGHT]
#
# PREFLIGHT is a built preflight executable (default: $PREFLIGHT_BIN, else .build/release or
# .build/debug of this checkout). `pre-commit` must be on PATH; this script installs nothing.
#
# It snapshots this checkout's .pre-commit-hooks.yaml and Scripts/pre-commit-review.sh into a
# throwaway hook repository (so uncommitted edits are what gets tested), makes a throwaway app
# repository with a skill in .claude/skills/ and a .pre-commit-config.yaml pointing at the hook
# repository, then proves that `pre-commit run preflight-review` fails on a staged violation
# and passes on a clean staged change. Any surprise exits non-zero.
set -euo pipefail

checkout="$(cd "$(dirname "$0")/.." && pwd)"
fail() { echo "ci-pre-commit-check: FAIL: $*" >&2; exit 1; }

bin="${1:-${PREFLIGHT_BIN:-}}"
if [ -z "$bin" ]; then
    for candidate in "$checkout/.build/release/preflight" "$checkout/.build/debug/preflight"; do
        if [ -x "$candidate" ]; then bin="$candidate"; break; fi
    done
fi
if [ -z "$bin" ] || [ ! -x "$bin" ]; then fail "no preflight executable (build it, or pass its path)"; fi
bin="$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")"
command -v pre-commit >/dev/null 2>&1 || fail "pre-commit is not on PATH"
command -v git >/dev/null 2>&1 || fail "git is not on PATH"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Keep pre-commit's cache and git's user configuration out of it.
export PRE_COMMIT_HOME="$work/pre-commit-home"
export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null
export GIT_AUTHOR_NAME="Preflight CI" GIT_AUTHOR_EMAIL="ci@example.com"
export GIT_COMMITTER_NAME="Preflight CI" GIT_COMMITTER_EMAIL="ci@example.com"
export PREFLIGHT_BIN="$bin"
unset GIT_DIR GIT_WORK_TREE GIT_INDEX_FILE

# 1. The hook repository: this checkout's hook definition and wrapper, committed.
hooks="$work/hooks"
mkdir -p "$hooks/Scripts"
cp "$checkout/.pre-commit-hooks.yaml" "$hooks/"
cp "$checkout/Scripts/pre-commit-review.sh" "$hooks/Scripts/"
git -C "$hooks" init -q -b main
git -C "$hooks" add -A
git -C "$hooks" commit -q -m "hooks"
rev="$(git -C "$hooks" rev-parse HEAD)"

# 2. The app repository with an installed skill and the pre-commit configuration.
app="$work/app"
mkdir -p "$app/.claude/skills/house-style" "$app/Sources"
cat > "$app/.claude/skills/house-style/SKILL.md" <<'SKILL'
---
name: house-style
description: House rules for the Swift sources of this app. Use it when writing or reviewing Swift code.
---

# House style

## Checklist

- [ ] Identifiers end in `Id`, never `ID` (`userId`, not `userID`).
SKILL
cat > "$app/.pre-commit-config.yaml" <<CONFIG
repos:
  - repo: $hooks
    rev: $rev
    hooks:
      - id: preflight-review
CONFIG
printf 'struct Account {\n    let userId: Int\n}\n' > "$app/Sources/Account.swift"
git -C "$app" init -q -b main
git -C "$app" add -A
git -C "$app" commit -q -m "app"

run_hook() {   # prints pre-commit's output to $work/out.txt, returns its status
    local status=0
    (cd "$app" && pre-commit run preflight-review) >"$work/out.txt" 2>&1 || status=$?
    return "$status"
}

# 3. A staged violation must fail the hook, naming the file and line.
printf 'struct Account {\n    let userId: Int\n    let ownerID: Int\n}\n' > "$app/Sources/Account.swift"
git -C "$app" add Sources/Account.swift
status=0; run_hook || status=$?
if [ "$status" -eq 0 ]; then cat "$work/out.txt" >&2; fail "the hook passed a staged \`ownerID\`"; fi
grep -q "Sources/Account.swift:3" "$work/out.txt" || { cat "$work/out.txt" >&2; fail "no finding at Sources/Account.swift:3"; }
grep -q "Failed" "$work/out.txt" || { cat "$work/out.txt" >&2; fail "pre-commit did not report the hook as failed"; }
echo "ci-pre-commit-check: a staged violation fails the hook"

# 4. The same violation left unstaged (only a clean edit staged) must pass: the hook reviews
#    what is staged, not the work tree.
git -C "$app" reset -q --hard
printf 'struct Account {\n    let userId: Int\n    let ownerId: Int\n}\n' > "$app/Sources/Account.swift"
git -C "$app" add Sources/Account.swift
printf 'struct Account {\n    let userId: Int\n    let ownerId: Int\n    let groupID: Int\n}\n' > "$app/Sources/Account.swift"
status=0; run_hook || status=$?
if [ "$status" -ne 0 ]; then cat "$work/out.txt" >&2; fail "the hook failed a clean staged change (exit $status)"; fi
grep -q "Passed" "$work/out.txt" || { cat "$work/out.txt" >&2; fail "pre-commit did not report the hook as passed"; }
grep -q "groupID" "$app/Sources/Account.swift" || fail "pre-commit lost the unstaged edit"
echo "ci-pre-commit-check: a clean staged change passes the hook"

# 5. Nothing staged at all: the hook runs (always_run) and passes.
git -C "$app" reset -q --hard
status=0; run_hook || status=$?
if [ "$status" -ne 0 ]; then cat "$work/out.txt" >&2; fail "the hook failed with nothing staged (exit $status)"; fi
echo "ci-pre-commit-check: OK"
