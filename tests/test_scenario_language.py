"""The scenario language from its grammar: the reference, the JSON Schema, and loader/schema agreement.

The malformed corpus (tests/malformed/) goes to both the loader and the schema: where the loader rejects a
file for a structural reason, the schema must reject it too. The cases the schema cannot judge are listed in
SCHEMA_CANNOT with the reason (strict: a case the schema starts rejecting must leave the list).
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml
from jsonschema import Draft202012Validator
from typer.testing import CliRunner

import rules_index
from judge.cli import app
from judge.errors import ScenarioError
from judge.model.cards import TERRAINS
from judge.scenario import grammar as G
from judge.scenario.langdoc import DOC_PATH, markdown
from judge.scenario.loader import load_scenario, read_yaml
from judge.scenario.schema import schema, schema_text, value_schema
from tests.fresh import imported_by
from tests.schema_line import FIX, expected_line, has_line

ROOT = Path(__file__).resolve().parent.parent
BUNDLED = sorted([*(ROOT / "scenarios").rglob("*.yaml"), *(ROOT / "judge" / "libraries").glob("*.yaml")])
MALFORMED = sorted((ROOT / "tests" / "malformed").glob("*.yaml"))
VALIDATOR = Draft202012Validator(schema())  # the reference implementation (jsonschema)
try:  # the same draft in compiled code, many times faster on a dumped board's large cards: section
    import jsonschema_rs

    FAST: Any = jsonschema_rs.Draft202012Validator(schema())
except ImportError:  # pragma: no cover - a platform without its wheel: the reference validates
    FAST = None


def schema_errors(data: object) -> list[str]:
    """Where and why ``data`` breaks the committed schema (jsonschema-rs when installed, else jsonschema; on every
    malformed case below, the two must agree)."""
    if FAST is not None:
        return [f"{'/'.join(map(str, e.instance_path))}: {e.message[:120]}" for e in FAST.iter_errors(data)]
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message[:120]}" for e in VALIDATOR.iter_errors(data)]

#: Malformed cases the schema cannot reject: what makes them wrong is not the file's shape.
SCHEMA_CANNOT = {
    "support-passive-read-in-play": "a support ability whose passive the judge reads only in play (reserve_limit:): "
                                    "the schema takes any passive inside support:",
    "escape-sequence-in-card-id": "a card id not defined (cards are looked up across included libraries)",
    "unknown-card-in-hand": "a card id not defined in cards: or an included library",
    "unknown-token-card": "a token's card id not defined",
    "first-player-not-a-player": "player names are the scenario's own (board.players)",
    "unknown-player-by": "player names are the scenario's own (board.players)",
    "include-absolute-path": "where an include path points (the project's fence) is a file-system question",
    "include-outside-tree": "where an include path points (the project's fence) is a file-system question",
    "include-missing-file": "whether an included file exists",
    "include-sibling-folder": "where an include path points (the scenario's folder) is a file-system question",
    "include-unknown-library": "which judge:NAME libraries exist is a question for the installed package",
    "include-cycle-a": "include cycles span several files",
    "include-self": "include cycles span several files",
    "include-not-a-library": "the included file is fine as a scenario; only its use as a library is wrong",
    "play-card-not-in-hand": "where a card is when it is played is decided by the engine",
    "illegal-quick-action-in-reserve": "the legality of a declaration is decided by the engine (5.1.2.c)",
    "illegal-quick-action-tough-unpayable": "the legality of a declaration is decided by the engine (5.1.2.c)",
    "illegal-target": "the legality of a declaration is decided by the engine (5.1.2.c)",
    "too-many-targets": "the targets a declaration asks for are decided by the engine (5.1.2.b)",
    "condition-at-most-below-at-least": "at_most: is compared with at_least:, a relation between two values",
    "faction-on-token": "a faction is refused on a token only (2.2.8.d): a relation between token: and faction:",
    "token-in-a-hand": "a token is refused outside play (2.2.1.d): a relation between a card's token: and the zone "
                       "a board puts it in",
    "hero-in-a-hand": "a Hero is refused in a Hand, a Reserve or a discard pile (1.2.4.d): a relation between a "
                      "card's type: and the zone a board puts it in",
    "zone-of-201-cards": "the schema does not bound how many cards a zone lists (the loader does: 200, a Deck's "
                         "bound)",
    "tough-on-a-spell": "Tough is refused on a Spell or a Hero only (7.4.5.a): a relation between type: and Tough",
    "tough-on-a-hero": "Tough is refused on a Spell or a Hero only (7.4.5.a): a relation between type: and Tough",
    "fleeting-on-a-character": "printed Fleeting is refused on a card that is not a Spell only (5.2.3.i): a relation "
                               "between type: and fleeting:",
    "simultaneously-empty": "an empty list is refused only as simultaneously:'s verbs, whose schema type a cost "
                            "shares, and a cost may be empty",
    "may-pay-empty-effect": "an empty list is refused only as an internal action's effect:, whose schema type a card's "
                            "effect shares",
    "expect-activations-unknown-card": "a card id not defined in cards: or an included library",
    "expect-event-unknown-object": "a card id not defined in cards: or an included library",
    "expect-event-bad-handle": "a handle names an object of the scenario's own cards",
    "expect-event-unknown-rule": "which rule ids exist is the rules index's question",
    "expect-event-unknown-actor": "player names are the scenario's own (board.players)",
    "expect-event-unknown-kind": "an event kind is read in any case, with spaces or hyphens, and by other names",
    "expect-event-unknown-decision": "a decision kind is read in any case, with spaces or hyphens",
    "expect-event-unknown-action": "an atomic action is read in any case, with spaces or hyphens, and in French",
    "expect-event-verb-without-action": "an atomic action is read in any case, with spaces or hyphens, and in French",
    "expect-event-action-on-a-step": "a field the pattern's kind never carries: a relation between kind: and action:",
    "expect-event-illegal-with-an-actor": "kind: illegal takes rules: and text: only: a relation between kind: and "
                                          "the other fields",
    "gain-status-exhausted": "a status word is read in any case and in French; which of them a status step takes is "
                             "the loader's",
    "lose-status-boosted": "a status word is read in any case and in French; which of them a status step takes is "
                           "the loader's",
    "board-boosted-without-boosts": "a relation between statuses: and boosts: on one card",
    "board-exhausted-status-alone": "a relation between statuses: and exhausted: on one card",
    "play-verb-from-an-opponents-reserve": "a zone phrase is read word by word (its owner and its kind); which of them "
                                           "an effect may play from is the loader's",
}

#: Cases that load and are refused when resolved (an illegal declaration).
REJECTED_WHEN_RESOLVED = {k for k, why in SCHEMA_CANNOT.items() if "by the engine" in why}




def test_every_rule_id_of_the_grammar_exists() -> None:
    missing = {(t.name, r) for t in G.all_terms() for r in t.rules if not rules_index.exists(r)}
    assert not missing


def test_every_term_has_a_meaning_and_every_key_an_example() -> None:
    for t in G.all_terms():
        assert t.meaning.endswith((".", ")")), t.name
        assert t.example, t.name


def test_grammar_terrains_are_the_model_terrains() -> None:
    assert G.names(G.TERRAIN_TERMS) == TERRAINS


def test_reference_is_up_to_date() -> None:
    on_disk = (ROOT / DOC_PATH).read_text(encoding="utf-8")
    assert on_disk == markdown(), f"{DOC_PATH} is out of date: judge language --markdown > {DOC_PATH}"


def test_reference_names_every_verb_event_and_decision() -> None:
    doc = markdown()
    for term in (*G.VERBS, *G.EVENT_TERMS, *G.DECISION_TERMS, *G.SELECTOR_KIND_TERMS, *G.EXPECT):
        assert f"| `{term.name}` |" in doc


def test_committed_schema_is_judge_schema() -> None:
    on_disk = (ROOT / "docs" / "scenario.schema.json").read_text(encoding="utf-8")
    assert on_disk == schema_text(), "docs/scenario.schema.json is out of date: judge schema > " \
                                     "docs/scenario.schema.json"


def test_schema_is_a_valid_draft_2020_12_schema_with_closed_mappings() -> None:
    s = schema()
    Draft202012Validator.check_schema(s)
    assert s["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert s["additionalProperties"] is False
    for name in ("card", "board", "player", "reaction", "pattern", "expect", "event_match", "illegal", "turn"):
        assert s["$defs"][name]["additionalProperties"] is False, name
    assert s["$defs"]["event"]["enum"] == list(G.names(G.EVENT_TERMS))
    assert "description" in s["properties"]["board"]


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_bundled_file_validates_against_the_schema(path: Path) -> None:
    assert schema_errors(read_yaml(path).plain()) == []


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_bundled_file_starts_with_the_schema_line(path: Path) -> None:
    assert has_line(path), (f"{path.relative_to(ROOT)} must start with '{expected_line(path)}': "
                            f"run {FIX} {path.relative_to(ROOT)}")


@pytest.mark.parametrize("path", MALFORMED, ids=lambda p: p.stem)
def test_malformed_case_is_rejected_by_the_schema_where_the_loader_rejects_its_shape(path: Path) -> None:
    with pytest.raises(ScenarioError):
        if path.stem in REJECTED_WHEN_RESOLVED:
            from judge.resolve import resolve

            resolve(load_scenario(path))
        load_scenario(path)
    try:
        data = read_yaml(path).plain()
    except ScenarioError:  # not YAML the loader reads (syntax, tags, aliases, encoding): no document to validate
        assert path.stem not in SCHEMA_CANNOT
        return
    errors = schema_errors(data)
    assert bool(errors) == any(True for _ in VALIDATOR.iter_errors(data)), "jsonschema and jsonschema-rs disagree"
    if path.stem in SCHEMA_CANNOT:
        assert errors == [], f"the schema now rejects {path.stem}: remove it from SCHEMA_CANNOT ({errors[0]})"
    else:
        assert errors, f"the loader rejects {path.stem} but the schema accepts it"


BASE = """\
include: [judge:core]
cards:
  probe:
    type: character
    abilities:
      - reaction: {trigger: {event: leaves, object: me, from: your expeditions}, effect: [{draw: 1}]}
      - passive: {instead: {when: {event: goes_to, to: your reserve}, do: [{put: {what: it, to: your hand}}]}}
