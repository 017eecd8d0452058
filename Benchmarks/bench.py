#!/usr/bin/env python3
"""Times Preflight against ast-grep, a parse-only SwiftParser pass and `cat` on synthetic trees.

Called by Benchmarks/run.sh, which builds the binaries first; see that script for the knobs.
Every command runs under `/usr/bin/time -f %M` for its peak resident set; wall time is measured
here around it. Prints a table and verdicts, and writes them to Benchmarks/results.md.
"""

import argparse
import datetime
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

BENCH = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(BENCH)
sys.path.insert(0, BENCH)
import generate_tree  # noqa: E402

REVIEW_FILES = 5000
OUTPUT = "<report file>"  # stands for a fresh report path in a command line (see measure)


def sh(*args, cwd=None):
    return subprocess.run(args, cwd=cwd, capture_output=True, text=True).stdout.strip()


def ensure_tree(work, files, seed, with_git):
    """Generates the tree unless an identical one (same generator, size, seed, git) is already there."""
    out = os.path.join(work, "tree-%d" % files)
    with open(os.path.join(BENCH, "generate_tree.py"), "rb") as handle:
        stamp = "%s %d %d %s" % (hash_bytes(handle.read()), files, seed, with_git)
    stamp_file = out + ".stamp"
    if os.path.isdir(out) and os.path.exists(stamp_file) and open(stamp_file).read() == stamp:
        return out
    args = [sys.executable, os.path.join(BENCH, "generate_tree.py"), "--files", str(files), "--out", out,
            "--seed", str(seed)]
    if with_git:
        args += ["--git", "--change", "20"]
    started = time.perf_counter()
    summary = subprocess.run(args, check=True, capture_output=True, text=True).stdout.strip()
    print("  generated %s in %.1f s: %s" % (os.path.basename(out), time.perf_counter() - started, summary))
    with open(stamp_file, "w") as handle:
        handle.write(stamp)
    return out


def hash_bytes(data):
    import hashlib
    return hashlib.sha256(data).hexdigest()[:16]


def real_ast_grep():
    """The ast-grep binary itself: a pyenv shim adds ~0.2 s of shell start-up to every call."""
    found = os.environ.get("AST_GREP") or shutil.which("ast-grep")
    if found and shutil.which("pyenv"):
        with open(found, "rb") as handle:
            is_script = handle.read(2) == b"#!"
        if is_script:
            resolved = sh("pyenv", "which", "ast-grep")
            if resolved and os.access(resolved, os.X_OK):
                return resolved
    return found


def tree_stats(tree):
    files = size = 0
    for folder, dirs, names in os.walk(tree):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        for name in names:
            if name.endswith(".swift"):
                files += 1
                size += os.path.getsize(os.path.join(folder, name))
    return files, size


