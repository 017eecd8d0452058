#!/usr/bin/env python3
"""Checks that every ast-grep rule here fires on the violations the generator plants.

    python3 Benchmarks/astgrep/check_rules.py

Generates a small tree with a high violation rate into the rules-check folder of the benchmark work area, scans it and
compares the matches of each rule with the number of planted violations (exactly, for the rules
whose violation is one match; at least one, for the others).
"""

import collections
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
BENCH = os.path.dirname(HERE)
sys.path.insert(0, BENCH)
import generate_tree  # noqa: E402

EXACT = {  # rule id -> planted violation kind, one match each
    "no-observable-object": "ObservableObject",
    "no-realm-init": "Realm()",
    "no-withviewstore": "WithViewStore",
    "padding-literal": ".padding(16)",
    "no-task-in-view": "Task {",
    "no-uiapplication-shared": "UIApplication.shared",
}
AT_LEAST = {  # several matches per planted violation, or matches on conforming code too
    "no-published": "ObservableObject",
    "identifier-id-suffix": "userID",
    "core-no-ui-import": "import SwiftUI",
    "no-sheet-is-presented": ".sheet(isPresented:)",
}


def main():
    out = os.path.join(BENCH, "work", "rules-check")
    generator = generate_tree.Generator(seed=3, violation_rate=0.5)
    generator.build(400)
    if os.path.exists(out):
        subprocess.run(["rm", "-rf", out], check=True)
    generate_tree.write(out, generator.files)
    scan = subprocess.run(["ast-grep", "scan", "-c", os.path.join(HERE, "sgconfig.yml"), out, "--json=stream"],
                          capture_output=True, text=True)
    matches = collections.Counter(json.loads(line)["ruleId"] for line in scan.stdout.splitlines() if line)
    planted = generator.violations
    failures = 0
    for rule in sorted(list(EXACT) + list(AT_LEAST)):
        kind = EXACT.get(rule) or AT_LEAST[rule]
        want = planted.get(kind, 0)
        got = matches.get(rule, 0)
        ok = got == want if rule in EXACT else got >= max(1, want)
        failures += not ok
        print("%-26s %-4s matches %4d, planted %-24s %d" % (rule, "ok" if ok else "FAIL", got, kind, want))
    rules = {f[:-4] for f in os.listdir(os.path.join(HERE, "rules")) if f.endswith(".yml")}
    missing = rules - set(EXACT) - set(AT_LEAST)
    if missing:
        print("rules without a check:", ", ".join(sorted(missing)))
        failures += 1
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
