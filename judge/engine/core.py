"""The engine: the state, the trace, the agenda of pending work, and how one step happens.

The engine is a pure function of (initial state, answers to decisions): its caller advances
it to each decision and answers it (:mod:`judge.engine.agenda`); it records every change in
the :class:`~judge.trace.Trace`, each record citing the rules that make it happen.
The rest of the resolution lives in sibling modules, one rule concept each:
``steps`` (6.1.e–f), ``modifiers`` (6.2, 6.3.b), ``declare`` (5.1.2.b, 5.2.3), ``effects`` (6.5, 1.2.6,
and the reactions checked after each step: 4.4, 5.5), ``playing`` (5.1, 5.2), ``day``, ``daily`` and
``turns`` (4.2, 1.3.2), ``keywords`` (1.2.4.b).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import ClassVar

from judge.engine.atomic import (
    AtomicAction,
    AtomicKind,
    arrives_exhausted_in_mana,
    boosts_leave_with_it,
    check_possible,
    describe,
    event_expedition,
    facing_entering,
    facing_expeditions,
    faction_hidden,
    gigantic_faces_me_elsewhere,
    gigantic_in_other_expeditions,
    gigantic_near_me_elsewhere,
    keeps_boosts,
    kinds_for,
    object_matches,
    perform,
    phase_begins_rules,
    refers_to_it,
    source_expedition,
    stays_in_its_expedition,
    token_owner,
    token_typed_by_card_text,
    where_i_was,
    zones_for,
)
from judge.engine.context import EffectContext, EffectFrame
from judge.engine.decisions import Answer, Decision, settled
from judge.engine.readings import READINGS
from judge.engine.waiting import WaitingLine
from judge.engine.words import ability_label, impossible_label, named
from judge.errors import EngineLimitError
from judge.events import UNSAID, EventKind, Join, Msg, Pair, message
from judge.events import EventKind as K
from judge.model.cards import MY_EXPEDITION, Ability, Cannot, CardDef, Modifier, Pattern, Reaction, Selector
from judge.model.copies import copy_record
from judge.model.state import IN_PLAY, GameObject, GameState
from judge.trace import Event, Trace, TraceLimitError

NOTHING = Msg("decision.nothing")
#: How a decision was answered, said after the answer.
HOW = {how: Msg(f"decision.how.{how}") for how in ("assumed", "scripted", "asked", "forced", "indifferent")}

_ATOMIC_RULES = ("6.1.e",)
# Kinds read on every event, as module constants: in Python 3.11 an enum's member is looked up through its
# metaclass's ``__getattr__`` hook, four times as long as a global.
_DECISION = K.DECISION
_ATOMIC = K.ATOMIC
_REACTION_ACTIVATED = K.REACTION_ACTIVATED
_KIND_TEXTS = {kind: str(kind) for kind in AtomicKind}  # an atomic event's ``kind_of``, the same text each time
# Atomic kinds compared by identity where every atomic action passes (an atomic action's kind is an AtomicKind: see
# AtomicAction.copy): an enum member compared with a text goes through the generic comparison, several times as long
_MOVE, _EMBLEM, _CREATE, _ADVANCE, _PHASE = (AtomicKind.MOVE, AtomicKind.EMBLEM, AtomicKind.CREATE, AtomicKind.ADVANCE,
                                             AtomicKind.PHASE)
# verbs whose simultaneous actions take successive cards (6.1.f)
_DRAWS = ("draw", "resupply", "exhausted_resupply", "mana_from_deck")


def put_into_deck(action: AtomicAction, state: GameState) -> bool:
    """1.4.4.a, 1.4.3.a — whether a ``put`` move (its text names no place, "… into its owner's Deck") ends in a Deck:
    the seeds do not say where, so it goes at the bottom, and the top card stays the one Draw and Resupply take
    (reading ``put-into-deck-at-the-bottom``); a Mana zone: :func:`~judge.engine.atomic.arrives_exhausted_in_mana`."""
    return action.verb == "put" and not action.impossible and state.zone_kind(action.to_zone or "") == "deck"


#: 1.4.6.a, 1.4.6.b, 6.3.f — what the event limit is: the seeds resolve "seemingly endless loops" by limits on how
#: many times an action can happen in a day (1.4.6.a), and give only two, a quick action's 100 plays (1.4.6.b) and a
#: reaction's 100 activations (6.3.f); a loop those do not end (a card that moves itself forever) meets no rule, so
#: the judge stops at its own limit and says that it is the tool's, not a ruling.
LIMIT_OF_THE_TOOL = ("a safety limit of this judge, not a rule: the seed rules end loops only by the daily limits of "
                     "1.4.6.a they give, for quick actions (100 plays, 1.4.6.b) and reactions (100 activations, "
                     "6.3.f); a loop those do not end gets no ruling here")
_UNNAMED = object()  # an event that names no cause (``cause=None`` names none on purpose)
EMBLEM = CardDef("reaction-emblem", "Reaction-Emblem", "emblem", name_fr="Emblème-Réaction")


@dataclass
class Proc:
    """A procedure of the resolution in progress: ``at`` says where it resumes; its fields are its locals.

    :meth:`step` runs it from ``at`` until it calls another procedure (:meth:`Engine.call`), asks a
    decision (:meth:`Engine.ask`) or ends (:meth:`Engine.finish`); it resumes with the callee's result,
    or the answer's keys, in ``engine.ret``.
    """

    at: int = field(default=0, kw_only=True)
    __deepcopy__ = copy_record
    #: 5.1.2.a — whether this procedure plays something (a card, a quick action, a reaction or an internal action):
    #: declares intent, pays the costs and resolves; its declaration may be illegal (5.1.2.c).
    plays: ClassVar[bool] = False

    @property
    def declaring(self) -> bool:
        """5.1.2.c — whether this play's declaration is still under way: made illegal by what is declared, or by a
        cost that cannot be paid, it is taken back (only a card's or a quick action's: see those procedures)."""
        return False

    def step(self, engine: Engine) -> None:
        """Run from ``at`` to the next call, decision or end."""
        raise NotImplementedError


def innermost_play(agenda: Sequence[Proc]) -> int | None:
    """5.1.2.a — where on ``agenda`` the innermost procedure that plays something is (a card, a quick action, a
    reaction or an internal action: :attr:`Proc.plays`), or None."""
    return next((i for i in range(len(agenda) - 1, -1, -1) if agenda[i].plays), None)


class Engine:
    """A resolution in progress: the board, the agenda of pending work, its counters, and the trace it writes."""

    def __init__(self, state: GameState, cards: dict[str, CardDef], trace: Trace | None = None) -> None:
        self.state = state
        self.cards = cards
        self.trace = trace if trace is not None else Trace()
        self.agenda: list[Proc] = []  # the pending work, innermost last (see judge.engine.agenda)
        self.awaiting: Decision | None = None  # the decision the resolution is paused at
        self.ret: object = None  # what the last procedure to end, or the last answer, gave
        self.internal_depth = 0
        self.held: dict[int, int] = {}  # emblem oid → effect frame that holds it (4.4.a remark)
        self.holding_frame: int | None = None
        self.frames = 0
        self.after_you: set[str] = set()
        self.integrity_checks = False
        # judge explore drives the resolution: an internal action declared illegally is then an illegal play the
        # explorer sets apart (5.1.2.c), not one taken back and ignored (see InternalAction.not_legal)
        self.exploring = False
        self.trying = False  # a copy the assumed-answer search tries (judge.assumed): raised there too
        self.answered_how = ""  # how the last decision was answered (asked, scripted …): read right after it is set
        self.emblem_cards: dict[int, str] = {}
        # emblems created and not yet being played, in order: their controller and the object of their reaction
        self.pending: dict[int, tuple[str, int | None]] = {}
        self.waiting_by: dict[str, WaitingLine] = {}  # ``pending`` by controller, in order (see judge.engine.waiting)
        self.pending_sources: dict[tuple[str, int], int] = {}  # ``pending`` per (controller, object of the reaction)
        self.doubled: dict[str, int] = {}  # per player: objects two or more of whose pending emblems come from
        self._sources: list[tuple[GameObject, int, Ability]] = []
        self._sources_version = -1
        # the objects whose condition or grant may make a Character Gigantic, and the board's gigantic_version then
        # (judge.engine.conditions.refresh_gigantic)
        self.gigantic_makers: tuple[int, ...] = ()
        self.gigantic_makers_version = -1
        # read-only once made (each is made anew when abilities come or go): a copy shares them
        self.functioning: frozenset[int] = frozenset()
        self.source_keys: Mapping[tuple[int, int], tuple[str, str]] = {}
        self.modifier_sources: list[tuple[GameObject, int, Modifier]] = []
        self.cannot_sources: list[tuple[GameObject, Cannot]] = []
        # (object, index, reaction, the kinds its trigger matches, key, label, trigger group: see bearer_free)
        self.reaction_sources: list[tuple[GameObject, int, Reaction, frozenset[str], str, str, int]] = []
        self.activation_cannots: list[tuple[GameObject, Cannot]] = []
        self.deferred: list[tuple[Msg, tuple[str, ...], str]] = []  # see defer_ignored
        self.effect_stack: list[EffectFrame] = []
        self._decided: tuple[int, int | None] | None = None  # the last decision, until what it selected is emitted

    # -- recording -------------------------------------------------------------------------------------
    def emit(self, kind: EventKind, msg: Msg, rules: tuple[str, ...], actor: str | None = None,
             objects: tuple[str, ...] = (), cause: object = _UNNAMED, **attrs: object) -> int:
        """Record an event: its kind, what happened as a message (data; words only when shown), its rules, who
        acted, the objects it names, what caused it, and its attributes (see :meth:`judge.trace.Trace.emit`).

        The first event after a decision, at the same level, is what the decision selected: it is
        linked to it (the graph's ``decides`` edge) unless it names its own cause.

        The event is made here as :meth:`judge.trace.Trace.add` makes it (numbered, nested in the innermost open
        event, kept and given to the listener as the trace says), without a second call per event.
        """
        trace = self.trace
        opened = trace._open
        parent = opened[-1] if opened else None
        if self._decided is not None and kind is not _DECISION:
            decision, level = self._decided
            self._decided = None
            if cause is _UNNAMED and parent == level:
                cause = decision
        if not rules:
            raise ValueError(f"event {kind!r} without a rule id")
        seq = trace._count + 1
        if seq > trace.limit:
            raise EngineLimitError(f"{TraceLimitError(trace.limit)} ({self.runaway()}): {LIMIT_OF_THE_TOOL}")
        trace._count = seq
        if trace.record:
            event = Event(seq, kind, msg, rules, actor, objects, parent, None if cause is _UNNAMED else cause,  # type: ignore[arg-type]
                          attrs, len(opened))
            if trace.keep:
                trace.events.append(event)
            if trace.listener is not None:
                trace.listener(event)
        if kind is _DECISION:
            self._decided = (seq, parent)
        return seq

    def defer_ignored(self, msg: Msg, rules: tuple[str, ...], actor: str) -> None:
        """Note a part of an effect found to be ignored while its step is being built: it is recorded inside
        that step (see :meth:`flush_ignored`)."""
        self.deferred.append((msg, rules, actor))

    def flush_ignored(self) -> None:
        """Record the parts noted as ignored while building the step being run."""
        notes, self.deferred = self.deferred, []
        for msg, rules, actor in notes:
            self.emit(K.IGNORED, msg, rules, actor=actor)

    def take_reading(self, reading_id: str, at: int | None = None) -> None:
        """Take a reading of the catalogue (:mod:`judge.engine.readings`) at event ``at`` (default: the last)."""
        if at is None and reading_id in self.trace.readings:  # taken before: the first event is kept
            return
        if reading_id not in READINGS:
            raise KeyError(f"unknown reading {reading_id!r}")
        self.trace.take_reading(reading_id, at)

    def runaway(self) -> str:
        """What the resolution was doing when it hit a safety limit: the effects nested most often in the
        effects being resolved (a loop shows as one label repeated), or the phase and the reactions
        activated most today."""
        nested = Counter(frame.label for frame in self.effect_stack)
        state = self.state
        where = f"{state.phase} of day {state.day}"
        if nested:
            loop = ", ".join(f"{label} ({count} nested)" for label, count in nested.most_common(3))
            return f"{where}, in a loop of {loop}"
        counts = Counter[str]()
        for (oid, _), count in state.activations.items():
            obj = state.objects.get(oid)
            counts[obj.card.name if obj is not None else f"object #{oid}"] += count
        if counts:
            return f"{where}, after reactions of {', '.join(f'{n} ({c} today)' for n, c in counts.most_common(3))}"
        return where

    def emit_cap_reached(self, capped: list[tuple[GameObject, str]], mixed: bool = True) -> None:
        """6.3.f — reactions already activated 100 times today are not activated again: one event per
        controller for the reactions one atomic action would have activated (each by its label). ``mixed``:
        whether they may have several controllers (False when the caller knows they have one)."""
        first = capped[0][0].controller
        if mixed and any(obj.controller != first for obj, _ in capped):
            for player in dict.fromkeys(obj.controller for obj, _ in capped):
                self._cap_reached(player, [(obj, label) for obj, label in capped if obj.controller == player])
        else:
            self._cap_reached(first, capped)

    def _cap_reached(self, player: str, mine: list[tuple[GameObject, str]]) -> None:
        """6.3.f, 1.4.6.a — one player's reactions at their cap, in one event."""
        if not self.trace.record:
            self.emit(K.CAP_REACHED, UNSAID, ("6.3.f", "1.4.6.a"))
            return
        objects, labels = zip(*mine, strict=True)
        msg = Msg("cap_reached", label=labels[0]) if len(mine) == 1 else \
            Msg("cap_reached.many", labels=Join(labels), count=len(mine))
        self.emit(K.CAP_REACHED, msg, ("6.3.f", "1.4.6.a"), actor=player,
                  objects=tuple([obj.ref for obj in objects]), source="; ".join(labels))

    # -- the agenda -------------------------------------------------------------------------------------
    def call(self, proc: Proc) -> None:
        """Begin ``proc`` on top of the agenda; the caller resumes when it ends, with its result in ``ret``."""
        self.agenda.append(proc)

    def call_now(self, proc: Proc) -> bool:
        """Begin ``proc`` and run it at once, up to its first call, decision or end: whether it has ended (its
        result in ``ret``, the caller goes on) — else the caller returns and resumes when it ends. Only for a
        procedure whose work below it is bounded (a step, not an effect: effects nest without bound)."""
        agenda = self.agenda
        depth = len(agenda)
        agenda.append(proc)
        proc.step(self)
        return len(agenda) == depth and self.awaiting is None

    def call_beneath(self, depth: int, proc: Proc) -> None:
        """Put ``proc`` on the agenda at ``depth``, beneath the procedures called from there (by :meth:`call_now`):
        it resumes when they have ended. For a record made only once the work it waits for could not end at once
        (see :func:`judge.engine.steps.run_step`)."""
        self.agenda.insert(depth, proc)

    def finish(self, value: object = None) -> None:
        """End the procedure on top of the agenda, giving ``value`` to the one below."""
        self.agenda.pop()
        self.ret = value

    def tail(self, proc: Proc) -> None:
        """End the procedure on top of the agenda by running ``proc`` in its place (its result is the result)."""
        self.agenda[-1] = proc

    def ask(self, decision: Decision) -> None:
        """6.1.g, 1.4.5.a — pause at a decision; the procedure on top resumes with the answer's keys in ``ret``."""
        self.awaiting = decision

    def snapshot(self) -> Engine:
        """A copy of the whole resolution (board, agenda, counters …) that goes on apart from this one; the
        cards and every immutable definition are shared (the copy's trace starts empty, counting on). What is
        derived from the board (which abilities function) is copied with it when it is up to date, its objects
        the copy's own; else the copy recomputes it when it needs it."""
        memo: dict[int, object] = {id(self.cards): self.cards, id(self.trace): self.trace.fork()}
        current = self._sources_current()
        memo[id(self.state)] = self.state.__deepcopy__(memo)
        for cache in (self._sources, self.modifier_sources, self.cannot_sources, self.reaction_sources,
                      self.activation_cannots):  # each entry begins with its object: the copy's, when current
            memo[id(cache)] = [(memo[id(entry[0])], *entry[1:]) for entry in cache] if current else []
        memo[id(self.source_keys)] = self.source_keys if current else {}  # read-only (and ``functioning``): shared
        if self.awaiting is not None:  # both go on apart from here: neither may read options made from the other
            self.awaiting = settled(self.awaiting)
        copied = copy_record(self, memo)
        if not current:
            copied._sources_version = -1
            copied.gigantic_makers_version = -1
        return copied

    def _sources_current(self) -> bool:
        """Whether the abilities found functioning are up to date, each of their objects one of the board's
        (a copy then maps them to its own objects instead of looking for them again)."""
        objects = self.state.objects
        return self._sources_version == self.state.ability_version and all(
            objects.get(obj.oid) is obj for obj, _, _ in self._sources)

    # -- decisions -------------------------------------------------------------------------------------
    def record_answer(self, decision: Decision, answer: Answer) -> tuple[str, ...]:
        """6.1.g — record a decision's answer (how it was given: scripted, assumed, asked, forced, indifferent); its
        keys."""
        self.answered_how = answer.how
        if not self.trace.record:
            self.emit(K.DECISION, UNSAID, decision.rules)
            return answer.keys
        said = Join(tuple(Pair(*decision.labels(k)) for k in answer.keys), empty=NOTHING)
        self.emit(K.DECISION, Msg("decision", question=Pair(decision.en, decision.fr), answer=said,
                                  how=HOW[answer.how]), decision.rules,
                  actor=decision.chooser, decision=decision.kind, answer=",".join(answer.keys), how=answer.how,
                  options=len(decision.options))
        return answer.keys

    def record_scripted(self, decision: Decision, key: str) -> None:
        """Record a decision answered by the scenario's ``do`` item itself (targets, mode, expedition)."""
        said = Join((Pair(*decision.labels(key)),))
        self.emit(K.DECISION, Msg("decision", question=Pair(decision.en, decision.fr), answer=said,
                                  how=HOW["scripted"]), decision.rules,
                  actor=decision.chooser, decision=decision.kind, answer=key, how="scripted",
                  options=len(decision.options))

    # -- where abilities function ------------------------------------------------------------------------
    def ability_sources(self) -> list[tuple[GameObject, int, Ability]]:
        """1.2.4.d, 2.2.10.f — abilities that function now: in play, and support abilities in the Reserve (not those of
        an exhausted card there: :func:`judge.engine.declare.exhausted_in_reserve`)."""
        if self._sources_version != self.state.ability_version:
            self._refresh_sources()
        return self._sources

    def _refresh_sources(self) -> None:
        """Recompute what depends on which abilities function, when an object with abilities came or went."""
        state = self.state
        if self._sources_version == state.ability_version:
            return
        found: list[tuple[GameObject, int, Ability]] = []
        for player in state.players:
            for zone in IN_PLAY:
                for oid in state.zones[f"{player}.{zone}"]:
                    obj = state.objects[oid]
                    if obj.card.abilities:
                        found += [(obj, i, a) for i, a in enumerate(obj.card.abilities) if not a.support]
            for oid in state.zones[f"{player}.reserve"]:
                obj = state.objects[oid]
                if obj.card.abilities:
                    support = [(obj, i, a) for i, a in enumerate(obj.card.abilities) if a.support]
                    if support and obj.exhausted:  # no support abilities (judge.engine.declare.exhausted_in_reserve)
                        self.take_reading("exhausted-in-reserve-by-reminder-text")
                        continue
                    found += support
        self._sources, self._sources_version = found, state.ability_version
        self.functioning = frozenset(obj.oid for obj, _, _ in found)
        self.source_keys = {(obj.oid, i): (f"{obj.ref}/{i + 1}", ability_label(obj, a))
                            for obj, i, a in found}
        self.modifier_sources = [(obj, i, a) for obj, i, a in found if isinstance(a, Modifier)]
        self.cannot_sources = [(obj, a) for obj, _, a in found if isinstance(a, Cannot) and a.when.event != "activates"]
        reactions = [(obj, i, a) for obj, i, a in found if isinstance(a, Reaction)]
        shared = Counter((a.trigger, obj.controller) for obj, _, a in reactions if bearer_free(a.trigger))
        groups: dict[tuple[Pattern, str], int] = {}  # triggers shared by two reactions or more: matched once
        self.reaction_sources = [
            (obj, i, a, kinds_for(a.trigger.event) | ({"move"} if a.trigger.event == "gains_status" else set()),
             *self.source_keys[(obj.oid, i)],
             groups.setdefault((a.trigger, obj.controller), len(groups))
             if shared.get((a.trigger, obj.controller), 0) > 1 else -1)
            for obj, i, a in reactions]
        self.activation_cannots = [(obj, a) for obj, _, a in found
                                   if isinstance(a, Cannot) and a.when.event == "activates"]

    def activation_forbidden(self, obj: GameObject, reaction: Reaction, entering: str | None = None
                             ) -> GameObject | None:
        """7.3.1.e — the object whose functioning "cannot activate" stops this reaction of ``obj``, if any.

        It stops the reactions of the objects it names, only those with the trigger kind it
        names and only during the phase it names, when it names them. ``entering``: the zone ``obj`` is
        entering, for its reaction to entering it (6.3.d), where "facing me" sees it (:func:`facing_entering`).
        """
        self._refresh_sources()
        for source, cannot in self.activation_cannots:
            if cannot.trigger is not None and cannot.trigger != reaction.trigger.event:
                continue
            if cannot.phase is not None and cannot.phase != self.state.phase:
                continue
            if entering is not None and facing_entering(self.state, cannot.when.object, obj, source, entering):
                self.take_reading("facing-as-it-enters")
                if entering not in facing_expeditions(self.state, source.oid):  # 1.3.2.e: a Gigantic one faces both
                    self.take_reading("gigantic-present-in-each-expedition")
                return source
            if object_matches(cannot.when.object, obj.oid, self.state, source.controller, source.oid, None):
                return source
        return None

    def emit_refused(self, obj: GameObject, label: str, forbidder: GameObject) -> None:
        """7.3.1.e — a reaction that would be activated cannot be: an ability says its trigger cannot activate."""
        self.emit(K.REFUSED, Msg("refused.activate", label=label, by=named(forbidder)), ("7.3.1.e",),
                  actor=obj.controller, objects=(obj.ref, forbidder.ref), source=label)

    # -- selecting -------------------------------------------------------------------------------------
    def candidates(self, sel: Selector, ctx: EffectContext) -> list[GameObject]:
        """Objects fitting a selector in its zone phrase (default: in play), in board order."""
        zones = zones_for(sel.zone, self.state, ctx.you) if sel.zone else [
            f"{p}.{z}" for p in self.state.players for z in IN_PLAY]
        if ctx.me_expedition and (sel.near_me or sel.facing_me):  # "me" may have left its expedition (7.2.1.b)
            was = where_i_was(self.state, sel, ctx.me, ctx.me_expedition)
            if was:
                self.take_reading("my-expedition-after-leaving")
                if len(was) > 1:  # a Gigantic Character was in each of its player's expeditions
                    self.take_reading("gigantic-my-expedition-each")
                sel, zones = replace(sel, near_me=False, facing_me=False), [z for z in zones if z in was]
        if sel.faction is not None and any(faction_hidden(o, self.state) for z in zones for o in self.state.in_zone(z)):
            self.take_reading("mana-orb-has-no-faction")
        if sel.type == "card" and any(o.card.token and object_matches(
                replace(sel, kind="any", type="object"), o.oid, self.state, ctx.you, ctx.me, ctx.it)
                for z in zones for o in self.state.in_zone(z)):
            self.take_reading("token-is-not-a-card")  # 2.2.10.e: "a card" is no token (atomic.is_card)
        found = [o for z in zones for o in self.state.in_zone(z)
                 if object_matches(replace(sel, kind="any"), o.oid, self.state, ctx.you, ctx.me, ctx.it)]
        if sel.zone and (giants := [o for o in gigantic_in_other_expeditions(self.state, zones) if object_matches(
                replace(sel, kind="any"), o.oid, self.state, ctx.you, ctx.me, ctx.it)]):
            self.take_reading("gigantic-present-in-each-expedition")  # 1.3.2.e: "the Characters in" one expedition
            found += giants
        if sel.near_me and any(gigantic_near_me_elsewhere(o, self.state, ctx.me) for o in found):
            self.take_reading("gigantic-my-expedition-each")  # 7.2.1.a: a Gigantic bearer's "in my Expedition"
        if sel.facing_me and any(gigantic_faces_me_elsewhere(o, self.state, ctx.me) for o in found):
            self.take_reading("gigantic-present-in-each-expedition")  # 1.3.2.e: a Gigantic Character faces both
        return found

    # -- steps -----------------------------------------------------------------------------------------
    def perform_step(self, actions: list[AtomicAction]) -> None:
        """6.1.f — the atomic actions of a step happen simultaneously (emblems last: they name the results)."""
        state = self.state
        objects = state.objects
        quiet = not self.trace.record
        emblems = False
        texts: dict[int, Msg] | None = None  # made when an action is impossible
        for action in actions:  # Seasoned is read for the whole step before any of it happens (6.1.f)
            kind = action.kind
            if kind is _MOVE:
                action.keeps_boosts = not action.impossible and action.obj in objects and \
                    keeps_boosts(objects[action.obj or 0], action.to_zone or "", state)
            else:
                if action.keeps_boosts:
                    action.keeps_boosts = False
                if kind is _EMBLEM:
                    emblems = True
            if action.impossible and not quiet:  # said as it stood before any of the step happened
                if texts is None:
                    texts = {}
                texts[id(action)] = describe(action, state)
        seqs: dict[int, int] | None = {} if emblems else None  # the triggers' events, which the emblems name
        for action in actions:
            kind = action.kind
            said = UNSAID
            if kind is _ADVANCE and not action.impossible:  # a second advance of one expedition sees the first
                reason, why = check_possible(action, state)
                if reason:
                    action.impossible, action.impossible_rules = reason, why
                    if not quiet:
                        texts = texts if texts is not None else {}
                        texts[id(action)] = describe(action, state)
            if not action.impossible and kind is not _EMBLEM:
                if kind is _MOVE and action.from_zone and action.verb in _DRAWS:
                    self._rebind(action)
                elif action.obj is not None and kind is not _CREATE and action.obj not in objects:
                    action.impossible = "the object is no longer there"  # already moved in this step (6.1.f)
                if not quiet and not action.impossible:
                    said = describe(action, state)
            if action.impossible:
                why = ignored_part_rules(action.impossible_rules, in_effect=bool(self.effect_stack))
                self.emit(K.IGNORED, Msg("atomic.impossible", what=texts.get(id(action), UNSAID) if texts else UNSAID,
                                         why=impossible_label(action.impossible)), why,
                          actor=action.actor, action=action.verb)
                continue
            if kind is _EMBLEM:
                continue
            obj = objects.get(action.obj) if action.obj is not None else None
            refs = (obj.ref,) if obj is not None else ()
            rules: tuple[str, ...] = ("6.1.e", *action.cites) if action.cites else _ATOMIC_RULES
            if "rule:1.4.3" in action.applied and "1.4.3.a" not in rules:  # Rest's own move already cites it
                rules += ("1.4.3.a",)
            vanishing = again = False
            if kind is _MOVE:  # what only a move does: a token leaving play, Seasoned, an emblem leaving Limbo
                vanishing = obj is not None and obj.card.token and state.zone_kind(action.to_zone or "") not in IN_PLAY
                seasoned = action.keeps_boosts
                carried = seasoned and obj is not None and boosts_leave_with_it(obj, action.to_zone or "", state)
                plain = not (carried or seasoned or vanishing)
                into_deck = plain and put_into_deck(action, state)
                mana_orb = plain and state.zone_kind(action.to_zone or "") == "mana"  # face down there (2.2.1.f)
                exhausted_orb = mana_orb and arrives_exhausted_in_mana(action, state)
                rules += ("1.4.4.a", "2.2.10.c") if carried else ("1.4.4.a", "1.2.4.b") if (
                    seasoned or action.verb == "exhausted_resupply") else (
                    ("1.4.4.a", "2.2.1.f") if mana_orb else ("1.4.4.a",))
                again = obj is not None and obj.zone == action.to_zone and not stays_in_its_expedition(action, state)
                perform(action, state)
                if obj is not None and action.obj in self.pending and action.obj not in objects:
                    self.unwait(action.obj)  # a waiting emblem that left Limbo no longer waits (4.4.a)
                if carried:
                    self.take_reading("boosts-by-reminder-text")
                elif seasoned:
                    self.take_reading("keywords-by-reminder-text")
                elif exhausted_orb:  # a token becomes no Mana Orb: it ceases (1.4.4.a)
                    self.take_reading("card-text-to-mana-exhausted")
                elif into_deck:
                    self.take_reading("put-into-deck-at-the-bottom")
            else:
                if kind is _ADVANCE:
                    rules = ("7.3.11.a",)
                elif kind is _PHASE:
                    rules = ("4.2.d",) if action.verb == "after_daily" else phase_begins_rules(action.phase or "")
                elif kind is _CREATE and token_owner(action) != action.actor:
                    self.take_reading("token-is-its-expeditions-players")
                perform(action, state)
            if action.result is not None:
                refs = (*refs, objects[action.result].ref)
            seq = self.emit(_ATOMIC, said, rules, action.actor, refs, action=action.verb, kind_of=_KIND_TEXTS[kind])
            if kind is _CREATE and token_typed_by_card_text(action):  # said at the creation it decides (2.2.1.d)
                self.take_reading("token-type-by-card-text")
            if again:  # said at the move itself
                self.take_reading("move-to-the-zone-it-is-in")
            if seqs is not None:
                seqs[id(action)] = seq
            if vanishing:
                self.emit(K.NOTE, Msg("note.token_ceases"), ("1.4.4.a",), objects=refs)
                self.take_reading("token-leaving-play-ceases")
        state.note_advances([a.to_zone for a in actions if a.kind is _ADVANCE and not a.impossible and a.to_zone])
        if seqs is not None:
            for action in actions:
                if action.kind is _EMBLEM and not action.impossible:
                    self._create_emblem(action, seqs.get(id(action.trigger)))

    def create_emblems(self, emblems: list[AtomicAction], cause: int) -> None:
        """6.3.b–c — the Reaction-Emblems of reactions that an event outside any step activated (a pass, 4.2.3.c),
        created once that event has happened; ``cause`` is its record."""
        for action in emblems:
            self._create_emblem(action, cause)

    def _rebind(self, action: AtomicAction) -> None:
        """6.1.f — simultaneous draws take successive cards; an object already moved in this step is gone
        (:meth:`perform_step` makes the second check itself, when the action draws nothing)."""
        if action.kind == "move" and action.verb in _DRAWS and action.from_zone:
            deck = self.state.zones[action.from_zone]
            if action.obj not in deck:
                if deck:
                    action.obj = deck[0]
                else:
                    action.impossible = "the deck is empty"
            return
        if action.obj is not None and action.obj not in self.state.objects and action.kind != "create":
            action.impossible = "the object is no longer there"

    def _create_emblem(self, action: AtomicAction, cause: int | None) -> None:
        """6.3.b–c — the reaction is activated: a Reaction-Emblem with its effect goes to Limbo."""
        trigger = action.trigger
        it = action.it
        if trigger is not None and trigger.result is not None:
            if action.it_follows:
                it = trigger.result
            if trigger.kind == "move" and refers_to_it(action.reaction_effect):
                self.take_reading("reaction-it-where-its-trigger-sees-it")
        key = action.reaction_key
        rules: tuple[str, ...] = ("6.3.b", "6.3.c", "7.3.1.a")
        if key is None and trigger is not None and trigger.result is not None:
            key = (trigger.result, action.amount)  # 6.3.d: the object that entered
            action.activation = count_reaction_activation(self, key)
            rules += ("6.3.d", "7.5.1.a") if trigger.verb == "play" else ("6.3.d",)
        source = key[0] if key is not None else None
        state = self.state
        emblem = state.add_emblem(EMBLEM, action.reaction_controller, source or 0, key, action.reaction_label,
                                  action.reaction_effect, it, source_expedition(state, source, trigger),
                                  event_expedition(trigger))
        self.wait(emblem.oid, emblem.controller, source)
        source_card = None  # the card whose reaction it carries (see source_card)
        if source is not None:
            found = state.objects.get(source)
            if found is not None:
                source_card = self.emblem_cards[source] = found.card.id
            else:
                source_card = self.emblem_cards.get(source)
        if self.holding_frame is not None:
            self.held[emblem.oid] = self.holding_frame
        count = action.activation
        if trigger is not None and trigger.verb == "activate":
            rules += ("7.3.1.b", "7.3.1.d")
            if refers_to_it(action.reaction_effect):
                self.take_reading("activated-reaction-it-is-its-object")
        self.emit(_REACTION_ACTIVATED, message("reaction_activated", label=action.reaction_label, count=count,
                                                oid=emblem.oid), rules, actor=action.reaction_controller,
                  objects=(emblem.ref,), cause=cause, source=action.reaction_label,
                  source_card=source_card, count=count)

    def source_card(self, emblem: GameObject) -> str | None:
        """The card id of the object whose reaction an emblem carries (7.2.1.b), if known."""
        key = emblem.emblem_key
        if key is None:
            return None
        source = self.state.objects.get(key[0])
        return source.card.id if source is not None else self.emblem_cards.get(key[0])

    # -- emblems waiting in Limbo (4.4) -------------------------------------------------------------------
    def wait(self, emblem: int, controller: str, source: int | None) -> None:
        """4.4.a — a Reaction-Emblem created in Limbo waits to be played (lined up by controller and counted by
        source, so that a check among thousands waiting takes no step per emblem)."""
        self.pending[emblem] = (controller, source)
        line = self.waiting_by.get(controller)
        if line is None:
            line = self.waiting_by[controller] = WaitingLine()
        line.add(emblem)
        if source is not None:
            count = self.pending_sources[(controller, source)] = self.pending_sources.get((controller, source), 0) + 1
            if count == 2:
                self.doubled[controller] = self.doubled.get(controller, 0) + 1

    def unwait(self, emblem: int) -> None:
        """4.4.b — a waiting Reaction-Emblem begins to be played, or has left Limbo: it no longer waits."""
        found = self.pending.pop(emblem, None)
        if found is None:
            return
        controller, source = found
        self.waiting_by[controller].drop(emblem, self.pending)
        if source is not None:
            count = self.pending_sources[(controller, source)] = self.pending_sources[(controller, source)] - 1
            if count == 1:
                self.doubled[controller] -= 1
            elif count == 0:
                del self.pending_sources[(controller, source)]

    def check_waiting(self) -> None:
        """Every waiting emblem is on the board and in its controller's line, in order (a test setting checks
        it after each step: see ``integrity_checks``)."""
        objects = self.state.objects
        for oid in self.pending:
            if oid not in objects:
                raise AssertionError(f"waiting emblem {oid} is not on the board")
        for player, line in self.waiting_by.items():
            mine = [oid for oid, (controller, _) in self.pending.items() if controller == player]
            if list(line.waiting(self.pending)) != mine or line.count != len(mine):
                raise AssertionError(f"{player}'s waiting line is not the emblems they control, in order")

    # -- effect frames -----------------------------------------------------------------------------------
    def new_frame(self) -> int:
        """A fresh id for an effect being resolved (internal actions hold reactions until it ends)."""
        self.frames += 1
        return self.frames

    def release(self, frame: int) -> None:
        """4.4.a remark — the effect containing an internal action has ended: its reactions may be played."""
        if not self.held:
            return
        freed = [oid for oid, f in self.held.items() if f == frame]
        for oid in freed:
            del self.held[oid]
        if freed:
            self.emit(K.NOTE, Msg("note.released", count=len(freed)), ("4.4.a",))


def count_reaction_activation(engine: Engine, key: tuple[int, int]) -> int:
    """6.3.f, 1.4.4.a — one more activation today of the reaction ``key`` (its object, its ability); the new count.
    Counted per object (the reading ``reaction-cap-per-object``), said when it may matter: the first activation
    today of the reaction of an object that came from another zone (a new object, 1.4.4.a), while a reaction of the
    same number of an object no longer in the game state (one that changed zone since) was activated today, whose
    card is this object's or not known (an object activated before this resolution, given by the board)."""
    state = engine.state
    oid, index = key
    obj = state.objects.get(oid)
    if not state.activations.get(key, 0) and obj is not None and obj.was and any(
            i == index and o not in state.objects and engine.emblem_cards.get(o, obj.card.id) == obj.card.id
            for (o, i), n in state.activations.items() if n):
        engine.take_reading("reaction-cap-per-object")
    return state.count_activation(key)


def bearer_free(trigger: Pattern) -> bool:
    """6.3.b — whether a trigger describes its events without "me" (the object bearing it: 7.2.1): reactions of
    one controller with equal such triggers match the same atomic actions, which is checked once for them all."""
    sel = trigger.object
    # "this way": a reveal its own bearer's modifier added
    if MY_EXPEDITION in (trigger.to_zone, trigger.from_zone) or trigger.this_way:
        return False
    return sel is None or (sel.kind not in ("me", "it", MY_EXPEDITION) and not sel.near_me and not sel.facing_me
                           and not sel.other)


def ignored_part_rules(because: tuple[str, ...], in_effect: bool) -> tuple[str, ...]:
    """1.2.6.f, 6.5.f — the rules of an atomic action that cannot happen: what makes it impossible
    (1.4.1, 7.3.11 …) and, in an effect, that this part is ignored and the rest happens normally."""
    if not because:
        return ("1.2.6.f", "6.5.f")
    return (*because, "1.2.6.f", "6.5.f") if in_effect else because
