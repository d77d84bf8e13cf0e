"""``--graph OUT``: a graph as DOT, GraphML or node-link JSON (networkx, imported only here).

Used for the resolution graph (``judge resolve``) and the decision graph (``judge explore``).
"""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import TYPE_CHECKING

from judge.errors import JudgeError
from judge.files import write_atomic

if TYPE_CHECKING:
    import networkx as nx

FORMATS = (".dot", ".graphml", ".json")


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
    name = str(graph.graph.get("scenario", "judge"))
    lines = [f'digraph "{_esc(name)}" {{', "  rankdir=TB;", '  node [shape=box, fontname="Helvetica"];']
    for node, attrs in graph.nodes(data=True):
        label = str(attrs.get("label", node))
        if "seq" in attrs:
            label = f"{attrs['seq']}. {label}"
        rules = attrs.get("rules") or []
        if rules:
            label += "\\n[" + ", ".join(rules) + "]"
        lines.append(f'  "{_esc(str(node))}" [label="{_esc(label)}", kind="{attrs.get("kind", "")}"];')
    styles = {"contains": "solid", "next": "dotted", "causes": "bold", "decides": "dashed"}
    for a, b, attrs in graph.edges(data=True):
        kind = str(attrs.get("kind", "next"))
        extra = f', label="{_esc(str(attrs["label"]))}"' if attrs.get("label") else ""
        style = styles.get(kind, "solid")
        lines.append(f'  "{_esc(str(a))}" -> "{_esc(str(b))}" [kind="{kind}", style={style}{extra}];')
    lines.append("}")
    return "\n".join(lines) + "\n"


def _esc(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"').replace("\\\\n", "\\n")
