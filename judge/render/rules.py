"""``judge rule``: one rule, its remarks, examples, parent and children, in French, English or both."""

from __future__ import annotations

from rich.console import Console
from rich.text import Text

import rules_index
from rules_index import Entry


def render_rule(entry: Entry, lang: str, console: Console) -> None:
    """Print one entry."""
    langs = ("fr", "en") if lang == "both" else (lang,)
    title = entry.title.get("fr" if langs[0] == "fr" else "en")
    console.print(Text(f"{entry.id}" + (f" — {title}" if title else ""), style="bold"))
    if entry.parent:
        parent = rules_index.get(entry.parent)
        console.print(Text(f"in {parent.id} {parent.title.fr} / {parent.title.en}", style="dim"))
    for lg in langs:
        tag = f"[{lg}] " if len(langs) > 1 else ""
        console.print(Text(tag + entry.text.get(lg)  # type: ignore[arg-type]
                           ))
        for remark in entry.remarks:
            word = "Remarque" if lg == "fr" else "Remark"
            console.print(Text(f"  {word}: {remark.get(lg)}", style="italic"))  # type: ignore[arg-type]
        for example in entry.examples:
            word = "Exemple" if lg == "fr" else "Example"
            console.print(Text(f"  {word}: {example.get(lg)}", style="italic"))  # type: ignore[arg-type]
    if entry.children:
        console.print(Text("children: " + ", ".join(entry.children), style="dim"))
    for variant in entry.variants:
        console.print(Text(f"note: the seed pages differ — {', '.join(variant.sources)} gives this text "
                           f"(French only):", style="yellow"))
        console.print(Text(variant.text))
    console.print(Text("sources: " + ", ".join(entry.sources), style="dim"))
