"""``judge rules search``: words matched by their stems in both languages, the game's synonyms, best match first.

A query is cut into words (accents and case ignored); each word matches an entry's word when both have the
same stem — French stems against the French text, English stems against the English one (Snowball stemmers:
``ravitailler``, ``Ravitaillez`` and ``Ravitaillement`` share one stem, as do ``draw``, ``draws``, ``drawing``)
— or when it is the start of that word (``modif`` finds ``modificateurs``). A word, or two words together
(``enter play``), that the synonyms table (``rules_index/synonyms.json``) knows also matches the words the
rules use for it (``éphémère`` → ``fugace``, ``fleeting``), ranked a little lower. Every word of the query
must match; a word in the title counts most, then in the text (more hits, more weight), then in remarks
and examples. Numbered rules, sections and glossary entries are all searched. Each result carries a snippet
and the spans of its matched words, which the terminal shows highlighted.

The stemmer (``snowballstemmer``, pure Python) is imported here only, so that nothing but a search pays
for it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import TYPE_CHECKING, Literal

from rules_index.seed_parser import normalise_space

if TYPE_CHECKING:
    from rules_index.index import Entry, RulesIndex

Lang = Literal["fr", "en"]
WORD = re.compile(r"\w+")
TITLE, TEXT, EXTRA = 10.0, 2.0, 1.0
PREFIX_WEIGHT, SYNONYM_WEIGHT, MIN_PREFIX = 0.6, 0.9, 4


@dataclass(frozen=True)
class Hit:
    """One search result: the entry, a snippet of its text, and the matched words' spans in the snippet."""

    entry: Entry
    snippet: str
    spans: tuple[tuple[int, int], ...]
    score: float


def fold(text: str) -> str:
    """Accent- and case-insensitive form of a text (the index's own folding)."""
    from rules_index.index import fold as fold_text

    return fold_text(text)


@lru_cache(maxsize=2)
def _stemmer(lang: Lang) -> Callable[[str], str]:
    """The Snowball stemmer of ``lang`` applied to one lower-case word, its result folded, cached by word."""
    import snowballstemmer

    stem_word = snowballstemmer.stemmer("french" if lang == "fr" else "english").stemWord
    cache: dict[str, str] = {}

    irregular = lemmas()

    def stem(word: str) -> str:
        found = cache.get(word)
        if found is None:
            lower = word.lower()
            found = cache[word] = fold(stem_word(irregular.get(fold(lower), lower)))
        return found
    return stem


