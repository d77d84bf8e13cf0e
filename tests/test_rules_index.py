"""The rules index against the seed text kept in the project (rules_index/seeds/)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import rules_index
from rules_index.index import build, english_rendering, seed_pages
from rules_index.seed_parser import GLOSSARY_TITLES, slug

SEEDS = Path(rules_index.__file__).parent / "seeds"
ID_LINE = re.compile(r"^(\d+(?:\.\d+)+(?:\.[a-z]\*?)?)\s")


def seed_ids() -> set[str]:
    """Every numbered id at the start of a seed line, found independently of the parser."""
    ids = set()
    for page in SEEDS.glob("*.txt"):
        for line in page.read_text(encoding="utf-8").splitlines():
            m = ID_LINE.match(line.strip())
            if m:
                ids.add(m.group(1))
    return ids


def test_every_numbered_seed_id_is_indexed() -> None:
    ids = seed_ids()
    assert len(ids) == 177
    indexed = {e.id for e in rules_index.entries() if e.kind in ("section", "rule")}
    assert indexed == ids


def test_glossary_entries_are_indexed_with_slugs() -> None:
    glossary = {e.id for e in rules_index.entries() if e.kind == "glossary"}
    assert glossary == {slug(t) for t in GLOSSARY_TITLES}
    assert "instants-actions-atomiques" in glossary


def test_every_entry_has_french_and_english_text() -> None:
    for entry in rules_index.entries():
        assert entry.text.fr.strip(), entry.id
        assert entry.text.en.strip(), entry.id
        assert len(entry.remarks) == len([r for r in entry.remarks if r.fr and r.en]), entry.id
        assert all(x.fr and x.en for x in entry.examples), entry.id


def test_french_text_is_the_seed_text_whitespace_normalised() -> None:
    seed = " ".join((SEEDS / "003_fcca62a10c9d8b13.txt").read_text(encoding="utf-8").split())
    entry = rules_index.get("6.2.f")
    assert entry.text.fr == ("Si plusieurs modificateurs sont applicables, le contrôleur de l'étape, ou le premier "
                             "joueur dans l'ordre d'initiative, choisit lequel est appliqué en premier.")
    assert entry.text.fr in seed
    for e in rules_index.entries():
        for paragraph in e.text.fr.split("\n"):
            assert " ".join(paragraph.split()) in " ".join(
                " ".join(p.read_text(encoding="utf-8").split()) for p in SEEDS.glob("*.txt")), e.id


def test_remarks_and_examples_are_attached() -> None:
    assert rules_index.get("6.1.d").examples[0].fr.startswith("La carte Subhash & Marmo")
    assert rules_index.get("4.4.c").remarks[0].fr.startswith("Si plus d'un joueur")
    assert rules_index.get("4.2.b").remarks


def test_entries_in_several_pages_are_merged_and_differences_kept() -> None:
    entry = rules_index.get("4.4.a")
    assert len(entry.sources) == 2 and not entry.variants
    clar = rules_index.get("clarification-des-phases-d-une-journee")
    assert clar.variants, "the pages give different texts: both must be kept"
    assert "Phase de Midi" in clar.text.fr + "".join(v.text for v in clar.variants)


def test_parent_and_children() -> None:
    assert rules_index.get("6.2.f").parent == "6.2"
    assert "6.2.f" in rules_index.get("6.2").children
    assert rules_index.get("7.2.1.a").parent == "7.2.1"
    assert rules_index.get("7.2.1").parent == "7.2"


def test_numeric_order() -> None:
    ids = [e.id for e in rules_index.entries()]
    assert ids.index("1.2.4") < ids.index("1.2.6") < ids.index("2.2.1") < ids.index("2.2.8") < ids.index("2.2.10")
    assert ids.index("7.3.2") < ids.index("7.3.11")
    assert ids.index("1.3.2.c") < ids.index("1.3.2.d*") < ids.index("1.3.2.e")
    assert all(i[0].isdigit() for i in ids[:177]) and not any(i[0].isdigit() for i in ids[177:])


@pytest.mark.parametrize("query", ["coriace", "Coriace", "CORIACE", "tough", "Tough"])
def test_search_finds_tough_first(query: str) -> None:
    assert rules_index.search(query)[0][0].id.startswith("7.4.5")


@pytest.mark.parametrize(("query", "lang", "expected"), [
    ("modificateurs", "fr", "6.2"), ("modifiers", "en", "6.2"), ("verification reactions", None, "4.4"),
    ("initiative", None, "1.4.5"), ("Egalite", "fr", "egalite"), ("after you", "en", "7.3.2"),
])
def test_search_in_both_languages(query: str, lang: str | None, expected: str) -> None:
    found = [e.id for e, _ in rules_index.search(query, lang)]  # type: ignore[arg-type]
    assert expected in found[:3], found


def test_unknown_and_referenced_ids() -> None:
    with pytest.raises(rules_index.UnknownRule) as err:
        rules_index.get("6.2.z")
    assert "6.2.f" in err.value.suggestions
    assert not rules_index.exists("6.4")
    assert rules_index.get("6.4").referenced_by == ("5.1.2.d",)
    assert rules_index.exists("1.3.2.d*")


def test_english_rendering_covers_every_entry() -> None:
    english = english_rendering()
    assert {e.id for e in rules_index.entries()} <= set(english)


def test_build_is_deterministic() -> None:
    a = [e.to_json() for e in build(seed_pages(), english_rendering())]
    b = [e.to_json() for e in build(dict(reversed(list(seed_pages().items()))), english_rendering())]
    assert a == b
