"""``judge explore`` in words: each outcome as a judge states it, the choices that lead to it, and what
the choices change (zones by card names with counts, statuses, exhaustion, boost counters, activations).

No internal tuple, handle or hash: those stay in ``--format json`` (its ``digest`` field)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from judge.engine.atomic import next_card_message
from judge.engine.words import capitalised, counter_name, status_name
from judge.explore import Exploration, Outcome
from judge.model.cards import NextCard
from judge.render.header import colon, semicolon
from judge.render.messages import render

WORDS: dict[str, tuple[str, str]] = {
    "head": ("{n} distinct outcome{s}", "{n} issue{s} distincte{s}"),
    "outcome": ("Outcome {n}", "Issue {n}"),
    "reached": ("reached by {n} path{s}", "atteinte par {n} chemin{s}"),
    "error": ("The play cannot be made: {e}", "Impossible de jouer ainsi : {e}"),
    "ends": ("{what} ends {zone}", "{what} finit {zone}"),
    "end": ("{what} end {zone}", "{what} finissent {zone}"),
    "in_outcomes": ("{what}: in {n} outcome{s}", "{what} : dans {n} issue{s}"),
    "contents": ("{n} different contents over {m} outcomes", "{n} contenus différents sur {m} issues"),
    "deck": ("{n} card{s} {zone}", "{n} carte{s} {zone}"),
    "empty": ("empty", "vide"),
    "no_choice": ("no decision", "aucune décision"),
    "then": ("then", "puis"),
    "activated": ("{card}: ability {i} used {n} time{s}", "{card} : capacité {i} utilisée {n} fois"),
    "first": ("{p} is the first player", "{p} est le premier joueur"),
    "marker": ("{zone} at region {n}", "{zone} en région {n}"),
    "same": ("The choices do not change the final board.", "Les choix ne changent pas le plateau final."),
    "changes": ("What the choice changes", "Ce que le choix change"),
    "decisions": ("Decisions", "Décisions"),
    "question": ("Question", "Question"),
    "activations": ("Abilities used", "Capacités utilisées"),
    "first_player": ("First player", "Premier joueur"),
    "delayed": ("{p}: {what}", "{p} : {what}"),
    "delayed_effects": ("Delayed effects", "Effets différés"),
    "none": ("none", "aucune"),
    "exhausted": ("exhausted", "épuisé"),
    "boosts": ("{n} boost counter{s}", "{n} boost{s}"),
    "counters": ("{n} {c} counter{s}", "{n} compteur{s} {c}"),
    "controlled": ("controlled by {p}", "contrôlé par {p}"),
    "sets": ("The targets of one occurrence of \"target\" are read as a set (5.2.3.b: each object chosen once for "
             "it): each set is tried once, in one order, and counted as one path.",
             "Les cibles d'une même occurrence du mot « cible » sont lues comme un ensemble (5.2.3.b : chaque objet "
             "y est choisi une fois) : chaque ensemble est essayé une fois, dans un seul ordre, et compté comme un "
             "seul chemin."),
    "more": ("{n} more outcome{s}, each reached by fewer paths (--show N prints more)",
             "{n} autre{s} issue{s}, chacune atteinte par moins de chemins, --show N en affiche plus"),
}


def say(key: str, lang: str, **values: Any) -> str:
    """One phrase of the explore words in ``lang`` (French typography: ’ for the apostrophe). With a count
    ``n``, ``{s}`` is the plural mark: "s" but for one (and, in French, for zero)."""
    if "n" in values:
        values["s"] = "" if values["n"] == 1 or (lang == "fr" and values["n"] == 0) else "s"
    text = WORDS[key][lang == "fr"].format(**values)
    return text.replace("'", "’") if lang == "fr" else text


@dataclass
class OutcomeWords:
    """One outcome in words: its number, how many paths reach it, the ruling, the decisions of its paths."""

    number: int
    path_count: int
    statement: list[str]
    paths: list[list[str]]


class Namer:
    """Names of cards, zones and players in one language, from what the exploration kept."""

    def __init__(self, result: Exploration, lang: str) -> None:
        self.names = result.names
        self.words = result.words
        self.lang = lang

    def __call__(self, key: str) -> str:
        """A card id, zone key or player in words (the key itself when it was not kept)."""
        text = self.names.get(key, (key, key))[self.lang == "fr"]
        if self.lang == "fr":
            return text.replace("'", "’")
        return text

    def place(self, zone: str) -> str:
        """A zone as a place: ``in Alice's Hand``, ``dans la Main d’Alice`` (``dans le Deck``)."""
        return f"{'dans' if self.lang == 'fr' else 'in'} {self(zone)}"

    def heading(self, zone: str) -> str:
        """A zone as a heading: ``Alice's Hand``, ``La Main d’Alice``."""
        return capitalised(self(zone))

    def choice(self, label: str) -> str:
        """An edge label (a decision and its answer) in words."""
        said = self.words.get(label, (label, label))[self.lang == "fr"]
        return said.replace("'", "’") if self.lang == "fr" else said

    def item(self, item: list[Any]) -> str:
        """One object of a final board (``[card, owner, controller, statuses, boosts, exhausted]``) in words."""
        if len(item) not in (6, 7):
            return self(str(item[0]))
        card, owner, controller, statuses, boosts, exhausted = item[:6]
        fr = self.lang == "fr"
        extra = [*([say("exhausted", self.lang)] if exhausted else []),
                 *(status_name(s)[fr].lower() for s in statuses),
                 *([say("boosts", self.lang, n=boosts)] if boosts else []),
                 *(say("counters", self.lang, n=n, c=counter_name(name, self.lang))
                   for name, n in (item[6] if len(item) == 7 else ())),
                 *([say("controlled", self.lang, p=self(controller))] if controller != owner else [])]
        return self(card) + (", " + ", ".join(extra) if extra else "")

    def items(self, zone: str, items: list[list[Any]] | None) -> str:
        """A zone's content: the Deck as a count, other zones as names with counts."""
        items = items or []
        if zone.endswith(".deck"):
            return say("deck", self.lang, n=len(items), zone=self.place(zone))
        if not items:
            return say("empty", self.lang)
        counts = Counter(self.item(i) for i in items)
        return semicolon(self.lang).join(name if n == 1 else f"{n} × {name}" for name, n in sorted(counts.items()))


