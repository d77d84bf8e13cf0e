"""``judge rules search``: stems in both languages, the game's synonyms, glossary entries, best first, highlighted."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

import rules_index
from judge.cli import app
from rules_index.matching import synonyms

runner = CliRunner()


def _ids(query: str, lang: str | None = None) -> list[str]:
    result = runner.invoke(app, ["rules", "search", query, *(["--lang", lang] if lang else [])])
    assert result.exit_code == 0, result.output
    return [line.split()[0] for line in result.stdout.splitlines()]


@pytest.mark.parametrize("query", ["ravitailler", "Ravitaillez", "ravitaillement", "resupply", "resupplies"])
def test_resupply_finds_6_1_c(query: str) -> None:
    """6.1.c's example is « Sabotez, puis Ravitaillez » (Ravitaillement): the only rule that names the verb."""
    assert _ids(query)[0] == "6.1.c"


@pytest.mark.parametrize("query", ["draws", "draw", "drawn", "drew", "drawing"])
def test_draw_finds_the_morning_draw_first(query: str) -> None:
    """1.3.2.b: in the Morning players draw two cards (piochent deux cartes, Pioche); the glossary's
    clarification of the phases says the same, after the numbered rule."""
    ids = _ids(query)
    assert ids[:2] == ["1.3.2.b", "clarification-des-phases-d-une-journee"], ids


def test_piocher_finds_the_morning_draw() -> None:
    """In French the glossary says « pioche » more often than 1.3.2.b: both come first."""
    assert set(_ids("piocher")[:2]) == {"1.3.2.b", "clarification-des-phases-d-une-journee"}


def test_ephemere_finds_fugace_through_the_synonyms() -> None:
    """No seed text says « éphémère »: the synonyms table leads to Fugace (Fleeting), and every result is one
    of the entries that speak of it (in their text or a remark), those that say it twice (5.2.1.c, 5.2.3.i,
    5.2.3.j) first."""
    assert not any("phémère" in e.text.fr or "phemere" in e.text.fr for e in rules_index.entries())
    fugace = {e.id for e in rules_index.entries()
              if "fugace" in " ".join([e.text.fr, *(r.fr for r in e.remarks + e.examples)]).lower()}
    ids = _ids("éphémère")
    assert ids[0] in {"5.2.1.c", "5.2.3.i", "5.2.3.j"}, ids
    assert set(ids) <= fugace and len(ids) >= 5
    assert _ids("ephemere") == ids


def test_gaming_slang_finds_the_rules_words() -> None:
    assert _ids("ETB")[0] == "5.1.2.e"            # « joins an Expedition » / « rejoint une Expédition »
    assert _ids("enter play")[0] == "5.1.2.e"
    assert "clarification-des-phases-d-une-journee" in _ids("tap")[:2]   # Épuisées / exhausted cards
    assert _ids("tapped", "en")[0] == "clarification-des-phases-d-une-journee"


def test_words_typed_rank_above_synonyms() -> None:
    hits = rules_index.hits("coriace")
    assert hits[0].entry.id == "7.4.5" and hits[0].score > rules_index.hits("ward")[0].score


def test_prefix_and_glossary() -> None:
    assert _ids("modif")[0] == "6.2"
    assert _ids("draft boosters")[0] == "draft-de-boosters-mode-de-jeu"
    assert _ids("egalite")[0] == "egalite"


def test_every_word_must_match() -> None:
    result = runner.invoke(app, ["rules", "search", "ravitailler xylophone"])
    assert result.exit_code == 1 and "no rule matches" in result.stdout


def test_matched_words_are_marked_in_the_snippet() -> None:
    hit = rules_index.hits("ravitailler")[0]
    marked = [hit.snippet[a:b] for a, b in hit.spans]
    assert marked == ["Ravitaillez", "Ravitaillement"] or marked == ["Ravitaillez"], marked
    english = rules_index.hits("draws", "en")[0]
    assert [english.snippet[a:b] for a, b in english.spans] == ["draw", "Draw"]


def test_highlight_in_a_terminal_plain_otherwise() -> None:
    plain = runner.invoke(app, ["rules", "search", "draws"])
    assert "\x1b[" not in plain.stdout and "draw two cards (Draw)" in plain.stdout
    coloured = runner.invoke(app, ["rules", "search", "draws"], env={"FORCE_COLOR": "1", "TERM": "xterm"})
    assert "\x1b[1;33mdraw\x1b[0m" in coloured.stdout, coloured.stdout


def test_synonyms_table_is_folded_and_points_at_words() -> None:
    table = synonyms()
    assert ("fugace",) in table["ephemere"] and ("exhaust",) in table["tap"]
    assert all(key == key.casefold() and all(phrases) for key, phrases in table.items())
