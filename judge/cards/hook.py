"""The scenario loader's hook: a card that gives ``text:``/``text_fr:`` (and ``echo:``/``echo_fr:``)
instead of ``abilities:`` gets them from its printed text (lark is imported only then).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from judge.cards.build import TokenBook
from judge.cards.parse import EXECUTABLE, parse_text, to_y
from judge.scenario.cache import CardIds
from judge.scenario.yamlnode import Y


@dataclass
class TextCard:
    """What a card's printed texts give: abilities and effect (located at the text), the rest named."""

    abilities: list[Y] = field(default_factory=list)
    effect: Y | None = None
    unresolved: tuple[str, ...] = ()
    tokens: dict[str, dict[str, Any]] = field(default_factory=dict)


def text_abilities(m: dict[str, Y], ids: set[str], card_type: str, label: str,
                   names: dict[str, str]) -> TextCard:
    """Parse the card's English texts (``text``, ``echo``), else its French ones (``text_fr``, ``echo_fr``).

    ``names``: card names (English and French, lower case) → ids, so a token is found by its printed name.
    """
    lang = "en" if ("text" in m or "echo" in m) else "fr"
    suffix = "" if lang == "en" else "_fr"
    known = ids.known() if isinstance(ids, CardIds) else {**names, **{i: i for i in ids}}  # lookups kept: a cache
    book = TokenBook(known=known, lang=lang)
    out = TextCard()
    effect: list[Any] = []
    unresolved: list[str] = []
    for key, echo in (("text", False), ("echo", True)):
        node = m.get(key + suffix)
        if node is None:
            continue
        text = node.as_str("a printed card text", prose=True)  # its line breaks kept: each line is an ability (1.2.4.a)
        parsed = parse_text(text, lang, card_type=card_type, echo=echo, tokens=book, card_ids=ids, label=label)
        for v in parsed.verdicts:
            if v.verdict != EXECUTABLE:
                unresolved.append(f"{' '.join(v.printed.split())} [{v.verdict}: {v.reason}]")
            elif "effect" in v.ability:
                effect.extend(v.ability["effect"])
            else:
                out.abilities.append(to_y(v.ability, node.file, node.path, node.line, node.col))
        if effect and out.effect is None:
            out.effect = to_y(effect, node.file, node.path, node.line, node.col)
    out.unresolved = tuple(unresolved)
    out.tokens = dict(book.defined)
    return out