def zone_of(outcome: Outcome, zone: str) -> list[list[Any]]:
    """One zone's objects in an outcome's canonical board."""
    return list(outcome.canonical.get("zones", {}).get(zone) or [])


def changed_zones(outcomes: list[Outcome]) -> list[str]:
    """The zones whose content differs between the outcomes that are boards (a play that cannot be made has
    none), in a fixed order."""
    boards = [o for o in outcomes if not o.error]
    keys = sorted({k for o in boards for k in o.canonical.get("zones", {})})
    return [k for k in keys if any(zone_of(o, k) != zone_of(boards[0], k) for o in boards)]


def statement(outcome: Outcome, outcomes: list[Outcome], namer: Namer) -> list[str]:
    """What sets this outcome apart, as a judge states it: the objects that end where the other
    outcomes do not have them, the Deck sizes, the abilities used and the first player that differ."""
    lang = namer.lang
    if outcome.error:  # in French, said in the message tables' words when it has them (an illegal declaration)
        error = render(outcome.said, lang) if lang == "fr" and outcome.said is not None else outcome.error
        return [say("error", lang, e=error)]
    said: list[str] = []
    outcomes = [o for o in outcomes if not o.error]  # set apart from the other boards (a play not made has none)
    for zone in changed_zones(outcomes):
        if zone.endswith(".deck"):
            said.append(namer.items(zone, zone_of(outcome, zone)))
            continue
        common = Counter(repr(i) for i in zone_of(outcome, zone))
        for other in outcomes:
            common &= Counter(repr(i) for i in zone_of(other, zone))
        own = Counter(repr(i) for i in zone_of(outcome, zone)) - common
        extra = []
        for item in zone_of(outcome, zone):
            if own[repr(item)] > 0:
                own[repr(item)] -= 1
                extra.append(item)
        if extra:
            what = namer.items(zone, extra)
            line = say("ends" if len(extra) == 1 else "end", lang, what=f"{what}," if "," in what else what,
                       zone=namer.place(zone))
            said.append(capitalised(line) if lang == "fr" else line)  # « Carte face cachée finit … », a sentence
    if any(o.activations != outcome.activations for o in outcomes):
        said += activation_words(outcome, namer) or [f"{say('activations', lang)}{colon(lang)} {say('none', lang)}"]
    if any(o.canonical.get("first") != outcome.canonical.get("first") for o in outcomes):
        said.append(say("first", lang, p=namer(str(outcome.canonical.get("first")))))
    if any(o.canonical.get("delayed") != outcome.canonical.get("delayed") for o in outcomes):
        said += delayed_words(outcome, namer) or [f"{say('delayed_effects', lang)}{colon(lang)} {say('none', lang)}"]
    return said


