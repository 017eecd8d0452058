#!/usr/bin/env python3
"""Field precision: audit real apps with their own agent documents, zero configuration.

The apps and their commits are listed in Benchmarks/field-apps.json (committed before any fix
that used them). Their code and documents stay in their repositories: this script reads work
trees prepared beside the project, never copies text from them into it.

    Benchmarks/field.py materialise --mirror OWNER/NAME=GIT_DIR ... --apps DIR
        checks out each app's listed commit from a local clone or bare mirror into DIR/OWNER+NAME
    Benchmarks/field.py run --apps DIR --preflight BIN [--out results.json]
        audits every app (JSON and rule listing), counts findings per check, the share of files
        each check fires in, and draws 20 findings per app with a fixed seed from the findings
        that are not suspect (the sample a person judges in Benchmarks/field.md)
    Benchmarks/field.py counts --judged Benchmarks/field-judgements.json --results results.json
        recounts field.md's tables from the judgements (true / false per sampled finding,
        right / wrong / arguable per check) and the rates of right and wrong checks
"""
import argparse
import collections
import json
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SEED = 20261205
SAMPLE = 20


def apps():
    with open(os.path.join(HERE, "field-apps.json"), encoding="utf-8") as handle:
        return json.load(handle)["apps"]


def folder_name(repository):
    return repository.replace("/", "+")


def materialise(arguments):
    mirrors = dict(item.split("=", 1) for item in arguments.mirror)
    for app in apps():
        repository = app["repository"]
        source = mirrors.get(repository)
        target = os.path.join(arguments.apps, folder_name(repository))
        if source is None:
            print(f"{repository}: no mirror given, skipped", file=sys.stderr)
            continue
        if os.path.isdir(target):
            print(f"{repository}: {target} exists, kept")
            continue
        os.makedirs(target)
        archive = subprocess.run(["git", "--git-dir", source, "archive", app["commit"]], capture_output=True)
        if archive.returncode == 0:
            subprocess.run(["tar", "-x", "-C", target], input=archive.stdout, check=True)
        else:
            # A mirror may lack its largest blobs (images, design files): write the tree blob by
            # blob and name what is absent; the audit reads Swift sources and documents only.
            absent = write_tree(source, app["commit"], target)
            print(f"{repository}: {len(absent)} blobs absent from the mirror, left out")
        # A repository of its own, so the audit finds its top level and `.gitignore` as a user's would.
        subprocess.run(["git", "init", "-q"], cwd=target, check=True)
        print(f"{repository}: {target}")


def write_tree(source, commit, target):
    listing = subprocess.run(["git", "--git-dir", source, "ls-tree", "-r", "-z", commit],
                             capture_output=True, check=True).stdout.split(b"\0")
    absent = []
    for entry in filter(None, listing):
        meta, path = entry.split(b"\t", 1)
        mode, kind, blob = meta.split(b" ")
        if kind != b"blob" or mode == b"120000":
            continue
        content = subprocess.run(["git", "--git-dir", source, "cat-file", "blob", blob], capture_output=True)
        if content.returncode != 0:
            absent.append(path)
            continue
        destination = os.path.join(target, os.fsdecode(path))
        os.makedirs(os.path.dirname(destination), exist_ok=True)
        with open(destination, "wb") as handle:
            handle.write(content.stdout)
    return absent


def run_preflight(binary, folder, *arguments):
    result = subprocess.run([binary, *arguments], cwd=folder, capture_output=True, text=True)
    if result.returncode not in (0, 1):
        raise SystemExit(f"{folder}: preflight {' '.join(arguments)} exited {result.returncode}: {result.stderr}")
    return result


def swift_files(folder):
    count = 0
    for root, folders, files in os.walk(folder):
        folders[:] = [name for name in folders if name not in (".git", ".build", "Pods", "Carthage", "DerivedData")]
        count += sum(1 for name in files if name.endswith(".swift"))
    return count


def audit(binary, folder):
    """The audit's findings (each fault once), which checks are suspect, and every firing check's rate."""
    report = json.loads(run_preflight(binary, folder, "audit", ".", "--format", "json", "--no-cache").stdout)
    findings = []
    seen = set()
    suspect = set()
    for skill in report["skills"]:
        for item in skill["items"]:
            for finding in item.get("findings", []):
                if finding.get("suspect"):
                    suspect.add(finding["ruleId"])
                key = (finding["ruleId"], finding["path"], finding["line"], finding.get("column"))
                if key not in seen:
                    seen.add(key)
                    findings.append(finding)
    rates = {entry["id"]: entry for entry in report.get("firingChecks", [])}
    return report, findings, suspect, rates


