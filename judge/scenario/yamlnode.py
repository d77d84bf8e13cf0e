"""YAML read safely, with the position of every node, for precise error messages.

PyYAML's safe composer gives nodes with marks; :func:`load_located` turns them into
:class:`Y` values that remember ``file``, ``line``, ``col`` and their YAML path.
Aliases are expanded with a budget and cycles refused, so that no input can make
the loader hang or eat the machine's memory.
"""

from __future__ import annotations

import datetime
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

try:
    from yaml import CSafeLoader as _Loader
except ImportError:  # pragma: no cover - PyYAML built without libyaml
    from yaml import SafeLoader as _Loader  # type: ignore[assignment]

from judge.errors import ScenarioError
from judge.files import file_kind
from judge.model.copies import share
from judge.scenario.words import did_you_mean
from judge.visible import visible, visible_prose

MAX_BYTES = 2_000_000
MAX_NODES = 200_000
MAX_DEPTH = 64
MAX_DIGITS = 18  # no count, day or number of orbs comes near; Python refuses ints of 4,300 digits
PLAIN_TAGS = ("tag:yaml.org,2002:map", "tag:yaml.org,2002:seq")
TAG = "tag:yaml.org,2002:"
SCALAR_TAGS = {f"{TAG}{name}": name for name in ("str", "int", "float", "bool", "null", "timestamp")}
MERGE_TAG = f"{TAG}merge"
STR_TAG = f"{TAG}str"


@dataclass(frozen=True)
class Y:
    """A YAML value with its position: scalars as Python values, maps as dicts of Y, lists of Y."""

    value: Any
    file: str
    line: int
    col: int
    path: str
    kline: int = 0
    kcol: int = 0

    # -- errors -------------------------------------------------------------------------------
    def error(self, expected: str, found: str | None = None) -> ScenarioError:
        """An error at this node."""
        return ScenarioError(self.file, self.line, self.col, self.path, expected,
                             found if found is not None else describe(self))

    # -- typed access ---------------------------------------------------------------------------
    def is_map(self) -> bool:
        """Whether this node is a mapping."""
        return isinstance(self.value, dict)

    def is_list(self) -> bool:
        """Whether this node is a sequence."""
        return isinstance(self.value, list)

    def as_map(self, allowed: tuple[str, ...] | None = None, what: str = "a mapping") -> dict[str, Y]:
        """The mapping, checking its keys against ``allowed`` (unknown key → error)."""
        if not isinstance(self.value, dict):
            raise self.error(what)
        if allowed is not None:
            for key, node in self.value.items():
                if key not in allowed:
                    raise node.key_error(key, allowed)
        return dict(self.value)

    def key_error(self, key: str, allowed: tuple[str, ...]) -> ScenarioError:
        """An unknown key under this node's parent, with the nearest known key suggested."""
        return ScenarioError(self.file, self.kline or self.line, self.kcol or self.col, self.path,
                             "one of " + ", ".join(allowed), f"unknown key '{key}'{did_you_mean(key, allowed)}")

    def as_list(self, what: str = "a list") -> list[Y]:
        """The sequence (a single value is not accepted)."""
        if not isinstance(self.value, list):
            raise self.error(what)
        return list(self.value)

    def as_str(self, what: str = "a string", *, prose: bool = False) -> str:
        """The scalar as a string, control characters escaped (``prose``: newlines and tabs kept)."""
        if isinstance(self.value, bool) or not isinstance(self.value, str | int | float):
            raise self.error(what)
        if prose:  # a text written on Windows (CRLF) or an old Mac (CR): its lines are the same lines (1.2.4.a)
            return visible_prose(str(self.value).replace("\r\n", "\n").replace("\r", "\n"))
        return visible(str(self.value))

    def as_int(self, what: str = "a whole number", minimum: int | None = 0, maximum: int = 10_000) -> int:
        """The scalar as an int within bounds."""
        if isinstance(self.value, bool) or not isinstance(self.value, int):
            raise self.error(what)
        if (minimum is not None and self.value < minimum) or self.value > maximum:
            raise self.error(f"{what} from {minimum} to {maximum}", str(self.value))
        return self.value

    def as_bool(self) -> bool:
        """The scalar as a boolean (``yes``/``no``/``true``/``false``)."""
        if isinstance(self.value, bool):
            return self.value
        hint = did_you_mean(self.value, ("yes", "no")) if isinstance(self.value, str) else ""
        raise self.error("yes or no", f"'{self.value}'{hint}" if hint else None)  # oui → "the French 'oui' is …"

    def plain(self) -> Any:
        """The value without positions (for answers and expectations)."""
        if isinstance(self.value, dict):
            return {k: v.plain() for k, v in self.value.items()}
        if isinstance(self.value, list):
            return [v.plain() for v in self.value]
        return self.value


