#!/usr/bin/env bash
# Runs each libFuzzer target for a set time, one after the other (run Fuzz/build.sh first).
#
#   Fuzz/run.sh [SECONDS] [TARGET...]      # default: 30 s each, every target
#
# Each target starts from its committed seeds (Fuzz/corpus/<target>/) plus what earlier runs
# found (.build-fuzz/corpus/<target>/, kept between runs). A crash, a leak, a timeout (10 s for
# one input) or an out-of-memory (2 GB) stops that target; its input is saved as
# .build-fuzz/artifacts/<target>-crash-… and the script exits 1 after running the others.
# Prints, per target, the executions done and the coverage reached.
#
# Environment: FUZZ_NICE (default 15), FUZZ_MAX_LEN (default 8192), FUZZ_RUNS (stop a target
# after this many executions, within the time), FUZZ_JOBS_ARGS (extra libFuzzer flags).
set -uo pipefail
cd "$(dirname "$0")/.."

SECONDS_EACH="${1:-30}"
shift || true
BUILD="${FUZZ_BUILD:-.build-fuzz}"
TARGETS=("$@")
if [ ${#TARGETS[@]} -eq 0 ]; then
    for binary in "$BUILD"/fuzzers/*; do TARGETS+=("$(basename "$binary")"); done
fi
[ -x "$BUILD/fuzzers/${TARGETS[0]}" ] || { echo "run.sh: no fuzzers in $BUILD/fuzzers (run Fuzz/build.sh)" >&2; exit 2; }

# A Swift runtime error is reported by libFuzzer as the crash it is; the runtime's own
# backtracer would run under AddressSanitizer and be reported instead.
export SWIFT_BACKTRACE=enable=no
failed=0
mkdir -p "$BUILD/artifacts" "$BUILD/logs"
for target in "${TARGETS[@]}"; do
    corpus="$BUILD/corpus/$target"
    mkdir -p "$corpus"
    log="$BUILD/logs/$target.log"
    # shellcheck disable=SC2086
    nice -n "${FUZZ_NICE:-15}" "$BUILD/fuzzers/$target" "$corpus" "Fuzz/corpus/$target" \
        -max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=2048 -max_len="${FUZZ_MAX_LEN:-8192}" \
        -print_final_stats=1 -artifact_prefix="$BUILD/artifacts/$target-" ${FUZZ_RUNS:+-runs=$FUZZ_RUNS} \
        ${FUZZ_JOBS_ARGS:-} >"$log" 2>&1
    status=$?
    runs="$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -n 1)"
    coverage="$(grep -o "cov: [0-9]*" "$log" | tail -n 1)"
    speed="$(grep -o "stat::average_exec_per_sec: *[0-9]*" "$log" | grep -o "[0-9]*$" | tail -n 1)"
    if [ $status -eq 0 ]; then
        printf '%-20s ok      %12s executions  %8s/s  %s\n' "$target" "${runs:-?}" "${speed:-?}" "$coverage"
    else
        failed=1
        printf '%-20s FAILED  %12s executions  (exit %d; see %s)\n' "$target" "${runs:-?}" "$status" "$log"
        grep -E "ERROR:|SUMMARY:|Test unit written" "$log" | head -n 5
    fi
done
exit $failed
