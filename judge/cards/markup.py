"""The official card-text markup, read into plain ability texts the grammar parses.

A printed text (``MAIN_EFFECT``, ``ECHO_EFFECT``) is split into abilities at two spaces;
a line starting with ``•`` is a mode of the ability before it. ``#…#`` highlight spans,
no-break spaces and glyph leftovers (``boost[]``, ``boost[BB]``) are dropped; reminder text
in parentheses is dropped (it explains, it does not add: 7.x keyword reminders). Symbols
(``{J}``, ``{T}``, ``{2}`` …), ``[[Status]]`` and ``[Keyword N]`` stay for the grammar.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_GLYPH = re.compile(r"(?<=\w)\[[A-Z]{0,2}\]")
_REMINDER = re.compile(r"\s*\([^()]*\)")
_SPACES = re.compile(r"[ \t]+")
_SPLIT = re.compile(r"\s{2,}|\n")  # 1.2.4.a: each line is an ability (two spaces between them in the card data)


@dataclass(frozen=True)
class AbilityText:
    """One ability of a printed text: as printed, and normalised for the grammar."""

    printed: str
    clean: str


def clean(text: str) -> str:
    """One ability's text normalised: no highlights, reminders, glyphs; lower case; single spaces."""
    t = text.replace("\xa0", " ").replace("\u202f", " ").replace("’", "'").replace("«", '"').replace("»", '"')
    t = t.replace("#", "")
    t = _GLYPH.sub("", t)
    previous = None
    while previous != t:  # nested reminders: innermost first
        previous = t
        t = _REMINDER.sub("", t)
    t = reaction_bar(t.replace("–", "—"))
    t = re.sub(r"\s*—\s*", " — ", t)
    t = re.sub(r"\s*:\s*", " : ", t)
    t = re.sub(r"\s*,\s*", ", ", t)
    t = re.sub(r"\s*\.\s*", ". ", t)
    t = re.sub(r"\s*•\s*", " • ", t)
    return _SPACES.sub(" ", t).strip().lower()


def reaction_bar(text: str) -> str:
    """6.3.a — a Reaction is written « Déclencheur | Effet » (trigger, bar, effect): the bar separates the trigger
    from the effect as the printed dash does ("At Noon — Draw a card"), so it is read as that dash."""
    return text.replace("|", "—")


def split_abilities(text: str | None) -> list[AbilityText]:
    """1.2.4.a — a printed text → its abilities in order: each line of the text box is one, whether the lines are
    broken (a text written line by line) or separated by two spaces or more (the official card data); modes joined to
    their ability; empty ones dropped."""
    if not text:
        return []
    parts = [p for p in _SPLIT.split(text.replace("\xa0", " ").strip()) if p.strip()]
    joined: list[str] = []
    for part in parts:
        bare = part.replace("#", "").lstrip()
        if joined and bare.startswith("•"):
            joined[-1] = joined[-1] + "  " + part
        else:
            joined.append(part)
    out = []
    for part in joined:
        tidy = clean(part)
        if tidy.strip(" ."):
            out.append(AbilityText(part.strip(), tidy))
    return out
