#!/usr/bin/env bash
# Preflight benchmark: one command, from anywhere.
#
#   Benchmarks/run.sh
#
# Builds preflight in release, compiles the parse-only SwiftParser baseline, generates synthetic
# iOS trees (Benchmarks/work/, gitignored) plus a real-shaped one, and times, per tree, `preflight audit`, ast-grep with
# 10 equivalent rules, the parse-only pass and `cat`; then `preflight review` of a 20-file change
# in the 5,000-file tree. Prints a table and verdicts and writes Benchmarks/results.md.
#
# Environment:
#   SIZES="1000 5000 20000"  approximate Swift file counts
#   RUNS=3                   runs per measurement (the median is reported)
#   THREADS=2                threads for ast-grep and the parse-only pass
#   SEED=1                   generator seed
#   LONG_RUN=90              a command whose first run takes longer than this (s) runs only once
#   PREFLIGHT_BIN=path       use this preflight binary instead of building the repository's
#   SKILLS=dir               skills to audit the synthetic trees with (default: the repository's Skills/)
#   REAL_FILES=567           Swift files of the real-shaped tree (0: none)
#   REAL_SKILL=a,b           skills for it, comma-separated (default: two shipped skills, 38 checks)
#   REFERENCE_RULES=dir      the issue's ast-grep rules for it (default: ../shared/bench/ast-grep-rules)
#   SKIP_BUILD=1             do not run `swift build -c release` (uses .build/release/preflight)
#   PREFLIGHT_STATIC_BIN=…   also measure this binary (the same commit built with
#                            `swift build -c release --static-swift-stdlib`), for information
#   AST_GREP=path            ast-grep binary (a pyenv shim on PATH is resolved to the real binary)
#   SWIFT_HOST_LIBS=dir      toolchain host libraries (default: <toolchain of swiftc>/usr/lib/swift/host)
#
# Needs: swift, python3, GNU time (apt-get install -y time), ast-grep (pip install ast-grep-cli).
set -euo pipefail

BENCH="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$BENCH/.." && pwd)"
WORK="$BENCH/work"
SIZES="${SIZES:-1000 5000 20000}"
RUNS="${RUNS:-3}"
THREADS="${THREADS:-2}"
SEED="${SEED:-1}"
mkdir -p "$WORK/bin"

for tool in python3 swiftc; do
    command -v "$tool" >/dev/null || { echo "run.sh: $tool not found on PATH" >&2; exit 2; }
done
[ -n "${AST_GREP:-}" ] || command -v ast-grep >/dev/null || { echo "run.sh: ast-grep not found (pip install ast-grep-cli)" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "run.sh: needs GNU time at /usr/bin/time (apt-get install -y time)" >&2; exit 2; }

# 1. preflight, release build (unless a binary is given).
if [ -n "${PREFLIGHT_BIN:-}" ]; then
    PREFLIGHT="$PREFLIGHT_BIN"
    echo "Using PREFLIGHT_BIN=$PREFLIGHT"
else
    PREFLIGHT="$REPO/.build/release/preflight"
    if [ -z "${SKIP_BUILD:-}" ]; then
        echo "Building preflight (swift build -c release)…"
        (cd "$REPO" && swift build -c release 2>&1 | tail -n 3) || echo "run.sh: release build failed" >&2
    fi
fi

# 2. The parse-only baseline, compiled against the toolchain's host SwiftParser (cached by source hash).
if [ -z "${SWIFT_HOST_LIBS:-}" ]; then
    SWIFTC="$(readlink -f "$(command -v swiftc)")"
    SWIFT_HOST_LIBS="$(dirname "$(dirname "$SWIFTC")")/lib/swift/host"
fi
PARSE_ONLY="$WORK/bin/parse-only"
SOURCE_HASH="$(sha256sum "$BENCH/ParseOnly/main.swift" | cut -c1-16)"
if [ ! -x "$PARSE_ONLY" ] || [ "$(cat "$PARSE_ONLY.hash" 2>/dev/null)" != "$SOURCE_HASH" ]; then
    echo "Compiling the parse-only baseline…"
    swiftc -O "$BENCH/ParseOnly/main.swift" -o "$PARSE_ONLY" \
        -I "$SWIFT_HOST_LIBS" -L "$SWIFT_HOST_LIBS" -lSwiftParser -lSwiftSyntax \
        -Xlinker -rpath -Xlinker "$SWIFT_HOST_LIBS"
    echo "$SOURCE_HASH" > "$PARSE_ONLY.hash"
fi

# 3. Trees, timings, table, verdicts, results.md.
exec python3 -u "$BENCH/bench.py" --sizes "$SIZES" --runs "$RUNS" --threads "$THREADS" --seed "$SEED" --long-run "${LONG_RUN:-90}" \
    --preflight "$PREFLIGHT" --preflight-static "${PREFLIGHT_STATIC_BIN:-}" --parse-only "$PARSE_ONLY" --skills "${SKILLS:-$REPO/Skills}" --work "$WORK" \
    --real-files "${REAL_FILES:-567}" --real-skill "${REAL_SKILL:-$REPO/Skills/uikit-tuist-house-style,$REPO/Skills/swiftui-mvi-observable}" \
    --reference-rules "${REFERENCE_RULES:-$(dirname "$REPO")/shared/bench/ast-grep-rules}" \
    --results "$BENCH/results.md"
