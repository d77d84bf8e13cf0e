"""``--format markdown``: a ruling to paste into a chat: Ruling, Sequence, Rules cited, Assumptions."""

from __future__ import annotations

import rules_index
from judge.resolve import Resolution

HEAD = {"en": ("Ruling", "Question", "Sequence", "Rules cited", "Assumptions", "None: every decision was scripted."),
        "fr": ("Décision", "Question", "Déroulement", "Règles citées", "Hypothèses",
               "Aucune : toutes les décisions étaient scriptées.")}


def render_markdown(res: Resolution, lang: str = "en") -> str:
    """The Markdown text."""
    h = HEAD[lang]
    sc = res.scenario
    out = [f"# {sc.title or sc.id}", ""]
    if sc.question:
        out += [f"**{h[1]}** — {' '.join(sc.question.split())}", ""]
    out += [f"## {h[0]}", "", " ".join((sc.ruling or sc.title or "").split()) or "—", "", f"## {h[2]}", ""]
    for event in res.trace:
        if event.kind in ("atomic", "decision") and res.trace.depth(event) > 3:
            continue
        indent = "  " * res.trace.depth(event)
        out.append(f"{indent}1. {event.text(lang)} ({', '.join(event.rules)})")
    out += ["", f"## {h[3]}", ""]
    for rule_id in sorted(res.trace.rules_cited(), key=rules_index.sort_key):
        entry = rules_index.get(rule_id)
        text = " ".join(entry.text.get("fr" if lang == "fr" else "en").split())
        out.append(f"- **{rule_id}** — {text}")
    out += ["", f"## {h[4]}", ""]
    if not res.assumptions:
        out.append(h[5])
    for decision, answer in res.assumptions:
        out.append(f"- {decision.en if lang == 'en' else decision.fr} → {', '.join(answer.keys)} "
                   f"({', '.join(decision.rules)})")
    return "\n".join(out) + "\n"
