"""The resolution drawn: a self-contained interactive HTML page, top to bottom (the static SVG: judge.render.svg).

Layout (computed from the graph's ``contains`` edges): one row per event in order, indented by
its depth (capped), each event with children drawn as a group box around them — a step's box
holds its atomic actions; modifiers, reactions activated and refusals are drawn as side nodes
with their ``causes`` arrow; decisions are marked. Colours by kind; rule ids on every node, the
rule's text (in the chosen language) on hover. The HTML page draws the same layout itself, so
groups can be collapsed and expanded, and the picture zoomed and panned; no network access,
no external script or font.
"""

from __future__ import annotations

import html
import json
from importlib import resources

import rules_index
from judge.trace import Trace

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


def rule_texts(trace: Trace, lang: str) -> dict[str, str]:
    """The text of every rule the trace cites, in ``lang``."""
    texts = {}
    for rule_id in trace.rules_cited():
        entry = rules_index.get(rule_id)
        title = entry.title.get("fr" if lang == "fr" else "en")
        body = " ".join(entry.text.get("fr" if lang == "fr" else "en").split())
        texts[rule_id] = f"{rule_id} {title}: {body}" if entry.kind == "glossary" else f"{rule_id} {body}"
    return texts


def render_html(trace: Trace, lang: str = "en", title: str = "") -> str:
    """A self-contained page that draws the resolution with collapsible groups, zoom and pan."""
    data = {
        "title": title,
        "nodes": [{"id": e.id, "seq": e.seq, "kind": e.kind, "label": e.text(lang), "rules": list(e.rules),
                   "parent": e.parent, "cause": e.cause, "depth": e.depth} for e in trace],
        "rules": rule_texts(trace, lang),
        "colours": COLOURS, "side": list(SIDE_KINDS),
        "words": {"en": ["expand all", "collapse", "hidden", "zoom: wheel, pan: drag, click a group to fold it",
                         "reaction activations"],
                  "fr": ["tout déplier", "replier", "masqués",
                         "zoom : molette, déplacement : glisser, clic sur un groupe pour le replier",
                         "activations de réaction"]}[lang],
    }
    payload = json.dumps(data, ensure_ascii=False).replace("</", "<\\/")
    template = (resources.files("judge.render") / "assets" / "drawing.html").read_text(encoding="utf-8")
    return template.replace("__TITLE__", html.escape(title)).replace("__DATA__", payload).replace(
        "__LANG__", lang)
