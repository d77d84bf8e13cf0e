"""``--graph OUT``: the trace graph as DOT, GraphML or node-link JSON (networkx, imported only here)."""

from __future__ import annotations

import json
from pathlib import Path

from judge.errors import JudgeError
from judge.trace import Trace

FORMATS = (".dot", ".graphml", ".json")


def write_graph(trace: Trace, scenario: str, out: Path) -> None:
    """Write the graph of ``trace`` to ``out``; the suffix picks the format."""
    suffix = out.suffix.lower()
    if suffix not in FORMATS:
        raise JudgeError(f"{out}: expected a file ending in {', '.join(FORMATS)}, found '{suffix or 'no suffix'}'")
    graph = trace.graph(scenario)
    if suffix == ".json":
        import networkx as nx

        data = nx.node_link_data(graph, edges="edges")
        out.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    elif suffix == ".graphml":
        import networkx as nx

        flat = graph.copy()
        for _, attrs in flat.nodes(data=True):
            for key, value in list(attrs.items()):
                if isinstance(value, list):
                    attrs[key] = ",".join(map(str, value))
        flat.graph = {k: str(v) for k, v in flat.graph.items()}
        nx.write_graphml(flat, out)
    else:
        out.write_text(to_dot(trace, scenario), encoding="utf-8")


def to_dot(trace: Trace, scenario: str) -> str:
    """Graphviz DOT text: one node per event, edges by kind (contains, next, causes, decides)."""
    graph = trace.graph(scenario)
    lines = [f'digraph "{_esc(scenario)}" {{', "  rankdir=TB;", '  node [shape=box, fontname="Helvetica"];']
    for node, attrs in graph.nodes(data=True):
        label = f"{attrs['seq']}. {attrs['label']}\\n[{', '.join(attrs['rules'])}]"
        lines.append(f'  {node} [label="{_esc(label)}", kind="{attrs["kind"]}"];')
    styles = {"contains": "solid", "next": "dotted", "causes": "bold", "decides": "dashed"}
    for a, b, attrs in graph.edges(data=True):
        lines.append(f'  {a} -> {b} [kind="{attrs["kind"]}", style={styles[attrs["kind"]]}];')
    lines.append("}")
    return "\n".join(lines) + "\n"


def _esc(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"').replace("\\\\n", "\\n")
