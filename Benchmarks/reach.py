#!/usr/bin/env python3
"""Reach on the development set: how many checkable statements of real documents compile right.

    Benchmarks/reach.py materialise --mirror OWNER/NAME=GIT_DIR ... --cache DIR
    Benchmarks/reach.py materialise --copies DIR --cache DIR       (DIR/<id>.md, checked by sha256)
    Benchmarks/reach.py run --cache DIR --preflight BIN [--heldout] [--markdown FILE] [--json FILE]

`materialise` writes each document of Benchmarks/devset/manifest.json to DIR/<id>/<its path>,
refusing any whose bytes do not match the manifest's sha256. `run` compiles each document, and for
every probe (Benchmarks/devset/probes/<id>.md, or probes-heldout/ with --heldout) audits its bad and
good trees with that document alone, zero configuration, and scores the statement:

- right: a check of the statement's item fires on every bad tree and none fires on a good tree;
- missed: a bad tree draws no finding from the item (or the item has no check, or no item exists);
- false alarm: a check of the item fires on a good tree (for judgement statements too).

An item with a check about new code only ("new async code uses `async/await`") is scored on the
change that adds each tree to an empty repository (`review --staged`), since that is the only
place such a check runs; every other item on an audit of the tree.

A ban with a human escape ("unless unavoidable") stays manual by default; an item holding such
bans is scored a second time with `escapes: warn` in the audited tree (the opt-in that runs them as
warnings), and each table ends with that way's count.

The probes name statements by the line they start on; the texts of the documents never enter the
project. Counts are per family, and per document (a document with under a third right is listed).
"""
import argparse
import collections
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DEVSET = os.path.join(HERE, "devset")


def manifest():
    with open(os.path.join(DEVSET, "manifest.json"), encoding="utf-8") as handle:
        return json.load(handle)["documents"]


def document_path(cache, document):
    return os.path.join(cache, document["id"], document["path"])


def write_checked(target, data, document):
    if hashlib.sha256(data).hexdigest() != document["sha256"]:
        raise SystemExit(f"{document['id']}: bytes do not match the manifest's sha256; not written")
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with open(target, "wb") as handle:
        handle.write(data)


def materialise(arguments):
    mirrors = dict(item.split("=", 1) for item in arguments.mirror)
    for document in manifest():
        target = document_path(arguments.cache, document)
        if arguments.copies:
            source = os.path.join(arguments.copies, document["id"] + ".md")
            if not os.path.exists(source):
                print(f"{document['id']}: no copy at {source}", file=sys.stderr)
                continue
            with open(source, "rb") as handle:
                data = handle.read()
        elif document["repository"] in mirrors:
            data = subprocess.run(["git", "--git-dir", mirrors[document["repository"]], "show",
                                   f"{document['commit']}:{document['path']}"], capture_output=True, check=True).stdout
        else:
            print(f"{document['id']}: no mirror for {document['repository']}", file=sys.stderr)
            continue
        write_checked(target, data, document)
    print(f"materialised into {arguments.cache}")


PROBE = re.compile(r"^## L(\d+)\s*$", re.M)
FENCE = re.compile(r"^```(swift|tree) (bad|good)\s*\n(.*?)^```\s*$", re.M | re.S)


def probes(path):
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    starts = list(PROBE.finditer(text))
    for index, match in enumerate(starts):
        body = text[match.end(): starts[index + 1].start() if index + 1 < len(starts) else len(text)]
        fields = dict(re.findall(r"^(judgement|family|note):\s*(.+?)\s*$", body, re.M))
        blocks = [(kind, verdict, code) for kind, verdict, code in FENCE.findall(body)]
        yield {"line": int(match.group(1)), "judgement": fields.get("judgement", "judgement").strip(),
               "family": fields.get("family", "other").strip(), "blocks": blocks}


def tree_files(kind, code):
    """The files a probe block stands for: `// file: path` starts a file; tree blocks list paths."""
    if kind == "tree":
        files = {}
        for line in code.splitlines():
            if not line.strip():
                continue
            path, _, content = line.partition(" :: ")
            files[path.strip()] = content
        return files
    files = {}
    current = "App/Sources/Feature/Feature.swift"
    lines = []
    for line in code.splitlines():
        found = re.match(r"^\s*//\s*file:\s*(\S+)\s*$", line)
        if found:
            if lines and any(part.strip() for part in lines):
                files[current] = "\n".join(lines) + "\n"
            current, lines = found.group(1), []
        else:
            lines.append(line)
    if any(part.strip() for part in lines):
        files[current] = "\n".join(lines) + "\n"
    return files


