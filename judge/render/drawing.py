"""The resolution drawn as a static SVG, top to bottom (the HTML page is :mod:`judge.render.replay`).

Layout (computed from the graph's ``contains`` edges): one row per event in order, indented by
its depth (capped), each event with children drawn as a group box around them — a step's box
holds its atomic actions; modifiers, reactions activated and refusals are drawn as side nodes
with their ``causes`` arrow; decisions are marked. Colours by kind; rule ids on every node, the
rule's text (in the chosen language) on hover.
"""

from __future__ import annotations

import html
from dataclasses import dataclass

import rules_index
from judge.trace import Event, Trace

ROW = 26
INDENT = 22
MAX_INDENT = 14
WIDTH = 1100
SIDE_KINDS = ("modifier", "reaction_activated", "cap_reached", "refused")
COLOURS = {
    "phase": "#6a1b9a", "play": "#00838f", "step": "#37474f", "atomic": "#2e7d32", "modifier": "#ad1457",
    "reaction_activated": "#ef6c00", "reaction_played": "#f9a825", "reaction_check": "#1565c0",
    "decision": "#0277bd", "cap_reached": "#c62828", "refused": "#c62828", "ignored": "#9e9e9e",
    "daily_effect": "#4527a0", "turn": "#00695c", "note": "#757575", "not_yet": "#c62828",
}


@dataclass(frozen=True)
class Box:
    """Where one event is drawn."""

    event: Event
    x: int
    y: int
    bottom: int  # the bottom of its group box (its last descendant's row)


def layout(trace: Trace) -> list[Box]:
    """Rows in trace order, x by capped depth; a group box down to the last descendant."""
    last_row: dict[int, int] = {}
    for row, event in enumerate(trace):
        parent = event.parent
        while parent is not None:
            last_row[parent] = row
            parent = trace.events[parent - 1].parent
    boxes = []
    for row, event in enumerate(trace):
        x = 10 + min(event.depth, MAX_INDENT) * INDENT + (INDENT if event.kind in SIDE_KINDS else 0)
        boxes.append(Box(event, x, 10 + row * ROW, 10 + last_row.get(event.seq, row) * ROW))
    return boxes


def rule_texts(trace: Trace, lang: str) -> dict[str, str]:
    """The text of every rule the trace cites, in ``lang``."""
    texts = {}
    for rule_id in trace.rules_cited():
        entry = rules_index.get(rule_id)
        title = entry.title.get("fr" if lang == "fr" else "en")
        body = " ".join(entry.text.get("fr" if lang == "fr" else "en").split())
        texts[rule_id] = f"{rule_id} {title}: {body}" if entry.kind == "glossary" else f"{rule_id} {body}"
    return texts


def _label(event: Event, lang: str, limit: int = 120) -> str:
    text = f"{event.seq}. {event.text(lang)}"
    return text if len(text) <= limit else text[: limit - 1] + "…"


def render_svg(trace: Trace, lang: str = "en", title: str = "") -> str:
    """A static SVG of the whole resolution (every group expanded)."""
    boxes = layout(trace)
    texts = rule_texts(trace, lang)
    height = 30 + len(boxes) * ROW
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH + 40}" height="{height}" '
           f'viewBox="0 0 {WIDTH + 40} {height}" font-family="sans-serif" font-size="12">',
           f"<title>{html.escape(title)}</title>",
           '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" '
           'orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#ef6c00"/></marker></defs>']
    by_seq = {b.event.seq: b for b in boxes}
    for box in boxes:
        if box.bottom > box.y:
            out.append(f'<rect class="group" x="{box.x - 4}" y="{box.y - 3}" width="{WIDTH - box.x + 30}" '
                       f'height="{box.bottom - box.y + ROW}" fill="none" stroke="#cfd8dc" rx="4"/>')
    for box in boxes:
        event = box.event
        colour = COLOURS.get(event.kind, "#455a64")
        tip = "\n".join([event.text(lang), *(texts[r] for r in event.rules)])
        shape = "rx=\"10\"" if event.kind in SIDE_KINDS else ("rx=\"0\"" if event.kind != "decision" else "rx=\"2\"")
        label = _label(event, lang) + ("  ◆" if event.kind == "decision" else "")
        out.append(f'<g class="node" data-id="{event.id}" data-kind="{event.kind}"><title>{html.escape(tip)}</title>'
                   f'<rect x="{box.x}" y="{box.y}" width="{WIDTH - box.x + 20}" height="{ROW - 6}" {shape} '
                   f'fill="{colour}" fill-opacity="0.12" stroke="{colour}"/>'
                   f'<text x="{box.x + 6}" y="{box.y + 14}" fill="#212121">{html.escape(label)}'
                   f'<tspan fill="#607d8b">  [{html.escape(", ".join(event.rules))}]</tspan></text></g>')
        if event.cause is not None and event.cause in by_seq:
            src = by_seq[event.cause]
            out.append(f'<path class="causes" d="M{src.x} {src.y + 10} C{src.x - 30} {src.y + 10}, {box.x - 30} '
                       f'{box.y + 10}, {box.x} {box.y + 10}" fill="none" stroke="#ef6c00" marker-end="url(#arrow)"/>')
    out.append("</svg>")
    return "\n".join(out) + "\n"
