"""What the drawings share: the colour of each kind of event, the kinds drawn beside the sequence, and the
text of the rules cited (the SVG: :mod:`judge.render.svg`; the HTML replay page: :mod:`judge.render.replay`)."""

from __future__ import annotations

import rules_index
from judge.trace import Trace

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