def run(arguments):
    results = {"seed": SEED, "apps": []}
    for app in apps():
        repository = app["repository"]
        folder = os.path.join(arguments.apps, folder_name(repository))
        if not os.path.isdir(folder):
            print(f"{repository}: no work tree at {folder}", file=sys.stderr)
            continue
        report, findings, suspect, rates = audit(arguments.preflight, folder)
        rules = json.loads(run_preflight(arguments.preflight, folder, "rules", ".", "--format", "json").stdout)
        per_check = collections.defaultdict(list)
        for finding in findings:
            per_check[finding["ruleId"]].append(finding)
        checks = []
        for rule in rules.get("rules", []):
            hits = per_check.get(rule["id"], [])
            rate = rates.get(rule["id"])
            checks.append({
                "id": rule["id"], "kind": rule["kind"], "document": rule.get("document"),
                "findings": len(hits), "firingFiles": len({hit["path"] for hit in hits}),
                "suspect": rule["id"] in suspect,
                "scope": {"scopeFiles": rate["scopeFiles"], "firingFiles": rate["firingFiles"]} if rate else None,
            })
        trusted = sorted((finding for finding in findings if not finding.get("suspect") and finding["severity"] != "note"),
                         key=lambda finding: (finding["ruleId"], finding["path"], finding["line"], finding.get("column") or 0))
        sample = random.Random(f"{SEED}:{repository}").sample(trusted, min(SAMPLE, len(trusted)))
        sample.sort(key=lambda finding: (finding["path"], finding["line"], finding["ruleId"]))
        results["apps"].append({
            "repository": repository, "commit": app["commit"], "swiftFiles": swift_files(folder),
            "summary": report["summary"], "findings": len(findings), "trustedFindings": len(trusted),
            "checks": sorted(checks, key=lambda check: -check["findings"]),
            "sample": [{"key": f"{f['path']}:{f['line']}:{f['ruleId']}", "message": f["message"], "severity": f["severity"]}
                       for f in sample],
        })
        print(f"{repository}: {len(findings)} findings, {len(trusted)} not suspect, {len(checks)} checks, "
              f"{sum(1 for check in checks if check['suspect'])} suspect")
    text = json.dumps(results, indent=2, ensure_ascii=False) + "\n"
    if arguments.out:
        with open(arguments.out, "w", encoding="utf-8") as handle:
            handle.write(text)
    else:
        sys.stdout.write(text)


def counts(arguments):
    with open(arguments.results, encoding="utf-8") as handle:
        results = json.load(handle)
    with open(arguments.judged, encoding="utf-8") as handle:
        judged = json.load(handle)
    print("| app | findings | not suspect | sampled | true | false | checks right / wrong / arguable |")
    print("|---|---:|---:|---:|---:|---:|---|")
    rates = {"right": [], "wrong": [], "arguable": []}
    for app in results["apps"]:
        verdicts = judged.get(app["repository"], {})
        sample = [verdicts.get("findings", {}).get(item["key"]) for item in app["sample"]]
        check_verdicts = verdicts.get("checks", {})
        tally = collections.Counter(check_verdicts.get(check["id"], {}).get("verdict", "unjudged") for check in app["checks"]
                                    if check["findings"] > 0)
        for check in app["checks"]:
            verdict = check_verdicts.get(check["id"], {}).get("verdict")
            if verdict in rates and check.get("scope"):
                scope = check["scope"]
                if scope.get("scopeFiles"):
                    rates[verdict].append(round(scope["firingFiles"] / scope["scopeFiles"], 4))
        print(f"| {app['repository']} | {app['findings']} | {app['trustedFindings']} | {len(sample)} | "
              f"{sum(1 for v in sample if v == 'true')} | {sum(1 for v in sample if v == 'false')} | "
              f"{tally['right']} / {tally['wrong']} / {tally['arguable']} |")
    print()
    for verdict, values in rates.items():
        values.sort()
        print(f"{verdict}: {len(values)} checks, firing shares {values}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    one = commands.add_parser("materialise")
    one.add_argument("--mirror", action="append", default=[], help="OWNER/NAME=GIT_DIR (a clone or a bare mirror)")
    one.add_argument("--apps", required=True)
    two = commands.add_parser("run")
    two.add_argument("--apps", required=True)
    two.add_argument("--preflight", required=True)
    two.add_argument("--out")
    three = commands.add_parser("counts")
    three.add_argument("--results", required=True)
    three.add_argument("--judged", required=True)
    arguments = parser.parse_args()
    {"materialise": materialise, "run": run, "counts": counts}[arguments.command](arguments)


if __name__ == "__main__":
    main()
