"""Real cards (judge/cards): the printed-text grammars, verdicts, import, the loader's text: hook."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from judge.cards.library import build_library, read_cards
from judge.cards.markup import clean, split_abilities
from judge.cards.parse import EXECUTABLE, NOT_UNDERSTOOD, UNSUPPORTED, parse_text
from judge.cli import app
from judge.model.cards import Reaction
from judge.resolve import resolve, resolve_until_stopped
from judge.scenario.loader import load_scenario
from tests.conftest import ROOT
from tests.fresh import imported_by

runner = CliRunner()
FIXTURES = ROOT / "tests" / "fixtures" / "cards"
SAMPLE = next((p / "shared" / "cards-sample" / "sample.json" for p in (ROOT.parent, ROOT.parent.parent)
               if (p / "shared" / "cards-sample" / "sample.json").is_file()),
              ROOT.parent / "shared" / "cards-sample" / "sample.json")  # a checkout, or a git worktree beside it
PRINTED = ROOT / "scenarios" / "printed"


def _verdicts(text: str, lang: str = "en", **kw: object) -> list[tuple[str, str]]:
    return [(v.verdict, v.reason) for v in parse_text(text, lang, **kw).verdicts]  # type: ignore[arg-type]


# -- markup ------------------------------------------------------------------------------------------------------

def test_markup_splits_abilities_and_joins_modes_to_their_ability() -> None:
    parts = split_abilities("[[Fleeting]].  Choose one:  • Draw a card.  • [Resupply].  {J} Draw a card.")
    assert [p.clean for p in parts] == ["[[fleeting]].", "choose one : • draw a card. • [resupply].",
                                        "{j} draw a card."]


def test_markup_reads_each_line_as_an_ability() -> None:
    """1.2.4.a — a text written line by line (a block scalar in a scenario) is split at each line, as the card data's
    two spaces split it; modes on their own lines stay with their ability."""
    parts = split_abilities("{J} Draw a card.\n{J} I gain 1 boost.\nChoose one:\n• Draw a card.\n• [Resupply].\n")
    assert [p.clean for p in parts] == ["{j} draw a card.", "{j} i gain 1 boost.",
                                        "choose one : • draw a card. • [resupply]."]
    assert [v.verdict for v in parse_text("{J} Draw a card.\n{J} I gain 1 boost.", "en").verdicts] == \
        [EXECUTABLE, EXECUTABLE]


def test_markup_drops_reminders_highlights_glyphs_and_no_break_spaces() -> None:
    assert clean("{R} I gain 2\u00a0boosts[] #and lose [[Fleeting]].# (A boost is a +1/+1/+1 counter.)") == \
        "{r} i gain 2 boosts and lose [[fleeting]]."
    assert clean("gains 1 boost[BB].") == "gains 1 boost."
    assert split_abilities("(Should I leave the Expedition zone, I am removed from the game.)") == []


# -- the three verdicts --------------------------------------------------------------------------------------------

def test_english_and_french_of_the_issue_example_give_the_same_executable_ability() -> None:
    en = parse_text("{J} Target Character gains 1 boost.", "en").verdicts
    fr = parse_text("{J} Un Personnage ciblé gagne 1\u00a0boost.", "fr").verdicts
    assert [v.verdict for v in en] == [v.verdict for v in fr] == [EXECUTABLE]
    assert en[0].ability == fr[0].ability == {"reaction": {
        "trigger": {"played": "me", "from": "any"},
        "effect": [{"boost": {"what": {"target": "character"}, "amount": 1}}]}}


def test_cli_parse_prints_the_same_ability_for_both_languages() -> None:
    en = runner.invoke(app, ["cards", "parse", "{J} Target Character gains 1 boost."])
    fr = runner.invoke(app, ["cards", "parse", "{J} Un Personnage ciblé gagne 1 boost.", "--lang", "fr"])
    assert en.exit_code == fr.exit_code == 0, en.output + fr.output
    assert en.stdout.splitlines()[0] == "[executable] {J} Target Character gains 1 boost."
    assert en.stdout.splitlines()[1:] == fr.stdout.splitlines()[1:]
    assert "boost:" in en.stdout


def test_trigger_symbols_are_read_as_played_from_any_hand_reserve() -> None:
    origins = [parse_text(f"{{{s}}} Draw a card.").verdicts[0].ability["reaction"]["trigger"]["from"]
               for s in "JHR"]
    assert origins == ["any", "hand", "reserve"]


def test_unsupported_names_the_missing_mechanism_and_not_understood_shows_the_phrase() -> None:
    got = _verdicts("[Ascend].  {H} Roll a die.  {J} Draw a card.  {R} Juggle the moons.")
    assert got == [(UNSUPPORTED, "keyword Ascend"), (UNSUPPORTED, "rolling a die"), (EXECUTABLE, ""),
                   (NOT_UNDERSTOOD, "juggle the moons")]


def test_nothing_is_dropped_every_ability_keeps_its_printed_text_in_order() -> None:
    text = "[Scout] {1}. (reminder)  {J} Draw a card.  Wobble.  At Noon\u00a0— [Resupply]."
    parsed = parse_text(text).verdicts
    assert [v.printed for v in parsed] == ["[Scout] {1}. (reminder)", "{J} Draw a card.", "Wobble.",
                                           "At Noon — [Resupply]."]


def test_a_pronoun_after_one_target_is_that_target_unless_it_moved() -> None:
    quick = parse_text("{T} : Target Character gains 1 boost. Then exhaust it.").verdicts
    assert quick[0].verdict == EXECUTABLE
    assert quick[0].ability["quick_action"]["effect"][1] == {"exhaust": "that_target"}
    fr = parse_text("{T} : Un Personnage ciblé gagne 1 boost. Puis épuisez-le.", "fr").verdicts
    assert fr[0].ability == quick[0].ability
    spell = parse_text("Send target Character to Reserve, then exhaust it.", card_type="spell").verdicts
    assert spell[0].ability == {"effect": [{"put": {"what": {"target": "character"}, "to": "reserve"}},
                                           {"exhaust": "that_target"}]}  # followed: tests/test_cards_augment_and_it
    two = _verdicts("Target Character gains 1 boost, then target Permanent gains 1 boost. Then exhaust it.",
                    card_type="spell")
    assert two == [(UNSUPPORTED, "a pronoun (it) naming an object met earlier in the text")]
    none = _verdicts("{T} : Draw a card. Then exhaust it.")
    assert none == [(UNSUPPORTED, "a pronoun (it) naming an object met earlier in the text")]


def test_several_targets_in_one_phrase_are_one_selector_with_a_count() -> None:
    got = parse_text("Up to two target Characters each gain 2 boosts.", card_type="spell").verdicts
    assert [v.verdict for v in got] == [EXECUTABLE]
    assert got[0].ability == {"effect": [{"boost": {"what": {"target": "character", "count": 2, "up_to": True},
                                                    "amount": 2}}]}


def test_internal_action_and_modes_in_both_languages() -> None:
    en = parse_text("{H} You may pay {1}. If you do, draw a card.  Choose one:  • [Sabotage].  • Draw a card.",
                    "en", card_type="spell").verdicts
    fr = parse_text("{H} Vous pouvez payer {1}. Si vous le faites, piochez une carte.  Choisissez l'un :  "
                    "• [Sabotez].  • Piochez une carte.", "fr", card_type="spell").verdicts
    assert [v.ability for v in en] == [v.ability for v in fr]
    assert en[0].ability["reaction"]["effect"] == [{"may_pay": {"cost": [{"pay_mana": 1}], "effect": [{"draw": 1}]}}]
    assert en[1].ability == {"effect": [{"choose_one": [[{"sabotage": "target"}], [{"draw": 1}]]}]}


def test_french_grammatical_forms_of_keywords() -> None:
    for text in ("{J} [Sabotez].", "{J} [Saboter]."):
        assert parse_text(text, "fr").verdicts[0].ability["reaction"]["effect"] == [{"sabotage": "target"}]
    assert parse_text("Les Personnages que vous contrôlez sont [Coriaces 3].", "fr").verdicts[0].ability == \
        {"passive": {"grant": {"keyword": "tough", "value": 3, "to": {"each": "character", "controller": "you"}}}}
    assert parse_text("[Coriace 1].", "fr").verdicts[0].ability == {"passive": {"tough": 1}}


# -- the loader's text: hook ------------------------------------------------------------------------------------------

def _scenario(tmp_path: Path, card: str, extra: str = "") -> Path:
    path = tmp_path / "s.yaml"
    path.write_text("scenario: s\ncards:\n" + card + extra +
                    "board:\n  phase: afternoon\n  players:\n    alice:\n      mana: 3\n"
                    "      hand: [courier]\n      expeditions: {hero: [dummy], companion: []}\n    bob: {}\n"
                    "do:\n  - {play: Courier, by: alice, expedition: hero}\n", encoding="utf-8")
    return path


DUMMY = "  dummy: {name: Dummy, type: character, cost: 1, stats: {forest: 1}}\n"


def test_text_card_compiles_to_the_same_ability_as_the_structured_language(tmp_path: Path) -> None:
    printed = load_scenario(_scenario(tmp_path, "  courier:\n    name: Courier\n    cost: 1\n"
                                      "    text: '[Eternal].  {J} Target Character gains 1 boost.'\n", DUMMY))
    (tmp_path / "h").mkdir()
    written = load_scenario(_scenario(tmp_path / "h", "  courier:\n    name: Courier\n    cost: 1\n"
                                      "    abilities:\n      - passive: {eternal: true}\n      - reaction:\n"
                                      "          trigger: {played: me, from: any}\n"
                                      "          effect: [{boost: {what: {target: character}, amount: 1}}]\n", DUMMY))
    a, b = printed.cards["courier"], written.cards["courier"]
    assert a.eternal and b.eternal
    ra, rb = a.abilities[0], b.abilities[0]
    assert isinstance(ra, Reaction) and isinstance(rb, Reaction)
    assert ra.trigger == rb.trigger
    assert [s.verbs for s in ra.effect] == [s.verbs for s in rb.effect]


def test_a_resolution_says_first_which_printed_abilities_it_does_not_resolve(tmp_path: Path) -> None:
    path = _scenario(tmp_path, "  courier:\n    name: Courier\n    cost: 1\n"
                     "    text_fr: '[Foncez].  {J} Piochez une carte.'\n", DUMMY)
    res = resolve(load_scenario(path))
    kinds = [e.kind for e in res.trace.events]
    assert kinds[0] == "ignored" and "1.2.4" in res.trace.events[0].rules
    assert "keyword Rush" in res.trace.events[0].en
    assert "draw" in " ".join(e.en for e in res.trace.events[1:])


def test_a_text_written_with_crlf_or_cr_line_breaks_reads_as_its_lines(tmp_path: Path) -> None:
    """1.2.4.a — a card's text: whose lines end in CRLF (Windows) or CR is the same text box as one with LF: two
    reactions, none 'not understood' (the CR used to stay, escaped, at the end of each line)."""
    got = []
    for i, text in enumerate(("{J} Draw a card.\\n{J} I gain 1 boost.",
                              "{J} Draw a card.\\r\\n{J} I gain 1 boost.\\r\\n",
                              "{J} Draw a card.\\r{J} I gain 1 boost.")):
        (tmp_path / str(i)).mkdir()
        card = load_scenario(_scenario(tmp_path / str(i), f'  courier:\n    name: Courier\n    cost: 1\n'
                                                          f'    text: "{text}"\n', DUMMY)).cards["courier"]
        assert all(isinstance(a, Reaction) for a in card.abilities), text
        got.append([[s.verbs for s in a.effect] for a in card.abilities if isinstance(a, Reaction)])
    assert len(got[0]) == 2 and got[0] == got[1] == got[2]


def test_a_card_named_by_its_reference_or_its_name(tmp_path: Path) -> None:
    path = _scenario(tmp_path, "  courier:\n    name: Courier\n    reference: ALT_TEST_B_AX_09_C\n    cost: 1\n", DUMMY)
    text = path.read_text().replace("do:\n  - {play: Courier", "do:\n  - {play: ALT_TEST_B_AX_09_C")
    path.write_text(text)
    assert load_scenario(path).actions[0].card == "courier"


def test_plain_resolve_does_not_import_lark_and_a_printed_text_does() -> None:
    assert "lark" not in imported_by()["plain"]  # a fresh process: judge resolve of two bundled scenarios
    # the same process then resolves a scenario of printed texts: lark is imported by that resolution alone
    assert "lark" not in imported_by()["json-graph"] and "lark" in imported_by()["printed"]


def test_bundled_printed_scenarios_in_english_and_french_resolve_alike() -> None:
    for en in sorted(PRINTED.glob("printed-en-*.yaml")):
        fr = en.with_name(en.name.replace("printed-en-", "printed-fr-"))
        (a, stop_a), (b, stop_b) = (resolve_until_stopped(load_scenario(p), strict=True) for p in (en, fr))
        assert [(e.kind, e.rules) for e in a.trace.events] == [(e.kind, e.rules) for e in b.trace.events]
        assert getattr(stop_a, "rules", None) == getattr(stop_b, "rules", None), en.name  # a refusal: the same rules
    cards = yaml.safe_load((ROOT / "judge" / "libraries" / "printed-en.yaml").read_text())["cards"]
    assert sum(1 for c in cards.values() if "text" in c or "echo" in c) >= 15


# -- import ------------------------------------------------------------------------------------------------------------

def test_import_merges_languages_by_reference_and_writes_a_library_that_loads(tmp_path: Path) -> None:
    lib = tmp_path / "lib.yaml"
    result = runner.invoke(app, ["cards", "import", str(FIXTURES), "-o", str(lib)])
    assert result.exit_code == 0, result.output
    assert "[not understood] Bend the stars. — bend the stars" in result.stdout
    assert "[unsupported] {H} Roll a die. — rolling a die" in result.stdout
    cards = yaml.safe_load(lib.read_text())["cards"]
    tinker = cards["lamp-tinker"]
    assert (tinker["name_fr"], tinker["reference"], tinker["cost"]) == (
        "Bricoleuse de Lampes", "ALT_TEST_B_AX_01_C", {"hand": 2, "reserve": 1})
    assert tinker["text_fr"].startswith("{J} Créez un jeton Robot")
    assert tinker["faction"] == "AX" and "faction" not in cards["spark-drone"]  # a token has none (2.2.8.d)
    assert tinker["abilities"][0]["reaction"]["effect"][0]["create_token"]["token"] == "spark-drone"
    assert cards["gear-oracle"]["abilities"][0] == {"passive": {"gigantic": True}}
    assert cards["gear-oracle"]["unresolved"][0].endswith("[unsupported: rolling a die]")
    scenario = tmp_path / "s.yaml"
    scenario.write_text("scenario: s\ninclude: [lib.yaml]\nboard:\n  phase: afternoon\n  players:\n"
                        "    alice: {mana: 2, hand: [Lamp Tinker]}\n    bob: {}\n"
                        "do:\n  - {play: ALT_TEST_B_AX_01_C, by: alice, expedition: hero}\n"
                        "choices:\n  - {decision: target, answer: alice.hero}\n")
    res = resolve(load_scenario(scenario), strict=True)
    assert res.state.in_zone("alice.hero")[-1].card.id == "spark-drone"
    again = tmp_path / "again.yaml"
    assert runner.invoke(app, ["cards", "import", str(FIXTURES), "-o", str(again)]).exit_code == 0
    assert again.read_bytes() == lib.read_bytes()
    assert runner.invoke(app, ["cards", "import", str(FIXTURES), "-o", str(lib)]).exit_code == 2


def test_import_report_json_counts_each_verdict() -> None:
    result = runner.invoke(app, ["cards", "import", str(FIXTURES), "--report", "--format", "json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)["report"]
    for lang in ("en", "fr"):
        figures = report["languages"][lang]["verdicts"]
        assert {k: v["count"] for k, v in figures.items()} == {EXECUTABLE: 6, UNSUPPORTED: 1, NOT_UNDERSTOOD: 1}


def test_import_of_a_file_that_is_not_card_json_is_one_line_and_exit_2(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('[{"name": "no reference"}]')
    result = runner.invoke(app, ["cards", "import", str(bad)])
    assert result.exit_code == 2
    assert result.output.strip().count("\n") == 0 and "expected a card object" in result.output



@pytest.mark.parametrize(("text", "said"), [
    ('[{"reference": "X", "cardType": -1}]', "[0].cardType: expected an object, found a number"),
    ('[{"reference": "X", "cardType": {"reference": "CHARACTER"}, "elements": "x"}]',
     "[0].elements: expected an object, found a string"),
    ('[{"reference": "X", "cardType": {}, "elements": {"MAIN_EFFECT": 3}}]',
     "[0].elements.MAIN_EFFECT: expected a string, found a number"),
    ('[{"reference": "X", "cardType": {}, "cardSubTypes": [null]}]',
     "[0].cardSubTypes[0]: expected an object, found null"),
    ('[{"reference": "X", "cardType": {}, "cardSubTypes": 1.5}]',
     "[0].cardSubTypes: expected a list, found a number"),
    ('[{"reference": ["X"], "cardType": {}}]', "[0].reference: expected a string, found a list"),
    ("[" * 100_000 + "]" * 100_000, "expected card JSON, found lists or objects nested too deep"),
    ('[{"a":', ":1:7: expected card JSON, found invalid JSON (expecting value)"),
    ("\udcff", "expected card JSON, found bytes that are not UTF-8"),
])
def test_card_data_of_a_wrong_shape_is_one_named_line_and_exit_2(tmp_path: Path, text: str, said: str) -> None:
    """Each field the import reads is checked at the edge: no crash (exit 4) deep in the import, whatever the JSON."""
    bad = tmp_path / "bad.json"
    bad.write_bytes(text.encode("utf-8", "surrogateescape"))
    for extra in ([], ["--report"], ["--format", "json"]):
        result = runner.invoke(app, ["cards", "import", str(bad), *extra])
        assert result.exit_code == 2, (extra, result.output)
        assert result.stderr == f"{bad}{'' if said.startswith(':') else ': '}{said}\n", result.stderr


def _unlabelled(value: object) -> object:
    """An ability without its labels (a label quotes the printed text, in its language)."""
    if isinstance(value, dict):
        return {k: _unlabelled(v) for k, v in value.items() if k not in ("label", "label_fr")}
    if isinstance(value, list):
        return [_unlabelled(v) for v in value]
    return value


# -- the real sample (not part of the project) ----------------------------------------------------------------

@pytest.mark.skipif(not SAMPLE.is_file(), reason="../shared/cards-sample is not here")
def test_sample_every_card_imports_in_both_languages_with_the_same_abilities() -> None:
    cards = read_cards([SAMPLE])
    library = build_library(cards)
    assert len(cards) == len(json.loads(SAMPLE.read_text())) == 81
    assert all(c.entry is library[k] for c in cards for k in library if library[k] is c.entry)
    total = {EXECUTABLE: 0, UNSUPPORTED: 0, NOT_UNDERSTOOD: 0}
    for card in cards:
        en, fr = card.verdicts.get("en", []), card.verdicts.get("fr", [])
        assert len(en) == len(fr), card.reference
        assert [_unlabelled(v.ability) for v in en] == [_unlabelled(v.ability) for v in fr], card.reference
        for v in en:
            total[v.verdict] += 1
            assert v.verdict == EXECUTABLE or v.reason, (card.reference, v.printed)
    # The figures of the README's "Real cards" section.
    assert total == {EXECUTABLE: 119, UNSUPPORTED: 3, NOT_UNDERSTOOD: 0}


def test_import_output_is_planned_before_any_work_and_never_an_input(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    source = tmp_path / "card.json"
    source.write_text("{}", encoding="utf-8")
    result = CliRunner().invoke(app, ["cards", "import", str(source), "-o", str(source), "--force"])
    assert result.exit_code == 2 and "the input file itself" in result.stderr
    assert source.read_text(encoding="utf-8") == "{}"
    result = CliRunner().invoke(app, ["cards", "import", str(source), "-o", str(tmp_path / "missing" / "x.yaml")])
    assert result.exit_code == 2 and "no such folder" in result.stderr


def test_a_crash_in_the_cards_group_is_one_line_and_exit_4(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import judge.cards.library

    def broken(*_: object) -> None:
        raise KeyError("boom")

    monkeypatch.setattr(judge.cards.library, "read_cards", broken)
    source = tmp_path / "card.json"
    source.write_text("{}", encoding="utf-8")
    result = CliRunner().invoke(app, ["cards", "import", str(source)])
    assert result.exit_code == 4
    assert "this is a bug in the judge" in result.stderr and "Traceback" not in result.output


def test_control_characters_in_card_data_never_reach_the_terminal(tmp_path: Path) -> None:
    """Card JSON (and a pasted text) may hold ESC or BEL: the import and parse outputs show them escaped."""
    data = tmp_path / "esc.json"
    data.write_text(json.dumps([{"reference": "ALT_X\x1b[2J", "cardType": {"reference": "CHARACTER"},
                                 "name": "Evil\x1b]0;pwn\x07",
                                 "elements": {"MAIN_EFFECT": "{J} Draw\x1b[31m a card."}}]))
    for args in (["cards", "import", str(data)], ["cards", "import", str(data), "--report"],
                 ["cards", "parse", "Draw\x1b[2J a card."], ["cards", "parse", "--type", "\x1b[2J", "x"]):
        result = runner.invoke(app, args)
        assert "\x1b" not in result.output and "\x07" not in result.output, args
    assert "ALT_X\\x1b[2J  Evil\\x1b]0;pwn\\x07" in runner.invoke(app, ["cards", "import", str(data)]).stdout


@pytest.mark.skipif(not SAMPLE.is_file(), reason="../shared/cards-sample is not here")
def test_sample_expedition_permanents_are_imported_as_permanents_that_join_an_expedition() -> None:
    """2.2.1.a, 5.1.2.e — a card of type Expedition Permanent is a Permanent played into an expedition (the reading
    expedition-permanent-joins-an-expedition); a Landmark Permanent is not."""
    cards = read_cards([SAMPLE])
    build_library(cards)
    entries = {c.reference: c.entry for c in cards}
    types = {ref: str(c["cardType"]["reference"]) for ref, c in
             ((c["reference"], c) for c in json.loads(SAMPLE.read_text()))}
    flagged = {ref for ref, entry in entries.items() if entry.get("expedition_permanent")}
    assert flagged == {ref for ref, kind in types.items() if kind == "EXPEDITION_PERMANENT"}
    assert len(flagged) == 5 and all(entries[ref]["type"] == "permanent" for ref in flagged)