board:
  phase: afternoon
  players:
    alice: {hand: [recall], expeditions: {hero: [filler, probe]}, mana: 1}
    bob: {}
do:
  - {play: recall, by: alice, targets: [filler]}
choices: [{decision: target, answer: filler}]
expect: {board: {alice.reserve: [filler, recall]}, assumptions: none}
"""
#: Edits of BASE (old text → new text) that the loader rejects for their shape: the schema must reject them too.
BOTH_REJECT = {
    "unknown key in a reaction": ("effect: [{draw: 1}]}", "effect: [{draw: 1}], when: noon}"),
    "unknown trigger event": ("event: leaves", "event: departs"),
    "unknown zone word": ("from: your expeditions", "from: your graveyard"),
    "two verbs in a step": ("[{draw: 1}]}", "[{draw: 1, resupply: 1}]}"),
    "verb that needs an argument": ("[{draw: 1}]}", "[put]}"),
    "unknown passive form": ("passive: {instead:", "passive: {rather:"),
    "unknown scope": ("to: your hand}}]}}", "to: your hand}}], scope: turn}}"),
    "unknown selector option": ("what: it,", "what: {target: character, owner: you},"),
    "string where a count is": ("draw: 1", "draw: one"),
    "unknown do option": ("targets: [filler]}", "targets: [filler], at: once}"),
    "unknown decision": ("decision: target", "decision: aim"),
    "unknown expect key": ("assumptions: none}", "assumptions: none, trace: []}"),
    "card with an unknown type": ("type: character", "type: wizard"),
    "status that does not exist": ("hero: [filler, probe]", "hero: [filler, {card: probe, statuses: [hidden]}]"),
    "from: neither hand nor reserve": ("targets: [filler]}", "targets: [filler], from: deck}"),
    "turns: with play:": ("targets: [filler]}", "targets: [filler], turns: [{by: alice, pass: yes}]}"),
}
#: Edits both accept: French and capitalised words, French verbs, a bare verb.
BOTH_ACCEPT = {
    "French phase": ("phase: afternoon", "phase: après-midi"),
    "capitalised zone phrase": ("from: your expeditions", "from: Your Expeditions"),
    "bare verb": ("[{draw: 1}]}", "[draw]}"),
    "French verb": ("[{draw: 1}]}", "[{piocher: 1}]}"),
    "French verb without accents": ("{put: {what: it, to: your hand}}", "{mettre: {what: it, to: your hand}}"),
    "French status": ("hero: [filler, probe]", "hero: [filler, {card: probe, statuses: [Ancré]}]"),
}


def _case(tmp: Path, edit: tuple[str, str]) -> Path:
    """BASE with one edit, including the packaged core library."""
    old, new = edit
    assert old in BASE, old
    path = tmp / "case.yaml"
    path.write_text(BASE.replace(old, new, 1), encoding="utf-8")
    return path


def test_base_of_the_edits_loads_and_validates(tmp_path: Path) -> None:
    path = _case(tmp_path, ("", ""))
    assert load_scenario(path).actions[0].card == "recall"
    assert schema_errors(read_yaml(path).plain()) == []


@pytest.mark.parametrize("name", BOTH_REJECT)
def test_loader_and_schema_both_reject(name: str, tmp_path: Path) -> None:
    path = _case(tmp_path, BOTH_REJECT[name])
    with pytest.raises(ScenarioError):
        load_scenario(path)
    assert schema_errors(read_yaml(path).plain()), f"the schema accepts: {name}"


@pytest.mark.parametrize("name", BOTH_ACCEPT)
def test_loader_and_schema_both_accept(name: str, tmp_path: Path) -> None:
    path = _case(tmp_path, BOTH_ACCEPT[name])
    load_scenario(path)
    assert schema_errors(read_yaml(path).plain()) == []


def test_judge_schema_prints_the_schema() -> None:
    result = CliRunner().invoke(app, ["schema"])
    assert result.exit_code == 0
    assert result.stdout == schema_text()
    assert json.loads(result.stdout)["$defs"]["decision"]["enum"] == list(G.names(G.DECISION_TERMS))


def test_judge_language_lists_topics_then_prints_one() -> None:
    runner = CliRunner()
    index = runner.invoke(app, ["language"])
    assert index.exit_code == 0
    assert [line.split()[0] for line in index.stdout.splitlines()[2:]] == [t.name for t in G.TOPICS]
    verbs = runner.invoke(app, ["language", "verbs"])
    assert verbs.exit_code == 0
    lines = verbs.stdout.splitlines()
    draw = next(i for i, line in enumerate(lines) if line.strip().startswith("draw "))
    assert "[6.1.c, 6.1.e]" in lines[draw] and "e.g. - draw: 2" in lines[draw + 1]
    assert all(f"  {v.name} " in verbs.stdout for v in G.VERBS)


def test_judge_language_unknown_topic_exits_2_with_the_topics() -> None:
    result = CliRunner().invoke(app, ["language", "spells"])
    assert result.exit_code == 2
    assert "unknown topic 'spells': expected one of keys, cards, board" in result.stderr


def test_plain_resolve_does_not_import_the_reference_or_the_schema() -> None:
    loaded = imported_by()["plain"]  # a fresh process: judge resolve of two bundled scenarios
    assert [m for m in ("judge.scenario.langdoc", "judge.scenario.schema", "jsonschema") if m in loaded] == []


_NOT_GIVEN = object()


def _example_value(term: G.Term) -> object:
    """The value an example gives its key (``- draw: 2`` → 2), or _NOT_GIVEN when it shows the key elsewhere."""
    parsed = yaml.safe_load(term.example)
    if isinstance(parsed, list) and len(parsed) == 1:
        parsed = parsed[0]
    return parsed[term.name] if isinstance(parsed, dict) and term.name in parsed else _NOT_GIVEN


@cache
def _defs() -> Any:
    """The schema's definitions, made once for the tests that validate one key's example against them (only read)."""
    return schema()["$defs"]


KEY_EXAMPLES = [t for t in G.all_terms() if t.value and _example_value(t) is not _NOT_GIVEN]


def test_nearly_every_key_example_gives_its_key_a_value() -> None:
    assert len(KEY_EXAMPLES) >= len([t for t in G.all_terms() if t.value]) - 8


@pytest.mark.parametrize("term", KEY_EXAMPLES, ids=lambda t: t.example[:40])
def test_every_key_example_fits_the_schema_of_its_key(term: G.Term) -> None:
    part = {"$schema": "https://json-schema.org/draft/2020-12/schema", "$defs": _defs(), **value_schema(term.value)}
    assert list(Draft202012Validator(part).iter_errors(_example_value(term))) == []


@pytest.mark.parametrize("term", (*G.ZONE_WORD_TERMS, *G.ZONE_QUALIFIER_TERMS), ids=lambda t: t.name)
def test_zone_examples_are_zone_phrases_for_the_loader_and_the_schema(term: G.Term) -> None:
    from judge.scenario.abilities import zone_phrase
    from judge.scenario.yamlnode import Y

    assert term.name in term.example.split()
    assert zone_phrase(Y(term.example, "x.yaml", 1, 1, "to")) == term.example
    part = {"$defs": _defs(), "$ref": "#/$defs/zone"}
    assert list(Draft202012Validator(part).iter_errors(term.example)) == []
    assert list(Draft202012Validator(part).iter_errors(f"{term.example} graveyard"))


def test_judge_language_help_names_every_topic() -> None:
    result = CliRunner().invoke(app, ["language", "--help"])
    assert result.exit_code == 0
    assert ", ".join(t.name for t in G.TOPICS) in " ".join(result.stdout.replace("│", " ").split())


@pytest.mark.parametrize("topic", G.TOPICS, ids=lambda t: t.name)
def test_judge_language_prints_every_term_of_a_topic(topic: G.Topic) -> None:
    result = CliRunner().invoke(app, ["language", topic.name.upper()])
    assert result.exit_code == 0
    names = [line.split()[0] for line in result.stdout.splitlines() if line.startswith("  ") and
             not line.startswith("   ")]
    assert names == [x.name for _, terms in topic.groups for x in terms]


def test_judge_language_markdown_is_the_reference() -> None:
    result = CliRunner().invoke(app, ["language", "--markdown"])
    assert result.exit_code == 0 and result.stdout == markdown()


_IF_REACTION = """\
scenario: s
rules: seed
include: [judge:core]
cards:
  gate:
    name: Gate
    type: character
    cost: 0
    stats: {forest: 1}
    abilities:
      - reaction:
          trigger: {played: me, from: hand}
          if: {count: {each: character, controller: you}, at_least: 1}
          effect: [STEPS]
