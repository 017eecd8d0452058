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
CACHE_HOME = None  # XDG_CACHE_HOME for preflight runs: <work>/cache, emptied at the start


def sh(*args, cwd=None):
    return subprocess.run(args, cwd=cwd, capture_output=True, text=True).stdout.strip()


def ensure_tree(work, files, seed, with_git, shape="synthetic"):
    """Generates the tree unless an identical one (same generator, size, seed, git, shape) is already there."""
    out = os.path.join(work, "tree-%d" % files if shape == "synthetic" else "%s-%d" % (shape, files))
    with open(os.path.join(BENCH, "generate_tree.py"), "rb") as handle:
        stamp = "%s %d %d %s %s" % (hash_bytes(handle.read()), files, seed, with_git, shape)
    stamp_file = out + ".stamp"
    if os.path.isdir(out) and os.path.exists(stamp_file) and open(stamp_file).read() == stamp:
        return out
    args = [sys.executable, os.path.join(BENCH, "generate_tree.py"), "--files", str(files), "--out", out,
            "--seed", str(seed)]
    if shape != "synthetic":
        args += ["--shape", shape]
    if with_git:
        args += ["--git", "--small-change"] if shape == "real" else ["--git", "--change", "20"]
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
    """Swift files and their bytes, outside hidden folders and what the tree's `.gitignore` hides
    (asked of git when the tree is a repository)."""
    if os.path.isdir(os.path.join(tree, ".git")):
        paths = sh("git", "-C", tree, "ls-files").splitlines()
        swift = [p for p in paths if p.endswith(".swift")]
        return len(swift), sum(os.path.getsize(os.path.join(tree, p)) for p in swift)
    files = size = 0
    for folder, dirs, names in os.walk(tree):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        for name in names:
            if name.endswith(".swift"):
                files += 1
                size += os.path.getsize(os.path.join(folder, name))
    return files, size


def all_files(tree):
    """Every file a linter may have to consider, ignored or not (not `.git`): count and bytes."""
    count = size = 0
    for folder, dirs, names in os.walk(tree):
        dirs[:] = [d for d in dirs if d != ".git"]
        for name in names:
            count += 1
            size += os.path.getsize(os.path.join(folder, name))
    return count, size


def measure(cmd, runs, cwd=None, shell=False, long_run=None):
    """Median wall seconds, min, max, max peak RSS in MB, runs, last exit code, stderr, and the
    median seconds of each phase preflight reports with PREFLIGHT_TIMINGS (walk, compile, …).

    A command whose first run takes longer than `long_run` seconds is run only once."""
    return side_by_side([(cmd, shell)], runs, cwd=cwd, long_run=long_run)[0]


def side_by_side(commands, runs, cwd=None, long_run=None):
    """`measure` for several commands run in rounds (A B C, A B C, …), so that load on a shared
    machine falls on all of them alike and their ratios hold."""
    states = [{"walls": [], "rss": [], "rc": 0, "err": "", "phases": {}} for _ in commands]
    for _ in range(runs):
        for (cmd, shell), state in zip(commands, states):
            if long_run and state["walls"] and state["walls"][0] > long_run:
                continue
            run_once(cmd, shell, cwd, state)
    return [{"median": statistics.median(st["walls"]), "min": min(st["walls"]), "max": max(st["walls"]),
             "rss": max(st["rss"]), "runs": len(st["walls"]), "rc": st["rc"], "stderr": st["err"],
             "phases": {k: statistics.median(v) for k, v in st["phases"].items()}} for st in states]


