#!/usr/bin/env python3
"""Peer agreement: do house rules written in our own words compile to checks that agree with SwiftLint?

    Benchmarks/peer.py materialise --list
        prints the SwiftLint files (paths and the commits they were read at) that `run` reads
    Benchmarks/peer.py materialise --mirror GIT_DIR --swiftlint DIR
        writes those files from a local clone or bare mirror of realm/SwiftLint into DIR (the
        commits are those the files were read at; a clone lacking one reports the file missing)
    Benchmarks/peer.py extract --swiftlint DIR [--rules a,b]
        what `run` would read: examples found and skipped per rule (no Preflight needed)
    Benchmarks/peer.py run --swiftlint DIR --preflight BIN [--rules a,b] [--markdown FILE] [--json FILE]

Benchmarks/peer-rules.json states SwiftLint rules as one-line conventions, as a team would write
them in its own words (SwiftLint's default thresholds and options spelled out in the sentence).
`run` writes each convention alone into a document (`# Conventions` and one bullet), compiles it
once, and audits each of the rule's own examples with that document, zero configuration: the
example is the file `Sources/App/Example.swift` of a fresh git repository. A finding counts when
one of the item's checks produced it. Per rule:

- triggering caught: examples SwiftLint flags on which a check of the item fired (the expected
  number of findings is the number of `↓` markers, at least one; exact counts are reported too);
- non-triggering silent: examples SwiftLint accepts on which no check of the item fired;
- the rule agrees when both are complete; a convention that compiled to no check is manual, with
  the reason Preflight gave, and catches nothing.

SwiftLint's files never enter the project: they are read from DIR (a folder laid out with
SwiftLint's own relative paths, outside the repository), and the Markdown report names an example by
its file and line, never reproduces it (the `--json` output, kept locally, holds a 60-character
head). The examples are read from the Swift
source text, not by running SwiftLint: `Example("…")` with one-line or triple-quoted literals,
`.init(…)`, raw strings, `+` concatenation, `String(repeating:count:)`, the bare strings of
`#examples([…])`, the inputs of `corrections` when the triggering list is made of them,
`let` constants naming an `Example`, `flatMap` over a file-level array of strings (one example
per value), and the file-level helper `wrapExample(type, body)` (`type Foo {\\n\\tbody\\n}`).
Skipped, with the reason listed: examples with a `configuration:` argument or a
`.configuration(…)` call (they test a non-default setting, which the convention does not state),
and examples whose text is built by code the reader cannot evaluate (an interpolation of an
unknown value, a helper it does not know). Kept: `excludeFromDocumentation` examples and those
with `testMultiByteOffsets`, `testWrappingInComment`, `testWrappingInString`, `testOnLinux` or
`testDisableCommand` flags, which only hide an example from SwiftLint's docs or switch off some
of its test variants; their meaning under the default configuration is unchanged.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
EXAMPLE_PATH = "Sources/App/Example.swift"
MARKER = "↓"
HEAD = 60


def peer_rules(selected=None):
    with open(os.path.join(HERE, "peer-rules.json"), encoding="utf-8") as handle:
        rules = json.load(handle)
    if selected:
        wanted = [name.strip() for name in selected.split(",") if name.strip()]
        unknown = sorted(set(wanted) - {rule["rule"] for rule in rules})
        if unknown:
            raise SystemExit(f"unknown rules: {', '.join(unknown)}")
        rules = [rule for rule in rules if rule["rule"] in wanted]
    return rules


# ---------------------------------------------------------------------------------------------
# Reading Swift source text: literals, tokens, and the examples of a SwiftLint rule file.

class Unsupported(Exception):
    """An example whose text is built by code this reader does not evaluate."""


def skip_comment(text, index):
    """The index after a comment starting at `index`, or `index` when none starts there."""
    if text.startswith("//", index):
        end = text.find("\n", index)
        return len(text) if end < 0 else end
    if text.startswith("/*", index):
        depth, index = 1, index + 2
        while index < len(text) and depth:
            if text.startswith("/*", index):
                depth, index = depth + 1, index + 2
            elif text.startswith("*/", index):
                depth, index = depth - 1, index + 2
            else:
                index += 1
        return index
    return index


def literal_at(text, index):
    """The string literal starting at `index` (`"`, `\"\"\"`, `#"`…): its bounds and shape."""
    hashes = 0
    while index + hashes < len(text) and text[index + hashes] == "#":
        hashes += 1
    start = index + hashes
    multiline = text.startswith('"""', start)
    body_start = start + (3 if multiline else 1)
    close = ('"""' if multiline else '"') + "#" * hashes
    escape = "\\" + "#" * hashes
    cursor = body_start
    while cursor < len(text):
        if text.startswith(escape, cursor):
            after = cursor + len(escape)
            if after < len(text) and text[after] == "(":
                cursor = matching_close(text, after) + 1
            else:
                cursor = after + 1
            continue
        if text.startswith(close, cursor):
            return {"start": index, "end": cursor + len(close), "hashes": hashes, "multiline": multiline,
                    "body_start": body_start, "body_end": cursor}
        if not multiline and text[cursor] == "\n":
            raise Unsupported("unterminated string literal")
        cursor += 1
    raise Unsupported("unterminated string literal")


