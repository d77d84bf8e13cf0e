"""``judge explore`` in words: text and Markdown, English and French, with no internal tuple or hash."""

from __future__ import annotations

import json
import re

from typer.testing import CliRunner

from judge.cli import app
from judge.explore import explore
from judge.render.explore_out import exploration_markdown
from judge.scenario.loader import load_scenario

runner = CliRunner()
TWO = "scenarios/rules/6.2.f-two-replacements-order-matters.yaml"
TOUGH = "scenarios/rules/5.5.d-tough-cost-declined.yaml"
ENGINE_WORDS = ("outcome", "Outcome", "Reserve", "Discard", "hand", "expedition", "modifier", "ends", "empty",
                "Decisions", "modifier_order", "alice")


def _hash_like(text: str) -> list[str]:
    return re.findall(r"\b[0-9a-f]{8,}\b", text)


def test_french_markdown_of_two_replacements_reads_as_a_ruling() -> None:
    """6.2.f: Alice chooses which replacement applies first; Hungry Pit first discards Filler, Keeper of
    Hands first puts it into her Hand. Both outcomes, their decisions and what the choice changes, in French."""
    result = runner.invoke(app, ["explore", TWO, "--format", "markdown", "--lang", "fr"])
    assert result.exit_code == 0, result.output
    text = result.stdout
    body = text[text.index("2 issues distinctes"):]  # after the scenario's own title and question
    assert "(" not in body and "'" not in body and not _hash_like(text), text
    assert [w for w in ENGINE_WORDS if w in text] == [], text
    lines = text.splitlines()
    first = lines.index("## Issue 1 — atteinte par 1 chemin")
    second = lines.index("## Issue 2 — atteinte par 1 chemin")
    changes = lines.index("## Ce que le choix change")
    assert first < second < changes
    one, two = "\n".join(lines[first:second]), "\n".join(lines[second:changes])
    assert "- Bouche-trou finit dans la Défausse d’Alice." in one
    assert "Alice choisit quel modificateur s’applique en premier : Fosse Affamée d’abord" in one
    assert "- Bouche-trou finit dans la Main d’Alice." in two
    assert "Gardien des Mains d’abord, à la place de : Alice met Bouche-trou" in two
    after = lines[changes:]
    discard, hand = after.index("### La Défausse d’Alice"), after.index("### La Main d’Alice")
    assert after[discard + 2:discard + 4] == ["- Issue 1 : Bouche-trou", "- Issue 2 : vide"]
    assert after[hand + 2:hand + 4] == ["- Issue 1 : vide", "- Issue 2 : Bouche-trou"]


def test_english_markdown_names_cards_zones_and_decisions() -> None:
    text = exploration_markdown(explore(load_scenario(TWO)), "en")
    assert "(" not in text and not _hash_like(text) and "filler#" not in text, text
    lines = text.splitlines()
    assert lines[:2] == ["# 6.2.f-two-replacements-order-matters", "2 distinct outcomes"]
    one = lines.index("## Outcome 1 — reached by 1 path")
    assert lines[one + 1:one + 4] == [
        "- Filler ends in Alice's Discard pile.", "- Decisions:",
        "  - Alice chooses which modifier applies first: Hungry Pit first, instead of: Alice puts Filler into "
        "Alice's Reserve"]
    assert lines.index("## Outcome 2 — reached by 1 path") > one
    assert lines[lines.index("### Alice's Hand") + 2:] == ["- Outcome 1: empty", "- Outcome 2: Filler"]


def test_text_shows_exhaustion_in_words_in_both_languages() -> None:
    english = runner.invoke(app, ["explore", TOUGH]).stdout
    assert "  Stubborn Wall, exhausted, ends in Bob's Hero expedition." in english
    assert "  Bob's Hero expedition:\n    Outcome 1: Stubborn Wall, exhausted\n    Outcome 2: Stubborn Wall\n" \
        in english
    french = runner.invoke(app, ["explore", TOUGH, "--lang", "fr"]).stdout
    assert "Mur Têtu, épuisé, finit dans l’Expédition du Héros de Bob." in french
    assert "  L’Expédition du Héros de Bob :\n    Issue 1 : Mur Têtu, épuisé\n    Issue 2 : Mur Têtu\n" in french
    assert not _hash_like(english + french)


def test_the_deck_is_a_count_and_many_outcomes_are_summarised() -> None:
    from judge.render.explore_words import Namer

    unknown = [["unknown-card", "alice", "alice", (), 0, False]] * 10
    result = explore(load_scenario(TWO))
    assert Namer(result, "en").items("alice.deck", unknown) == "10 cards in Alice's Deck"
    assert Namer(result, "fr").items("alice.deck", unknown[:1]) == "1 carte dans le Deck d’Alice"
    clean_up = "scenarios/day/4.2.5.c-clean-up-uses-the-hero-limits.yaml"
    text = runner.invoke(app, ["explore", clean_up, "--show", "2"]).stdout
    assert "unknown-card" not in text and "'alice" not in text
    assert "34 more outcomes" in text and "## " not in text
    assert "  Alice's Reserve: 3 different contents over 36 outcomes:\n    Mountain Guard: in 12 outcomes\n" in text


def test_json_keeps_its_fields_and_lang_changes_nothing_there() -> None:
    plain = runner.invoke(app, ["explore", TWO, "--format", "json"])
    french = runner.invoke(app, ["explore", TWO, "--format", "json", "--lang", "fr"])
    assert plain.exit_code == french.exit_code == 0 and plain.stdout == french.stdout
    data = json.loads(plain.stdout)
    assert list(data) == ["scenario", "complete", "runs", "replays", "events", "decisions_explored", "states_merged",
                          "outcomes", "differences"]
    assert [list(o) for o in data["outcomes"]] == [["digest", "board", "paths", "path_count"]] * 2
    assert all(re.fullmatch(r"[0-9a-f]{16}", o["digest"]) for o in data["outcomes"])
    assert data["differences"] == {"alice.discard": [["filler"], []], "alice.hand": [[], ["filler"]]}


TARGET_SET = "tests/fixtures/explore/by_hand/two-targets-one-occurrence.yaml"


def test_targets_tried_as_a_set_are_said_where_the_paths_are_counted() -> None:
    """5.2.3.b — "two target Characters" among three: three sets, each tried once (not six orders); the output says
    so under the count of outcomes, in English and French and in JSON, and says nothing of it for a scenario whose
    decisions are not targets of one occurrence (two replacements in an order)."""
    said = {}
    for lang in ("en", "fr"):
        result = runner.invoke(app, ["explore", TARGET_SET, "--lang", lang])
        assert result.exit_code == 0, result.output
        lines = result.stdout.splitlines()
        head = next(i for i, line in enumerate(lines) if line.startswith("3 "))
        said[lang] = lines[head + 1]
    assert said["en"].startswith('The targets of one occurrence of "target" are read as a set (5.2.3.b')
    assert said["fr"].startswith("Les cibles d’une même occurrence du mot « cible » sont lues comme un ensemble")
    data = json.loads(runner.invoke(app, ["explore", TARGET_SET, "--format", "json"]).stdout)
    assert data["target_sets_once"] is True and [o["path_count"] for o in data["outcomes"]] == [1, 1, 1]
    other = runner.invoke(app, ["explore", TWO])
    assert "(5.2.3.b" not in other.stdout
    assert "target_sets_once" not in json.loads(runner.invoke(app, ["explore", TWO, "--format", "json"]).stdout)
