"""The event patterns of ``expect:`` (``events:``, ``never:``) and the cards of ``activations:``, read when the scenario
loads: every field checked against what exists, so that a misspelt pattern is an error, never a test that cannot fail.

A pattern names a kind of event (:class:`judge.events.EventKind`, or another name of the design documents: ``atomic
action``, ``modifier applied``, ``emblem created``, ``reaction``; ``illegal``: the refusal of an illegal declaration),
an atomic action (a verb's name, or one of the engine's own), a decision's kind, a player, cards of the scenario.
:func:`read_pattern` gives the pattern as :func:`judge.expect.event_matches` compares it: ``kind`` as the kinds it
matches, ``action`` and ``decision`` by their names.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from judge.errors import ScenarioError
from judge.model.cards import MANA_ORB
from judge.scenario import grammar as G
from judge.scenario.words import did_you_mean, verb_name
from judge.scenario.yamlnode import Y

EVENT_KEYS = G.names(G.EVENT_MATCH)
EVENT_KINDS = G.names(G.EVENT_KIND_TERMS)
KIND_ALIASES = G.names(G.EVENT_KIND_ALIASES)
DECISION_KINDS = G.names(G.DECISION_TERMS)
#: Objects a board has besides its cards': Mana Orbs and Reaction-Emblems (made by the engine).
ENGINE_OBJECTS = (MANA_ORB, "reaction-emblem")
#: 6.3.f — a reaction is activated at most 100 times a day; ``never:`` may name the 101st, which the cap forbids.
CAP = 100
#: ``kind: illegal`` is read with these fields only (what the refusal has: the rules it cites, its words).
ILLEGAL_FIELDS = ("kind", "rules", "text")


@dataclass(frozen=True)
class Known:
    """What a pattern may name: the board's players and the scenario's card ids (its cards, its libraries', tokens
    included)."""

    players: tuple[str, ...]
    cards: frozenset[str]


def spelled(word: str) -> str:
    """A name as the language spells it: any case, spaces or hyphens for underscores (``Reaction activated``,
    ``daily-effect``)."""
    return "_".join(word.strip().lower().replace("-", " ").replace("_", " ").split())


def event_kinds(node: Y) -> tuple[str, ...]:
    """The kinds of event ``kind:`` matches: an event kind, or the kinds another name stands for."""
    word = node.as_str("an event kind")
    name = spelled(word)
    if name in EVENT_KINDS:
        return (name,)
    if name in G.KIND_ALIAS_KINDS:
        return G.KIND_ALIAS_KINDS[name]
    raise node.error(f"an event kind: {', '.join(EVENT_KINDS)} (or {', '.join(KIND_ALIASES)})",
                     f"'{word}'{did_you_mean(name, (*EVENT_KINDS, *KIND_ALIASES))}")


def action_name(node: Y) -> str:
    """6.1.e — an atomic action's name as events carry it: a verb of the language (in English or French) or one of
    the engine's own (prepare, rest …)."""
    word = node.as_str("an atomic action")
    name = verb_name(spelled(word)) or verb_name(word) or spelled(word)
    if name in G.ATOMIC_ACTIONS:
        return name
    if name in G.VERBS_WITHOUT_ACTION:
        raise node.error(f"an atomic action's name: {name} makes none of its own (draw_it draws: action: draw; "
                         "sabotage and discard_me discard: action: discard, objects: naming the card; rush plays a "
                         "card: action: play or to_limbo)", f"'{word}'")
    raise node.error("an atomic action: " + ", ".join(G.ATOMIC_ACTIONS),
                     f"'{word}'{did_you_mean(name, G.ATOMIC_ACTIONS)}")


def decision_kind(node: Y) -> str:
    """6.1.g — a decision's kind, any case, spaces or hyphens for underscores."""
    word = node.as_str("a decision kind")
    name = spelled(word)
    if name not in DECISION_KINDS:
        raise node.error("a decision kind: " + ", ".join(DECISION_KINDS),
                         f"'{word}'{did_you_mean(name, DECISION_KINDS)}")
    return name


def card_id(node: Y, known: Known, what: str = "a card id") -> str:
    """A card id of the scenario (or a handle ``card#N``: one object of that card)."""
    word = node.as_str(what)
    card, hashed, number = word.partition("#")
    if card in known.cards or card in ENGINE_OBJECTS:
        if not hashed or (number.isdigit() and int(number) > 0):
            return word
        raise node.error(f"{what} or a handle such as {card}#2", f"'{word}'")
    raise node.error(f"{what} of the scenario's cards or its libraries (or a handle such as filler#2)",
                     f"unknown card '{word}'{did_you_mean(card, sorted(known.cards))}")