def starts_literal(text, index):
    return text[index] == '"' or (text[index] == "#" and re.match(r'#+"', text[index:]) is not None)


def matching_close(text, index):
    """The index of the bracket closing the one at `index`, skipping strings and comments."""
    pairs = {"(": ")", "[": "]", "{": "}"}
    stack = [pairs[text[index]]]
    cursor = index + 1
    while cursor < len(text):
        after_comment = skip_comment(text, cursor)
        if after_comment != cursor:
            cursor = after_comment
            continue
        char = text[cursor]
        if starts_literal(text, cursor):
            cursor = literal_at(text, cursor)["end"]
            continue
        if char in pairs:
            stack.append(pairs[char])
        elif char in ")]}":
            if char != stack[-1]:
                raise Unsupported("unbalanced brackets")
            stack.pop()
            if not stack:
                return cursor
        cursor += 1
    raise Unsupported("unbalanced brackets")


def tokenize(text):
    """Tokens of Swift source: ('str', literal), ('ident', name), ('num', text), ('punct', char)."""
    tokens = []
    index = 0
    while index < len(text):
        char = text[index]
        if char.isspace():
            index += 1
            continue
        after_comment = skip_comment(text, index)
        if after_comment != index:
            index = after_comment
            continue
        if starts_literal(text, index):
            literal = literal_at(text, index)
            tokens.append(("str", literal, index))
            index = literal["end"]
            continue
        found = re.match(r"#?[A-Za-z_$][A-Za-z0-9_$]*|`[^`]+`", text[index:])
        if found:
            tokens.append(("ident", found.group(0).strip("`"), index))
            index += len(found.group(0))
            continue
        found = re.match(r"[0-9][0-9A-Za-z_.]*", text[index:])
        if found:
            tokens.append(("num", found.group(0), index))
            index += len(found.group(0))
            continue
        tokens.append(("punct", char, index))
        index += 1
    return tokens


SIMPLE_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "\\": "\\", '"': '"', "'": "'"}


def decode(text, literal, environment):
    """The value of a string literal: indentation of a multi-line literal stripped (the closing
    delimiter's), escapes resolved, interpolations of known names substituted."""
    body = text[literal["body_start"]:literal["body_end"]]
    if literal["multiline"]:
        lines = body.split("\n")
        if lines[0].strip():
            raise Unsupported("text after an opening triple quote")
        indent = lines[-1]
        if indent.strip():
            raise Unsupported("text before a closing triple quote")
        stripped = []
        for line in lines[1:-1]:
            if line.startswith(indent):
                stripped.append(line[len(indent):])
            elif not line.strip():
                stripped.append("")
            else:
                raise Unsupported("a line indented less than the closing delimiter")
        body = "\n".join(stripped)
    escape = "\\" + "#" * literal["hashes"]
    value = []
    cursor = 0
    while cursor < len(body):
        if body.startswith(escape, cursor):
            after = cursor + len(escape)
            char = body[after] if after < len(body) else ""
            if char in SIMPLE_ESCAPES:
                value.append(SIMPLE_ESCAPES[char])
                cursor = after + 1
            elif char == "u" and body.startswith("{", after + 1):
                end = body.index("}", after)
                value.append(chr(int(body[after + 2:end], 16)))
                cursor = end + 1
            elif char == "\n" and literal["multiline"]:
                cursor = after + 1
            elif char == "(":
                end = matching_close(body, after)
                value.append(interpolate(body[after + 1:end].strip(), environment))
                cursor = end + 1
            else:
                raise Unsupported(f"unknown escape \\{char}")
            continue
        value.append(body[cursor])
        cursor += 1
    return "".join(value)


