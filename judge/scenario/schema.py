"""``judge schema``: the JSON Schema (draft 2020-12) of scenarios and card libraries, built from the grammar.

Every mapping of :mod:`judge.scenario.grammar` becomes an object with ``additionalProperties: false`` and a
description per key; word lists become enums. What the schema cannot say (a card id that exists, a player of
the scenario, an include path inside the project) is checked by the loader only.
"""

from __future__ import annotations

import json
import re
from typing import Any

from judge.scenario import grammar as G
from judge.scenario.grammar import Term, names
from judge.scenario.words import VERB_WORDS

Schema = dict[str, Any]


def _ci(word: str) -> str:
    """A regex matching ``word`` in any case (the loader lower-cases phrases and words)."""
    return "".join(f"[{c}{c.upper()}]" if c.upper() != c else re.escape(c) for c in word)


def _words(words: tuple[str, ...], description: str) -> Schema:
    """Words the loader accepts in any case: an enum for completion, a pattern for the other cases."""
    return {"description": description, "anyOf": [
        {"enum": list(words)}, {"type": "string", "pattern": "^(?:" + "|".join(_ci(w) for w in words) + ")$"}]}


def value_schema(spec: str) -> Schema:
    """A value shorthand of :class:`~judge.scenario.grammar.Term` (``int:1..99|list:object`` …) as a schema."""
    options = [_one(part) for part in spec.split("|")]
    return options[0] if len(options) == 1 else {"anyOf": options}


def _one(spec: str) -> Schema:
    if spec.startswith("list:"):
        return {"type": "array", "items": _one(spec[5:])}
    if spec.startswith("map:"):
        return {"type": "object", "additionalProperties": _one(spec[4:])}
    if spec.startswith("int"):
        out: Schema = {"type": "integer"}
        if ":" in spec:
            low, high = spec[4:].split("..")
            out.update(minimum=int(low), maximum=int(high))
        else:
            out["minimum"] = 0
        return out
    basic: dict[str, Schema] = {"text": {"type": ["string", "number"]}, "bool": {"type": "boolean"},
                                "null": {"type": "null"}, "none": {"const": "none"}, "me": {"const": "me"},
                                "rule_set": {"const": "seed"}, "target": {"const": "target"},
                                "my_expedition": {"const": "my_expedition"},
                                "number_or_x": {"anyOf": [{"type": "integer", "minimum": 0}, {"const": "x"}]},
                                "number_or_selector": {"anyOf": [{"type": "integer", "minimum": 1},
                                                              {"$ref": "#/$defs/selector"}]}}
    return basic.get(spec, {"$ref": f"#/$defs/{spec}"})


def _object(terms: tuple[Term, ...], description: str) -> Schema:
    """A mapping whose keys are ``terms`` (and no other); the terms marked required must be there."""
    props = {}
    for t in terms:
        prop = dict(value_schema(t.value)) if t.value else {}
        rules = f" (rules {', '.join(t.rules)})" if t.rules else ""
        prop = {"description": t.meaning + rules, **prop, "examples": [t.example]} if t.example else {
            "description": t.meaning + rules, **prop}
        props[t.name] = prop
    out: Schema = {"type": "object", "description": description, "properties": props, "additionalProperties": False}
    required = [t.name for t in terms if t.required]
    if required:
        out["required"] = required
    return out


def _one_of_keys(keys: tuple[str, ...]) -> list[Schema]:
    """Exactly one of ``keys`` present."""
    return [{"required": [k]} for k in keys]


def _zone() -> Schema:
    """A zone phrase: zone words and qualifiers, at least one zone word (see ``abilities.zone_phrase``)."""
    zone = "|".join(_ci(w) for w in sorted(names(G.ZONE_WORD_TERMS), key=len, reverse=True))
    word = "|".join(_ci(w) for w in sorted(names(G.ZONE_WORD_TERMS) + names(G.ZONE_QUALIFIER_TERMS), key=len,
                                          reverse=True))
    return {"type": "string", "description": "A zone phrase such as 'your reserve', 'a reserve', "
                                             "\"opponent's hand\", 'your hero expedition'.",
            "pattern": rf"^\s*(?:(?:{word})\s+)*(?:{zone})(?:\s+(?:{word}))*\s*$",
            "examples": ["your reserve", "a reserve", "opponent's hand", "your expeditions"]}