def measure(cmd, runs, cwd=None, shell=False, long_run=None):
    """Median wall seconds, min, max, max peak RSS in MB, runs, last exit code and stderr.

    A command whose first run takes longer than `long_run` seconds is run only once."""
    walls, rss, rc, err = [], [], 0, ""
    with tempfile.NamedTemporaryFile(prefix="bench-time-", suffix=".txt") as timing:
        for _ in range(runs):
            if long_run and walls and walls[0] > long_run:
                break
            full = ["/usr/bin/time", "-f", "%M", "-o", timing.name]
            # preflight's --output replaces an existing file by delete-then-move, which fails and, as root,
            # deletes /dev/null: each run writes a fresh report file instead, removed afterwards.
            report = os.path.join(tempfile.gettempdir(), "preflight-bench-report-%d.json" % os.getpid())
            if os.path.exists(report):
                os.remove(report)
            full += ["sh", "-c", cmd] if shell else [report if part == OUTPUT else part for part in cmd]
            started = time.perf_counter()
            proc = subprocess.run(full, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            walls.append(time.perf_counter() - started)
            rc, err = proc.returncode, proc.stderr
            if os.path.exists(report):
                os.remove(report)
            with open(timing.name) as handle:
                lines = [l for l in handle.read().split() if l.isdigit()]
            rss.append(int(lines[-1]) / 1024 if lines else float("nan"))
    return {"median": statistics.median(walls), "min": min(walls), "max": max(walls), "rss": max(rss),
            "runs": len(walls), "rc": rc, "stderr": err}


def fmt(x, digits=2):
    return "—" if x is None else ("%.*f" % (digits, x))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="1000,5000,20000")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--long-run", type=float, default=90,
                        help="a command whose first run exceeds this many seconds is run only once")
    parser.add_argument("--preflight", required=True)
    parser.add_argument("--parse-only", required=True)
    parser.add_argument("--skills", default=os.path.join(REPO, "Skills"))
    parser.add_argument("--work", default=os.path.join(BENCH, "work"))
    parser.add_argument("--results", default=os.path.join(BENCH, "results.md"))
    args = parser.parse_args()

    if not os.path.exists("/usr/bin/time"):
        sys.exit("needs GNU time at /usr/bin/time (apt-get install -y time)")
    ast_grep = real_ast_grep()
    if not ast_grep:
        sys.exit("needs ast-grep on PATH (pip install ast-grep-cli)")
    sizes = [int(s) for s in args.sizes.replace(" ", ",").split(",") if s]
    os.makedirs(args.work, exist_ok=True)
    sgconfig = os.path.join(BENCH, "astgrep", "sgconfig.yml")
    load_before = os.getloadavg()

    print("Generating trees (seed %d)…" % args.seed)
    trees = {n: ensure_tree(args.work, n, args.seed, with_git=(n == REVIEW_FILES)) for n in sizes}
    review_tree = trees.get(REVIEW_FILES) or ensure_tree(args.work, REVIEW_FILES, args.seed, with_git=True)

    preflight_ok = os.access(args.preflight, os.X_OK)
    reason = "binary not found: %s" % args.preflight
    if preflight_ok:
        probe = measure([args.preflight, "audit", trees[sizes[0]], "--skill", args.skills, "--format", "json",
                         "--output", OUTPUT], 1)
        preflight_ok = probe["rc"] in (0, 1)
        reason = "exit %d: %s" % (probe["rc"], (probe["stderr"].strip().splitlines() or [""])[-1][:120])
    if not preflight_ok:
        print("preflight audit unavailable (%s)" % reason)

    rows, per_size = [], {}
    for n in sizes:
        tree = trees[n]
        files, size = tree_stats(tree)
        print("\n%d files requested: %d Swift files, %.1f MB — %d run(s) each" % (n, files, size / 1e6, args.runs))
        tools = [
            ("cat (I/O floor)", "find %s -type f -not -path '*/.git/*' -print0 | xargs -0 cat > /dev/null" %
             quote(tree), True),
            ("ast-grep, 10 rules", [ast_grep, "scan", "-c", sgconfig, "-j", str(args.threads), tree,
                                    "--json=stream"], False),
            ("SwiftParser parse-only", [args.parse_only, tree, str(args.threads)], False),
        ]
        if preflight_ok:
            tools.insert(0, ("preflight audit", [args.preflight, "audit", tree, "--skill", args.skills, "--format",
                                                 "json", "--output", OUTPUT], False))
        results = {}
        for name, cmd, shell in tools:
            result = measure(cmd, args.runs, cwd=REPO, shell=shell, long_run=args.long_run)
            results[name] = result
            flag = "" if result["rc"] in (0, 1) else "  (exit %d)" % result["rc"]
            print("  %-24s %7.3f s (min %.3f, max %.3f, %d run%s)  %8.0f files/s  %6.1f MB peak%s" % (
                name, result["median"], result["min"], result["max"], result["runs"], "s"[:result["runs"] != 1],
                files / result["median"], result["rss"], flag), flush=True)
        per_size[n] = (files, size, results)
        ag = results["ast-grep, 10 rules"]["median"]
        for name, _, _ in tools:
            r = results[name]
            rows.append((n, files, size / 1e6, name, r["median"], r["min"], r["max"], r["runs"],
                         files / r["median"], r["rss"], r["median"] / ag))

    review = None
    if preflight_ok:
        cmd = [args.preflight, "review", review_tree, "--skill", args.skills, "--base", "main", "--head", "change",
               "--format", "json", "--output", OUTPUT]
        review = measure(cmd, max(args.runs, 3), cwd=REPO)
        if review["rc"] not in (0, 1):
            print("\npreflight review unavailable (exit %d: %s)" % (
                review["rc"], (review["stderr"].strip().splitlines() or [""])[-1][:120]))
            review = None
        else:
            print("\nreview of a 20-file change in the %d-file tree: %.3f s, %.1f MB peak" % (
                REVIEW_FILES, review["median"], review["rss"]))

    verdicts = []
    smallest, largest = sizes[0], sizes[-1]
    if preflight_ok:
        ratios = [per_size[n][2]["preflight audit"]["median"] / per_size[n][2]["ast-grep, 10 rules"]["median"]
                  for n in sizes]
        verdicts.append(("audit ≤ 0.5 × ast-grep at every size", max(ratios) <= 0.5,
                         "ratios " + ", ".join("%.2f" % r for r in ratios)))
        at20k = [n for n in sizes if n >= 20000]
        if at20k:
            rss = per_size[at20k[0]][2]["preflight audit"]["rss"]
            verdicts.append(("audit peak memory < 300 MB at 20,000 files", rss < 300, "%.0f MB" % rss))
        else:
            verdicts.append(("audit peak memory < 300 MB at 20,000 files", None, "no 20,000-file size in this run"))
    else:
        verdicts.append(("audit ≤ 0.5 × ast-grep at every size", None, "preflight audit unavailable"))
        verdicts.append(("audit peak memory < 300 MB at 20,000 files", None, "preflight audit unavailable"))
    for name in (["preflight audit"] if preflight_ok else []) + ["ast-grep, 10 rules", "SwiftParser parse-only"]:
        if len(sizes) < 2:
            break
        per_file = [per_size[n][2][name]["median"] / per_size[n][0] for n in (smallest, largest)]
        growth = per_file[1] / per_file[0]
        label = "linear growth (time/file at %d within 1.5× of %d): %s" % (largest, smallest, name)
        verdicts.append((label, growth <= 1.5 if name == "preflight audit" else None,
                         "%.2f× (%.0f → %.0f µs/file)" % (growth, per_file[0] * 1e6, per_file[1] * 1e6)))
    if review:
        verdicts.append(("review of a 20-file change in %d files < 1 s" % REVIEW_FILES, review["median"] < 1,
                         "%.3f s, %.0f MB peak" % (review["median"], review["rss"])))
    else:
        verdicts.append(("review of a 20-file change in %d files < 1 s" % REVIEW_FILES, None,
                         "preflight review unavailable"))

    print("\nVerdicts")
    for label, ok, detail in verdicts:
        print("  %-4s %s — %s" % ({True: "PASS", False: "FAIL", None: "n/a"}[ok], label, detail))

    load_after = os.getloadavg()
    write_results(args, rows, verdicts, load_before, load_after, preflight_ok, reason, ast_grep)
    print("\nwrote %s" % os.path.relpath(args.results, REPO))