def interpolate(expression, environment):
    if expression in environment:
        return environment[expression]
    if re.fullmatch(r'#*"(?:[^"\\]|\\.)*"#*', expression):
        tokens = tokenize(expression)
        if len(tokens) == 1 and tokens[0][0] == "str":
            return decode(expression, tokens[0][1], environment)
    raise Unsupported(f"interpolation of `{expression}`")


def split_arguments(tokens, open_index, close_index):
    """Top-level arguments of a call between token indexes: [(label or None, tokens)]."""
    arguments, current, depth = [], [], 0
    for token in tokens[open_index + 1:close_index]:
        if token[0] == "punct" and token[1] in "([{":
            depth += 1
        elif token[0] == "punct" and token[1] in ")]}":
            depth -= 1
        if depth == 0 and token == ("punct", ",", token[2]):
            arguments.append(current)
            current = []
            continue
        current.append(token)
    if current:
        arguments.append(current)
    labelled = []
    for argument in arguments:
        if len(argument) >= 2 and argument[0][0] == "ident" and argument[1][:2] == ("punct", ":"):
            labelled.append((argument[0][1], argument[2:]))
        else:
            labelled.append((None, argument))
    return labelled


def close_token(tokens, index):
    """The index of the token closing the bracket token at `index`."""
    depth = 0
    for cursor in range(index, len(tokens)):
        kind, value = tokens[cursor][0], tokens[cursor][1]
        if kind == "punct" and value in "([{":
            depth += 1
        elif kind == "punct" and value in ")]}":
            depth -= 1
            if depth == 0:
                return cursor
    raise Unsupported("unbalanced brackets")


def callee_is_init(tokens, call):
    """Whether the call at `call` is `.init(` (its callee spans two tokens before the paren)."""
    return tokens[call[1] - 1][:2] == ("ident", "init")


def helper_wrap_example(values):
    # SwiftLint's DiscouragedOptionalBooleanRuleExamples: `"\(type) Foo {\n\t\(test)\n}"`.
    if len(values) != 2:
        raise Unsupported("wrapExample with other arguments")
    return f"{values[0]} Foo {{\n\t{values[1]}\n}}"


HELPERS = {"wrapExample": helper_wrap_example}