def run_once(cmd, shell, cwd, state):
    walls, rss = state["walls"], state["rss"]
    # The benchmark's own compile cache, so "warm" and "cold" mean what the tables say.
    env = dict(os.environ, PREFLIGHT_TIMINGS="1", XDG_CACHE_HOME=CACHE_HOME or os.environ.get("XDG_CACHE_HOME", ""))
    with tempfile.NamedTemporaryFile(prefix="bench-time-", suffix=".txt") as timing:
        full = ["/usr/bin/time", "-f", "%M", "-o", timing.name]
        # preflight's --output replaces an existing file by delete-then-move, which fails and, as root,
        # deletes /dev/null: each run writes a fresh report file instead, removed afterwards.
        report = os.path.join(tempfile.gettempdir(), "preflight-bench-report-%d.json" % os.getpid())
        if os.path.exists(report):
            os.remove(report)
        full += ["sh", "-c", cmd] if shell else [report if part == OUTPUT else part for part in cmd]
        started = time.perf_counter()
        proc = subprocess.run(full, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=env)
        walls.append(time.perf_counter() - started)
        state["rc"], state["err"] = proc.returncode, proc.stderr
        for line in proc.stderr.splitlines():
            parts = line.split()
            if len(parts) == 3 and parts[0] == "timing:":
                state["phases"].setdefault(parts[1], []).append(float(parts[2]))
        if os.path.exists(report):
            os.remove(report)
        with open(timing.name) as handle:
            lines = [l for l in handle.read().split() if l.isdigit()]
        rss.append(int(lines[-1]) / 1024 if lines else float("nan"))


def skill_arguments(skills):
    """`--skill` once per comma-separated entry."""
    return [part for path in skills.split(",") if path for part in ("--skill", path)]


def fmt(x, digits=2):
    return "—" if x is None else ("%.*f" % (digits, x))


