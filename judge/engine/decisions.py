"""6.1.g, 1.4.5, 6.2.f, 4.4.b — decision points: every place a player chooses, typed, with its options and rule.

The engine never decides silently. A :class:`Decision` is put to a :class:`Decider`:
the scenario's scripted ``choices:`` answer it, or a deterministic default does (the
first legal option), recorded as an *assumption*; in strict mode an unscripted
decision, an illegal scripted answer or an unused one is an error listing the options.
A decision with a single legal answer is *forced*: the engine records it without asking
and it is never an assumption; a scripted answer that names its only option is taken (so
scripts that answer it keep their order), any other is left for the next decision — but one of its kind that
names an answer the player cannot give (``refused``: a mode whose target has no legal choice) is an illegal play
at its place in ``choices:``, as it is when the decision is asked.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any, Protocol, overload

from judge.errors import DecisionError, IllegalPlay
from judge.events import Msg, words
from judge.model.choices import ScriptedChoice
from judge.model.copies import share
from judge.model.ids import Ref


@dataclass(frozen=True)
class Option:
    """One legal answer to a decision: a stable key and its labels (empty: the decision's ``label`` gives them).

    ``aliases``: other names a scripted answer may use for it when they are stable where the key is not
    (a Reaction-Emblem's number depends on earlier answers; its card and its label do not).
    """

    key: Ref
    en: str = ""
    fr: str = ""
    aliases: tuple[str, ...] = ()


class LazyOptions(Sequence[Option]):
    """Options made only when read: a check of reactions may offer thousands of waiting emblems, and an
    unscripted or scripted answer reads one or a few of them. Immutable, like the decision that holds it.

    ``items`` are what the options are made from (by ``make``), a tuple or a view read only while the
    resolution is paused at the decision (see :class:`judge.engine.waiting.WaitingView`); ``locate`` gives the
    position of the item a key names (or None), so that finding one option does not make them all."""

    __slots__ = ("_items", "_locate", "_made", "_make")

    def __init__(self, items: Sequence[Any], make: Callable[[Any], Option],
                 locate: Callable[[str], int | None]) -> None:
        self._items = items
        self._make = make
        self._locate = locate
        self._made: dict[int, Option] = {}

    def __len__(self) -> int:
        return len(self._items)

    @overload
    def __getitem__(self, index: int) -> Option: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[Option, ...]: ...

    def __getitem__(self, index: int | slice) -> Option | tuple[Option, ...]:
        if isinstance(index, slice):
            return tuple(self._option(i) for i in range(*index.indices(len(self._items))))
        return self._option(range(len(self._items))[index])

    def __iter__(self) -> Iterator[Option]:
        return (self._option(i) for i in range(len(self._items)))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Sequence) and tuple(self) == tuple(other)

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return f"LazyOptions({len(self._items)} options)"

    def made_from(self) -> tuple[Callable[[Any], Option], Sequence[Any]]:
        """What the options are made from: the function and the items (explore's key reads these instead of
        making every option)."""
        return self._make, self._items

    def item(self, key: str) -> Any:
        """What the option whose key is ``key`` was made from."""
        index = self._locate(key)
        if index is None:
            raise KeyError(key)
        return self._items[index]

    def find(self, key: str) -> Option | None:
        """The option whose key is ``key``, made alone."""
        index = self._locate(key)
        return None if index is None else self._option(index)

    def _option(self, index: int) -> Option:
        option = self._made.get(index)
        if option is None:
            option = self._made[index] = self._make(self._items[index])
        return option


class DecisionKind(StrEnum):
    """6.1.g, 1.4.5.a — the kinds of decision, as a scenario's ``choices:`` name them (``decision: mode``); the
    scenario language documents each (judge.scenario.grammar.DECISION_TERMS: a test keeps the two the same)."""

    MODIFIER_ORDER = "modifier_order"  # 6.2.f
    REACTION_ORDER = "reaction_order"  # 4.4.b
    OPTIONAL = "optional"  # 6.5.b
    INTERNAL_ACTION = "internal_action"  # 6.5.g
    MODE = "mode"  # 5.2.3.c, 6.5.e
    TARGET = "target"  # 5.2.3.b
    EXPEDITION = "expedition"  # 5.2.1.a
    TOUGH_COST = "tough_cost"  # 5.5.d, 7.4.5.c
    DIE_ROLL = "die_roll"
    CHOOSE_CARDS = "choose_cards"
    ACTIVATE_REACTION = "activate_reaction"
    PLAY_CARD = "play_card"
    KEEP_CARDS = "keep_cards"  # 4.2.5.c
    MANA = "mana"
    TURN = "turn"  # 4.2.3.c
    X_VALUE = "x_value"  # 5.1.2.b: the X of a quick action (judge.engine.x_value)


# Decisions whose options are not all listed: an unscripted turn offers only "pass", but the player could
# have played any card (4.2.3.c); such a decision is never forced.
OPEN_KINDS = (DecisionKind.TURN,)


@dataclass(frozen=True)
class Decision:
    """6.1.g, 1.4.5.a — a decision point: who decides what, among which options, by which rule.

    ``kind``: modifier_order (6.2.f), reaction_order (4.4.b), optional (6.5.b),
    internal_action (6.5.g), mode (6.5.e), target (5.2.3.b), expedition (5.2.1.a),
    tough_cost (5.5.d), choose_cards, keep_cards (4.2.5.c).
    """

    kind: DecisionKind
    chooser: str
    options: Sequence[Option]  # a tuple, or LazyOptions
    rules: tuple[str, ...]
    en: str
    fr: str
    count: int = 1  # how many options to pick (choose_cards / keep_cards)
    label: Callable[[str], tuple[str, str]] | None = None  # labels computed only for what is shown
    total: int = 0  # how many options there were, when only the first are kept (see ScriptedDecider)
    # answers the player cannot give (5.1.2.c), each with why: an illegal declaration's reason and rules
    refused: tuple[tuple[str, Msg, tuple[str, ...]], ...] = ()
    # every answer leads to the same step (see :func:`judge.engine.modifiers.order_cannot_matter`): left unscripted,
    # the first option is taken, neither an assumption nor, in a strict check, an error
    indifferent: bool = False
    # answers no explored path goes through, though a scripted one is accepted: one the player may say but cannot
    # carry out (1.4.1.b: an impossible cost cannot be paid; it reaches what declining reaches), or a target that
    # repeats a set of targets of one occurrence already chosen in another order (5.2.3.b)
    moot: tuple[str, ...] = ()
    # of the moot answers, the targets whose Tough surcharge makes an internal action's cost impossible (7.4.5.c,
    # 1.4.1.b): moot for that reason, not because their set of targets was tried in another order (5.2.3.b)
    too_dear: tuple[str, ...] = ()

    @property
    def options_count(self) -> int:
        """How many legal options the decision had."""
        return self.total or len(self.options)

    @property
    def forced(self) -> bool:
        """Whether only one answer is legal: a single option, or as many options as are to be picked."""
        return self.kind not in OPEN_KINDS and len(self.options) == self.count

    def labels(self, key: str) -> tuple[str, str]:
        """The English and French labels of one option."""
        found = self.options.find(key) if isinstance(self.options, LazyOptions) else None
        option = found or next(o for o in self.options if o.key == key)
        if not option.en and self.label is not None:
            return self.label(key)
        return option.en or key, option.fr or key


share(Option, Decision)  # immutable: a copy of the resolution shares them


@dataclass(frozen=True)
class Answer:
    """What was chosen and how: ``scripted``, ``assumed`` (a default), ``asked`` or ``forced`` (the only legal one)."""

    keys: tuple[str, ...]
    how: str
    # 5.1.2.c — assumed answers given up before this one, each with why: the illegal declaration it led to
    given_up: tuple[tuple[str, Msg], ...] = ()


class Decider(Protocol):
    """Anything that answers decisions."""

    def answer(self, decision: Decision) -> Answer:
        """The answer to ``decision``."""
        ...

    def forced(self, decision: Decision) -> None:
        """Told of a forced decision (one legal answer), which is not asked: a script may have answered it."""
        ...

    def finish(self) -> None:
        """Called when the resolution ends (a scripted decider checks all its answers were used)."""
        ...

    def bind(self, engine: object) -> None:
        """Called once the engine exists (for a decider that needs it)."""
        ...


def match_option(decision: Decision, wanted: str, taken: tuple[str, ...] = ()) -> Option | None:
    """The option a written answer names: its key, or a unique key that starts with it, or a unique alias.

    For a decision that picks several options (``count`` > 1), a card id names the first
    object of that card not picked yet: copies of a card in one zone are interchangeable. For the order of
    modifiers (6.2.f), a card id names the first option of that card's, in the order offered (one modifier
    that applies to several atomic actions of a step is one option for each), and so does the name of one of
    the rules' own Rest modifiers (``anchored``: see ``rest_rule_names``).
    An alias that names several options is an error listing them (say which one).
    """
    wanted_l = wanted.strip().lower()
    if isinstance(decision.options, LazyOptions):
        found = decision.options.find(wanted_l)
        if found is not None and found.key.lower() == wanted_l:
            return found
    exact = [o for o in decision.options if o.key.lower() == wanted_l]
    if exact:
        return exact[0]
    near = [o for o in decision.options
            if (o.key.lower().startswith(wanted_l + "#") or o.key.lower().split("#")[0] == wanted_l
                or o.key.lower().endswith("." + wanted_l)) and o.key not in taken]
    if near and (decision.count > 1 or decision.kind == DecisionKind.MODIFIER_ORDER):
        return near[0]  # copies of a card are interchangeable; one card's modifier: the first atomic action offered
    if len(near) == 1:
        return near[0]
    wanted_n = " ".join(wanted_l.split())
    named = [o for o in decision.options if o.key not in taken and wanted_n in (" ".join(a.lower().split())
                                                                               for a in o.aliases)]
    if len(named) > 1 and decision.kind == DecisionKind.MODIFIER_ORDER:
        return named[0]  # one rule's modifier (Anchored at Rest) on several Characters: the first offered, as above
    if len(named) > 1:
        raise DecisionError(f"answer '{wanted}' names {len(named)} options of {decision.kind} ({decision.en}): "
                            + "; ".join(f"{o.key} ({', '.join(o.aliases)})" for o in named)
                            + " — name one by its key, or by a name only it has", rules=decision.rules)
    if not named and len(near) > 1:
        raise DecisionError(f"answer '{wanted}' names {len(near)} options of {decision.kind} ({decision.en}): "
                            + ", ".join(o.key for o in near) + " — name one by its handle (answer: "
                            + f"\"{near[0].key}\")", rules=decision.rules)
    return named[0] if named else None


#: 6.5.b, 6.5.g, 5.5.d — the yes/no "may" decisions a scripted ``decision: optional`` answers besides an optional
#: step: an internal action ("you may pay … to …") and a reaction's Tough cost are optional too.
MAY_KINDS = (DecisionKind.OPTIONAL, DecisionKind.INTERNAL_ACTION, DecisionKind.TOUGH_COST)


def kind_fits(written: str | None, asked: DecisionKind) -> bool:
    """6.5.b, 6.5.g, 5.5.d — whether a scripted answer written for the decision kind ``written`` (None: any) answers a
    decision of kind ``asked``: the same kind, or ``optional`` for any yes/no "may" decision (:data:`MAY_KINDS`)."""
    return written is None or written == asked or (written == DecisionKind.OPTIONAL and asked in MAY_KINDS)


def names_forced(decision: Decision, choice: ScriptedChoice) -> bool:
    """Whether a scripted answer was written for this forced decision: its kind fits and it names the answer."""
    return kind_fits(choice.kind, decision.kind) and len(choice.answer) == len(decision.options) and \
        names_options(decision, choice)


def names_options(decision: Decision, choice: ScriptedChoice) -> bool:
    """Whether a scripted answer names options of this decision (one written for a later decision does not)."""
    try:
        return all(match_option(decision, wanted) is not None for wanted in choice.answer)
    except DecisionError:
        return False


KEPT_OPTIONS = 50  # the other options an assumption keeps for the output (the renderers show 50)


def kept(decision: Decision, answer: Answer) -> Decision:
    """An assumed decision as it is kept until the output: the answer's options with their labels, then the
    first KEPT_OPTIONS others, and how many there were (a long resolution makes many decisions among
    hundreds of waiting emblems: keeping them all would grow the memory with the number of events).
    Options made when read are made now, with their labels: what they are made from changes as the
    resolution goes on."""
    if len(decision.options) <= len(answer.keys) + KEPT_OPTIONS:
        return settled(decision)
    options = tuple(Option(o.key, *decision.labels(o.key)) if o.key in answer.keys else o
                    for o in decision.options[: len(answer.keys) + KEPT_OPTIONS])
    return replace(decision, options=options, label=None, total=len(decision.options))


def settled(decision: Decision) -> Decision:
    """``decision`` with every option made now, with its labels: options made when read are read from the
    paused resolution that asked (see :class:`LazyOptions`), which a copy of it (``Engine.snapshot``) leaves
    behind as the two go on apart."""
    if not isinstance(decision.options, LazyOptions):
        return decision
    return replace(decision, options=tuple(Option(o.key, *decision.labels(o.key), o.aliases)
                                           for o in decision.options), label=None)


def options_text(decision: Decision) -> str:
    """The legal options of a decision, for error messages (with their aliases: the card and the label)."""
    return ", ".join(o.key + (f" ({', '.join(o.aliases)})" if o.aliases else "") for o in decision.options)


@dataclass
class ScriptedDecider:
    """Answers from ``choices:`` in order; defaults (recorded) or errors when they run out."""

    choices: list[ScriptedChoice]
    strict: bool = False
    used: int = 0
    assumptions: list[tuple[Decision, Answer]] = field(default_factory=list)

    def answer(self, decision: Decision) -> Answer:
        """The next scripted answer if it fits this decision, else the default."""
        if self.used < len(self.choices):
            choice = self.choices[self.used]
            if kind_fits(choice.kind, decision.kind) and (not decision.indifferent or names_options(decision, choice)):
                self.used += 1
                return Answer(self._resolve(decision, choice), "scripted")
            if self.strict and not decision.indifferent:
                raise self._other_kind(decision, choice)
        if decision.indifferent:
            return Answer(tuple(o.key for o in decision.options[: decision.count]), "indifferent")
        if self.strict:
            raise DecisionError(
                f"unscripted decision ({decision.kind}) for {decision.chooser}: {decision.en}; "
                f"legal options: {options_text(decision)}")
        answer = Answer(assumed_keys(decision), "assumed")
        self.assumptions.append((kept(decision, answer), answer))
        return answer

    def _other_kind(self, decision: Decision, choice: ScriptedChoice) -> DecisionError:
        """6.1.g — the next scripted answer was written for another kind of decision than the one asked (``choices:``
        are read in the order the decisions are asked): said with both, where the answer is, and the legal options."""
        file, line, _ = choice.where.rsplit(":", 2)
        return DecisionError(
            f"{file}: choices[{self.used}] (line {line}) is for a decision '{choice.kind}', but the decision asked "
            f"here is {decision.kind}: {decision.en}; legal options: {options_text(decision)} (choices: are read in "
            f"the order the decisions are asked)", rules=decision.rules)

    def forced(self, decision: Decision) -> None:
        """Take the next scripted answer if it is for this decision's kind (or any) and names its only answer; one
        written for this kind that names an answer the player cannot give is refused (:meth:`_refuse`)."""
        if self.used < len(self.choices):
            choice = self.choices[self.used]
            if names_forced(decision, choice):
                self.used += 1
            elif choice.kind is not None and kind_fits(choice.kind, decision.kind):
                for wanted in choice.answer:
                    self._refuse(decision, self.used, wanted)

    def _refuse(self, decision: Decision, index: int, wanted: str) -> None:
        """5.1.2.c — a scripted answer naming one the player cannot give (a mode whose target has no legal choice, or
        one of "Choose up to N" printed before the last chosen): refused as an illegal play at the answer's place in
        ``choices:``, saying why."""
        why = next(((reason, rules) for key, reason, rules in decision.refused if key == wanted.strip().lower()), None)
        if why is None:
            return
        reason, rules = why
        file, line, col = self.choices[index].where.rsplit(":", 2)
        played = IllegalPlay(file, int(line), int(col), f"choices[{index}]", "a legal declaration",
                             words(reason, "en")).with_rules(rules)
        played.said = Msg("illegal", ruling=reason)  # as an illegal declaration says it (judge.engine.declare)
        raise played

    def _resolve(self, decision: Decision, choice: ScriptedChoice) -> tuple[str, ...]:
        keys: list[str] = []
        for wanted in choice.answer:
            try:
                option = match_option(decision, wanted, tuple(keys))
            except DecisionError as exc:  # an answer naming several options: said at its place in choices:
                raise DecisionError(f"{choice.where}: {exc}", rules=decision.rules) from None
            if option is None:
                self._refuse(decision, self.used - 1, wanted)
            if option is None or option.key in keys:
                raise DecisionError(
                    f"{choice.where}: answer '{wanted}' is not a legal option of {decision.kind} "
                    f"({decision.en}); legal options: {options_text(decision)}", rules=decision.rules)
            keys.append(option.key)
        if len(keys) != decision.count and not (decision.kind == "choose_cards" and len(keys) <= decision.count):
            # 4.2.5.c: Clean-up keeps as many objects as the limit, not fewer (keep_cards takes exactly its count)
            raise DecisionError(f"{choice.where}: {decision.kind} takes {decision.count} answer(s), "
                                f"found {len(keys)}; legal options: {options_text(decision)}", rules=decision.rules)
        return tuple(keys)

    def bind(self, engine: object) -> None:
        """Scripted answers need nothing from the engine."""

    def finish(self) -> None:
        """Strict mode: every scripted answer must have been used."""
        if self.strict and self.used < len(self.choices):
            extra = self.choices[self.used]
            raise DecisionError(f"{extra.where}: choices[{self.used}]: expected an answer to a decision the resolution "
                                f"asks, found a scripted answer never used ({extra.kind or 'any'}: "
                                f"{', '.join(extra.answer)})")


def assumed_keys(decision: Decision) -> tuple[str, ...]:
    """1.4.1.b — the answer assumed when a decision is not scripted: its first options; of a "may" decision whose
    "yes" cannot be carried out (moot: its cost is impossible already), "no", which reaches the same board and says
    it plainly. (A target moot only because its set was tried in another order, 5.2.3.b, is still assumed.) Only the
    first options are made otherwise: a reaction order's are made lazily, thousands in a long chain."""
    if decision.kind in MAY_KINDS and decision.moot:
        keys = [o.key for o in decision.options]
        return tuple(([k for k in keys if k not in decision.moot] or keys)[: decision.count])
    return tuple(o.key for o in decision.options[: decision.count])


def yes_no(kind: DecisionKind, chooser: str, rules: tuple[str, ...], en: str, fr: str,
           unpayable: bool = False) -> Decision:
    """6.5.b, 6.5.g, 5.5.d, 1.4.1.b — a decision answered yes or no (an optional step, an internal action, a cost);
    ``unpayable``: the cost "yes" would pay is impossible already, so "yes" is moot (see ``Decision.moot``)."""
    return Decision(kind, chooser, (Option("yes", "yes", "oui"), Option("no", "no", "non")), rules, en, fr,
                    moot=("yes",) if unpayable else ())