board:
  phase: afternoon
  first_player: alice
  players:
    alice: {hand: [gate], deck: 5}
    bob: {deck: 5}
do:
  - {play: gate, by: alice, expedition: hero}
choices: [CHOICES]
"""


@pytest.mark.parametrize(("steps", "choices", "expected"), [
    # "If you don't" on the optional step stays: declined, Alice Resupplies
    ("{draw: 1, optional: yes, if_you_dont: [resupply]}", "{decision: optional, answer: no}", "resupplies"),
    # the die's lines stay: a 6 draws a card
    ("{roll_die: [{results: [4, 5, 6], effect: [draw]}, {results: [1, 2, 3], effect: [resupply]}]}",
     "{decision: die_roll, answer: 6}", "draws"),
])
def test_a_reactions_if_keeps_what_each_step_says(tmp_path: Path, steps: str, choices: str, expected: str) -> None:
    """6.5.c: a reaction's condition makes each of its steps conditional; the rest of each step is kept (it was
    rebuilt without its "If you don't", its die's lines or its modes)."""
    from tests.conftest import resolved_events

    text = _IF_REACTION.replace("STEPS", steps).replace("CHOICES", choices)
    events = resolved_events(tmp_path / "s.yaml", text, ("atomic", "condition"))
    atomic = [t for kind, t in events if kind == "atomic" and "Gate" not in t and "Limbo" not in t]
    assert any(expected in t for t in atomic), events