class RuleFile:
    """The examples of one SwiftLint source file, in text order."""

    def __init__(self, text, name):
        self.text = text
        self.name = name
        self.tokens = tokenize(text)
        self.lines = [0] + [match.end() for match in re.finditer("\n", text)]
        self.string_constants = {}   # let name = "literal"
        self.string_arrays = {}      # let name = ["a", "b"]
        self.example_constants = {}  # let name = Example(...)
        self._read_constants()

    def line_of(self, offset):
        low, high = 0, len(self.lines) - 1
        while low < high:
            middle = (low + high + 1) // 2
            if self.lines[middle] <= offset:
                low = middle
            else:
                high = middle - 1
        return low + 1

    def _read_constants(self):
        tokens = self.tokens
        for index in range(len(tokens) - 3):
            if tokens[index][:2] != ("ident", "let") or tokens[index + 1][0] != "ident":
                continue
            name = tokens[index + 1][1]
            if tokens[index + 2][:2] != ("punct", "="):
                continue
            value = index + 3
            if tokens[value][0] == "str" and (value + 1 >= len(tokens) or tokens[value + 1][1] not in ".+("):
                self.string_constants[name] = tokens[value][1]
            elif tokens[value][:2] == ("punct", "["):
                end = close_token(tokens, value)
                inner = tokens[value + 1:end]
                if inner and all(token[0] == "str" or token[:2] == ("punct", ",") for token in inner):
                    self.string_arrays[name] = [decode(self.text, token[1], {}) for token in inner if token[0] == "str"]
            elif tokens[value][:2] == ("ident", "Example") and tokens[value + 1][:2] == ("punct", "("):
                self.example_constants[name] = value

    # Sections: `nonTriggeringExamples: [` / `let triggeringFooExamples = …` start one; any other
    # `let`/`var` ends it. `corrections` sections are read only for `Array(corrections.keys…)`.
    @staticmethod
    def section_kind(name):
        lowered = name.lower()
        if "nontriggering" in lowered:
            return "non"
        if "triggering" in lowered:
            return "trig"
        if "correction" in lowered:
            return "corr"
        return None

    def examples(self):
        tokens = self.tokens
        found = []
        section = None
        keys_are_triggering = False
        macro_depth = None     # element depth of a `#examples([` array
        bindings = []          # (name, values, depth) from `array.flatMap { name`
        depth = 0
        index = 0
        while index < len(tokens):
            kind, value, offset = tokens[index]
            if kind == "punct" and value in "([{":
                depth += 1
            elif kind == "punct" and value in ")]}":
                depth -= 1
                bindings = [binding for binding in bindings if binding[2] <= depth]
                if macro_depth is not None and depth < macro_depth:
                    macro_depth = None
            if kind == "ident" and value in ("let", "var") and index + 1 < len(tokens) and tokens[index + 1][0] == "ident":
                section = self.section_kind(tokens[index + 1][1])
                macro_depth = None
                index += 2
                continue
            if kind == "ident" and value in ("func", "struct", "class", "enum", "extension", "actor", "protocol"):
                section, macro_depth = None, None
            if (kind == "ident" and index + 1 < len(tokens) and tokens[index + 1][:2] == ("punct", ":")
                    and self.section_kind(value) and (index == 0 or tokens[index - 1][:2] != ("punct", "."))):
                section = self.section_kind(value)
                macro_depth = None
            if section == "trig" and kind == "ident" and value == "corrections" and index + 2 < len(tokens) \
                    and tokens[index + 2][:2] == ("ident", "keys"):
                keys_are_triggering = True
            if kind == "ident" and value == "#examples" and tokens[index + 1][:2] == ("punct", "(") \
                    and tokens[index + 2][:2] == ("punct", "["):
                macro_depth = depth + 2
            if (kind == "ident" and value in self.string_arrays and tokens[index + 1][:2] == ("punct", ".")
                    and tokens[index + 2][:2] == ("ident", "flatMap") and tokens[index + 3][:2] == ("punct", "{")
                    and tokens[index + 4][0] == "ident"):
                bindings.append((tokens[index + 4][1], self.string_arrays[value], depth + 1))
            call = None
            if kind == "ident" and value == "Example" and tokens[index + 1][:2] == ("punct", "(") \
                    and (index == 0 or tokens[index - 1][:2] != ("punct", ".")):
                call = ("Example", index + 1)
            elif kind == "punct" and value == "." and tokens[index + 1][:2] == ("ident", "init") \
                    and tokens[index + 2][:2] == ("punct", "(") and (index == 0 or tokens[index - 1][0] == "punct"):
                call = ("Example", index + 2)
            elif kind == "ident" and value in HELPERS and tokens[index + 1][:2] == ("punct", "(") \
                    and (index == 0 or tokens[index - 1][:2] != ("ident", "func")):
                call = (value, index + 1)
            if call and section in ("non", "trig", "corr"):
                end = close_token(tokens, call[1])
                chain, after = self._chain(end + 1)
                is_key = after < len(tokens) and tokens[after][:2] == ("punct", ":")
                before = call[1] - (3 if callee_is_init(tokens, call) else 2)
                is_value = before >= 0 and tokens[before][0] == "punct" and tokens[before][1] in ":="
                role = section
                if section == "corr":
                    # `triggeringExamples = Array(corrections.keys…)`: the inputs of the
                    # corrections (dictionary keys, or examples added to it by code) trigger.
                    role = "trig" if keys_are_triggering and not is_value else None
                if role:
                    found += self._example_from_call(role, call, end, chain, offset, bindings)
                index = after
                continue
            if call:
                index = close_token(tokens, call[1]) + 1
                continue
            if macro_depth is not None and depth == macro_depth and section in ("non", "trig"):
                if kind == "str":
                    chain, after = self._chain(index + 1)
                    if after < len(tokens) and tokens[after][:2] == ("punct", ":"):
                        index = after + 1   # a key of a corrections dictionary
                        continue
                    found += self._expand(section, [(None, [tokens[index]])], chain, offset, bindings, "Example")
                    index = after
                    continue
                if kind == "ident" and value in self.example_constants:
                    start = self.example_constants[value]
                    end = close_token(tokens, start + 1)
                    chain, _ = self._chain(end + 1)
                    found += self._example_from_call(section, ("Example", start + 1), end, chain,
                                                     tokens[start][2], bindings)
                    index += 1
                    continue
            index += 1
        return found

    def _chain(self, index):
        """Calls chained after an expression (`.excludeFromDocumentation()`, `.configuration([…])`)."""
        tokens = self.tokens
        chain = []
        while (index + 2 < len(tokens) and tokens[index][:2] == ("punct", ".") and tokens[index + 1][0] == "ident"
               and tokens[index + 2][:2] == ("punct", "(")):
            end = close_token(tokens, index + 2)
            chain.append(tokens[index + 1][1])
            index = end + 1
        return chain, index

    def _example_from_call(self, role, call, end, chain, offset, bindings):
        arguments = split_arguments(self.tokens, call[1], end)
        return self._expand(role, arguments, chain, offset, bindings, call[0])

    def _expand(self, role, arguments, chain, offset, bindings, callee):
        line = self.line_of(offset)
        labels = [label for label, _ in arguments if label]
        flags = sorted(set(label for label in labels if label != "configuration")
                       | set(name for name in chain if name != "configuration"))
        base = {"role": role, "file": self.name, "line": line, "flags": flags}
        if "configuration" in labels or "configuration" in chain:
            return [dict(base, skipped="non-default configuration")]
        names = [binding[0] for binding in bindings]
        used = [name for name in names if re.search(r"\\\(\s*" + re.escape(name) + r"\s*\)", self._source(arguments))]
        if len(used) > 1:
            return [dict(base, skipped="several generated values")]
        variants = [({}, "")]
        if used:
            values = next(binding[1] for binding in reversed(bindings) if binding[0] == used[0])
            variants = [({used[0]: item}, item) for item in values]
        results = []
        for environment, variant in variants:
            entry = dict(base, variant=variant)
            try:
                if callee == "Example":
                    positional = [tokens for label, tokens in arguments if label is None]
                    if not positional:
                        raise Unsupported("no code argument")
                    code = self.evaluate(positional[0], environment)
                else:
                    values = [self.evaluate(tokens, environment) for label, tokens in arguments if label is None]
                    code = HELPERS[callee](values)
            except Unsupported as reason:
                results.append(dict(entry, skipped=f"generated by code ({reason})"))
                continue
            markers = code.count(MARKER)
            entry["code"] = code.replace(MARKER, "")
            entry["expected"] = max(markers, 1) if role == "trig" else 0
            results.append(entry)
        return results

    def _source(self, arguments):
        pieces = []
        for _, tokens in arguments:
            for token in tokens:
                if token[0] == "str":
                    pieces.append(self.text[token[1]["start"]:token[1]["end"]])
        return " ".join(pieces)

    def evaluate(self, tokens, environment):
        """A string expression: literals, constants and `String(repeating:count:)` joined by `+`."""
        terms, current, depth = [], [], 0
        for token in tokens:
            if token[0] == "punct" and token[1] in "([{":
                depth += 1
            elif token[0] == "punct" and token[1] in ")]}":
                depth -= 1
            if depth == 0 and token[:2] == ("punct", "+"):
                terms.append(current)
                current = []
            else:
                current.append(token)
        terms.append(current)
        return "".join(self._term(term, environment) for term in terms)

    def _term(self, term, environment):
        if len(term) == 1 and term[0][0] == "str":
            return decode(self.text, term[0][1], environment)
        if len(term) == 1 and term[0][0] == "ident":
            name = term[0][1]
            if name in environment:
                return environment[name]
            if name in self.string_constants:
                return decode(self.text, self.string_constants[name], environment)
            raise Unsupported(f"the value of `{name}`")
        if len(term) >= 3 and term[0][:2] == ("ident", "String") and term[1][:2] == ("punct", "("):
            end = close_token(term, 1)
            arguments = dict(split_arguments(term, 1, end))
            if end == len(term) - 1 and set(arguments) == {"repeating", "count"}:
                count = arguments["count"]
                if len(count) == 1 and count[0][0] == "num" and count[0][1].isdigit():
                    return self.evaluate(arguments["repeating"], environment) * int(count[0][1])
        raise Unsupported("an expression other than string literals")