def rule_id(node: Y) -> str:
    """A rule id of the rules index (the engine cites no other: a pattern naming another matches nothing)."""
    import rules_index  # here: only a pattern with rules: needs it

    word = node.as_str("a rule id")
    cited = as_cited(word)
    if cited is None:
        suggestions = rules_index.load().suggest(word, 4)
        near = f" (did you mean {', '.join(suggestions)}?)" if suggestions else ""
        raise node.error("a rule id of the rules index (judge rule ID)", f"unknown rule id '{word}'{near}")
    return cited


_ITEM = re.compile(r"^(?P<rule>.+\.[a-z]\*?)\.\d+$")


def as_cited(word: str) -> str | None:
    """A rule id as the engine cites it, written as a person may: any case, the star of a starred rule left out
    (1.3.2.d for 1.3.2.d*), or an item of a rule's numbered list (4.4.a.2 is cited as 4.4.a); None when the rules
    index has no such rule."""
    import rules_index  # here: only a pattern with rules: needs it

    rule = word.strip().lower()
    item = _ITEM.match(rule)
    candidates = [rule, rule + "*"]
    if item:
        candidates += [item["rule"], item["rule"] + "*"]
    for candidate in candidates:
        if rules_index.exists(candidate):
            return candidate
    return None


def answer_word(node: Y) -> str:
    """One answer: an option key, a number, or yes / no."""
    if isinstance(node.value, bool):
        return "yes" if node.value else "no"
    return node.as_str("an answer (an option key, a number, yes or no)")


def read_pattern(node: Y, known: Known, never: bool = False) -> dict[str, Any]:
    """An event pattern as it is compared with events, each field checked (``never``: a pattern of ``never:``).

    A field that only some kinds of event carry (``action``, ``decision``, ``answer``, ``count``) with a ``kind``
    that has none is refused: such a pattern matches nothing."""
    fields = node.as_map(EVENT_KEYS, "an event pattern such as {kind: step, rules: [6.1.c]}")
    out: dict[str, Any] = {}
    for name, value in fields.items():
        if name == "kind":
            out[name] = event_kinds(value)
        elif name == "rules":
            out[name] = [rule_id(rule) for rule in value.as_list("a list of rule ids")]
        elif name == "objects":
            out[name] = [card_id(item, known) for item in value.as_list("a list of card ids")]
        elif name == "action":
            out[name] = action_name(value)
        elif name == "decision":
            out[name] = decision_kind(value)
        elif name == "actor":
            out[name] = value.as_str("a player").strip().lower()  # Alice is alice, as the trace names her
            if out[name] not in known.players:
                raise value.error("a player of this scenario: " + ", ".join(known.players),
                                  f"'{out[name]}'{did_you_mean(out[name], known.players)}")
        elif name == "count":
            out[name] = value.as_int("a count (which activation today, 6.3.f, or the N-th such event)", 1,
                                     CAP + 1 if never else CAP)
        elif name == "answer":
            out[name] = [answer_word(w) for w in value.as_list()] if value.is_list() else answer_word(value)
        else:
            out[name] = value.as_str(f"a {name} (a word or a number)")
    kinds = out.get("kind")
    if kinds == (G.ILLEGAL_KIND,):
        for name in fields:
            if name not in ILLEGAL_FIELDS:
                raise _field_error(fields[name], name, "kind: illegal (the refusal of an illegal declaration) "
                                                       "with rules: and text: only")
    elif kinds is not None:
        for name, carried_by in G.FIELD_KINDS.items():
            if name in fields and not set(kinds) & set(carried_by):
                raise _field_error(fields[name], name, f"{name}: on an event of kind {' or '.join(carried_by)} "
                                                       f"(an event of kind {' or '.join(kinds)} has no {name})")
    return out


def _field_error(node: Y, name: str, expected: str) -> ScenarioError:
    return ScenarioError(node.file, node.kline or node.line, node.kcol or node.col, node.path, expected,
                         f"'{name}: {node.plain()}'")


def check_activations(node: Y, known: Known) -> None:
    """``activations: {card: count}``: each card one of the scenario's, each count a number."""
    for card, value in node.as_map(None, "a mapping of card: count").items():
        if card not in known.cards:
            raise ScenarioError(value.file, value.kline or value.line, value.kcol or value.col, value.path,
                                "a card id of the scenario's cards or its libraries",
                                f"unknown card '{card}'{did_you_mean(card, sorted(known.cards))}")
        value.as_int("a number of activations", maximum=10_000)
