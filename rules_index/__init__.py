"""The numbered rules of the seed documents, in French and English.

``get(id)``, ``exists(id)`` and ``entries()`` are what the engine and the renderers
use; ``search()`` serves ``judge rules search``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from rules_index.index import Entry, Lang, RulesIndex, Text, UnknownRule, load, sort_key

if TYPE_CHECKING:
    from rules_index.matching import Hit

__all__ = ["Entry", "Lang", "RulesIndex", "Text", "UnknownRule", "entries", "exists", "get",
           "hits", "load", "search", "sort_key"]


def get(rule_id: str) -> Entry:
    """The entry ``rule_id``; raises ``UnknownRule`` (with suggestions) if there is none."""
    return load().get(rule_id)


def exists(rule_id: str) -> bool:
    """Whether the seed documents contain the text of ``rule_id``."""
    return load().exists(rule_id)


def entries() -> Iterator[Entry]:
    """Every entry with text, in rule order (numeric), glossary entries last."""
    return iter(load())


def search(query: str, lang: Lang | None = None, limit: int = 10) -> list[tuple[Entry, str]]:
    """Entries matching ``query`` (accents and case ignored, stems in both languages, synonyms), best first,
    with snippets."""
    return load().search(query, lang, limit)


def hits(query: str, lang: Lang | None = None, limit: int = 10) -> list[Hit]:
    """Like :func:`search`, each result with its score and the spans of the matched words in its snippet."""
    return load().hits(query, lang, limit)