share(Y)  # immutable: a copy of the resolution shares it


def describe(node: Y) -> str:
    """How an error message names what it found."""
    value = node.value
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return f"'{'yes' if value else 'no'}'"
    text = str(value)
    return repr(text if len(text) <= 40 else text[:37] + "...")


def read_bounded(path: Path, file: str) -> bytes:
    """The bytes of ``path``, refused before reading when it is not a regular file or is too large.

    The size comes from ``stat`` and the read stops one byte past :data:`MAX_BYTES` (a file
    can grow between the two), so a huge or sparse file costs neither time nor memory.
    """
    kind = file_kind(path)
    if kind is not None:
        raise ScenarioError(file, 1, 1, "", "a regular file", kind)
    try:
        size = os.stat(path).st_size
        if size > MAX_BYTES:
            raise ScenarioError(file, 1, 1, "", f"a file of at most {MAX_BYTES:,} bytes", f"{size:,} bytes")
        with open(path, "rb") as handle:
            raw = handle.read(MAX_BYTES + 1)
    except OSError as exc:
        raise ScenarioError(file, 1, 1, "", "a readable file", exc.strerror or exc.__class__.__name__) from None
    if len(raw) > MAX_BYTES:
        raise ScenarioError(file, 1, 1, "", f"a file of at most {MAX_BYTES:,} bytes", "a larger file")
    return raw


