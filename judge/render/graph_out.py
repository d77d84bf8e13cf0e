"""``--graph OUT``: a graph as DOT, GraphML or node-link JSON (networkx, imported only here).

Used for the resolution graph (``judge resolve``) and the decision graph (``judge explore``).
A resolution's graph in DOT or JSON is streamed (:class:`GraphStream`): nodes are written to a
temporary file as the events come and edges kept as one integer each, so no networkx graph (nor
event) is held; the file is byte for byte what :func:`write_graph` gives. GraphML goes through networkx.
"""

from __future__ import annotations

import io
import json
import shutil
import tempfile
from array import array
from collections.abc import Iterator
from pathlib import Path
from typing import IO, TYPE_CHECKING

from judge.errors import JudgeError
from judge.files import open_atomic, write_atomic
from judge.trace import EdgeTracker, Event

if TYPE_CHECKING:
    import networkx as nx

FORMATS = (".dot", ".graphml", ".json")
STREAMED = (".dot", ".json")
EDGE_KINDS = ("contains", "next", "causes", "decides")  # in the order the graph adds them to one pair of nodes
STYLES = {"contains": "solid", "next": "dotted", "causes": "bold", "decides": "dashed"}


def check_suffix(out: Path) -> None:
    """Refuse an unknown format before any work is done."""
    if out.suffix.lower() not in FORMATS:
        raise JudgeError(f"{out}: expected a file ending in {', '.join(FORMATS)}, found "
                         f"'{out.suffix or 'no suffix'}'")


def write_graph(graph: nx.DiGraph[str], out: Path) -> None:
    """Write ``graph`` to ``out`` (whole or not at all); the suffix picks the format."""
    import networkx as nx

    check_suffix(out)
    suffix = out.suffix.lower()
    if suffix == ".json":
        data = nx.node_link_data(graph, edges="edges")
        write_atomic(out, json.dumps(data, ensure_ascii=False, indent=1) + "\n")
    elif suffix == ".graphml":
        flat = graph.copy()
        for _, attrs in flat.nodes(data=True):
            for key, value in list(attrs.items()):
                if isinstance(value, list):
                    attrs[key] = ",".join(map(str, value))
        flat.graph = {k: str(v) for k, v in flat.graph.items()}
        buffer = io.BytesIO()
        nx.write_graphml(flat, buffer)
        write_atomic(out, buffer.getvalue())
    else:
        write_atomic(out, to_dot(graph))


def to_dot(graph: nx.DiGraph[str]) -> str:
    """Graphviz DOT text: one node per graph node (label and rule ids), edges styled by kind."""
    lines = [_dot_head(str(graph.graph.get("scenario", "judge")))]
    lines += [_dot_node(str(node), attrs) for node, attrs in graph.nodes(data=True)]
    lines += [_dot_edge(str(a), str(b), str(attrs.get("kind", "next")), str(attrs.get("label") or ""))
              for a, b, attrs in graph.edges(data=True)]
    lines.append("}")
    return "\n".join(lines) + "\n"


def _dot_head(name: str) -> str:
    return f'digraph "{_esc(name)}" {{\n  rankdir=TB;\n  node [shape=box, fontname="Helvetica"];'


def _dot_node(node: str, attrs: dict[str, object]) -> str:
    label = str(attrs.get("label", node))
    if "seq" in attrs:
        label = f"{attrs['seq']}. {label}"
    rules = attrs.get("rules") or []
    if rules and isinstance(rules, list):
        label += "\\n[" + ", ".join(rules) + "]"
    return f'  "{_esc(node)}" [label="{_esc(label)}", kind="{attrs.get("kind", "")}"];'


def _dot_edge(a: str, b: str, kind: str, label: str = "") -> str:
    extra = f', label="{_esc(label)}"' if label else ""
    return f'  "{_esc(a)}" -> "{_esc(b)}" [kind="{kind}", style={STYLES.get(kind, "solid")}{extra}];'


class GraphStream:
    """A resolution's graph written as its events come (DOT or node-link JSON, see STREAMED).

    Give :meth:`add` to :func:`judge.resolve.resolve` as ``on_event``, then call :meth:`write`.
    Each edge is kept as one integer (source, target, kind): the graph adds a node's out-edges in
    the order of their targets, and a second edge between the same nodes only changes the kind.
    """

    def __init__(self, scenario: str, suffix: str) -> None:
        self.scenario, self.suffix = scenario, suffix
        self.nodes: IO[str] = tempfile.TemporaryFile("w+", encoding="utf-8")  # noqa: SIM115 (closed on exit)
        self.count = 0
        self.edges = array("q")
        self.tracker = EdgeTracker()

    def add(self, event: Event) -> None:
        """One event: its node written out, its incoming edges kept."""
        attrs = event.graph_attrs()
        if self.suffix == ".dot":
            self.nodes.write("\n" + _dot_node(event.id, attrs))
        else:
            text = json.dumps({**attrs, "id": event.id}, ensure_ascii=False, indent=1)
            self.nodes.write(("\n" if self.count == 0 else ",\n") + "  " + text.replace("\n", "\n  "))
        self.count += 1
        for source, target, kind in self.tracker.into(event):
            self.edges.append(source << 34 | target << 2 | EDGE_KINDS.index(kind))

    def _edges(self) -> Iterator[tuple[str, str, str]]:
        """The edges in the graph's order (by source, then target); of two between the same nodes, the later
        kind (networkx updates the attributes of the edge it has)."""
        self.edges = array("q", sorted(self.edges))
        for index, code in enumerate(self.edges):
            if index + 1 < len(self.edges) and self.edges[index + 1] >> 2 == code >> 2:
                continue
            yield f"e{code >> 34}", f"e{(code >> 2) & 0xFFFFFFFF}", EDGE_KINDS[code & 3]

    def write(self, out: Path) -> None:
        """Write the graph file."""
        self.nodes.flush()
        self.nodes.seek(0)
        with open_atomic(out) as raw:
            f = io.TextIOWrapper(raw, encoding="utf-8", newline="\n")
            try:
                self._write_to(f)
            finally:
                f.flush()
                f.detach()  # the atomic file is closed, and renamed into place, by open_atomic

    def _write_to(self, f: IO[str]) -> None:
        if self.suffix == ".dot":
            f.write(_dot_head(self.scenario))
            shutil.copyfileobj(self.nodes, f)
            f.writelines("\n" + _dot_edge(a, b, kind) for a, b, kind in self._edges())
            f.write("\n}\n")
            return
        head = json.dumps({"directed": True, "multigraph": False, "graph": {"scenario": self.scenario},
                           "nodes": []}, ensure_ascii=False, indent=1)
        f.write(head[: -len("[]\n}")] + "[")
        shutil.copyfileobj(self.nodes, f)
        f.write("\n ],\n \"edges\": [" if self.count else "],\n \"edges\": [")
        f.writelines(("\n" if i == 0 else ",\n") + "  " + json.dumps(
            {"kind": kind, "source": a, "target": b}, ensure_ascii=False, indent=1).replace("\n", "\n  ")
            for i, (a, b, kind) in enumerate(self._edges()))
        f.write("\n ]\n}\n" if self.edges else "]\n}\n")

    def __enter__(self) -> GraphStream:
        return self

    def __exit__(self, *exc: object) -> None:
        self.nodes.close()


def _esc(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"').replace("\\\\n", "\\n")
