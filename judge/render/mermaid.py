"""``.mmd``: the resolution as a Mermaid flowchart (renders on GitHub): contains and causes edges.

A loop's repeated rounds are folded (:mod:`judge.render.fold`) unless ``full``, so the file of a loop stopped
by the 100-a-day cap stays far under Mermaid's default ``maxTextSize`` (MERMAID_MAX_TEXT). Node ids are plain
(``n12`` an event, ``fold12`` a fold); labels are quoted, every character Mermaid or HTML could read as syntax
written as an entity code, the rule ids on a line of their own. Mermaid wraps the text itself, at spaces, at
its ``wrappingWidth`` (200 px): breaks written here would fall elsewhere and leave one-word lines.
"""

from __future__ import annotations

from judge.render.fold import Fold, fold_view, hidden_by
from judge.render.labels import label_lines
from judge.trace import Event, Trace

MERMAID_MAX_TEXT = 50_000  # Mermaid's default maxTextSize: a longer diagram is refused
CLASSES = {"phase": "fill:#f3e5f5", "step": "fill:#eceff1", "atomic": "fill:#e8f5e9", "modifier": "fill:#fce4ec",
           "reaction_activated": "fill:#fff3e0", "reaction_played": "fill:#fffde7", "decision": "fill:#e1f5fe",
           "cap_reached": "fill:#ffebee", "refused": "fill:#ffebee",
           "fold": "fill:#eceff1,stroke:#546e7a,stroke-dasharray:5 3"}
_ESCAPED = {ord(c): f"#{ord(c)};" for c in '"#&<>`'}


def escape(text: str) -> str:
    """``text`` inside a quoted Mermaid label: quotes, ``#``, ``&``, angle brackets, backticks, control characters
    and line separators as Mermaid entity codes (``#34;``); a run of spaces kept (no-break spaces)."""
    out = []
    for index, char in enumerate(text):
        if ord(char) in _ESCAPED:
            out.append(_ESCAPED[ord(char)])
        elif char != " " and (char.isspace() or not char.isprintable()):
            out.append(f"#{ord(char)};")
        elif char == " " and index > 0 and text[index - 1] == " ":
            out.append("#160;")
        else:
            out.append(char)
    return "".join(out)


def node_id(item: Event | Fold) -> str:
    """``n12`` for event 12, ``fold12`` for the fold whose hidden rounds start at event 12."""
    return item.id if isinstance(item, Fold) else f"n{item.seq}"


def _label(item: Event | Fold, lang: str) -> str:
    lines, rules = label_lines(item, lang, None)
    return "<br/>".join([*map(escape, lines), *([f"<i>{escape(rules)}</i>"] if rules else [])])


def render_mermaid(trace: Trace, lang: str = "en", full: bool = False) -> str:
    """``flowchart TD``: one node per event shown (its text and rule ids), one per fold; solid arrows for nesting,
    dotted for causes. An event nested in, or caused by, a folded-away event hangs from the fold instead."""
    view = fold_view(trace.events, full)
    folds = hidden_by(view)
    shown = {item.seq for item in view if isinstance(item, Event)}

    def source(seq: int | None) -> str | None:
        if seq is None:
            return None
        if seq in shown:
            return f"n{seq}"
        return folds[seq].id if seq in folds else None

    lines = ["flowchart TD"]
    edges: list[str] = []
    for item in view:
        if isinstance(item, Fold):
            shape = ('[["', '"]]')
            parents, causes = [source(trace.events[item.first + item.period - 1].parent)], []
        else:
            shape = ('{{"', '"}}') if item.kind == "decision" else (('(["', '"])') if item.kind in (
                "modifier", "reaction_activated", "cap_reached", "refused") else ('["', '"]'))
            parents, causes = [source(item.parent)], [source(item.cause)]
        target = node_id(item)
        lines.append(f"  {target}{shape[0]}{_label(item, lang)}{shape[1]}")
        edges += [f"  {p} --> {target}" for p in parents if p is not None and p != target]
        edges += [f"  {c} -.-> {target}" for c in causes if c is not None and c != target and c not in parents]
    lines += list(dict.fromkeys(edges))
    for kind, style in CLASSES.items():
        members = [node_id(i) for i in view if (i.kind if isinstance(i, Event) else "fold") == kind]
        if members:
            lines.append(f"  classDef {kind} {style}")
            lines.append(f"  class {','.join(members)} {kind}")
    return "\n".join(lines) + "\n"