def compile_items(binary, document, environment):
    result = subprocess.run([binary, "compile", document, "--format", "json"], capture_output=True, text=True, env=environment)
    if result.returncode != 0:
        return None
    items = []
    for skill in json.loads(result.stdout)["skills"]:
        items += skill["items"]
    return items


BLOCK_START = re.compile(r"^\s*([-*+]\s|\d+[.)]\s|\||#|>|```|~~~)")


def item_for(items, line, text_lines):
    """The item whose statement starts on `line`; a continuation line (one that opens no list
    item, table row, heading, quote or fence of its own) belongs to the item before."""
    exact = [item for item in items if item["line"] == line]
    if exact:
        return exact[0]
    if 0 < line <= len(text_lines) and BLOCK_START.match(text_lines[line - 1]):
        return None
    before = [item for item in items if item["line"] < line <= item["line"] + 2]
    return max(before, key=lambda item: item["line"]) if before else None


def fires(binary, document, files, check_ids, environment, as_change=False):
    """Whether one of `check_ids` reports on the tree `files`. With `as_change`, the tree is the
    change a pull request adds to an empty repository, reviewed as such: the way a rule about new
    code is ever checked (an audit runs no new-code-only check)."""
    with tempfile.TemporaryDirectory(prefix="preflight-reach-") as root:
        subprocess.run(["git", "init", "-q", root], check=True)
        if as_change:
            subprocess.run(["git", "-C", root, "-c", "user.name=reach", "-c", "user.email=reach@localhost", "-c", "commit.gpgsign=false",
                            "commit", "-q", "--no-verify", "--allow-empty", "-m", "base"], check=True)
        for path, content in files.items():
            target = os.path.join(root, path)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "w", encoding="utf-8") as handle:
                handle.write(content)
        if as_change:
            subprocess.run(["git", "-C", root, "add", "-A"], check=True)
            command = [binary, "review", root, "--staged", "--skill", document, "--format", "json", "--fail-on", "never"]
        else:
            command = [binary, "audit", root, "--skill", document, "--format", "json", "--fail-on", "never"]
        result = subprocess.run(command, capture_output=True, text=True, env=environment)
        if result.returncode != 0:
            return False
        report = json.loads(result.stdout)
        for skill in report["skills"]:
            for item in skill["items"]:
                for finding in item.get("findings", []):
                    if set(finding.get("ruleIds", [finding["ruleId"]])) & check_ids:
                        return True
    return False


ESCAPES_WARN = {".preflight.yml": "escapes: warn\n"}


def outcome_of(binary, path, probe, check_ids, environment, extra_files=None, as_change=False):
    """right / missed / false-alarm / judgement for one probe with the checks `check_ids`."""
    def tree(kind, code):
        return {**tree_files(kind, code), **(extra_files or {})}
    bad = [block for block in probe["blocks"] if block[1] == "bad"]
    good = [block for block in probe["blocks"] if block[1] == "good"]
    alarm = bool(check_ids) and any(fires(binary, path, tree(kind, code), check_ids, environment, as_change) for kind, _, code in good)
    if probe["judgement"] != "checkable":
        return "false-alarm" if alarm else "judgement"
    if alarm:
        return "false-alarm"
    if not bad or not check_ids:
        return "missed"
    caught = all(fires(binary, path, tree(kind, code), check_ids, environment, as_change) for kind, _, code in bad)
    return "right" if caught else "missed"


def score(binary, cache, heldout, environment):
    folder = os.path.join(DEVSET, "probes-heldout" if heldout else "probes")
    results = []
    for document in manifest():
        if document["heldOut"] != heldout:
            continue
        probe_file = os.path.join(folder, document["id"] + ".md")
        path = document_path(cache, document)
        if not os.path.exists(probe_file) or not os.path.exists(path):
            print(f"{document['id']}: {'no probes' if not os.path.exists(probe_file) else 'not materialised'}", file=sys.stderr)
            continue
        items = compile_items(binary, path, environment) or []
        with open(path, encoding="utf-8", errors="replace") as handle:
            text_lines = handle.read().split("\n")
        for probe in probes(probe_file):
            item = item_for(items, probe["line"], text_lines)
            check_ids = {check["id"] for check in item["checks"]} if item else set()
            # A rule about new code ("new async code uses `async/await`") is checked on a change:
            # its trees are reviewed as the change that adds them.
            as_change = bool(item) and any(check.get("newCodeOnly") for check in item["checks"])
            outcome = outcome_of(binary, path, probe, check_ids, environment, as_change=as_change)
            # A ban with a human escape stays manual unless the team opts in (`escapes: warn`,
            # SwiftLint's way): scored a second time, that way, where the item has such bans.
            escaped = {check["id"] for check in item.get("escapedChecks", [])} if item else set()
            with_escapes = (outcome_of(binary, path, probe, check_ids | escaped, environment, ESCAPES_WARN, as_change)
                            if escaped else outcome)
            results.append({"document": document["id"], "language": document["language"], "line": probe["line"],
                            "family": probe["family"], "judgement": probe["judgement"], "outcome": outcome,
                            "outcomeWithEscapes": with_escapes,
                            "goodTrees": sum(1 for block in probe["blocks"] if block[1] == "good"),
                            "item": item["id"] if item else None})
    return results


