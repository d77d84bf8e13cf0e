"""Ruling cases written by a French-speaking judge from the README and docs/scenario-language.md alone.

Each file in tests/fixtures/outsider_fr/ uses the French forms the docs allow (phases, statuses, verbs, card names
with accents and apostrophes, ``label_fr``, ``title_fr``/``question_fr``/``ruling_fr``, a printed ``text_fr``) and
must pass ``judge check`` (its expectations are written from the seed rules). The other tests write the natural
French form where the docs do not allow it, and check that the refusal says which English word to write; and they
compare the French trace of a few cases with golden files, where the French wording was wrong (a term of
/work/shared/design/GLOSSARY.md, an agreement, the French name of a card).
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from judge.cli import app
from tests.conftest import ROOT
from tests.outsider import check_case, variant

runner = CliRunner()
OUTSIDER_FR = ROOT / "tests" / "fixtures" / "outsider_fr"
GOLDEN_FR = ROOT / "tests" / "fixtures" / "outsider_fr_golden"
CASES = sorted(OUTSIDER_FR.glob("*.yaml"))


def _check(path: Path) -> tuple[int, str]:
    return check_case(path)


def _variant(tmp_path: Path, name: str, old: str, new: str) -> Path:
    return variant(OUTSIDER_FR, tmp_path, name, old, new)


def test_there_are_enough_french_cases() -> None:
    assert len(CASES) >= 20


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_a_french_case_passes(path: Path) -> None:
    code, out = _check(path)
    assert code == 0, out
    assert "1 passed" in out


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_a_french_case_is_said_in_french(path: Path) -> None:
    """Its title and question are the French ones, and no line of the trace names a card by an English default."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    result = runner.invoke(app, ["resolve", str(path), "--lang", "fr"])
    if "illegal" in data["expect"]:  # exit 2: the English line, then the ruling in French
        assert result.exit_code == 2 and result.output.splitlines()[-1].startswith("déclaration illégale : ")
        return
    assert result.exit_code == 0, result.output
    head = result.output.splitlines()[:2]
    assert head[0].endswith(data["title_fr"]), head
    assert "pas de traduction française" not in result.output
    assert "pile de défausse" not in result.output.lower()  # the glossary's term is Défausse


@pytest.mark.parametrize("name", ["f02-reserve-devient-fugace", "f05-nuit-repos-statuts",
                                  "f14-deux-reactions-midi-ordre", "f22-texte-imprime-quand-joue"])
def test_the_french_trace_is_the_golden_one(name: str) -> None:
    """The whole ``--lang fr`` trace: Défausse (not « pile de défausse »), « un Orbe … prêt », « la réaction X est
    activée » whatever X's gender, « X gagne Fugace en entrant : la carte était Fugace », the French name of a card
    given only by its printed French text, and a reaction chosen by its French label."""
    result = runner.invoke(app, ["resolve", str(OUTSIDER_FR / f"{name}.yaml"), "--lang", "fr"])
    assert result.exit_code == 0, result.output
    assert result.output == (GOLDEN_FR / f"{name}.fr.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize(("name", "old", "new", "said"), [
    # zone keys are English: the French one says which
    ("f01-midi-cloche-pioche.yaml", "landmarks: [cloche-d-éveil]", "repères: [cloche-d-éveil]",
     "found unknown key 'repères' (the French 'repères' is written 'landmarks')"),
    ("f01-midi-cloche-pioche.yaml", "deck: [bouche-trou]", "pioche: [bouche-trou]",
     "found unknown key 'pioche' (the French 'pioche' is written 'deck')"),
    ("f03-crepuscule-egalite.yaml", "expeditions: {hero: [garde-forestière], companion: []}",
     "expeditions: {héros: [garde-forestière], compagnon: []}",
     "found unknown key 'héros' (the French 'héros' is written 'hero')"),
    ("f03-crepuscule-egalite.yaml", "stats: {forest: 2, mountain: 0, water: 0}\n  bûcheron",
     "stats: {forêt: 2, montagne: 0, eau: 0}\n  bûcheron", "the French 'forêt' is written 'forest'"),
    ("f01-midi-cloche-pioche.yaml", "trigger: {at: midi}", "trigger: {à: midi}",
     "found unknown key 'à' (the French 'à' is written 'at')"),
    # yes / no, hand / reserve are English
    ("f13-optionnel-non.yaml", "bob.hero: [{card: pèlerin, exhausted: no}]",
     "bob.hero: [{card: pèlerin, exhausted: non}]",
     "expected yes or no, found 'non' (the French 'non' is written 'no')"),
    ("f20-sort-depuis-reserve-defausse.yaml", "from: reserve}", "from: réserve}",
     "expected hand or reserve, found 'réserve' (did you mean 'reserve'?)"),
    ("f06-nuit-nettoyage.yaml", "reserve: [pèlerin, marchande, \"l'ermite\"]",
     "main: [pèlerin, marchande, \"l'ermite\"]",
     "(the French 'main' is written 'hand')"),
])
def test_a_french_word_where_the_docs_want_english_says_what_to_write(tmp_path: Path, name: str, old: str, new: str,
                                                                      said: str) -> None:
    code, out = _check(_variant(tmp_path, name, old, new))
    assert code == 1 and "1 could not run" in out, out  # judge check: the file is an error, not a failure
    assert said in " ".join(out.split())


