"""SV-COMP task definitions for bench/svcomp/run.py: a small YAML reader (enough for the
.yml task files, so that no PyYAML is needed) and the discovery of (task, property) runs."""
import os
import re
from pathlib import Path

PROPERTIES = ("unreach-call", "no-data-race", "valid-memsafety", "valid-memcleanup", "no-overflow")
# Properties run as `--property NAME` (unreach-call and no-data-race have options of
# their own: --reach-option, --race-option).
PLAIN_PROPERTIES = ("valid-memsafety", "valid-memcleanup", "no-overflow")


# ---------------------------------------------------------------------------------------
# A small YAML reader: enough for SV-COMP task definitions (block mappings and sequences,
# flow sequences, quoted and plain scalars, comments), so that no PyYAML is needed.

def _strip_comment(line):
    quote = None
    for i, ch in enumerate(line):
        if quote:
            if ch == quote:
                quote = None
        elif ch in "'\"":
            quote = ch
        elif ch == "#" and (i == 0 or line[i - 1] in " \t"):
            return line[:i].rstrip()
    return line.rstrip()


def _split_flow(text):
    items, depth, quote, cur = [], 0, None, ""
    for ch in text:
        if quote:
            cur += ch
            if ch == quote:
                quote = None
        elif ch in "'\"":
            quote = ch
            cur += ch
        elif ch in "[{":
            depth += 1
            cur += ch
        elif ch in "]}":
            depth -= 1
            cur += ch
        elif ch == "," and depth == 0:
            items.append(cur)
            cur = ""
        else:
            cur += ch
    if cur.strip():
        items.append(cur)
    return items


def _scalar(text):
    s = text.strip()
    if s == "":
        return None
    if s[0] == "'" and s.endswith("'") and len(s) >= 2:
        return s[1:-1].replace("''", "'")
    if s[0] == '"' and s.endswith('"') and len(s) >= 2:
        return bytes(s[1:-1], "utf-8").decode("unicode_escape")
    if s[0] == "[" and s.endswith("]"):
        return [_scalar(x) for x in _split_flow(s[1:-1])]
    low = s.lower()
    if low in ("true", "yes", "on"):
        return True
    if low in ("false", "no", "off"):
        return False
    if low in ("null", "~"):
        return None
    if re.fullmatch(r"[-+]?\d+", s):
        return int(s)
    return s


_KEY = re.compile(r"""^((?:'[^']*'|"[^"]*"|[^'":#\s][^:#]*?))\s*:(?:\s+(.*))?$""")


def _parse_block(lines, i, indent):
    """Parses the block whose lines start at lines[i] with this indentation."""
    if lines[i][1].startswith("- ") or lines[i][1] == "-":
        items = []
        while i < len(lines) and lines[i][0] == indent and (
                lines[i][1].startswith("- ") or lines[i][1] == "-"):
            rest = lines[i][1][1:]
            body = rest.lstrip()
            if not body:
                if i + 1 < len(lines) and lines[i + 1][0] > indent:
                    value, i = _parse_block(lines, i + 1, lines[i + 1][0])
                else:
                    value, i = None, i + 1
                items.append(value)
            elif _KEY.match(body) and not body.startswith(("'", '"', "[")):
                inner = indent + 1 + (len(rest) - len(body))
                lines[i] = (inner, body)
                value, i = _parse_block(lines, i, inner)
                items.append(value)
            else:
                items.append(_scalar(body))
                i += 1
        return items, i
    mapping = {}
    while i < len(lines) and lines[i][0] == indent and not lines[i][1].startswith("- "):
        m = _KEY.match(lines[i][1])
        if not m:
            raise ValueError("cannot read line: %r" % lines[i][1])
        key = _scalar(m.group(1))
        rest = m.group(2)
        if rest is not None and rest.strip() not in ("", "|", ">"):
            mapping[key] = _scalar(rest)
            i += 1
        elif i + 1 < len(lines) and (lines[i + 1][0] > indent or (
                lines[i + 1][0] == indent and lines[i + 1][1].startswith("- "))):
            mapping[key], i = _parse_block(lines, i + 1, lines[i + 1][0])
        else:
            mapping[key] = None
            i += 1
    if i < len(lines) and lines[i][0] > indent:
        raise ValueError("unexpected indentation: %r" % lines[i][1])
    return mapping, i


def parse_yaml(text):
    lines = []
    for raw in text.splitlines():
        line = _strip_comment(raw.replace("\t", "    "))
        if not line.strip() or line.strip() in ("---", "..."):
            continue
        lines.append((len(line) - len(line.lstrip()), line.strip()))
    if not lines:
        return {}
    value, i = _parse_block(lines, 0, lines[0][0])
    if i != len(lines):
        raise ValueError("cannot read line: %r" % lines[i][1])
    return value


# ---------------------------------------------------------------------------------------
# Tasks

def discover(root, regex, warn):
    """The (task, property) pairs under root whose 'folder/task' matches regex."""
    runs = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames.sort()
        for name in sorted(filenames):
            if not name.endswith((".yml", ".yaml")):
                continue
            yml = Path(dirpath) / name
            folder = os.path.relpath(dirpath, root)
            folder = Path(root).name if folder == "." else folder
            task = yml.stem
            ident = "%s/%s" % (folder, task)
            if regex and not regex.search(ident):
                continue
            try:
                doc = parse_yaml(yml.read_text(errors="replace"))
            except (OSError, ValueError) as e:
                warn("%s: not read (%s)" % (yml, e))
                continue
            if not isinstance(doc, dict) or "input_files" not in doc:
                continue
            inputs = doc.get("input_files")
            inputs = inputs if isinstance(inputs, list) else [inputs]
            if len(inputs) != 1 or not inputs[0]:
                warn("%s: %d input files, skipped" % (yml, len(inputs)))
                continue
            options = doc.get("options") or {}
            data_model = options.get("data_model") if isinstance(options, dict) else None
            for prop in doc.get("properties") or []:
                if not isinstance(prop, dict) or not prop.get("property_file"):
                    continue
                pname = Path(str(prop["property_file"])).name
                pname = pname[:-4] if pname.endswith(".prp") else pname
                if pname not in PROPERTIES:
                    continue
                expected = prop.get("expected_verdict")
                if not isinstance(expected, bool):
                    warn("%s: %s has no expected verdict, skipped" % (yml, pname))
                    continue
                runs.append({
                    "folder": folder, "task": task,
                    "yml": os.path.relpath(yml, root),
                    "input": os.path.relpath(Path(dirpath) / str(inputs[0]), root),
                    "property": pname, "expected": "true" if expected else "false",
                    # a false valid-memsafety task: the subproperty a FALSE answer must name
                    "subproperty": (prop.get("subproperty") or "") if not expected else "",
                    "data_model": data_model or "",
                })
    return runs