def scrub(text):
    """No machine paths in results.md: absolute paths are cut to their last component."""
    import re
    return re.sub(r"/[^\s:'\"()]+", lambda m: os.path.basename(m.group()), text)


def binary_commit(binary):
    """The commit of the repository a preflight binary was built in (`…/.build/release/preflight`)."""
    folder = os.path.dirname(os.path.realpath(binary))
    return sh("git", "-C", folder, "log", "-1", "--format=%h %s") if os.path.isdir(folder) else ""


def quote(path):
    return "'" + path.replace("'", "'\\''") + "'"


def write_results(args, rows, verdicts, load_before, load_after, preflight_ok, reason, ast_grep):
    cpu = "unknown CPU"
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    lines = [
        "# Preflight benchmark results",
        "",
        "Generated by `Benchmarks/run.sh` on %s." % datetime.datetime.now(datetime.timezone.utc).strftime(
            "%Y-%m-%d %H:%M UTC"),
        "",
        "- Machine: %s CPUs (`nproc`), %s, %s %s; load average %.1f before, %.1f after (shared machine)." % (
            os.cpu_count(), cpu, platform.system(), platform.machine(), load_before[0], load_after[0]),
        "- Tools: %s; %s; SwiftParser from the toolchain's host libraries." % (
            sh(ast_grep, "--version"), sh("swiftc", "--version").splitlines()[0] if shutil.which("swiftc") else "swift ?"),
        "- Settings: sizes %s Swift files (requested), seed %d, median of %d runs, %d threads for ast-grep and "
        "the parse-only pass; a command whose first run exceeds %g s runs once; warm page cache; peak RSS from "
        "`/usr/bin/time`." % (args.sizes, args.seed, args.runs, args.threads, args.long_run),
        "- preflight audit: %s." % (("measured, built from commit %s" % binary_commit(args.preflight)) if preflight_ok
                                    else "**unavailable** (%s)" % scrub(reason).replace("|", "/")),
        "",
        "| size | Swift files | MB | tool | median s | min–max s | runs | files/s | peak RSS MB | × ast-grep |",
        "|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|",
    ]
    for n, files, mb, name, med, lo, hi, runs, fps, rss, ratio in rows:
        lines.append("| %d | %d | %.1f | %s | %.3f | %.3f–%.3f | %d | %.0f | %.1f | %.2f |" % (
            n, files, mb, name, med, lo, hi, runs, fps, rss, ratio))
    lines += [
        "",
        "Trees come from `Benchmarks/generate_tree.py` (seeded, Tuist layout, ~5 KB per Swift file, ~1 % planted",
        "violations); the 5,000-file tree is a git repository with a branch `change` (15 files modified, 5 added).",
        "`cat` reads every file (the I/O floor); ast-grep runs `Benchmarks/astgrep/` (10 rules) with `--json=stream`;",
        "the parse-only pass is `Benchmarks/ParseOnly/main.swift` (SwiftParser, no visitor). × ast-grep is each",
        "tool's median divided by ast-grep's at the same size.",
        "",
        "## Verdicts",
        "",
    ]
    for label, ok, detail in verdicts:
        lines.append("- **%s** %s — %s" % ({True: "PASS", False: "FAIL", None: "n/a"}[ok], label, detail))
    lines.append("")
    with open(args.results, "w") as handle:
        handle.write("\n".join(lines))


if __name__ == "__main__":
    main()