def test_an_expedition_named_in_french_is_refused_with_the_two_names(tmp_path: Path) -> None:
    """5.2.1.a — ``expedition: compagnon`` is an illegal declaration (no such expedition): the message names the two
    words to write, in English and in the French line."""
    path = _variant(tmp_path, "f02-reserve-devient-fugace.yaml", "expedition: companion", "expedition: compagnon")
    result = runner.invoke(app, ["resolve", str(path), "--lang", "fr"])
    assert result.exit_code == 2, result.output
    lines = result.output.splitlines()
    assert lines[-2].endswith("found 'compagnon' is not one of Alice's expeditions, hero or companion (5.2.1.a)")
    assert lines[-1] == ("déclaration illégale : « compagnon » n'est pas une des expéditions d'Alice, hero (du Héros) "
                         "ou companion (du Compagnon) (5.2.1.a)")


def test_a_reaction_is_chosen_by_its_french_label_as_by_its_english_one(tmp_path: Path) -> None:
    """4.4.b — the label --lang fr shows (label_fr) names the same reaction as the English label."""
    english = _variant(tmp_path, "f14-deux-reactions-midi-ordre.yaml", 'answer: "Cor du Guet (À Midi)"',
                       'answer: "watch horn (at noon)"')
    assert _check(english)[0] == 0
    wrong = _variant(tmp_path, "f14-deux-reactions-midi-ordre.yaml", 'answer: "Cor du Guet (À Midi)"',
                     'answer: "Cloche d\'Éveil (À Midi)"')
    code, out = _check(wrong)
    assert code == 1 and "expected event" in out  # the other one is played first: the expectations fail


@pytest.mark.parametrize(("french", "english"), [("midi", "noon"), ("crépuscule", "dusk"), ("Après-midi", "afternoon"),
                                                 ("nuit", "night")])
def test_judge_new_takes_a_french_phase(french: str, english: str, tmp_path: Path,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["new", "ruling.yaml", "--phase", french])
    assert result.exit_code == 0, result.output
    written = runner.invoke(app, ["new", "same.yaml", "--phase", english])
    assert written.exit_code == 0, written.output
    ruling, same = (yaml.safe_load(Path(f).read_text(encoding="utf-8")) for f in ("ruling.yaml", "same.yaml"))
    assert ruling["do"] == same["do"] and ruling["board"] == same["board"] and ruling["expect"] == same["expect"]
    assert runner.invoke(app, ["resolve", "ruling.yaml", "--strict"]).exit_code == 0


def test_judge_new_refuses_an_unknown_phase_listing_both_languages(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(app, ["new", "ruling.yaml", "--phase", "soir"])
    assert result.exit_code == 2
    assert "expected one of morning (matin), noon (midi), afternoon (après-midi), dusk (crépuscule), night (nuit), " \
           "found 'soir'" in " ".join(result.output.split())
