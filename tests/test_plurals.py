"""Numbers and the words that agree with them: the message tables say ``{count:target|targets}``, one mechanism for
English ("1 target", "0 targets") and French (« 1 cible », « 0 cible », « 2 cibles »); no "(s)" is left to the
reader."""

from __future__ import annotations

import re
import string

import pytest

from judge.engine.words import counted, singular
from judge.events import Msg
from judge.render.messages import fields, render
from judge.render.messages_en import MESSAGES as EN
from judge.render.messages_fr import MESSAGES as FR
from judge.resolve import resolve
from judge.scenario.loader import load_scenario
from tests.conftest import ROOT

TABLES = {"en": EN, "fr": FR}
AGREEMENTS = sorted({(mid, name) for table in TABLES.values() for mid, template in table.items()
                     for _, name, spec, _ in string.Formatter().parse(template) if name and spec and "|" in spec})


def test_no_template_leaves_the_agreement_to_the_reader() -> None:
    for lang, table in TABLES.items():
        left = [mid for mid, template in table.items() if re.search(r"\((s|e|es)\)", template)]
        assert left == [], lang


def test_the_tables_agree_numbers_in_the_messages_that_count() -> None:
    agreeing = {mid for mid, _ in AGREEMENTS}
    assert {"illegal.too_few_targets", "illegal.extra_targets", "note.too_few_targets", "reaction_check",
            "atomic.boost", "atomic.gain_counter", "note.picks", "note.total_cost", "note.above_limit"} <= agreeing


def _said(mid: str, lang: str, name: str, number: int) -> str:
    """The message with ``name`` = ``number`` and every other value a word of its own."""
    values: dict[str, object] = {f: f.upper() for f in fields(EN[mid])}
    values[name] = number
    return render(Msg(mid, **values), lang)


@pytest.mark.parametrize(("mid", "name"), AGREEMENTS, ids=[f"{m}-{n}" for m, n in AGREEMENTS])
def test_each_counted_word_is_singular_at_one_and_plural_at_two_in_both_languages(mid: str, name: str) -> None:
    for lang, table in TABLES.items():
        forms = [spec.split("|", 1) for _, field, spec, _ in string.Formatter().parse(table[mid])
                 if field == name and spec and "|" in spec]
        one, two = _said(mid, lang, name, 1), _said(mid, lang, name, 2)
        for single, many in forms:
            assert single in one and (many in two or single not in two), (lang, one, two)
        if forms:
            assert one != two


@pytest.mark.parametrize(("lang", "number", "said"), [
    ("en", 1, "only 1 can be chosen"), ("en", 2, "only 2 can be chosen"),
    ("fr", 1, "seulement 1 peut être choisie"), ("fr", 2, "seulement 2 peuvent être choisies"),
])
def test_too_few_targets_agrees_with_how_many_can_be_chosen(lang: str, number: int, said: str) -> None:
    assert said in _said("illegal.too_few_targets", lang, "chosen", number)


@pytest.mark.parametrize(("mid", "name", "lang", "number", "said"), [
    ("illegal.extra_targets", "count", "en", 1, "1 target more than"),
    ("illegal.extra_targets", "count", "en", 2, "2 targets more than"),
    ("illegal.extra_targets", "count", "fr", 1, "1 cible de plus"),
    ("illegal.extra_targets", "count", "fr", 2, "2 cibles de plus"),
    ("reaction_check", "count", "en", 0, "0 Reaction-Emblems to play"),
    ("reaction_check", "count", "en", 1, "1 Reaction-Emblem to play"),
    ("reaction_check", "count", "fr", 0, "0 Emblème-Réaction à jouer"),
    ("reaction_check", "count", "fr", 2, "2 Emblèmes-Réaction à jouer"),
    ("note.released", "count", "fr", 1, "1 réaction créée par son action interne peut être jouée"),
    ("note.released", "count", "fr", 2, "2 réactions créées par son action interne peuvent être jouées"),
    ("note.picks", "most", "fr", 1, "jusqu'à 1 mode différent peut être choisi"),
    ("note.picks", "most", "en", 2, "up to 2 different modes may be chosen"),
    ("atomic.gain_counter", "amount", "fr", 1, "mettre 1 compteur COUNTER"),
    ("atomic.gain_counter", "amount", "en", 3, "put 3 COUNTER counters on"),
])
def test_messages_said_as_a_reader_would(mid: str, name: str, lang: str, number: int, said: str) -> None:
    assert said in _said(mid, lang, name, number)


def test_english_and_french_differ_at_zero() -> None:
    assert [singular(n, "en") for n in (0, 1, 2)] == [False, True, False]
    assert [singular(n, "fr") for n in (0, 1, 2)] == [True, True, False]
    assert counted(1, "card", "cards", "en") == "1 card" and counted(0, "carte", "cartes", "fr") == "0 carte"


def test_a_value_said_in_words_takes_the_plural() -> None:
    """A count that is not a number (a word the engine gives) takes the plural form rather than failing."""
    assert "X Reaction-Emblems" in render(Msg("reaction_check", why="w", count="X", held=""), "en")


def test_a_bundled_resolution_says_one_card_and_one_reaction_emblem() -> None:
    path = ROOT / "scenarios/rules/6.1.d-subhash-marmo-cost-one-step.yaml"
    texts = [e.text("en") for e in resolve(load_scenario(path)).trace.events]
    assert "check reactions (start of the phase): 1 Reaction-Emblem to play in Limbo" in texts
    assert any(t.startswith("Alice chooses 1 card from Alice's Hand:") for t in texts)
    assert not [t for t in texts if "(s)" in t]