@lru_cache(maxsize=1)
def _vocabulary() -> dict[str, dict[str, object]]:
    data = json.loads((resources.files("rules_index") / "synonyms.json").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


@lru_cache(maxsize=1)
def synonyms() -> dict[str, tuple[tuple[str, ...], ...]]:
    """The synonyms table: a folded word or two-word phrase → the phrases (folded words) the rules use for it."""
    raw = _vocabulary()["synonyms"]
    return {" ".join(WORD.findall(fold(key))): tuple(tuple(WORD.findall(fold(str(v)))) for v in values)
            for key, values in raw.items() if isinstance(values, list)}


@lru_cache(maxsize=1)
def lemmas() -> dict[str, str]:
    """Irregular forms → their word (``drawn`` → ``draw``), for the query and the rules' words alike."""
    return {fold(k): fold(str(v)) for k, v in _vocabulary()["lemmas"].items()}


@dataclass(frozen=True)
class _Field:
    """The words of one field of one entry in one language: folded forms and stems."""

    words: tuple[str, ...]
    stems: tuple[str, ...]


def _field(text: str, lang: Lang) -> _Field:
    words = tuple(w.lower() for w in WORD.findall(text))
    stem = _stemmer(lang)
    return _Field(tuple(fold(w) for w in words), tuple(stem(w) for w in words))


@lru_cache(maxsize=2048)
def _fields(entry: Entry, lang: Lang) -> tuple[_Field, _Field, _Field]:
    """An entry's title, text, and remarks with examples, ready to match (cached: entries are immutable)."""
    extra = " ".join(t.get(lang) for t in entry.remarks + entry.examples)
    slug = "" if entry.id[:1].isdigit() else " " + entry.id.replace("-", " ")
    return (_field(entry.title.get(lang) + slug, lang),
            _field(entry.text.get(lang), lang), _field(extra, lang))


def _count(field: _Field, word: str, stem: str) -> tuple[int, float]:
    """How many of the field's words the folded ``word`` matches, and the weight (1: stem, lower: prefix)."""
    exact = sum(1 for f, s in zip(field.words, field.stems, strict=True) if f == word or s == stem)
    if exact:
        return exact, 1.0
    if len(word) >= MIN_PREFIX:
        prefix = sum(1 for f in field.words if f.startswith(word))
        if prefix:
            return prefix, PREFIX_WEIGHT
    return 0, 0.0


def _word_score(entry: Entry, word: str, langs: tuple[Lang, ...]) -> float:
    """The best score of one lower-case query word in the entry, over the languages searched."""
    best = 0.0
    stem_of = {lang: _stemmer(lang)(word) for lang in langs}
    word = fold(word)
    for lang in langs:
        stem = stem_of[lang]
        title, text, extra = _fields(entry, lang)
        hits, weight = _count(title, word, stem)
        if hits:
            best = max(best, TITLE * weight)
        hits, weight = _count(text, word, stem)
        if hits:
            best = max(best, (TEXT + min(hits, 3) * 0.5) * weight)
        hits, weight = _count(extra, word, stem)
        if hits:
            best = max(best, EXTRA * weight)
    return best


def _units(words: list[str]) -> list[tuple[tuple[str, ...], ...]]:
    """The query's units, each as its alternatives (the words typed first, then their synonyms)."""
    table = synonyms()
    units: list[tuple[tuple[str, ...], ...]] = []
    i = 0
    while i < len(words):
        pair = fold(" ".join(words[i:i + 2]))
        if i + 1 < len(words) and pair in table:
            units.append(((words[i], words[i + 1]), *table[pair]))
            i += 2
            continue
        units.append(((words[i],), *_synonyms_of(words[i], table)))
        i += 1
    return units


def _synonyms_of(word: str, table: dict[str, tuple[tuple[str, ...], ...]]) -> tuple[tuple[str, ...], ...]:
    """The synonyms of a word: its own entry, else that of a one-word key with the same stem (``draws``)."""
    found = table.get(fold(word))
    if found is not None:
        return found
    for lang in ("en", "fr"):
        stem = _stemmer(lang)
        for key, values in table.items():
            if " " not in key and stem(key) == stem(word):
                return values
    return ()


def _phrase_score(entry: Entry, phrase: tuple[str, ...], langs: tuple[Lang, ...]) -> float:
    scores = [_word_score(entry, w, langs) for w in phrase]
    return min(scores) if scores else 0.0


def search(index: RulesIndex, query: str, lang: Lang | None = None, limit: int = 10) -> list[Hit]:
    """Entries matching every word of ``query`` (or a synonym of it), best first, at most ``limit``."""
    words = WORD.findall(query.lower())
    if not words:
        return []
    from rules_index.index import sort_key

    langs: tuple[Lang, ...] = (lang,) if lang else ("fr", "en")
    units = _units(words)
    scored: list[tuple[float, tuple[int, tuple[tuple[int, str], ...], str], Entry]] = []
    for entry in index:
        total = 0.0
        for alternatives in units:
            best = max(_phrase_score(entry, phrase, langs) * (1.0 if n == 0 else SYNONYM_WEIGHT)
                       for n, phrase in enumerate(alternatives))
            if best == 0.0:
                break
            total += best
        else:
            scored.append((-(total + (0.5 if entry.kind == "section" else 0.0)), sort_key(entry.id), entry))
    scored.sort(key=lambda item: (item[0], item[1]))
    typed = [w for alternatives in units for w in alternatives[0]]
    wanted = [w for alternatives in units for phrase in alternatives for w in phrase]
    return [_hit(entry, -score, typed, wanted, langs) for score, _, entry in scored[:limit]]


def _matches(token: str, wanted: Iterable[str], lang: Lang) -> bool:
    """Whether a word of a snippet is one the query matched (same rules as the scoring)."""
    folded = fold(token)
    stem = _stemmer(lang)(token.lower())
    return any(folded == fold(w) or stem == _stemmer(lang)(w) or (len(w) >= MIN_PREFIX and folded.startswith(fold(w)))
               for w in wanted)


def _hit(entry: Entry, score: float, typed: list[str], wanted: list[str], langs: tuple[Lang, ...],
         width: int = 76) -> Hit:
    """The snippet of an entry around its first matched word (text first, then remarks and examples, then
    title) — in the first language where a word as typed matches, else where a synonym does — with the spans
    of every matched word (synonyms included) in it."""
    for lang, first in [(lg, typed) for lg in langs] + [(lg, wanted) for lg in langs]:
        for text in (entry.text.get(lang), " ".join(t.get(lang) for t in entry.remarks + entry.examples),
                     entry.title.get(lang)):
            flat = normalise_space(text)
            anchor = next((m for m in WORD.finditer(flat) if _matches(m.group(), first, lang)), None)
            if anchor is None:
                continue
            start = max(0, anchor.start() - width // 3)
            end = min(len(flat), start + width)
            lead = "…" if start else ""
            spans = tuple((m.start() - start + len(lead), m.end() - start + len(lead))
                          for m in WORD.finditer(flat, start, end) if _matches(m.group(), wanted, lang))
            return Hit(entry, lead + flat[start:end] + ("…" if end < len(flat) else ""), spans, score)
    flat = normalise_space(entry.text.get(langs[0]))
    return Hit(entry, flat[:width] + ("…" if len(flat) > width else ""), (), score)
