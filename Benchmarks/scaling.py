#!/usr/bin/env python3
"""Scaling benchmark: hostile inputs at growing sizes, timed and measured, to show that time
grows linearly and memory stays bounded where issue 9 found quadratic algorithms and unbounded
reads. Each case runs the real `preflight` binary on generated input at sizes N, 2N and 4N
(N can be scaled with --scale) and reports wall time, peak RSS (GNU time) and the growth
exponent log2(t(4N) / t(2N)): about 1 for linear work, about 2 for quadratic.

    Benchmarks/scaling.py [--preflight .build/release/preflight] [--cases a,b] [--scale 1] [--big]

Cases:
  compile-document      compile a document of many checklist items and rules (RuleLinker.link)
  validate-long-line    validate a SKILL.md whose body is one long line of links and spans (LineScanner)
  audit-swift-types     audit one large Swift file of many types with `inside: View` checks (type bodies)
  audit-padding-block   audit one block of thousands of `.padding(16)` calls (condition clauses)
  member-order          audit one large Swift file of small views with a `member-order` check (members grouped per type)
  audit-gitignore       audit 2,000 files under a .gitignore of thousands of patterns (ignore rules; git for scale)
  review-large-diff     review a diff of mostly binary patch lines (streamed: memory must stay flat)
  review-huge-hunks     review diffs of millions of added lines (refused at the change-set bound)
  audit-sparse-file     audit a sparse .swift file of 512 MB, 1 GB and 2 GB (binary sniffing: nothing read)
  hostile-documents     documents refused from their size or shape: 100 MB, a 10,000-column table, deep nesting
  audit-findings        audit one file of `print(a!)` lines of 1, 2 and 4 MB (two findings a line: memory per finding)
  findings-extremes     two such 4 MB files at once, and `--write-baseline` of their findings (refused past its bound)
--big adds the 1 GB diff to review-large-diff. Results go to stdout and Benchmarks/scaling-results.md;
a run of some cases (--cases) keeps the other cases' rows there, and notes below the table (from
the first line starting with `## `) are kept as written.
Needs python3, git and GNU time (/usr/bin/time).
"""

import argparse
import math
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

BENCH = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(BENCH)

SKILL = """---
name: bench
description: Checks for the scaling benchmark.
---
# Bench

## Checklist

- [ ] No GCD inside views.
<!-- preflight:
  checks:
    - kind: forbidden-symbol
      symbols: ["DispatchQueue"]
      inside: View
-->
- [ ] No magic padding.
<!-- preflight:
  checks:
    - kind: forbidden-call
      calls: [".padding(16)"]
-->
"""


