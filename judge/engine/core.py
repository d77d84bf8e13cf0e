"""The engine: the state, the trace, the decider, and how one step happens.

The engine is a pure function of (initial state, answers to decisions): it asks every
choice of its :class:`~judge.engine.decisions.Decider` and records every change in
the :class:`~judge.trace.Trace`, each record citing the rules that make it happen.
The rest of the resolution lives in sibling modules, one rule concept each:
``modifiers`` (6.2), ``reactions`` (6.3, 4.4, 5.5), ``effects`` (6.5, 1.2.6),
``playing`` (5.1, 5.2), ``day`` (4.2, 1.3.2).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace

from judge.engine.atomic import (
    AtomicAction,
    describe,
    keeps_boosts,
    kinds_for,
    object_matches,
    perform,
    refers_to_it,
    would_happen,
    zones_for,
)
from judge.engine.context import AnswerScope, EffectContext, EffectFrame
from judge.engine.decisions import Answer, Decider, Decision, Option
from judge.engine.modifiers import Candidate, StepModifiers, mark_impossible, modifier_loop
from judge.engine.readings import READINGS
from judge.engine.words import obj_name, player_name, zone_phrase_fr
from judge.errors import EngineLimitError
from judge.model.cards import Ability, Cannot, CardDef, Modifier, Reaction, Selector
from judge.model.state import IN_PLAY, GameObject, GameState
from judge.trace import Trace, TraceLimitError

InFlight = tuple[str, str, tuple[str, ...]]  # an answer kept in flight: decision kind, chooser, options taken
EMBLEM = CardDef("reaction-emblem", "Reaction-Emblem", "emblem", name_fr="Emblème-Réaction")
MAX_NESTING = 2_000


class Engine:
    """Runs a resolution on a state, asking a decider and writing a trace."""

    def __init__(self, state: GameState, cards: dict[str, CardDef], decider: Decider,
                 trace: Trace | None = None) -> None:
        self.state = state
        self.cards = cards
        self.decider = decider
        self.trace = trace if trace is not None else Trace()
        self.internal_depth = 0
        self.held: dict[int, int] = {}  # emblem oid → effect frame that holds it (4.4.a remark)
        self.holding_frame: int | None = None
        self.frames = 0
        self.nesting = 0
        self.after_you: set[str] = set()
        self.integrity_checks = False
        self.paying_cost = False
        self.emblem_cards: dict[int, str] = {}
        self.pending: dict[int, None] = {}  # emblems created and not yet being played, in order
        self._sources: list[tuple[GameObject, int, Ability]] = []
        self._sources_version = -1
        self.functioning: set[int] = set()
        self.source_keys: dict[tuple[int, int], tuple[str, str]] = {}
        self.modifier_sources: list[tuple[GameObject, int, Modifier]] = []
        self.cannot_sources: list[tuple[GameObject, Cannot]] = []
        self.reaction_sources: list[tuple[GameObject, int, Reaction, frozenset[str]]] = []
        self.activation_cannots: list[tuple[GameObject, Cannot]] = []
        self.deferred: list[tuple[str, str, tuple[str, ...], str]] = []  # see defer_ignored
        # where the scenario's script is: which ``do`` item, which repeat, and within scripted turns
        # which turn and which of its actions (for explore's digests: the script's own progress)
        self.position: tuple[int, ...] = (0, 0)
        self.stage = ""  # which part of the phase: its start, or the daily effect last begun
        self.effect_stack: list[EffectFrame] = []
        # the steps being modified: their atomic actions so far and what the modifier loop has done
        self.steps: list[tuple[list[AtomicAction], StepModifiers | None]] = []
        self._decided: tuple[int, int | None] | None = None  # the last decision, until what it selected is emitted
        self.in_flight: list[tuple[AnswerScope | None, InFlight]] = []  # see answer_scope
        self.scopes: list[AnswerScope] = []
        self.keep_answers = False  # whether to keep answers in flight (``judge explore`` does, for its digests)

    # -- recording -------------------------------------------------------------------------------------
    def emit(self, kind: str, en: str, fr: str, rules: tuple[str, ...], **kw: object) -> int:
        """Record an event (see :meth:`judge.trace.Trace.emit`).

        The first event after a decision, at the same level, is what the decision selected: it is
        linked to it (the graph's ``decides`` edge) unless it names its own cause.
        """
        if self._decided is not None and kind != "decision":
            seq, parent = self._decided
            self._decided = None
            open_now = self.trace.open_sections()
            if "cause" not in kw and (open_now[-1] if open_now else None) == parent:
                kw["cause"] = seq
        try:
            seq = self.trace.emit(kind, en, fr, rules, **kw)  # type: ignore[arg-type]
        except TraceLimitError as exc:
            raise EngineLimitError(f"{exc} ({self.runaway()})") from None
        if kind == "decision":
            open_now = self.trace.open_sections()
            self._decided = (seq, open_now[-1] if open_now else None)
        return seq

    def defer_ignored(self, en: str, fr: str, rules: tuple[str, ...], actor: str) -> None:
        """Note a part of an effect found to be ignored while its step is being built: it is recorded inside
        that step (see :meth:`flush_ignored`)."""
        self.deferred.append((en, fr, rules, actor))

    def flush_ignored(self) -> None:
        """Record the parts noted as ignored while building the step being run."""
        notes, self.deferred = self.deferred, []
        for en, fr, rules, actor in notes:
            self.emit("ignored", en, fr, rules, actor=actor)

    def take_reading(self, reading_id: str, at: int | None = None) -> None:
        """Take a reading of the catalogue (:mod:`judge.engine.readings`) at event ``at`` (default: the last)."""
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

    def section(self, kind: str, en: str, fr: str, rules: tuple[str, ...], **kw: object) -> _Section:
        """Record an event and nest the following ones in it (``with engine.section(...)``)."""
        return _Section(self, self.emit(kind, en, fr, rules, **kw))

    def emit_modifier(self, cand: Candidate, original: AtomicAction | None, rules: tuple[str, ...],
                      became: Sequence[AtomicAction] = ()) -> None:
        """Record that a passive modifier or a rule modified the step or one atomic action, saying what the
        action would have been and what it became (instead), or what happens also."""
        if not self.trace.record:  # a replay whose trace nobody reads: no text to build
            self.emit("modifier", "", "", (*rules, "6.2.a", "6.2.g"))
            return
        word_en, word_fr = {"instead": ("instead", "à la place"), "also": ("also", "aussi")}[cand.mode]
        new = [describe(a, self.state) for a in became]
        new_en = ", then ".join(en for en, _ in new) or "nothing happens"
        new_fr = ", puis ".join(fr for _, fr in new) or "rien ne se passe"
        if original is None:
            text_en, text_fr = f"the step also does: {new_en}", f"l'étape fait aussi : {new_fr}"
        elif cand.mode == "instead":
            was_en, was_fr = would_happen(original, self.state)
            text_en, text_fr = f"{was_en}; instead {new_en}", f"{was_fr} ; à la place, {new_fr}"
        else:
            was_en, was_fr = describe(original, self.state)
            text_en, text_fr = f"{was_en}; also {new_en}", f"{was_fr} ; aussi, {new_fr}"
        card = self.state.objects[cand.source].card.id if cand.source in self.state.objects else None
        self.emit("modifier", f"{cand.label} ({word_en}): {text_en}", f"{cand.label} ({word_fr}) : {text_fr}",
                  (*rules, "6.2.a", "6.2.g"), actor=cand.controller, mode=cand.mode, source=cand.label,
                  source_card=card, modifier=cand.key)

    def emit_cap_reached(self, obj: GameObject, label: str, index: int) -> None:
        """6.3.f — a reaction already activated 100 times today is not activated again."""
        self.emit("cap_reached",
                  f"{label} has been activated 100 times today: it is not activated again",
                  f"{label} a déjà été activée 100 fois aujourd'hui : elle ne s'active plus",
                  ("6.3.f", "1.4.6.a"), actor=obj.controller, objects=(obj.ref,), source=label)

    # -- decisions -------------------------------------------------------------------------------------
    def decide(self, decision: Decision) -> tuple[str, ...]:
        """6.1.g, 1.4.5.a — put a decision to the decider and record the answer (never decided silently).

        A forced decision (one legal answer) is not put to the decider: it is recorded as forced.
        """
        if decision.forced:  # one legal answer: nothing to ask, nothing to assume
            self.decider.forced(decision)
            answer = Answer(tuple(o.key for o in decision.options), "forced")
        else:
            answer = self.decider.answer(decision)
        self._keep(decision, answer.keys)
        if not self.trace.record:
            self.emit("decision", "", "", decision.rules)
            return answer.keys
        labels = [decision.labels(k) for k in answer.keys]
        en = ", ".join(en for en, _ in labels) or "nothing"
        fr = ", ".join(fr for _, fr in labels) or "rien"
        how_en = {"assumed": " (assumed: not scripted)", "scripted": "", "asked": "",
                  "forced": " (forced: the only legal option)"}[answer.how]
        how_fr = {"assumed": " (supposé : non scripté)", "scripted": "", "asked": "",
                  "forced": " (forcé : la seule option légale)"}[answer.how]
        self.emit("decision", f"{decision.en}: {en}{how_en}", f"{decision.fr} : {fr}{how_fr}", decision.rules,
                  actor=decision.chooser, decision=decision.kind, answer=",".join(answer.keys), how=answer.how,
                  options=len(decision.options))
        return answer.keys

    # -- answers in flight (what ``judge explore`` must digest beside the state) -------------------------
    def _keep(self, decision: Decision, keys: tuple[str, ...]) -> None:
        """Keep an answer in flight, in the innermost play's scope (or none, outside any play)."""
        if self.keep_answers:
            self.in_flight.append((self.scopes[-1] if self.scopes else None, (decision.kind, decision.chooser, keys)))

    @contextmanager
    def answer_scope(self, ends_with_effect: bool = True, facts: tuple[object, ...] = ()) -> Iterator[AnswerScope]:
        """One play, from its first decision to its end: its answers are in flight until its effect is done.

        An answer may live only in the resolution's own variables (a target chosen, a mode, the
        modifiers already applied to a step not yet performed), not in the state: two paths that
        reach the same state with different such answers may still differ. Once the play's effect
        is done (its last step performed), only its ceasing is left and its answers no longer count
        (unless the play still acts after its effect: ``ends_with_effect`` false); when the play
        ends, they are dropped. ``facts``: what the play keeps aside, counted while it lasts.
        """
        scope = AnswerScope(ends_with_effect, facts)
        mark = len(self.in_flight)
        self.scopes.append(scope)
        try:
            yield scope
        finally:
            self.scopes.pop()
            del self.in_flight[mark:]

    def answers_in_flight(self) -> tuple[InFlight, ...]:
        """The answers given that may still change what happens (those of plays not yet done)."""
        return tuple(key for scope, key in self.in_flight if scope is None or not scope.done)

    def facts_in_flight(self) -> tuple[tuple[object, ...], ...]:
        """What the plays under way keep aside, innermost last."""
        return tuple(scope.facts for scope in self.scopes)

    def settle(self) -> None:
        """Mark a point where no caller holds an answer of its own (a phase's start, between daily
        effects): every answer given so far shows in the state."""
        self.in_flight.clear()

    def record_scripted(self, decision: Decision, key: str) -> None:
        """Record a decision answered by the scenario's ``do`` item itself (targets, mode, expedition)."""
        self._keep(decision, (key,))
        en, fr = decision.labels(key)
        self.emit("decision", f"{decision.en}: {en}", f"{decision.fr} : {fr}", decision.rules,
                  actor=decision.chooser, decision=decision.kind, answer=key, how="scripted",
                  options=len(decision.options))

    def yes_no(self, kind: str, chooser: str, rules: tuple[str, ...], en: str, fr: str) -> bool:
        """A yes/no decision."""
        options = (Option("yes", "yes", "oui"), Option("no", "no", "non"))
        return self.decide(Decision(kind, chooser, options, rules, en, fr))[0] == "yes"

    # -- where abilities function ------------------------------------------------------------------------
    def ability_sources(self) -> list[tuple[GameObject, int, Ability]]:
        """1.2.4.d, 2.2.10.f — abilities that function now: in play, and support abilities in the Reserve."""
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
                    found += [(obj, i, a) for i, a in enumerate(obj.card.abilities) if a.support]
        self._sources, self._sources_version = found, state.ability_version
        self.functioning = {obj.oid for obj, _, _ in found}
        self.source_keys = {(obj.oid, i): (f"{obj.ref}/{i + 1}", getattr(a, "label", "") or obj_name(obj))
                            for obj, i, a in found}
        self.modifier_sources = [(obj, i, a) for obj, i, a in found if isinstance(a, Modifier)]
        self.cannot_sources = [(obj, a) for obj, _, a in found if isinstance(a, Cannot) and a.when.event != "activates"]
        self.reaction_sources = [(obj, i, a, kinds_for(a.trigger.event)) for obj, i, a in found
                                 if isinstance(a, Reaction)]
        self.activation_cannots = [(obj, a) for obj, _, a in found
                                   if isinstance(a, Cannot) and a.when.event == "activates"]

    def activation_forbidden(self, obj: GameObject, reaction: Reaction) -> GameObject | None:
        """7.3.1.e — the object whose functioning "cannot activate" stops this reaction of ``obj``, if any.

        It stops the reactions of the objects it names, only those with the trigger kind it
        names and only during the phase it names, when it names them.
        """
        self._refresh_sources()
        for source, cannot in self.activation_cannots:
            if cannot.trigger is not None and cannot.trigger != reaction.trigger.event:
                continue
            if cannot.phase is not None and cannot.phase != self.state.phase:
                continue
            if object_matches(cannot.when.object, obj.oid, self.state, source.controller, source.oid, None):
                return source
        return None

    def emit_refused(self, obj: GameObject, label: str, forbidder: GameObject) -> None:
        """7.3.1.e — a reaction that would be activated cannot be: an ability says its trigger cannot activate."""
        by_en, by_fr = obj_name(forbidder, "en"), obj_name(forbidder, "fr")
        self.emit("refused", f"{label} cannot activate: {by_en} says so",
                  f"{label} ne peut pas s'activer : {by_fr} l'interdit", ("7.3.1.e",),
                  actor=obj.controller, objects=(obj.ref, forbidder.ref), source=label)

    # -- selecting -------------------------------------------------------------------------------------
    def candidates(self, sel: Selector, ctx: EffectContext) -> list[GameObject]:
        """Objects fitting a selector in its zone phrase (default: in play), in board order."""
        zones = zones_for(sel.zone, self.state, ctx.you) if sel.zone else [
            f"{p}.{z}" for p in self.state.players for z in IN_PLAY]
        return [o for z in zones for o in self.state.in_zone(z)
                if object_matches(replace(sel, kind="any"), o.oid, self.state, ctx.you, ctx.me, ctx.it)]

    def choose_cards(self, sel: Selector, ctx: EffectContext) -> list[int]:
        """5.1.2.b, 6.1.a — a choice made at resolution (``chosen``): the controller picks ``count`` objects."""
        pool = self.candidates(sel, ctx)
        if not pool:
            return []
        count = min(sel.count, len(pool))
        options = tuple(Option(o.ref, obj_name(o, "en"), obj_name(o, "fr")) for o in pool)
        where_en = sel.zone or "play"
        where_fr = zone_phrase_fr(where_en)
        rules = ("5.1.2.b", "6.1.d") if self.paying_cost else ("6.1.a",)
        keys = self.decide(Decision("choose_cards", ctx.you, options, rules,
                                    f"{player_name(ctx.you)} chooses {count} card(s) from {where_en}",
                                    f"{player_name(ctx.you)} choisit {count} carte(s) : {where_fr}", count=count))
        by_ref = {o.ref: o.oid for o in pool}
        return [by_ref[k] for k in keys]

    # -- steps -----------------------------------------------------------------------------------------
    def run_step(self, actions: list[AtomicAction], *, controller: str | None, rules: tuple[str, ...],
                 en: str, fr: str, check: bool = True, kind: str = "step",
                 last_of: EffectFrame | None = None) -> list[AtomicAction]:
        """6.1.e–f, 6.2.e — one step: modifiers applied, then its atomic actions all at once.

        Reactions are checked after it (4.4.a.2) unless ``check`` is false or an internal
        action is being played (4.4.a remark). ``last_of``: the effect whose last step this is.
        """
        self.nesting += 1
        if self.nesting > MAX_NESTING:
            raise EngineLimitError(f"resolution nested more than {MAX_NESTING} steps deep")
        many = sum(1 for a in actions if not a.impossible) > 1
        step_rules = rules + tuple(r for r in ("6.1.e", "6.1.f") if many and r not in rules)
        with self.section(kind, en, fr, step_rules, actor=controller):
            self.flush_ignored()
            for action in actions:
                mark_impossible(self, action)
            self.steps.append(([], None))
            try:
                actions = modifier_loop(self, actions, controller)
            finally:
                self.steps.pop()
            self.flush_ignored()
            if not actions and kind == "step":
                self.emit("ignored", "nothing to do: this part of the effect is ignored",
                          "rien à faire : cette partie de l'effet est ignorée", ("1.2.6.f", "6.5.f"), actor=controller)
            self._perform(actions)
        if kind == "step" and self.effect_stack:
            self.effect_stack[-1].happened = any(not a.impossible for a in actions)
        if last_of is not None:
            last_of.performed = True
        if self.integrity_checks:
            self.state.check_integrity()
        if check and self.internal_depth == 0:
            from judge.engine.reactions import check_reactions

            check_seq = self.trace.emitted + 1
            if check_reactions(self, ("4.4.a",), "after a step", "après une étape") and last_of is not None:
                last_of.check_after_last_step = check_seq
        self.nesting -= 1
        return actions

    def _perform(self, actions: list[AtomicAction]) -> None:
        """6.1.f — the atomic actions of a step happen simultaneously (emblems last: they name the results)."""
        seqs: dict[int, int] = {}
        quiet = not self.trace.record
        for action in actions:  # Seasoned is read for the whole step before any of it happens (6.1.f)
            action.keeps_boosts = action.kind == "move" and not action.impossible and action.obj in \
                self.state.objects and keeps_boosts(self.state.objects[action.obj or 0], action.to_zone or "",
                                                    self.state)
        texts = {} if quiet else {id(a): describe(a, self.state) for a in actions}
        for action in actions:
            if not action.impossible and action.kind != "emblem":
                self._rebind(action)
                if not quiet:
                    texts[id(action)] = describe(action, self.state)
            if action.impossible:
                en, fr = texts.get(id(action), ("", ""))
                why = ignored_part_rules(action.impossible_rules, in_effect=bool(self.effect_stack))
                self.emit("ignored", f"{en}: cannot happen ({action.impossible}), ignored",
                          f"{fr} : impossible ({action.impossible}), ignoré", why,
                          actor=action.actor, action=action.verb)
                continue
            if action.kind == "emblem":
                continue
            objects = (self.state.objects[action.obj].ref,) if action.obj in self.state.objects else ()
            vanishing = action.kind == "move" and action.obj in self.state.objects and \
                self.state.objects[action.obj].card.token and self.state.zone_kind(action.to_zone or "") not in IN_PLAY
            seasoned = action.keeps_boosts
            perform(action, self.state)
            if seasoned:
                self.take_reading("keywords-by-reminder-text")
            if action.result is not None:
                objects = (*objects, self.state.objects[action.result].ref)
            en, fr = texts.get(id(action), ("", ""))
            rules: tuple[str, ...] = ("6.1.e", *action.cites)
            if "rule:1.4.3" in action.applied:
                rules += ("1.4.3.a",)
            if action.kind == "move":
                rules += ("1.4.4.a", "1.2.4.b") if seasoned or action.verb == "exhausted_resupply" else ("1.4.4.a",)
            if action.kind == "advance":
                rules = ("7.3.11.a",)
            if action.kind == "phase":
                rules = ("instants-actions-atomiques", "4.2.b") if action.phase in ("noon", "dusk", "night") else (
                    "4.2.a", "4.2.b")
            seqs[id(action)] = self.emit("atomic", en, fr, rules, actor=action.actor, objects=objects,
                                         action=action.verb, kind_of=action.kind)
            if vanishing:
                self.emit("note", "a token that leaves play ceases to exist (the seed text does not cover tokens "
                          "leaving play: this follows 1.4.4, new zone, new object)",
                          "un jeton qui quitte le jeu cesse d'exister (le texte fourni ne couvre pas ce cas : "
                          "on suit 1.4.4)", ("1.4.4.a",), objects=objects)
                self.take_reading("token-leaving-play-ceases")
        for action in actions:
            if action.kind == "emblem" and not action.impossible:
                self._create_emblem(action, seqs.get(id(action.trigger)))

    def _rebind(self, action: AtomicAction) -> None:
        """6.1.f — simultaneous draws take successive cards; an object already moved in this step is gone."""
        if action.kind == "move" and action.verb in ("draw", "resupply", "exhausted_resupply") and action.from_zone:
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
            action.activation = self.state.activations.get(key, 0) + 1
            self.state.activations[key] = action.activation
            rules += ("6.3.d", "7.5.1.a") if trigger.verb == "play" else ("6.3.d",)
        emblem = self.state.add(EMBLEM, action.reaction_controller, "limbo")
        emblem.emblem_source = key[0] if key else 0
        emblem.emblem_key = key
        emblem.emblem_label = action.reaction_label
        emblem.emblem_effect = action.reaction_effect
        emblem.emblem_it = it
        self.pending[emblem.oid] = None
        if key is not None and key[0] in self.state.objects:
            self.emblem_cards[key[0]] = self.state.objects[key[0]].card.id
        if self.holding_frame is not None:
            self.held[emblem.oid] = self.holding_frame
        count = action.activation
        if trigger is not None and trigger.verb == "activate":
            rules += ("7.3.1.b", "7.3.1.d")
        self.emit("reaction_activated",
                  f"{action.reaction_label} is activated ({count}/100 today): Reaction-Emblem #{emblem.oid} "
                  f"created in Limbo",
                  f"{action.reaction_label} est activée ({count}/100 aujourd'hui) : Emblème-Réaction "
                  f"#{emblem.oid} créé dans Limbo",
                  rules, actor=action.reaction_controller, objects=(emblem.ref,), cause=cause,
                  source=action.reaction_label, source_card=self.source_card(emblem), count=count)

    def source_card(self, emblem: GameObject) -> str | None:
        """The card id of the object whose reaction an emblem carries (7.2.1.b), if known."""
        key = emblem.emblem_key
        if key is None:
            return None
        source = self.state.objects.get(key[0])
        return source.card.id if source is not None else self.emblem_cards.get(key[0])

    # -- effect frames -----------------------------------------------------------------------------------
    def new_frame(self) -> int:
        """A fresh id for an effect being resolved (internal actions hold reactions until it ends)."""
        self.frames += 1
        return self.frames

    def release(self, frame: int) -> None:
        """4.4.a remark — the effect containing an internal action has ended: its reactions may be played."""
        freed = [oid for oid, f in self.held.items() if f == frame]
        for oid in freed:
            del self.held[oid]
        if freed:
            self.emit("note",
                      f"the effect has ended: {len(freed)} reaction(s) created by its internal action can now be "
                      f"played",
                      f"l'effet est terminé : {len(freed)} réaction(s) créée(s) par son action interne "
                      f"peuvent être jouées", ("4.4.a",))


def ignored_part_rules(because: tuple[str, ...], in_effect: bool) -> tuple[str, ...]:
    """1.2.6.f, 6.5.f — the rules of an atomic action that cannot happen: what makes it impossible
    (1.4.1, 7.3.11 …) and, in an effect, that this part is ignored and the rest happens normally."""
    if not because:
        return ("1.2.6.f", "6.5.f")
    return (*because, "1.2.6.f", "6.5.f") if in_effect else because


class _Section:
    """Context manager that nests events in one (see :meth:`Engine.section`)."""

    def __init__(self, engine: Engine, seq: int) -> None:
        self.engine = engine
        self.seq = seq

    def __enter__(self) -> int:
        self.engine.trace.open(self.seq)
        return self.seq

    def __exit__(self, exc_type: object, *rest: object) -> None:
        if exc_type is None:
            self.engine.trace.close(self.seq)
