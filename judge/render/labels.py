"""Labels of drawn events (SVG, Mermaid): wrapped on several lines, never cut, rule ids apart from the text."""

from __future__ import annotations

import textwrap

from judge.render.fold import Fold
from judge.trace import Event


def wrap(text: str, width: int) -> list[str]:
    """``text`` in lines of at most ``width`` characters, broken at spaces (a longer word is split); nothing is
    cut and the spaces inside a line are kept (a space where a line breaks is the break)."""
    return textwrap.wrap(text, max(width, 8), break_on_hyphens=False, replace_whitespace=False) or [""]


def label_lines(item: Event | Fold, lang: str, width: int) -> tuple[list[str], str]:
    """What a drawing writes for an event or a fold: the wrapped lines of its text, numbered, and, apart, its rule
    ids in brackets (none for a fold: it is not an event)."""
    if isinstance(item, Fold):
        return wrap(f"↻ {item.text(lang)}", width), ""
    return wrap(f"{item.seq}. {item.text(lang)}", width), f"[{', '.join(item.rules)}]"