def rule_examples(swiftlint, rule):
    """The rule's examples from its files under `swiftlint`, each with its role and place."""
    examples = []
    for path in rule["files"]:
        full = os.path.join(swiftlint, path)
        if not os.path.exists(full):
            raise SystemExit(f"{rule['rule']}: {full} is missing; see `peer.py materialise --list`")
        with open(full, encoding="utf-8") as handle:
            text = handle.read()
        examples += RuleFile(text, os.path.basename(path)).examples()
    counters = {"trig": 0, "non": 0}
    for example in examples:
        counters[example["role"]] += 1
        example["index"] = counters[example["role"]]
    return examples


def head(code):
    flat = code.replace("\r", "").replace("\n", "⏎").replace("\t", "→")
    return flat[:HEAD]


# ---------------------------------------------------------------------------------------------
# Running Preflight.

def compile_items(binary, document, environment):
    result = subprocess.run([binary, "compile", document, "--format", "json"], capture_output=True, text=True, env=environment)
    if result.returncode != 0:
        return None, (result.stderr.strip() or result.stdout.strip())[:300]
    items = []
    for skill in json.loads(result.stdout)["skills"]:
        items += skill["items"]
    return items, None


def findings(binary, document, code, check_ids, environment):
    """How many findings the checks `check_ids` report on `code` as Sources/App/Example.swift."""
    with tempfile.TemporaryDirectory(prefix="preflight-peer-") as root:
        subprocess.run(["git", "init", "-q", root], check=True)
        target = os.path.join(root, EXAMPLE_PATH)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "w", encoding="utf-8", newline="") as handle:
            handle.write(code)
        result = subprocess.run([binary, "audit", root, "--skill", document, "--format", "json", "--fail-on", "never"],
                                capture_output=True, text=True, env=environment)
        if result.returncode != 0:
            return None
        count = 0
        for skill in json.loads(result.stdout)["skills"]:
            for item in skill["items"]:
                for finding in item.get("findings", []):
                    if set(finding.get("ruleIds", [finding["ruleId"]])) & check_ids:
                        count += 1
        return count


