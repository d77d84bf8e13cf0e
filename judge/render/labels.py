"""Labels of drawn events (SVG, Mermaid): wrapped on several lines, never cut, rule ids apart from the text."""

from __future__ import annotations

import textwrap

from judge.render.fold import Fold
from judge.trace import Event
from judge.visible import visible


def wrap(text: str, width: int) -> list[str]:
    """``text`` in lines of at most ``width`` characters, broken at spaces (a longer word is split); nothing is
    cut and the spaces inside a line are kept (a space where a line breaks is the break)."""
    return textwrap.wrap(text, max(width, 8), break_on_hyphens=False, replace_whitespace=False) or [""]


def label_lines(item: Event | Fold, lang: str, width: int | None) -> tuple[list[str], str]:
    """What a drawing writes for an event or a fold: the lines of its text, numbered, wrapped at ``width``
    characters (``None``: one line, for a renderer that wraps), and, apart, its rule ids in brackets (none for a
    fold: it is not an event). Control characters from a scenario are written as
    escapes (``\\x1b``): an SVG must stay well-formed XML, a Mermaid label on one line."""
    text = f"↻ {item.text(lang)}" if isinstance(item, Fold) else visible(f"{item.seq}. {item.text(lang)}")
    rules = "" if isinstance(item, Fold) else f"[{', '.join(item.rules)}]"
    return (wrap(text, width) if width is not None else [text]), rules
