#!/usr/bin/env python3
"""Compile speed on real convention documents: microseconds of compile time per byte of document.

    Benchmarks/compile_speed.py --cache DIR [--apps DIR] [--preflight .build/release/preflight] [--runs 3] [--markdown FILE]

Each document of the development set's working part (Benchmarks/devset/manifest.json; the held-out
quarter is left alone), materialised in DIR by `reach.py materialise`, is copied alone into an
empty repository and compiled cold (`audit --skill DOC --no-cache`, nothing to check) with
PREFLIGHT_TIMINGS set; the `compile` phase the tool reports is the time, the best of --runs
runs. Start-up and the (empty) audit are outside it. The issue's target is at most 2 µs per byte,
so that a cold review of an app's 32 KB of documents spends under 100 ms compiling.

With --apps (the folder `field.py` clones the apps of Benchmarks/field-apps.json into), each
app is also audited cold as a review would be (`audit . --no-cache`, zero configuration): every
document the run reads is compiled in one process, so the word tables are built once, as in CI.
That is the case the target is stated for (an app's 32 KB of documents under 100 ms); a
document compiled alone pays the tables' start-up (about 6 ms) by itself.

The report names documents by id and size only: their text is other people's.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

BENCH = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(BENCH)
MANIFEST = os.path.join(BENCH, "devset", "manifest.json")


def compile_seconds(preflight, document, relative, runs):
    """Best compile-phase time of `document` alone in a fresh repository, at its own path (a
    Cursor rule's `.mdc` frontmatter is read as Cursor writes it), and the exit code."""
    best, code = float("inf"), 0
    with tempfile.TemporaryDirectory(prefix="compile-speed-") as root:
        subprocess.run(["git", "init", "-q", root], check=True)
        target = os.path.join(root, relative)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copyfile(document, target)
        environment = dict(os.environ, PREFLIGHT_TIMINGS="1")
        for _ in range(runs):
            process = subprocess.run([preflight, "audit", ".", "--skill", relative, "--no-cache", "--format", "json"],
                                     cwd=root, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            code = process.returncode
            for line in process.stderr.splitlines():
                parts = line.split()
                if len(parts) >= 3 and parts[0] == "timing:" and parts[1] == "compile":
                    best = min(best, float(parts[2]))
    return best, code


def app_compile(preflight, folder, runs):
    """Best compile-phase time of a cold zero-configuration audit of `folder`, and the bytes of
    the documents that run read (the skills its JSON report lists)."""
    best, paths = float("inf"), set()
    environment = dict(os.environ, PREFLIGHT_TIMINGS="1")
    for _ in range(runs):
        process = subprocess.run([preflight, "audit", ".", "--no-cache", "--format", "json"], cwd=folder, env=environment,
                                 capture_output=True, text=True)
        for line in process.stderr.splitlines():
            parts = line.split()
            if len(parts) >= 3 and parts[0] == "timing:" and parts[1] == "compile":
                best = min(best, float(parts[2]))
        try:
            paths = {skill["path"] for skill in json.loads(process.stdout).get("skills", [])}
        except ValueError:
            pass
    size = sum(os.path.getsize(os.path.join(folder, path)) for path in paths if os.path.isfile(os.path.join(folder, path)))
    return best, size, len(paths)


def measure_apps(preflight, apps_folder, runs):
    with open(os.path.join(BENCH, "field-apps.json")) as handle:
        apps = json.load(handle)["apps"]
    rows = []
    for app in apps:
        folder = os.path.join(apps_folder, app["repository"].replace("/", "+"))
        if not os.path.isdir(folder):
            print("%s: not cloned, skipped" % app["repository"], file=sys.stderr)
            continue
        seconds, size, count = app_compile(preflight, folder, runs)
        if seconds == float("inf") or size == 0:
            print("%s: no compile timing, skipped" % app["repository"], file=sys.stderr)
            continue
        rows.append((app["repository"], count, size, seconds))
        print("%s %d documents %7d bytes %8.1f ms %6.2f µs/byte" % (app["repository"], count, size, seconds * 1e3, seconds * 1e6 / size),
              flush=True)
    return rows


def apps_markdown(rows, runs):
    total_bytes = sum(row[2] for row in rows)
    total_seconds = sum(row[3] for row in rows)
    text = ("\n## Per app, one process (what a cold review pays)\n\n%d apps, %d KB of documents in all: %.0f ms compiling, "
            "%.2f µs per byte overall; best of %d cold runs of `audit . --no-cache`.\n\n"
            % (len(rows), total_bytes // 1024, total_seconds * 1e3, total_seconds * 1e6 / total_bytes, runs))
    text += "| app | documents | bytes | compile ms | µs per byte |\n|---|---:|---:|---:|---:|\n"
    for repository, count, size, seconds in sorted(rows, key=lambda row: -row[2]):
        text += "| %s | %d | %d | %.1f | %.2f |\n" % (repository, count, size, seconds * 1e3, seconds * 1e6 / size)
    return text


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cache", required=True, help="folder `reach.py materialise` filled")
    parser.add_argument("--preflight", default=os.path.join(REPO, ".build/release/preflight"))
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--markdown", default="")
    parser.add_argument("--apps", default="", help="folder of the field apps (field.py's --apps), for the per-app table")
    options = parser.parse_args()
    preflight = os.path.abspath(options.preflight)
    with open(MANIFEST) as handle:
        documents = [entry for entry in json.load(handle)["documents"] if not entry["heldOut"]]
    rows, total_bytes, total_seconds = [], 0, 0.0
    for entry in documents:
        path = os.path.join(options.cache, entry["id"], entry["path"])
        if not os.path.exists(path):
            print("%s: not materialised, skipped" % entry["id"], file=sys.stderr)
            continue
        size = os.path.getsize(path)
        seconds, code = compile_seconds(preflight, path, entry["path"], options.runs)
        if seconds == float("inf"):
            print("%s: no compile timing (exit %d), skipped" % (entry["id"], code), file=sys.stderr)
            continue
        rows.append((entry["id"], size, seconds))
        total_bytes += size
        total_seconds += seconds
        print("%s %7d bytes %8.1f ms %6.2f µs/byte" % (entry["id"], size, seconds * 1e3, seconds * 1e6 / size), flush=True)
    if not rows:
        sys.exit("compile_speed.py: no document measured")
    overall = total_seconds * 1e6 / total_bytes
    worst = max(rows, key=lambda row: row[2] / row[1])
    summary = ("%d documents, %d KB in all: %.0f ms compiling, %.2f µs per byte overall (target ≤ 2); "
               "slowest per byte %s at %.2f µs" % (len(rows), total_bytes // 1024, total_seconds * 1e3, overall,
                                                   worst[0], worst[2] * 1e6 / worst[1]))
    print(summary)
    app_rows = measure_apps(preflight, options.apps, options.runs) if options.apps else []
    if options.markdown:
        version = subprocess.run([preflight, "--version"], capture_output=True, text=True).stdout.strip()
        with open(options.markdown, "w") as handle:
            handle.write("# Compile speed on real documents\n\n## Each document alone\n\nGenerated by `Benchmarks/compile_speed.py` (%d CPUs, %s, "
                         "best of %d cold runs).\n\n%s.\n\n" % (os.cpu_count() or 0, version, options.runs, summary))
            handle.write("| document | bytes | compile ms | µs per byte |\n|---|---:|---:|---:|\n")
            for identifier, size, seconds in sorted(rows, key=lambda row: -row[2] / row[1]):
                handle.write("| %s | %d | %.1f | %.2f |\n" % (identifier, size, seconds * 1e3, seconds * 1e6 / size))
            if app_rows:
                handle.write(apps_markdown(app_rows, options.runs))


if __name__ == "__main__":
    main()