def score_rule(binary, swiftlint, rule, environment, workdir):
    examples = rule_examples(swiftlint, rule)
    document = os.path.join(workdir, rule["rule"] + ".md")
    with open(document, "w", encoding="utf-8") as handle:
        handle.write(f"# Conventions\n\n- {rule['convention']}\n")
    items, error = compile_items(binary, document, environment)
    checks = [check for item in items or [] for check in item["checks"]]
    escaped = [check for item in items or [] for check in item.get("escapedChecks", [])]
    check_ids = {check["id"] for check in checks}
    if items is None:
        manual = f"compile failed: {error}"
    elif not items:
        manual = "no item read from the sentence"
    elif not checks:
        manual = next((item["reason"] for item in items if item.get("reason")), None) or "no reason given"
        if escaped:
            manual += f" (escaped: {', '.join(sorted({check['kind'] for check in escaped}))})"
    else:
        manual = None
    result = {"rule": rule["rule"], "convention": rule["convention"], "files": rule["files"], "commit": rule["commit"],
              "kinds": sorted({check["kind"] for check in checks}), "checks": sorted(check_ids), "manual": manual,
              "missing": sorted({part for item in items or [] for part in item.get("missing", [])}),
              "examples": [], "skipped": []}
    for example in examples:
        place = {"role": example["role"], "index": example["index"], "file": example["file"], "line": example["line"],
                 "variant": example.get("variant", "")}
        if "skipped" in example:
            result["skipped"].append(dict(place, reason=example["skipped"]))
            continue
        count = findings(binary, document, example["code"], check_ids, environment) if check_ids else 0
        fired = bool(count)
        right = fired if example["role"] == "trig" else not fired
        result["examples"].append(dict(place, head=head(example["code"]), expected=example["expected"],
                                       found=count, right=right if count is not None else False,
                                       error=count is None, flags=example["flags"]))
    triggering = [entry for entry in result["examples"] if entry["role"] == "trig"]
    accepting = [entry for entry in result["examples"] if entry["role"] == "non"]
    result["caught"] = sum(1 for entry in triggering if entry["right"])
    result["triggering"] = len(triggering)
    result["exact"] = sum(1 for entry in triggering if entry["found"] == entry["expected"])
    result["silent"] = sum(1 for entry in accepting if entry["right"])
    result["nonTriggering"] = len(accepting)
    result["agrees"] = result["caught"] == len(triggering) and result["silent"] == len(accepting) and bool(result["examples"])
    return result


