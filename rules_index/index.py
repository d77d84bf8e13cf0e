"""The rules index: every entry of the seed glossary, in French and English.

Built from the seed pages kept in ``rules_index/seeds/`` (the French source, the
specification) and ``rules_index/en.json`` (this project's English rendering).
Loaded once, on first use; standard library only, so the engine can cite rules
without paying for anything else.
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import TYPE_CHECKING, Literal

from rules_index.seed_parser import ParsedEntry, normalise_space, parse_page, references

if TYPE_CHECKING:
    from rules_index.matching import Hit

Kind = Literal["section", "rule", "glossary", "referenced"]
Lang = Literal["fr", "en"]


@dataclass(frozen=True)
class Text:
    """A piece of rules text in both languages."""

    fr: str
    en: str

    def get(self, lang: Lang) -> str:
        """The text in ``lang``."""
        return self.fr if lang == "fr" else self.en


@dataclass(frozen=True)
class Variant:
    """A French text of an entry that differs between seed pages, with its pages."""

    text: str
    remarks: tuple[str, ...]
    examples: tuple[str, ...]
    sources: tuple[str, ...]


@dataclass(frozen=True)
class Entry:
    """One entry of the index: a section, a rule, a glossary entry, or a referenced id.

    ``referenced`` entries are ids that the seed text cites (``règle 6.4``) but does not
    contain: they have no text, and ``exists()`` is false for them.
    """

    id: str
    kind: Kind
    title: Text
    text: Text
    remarks: tuple[Text, ...]
    examples: tuple[Text, ...]
    parent: str | None
    children: tuple[str, ...]
    sources: tuple[str, ...]
    variants: tuple[Variant, ...]
    see_also: tuple[str, ...]
    referenced_by: tuple[str, ...]

    @property
    def has_text(self) -> bool:
        """Whether the seed documents contain this entry's text."""
        return self.kind != "referenced"

    def to_json(self) -> dict[str, object]:
        """The JSON form used by ``judge rule --format json``."""
        return {
            "id": self.id,
            "kind": self.kind,
            "title": {"fr": self.title.fr, "en": self.title.en},
            "text": {"fr": self.text.fr, "en": self.text.en},
            "remarks": [{"fr": r.fr, "en": r.en} for r in self.remarks],
            "examples": [{"fr": e.fr, "en": e.en} for e in self.examples],
            "parent": self.parent,
            "children": list(self.children),
            "sources": list(self.sources),
            "variants": [
                {"fr": v.text, "remarks": list(v.remarks), "examples": list(v.examples),
                 "sources": list(v.sources)}
                for v in self.variants
            ],
            "see_also": list(self.see_also),
            "referenced_by": list(self.referenced_by),
        }


class UnknownRule(KeyError):
    """An id that is not in the index; carries the nearest ids to suggest."""

    def __init__(self, rule_id: str, suggestions: list[str]) -> None:
        super().__init__(rule_id)
        self.rule_id = rule_id
        self.suggestions = suggestions

    def __str__(self) -> str:
        hint = f" (did you mean {', '.join(self.suggestions)}?)" if self.suggestions else ""
        return f"unknown rule id {self.rule_id!r}{hint}"


def sort_key(rule_id: str) -> tuple[int, tuple[tuple[int, str], ...], str]:
    """Rule order: numeric parts compared as numbers (1.2.4 < 1.2.10 < 2.2.1); glossary last."""
    if not rule_id[:1].isdigit():
        return (1, (), rule_id)
    parts = tuple(
        (int(p), "") if p.isdigit() else (-1, p) for p in rule_id.split(".")
    )
    return (0, parts, rule_id)


def _structural_parent(rule_id: str) -> str | None:
    if not rule_id[:1].isdigit() or "." not in rule_id:
        return None
    return rule_id.rsplit(".", 1)[0]


def fold(text: str) -> str:
    """Accent- and case-insensitive form of a text, for search."""
    plain = unicodedata.normalize("NFKD", text)
    return "".join(c for c in plain if not unicodedata.combining(c)).casefold()


class RulesIndex:
    """The loaded index: lookup by id, ordered iteration, suggestions and search."""

    def __init__(self, entries: dict[str, Entry]) -> None:
        self._entries = dict(sorted(entries.items(), key=lambda kv: sort_key(kv[0])))

    def __iter__(self) -> Iterator[Entry]:
        """Entries with text, in rule order (referenced-only ids left out)."""
        return (e for e in self._entries.values() if e.has_text)

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def exists(self, rule_id: str) -> bool:
        """Whether ``rule_id`` is an entry whose text the seed documents contain."""
        entry = self._entries.get(rule_id)
        return entry is not None and entry.has_text

    def get(self, rule_id: str) -> Entry:
        """The entry ``rule_id`` (also a referenced-only id); raises ``UnknownRule``."""
        try:
            return self._entries[rule_id]
        except KeyError:
            raise UnknownRule(rule_id, self.suggest(rule_id)) from None

    def suggest(self, rule_id: str, limit: int = 8) -> list[str]:
        """The ids nearest to an unknown one: its siblings under the longest known prefix."""
        prefix = rule_id
        while prefix:
            kids = [e.id for e in self if e.parent == prefix or e.id.startswith(prefix + ".")]
            if prefix in self._entries or kids:
                found = ([prefix] if prefix in self._entries else []) + kids
                return found[:limit]
            prefix = prefix.rsplit(".", 1)[0] if "." in prefix else ""
        folded = fold(rule_id)
        return [e.id for e in self if folded and folded in fold(e.id)][:limit]

    def search(self, query: str, lang: Lang | None = None, limit: int = 10) -> list[tuple[Entry, str]]:
        """Entries matching every word of ``query``, best first, each with a snippet.

        See :mod:`rules_index.matching` for how words match and rank.
        """
        return [(hit.entry, hit.snippet) for hit in self.hits(query, lang, limit)]

    def hits(self, query: str, lang: Lang | None = None, limit: int = 10) -> list[Hit]:
        """Entries matching every word of ``query`` (stems, prefixes, synonyms), best first, with the spans of
        the matched words in each snippet."""
        from rules_index.matching import search

        return search(self, query, lang, limit)


