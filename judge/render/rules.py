"""``judge rule``: one rule, its remarks, examples, parent and children, in French, English or both."""

from __future__ import annotations

from rich.console import Console
from rich.text import Text

import rules_index
from rules_index import Entry

#: The words around a rule's text, in English (also for ``both``) and in French, with the French space before a colon.
FRAME = {
    "en": {"in": "in", "remark": "Remark: ", "example": "Example: ", "children": "children: ", "sources": "sources: ",
           "differ": "note: the seed pages differ — {sources} gives this text (French only):"},
    "fr": {"in": "dans", "remark": "Remarque : ", "example": "Exemple : ", "children": "sous-règles : ",
           "sources": "sources : ", "differ": "note : les pages fournies diffèrent — {sources} donne ce texte "
                                             "(en français seulement) :"},
}


def render_rule(entry: Entry, lang: str, console: Console) -> None:
    """Print one entry, framed in its language's words (:data:`FRAME`)."""
    langs = ("fr", "en") if lang == "both" else (lang,)
    frame = FRAME["fr" if lang == "fr" else "en"]
    title = entry.title.get("fr" if langs[0] == "fr" else "en")
    console.print(Text(f"{entry.id}" + (f" — {title}" if title else ""), style="bold"))
    if entry.parent:
        parent = rules_index.get(entry.parent)
        titles = parent.title.fr or parent.title.en if lang == "fr" else f"{parent.title.fr} / {parent.title.en}"
        console.print(Text(f"{frame['in']} {parent.id} {titles}", style="dim"))
    for lg in langs:
        tag = f"[{lg}] " if len(langs) > 1 else ""
        console.print(Text(tag + entry.text.get(lg)  # type: ignore[arg-type]
                           ))
        for remark in entry.remarks:
            word = FRAME[lg]["remark"]
            console.print(Text(f"  {word}{remark.get(lg)}", style="italic"))  # type: ignore[arg-type]
        for example in entry.examples:
            word = FRAME[lg]["example"]
            console.print(Text(f"  {word}{example.get(lg)}", style="italic"))  # type: ignore[arg-type]
    if entry.children:
        console.print(Text(frame["children"] + ", ".join(entry.children), style="dim"))
    for variant in entry.variants:
        console.print(Text(frame["differ"].format(sources=", ".join(variant.sources)), style="yellow"))
        console.print(Text(variant.text))
    console.print(Text(frame["sources"] + ", ".join(entry.sources), style="dim"))