def _step() -> Schema:
    """A step: a verb alone, or a mapping with one verb (or step form) and flags."""
    mapping = _in_french(_object(G.VERBS + G.STEP_FORMS + G.STEP_FLAGS_TERMS,
                                 "One step: a verb or a step form, with flags."))
    body = (*_french(names(G.VERBS)), *names(G.STEP_FORMS))
    mapping["oneOf"] = _one_of_keys(body)
    flags = names(G.STEP_FLAGS_TERMS)
    mapping["allOf"] = [{"if": {"required": [form]},
                         "then": {"not": {"anyOf": [{"required": [f]} for f in flags if f not in allowed]}}}
                        for form, allowed in G.FORM_FLAGS.items()]
    return {"description": "A step (6.1.c).", "anyOf": [{"enum": _french(G.BARE_VERBS)}, mapping]}


def _verb_item() -> Schema:
    """A cost or modifier verb: a verb name alone, or a mapping with exactly one verb."""
    mapping = _in_french(_object(G.VERBS, "One verb with its argument."))
    mapping.update(minProperties=1, maxProperties=1)
    return {"anyOf": [{"enum": _french(G.BARE_VERBS)}, mapping]}


def _french(verbs: tuple[str, ...]) -> list[str]:
    """``verbs`` and every other spelling the loader accepts for them (French infinitives, with or without
    accents: :data:`judge.scenario.words.VERB_WORDS`)."""
    return [*verbs, *(word for word, english in VERB_WORDS.items() if english in verbs and word not in verbs)]


def _in_french(mapping: Schema) -> Schema:
    """A mapping of verbs that also takes each verb under its other spellings (see :func:`_french`)."""
    props = mapping["properties"]
    for word, english in VERB_WORDS.items():
        if english in props and word not in props:
            props[word] = {**props[english], "description": f"{english}, in French. {props[english]['description']}"}
    return mapping


def _selector() -> Schema:
    mapping = _object(G.SELECTOR_KIND_TERMS + G.SELECTOR_OPTIONS, "A selector mapping: one kind and options.")
    mapping["oneOf"] = _one_of_keys(names(G.SELECTOR_KIND_TERMS))
    return {"description": "A pronoun (me, you, opponent, it) or a selector mapping (7.2, 5.2.3.b).",
            "anyOf": [{"enum": list(names(G.PRONOUN_TERMS))}, mapping]}


def _ability() -> Schema:
    out = _object(G.ABILITY, "One ability: reaction, quick_action, passive or support (1.2.4.c).")
    out.update(minProperties=1, maxProperties=1)
    return out


def _passive() -> Schema:
    out = _object(G.PASSIVE, "A passive ability: a modifier, a cannot, or a keyword.")
    out["anyOf"] = _one_of_keys(tuple(n for n in names(G.PASSIVE) if n != "label"))
    return out


def _cannot() -> Schema:
    out = _object((*G.PATTERN, G.CANNOT_TRIGGER), "What cannot happen (1.4.1.a): only the keys its event uses.")
    other = [e for e in names(G.EVENT_TERMS) if e not in G.CANNOT_KEYS]
    out["allOf"] = [{"if": {"properties": {"event": {"const": e}}},
                     "then": {"propertyNames": {"enum": list(keys)}}} for e, keys in G.CANNOT_KEYS.items()]
    if other:
        out["allOf"].append({"if": {"properties": {"event": {"enum": other}}},
                             "then": {"propertyNames": {"enum": list(G.CANNOT_OTHER_KEYS)}}})
    return out


def _expect_board() -> Schema:
    item = {"anyOf": [{"type": ["string", "number"]},
                      _object(G.EXPECT_BOARD_OBJECT, "A card with its state.")]}
    return {"type": "object", "description": "The board at the end: PLAYER.ZONE: [cards], PLAYER.mana: N ready "
                                             "orbs or {orbs:, exhausted:}, PLAYER.deck: N or [cards from the top], "
                                             "markers: {EXPEDITION: region}.",
            "properties": {"markers": {"type": "object", "additionalProperties": {"type": "integer", "minimum": 0}}},
            "patternProperties": {
                r"\.mana$": {"anyOf": [{"type": "integer", "minimum": 0, "maximum": 50}, {"$ref": "#/$defs/mana"}]},
                r"\.deck$": {"anyOf": [{"type": "integer", "minimum": 0, "maximum": 200},
                                       {"type": "array", "items": {"type": ["string", "number"]}}]},
                r"^(?!markers$)(?!.*\.mana$)(?!.*\.deck$)": {"type": "array", "items": item}},
            "examples": [{"alice.hand": ["filler"], "alice.deck": 3}]}


