"""The resolution as a static SVG, top to bottom (``judge graph -o FILE.svg``).

One row per event in order, a loop's repeated rounds folded (:mod:`judge.render.fold`) unless ``full``;
rows indented by their level (:func:`~judge.render.fold.levels`), each event with children drawn as a group
box around them; modifiers, reactions activated and refusals as side nodes with their ``causes`` arrow;
decisions marked. A label is wrapped on as many lines as it needs, never cut, and its rule ids are on a
line of their own; the rule's text (in the chosen language) is in each node's tooltip.
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from judge.render.drawing import COLOURS, SIDE_KINDS, rule_texts
from judge.render.fold import Fold, fold_view, hidden_by, levels
from judge.render.labels import label_lines
from judge.trace import Event, Trace
from judge.visible import visible

LINE = 15  # px a line of text
PAD = 6  # px above and below a node's text
GAP = 4  # px between two nodes
INDENT = 22
MAX_LEVEL = 14
WIDTH = 1100
CHAR = 6  # px a character, a safe average at 12 px sans-serif (a Chromium test checks no line runs past its box)
FOLD_COLOUR = "#546e7a"


@dataclass(frozen=True)
class Box:
    """Where one event (or fold) is drawn: its top-left corner, its height, the bottom of its group box (its last
    drawn descendant's bottom) and its label's lines."""

    item: Event | Fold
    x: int
    y: int
    height: int
    bottom: int
    lines: tuple[str, ...]
    rules: str

    @property
    def id(self) -> str:
        """``e12`` for an event, ``fold12`` for a fold."""
        return self.item.id


def _parent(item: Event | Fold) -> int | None:
    """An event's parent; a fold's is that of its first round's first event."""
    return item.shown[0].parent if isinstance(item, Fold) else item.parent


def layout(trace: Trace, view: list[Event | Fold], lang: str = "en") -> list[Box]:
    """Rows in the order of ``view`` (:func:`~judge.render.fold.fold_view` of the trace), x by level, each as high
    as its wrapped label, a group box down to the last drawn descendant."""
    rows = []
    for item, level in zip(view, levels(view, MAX_LEVEL), strict=True):
        side = not isinstance(item, Fold) and item.kind in SIDE_KINDS
        x = 10 + level * INDENT + (INDENT if side else 0)
        lines, rules = label_lines(item, lang, (WIDTH + 20 - x - 12) // CHAR)
        if not isinstance(item, Fold) and item.kind == "decision":
            lines[-1] += " ◆"
        rows.append((item, x, lines, rules))
    return _place(trace, rows)


def _place(trace: Trace, rows: list[tuple[Event | Fold, int, list[str], str]]) -> list[Box]:
    """Stack the rows: each as high as its lines, group boxes down to the last drawn descendant."""
    drawn = {item.seq: index for index, (item, *_) in enumerate(rows) if isinstance(item, Event)}
    last: dict[int, int] = {}
    for index, (item, *_) in enumerate(rows):
        parent = _parent(item)
        while parent is not None:
            if parent in drawn:
                last[drawn[parent]] = index
            parent = trace.events[parent - 1].parent
    tops, y = [], 10
    for _, _, lines, rules in rows:
        tops.append(y)
        y += _height(lines, rules) + GAP
    boxes = []
    for index, (item, x, lines, rules) in enumerate(rows):
        height = _height(lines, rules)
        end = last.get(index, index)
        boxes.append(Box(item, x, tops[index], height, tops[end] + _height(rows[end][2], rows[end][3]), tuple(lines),
                         rules))
    return boxes


def _height(lines: list[str], rules: str) -> int:
    return 2 * PAD + LINE * (len(lines) + (1 if rules else 0))


def render_svg(trace: Trace, lang: str = "en", title: str = "", full: bool = False) -> str:
    """A static SVG of the resolution (every group expanded, a loop's rounds folded unless ``full``)."""
    view = fold_view(trace.events, full)
    boxes = layout(trace, view, lang)
    texts = rule_texts(trace, lang)
    height = (boxes[-1].y + boxes[-1].height if boxes else 0) + 20
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH + 40}" height="{height}" '
           f'viewBox="0 0 {WIDTH + 40} {height}" font-family="sans-serif" font-size="12">',
           f"<title>{html.escape(visible(title))}</title>",
           '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" '
           'orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#ef6c00"/></marker></defs>']
    for box in boxes:
        if box.bottom > box.y + box.height:
            out.append(f'<rect class="group" x="{box.x - 4}" y="{box.y - 3}" width="{WIDTH - box.x + 30}" '
                       f'height="{box.bottom - box.y + 6}" fill="none" stroke="#cfd8dc" rx="4"/>')
    by_id = {box.id: box for box in boxes}
    folds = hidden_by(view)
    for box in boxes:
        out.append(_node(box, lang, texts))
        if isinstance(box.item, Event) and box.item.cause is not None:
            cause = box.item.cause
            src = by_id.get(f"e{cause}") or (by_id.get(folds[cause].id) if cause in folds else None)
            if src is not None:
                out.append(f'<path class="causes" d="M{src.x} {src.y + 10} C{src.x - 30} {src.y + 10}, '
                           f'{box.x - 30} {box.y + 10}, {box.x} {box.y + 10}" fill="none" stroke="#ef6c00" '
                           f'marker-end="url(#arrow)"/>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _node(box: Box, lang: str, texts: dict[str, str]) -> str:
    """One node: its box, its lines of text, its rule ids on a line of their own, a tooltip with the rules' text."""
    item = box.item
    width = WIDTH - box.x + 20
    spans = [f'<tspan x="{box.x + 6}" y="{box.y + PAD + LINE * (n + 1) - 3}">{html.escape(line)}</tspan>'
             for n, line in enumerate(box.lines)]
    if box.rules:
        spans.append(f'<tspan class="rules" x="{box.x + 6}" y="{box.y + PAD + LINE * (len(box.lines) + 1) - 3}" '
                     f'fill="#607d8b">{html.escape(box.rules)}</tspan>')
    text = f'<text xml:space="preserve" style="white-space:pre" fill="#212121">{"".join(spans)}</text>'
    if isinstance(item, Fold):
        tip = item.text(lang)
        return (f'<g class="fold" data-id="{item.id}" data-kind="fold" data-rounds="{item.rounds}" '
                f'data-first="{item.first}" data-last="{item.last}"><title>{html.escape(tip)}</title>'
                f'<rect x="{box.x}" y="{box.y}" width="{width}" height="{box.height}" rx="6" fill="{FOLD_COLOUR}" '
                f'fill-opacity="0.08" stroke="{FOLD_COLOUR}" stroke-dasharray="6 3"/>{text}</g>')
    colour = COLOURS.get(item.kind, "#455a64")
    tip = "\n".join([visible(item.text(lang)), *(texts[r] for r in item.rules)])
    shape = 'rx="10"' if item.kind in SIDE_KINDS else ('rx="0"' if item.kind != "decision" else 'rx="2"')
    return (f'<g class="node" data-id="{item.id}" data-kind="{item.kind}"><title>{html.escape(tip)}</title>'
            f'<rect x="{box.x}" y="{box.y}" width="{width}" height="{box.height}" {shape} fill="{colour}" '
            f'fill-opacity="0.12" stroke="{colour}"/>{text}</g>')