def run(preflight, arguments, cwd, stdin=None):
    """Runs preflight under GNU time; returns (seconds, peak RSS in MB, exit code, stderr tail)."""
    started = time.perf_counter()
    process = subprocess.run(["/usr/bin/time", "-f", "%M", preflight] + arguments, cwd=cwd, stdin=stdin,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - started
    lines = process.stderr.strip().splitlines()
    rss = int(lines[-1]) / 1024 if lines and lines[-1].isdigit() else float("nan")
    message = next((line for line in lines if line.startswith("error:")), "")
    # The results table is committed: no path of this machine in it.
    message = message.replace(os.path.abspath(cwd) + "/", "<work>/") if cwd else message
    return elapsed, rss, process.returncode, message


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as handle:
        handle.write(text)


def skill_tree(root):
    write(os.path.join(root, ".claude/skills/bench/SKILL.md"), SKILL)


# MARK: Cases. Each yields (size label, folder, arguments) for sizes N, 2N, 4N.

def compile_document(work, scale):
    words = "view model padding token color font layout navigation stack state binding actor thread cache router".split()
    rng = random.Random(1)
    for size in (int(200_000 * scale), int(400_000 * scale), int(800_000 * scale)):
        lines = ["# Big\n\n## Checklist\n\n"]
        total = 0
        index = 0
        while total < size // 2:
            line = "- [ ] Never use `.%s(%d)` in %s %s code.\n" % (rng.choice(words), index, rng.choice(words), rng.choice(words))
            lines.append(line)
            total += len(line)
            index += 1
        lines.append("\n## Rules\n\n")
        while total < size:
            line = "- Always avoid `%s%d` when the %s uses %s.\n" % (rng.choice(words), index % 300, rng.choice(words), rng.choice(words))
            lines.append(line)
            total += len(line)
            index += 1
        folder = os.path.join(work, "compile-%d" % size)
        write(os.path.join(folder, "doc.md"), "".join(lines))
        yield "%d KB" % (size // 1024), folder, ["compile", "doc.md", "--format", "json"]


def validate_long_line(work, scale):
    for size in (int(500_000 * scale), int(1_000_000 * scale), int(2_000_000 * scale)):
        piece = "see `a/b.md` and [x](refs/x.md) or é`c` with the `lint` skill; "
        body = piece * (size // len(piece))
        folder = os.path.join(work, "validate-%d" % size)
        write(os.path.join(folder, ".claude/skills/long/SKILL.md"),
              "---\nname: long\ndescription: One long line. Use when benchmarking.\n---\n# Long\n\n" + body + "\n")
        yield "%d KB line" % (size // 1024), folder, ["validate", ".", "--format", "json", "--max-tokens", "100000000"]


def audit_swift_types(work, scale):
    # Up to 4 MB: larger files are skipped unread (Workspace.maximumFileSize).
    for size in (int(1_000_000 * scale), int(2_000_000 * scale), int(4_000_000 * scale)):
        chunk = ("struct Screen%d: View {\n    var body: some View { Text(\"a\") }\n"
                 "    func load() { DispatchQueue.main.async { } }\n}\n"
                 "final class Model%d {\n    func run() { DispatchQueue.global().async { } }\n}\n")
        parts = []
        total = 0
        index = 0
        while total < size:
            text = chunk % (index, index)
            parts.append(text)
            total += len(text)
            index += 1
        folder = os.path.join(work, "types-%d" % size)
        skill_tree(folder)
        write(os.path.join(folder, "App/Screens.swift"), "import SwiftUI\n\n" + "".join(parts))
        yield "%.1f MB file" % (size / 1e6), folder, ["audit", ".", "--format", "json"]


MEMBER_ORDER_SKILL = """---
name: bench-order
description: Member order for the scaling benchmark.
---
# Bench order

## Checklist

- [ ] View members go environment, state, bindings, stored, computed, init, body.
<!-- preflight:
  checks:
    - kind: member-order
      order: ["@Environment", "@State", "@Binding", stored, computed, init, body]
      conformance: View
-->
"""


def audit_member_order(work, scale):
    # Small views, each breaking the order twice: the shape that took 5.6 s at 1 MB when every
    # type looked through every declaration of the file for its members. Up to 4 MB, as above.
    for size in (int(1_000_000 * scale), int(2_000_000 * scale), int(4_000_000 * scale)):
        chunk = ("struct Screen%d: View {\n    @State private var isOn = false\n"
                 "    @Environment(\\.dismiss) private var dismiss\n    let title: String\n"
                 "    private var isDisabled: Bool { !isOn }\n    var body: some View { Text(title) }\n"
                 "    init(title: String) { self.title = title }\n}\n\n")
        parts = []
        total = 0
        index = 0
        while total < size:
            text = chunk % index
            parts.append(text)
            total += len(text)
            index += 1
        folder = os.path.join(work, "member-order-%d" % size)
        write(os.path.join(folder, ".claude/skills/bench-order/SKILL.md"), MEMBER_ORDER_SKILL)
        write(os.path.join(folder, "App/Screens.swift"), "import SwiftUI\n\n" + "".join(parts))
        yield "%.1f MB, %d views" % (size / 1e6, index), folder, ["audit", ".", "--format", "json"]


def audit_padding_block(work, scale):
    for count in (int(10_000 * scale), int(20_000 * scale), int(40_000 * scale)):
        body = "".join("            Text(\"%d\").padding(16)\n" % index for index in range(count))
        folder = os.path.join(work, "padding-%d" % count)
        skill_tree(folder)
        write(os.path.join(folder, "App/Long.swift"),
              "import SwiftUI\n\nstruct Long: View {\n    var body: some View {\n        VStack {\n" + body + "        }\n    }\n}\n")
        yield "%d calls" % count, folder, ["audit", ".", "--format", "json"]


def audit_gitignore(work, scale):
    for count in (int(2_500 * scale), int(5_000 * scale), int(10_000 * scale)):
        folder = os.path.join(work, "gitignore-%d" % count)
        if not os.path.isdir(folder):
            skill_tree(folder)
            for index in range(2000):
                write(os.path.join(folder, "Features/F%d/Sources/File%d.swift" % (index % 50, index)), "let x = %d\n" % index)
            rng = random.Random(count)
            patterns = []
            for index in range(count):
                kind = index % 4
                if kind == 0:
                    patterns.append("generated-%d.swift" % index)
                elif kind == 1:
                    patterns.append("*.ext%d" % index)
                elif kind == 2:
                    patterns.append("Features/F%d/Build%d/" % (rng.randrange(50), index))
                else:
                    patterns.append("**/Cache%d/**" % index)
            write(os.path.join(folder, ".gitignore"), "\n".join(patterns) + "\n")
            subprocess.run(["git", "init", "-q"], cwd=folder, check=True)
        yield "%d patterns" % count, folder, ["audit", ".", "--format", "json"]


def git_ls_files_seconds(folder):
    started = time.perf_counter()
    subprocess.run(["git", "ls-files", "-o", "--exclude-standard"], cwd=folder, stdout=subprocess.DEVNULL, check=True)
    return time.perf_counter() - started


def review_large_diff(work, scale, big):
    sizes = [int(64 * scale), int(128 * scale), int(256 * scale)] + ([1024] if big else [])
    for megabytes in sizes:
        folder = os.path.join(work, "diff-%d" % megabytes)
        diff = os.path.join(work, "diff-%d.diff" % megabytes)
        if not os.path.exists(diff):
            skill_tree(folder)
            write(os.path.join(folder, "App/A.swift"), "let x = 1\nprint(x)\n")
            line = "z" + "0" * 65 + "\n"
            block = line * 16384
            with open(diff, "w") as handle:
                handle.write("diff --git a/assets.bin b/assets.bin\nnew file mode 100644\nindex 0000000..1111111\n"
                             "GIT binary patch\nliteral %d\n" % (megabytes << 20))
                for _ in range((megabytes << 20) // len(block)):
                    handle.write(block)
                handle.write("\ndiff --git a/App/A.swift b/App/A.swift\n--- a/App/A.swift\n+++ b/App/A.swift\n"
                             "@@ -1 +1,2 @@\n let x = 1\n+print(x)\n")
        yield "%d MB diff" % megabytes, folder, ["review", ".", "--diff", diff, "--format", "json"]


def review_huge_hunks(work, scale):
    """Diffs whose hunks hold millions of text lines: refused at the change-set bound, early."""
    for lines in (int(2_000_000 * scale), int(4_000_000 * scale), int(8_000_000 * scale)):
        folder = os.path.join(work, "hunks-%d" % lines)
        diff = os.path.join(work, "hunks-%d.diff" % lines)
        if not os.path.exists(diff):
            skill_tree(folder)
            with open(diff, "w") as handle:
                handle.write("--- /dev/null\n+++ b/App/B.swift\n@@ -0,0 +1,%d @@\n" % lines)
                block = "+let value = 1 // a line of text\n" * 10_000
                for _ in range(lines // 10_000):
                    handle.write(block)
        yield "%d lines" % lines, folder, ["review", ".", "--diff", diff, "--format", "json"]


def audit_sparse_file(work, scale):
    for megabytes in (512, 1024, 2048):
        folder = os.path.join(work, "sparse-%d" % megabytes)
        skill_tree(folder)
        path = os.path.join(folder, "App/Huge.swift")
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as handle:
            handle.truncate(megabytes << 20)
        yield "%d MB sparse" % megabytes, folder, ["audit", ".", "--format", "json"]


def hostile_documents(work, scale):
    folder = os.path.join(work, "hostile-docs")
    os.makedirs(folder, exist_ok=True)
    big = os.path.join(folder, "big.md")
    with open(big, "wb") as handle:
        handle.write(b"# Big\n")
        handle.truncate(100 << 20)
    columns = 10_000
    write(os.path.join(folder, "table.md"), "|" + "a|" * columns + "\n|" + "-|" * columns + "\n" + "|a|\n" * 20_000)
    write(os.path.join(folder, "quotes.md"), ">" * 6800 + " a\n")
    write(os.path.join(folder, "emphasis.md"), "*" * 30000 + "a" + "*" * 30000 + "\n")
    alias = "a: &a [x, x, x, x, x, x, x, x, x]\n"
    for previous, name in zip("abcdefgh", "bcdefghi"):
        alias += "%s: &%s [%s]\n" % (name, name, ", ".join(["*" + previous] * 9))
    write(os.path.join(folder, "aliases.md"), "---\nname: x\n" + alias + "---\n# A\n")
    for name in ("big.md", "table.md", "quotes.md", "emphasis.md", "aliases.md"):
        yield name, folder, ["parse", name]


FINDINGS_RULES = "# Conventions\n\n- Never call `print`.\n- No force unwraps (`!`).\n"


def findings_file(size):
    return "func noise(a: Int?) {\n" + "print(a!)\n" * (size // 10) + "}\n"


def audit_findings(work, scale):
    for size in (int(1_000_000 * scale), int(2_000_000 * scale), int(4_000_000 * scale)):
        folder = os.path.join(work, "findings-%d" % size)
        write(os.path.join(folder, "AGENTS.md"), FINDINGS_RULES)
        write(os.path.join(folder, "Sources/App/Noise.swift"), findings_file(size))
        yield "%.1f MB, %dk findings" % (size / 1e6, size // 10 * 2 // 1000), folder, ["audit", ".", "--skill", "AGENTS.md", "--format", "sarif"]


def findings_extremes(work, scale):
    size = int(4_000_000 * scale)
    folder = os.path.join(work, "findings-two")
    write(os.path.join(folder, "AGENTS.md"), FINDINGS_RULES)
    for name in ("Noise.swift", "Noise2.swift"):
        write(os.path.join(folder, "Sources/App", name), findings_file(size))
    label = "2 × %.1f MB, %dk findings" % (size / 1e6, size // 10 * 4 // 1000)
    yield label, folder, ["audit", ".", "--skill", "AGENTS.md", "--format", "sarif"]
    baseline = os.path.join(folder, "baseline.json")
    yield label + ", --write-baseline", folder, ["audit", ".", "--skill", "AGENTS.md", "--write-baseline", baseline]


# MARK: Running and reporting

def exponent(first, second):
    if first <= 0.05 or second <= 0:
        return float("nan")  # too fast to tell
    return math.log2(second / first)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--preflight", default=os.path.join(REPO, ".build/release/preflight"))
    parser.add_argument("--cases", default="")
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--big", action="store_true")
    parser.add_argument("--work", default=os.path.join(BENCH, "work", "scaling"))
    parser.add_argument("--results", default=os.path.join(BENCH, "scaling-results.md"))
    options = parser.parse_args()
    preflight = os.path.abspath(options.preflight)
    if not os.access(preflight, os.X_OK):
        sys.exit("scaling.py: no preflight binary at %s (swift build -c release)" % preflight)
    if not os.access("/usr/bin/time", os.X_OK):
        sys.exit("scaling.py: needs GNU time at /usr/bin/time (apt-get install -y time)")
    os.makedirs(options.work, exist_ok=True)
    cases = {
        "compile-document": lambda: compile_document(options.work, options.scale),
        "validate-long-line": lambda: validate_long_line(options.work, options.scale),
        "audit-swift-types": lambda: audit_swift_types(options.work, options.scale),
        "audit-padding-block": lambda: audit_padding_block(options.work, options.scale),
        "member-order": lambda: audit_member_order(options.work, options.scale),
        "audit-gitignore": lambda: audit_gitignore(options.work, options.scale),
        "review-large-diff": lambda: review_large_diff(options.work, options.scale, options.big),
        "review-huge-hunks": lambda: review_huge_hunks(options.work, options.scale),
        "audit-sparse-file": lambda: audit_sparse_file(options.work, options.scale),
        "hostile-documents": lambda: hostile_documents(options.work, options.scale),
        "audit-findings": lambda: audit_findings(options.work, options.scale),
        "findings-extremes": lambda: findings_extremes(options.work, options.scale),
    }
    chosen = [name for name in options.cases.split(",") if name] or list(cases)
    rows = []
    for name in chosen:
        times = []
        for label, folder, arguments in cases[name]():
            seconds, rss, code, message = run(preflight, arguments, folder)
            times.append(seconds)
            extra = ""
            if name == "audit-gitignore":
                extra = "git ls-files %.2f s" % git_ls_files_seconds(folder)
            if message:
                extra = (extra + "; " if extra else "") + message[:90]
            row = (name, label, seconds, rss, code, extra)
            rows.append(row)
            print("%-20s %-16s %8.2f s %8.1f MB  exit %d  %s" % row, flush=True)
        if name not in ("hostile-documents", "audit-sparse-file", "review-huge-hunks", "findings-extremes") and len(times) >= 3:
            growth = exponent(times[1], times[2])
            rows.append((name, "growth exponent", growth, float("nan"), 0,
                         "log2(t(4N)/t(2N)); ~1 linear, ~2 quadratic"))
            print("%-20s growth exponent %.2f (about 1 is linear)" % (name, growth), flush=True)
    # A run of some cases keeps the committed rows of the others, and the notes under the table.
    kept = []
    notes = ""
    if os.path.exists(options.results):
        with open(options.results) as handle:
            for line in handle:
                cells = line.split("|")
                if notes or line.startswith("## "):
                    notes += line
                elif line.startswith("| ") and len(cells) > 2 and cells[1].strip() in cases and cells[1].strip() not in chosen:
                    kept.append((cells[1].strip(), line))
    order = list(cases)
    with open(options.results, "w") as handle:
        handle.write("# Scaling benchmark results\n\nGenerated by `Benchmarks/scaling.py` (%d CPUs, %s).\n\n"
                     % (os.cpu_count() or 0, subprocess.run([preflight, "--version"], capture_output=True, text=True).stdout.strip()))
        handle.write("| case | size | seconds | peak RSS MB | exit | note |\n|---|---|---:|---:|---:|---|\n")
        lines = list(kept)
        for name, label, seconds, rss, code, extra in rows:
            if label == "growth exponent":
                lines.append((name, "| %s | **growth exponent** | %.2f | | | %s |\n" % (name, seconds, extra)))
            else:
                lines.append((name, "| %s | %s | %.2f | %.1f | %d | %s |\n" % (name, label, seconds, rss, code, extra.replace("|", "\\|"))))
        # In the order cases are listed; a stable sort keeps each case's rows as they were.
        for _, line in sorted(lines, key=lambda entry: order.index(entry[0])):
            handle.write(line)
        if notes:
            handle.write("\n" + notes)
    print("wrote %s" % options.results)


if __name__ == "__main__":
    main()