def test_a_reactions_if_and_a_steps_own_if_are_refused_together(tmp_path: Path) -> None:
    from tests.conftest import refused_in_one_line

    text = _IF_REACTION.replace("STEPS", "{draw: 1, if: {first_player: yes}}").replace("CHOICES", "")
    refused_in_one_line(tmp_path / "s.yaml", text, "if: on the reaction or on its steps, not both")


def test_each_answer_the_reaction_order_term_documents_names_the_reaction(tmp_path: Path) -> None:
    """4.4.b, 4.4.a — the reference says what a ``reaction_order`` answer may be, with an example of each: the label
    and the emblem's key name one of two reactions of one card; its card id names both and is refused."""
    (term,) = [t for t in G.DECISION_TERMS if t.name == "reaction_order"]
    examples = [e.strip('"') for e in re.findall(r'\(answer: ("[^"]*"|[^)\s]+)\)', term.meaning)]
    assert examples == ["sentry", "Twin Chimes (At Noon, recruit)", "reaction-emblem#4"]
    source = (ROOT / "scenarios/rules/4.4.b-two-reactions-of-one-card-in-either-order.yaml").read_text(encoding="utf-8")
    written = 'answer: "Twin Chimes (At Noon, recruit)"'
    assert written in source
    path = tmp_path / "s.yaml"
    for answer in (*examples[1:], examples[1].lower()):
        path.write_text(source.replace(written, f'answer: "{answer}"'), encoding="utf-8")
        result = CliRunner().invoke(app, ["resolve", str(path)])
        assert result.exit_code == 0, (answer, result.output)
        assert "Alice chooses which reaction to play: Reaction-Emblem #4 (Twin Chimes (At Noon, recruit))" in (
            result.stdout), answer
    path.write_text(source.replace(written, "answer: twin-chimes"), encoding="utf-8")
    result = CliRunner().invoke(app, ["resolve", str(path)])
    assert result.exit_code == 2
    assert result.stderr.endswith("— name one by its key, or by a name only it has\n")


@pytest.mark.parametrize(("trigger", "message"), [
    ("{event: daily_effect}", "a reaction \"after [a daily effect]\" (4.2.d) is written {after: rest}"),
    ("{after: dusk}", "a daily effect: first_player_marker, prepare, draw, mana, progress, rest, clean_up"),
    ("{after: rest, to: your reserve}", "unknown key 'to'"),
])
def test_a_reaction_after_a_daily_effect_is_written_after_and_nothing_else(tmp_path: Path, trigger: str,
                                                                          message: str) -> None:
    """4.2.d — a reaction "after [a daily effect]" (4.2.d's remark) is {after: DAILY_EFFECT}: written as an event,
    or after something that is not a daily effect, it is refused, located (exit 2)."""
    from tests.conftest import refused_in_one_line

    refused_in_one_line(tmp_path / "s.yaml", "scenario: s\nrules: seed\ncards:\n  watch:\n    name: Watch\n"
                        "    type: permanent\n    cost: 1\n    abilities:\n      - reaction:\n"
                        f"          trigger: {trigger}\n          effect: [{{draw: 1}}]\n"
                        "board:\n  players:\n    alice: {landmarks: [watch]}\n    bob: {}\n", message)
