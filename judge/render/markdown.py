"""``--format markdown``: a ruling to paste into a chat: Ruling, Sequence, Rules cited, Assumptions, Readings."""

from __future__ import annotations

import rules_index
from judge.render.header import colon, one_line, untranslated_note
from judge.resolve import Resolution

DETAIL_LIMIT = 120
NO_RULING = {"en": "_no ruling written_", "fr": "_aucune décision rédigée_"}
OMITTED = {"en": "detailed events omitted: judge resolve shows them all",
           "fr": "événements détaillés omis : judge resolve les montre tous"}
HEAD = {"en": ("Ruling", "Question", "Sequence", "Rules cited", "Assumptions", "None: every decision was scripted.",
               "Readings (where the seed rules are silent)"),
        "fr": ("Décision", "Question", "Déroulement", "Règles citées", "Hypothèses",
               "Aucune : toutes les décisions étaient scriptées.", "Lectures (là où les règles fournies se taisent)")}


def render_markdown(res: Resolution, lang: str = "en") -> str:
    """The Markdown text."""
    h = HEAD[lang]
    sc = res.scenario
    title, question, ruling = (sc.text(k, lang) for k in ("title", "question", "ruling"))
    out = [f"# {title or sc.id}", ""]
    if question:
        out += [f"**{h[1]}** — {one_line(question)}", ""]
    note = untranslated_note(sc, lang)
    if note:
        out += [f"_{note}_", ""]
    out += [f"## {h[0]}", "", " ".join((ruling or "").split()) or NO_RULING[lang], "", f"## {h[2]}", ""]
    long = len(res.trace) > DETAIL_LIMIT
    omitted = 0
    for event in res.trace:
        if long and event.kind in ("atomic", "decision", "reaction_check", "ceases") and event.depth > 3:
            omitted += 1
            continue
        indent = "   " * min(event.depth, 8)
        out.append(f"{indent}1. {event.text(lang)} ({', '.join(event.rules)})")
    if omitted:
        out += ["", f"_{omitted} {OMITTED[lang]}._"]
    out += ["", f"## {h[3]}", ""]
    for rule_id in sorted(res.trace.rules_cited(), key=rules_index.sort_key):
        entry = rules_index.get(rule_id)
        text = " ".join(entry.text.get("fr" if lang == "fr" else "en").split())
        out.append(f"- **{rule_id}** — {text}")
    out += ["", f"## {h[4]}", ""]
    if not res.assumptions:
        out.append(h[5])
    for decision, answer in res.assumptions:
        chosen = ", ".join(decision.labels(k)[0 if lang == "en" else 1] for k in answer.keys)
        word = "assumed" if lang == "en" else "supposé"
        said = decision.en if lang == "en" else decision.fr
        out.append(f"- {word}{colon(lang)} {said} → {chosen} ({', '.join(decision.rules)})")
    if res.readings:
        out += ["", f"## {h[6]}", ""]
        out += [f"- {r.en if lang == 'en' else r.fr} ({', '.join(r.rules)})" for r, _ in res.readings]
    return "\n".join(out) + "\n"