def cell(text):
    return text.replace("|", "\\|").replace("\n", " ")


def report(results):
    lines = ["### Peer agreement: SwiftLint rules stated as conventions", "",
             "| rule | convention | Preflight check kind(s) | triggering caught | non-triggering silent |",
             "|---|---|---|---:|---:|"]
    for result in results:
        kinds = ", ".join(f"`{kind}`" for kind in result["kinds"]) if not result["manual"] else f"manual: {result['manual']}"
        mark = " ✓" if result["agrees"] else ""
        lines.append(f"| `{result['rule']}`{mark} | {cell(result['convention'])} | {cell(kinds)} | "
                     f"{result['caught']}/{result['triggering']} | {result['silent']}/{result['nonTriggering']} |")
    caught = sum(result["caught"] for result in results)
    triggering = sum(result["triggering"] for result in results)
    silent = sum(result["silent"] for result in results)
    accepting = sum(result["nonTriggering"] for result in results)
    exact = sum(result["exact"] for result in results)
    skipped = sum(len(result["skipped"]) for result in results)
    agreeing = sum(1 for result in results if result["agrees"])
    manual = sum(1 for result in results if result["manual"])
    lines += ["", f"**{agreeing} of {len(results)} rules agree** (✓); {manual} conventions stayed manual. "
              f"Triggering examples caught: {caught}/{triggering} ({percent(caught, triggering)}), "
              f"{exact} with exactly as many findings as `↓` markers; non-triggering examples left silent: "
              f"{silent}/{accepting} ({percent(silent, accepting)}); {skipped} examples skipped.", ""]
    disagreements = [(result, entry) for result in results for entry in result["examples"] if not entry["right"]]
    if disagreements:
        lines += ["Disagreements (example number within its list and file:line in SwiftLint; the examples "
                  "are SwiftLint's text, so the report points at them instead of quoting them — `--json` keeps "
                  f"their first {HEAD} characters for a local reader):", ""]
        for result, entry in disagreements:
            what = "missed" if entry["role"] == "trig" else "false alarm"
            if entry["error"]:
                what = "audit failed"
            variant = f" ({entry['variant']})" if entry["variant"] else ""
            role = "triggering" if entry["role"] == "trig" else "non-triggering"
            lines.append(f"- `{result['rule']}` {role} #{entry['index']}{variant}, {entry['file']}:{entry['line']}, "
                         f"{what} (found {entry['found']})")
        lines.append("")
    skips = [(result, entry) for result in results for entry in result["skipped"]]
    if skips:
        lines += ["Skipped examples:", ""]
        for result, entry in skips:
            role = "triggering" if entry["role"] == "trig" else "non-triggering"
            lines.append(f"- `{result['rule']}` {role} #{entry['index']}, {entry['file']}:{entry['line']}: {entry['reason']}")
        lines.append("")
    return "\n".join(lines)


