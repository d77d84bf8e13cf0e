"""A scenario's ``expect:`` block: what a resolution must show, checked against it.

``events`` is an ordered subsequence of the trace; ``never`` lists events that must
not occur; ``board`` gives zones' contents (card ids, order ignored); ``activations``
gives how many times a card's reactions were activated during the resolution;
``assumptions`` is ``none`` (every decision scripted) or the decisions left open, in order,
with the default each took; ``illegal`` says the scripted action is one the rules forbid:
the resolution must stop there with an error citing those rules. Each mismatch is
reported with where it should have been and the rules involved.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from judge.engine.decisions import Answer, Decision
from judge.errors import IllegalPlay, JudgeError
from judge.model.board import board_data
from judge.resolve import Resolution, resolve_until_stopped
from judge.scenario import patterns
from judge.scenario.abilities import STATUS_WORDS
from judge.scenario.grammar import ILLEGAL_KIND
from judge.scenario.loader import ASSUMPTION_KEYS, EXPECT_KEYS, ILLEGAL_KEYS, Scenario
from judge.scenario.yamlnode import Y
from judge.trace import Event


@dataclass(frozen=True)
class Mismatch:
    """One thing the resolution did not show: where the expectation is, what is wrong, the trace near it."""

    where: str
    message: str
    context: tuple[str, ...] = ()

    def __str__(self) -> str:
        return f"{self.where}: {self.message}"

    def report(self) -> str:
        """The message with the trace around the place it concerns (a judge's diff)."""
        return "\n".join([str(self), *(f"    {line}" for line in self.context)])


def _line(event: Event) -> str:
    return f"e{event.seq} [{event.kind}] {event.en}  [{', '.join(event.rules)}]"


CONTEXT = 6


def event_matches(event: Event, want: dict[str, Any]) -> bool:
    """Whether ``event`` has every property the expectation names (``want`` as
    :func:`judge.scenario.patterns.read_pattern` reads it: ``kind`` the kinds it matches)."""
    for key, value in want.items():
        if key == "kind" and event.kind not in value:
            return False
        if key == "rules" and not set(map(str, value)) <= set(event.rules):
            return False
        if key == "decision" and event.attr(key) != str(value):
            return False
        if key == "action" and event.attr(key) not in _actions_named(str(value)):
            return False
        if key == "count" and ordinal(want) is None and event.attr(key) != str(value):
            return False
        if key == "answer" and not _answer_names(event.attr(key) or "", value):
            return False
        if key == "actor" and event.actor != value:
            return False
        if key == "text" and str(value).lower() not in event.en.lower():
            return False
        if key == "objects":
            cards = Counter(ref.split("#")[0] for ref in event.objects)
            named = [str(v) for v in value]
            if any(cards[c] < n for c, n in Counter(v for v in named if "#" not in v).items()):
                return False
            if any(v not in event.objects for v in named if "#" in v):  # a handle names that object
                return False
        if key == "source":
            label = " ".join((event.attr("source") or "").lower().replace("-", " ").split())
            wanted = str(value).lower()
            if " ".join(wanted.replace("-", " ").split()) not in label and event.attr("source_card") != wanted:
                return False
    return True


def ordinal(want: dict[str, Any]) -> int | None:
    """The N of a pattern's ``count:`` read as "the N-th event the rest of the pattern matches": on a pattern whose
    kinds are not reaction_activated (that kind's events carry their activation's number, 6.3.f, which ``count:``
    names); None when there is no such count."""
    kinds = want.get("kind")
    if "count" in want and kinds is not None and "reaction_activated" not in kinds:
        return int(want["count"])
    return None


def find_event(events: list[Event], want: dict[str, Any], start: int = 0) -> int | None:
    """The index of the first event from ``start`` that ``want`` matches (with an ordinal ``count:``, the N-th of the
    whole trace, if it is not before ``start``), or None."""
    nth = ordinal(want)
    if nth is None:
        return next((i for i in range(start, len(events)) if event_matches(events[i], want)), None)
    rest = {k: v for k, v in want.items() if k != "count"}
    seen = 0
    for i, event in enumerate(events):
        if event_matches(event, rest):
            seen += 1
            if seen == nth:
                return i if i >= start else None
    return None


def _actions_named(action: str) -> tuple[str, ...]:
    """6.1.e — the atomic actions an ``action:`` names: its own, and for a verb its cost form on the object itself
    (``exhaust`` names ``exhaust_me`` too: the object is exhausted all the same)."""
    return (action, action + "_me")


def _answer_names(given: str, value: object) -> bool:
    """Whether a decision's answer (option keys joined by commas) is the one written: the same words a scripted
    answer takes (an option key, a card id, the last part of a key such as companion; yes / no unquoted), one per
    key, in order, for a list."""
    keys = given.split(",") if given else []
    wanted = [_word(w) for w in (value if isinstance(value, list) else [value])]
    return len(keys) == len(wanted) and all(_names(k, w) for k, w in zip(keys, wanted, strict=True))


def expects_illegal(expect: Y | None) -> bool:
    """Whether an ``expect:`` block says the scripted action is illegal (``illegal:``)."""
    return expect is not None and expect.is_map() and "illegal" in expect.as_map(EXPECT_KEYS)


def names_illegal(expect: Y | None) -> bool:
    """Whether an event pattern of an ``expect:`` block is ``kind: illegal`` (any spelling): the refusal of an
    illegal declaration is then checked as the patterns say, not an error of the run."""
    if expect is None or not expect.is_map():
        return False
    spec = expect.as_map(EXPECT_KEYS)
    items = [i for key in ("events", "never") if key in spec for i in spec[key].as_list()]
    return any(i.is_map() and "kind" in i.as_map() and isinstance(i.as_map()["kind"].value, str)
               and patterns.spelled(i.as_map()["kind"].value) == ILLEGAL_KIND for i in items)


def illegal_matches(stopped: JudgeError | None, want: dict[str, Any]) -> bool:
    """5.1.2.c — whether the resolution was stopped by an illegal declaration (the refusal ``expect: illegal:``
    checks) citing the rules and saying the words ``want`` names (``kind: illegal``)."""
    if not isinstance(stopped, IllegalPlay):
        return False
    if "rules" in want and not set(map(str, want["rules"])) <= set(stopped.rules):
        return False
    return "text" not in want or str(want["text"]).lower() in str(stopped).lower()


def expects_assumptions(expect: Y | None) -> bool:
    """Whether an ``expect:`` block lists the decisions left open (then they are not an error)."""
    if expect is None or not expect.is_map():
        return False
    spec = expect.as_map(EXPECT_KEYS)
    return "assumptions" in spec and spec["assumptions"].is_list()


def resolve_as_ruling(scenario: Scenario, strict: bool | None = None) -> tuple[Resolution, JudgeError | None]:
    """Resolve a scenario as its ``expect:`` block reads it: strictly (unless ``strict`` says otherwise),
    but not when it lists the assumptions it expects; and an error met while doing ``do:`` is returned (with
    the resolution up to it) only when the block says the action is ``illegal:`` (any other error is raised,
    as by ``resolve``)."""
    strict = not expects_assumptions(scenario.expect) if strict is None else strict
    result, stopped = resolve_until_stopped(scenario, strict=strict)
    if stopped is not None and not expects_illegal(scenario.expect) and not (
            isinstance(stopped, IllegalPlay) and names_illegal(scenario.expect)):
        raise stopped
    return result, stopped


def check(res: Resolution, expect: Y, stopped: JudgeError | None = None) -> list[Mismatch]:
    """Every mismatch between the resolution and ``expect`` (an empty list: it holds).

    ``stopped``: the error that stopped the resolution, if one did (``res`` is then what came before it).
    """
    spec = expect.as_map(EXPECT_KEYS)
    problems: list[Mismatch] = []
    if "illegal" in spec:
        problems += _check_illegal(res, spec["illegal"], stopped)
    events = list(res.trace)
    known = patterns.Known(tuple(res.scenario.players), frozenset(res.scenario.cards))
    if "events" in spec:
        at = 0
        for node in spec["events"].as_list():
            want = patterns.read_pattern(node, known)
            plain = node.plain()
            if want.get("kind") == (ILLEGAL_KIND,):  # the refusal that stopped the resolution, after its last event
                found = len(events) if illegal_matches(stopped, want) else None
            else:
                found = find_event(events, want, at)
            if found is None:
                near = events[at - 1] if at else None
                after = f" after e{near.seq} ({near.en})" if near else ""
                rules = f" (rules {', '.join(map(str, plain['rules']))})" if "rules" in plain else ""
                window = events[max(0, at - 2): at + CONTEXT]
                problems.append(Mismatch(_where(node), f"expected event {plain} not found{after}{rules}; "
                                         f"the trace there:", tuple(_line(e) for e in window)))
                break
            at = found + 1
    for node in spec["never"].as_list() if "never" in spec else []:
        want = patterns.read_pattern(node, known, never=True)
        plain = node.plain()
        if want.get("kind") == (ILLEGAL_KIND,):
            if illegal_matches(stopped, want):
                problems.append(Mismatch(_where(node), f"event {plain} must not occur, found: the resolution "
                                                       f"stopped: {stopped}"))
            continue
        index = find_event(events, want)
        hit = events[index] if index is not None else None
        if hit is not None:
            problems.append(Mismatch(_where(node), f"event {plain} must not occur, found e{hit.seq}: {hit.en} "
                                                    f"[{', '.join(hit.rules)}]", (_line(hit),)))
    if "board" in spec:
        problems += _check_board(res, spec["board"])
    if "activations" in spec:
        counts: Counter[str] = Counter(e.attr("source_card") or "" for e in res.trace
                                       if e.kind == "reaction_activated")
        for card, node in spec["activations"].as_map().items():
            if counts[card] != node.value:
                problems.append(Mismatch(_where(node), f"expected {node.value} activations of {card}, "
                                                        f"found {counts[card]}"))
    if "assumptions" in spec and spec["assumptions"].is_list():
        problems += _check_assumptions(res.assumptions, spec["assumptions"])
    elif "assumptions" in spec and res.assumptions:
        decision = res.assumptions[0][0]
        problems.append(Mismatch(_where(spec["assumptions"]), f"expected no assumption, found: {decision.en}"))
    return problems


def _check_illegal(res: Resolution, node: Y, stopped: JudgeError | None) -> list[Mismatch]:
    """5.1.2.c — the scripted action must be refused: the resolution stops with an error citing ``rules``."""
    want = node.as_map(ILLEGAL_KEYS)
    rules = [str(r) for r in want["rules"].plain()] if "rules" in want else []
    text = str(want["text"].plain()) if "text" in want else ""
    if stopped is None:
        return [Mismatch(_where(node), f"expected an illegal action (rules {', '.join(rules)}) to stop the "
                                       f"resolution, but it resolved to the end ({len(res.trace)} events)")]
    problems = []
    cited = stopped.rules
    if not cited:
        problems.append(Mismatch(_where(node), f"the resolution stopped with an error that cites no rule: {stopped}"))
    elif missing := [r for r in rules if (patterns.as_cited(r) or r) not in cited]:
        problems.append(Mismatch(_where(node), f"the illegal action cites {', '.join(cited)}, not "
                                               f"{', '.join(missing)}: {stopped}"))
    if text.lower() not in str(stopped).lower():
        problems.append(Mismatch(_where(want["text"]), f"the error does not say '{text}': {stopped}"))
    return problems


def _check_assumptions(assumed: list[tuple[Decision, Answer]], node: Y) -> list[Mismatch]:
    """The decisions left open, in order: each one's kind, default answer, rules and chooser as listed."""
    items = node.as_list()
    problems = []
    for index, item in enumerate(items):
        want = {k: v.plain() for k, v in item.as_map(ASSUMPTION_KEYS).items()}
        if index >= len(assumed):
            problems.append(Mismatch(_where(item), f"expected assumption {index + 1} {want}, found only "
                                                   f"{len(assumed)} decision(s) left open"))
            break
        decision, answer = assumed[index]
        if not _assumption_matches(decision, answer, want):
            problems.append(Mismatch(_where(item), f"expected assumption {index + 1} {want}, found: "
                                                   f"{_assumed(decision, answer)}"))
    if len(assumed) > len(items):
        extra = [_assumed(d, a) for d, a in assumed[len(items):]]
        problems.append(Mismatch(_where(node), f"expected {len(items)} decision(s) left open, found "
                                               f"{len(assumed)}; not listed: " + "; ".join(extra)))
    return problems


def _assumption_matches(decision: Decision, answer: Answer, want: dict[str, Any]) -> bool:
    if "decision" in want and decision.kind != patterns.spelled(str(want["decision"])):
        return False
    if "chooser" in want and decision.chooser != want["chooser"]:
        return False
    if "rules" in want and not set(map(str, want["rules"])) <= set(decision.rules):
        return False
    if "answer" in want:
        wanted = want["answer"] if isinstance(want["answer"], list) else [want["answer"]]
        if len(wanted) != len(answer.keys) or not all(
                any(_names(key, _word(w)) for key in answer.keys) for w in wanted):
            return False
    return True


def _word(value: object) -> str:
    """An answer as written: YAML's yes / no are booleans."""
    return ("yes" if value else "no") if isinstance(value, bool) else str(value)


def _names(key: str, wanted: str) -> bool:
    """Whether an answer written in a scenario names this option: its key, its card id, its last part."""
    key_l, wanted_l = key.lower(), wanted.strip().lower()
    return key_l == wanted_l or key_l.split("#")[0] == wanted_l or key_l.endswith("." + wanted_l)


def _assumed(decision: Decision, answer: Answer) -> str:
    return (f"{decision.kind} by {decision.chooser} → {', '.join(answer.keys)} [{', '.join(decision.rules)}] "
            f"({decision.en})")


def _check_board(res: Resolution, node: Y) -> list[Mismatch]:
    data = board_data(res.state)
    problems = []
    for key, want in node.as_map().items():
        if key == "markers":
            for exp, pos in want.as_map().items():
                if res.state.markers.get(exp) != pos.value:
                    problems.append(Mismatch(_where(pos), f"marker {exp}: expected region {pos.value}, "
                                                          f"found {res.state.markers.get(exp)}"))
            continue
        player, _, zone = key.partition(".")
        zone = zone.replace("expeditions.", "")
        zones = data["players"].get(player)
        if zones is None or zone not in zones:
            problems.append(Mismatch(_where(want), f"no zone '{key}'"))
            continue
        have = zones[zone]
        if zone == "deck" and isinstance(want.plain(), list):
            top_first = [o.card.id for o in res.state.in_zone(f"{player}.deck")]
            wanted_deck = [str(w).split("#")[0] for w in want.plain()]
            if top_first != wanted_deck:
                problems.append(Mismatch(_where(want), f"{key}: expected {wanted_deck} from the top, "
                                                       f"found {top_first}"))
            continue
        if zone == "mana" or zone == "deck":
            if not _counts_match(have, want.plain()):
                problems.append(Mismatch(_where(want), f"{key}: expected {want.plain()}, found {have}"))
            continue
        wanted_items = want.plain()
        if not isinstance(wanted_items, list):
            problems.append(Mismatch(_where(want), f"{key}: expected a list of cards"))
            continue
        detailed = any(isinstance(w, dict) for w in wanted_items)
        owned = _owned(have, player)
        owners = any(isinstance(w, dict) and "owner" in w for w in wanted_items)
        found = sorted(_describe(o, detailed) for o in (owned if owners else have))
        wanted = sorted(_describe(w, detailed) for w in wanted_items)
        if not _objects_match(owned, wanted_items):
            problems.append(Mismatch(_where(want), f"{key}: expected {wanted}, found {found}"))
    return problems


def _counts_match(have: object, want: object) -> bool:
    """A Mana zone or a Deck as an expectation writes it: Mana as ``{orbs:, exhausted:}``, only the counts written
    compared (``{orbs: 2}``: two Mana Orbs, however many are exhausted), or a number of ready Mana Orbs as the board
    writes it (``mana: 2``: two orbs, none exhausted); a Deck as its number of cards."""
    if isinstance(have, dict) and isinstance(want, int) and not isinstance(want, bool):
        want = {"orbs": want, "exhausted": 0}  # as on the board: ``mana: 3`` is three ready Mana Orbs
    if isinstance(have, dict) and isinstance(want, dict):
        return bool(want) and all(have.get(k) == v for k, v in want.items())
    return have == want


def _owned(have: list[Any], player: str) -> list[Any]:
    """1.4.3.a — the objects of a player's zone with their owner: the board names it only when another player owns
    the object (a borrowed Character, Landmark); the others are the zone's player's."""
    return [{**o, "owner": o.get("owner") or player} if isinstance(o, dict) else {"card": o, "owner": player}
            for o in have]


def _objects_match(have: list[Any], wanted: list[Any]) -> bool:
    """Whether a zone holds the cards written, order ignored: each written card matches one object with its card id
    and, for ``{card:, …}``, the state it writes (statuses, boosts, counters, exhausted, owner); what it leaves out is
    not compared, as ``{orbs: 2}`` for Mana (a card with boosts is Boosted: that status is compared when written)."""
    if len(have) != len(wanted):
        return False
    left = [dict(o) if isinstance(o, dict) else {"card": o} for o in have]
    specs = [dict(w) if isinstance(w, dict) else {"card": w} for w in wanted]
    for spec in sorted(specs, key=len, reverse=True):  # the most precise first, so a bare id takes what is left
        index = next((i for i, obj in enumerate(left) if _object_fits(obj, spec)), None)
        if index is None:
            return False
        del left[index]
    return True


def _object_fits(obj: dict[str, Any], spec: dict[str, Any]) -> bool:
    if str(obj["card"]).split("#")[0] != str(spec["card"]).split("#")[0]:
        return False
    return all(_state(key, spec.get(key), spec) == _state(key, obj.get(key), spec) for key in spec if key != "card")


def _state(key: str, value: Any, spec: dict[str, Any]) -> object:
    """One part of a card's state as compared (French status words read; Boosted only when the spec names it)."""
    if key == "statuses":
        named = {STATUS_WORDS.get(str(w).lower(), str(w).lower()) for w in spec.get("statuses") or []}
        return {STATUS_WORDS.get(str(w).lower(), str(w).lower()) for w in value or []} - ({"boosted"} - named)
    if key == "counters":
        return _counted(value)
    if key == "exhausted":
        return bool(value)
    if key == "owner":
        return value
    return value or 0


def _counted(counters: object) -> dict[str, int]:
    """Named counters as compared: those there are (a count of none is none)."""
    items = counters.items() if isinstance(counters, dict) else ()
    return {str(k): int(n) for k, n in items if n}


def _describe(obj: object, detailed: bool) -> str:
    """A board object as compared: its card id, and with ``detailed`` its statuses, boosts, exhaustion."""
    data = dict(obj) if isinstance(obj, dict) else {"card": obj}
    card = str(data.pop("card")).split("#")[0]
    if not detailed:
        return card
    extra = {k: data.get(k) for k in ("statuses", "boosts", "counters", "exhausted", "owner") if data.get(k)}
    return f"{card} {sorted(extra.items())}" if extra else card


def _where(node: Y) -> str:
    return f"{node.file}:{node.line}:{node.col}"
