#!/usr/bin/env bash
# Regenerates the example reports in Reports/ from the shipped skills and the example app.
# A test (ExampleReportsTests) fails when they are out of date.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product preflight >/dev/null
bin=.build/debug/preflight
app=Tests/Fixtures/ExampleApp
for format in md json sarif; do
    # Exit code 1 is expected: the example app carries deliberate violations.
    "$bin" audit "$app" --skill Skills --format "$format" --output "Reports/example-app-audit.$format" || [ $? -eq 1 ]
done
"$bin" compile Skills --format md --output Reports/compiled-skills.md
"$bin" compile Skills --format json --output Reports/compiled-skills.json
echo "Reports/ regenerated."