def _trigger() -> Schema:
    return {"description": "A reaction's trigger: {at: PHASE}, {played: me, from:} or an event pattern (6.3.a).",
            "anyOf": [{**_object(G.AT_FORM, "At the beginning of a phase (if: tested then)."), "required": ["at"]},
                      {**_object(G.AFTER_FORM, "After a daily effect (4.2.d)."), "required": ["after"]},
                      {**_object(G.PLAYED_FORM, "When this card is played."), "required": ["played"]},
                      {**_object(G.EVENT_TRIGGER, "An event pattern, with an optional trigger condition (4.4.a)."),
                       "required": ["event"]}]}


def _choice() -> Schema:
    return {"description": "An answer, or {decision: KIND, answer: …}.",
            "anyOf": [{"$ref": "#/$defs/answer"}, _object(G.CHOICE, "A checked answer.")]}


def _definitions() -> dict[str, Schema]:
    player = _object(G.PLAYER, "A player's zones.")
    turn = _object(G.TURN, "A scripted Afternoon turn (4.2.3.c).")
    turn["not"] = {"required": ["play", "pass"]}
    action = _object(G.DO_KIND_TERMS + G.DO_OPTIONS, "One action and its options.")
    action["oneOf"] = _one_of_keys(names(G.DO_KIND_TERMS))
    action["if"] = {"required": ["turns"]}  # turns: only with run: or start_phase:
    action["then"] = {"anyOf": [{"required": ["run"]}, {"required": ["start_phase"]}]}
    modes = {"type": "array", "minItems": 2, "items": {"anyOf": [{"$ref": "#/$defs/steps"}, {"$ref": "#/$defs/step"}]}}
    return {
        "card": _object(G.CARD, "A card definition."),
        "card_type": {"enum": list(G.CARD_TYPES), "description": "The card's type (2.2.1.a)."},
        "cost": _object(G.COST, "A cost by origin."),
        "stats": _object(G.TERRAIN_TERMS, "Statistics by terrain."),
        "limits": _object(G.LIMITS, "A hero's limits."),
        "terrain": {"enum": list(names(G.TERRAIN_TERMS))},
        "board": _object(G.BOARD, "The board when the scenario starts."),
        "players": {"type": "object", "description": "The two players by name.", "minProperties": 2,
                    "maxProperties": 2, "additionalProperties": {"anyOf": [{"type": "null"}, player]}},
        "player": player,
        "expeditions": _object(G.EXPEDITIONS, "The two expeditions."),
        "mana": _object(G.MANA, "Mana Orbs."),
        "object": {"description": "A card id, or a card with its state.",
                   "anyOf": [{"type": ["string", "number"]}, _object(G.OBJECT, "A card with its state.")]},
        "region": _object(G.REGION, "A region of the adventure."),
        "action": action,
        "run": _object(G.RUN, "Play the day on."),
        "until": _words((*G.PHASE_WORDS, "end_of_day"), "A phase, or end_of_day."),
        "turn": turn,
        "quick": {"anyOf": [{"type": ["string", "number"]}, _object(G.QUICK, "A quick action.")]},
        "origin": {"enum": list(G.ORIGINS), "description": "Where a card is played from."},
        "played_from": {"enum": list(G.PLAYED_FROM)},
        "phase": _words(tuple(G.PHASE_WORDS), "A phase, in English or French."),
        "status": _words(tuple(G.STATUS_WORDS), "A status, in English or French."),
        "faction": _words(tuple(G.FACTION_WORDS), "A faction (2.2.8.a) by its name or code; neutral, neutre or ne: "
                          "none (2.2.8.b)."),
        "zone": _zone(),
        "controller": {"enum": list(G.CONTROLLERS)},
        "scope": {"enum": list(G.SCOPES)},
        "event": {"enum": list(names(G.EVENT_TERMS)), "description": "An event (6.3.b)."},
        "trigger_event": {"enum": [e for e in names(G.EVENT_TERMS) if e != "activates"],
                          "description": "A trigger's event (7.3.1.e)."},
        "decision": {"enum": list(names(G.DECISION_TERMS)), "description": "A decision's kind."},
        "answer": {"type": ["string", "number", "boolean"], "description": "An option key, a number, yes or no."},
        "choice": _choice(),
        "ability": _ability(),
        "reaction": _object(G.REACTION, "A reaction (6.3.a)."),
        "quick_ability": _object(G.QUICK_ABILITY, "A quick action (1.2.4.c)."),
        "passive": _passive(),
        "modifier": _object(G.MODIFIER, "A modifier (6.2.a)."),
        "grant": _object(G.GRANT, "A keyword given to other objects (1.2.4.b)."),
        "costs_less": _object(G.COSTS_LESS, "A cost change (5.1.2.d)."),
        "reserve_limit": _object(G.RESERVE_LIMIT, "More objects kept in Reserve at Clean-up (4.2.5.c)."),
        "first_card": _object(G.FIRST_CARD, "The first card of a type played each phase gains boosts (1.2.4.c)."),
        "stat_change": _object(G.STATS, "A change of statistics (1.2.4.c)."),
        "defender_lifted": _object(G.DEFENDER_LIFTED, "Defenders do not prevent its expedition (1.4.2.a)."),
        "keyword_if": _object(G.KEYWORD_IF, "A keyword had while a condition holds (1.2.4.b)."),
        "tough_x": {"enum": list(G.TOUGH_X), "description": "What the X of Tough X counts (7.4.5.c)."},
        "region_kind": {"enum": list(G.REGION_KINDS), "description": "Which face-up regions are counted (2.2.1.e)."},
        "stat_add": _object(G.STAT_ADD, "Statistic changes by terrain (1.3.2.e)."),
        "cannot": _cannot(),
        "trigger": _trigger(),
        "pattern": _object(G.PATTERN, "An event pattern (6.3.b)."),
        "condition": {"anyOf": [_object(G.CONDITION, "A condition (6.5.c)."), {"$ref": "#/$defs/selector"}]},
        "x_value": _object(G.X_VALUE, "The bound of an X (5.1.2.b)."),
        "costs_more": _object(G.COSTS_MORE, "A quick action that costs more (1.2.4.d)."),
        "choose_up_to": _object(G.CHOOSE_UP_TO, "Up to N different modes (5.2.3.c)."),
        "steps": {"type": "array", "items": {"$ref": "#/$defs/step"}, "description": "A list of steps (6.1.c)."},
        "step": _step(),
        "modes": modes,
        "may_pay": _object(G.MAY_PAY, "An internal action (6.5.g)."),
        "die": {"type": "array", "minItems": 1, "items": _object(G.DIE_LINE, "One line of results (6.5.c).")},
        "verbs": {"anyOf": [{"type": "array", "items": _verb_item()}, _verb_item()]},
        "selector": _selector(),
        **{form: _object(terms, f"The argument of {form}.") for form, terms in G.VERB_ARGS.items()},
        "expect": _object(G.EXPECT, "What the rules say must happen."),
        "event_match": _object(G.EVENT_MATCH, "An event pattern of expect:."),
        "assumption": _object(G.ASSUMPTION, "A decision left open."),
        "illegal": _object(G.ILLEGAL, "The refused action."),
        "rule_ids": {"type": "array", "minItems": 1, "items": {"type": ["string", "number"]}},
        "expect_board": _expect_board(),
    }


def schema() -> Schema:
    """The JSON Schema of a scenario or a card library file."""
    root = _object(G.TOP, "An Altered Judge scenario, or a card library (only include: and cards:).")
    root["anyOf"] = [{"required": ["board"]}, {"propertyNames": {"enum": list(names(G.LIBRARY))}}]
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", "title": "Altered Judge scenario", **root,
            "$defs": _definitions()}


def schema_text() -> str:
    """The schema as ``judge schema`` prints it (sorted keys, two-space indent, final newline)."""
    return json.dumps(schema(), indent=2, sort_keys=True, ensure_ascii=False) + "\n"