def table(results, title):
    checkable = [result for result in results if result["judgement"] == "checkable"]
    families = collections.defaultdict(collections.Counter)
    for result in checkable:
        families[result["family"]][result["outcome"]] += 1
    twins = sum(result["goodTrees"] for result in results)
    alarms = sum(1 for result in results if result["outcome"] == "false-alarm")
    right = sum(1 for result in checkable if result["outcome"] == "right")
    lines = [f"### {title}", "",
             f"{len(checkable)} checkable statements: **{right} right ({percent(right, len(checkable))})**, "
             f"{sum(1 for r in checkable if r['outcome'] == 'missed')} missed, "
             f"{sum(1 for r in checkable if r['outcome'] == 'false-alarm')} false alarms; "
             f"false alarms on {alarms} of {twins} good twins ({percent(alarms, twins)}); "
             f"{sum(1 for r in results if r['judgement'] != 'checkable')} judgement statements.", "",
             "| family | checkable | right | missed | false alarm |", "|---|---:|---:|---:|---:|"]
    for family in sorted(families):
        counts = families[family]
        total = sum(counts.values())
        lines.append(f"| {family} | {total} | {counts['right']} | {counts['missed']} | {counts['false-alarm']} |")
    documents = collections.defaultdict(collections.Counter)
    for result in checkable:
        documents[result["document"]][result["outcome"]] += 1
    weak = [f"{document} ({counts['right']} of {sum(counts.values())})" for document, counts in sorted(documents.items())
            if counts["right"] * 3 < sum(counts.values())]
    lines += ["", "Documents with fewer than a third of their checkable statements right: " + (", ".join(weak) or "none") + ".", ""]
    # The same statements with `escapes: warn` in the audited tree: bans with a human escape run
    # as warnings. Their false alarms count on every statement, judgement ones included.
    escaped = [result for result in results if result["outcomeWithEscapes"] != result["outcome"]]
    right_warn = sum(1 for result in checkable if result["outcomeWithEscapes"] == "right")
    alarms_warn = sum(1 for result in results if result["outcomeWithEscapes"] == "false-alarm")
    lines += [f"With `escapes: warn` (opt-in): {right_warn} right ({percent(right_warn, len(checkable))}), "
              f"false alarms on {alarms_warn} of {twins} good twins; {len(escaped)} statements change outcome.", ""]
    return "\n".join(lines)


def percent(part, whole):
    return f"{100 * part / whole:.0f}%" if whole else "n/a"


def run(arguments):
    environment = dict(os.environ)
    cache_home = tempfile.mkdtemp(prefix="preflight-reach-cache-")
    environment["XDG_CACHE_HOME"] = cache_home
    try:
        sets = [(False, "Working set")] + ([(True, "Held-out quarter")] if arguments.heldout else [])
        sections = []
        everything = {}
        for heldout, title in sets:
            results = score(arguments.preflight, arguments.cache, heldout, environment)
            everything["heldOut" if heldout else "working"] = results
            sections.append(table(results, title))
    finally:
        shutil.rmtree(cache_home, ignore_errors=True)
    text = "\n".join(sections)
    print(text)
    if arguments.markdown:
        with open(arguments.markdown, "w", encoding="utf-8") as handle:
            handle.write(text)
    if arguments.json:
        with open(arguments.json, "w", encoding="utf-8") as handle:
            json.dump(everything, handle, indent=2)
            handle.write("\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    one = commands.add_parser("materialise")
    one.add_argument("--mirror", action="append", default=[])
    one.add_argument("--copies")
    one.add_argument("--cache", required=True)
    two = commands.add_parser("run")
    two.add_argument("--cache", required=True)
    two.add_argument("--preflight", required=True)
    two.add_argument("--heldout", action="store_true", help="also score the held-out quarter (at the end only)")
    two.add_argument("--markdown")
    two.add_argument("--json")
    arguments = parser.parse_args()
    {"materialise": materialise, "run": run}[arguments.command](arguments)


if __name__ == "__main__":
    main()