def delayed_words(outcome: Outcome, namer: Namer) -> list[str]:
    """1.2.6.a — the delayed effects an outcome leaves waiting for the next card played, each with its player."""
    said = []
    for player, kind, origin, less, boost, activate, free, until in outcome.canonical.get("delayed", ()):
        effect = NextCard(type=kind, played_from=origin or None, less=less, boost=boost, activate=activate, free=free,
                          until=until)
        said.append(say("delayed", namer.lang, p=namer(player), what=render(next_card_message(effect), namer.lang)))
    return said


def activation_words(outcome: Outcome, namer: Namer) -> list[str]:
    """The abilities an outcome's objects have used (per card, ability number, times)."""
    return [say("activated", namer.lang, card=namer(card), i=index, n=n) for card, index, n in outcome.activations]


def outcome_words(result: Exploration, lang: str, shown: int) -> list[OutcomeWords]:
    """The ``shown`` most reached outcomes in words."""
    namer = Namer(result, lang)
    return [OutcomeWords(number, o.path_count, statement(o, result.outcomes, namer),
                         [[namer.choice(label) for label in path] for path in o.paths])
            for number, o in enumerate(result.outcomes[:shown], 1)]


def changes(result: Exploration, lang: str, shown: int) -> list[tuple[str, list[str]]]:
    """What the choices change: per differing zone (or counter), its content in each outcome (numbered);
    past ``shown`` outcomes, its different contents instead, each with how many outcomes have it."""
    namer = Namer(result, lang)
    numbers = [n for n, o in enumerate(result.outcomes, 1) if not o.error]  # a play that cannot be made: no board
    outcomes = [o for o in result.outcomes if not o.error]
    if len(outcomes) < 2:
        return []
    rows = [(namer.heading(zone), [namer.items(zone, zone_of(o, zone)) for o in outcomes])
            for zone in changed_zones(outcomes)]
    if any(o.activations != outcomes[0].activations for o in outcomes):
        rows.append((say("activations", lang), [semicolon(lang).join(activation_words(o, namer)) or say("none", lang)
                                                 for o in outcomes]))
    if any(o.canonical.get("first") != outcomes[0].canonical.get("first") for o in outcomes):
        rows.append((say("first_player", lang), [namer(str(o.canonical.get("first"))) for o in outcomes]))
    if any(o.canonical.get("delayed") != outcomes[0].canonical.get("delayed") for o in outcomes):
        rows.append((say("delayed_effects", lang), [semicolon(lang).join(delayed_words(o, namer)) or say("none", lang)
                                                     for o in outcomes]))
    c = colon(lang)
    if len(result.outcomes) <= shown:
        return [(heading, [f"{say('outcome', lang, n=n)}{c} {v}" for n, v in zip(numbers, values, strict=True)])
                for heading, values in rows]
    summary = []
    for heading, values in rows:
        counts = Counter(values)
        summary.append((f"{heading}{c} {say('contents', lang, n=len(counts), m=len(values))}",
                        [say("in_outcomes", lang, what=v, n=n) for v, n in counts.most_common(shown)]))
    return summary