PHASES = ["setup", "diff", "read", "walk", "compile", "checks", "report"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="1000,5000,20000")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--long-run", type=float, default=90,
                        help="a command whose first run exceeds this many seconds is run only once")
    parser.add_argument("--preflight", required=True)
    parser.add_argument("--preflight-static", default="",
                        help="optionally, the same commit built with `--static-swift-stdlib`: measured beside the "
                             "default build, for information (the verdicts are the default build's)")
    parser.add_argument("--parse-only", required=True)
    parser.add_argument("--skills", default=os.path.join(REPO, "Skills"))
    parser.add_argument("--real-files", type=int, default=567,
                        help="Swift files of the real-shaped tree (0: no real-shaped tree)")
    parser.add_argument("--real-skill", default=",".join(os.path.join(REPO, "Skills", name) for name in
                                                         ("uikit-tuist-house-style", "swiftui-mvi-observable")),
                        help="skills audited on the real-shaped tree, comma-separated: by default two shipped skills "
                             "that compile to 38 checks, the size of a published skill")
    parser.add_argument("--reference-rules", default=os.path.join(os.path.dirname(REPO), "shared", "bench", "ast-grep-rules"),
                        help="ast-grep rules the issue measures against (sgconfig.yml inside); "
                             "Benchmarks/astgrep/ when absent")
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
    reference = os.path.join(args.reference_rules, "sgconfig.yml")
    if not os.path.exists(reference):
        reference = sgconfig
    load_before = os.getloadavg()
    global CACHE_HOME
    CACHE_HOME = os.path.join(os.path.abspath(args.work), "cache")
    shutil.rmtree(CACHE_HOME, ignore_errors=True)

    print("Generating trees (seed %d)…" % args.seed)
    trees = {n: ensure_tree(args.work, n, args.seed, with_git=(n == REVIEW_FILES)) for n in sizes}
    review_tree = trees.get(REVIEW_FILES) or ensure_tree(args.work, REVIEW_FILES, args.seed, with_git=True)
    real_tree = ensure_tree(args.work, args.real_files, args.seed, with_git=True, shape="real") if args.real_files else None

    preflight_ok = os.access(args.preflight, os.X_OK)
    reason = "binary not found: %s" % args.preflight
    if preflight_ok:
        probe = measure([args.preflight, "audit", trees[sizes[0]], "--skill", args.skills, "--format", "json",
                         "--output", OUTPUT], 1)
        preflight_ok = probe["rc"] in (0, 1)
        reason = "exit %d: %s" % (probe["rc"], (probe["stderr"].strip().splitlines() or [""])[-1][:120])
    static_ok = preflight_ok and bool(args.preflight_static) and os.access(args.preflight_static, os.X_OK)
    if not preflight_ok:
        print("preflight audit unavailable (%s)" % reason)

    rows, per_size, phase_rows = [], {}, []
    shapes = [("synthetic", n, trees[n]) for n in sizes] + ([("real", args.real_files, real_tree)] if real_tree else [])
    for shape, n, tree in shapes:
        files, size = tree_stats(tree)
        everything, everything_size = all_files(tree)
        print("\n%s %d: %d Swift files (%.1f MB) of %d files on disk (%.1f MB) — %d run(s) each, side by side" % (
            shape, n, files, size / 1e6, everything, everything_size / 1e6, args.runs))
        rules = reference if shape == "real" else sgconfig
        skill_args = skill_arguments(args.real_skill if shape == "real" else args.skills)
        fmt_name = "sarif" if shape == "real" else "json"
        tools = [
            ("cat (I/O floor)", "find %s -type f -not -path '*/.git/*' -print0 | xargs -0 cat > /dev/null" %
             quote(tree), True),
            ("ast-grep, 10 rules", [ast_grep, "scan", "-c", rules, "-j", str(args.threads), tree,
                                    "--json=stream"], False),
        ]
        if shape == "synthetic":
            tools.append(("SwiftParser parse-only", [args.parse_only, tree, str(args.threads)], False))
        if preflight_ok:
            tools.insert(0, ("preflight audit", [args.preflight, "audit", tree] + skill_args + ["--format",
                                                 fmt_name, "--output", OUTPUT], False))
            if static_ok:
                tools.insert(1, ("preflight audit, runtime linked in", [args.preflight_static, "audit", tree] + skill_args + ["--format",
                                                    fmt_name, "--output", OUTPUT], False))
        # The parse-only pass takes minutes: it runs on its own, the others side by side.
        quick = [t for t in tools if t[0] != "SwiftParser parse-only"]
        measured = dict(zip([t[0] for t in quick],
                            side_by_side([(cmd, sh_) for _, cmd, sh_ in quick], args.runs, cwd=REPO, long_run=args.long_run)))
        for name, cmd, shell in tools:
            if name not in measured:
                measured[name] = measure(cmd, args.runs, cwd=REPO, shell=shell, long_run=args.long_run)
        results = {}
        for name, _, _ in tools:
            result = measured[name]
            results[name] = result
            flag = "" if result["rc"] in (0, 1) else "  (exit %d)" % result["rc"]
            print("  %-24s %7.3f s (min %.3f, max %.3f, %d run%s)  %8.0f files/s  %6.1f MB peak%s" % (
                name, result["median"], result["min"], result["max"], result["runs"], "s"[:result["runs"] != 1],
                files / result["median"], result["rss"], flag), flush=True)
        per_size[(shape, n)] = (files, size, results)
        ag = results["ast-grep, 10 rules"]["median"]
        for name, _, _ in tools:
            r = results[name]
            rows.append((shape, n, files, size / 1e6, name, r["median"], r["min"], r["max"], r["runs"],
                         files / r["median"], r["rss"], r["median"] / ag))
        if preflight_ok:
            phase_rows.append(("%s %d, audit (%s)" % (shape, n, fmt_name),
                               results["preflight audit"]))
        if static_ok:
            phase_rows.append(("%s %d, audit (%s), runtime linked in" % (shape, n, fmt_name), results["preflight audit, runtime linked in"]))

    reviews = []
    if preflight_ok:
        review_cmds = [("review of a 20-file change in the %d-file synthetic tree" % REVIEW_FILES, review_tree, "change",
                        args.skills)]
        if real_tree:
            review_cmds.append(("review of a 4-line change in the real-shaped tree", real_tree, "small", args.real_skill))
        binaries = [(args.preflight, "")] + ([(args.preflight_static, ", runtime linked in")] if static_ok else [])
        for (label, tree, head, skills), (binary, build) in [(c, b) for c in review_cmds for b in binaries]:
            cmd = [binary, "review", tree] + skill_arguments(skills) + ["--base", "main", "--head", head,
                                                                        "--format", "sarif", "--output", OUTPUT]
            # One run fills the compile cache; then the review without the cache and with it, in rounds.
            measure(cmd, 1, cwd=REPO)
            cold, warm = side_by_side([(cmd + ["--no-cache"], False), (cmd, False)], max(args.runs, 5), cwd=REPO)
            for suffix, result in (("no compile cache" + build, cold), ("warm compile cache" + build, warm)):
                named = "%s, %s" % (label, suffix)
                if result["rc"] not in (0, 1):
                    print("\n%s unavailable (exit %d: %s)" % (named, result["rc"],
                                                             (result["stderr"].strip().splitlines() or [""])[-1][:120]))
                    continue
                print("\n%s: %.3f s, %.1f MB peak" % (named, result["median"], result["rss"]))
                reviews.append((named, result))
                phase_rows.append((named, result))

    verdicts = []
    synthetic = [n for n in sizes]
    smallest, largest = sizes[0], sizes[-1]
    if preflight_ok:
        ratios = [per_size[("synthetic", n)][2]["preflight audit"]["median"]
                  / per_size[("synthetic", n)][2]["ast-grep, 10 rules"]["median"] for n in synthetic]
        verdicts.append(("audit ≤ 0.5 × ast-grep at every synthetic size", max(ratios) <= 0.5,
                         "ratios " + ", ".join("%.2f" % r for r in ratios)))
        if real_tree:
            real = per_size[("real", args.real_files)][2]
            ratio = real["preflight audit"]["median"] / real["ast-grep, 10 rules"]["median"]
            verdicts.append(("audit of the real-shaped tree ≤ 0.5 × ast-grep (reference rules)", ratio <= 0.5,
                             "%.2f (%.3f s against %.3f s)" % (ratio, real["preflight audit"]["median"],
                                                              real["ast-grep, 10 rules"]["median"])))
        at20k = [n for n in sizes if n >= 20000]
        if at20k:
            rss = per_size[("synthetic", at20k[0])][2]["preflight audit"]["rss"]
            verdicts.append(("audit peak memory < 100 MB at 20,000 files", rss < 100, "%.0f MB" % rss))
        else:
            verdicts.append(("audit peak memory < 100 MB at 20,000 files", None, "no 20,000-file size in this run"))
    else:
        verdicts.append(("audit ≤ 0.5 × ast-grep at every size", None, "preflight audit unavailable"))
    for name in (["preflight audit"] if preflight_ok else []) + ["ast-grep, 10 rules", "SwiftParser parse-only"]:
        if len(sizes) < 2:
            break
        per_file = [per_size[("synthetic", n)][2][name]["median"] / per_size[("synthetic", n)][0]
                    for n in (smallest, largest)]
        growth = per_file[1] / per_file[0]
        label = "linear growth (time/file at %d within 1.5× of %d): %s" % (largest, smallest, name)
        verdicts.append((label, growth <= 1.5 if name == "preflight audit" else None,
                         "%.2f× (%.0f → %.0f µs/file)" % (growth, per_file[0] * 1e6, per_file[1] * 1e6)))
    for label, result in reviews:
        limit = 0.05 if "4-line" in label else 1.0
        # The targets are for a warm cache; the uncached review is shown for comparison.
        verdicts.append(("%s < %g s" % (label, limit),
                         result["median"] < limit if "warm" in label and "linked in" not in label else None,
                         "%.3f s, %.0f MB peak" % (result["median"], result["rss"])))

    print("\nPhases (median s)")
    for label, result in phase_rows:
        print("  %-60s %s" % (label, "  ".join("%s %.3f" % (k, v) for k, v in result["phases"].items())))
    print("\nVerdicts")
    for label, ok, detail in verdicts:
        print("  %-4s %s — %s" % ({True: "PASS", False: "FAIL", None: "n/a"}[ok], label, detail))

    load_after = os.getloadavg()
    write_results(args, rows, phase_rows, verdicts, load_before, load_after, preflight_ok, reason, ast_grep, reference)
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