def _merge(occurrences: list[ParsedEntry], english: dict[str, dict[str, object]]) -> dict[str, object]:
    """Merge the occurrences of one entry: identical texts fold into one, others become variants."""
    groups: dict[tuple[str, tuple[str, ...], tuple[str, ...]], list[str]] = {}
    for occ in occurrences:
        key = (occ.text(), tuple(map(normalise_space, occ.remarks)),
               tuple(map(normalise_space, occ.examples)))
        groups.setdefault(key, []).append(occ.source)
    first, *others = groups.items()
    (text, remarks, examples), _ = first
    en = english.get(occurrences[0].id, {})
    en_remarks = [str(r) for r in _as_list(en.get("remarks"))]
    en_examples = [str(x) for x in _as_list(en.get("examples"))]
    return {
        "kind": occurrences[0].kind,
        "title": Text(occurrences[0].title, str(en.get("title", ""))),
        "text": Text(text, str(en.get("text", ""))),
        "remarks": tuple(Text(fr, en_remarks[i] if i < len(en_remarks) else "")
                         for i, fr in enumerate(remarks)),
        "examples": tuple(Text(fr, en_examples[i] if i < len(en_examples) else "")
                          for i, fr in enumerate(examples)),
        "sources": tuple(sorted({o.source for o in occurrences})),
        "variants": tuple(Variant(t, r, x, tuple(srcs)) for (t, r, x), srcs in others),
        "see_also": tuple(dict.fromkeys(s for o in occurrences for s in o.see_also)),
    }


def _as_list(value: object) -> list[object]:
    return list(value) if isinstance(value, list) else []


def build(pages: dict[str, str], english: dict[str, dict[str, object]]) -> RulesIndex:
    """Build the index from seed pages (name → text) and the English rendering."""
    occurrences: dict[str, list[ParsedEntry]] = {}
    for name in sorted(pages):
        for parsed in parse_page(pages[name], name):
            occurrences.setdefault(parsed.id, []).append(parsed)
    merged = {rid: _merge(occ, english) for rid, occ in occurrences.items()}

    referenced_by: dict[str, list[str]] = {}
    for rid, data in merged.items():
        text = data["text"]
        assert isinstance(text, Text)
        remarks = data["remarks"]
        assert isinstance(remarks, tuple)
        for target in references(" ".join([text.fr, *(r.fr for r in remarks)])):
            referenced_by.setdefault(target, []).append(rid)

    def nearest_parent(rid: str) -> str | None:
        parent = _structural_parent(rid)
        while parent is not None and parent not in merged:
            parent = _structural_parent(parent)
        return parent

    children: dict[str, list[str]] = {}
    for rid in merged:
        parent = nearest_parent(rid)
        if parent is not None:
            children.setdefault(parent, []).append(rid)

    entries: dict[str, Entry] = {}
    for rid, data in merged.items():
        entries[rid] = Entry(
            id=rid, parent=nearest_parent(rid),
            children=tuple(sorted(children.get(rid, []), key=sort_key)),
            referenced_by=tuple(sorted(referenced_by.get(rid, []), key=sort_key)),
            **data,  # type: ignore[arg-type]
        )
    for target, sources in referenced_by.items():
        if target not in entries:
            entries[target] = Entry(
                id=target, kind="referenced", title=Text("", ""), text=Text("", ""),
                remarks=(), examples=(), parent=nearest_parent(target), children=(),
                sources=(), variants=(), see_also=(),
                referenced_by=tuple(sorted(sources, key=sort_key)),
            )
    return RulesIndex(entries)


def seed_pages() -> dict[str, str]:
    """The seed pages kept in the project: file name → text."""
    folder = resources.files("rules_index") / "seeds"
    return {p.name: p.read_text(encoding="utf-8") for p in folder.iterdir() if p.name.endswith(".txt")}


def english_rendering() -> dict[str, dict[str, object]]:
    """The project's English rendering of every entry (``rules_index/en.json``)."""
    raw = (resources.files("rules_index") / "en.json").read_text(encoding="utf-8")
    data = json.loads(raw)
    if not isinstance(data, dict):
        raise ValueError("rules_index/en.json: expected an object")
    return data


@lru_cache(maxsize=1)
def load() -> RulesIndex:
    """The index built from the project's seed pages and English rendering (cached)."""
    return build(seed_pages(), english_rendering())