def percent(part, whole):
    return f"{100 * part / whole:.0f}%" if whole else "n/a"


def run(arguments):
    rules = peer_rules(arguments.rules)
    environment = dict(os.environ)
    workdir = tempfile.mkdtemp(prefix="preflight-peer-docs-")
    environment["XDG_CACHE_HOME"] = os.path.join(workdir, "cache")
    try:
        results = [score_rule(arguments.preflight, arguments.swiftlint, rule, environment, workdir) for rule in rules]
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    text = report(results)
    print(text)
    if arguments.markdown:
        with open(arguments.markdown, "w", encoding="utf-8") as handle:
            handle.write(text + "\n")
    if arguments.json:
        with open(arguments.json, "w", encoding="utf-8") as handle:
            json.dump({"rules": results}, handle, indent=2, ensure_ascii=False)
            handle.write("\n")


def extract(arguments):
    """Counts only: what `run` would audit, and what it skips and why."""
    for rule in peer_rules(arguments.rules):
        examples = rule_examples(arguments.swiftlint, rule)
        kept = [example for example in examples if "skipped" not in example]
        triggering = [example for example in kept if example["role"] == "trig"]
        accepting = [example for example in kept if example["role"] == "non"]
        markers = sum(example["expected"] for example in triggering)
        print(f"{rule['rule']}: {len(triggering)} triggering ({markers} expected findings), "
              f"{len(accepting)} non-triggering, {len(examples) - len(kept)} skipped")
        for example in examples:
            if "skipped" in example:
                print(f"    skipped {example['role']} #{example['index']} {example['file']}:{example['line']}: {example['skipped']}")
            elif arguments.heads:
                print(f"    {example['role']} #{example['index']} {example['file']}:{example['line']}"
                      f"{' (' + example['variant'] + ')' if example.get('variant') else ''}: {head(example['code'])}")


def materialise(arguments):
    rules = peer_rules()
    wanted = {}
    for rule in rules:
        for path in rule["files"]:
            wanted[path] = rule["commit"]
    if arguments.list or not arguments.mirror:
        for path, commit in sorted(wanted.items()):
            present = ""
            if arguments.swiftlint:
                present = "  present" if os.path.exists(os.path.join(arguments.swiftlint, path)) else "  MISSING"
            print(f"{commit} {path}{present}")
        return
    if not arguments.swiftlint:
        raise SystemExit("--mirror needs --swiftlint DIR (outside the project)")
    for path, commit in sorted(wanted.items()):
        shown = subprocess.run(["git", "--git-dir", arguments.mirror, "show", f"{commit}:{path}"], capture_output=True)
        if shown.returncode != 0:
            print(f"{path}: not in the mirror at {commit[:12]}", file=sys.stderr)
            continue
        target = os.path.join(arguments.swiftlint, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as handle:
            handle.write(shown.stdout)
    print(f"materialised into {arguments.swiftlint}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    one = commands.add_parser("materialise")
    one.add_argument("--list", action="store_true", help="print the files and commits the benchmark reads")
    one.add_argument("--mirror", help="a clone or bare mirror of realm/SwiftLint to write them from")
    one.add_argument("--swiftlint", help="the folder (outside the project) holding them")
    two = commands.add_parser("run")
    two.add_argument("--swiftlint", required=True)
    two.add_argument("--preflight", required=True)
    two.add_argument("--rules", help="comma-separated rule ids (default: all)")
    two.add_argument("--markdown")
    two.add_argument("--json")
    three = commands.add_parser("extract")
    three.add_argument("--swiftlint", required=True)
    three.add_argument("--rules")
    three.add_argument("--heads", action="store_true", help="also print each example's first characters")
    arguments = parser.parse_args()
    {"materialise": materialise, "run": run, "extract": extract}[arguments.command](arguments)


if __name__ == "__main__":
    main()
