#!/usr/bin/env bash
# Builds the libFuzzer targets of Fuzz/Targets/ (one executable each, in .build-fuzz/fuzzers/).
#
#   Fuzz/build.sh            # release, instrumented for libFuzzer and AddressSanitizer
#
# The package's library modules are compiled by SwiftPM with `-sanitize=fuzzer,address` in a
# build folder of their own (.build-fuzz), so coverage reaches into the code under test; each
# target file (an `LLVMFuzzerTestOneInput` entry point) is then compiled against those modules
# and linked with their objects, cmark-gfm, libyaml and the toolchain's SwiftSyntax.
#
# Environment: FUZZ_CONFIGURATION=release|debug, FUZZ_BUILD (build folder, default .build-fuzz),
# PREFLIGHT_SWIFT_HOST_LIBS (as for Package.swift).
set -euo pipefail
cd "$(dirname "$0")/.."

CONFIGURATION="${FUZZ_CONFIGURATION:-release}"
BUILD="${FUZZ_BUILD:-.build-fuzz}"
MODULES=(PreflightModel PreflightSwiftSource PreflightRepository PreflightDocument PreflightChecks PreflightChange
         PreflightCompiler PreflightEngine PreflightReport PreflightValidate)

if [ -n "${PREFLIGHT_SWIFT_HOST_LIBS:-}" ]; then
    HOST="$PREFLIGHT_SWIFT_HOST_LIBS"
else
    HOST="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/lib/swift/host"
fi

echo "Building the instrumented modules ($CONFIGURATION)…"
swift build -c "$CONFIGURATION" --build-path "$BUILD" --target PreflightValidate \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing 2>&1 | grep -E "error|warning: unre|Compiling|complete" | tail -n 3

PRODUCTS="$BUILD/$CONFIGURATION"
OBJECTS=()
for module in "${MODULES[@]}"; do
    OBJECTS+=("$PRODUCTS/$module.build"/*.o)
done
read -r -a CFLAGS <<<"$(pkg-config --cflags libcmark-gfm yaml-0.1)"
CLANG_FLAGS=()
for flag in "${CFLAGS[@]}"; do CLANG_FLAGS+=(-Xcc "$flag"); done
OPTIMIZE=-O
[ "$CONFIGURATION" = debug ] && OPTIMIZE=-Onone

mkdir -p "$BUILD/fuzzers"
for source in Fuzz/Targets/*.swift; do
    name="$(basename "$source" .swift | sed -E 's/([a-z])([A-Z])/\1-\2/g' | tr 'A-Z' 'a-z')"
    echo "Linking $name"
    rm -f "$BUILD/fuzzers/$name"   # a stale binary must not pass for a fresh one
    # ld.gold notes ASan's local helper symbols it cannot export; nothing to act on.
    swiftc -parse-as-library "$OPTIMIZE" -sanitize=fuzzer,address -enable-testing "$source" \
        -I "$PRODUCTS/Modules" -I "$HOST" -I Sources/CCmarkGFM -I Sources/CYaml "${CLANG_FLAGS[@]}" \
        "${OBJECTS[@]}" -L "$HOST" -lSwiftParser -lSwiftSyntax -Xlinker -rpath -Xlinker "$HOST" \
        -lcmark-gfm -lcmark-gfm-extensions -lyaml \
        -o "$BUILD/fuzzers/$name" 2>&1 | grep -v "Cannot export local symbol" || true
    [ -x "$BUILD/fuzzers/$name" ] || { echo "build.sh: linking $name failed" >&2; exit 1; }
done
echo "Fuzzers in $BUILD/fuzzers: $(ls "$BUILD/fuzzers" | tr '\n' ' ')"
