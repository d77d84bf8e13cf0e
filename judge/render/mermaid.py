"""``.mmd``: the resolution as a Mermaid flowchart (renders on GitHub): contains and causes edges."""

from __future__ import annotations

from judge.trace import Trace

CLASSES = {"phase": "fill:#f3e5f5", "step": "fill:#eceff1", "atomic": "fill:#e8f5e9", "modifier": "fill:#fce4ec",
           "reaction_activated": "fill:#fff3e0", "reaction_played": "fill:#fffde7", "decision": "fill:#e1f5fe",
           "cap_reached": "fill:#ffebee"}


def _text(text: str, limit: int = 90) -> str:
    text = text if len(text) <= limit else text[: limit - 1] + "…"
    return text.replace('"', "'").replace("[", "(").replace("]", ")").replace("#", "nº")


def render_mermaid(trace: Trace, lang: str = "en") -> str:
    """``flowchart TD``: one node per event (text and rule ids), solid arrows for nesting, dotted for causes."""
    lines = ["flowchart TD"]
    for event in trace:
        label = f"{event.seq}. {_text(event.text(lang))}<br/>{', '.join(event.rules)}"
        shape = ('{{"', '"}}') if event.kind == "decision" else (('(["', '"])') if event.kind in (
            "modifier", "reaction_activated", "cap_reached") else ('["', '"]'))
        lines.append(f"  {event.id}{shape[0]}{label}{shape[1]}")
    for event in trace:
        if event.parent is not None:
            lines.append(f"  e{event.parent} --> {event.id}")
        if event.cause is not None:
            lines.append(f"  e{event.cause} -.-> {event.id}")
    for kind, style in CLASSES.items():
        members = [e.id for e in trace if e.kind == kind]
        if members:
            lines.append(f"  classDef {kind} {style}")
            lines.append(f"  class {','.join(members)} {kind}")
    return "\n".join(lines) + "\n"