def write_results(args, rows, phase_rows, verdicts, load_before, load_after, preflight_ok, reason, ast_grep, reference):
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
        "| shape | size | Swift files | MB | tool | median s | min–max s | runs | files/s | peak RSS MB | × ast-grep |",
        "|---|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|",
    ]
    for shape, n, files, mb, name, med, lo, hi, runs, fps, rss, ratio in rows:
        lines.append("| %s | %d | %d | %.1f | %s | %.3f | %.3f–%.3f | %d | %.0f | %.1f | %.2f |" % (
            shape, n, files, mb, name, med, lo, hi, runs, fps, rss, ratio))
    lines += [
        "",
        "Trees come from `Benchmarks/generate_tree.py` (seeded, Tuist layout, ~5 KB per Swift file, ~1 % planted",
        "violations); the 5,000-file tree is a git repository with a branch `change` (15 files modified, 5 added).",
        "The real-shaped tree (`--shape real`) has the shape of a real UIKit app: as many assets, xibs, strings and",
        "JSON files as Swift files (~14 MB on disk), screens nested in folders with spaces (depth 7), the usual",
        "macOS + Xcode + Tuist `.gitignore` with negations, and ignored build output, Derived/ and SwiftPM checkouts",
        "on disk; it is audited with %s (SARIF) and a branch `small` adds 4 lines to one file." % (
            " and ".join("`%s`" % os.path.relpath(p, REPO) for p in args.real_skill.split(",") if p)),
        "`cat` reads every file, ignored ones too (the I/O floor); ast-grep runs `Benchmarks/astgrep/` (10 rules) on",
        "the synthetic trees and the issue's reference rules (`%s`, 10 rules) on the real-shaped one, with" % (
            scrub(os.path.dirname(reference)) if reference != os.path.join(BENCH, "astgrep", "sgconfig.yml")
            else "Benchmarks/astgrep"),
        "`--json=stream`; the parse-only pass is `Benchmarks/ParseOnly/main.swift` (SwiftParser, no visitor).",
        "Preflight, ast-grep and cat run side by side (in rounds), so the ratios hold on a loaded machine; × ast-grep",
        "is each tool's median divided by ast-grep's in the same rounds.",
        "",
        "## Phases",
        "",
        "Wall seconds per phase inside the preflight process (`PREFLIGHT_TIMINGS=1`, median over runs): setup (the",
        "repository located, configuration read, documents found and parsed), diff (the change read from git: revisions",
        "resolved, merge base, `git diff`), read (a review's reads side by side: the changed files, the tree's listing",
        "and the files the checks need, the files before the change), walk (an audit's tree walk), compile (documents",
        "compiled, or read from the compile cache: the benchmark keeps its own cache folder inside its work folder,",
        "filled by the first run, so audits and the reviews marked warm reuse compiles; `--no-cache` compiles afresh),",
        "checks (per-file, tree and change checks, judging), report (rendering and writing); the rest of the",
        "whole-process time is start-up (loading the executable and its libraries), argument parsing and exit.",
        "In a review, setup and compile run while git computes the diff (skills named with `--skill` do not depend",
        "on the change), and the tree's listing is asked for during the diff: those phases overlap, so their sum",
        "can exceed the whole and the rest is then negative. `PREFLIGHT_TIMINGS=spans` prints the timeline.",
        "",
        "| run | whole s | " + " | ".join(PHASES) + " | rest |",
        "|---|---:|" + "---:|" * (len(PHASES) + 1),
    ]
    for label, result in phase_rows:
        phases = result["phases"]
        rest = result["median"] - sum(phases.values())
        lines.append("| %s | %.3f | %s | %.3f |" % (label, result["median"], " | ".join(
            ("%.3f" % phases[p]) if p in phases else "—" for p in PHASES), rest))
    lines += [
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