def load_located(text: str, file: str) -> Y:
    """Parse ``text`` (the content of ``file``) into located values; errors are ScenarioErrors."""
    if len(text) > MAX_BYTES:
        raise ScenarioError(file, 1, 1, "", f"a file of at most {MAX_BYTES:,} bytes", "a larger file")
    try:
        root = yaml.compose(text, Loader=_Loader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        problem = exc.problem or "a syntax error"  # PyYAML's own words often begin with "found": said once
        raise ScenarioError(file, line, col, "", "valid YAML", problem.removeprefix("found ")) from None
    except yaml.YAMLError as exc:
        raise ScenarioError(file, 1, 1, "", "valid YAML", str(exc).splitlines()[0]) from None
    except RecursionError:
        raise ScenarioError(file, 1, 1, "", f"at most {MAX_DEPTH} levels of nesting",
                            "deeper nesting") from None
    if root is None:
        raise ScenarioError(file, 1, 1, "", "a scenario mapping", "an empty file")
    return _Converter(file).run(root, small="*" not in text and len(text) <= MAX_NODES // 4)


class _Converter:
    """Node → Y with a node budget (aliases expand), a depth limit and cycle refusal.

    A document whose aliases expand past the budget is refused where the budget runs out, as if every value
    before that place had been converted; but a subtree known to convert without error and to fit in what is
    left of the budget is counted without being walked, so that place is found at once, not after converting
    :data:`MAX_NODES` values ("billion laughs" files are refused in milliseconds).
    """

    def __init__(self, file: str) -> None:
        self.file = file
        self.count = 0
        self.constructor = yaml.constructor.SafeConstructor()
        self.checker = yaml.constructor.SafeConstructor()  # its own: a constructor that failed on a node is spoilt
        self.sizes: dict[int, tuple[int, int] | None] = {}  # node id → (values, height) once expanded; None: unknown
        self.clean: dict[int, bool] = {}  # node id → whether its subtree converts without any error
        self.skip = False

    def run(self, root: yaml.Node, small: bool = False) -> Y:
        """The document as located values (or the first error, in document order). ``small``: its text has no
        alias and is too short to hold :data:`MAX_NODES` values (each character makes at most three: ``?`` alone
        is a mapping, its empty key and its empty value), so it cannot run out of the budget: it is converted
        without counting its values first (skipping is for a document that fails, and gives the same result)."""
        whole = (0, 0) if small else self.size(root, 0, set())
        self.skip = whole is None or whole[0] > MAX_NODES  # then it fails: a value skipped is never read
        return self.convert(root, "", 0, ())

    def size(self, node: yaml.Node, level: int, open_: set[int]) -> tuple[int, int] | None:
        """How many values a subtree has once its aliases are expanded, and its height; None when it cannot
        be told cheaply (a cycle, or nested deeper than the judge reads anyway)."""
        key = id(node)
        if key in self.sizes:
            return self.sizes[key]
        if key in open_ or level > MAX_DEPTH + 1:
            return None
        open_.add(key)
        children = ([v for _, v in node.value] if isinstance(node, yaml.MappingNode)
                    else node.value if isinstance(node, yaml.SequenceNode) else [])
        total, height, known = 1, 0, True
        for child in children:
            found = self.size(child, level + 1, open_)
            if found is None:
                known = False
                break
            total, height = total + found[0], max(height, found[1] + 1)
        open_.discard(key)
        self.sizes[key] = (total, height) if known else None
        return self.sizes[key]

    def skippable(self, node: yaml.Node, size: tuple[int, int], depth: int) -> bool:
        """Whether converting this subtree (of known ``size``) here would raise nothing: it fits in the budget
        left and in the depth limit, and holds no value the converter refuses (a known size: no cycle)."""
        return self.count + size[0] <= MAX_NODES and depth + size[1] <= MAX_DEPTH and self.converts(node)

    def converts(self, node: yaml.Node) -> bool:
        """Whether a subtree of known size holds no value the converter refuses (tags, keys, scalars)."""
        key = id(node)
        if key not in self.clean:
            self.clean[key] = True  # sizes are known: no cycle, so this is never read before it is set below
            self.clean[key] = self._converts(node)
        return self.clean[key]

    def _converts(self, node: yaml.Node) -> bool:
        if isinstance(node, yaml.MappingNode | yaml.SequenceNode) and node.tag not in PLAIN_TAGS:
            return False
        try:
            if isinstance(node, yaml.MappingNode):
                keys = set()
                for key_node, value_node in node.value:
                    if not isinstance(key_node, yaml.ScalarNode) or key_node.tag == MERGE_TAG:
                        return False
                    key = visible(str(self.scalar(key_node, "", self.checker)))
                    if key in keys or not self.converts(value_node):
                        return False
                    keys.add(key)
                return True
            if isinstance(node, yaml.SequenceNode):
                return all(self.converts(child) for child in node.value)
            self.scalar(node, "", self.checker)
        except ScenarioError:
            return False
        return True

    def convert(self, node: yaml.Node, path: str, depth: int, stack: tuple[int, ...], kline: int = 0,
                kcol: int = 0) -> Y:
        """The located value of ``node`` (``kline``, ``kcol``: where its key is, for a value in a mapping)."""
        line, col = node.start_mark.line + 1, node.start_mark.column + 1
        self.count += 1
        if self.count > MAX_NODES:
            raise ScenarioError(self.file, line, col, path, f"at most {MAX_NODES} YAML values (aliases expand)",
                                "more")
        if depth > MAX_DEPTH:
            raise ScenarioError(self.file, line, col, path, f"at most {MAX_DEPTH} levels of nesting",
                                "deeper nesting")
        if id(node) in stack:
            raise ScenarioError(self.file, line, col, path, "a value", "an alias that refers to itself")
        inner = (*stack, id(node))
        if isinstance(node, yaml.MappingNode | yaml.SequenceNode) and node.tag not in PLAIN_TAGS:
            raise ScenarioError(self.file, line, col, path, "a plain list or mapping", f"the tag '{node.tag}'")
        if isinstance(node, yaml.MappingNode):
            items: dict[str, Y] = {}
            for key_node, value_node in node.value:
                if not isinstance(key_node, yaml.ScalarNode):
                    raise ScenarioError(self.file, key_node.start_mark.line + 1, key_node.start_mark.column + 1,
                                        path, "a plain key", "a complex key")
                if key_node.tag == MERGE_TAG:
                    raise ScenarioError(self.file, key_node.start_mark.line + 1, key_node.start_mark.column + 1,
                                        path, "a plain key (YAML merge keys are not supported: write the "
                                        "entries out)", "the merge key '<<'")
                key = visible(str(self.scalar(key_node, path)))  # as as_str gives ids: escaped
                if key in items:
                    raise ScenarioError(self.file, key_node.start_mark.line + 1,
                                        key_node.start_mark.column + 1, path, "each key once",
                                        f"'{key}' twice")
                child_path = f"{path}.{key}" if path else key
                items[key] = self.child(value_node, child_path, depth + 1, inner, key_node.start_mark.line + 1,
                                        key_node.start_mark.column + 1)
            return Y(items, self.file, line, col, path, kline, kcol)
        if isinstance(node, yaml.SequenceNode):
            seq = [self.child(child, f"{path}[{i}]", depth + 1, inner) for i, child in enumerate(node.value)]
            return Y(seq, self.file, line, col, path, kline, kcol)
        return Y(self.scalar(node, path), self.file, line, col, path, kline, kcol)

    def child(self, node: yaml.Node, path: str, depth: int, stack: tuple[int, ...], kline: int = 0,
              kcol: int = 0) -> Y:
        """A value inside a list or mapping: converted, or (in a document that fails) counted and skipped."""
        size = self.sizes.get(id(node)) if self.skip else None
        if size is not None and self.skippable(node, size, depth):
            self.count += size[0]
            return Y(None, self.file, node.start_mark.line + 1, node.start_mark.column + 1, path, kline, kcol)
        return self.convert(node, path, depth, stack, kline, kcol)

    def scalar(self, node: yaml.Node, path: str,
               constructor: yaml.constructor.SafeConstructor | None = None) -> str | int | float | bool | None:
        """A scalar's value, its tag checked: a bad ``!!int``, ``!!float``, ``!!bool`` or ``!!timestamp``
        value, a number too long to mean anything, or binary data is an error at the node."""
        if node.tag == STR_TAG and isinstance(node.value, str):  # what SafeConstructor makes of it, at once
            return node.value
        line, col = node.start_mark.line + 1, node.start_mark.column + 1
        text = str(node.value)
        name = SCALAR_TAGS.get(node.tag)
        if name in ("int", "float") and sum(c.isdigit() for c in text) > MAX_DIGITS:
            shown = text if len(text) <= 24 else f"{text[:12]}... ({len(text):,} characters)"
            raise ScenarioError(self.file, line, col, path, f"a number of at most {MAX_DIGITS} digits",
                                f"'{shown}'")
        try:
            value = (constructor or self.constructor).construct_object(node)
        except yaml.constructor.ConstructorError as exc:
            raise ScenarioError(self.file, line, col, path, "a plain value", exc.problem or "a tagged value") from None
        except (ValueError, KeyError, TypeError, AttributeError, OverflowError):
            # PyYAML's constructors do not check their input: `!!int abc`, `!!bool abc` fail inside.
            shown = text if len(text) <= 40 else text[:37] + "..."
            raise ScenarioError(self.file, line, col, path, f"a valid !!{name or node.tag} value",
                                f"'{shown}'") from None
        if isinstance(value, datetime.date):
            return text  # a date or time is kept as written: no field of a scenario is a date
        if not isinstance(value, str | int | float | bool | type(None)):
            raise ScenarioError(self.file, line, col, path, "a plain value",
                                f"the tag '{node.tag}' ({value.__class__.__name__} data)")
        return value
