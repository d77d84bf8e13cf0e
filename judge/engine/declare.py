"""5.1.2.b–c, 5.2.3 — declaring an effect's choices: its modes, then its targets; the state does not change.

Declaration (5.1.2.b) chooses modes (5.2.3.c) and targets (5.2.3.b), targets of
optional and conditional steps included (5.2.3.e–f), considering only the chosen mode
(5.2.3.d); targets of an internal action wait for it to be played (5.2.3.g). An
illegal declaration (5.1.2.c) raises :class:`IllegalDeclaration` with the rules that say so.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, replace

from judge.engine.atomic import expeditions_named, granted
from judge.engine.context import EffectContext
from judge.engine.core import Engine, Proc
from judge.engine.decisions import Decision, DecisionKind, Option, match_option
from judge.engine.pick_modes import MissingTarget, mode_rules, pick_decision, picked_before
from judge.engine.words import label_fr, named, obj_name, player_name, type_label, type_name, zone_name
from judge.errors import JudgeError
from judge.events import De, Join, Msg, words
from judge.events import EventKind as K
from judge.model.cards import CardDef, Effect, Selector, Step
from judge.model.ids import Ref
from judge.model.once import Once
from judge.model.state import EXPEDITIONS, IN_PLAY, GameObject


class IllegalDeclaration(JudgeError):
    """5.1.2.c — a declaration that is not legal (no legal target, not enough mana …), with the rules that say so.

    Its reason is data, like an event's: the id ``mid`` of a message of the tables (``illegal.…`` in
    :mod:`judge.render.messages_en`) and its ``values``, with ``rules`` among them as the template cites them
    (``"5.1.2.c, 5.2.3.b"``). The error's text is the reason in English; ``said`` is the ruling in the
    tables' words ("illegal declaration: …"), which ``--lang fr`` prints in French.
    """

    def __init__(self, mid: str, rules: tuple[str, ...], /, **values: object) -> None:
        self.reason = Msg(mid, rules=", ".join(rules), **values)
        super().__init__(words(self.reason, "en"))
        self.rules = rules
        self.said = Msg("illegal", ruling=self.reason)


def cannot_be_played(engine: Engine, card: CardDef) -> bool:
    """1.4.1.a, 1.2.4.d — "I can't be played": an ability that changes the way its card can be played works in every
    zone it could be played from (1.2.4.d), and "can't" beats "can" (1.4.1.a): no declaration to play it is legal,
    by its player or by an effect. Putting it into a Mana zone is not playing it (the reading
    ``unplayable-card-still-mana``)."""
    if "unplayable" not in card.keywords:
        return False
    engine.take_reading("unplayable-card-still-mana")
    return True


def exhausted_in_reserve(engine: Engine, obj: GameObject) -> bool:
    """1.2.4.b, 2.2.10.c — whether ``obj`` is an exhausted card in a Reserve, which can't be played and has no support
    abilities: the reminder text of the keywords that exhaust cards there (Exhausted Resupply, Cooldown) says so, and
    the seed documents say nothing of an exhausted card in a Reserve (the reading
    exhausted-in-reserve-by-reminder-text)."""
    if not obj.exhausted or engine.state.zone_kind(obj.zone) != "reserve":
        return False
    engine.take_reading("exhausted-in-reserve-by-reminder-text")
    return True


def _declared_steps(steps: Effect, ctx: EffectContext) -> Iterator[Step]:
    """Steps whose targets are chosen at declaration: chosen modes only, no internal effects."""
    for step in steps:
        if step.modes:
            yield from _declared_steps(step.modes[ctx.modes.get(step, 0)], ctx)
            continue
        if step.die:  # the result is known only at resolution: every line's targets are declared (5.2.3.b)
            for line in step.die:
                yield from _declared_steps(line.effect, ctx)
            continue
        yield step
        yield from _declared_steps(step.if_you_do, ctx)
        yield from _declared_steps(step.if_you_dont, ctx)  # declared even if the step will be done (5.2.3.e)
        yield from _declared_steps(step.otherwise, ctx)  # declared whether or not the condition will hold
        yield from _declared_steps(step.then, ctx)


def _conditional_parts(steps: Effect) -> Iterator[Step]:
    """5.2.3.f, 6.5.c, 6.5.d — the steps of ``steps`` that happen only if something else holds as the effect resolves,
    besides any condition of their own: those of an "if you do" (6.5.d: a conditional effect), "If you don't" or
    "Otherwise" part, and of a line of a die roll (the card's text, read as a condition on the result, 6.5.c). Their
    targets are chosen at the declaration all the same (5.2.3.f), as those of a conditional step."""
    for step in steps:
        for mode in step.modes:
            yield from _conditional_parts(mode)
        for part in (*(line.effect for line in step.die), step.if_you_do, step.if_you_dont, step.otherwise):
            yield from part
            yield from _conditional_parts(part)
        yield from _conditional_parts(step.then)  # the rest of its sentence: its own conditional parts


def declared_targets(effect: Effect, ctx: EffectContext) -> list[Selector]:
    """5.2.3.b, 5.2.3.e, 5.2.3.f, 5.2.3.g — every occurrence of "target" that declaring ``effect`` chooses, in printed
    order (once each, however many objects it names: "N target …"): those of its steps and of their "if you do", "If
    you don't" and "Otherwise" parts, of every line of a die roll and of the chosen modes; not those of an internal
    action inside it, chosen when that one is played (5.2.3.g). An internal action's own targets are its effect's."""
    return [sel for step in _declared_steps(effect, ctx) for sel in target_selectors(step)]


def modal_steps(effect: Effect) -> list[Step]:
    """6.5.e, 5.2.3.c, 5.2.3.g — the modal steps whose mode the declaration of ``effect`` chooses, in printed order
    (see :func:`_modal_steps`); not those of an internal action inside it, chosen when that one is played."""
    return list(_modal_steps(effect))


def _modal_steps(steps: Effect) -> Iterator[Step]:
    """6.5.e, 5.2.3.c — the modal steps whose mode is chosen at the declaration, in printed order: those of the
    effect, of its "if you do", "If you don't" and "Otherwise" parts, and of every line of a die roll (the result is
    known only at resolution, so each line's mode is chosen, as each line's targets are)."""
    for step in steps:
        if step.modes:
            yield step
        for line in step.die:
            yield from _modal_steps(line.effect)
        yield from _modal_steps(step.if_you_do)
        yield from _modal_steps(step.if_you_dont)
        yield from _modal_steps(step.otherwise)
        yield from _modal_steps(step.then)


def declares_something(effect: Effect) -> bool:
    """5.1.2.b, 5.2.3.b–c — whether declaring ``effect`` chooses anything: a mode or a target (made once per
    effect: the effect is a definition). An effect that declares nothing needs no :class:`Declare`."""
    return _DECLARES(effect)


def _declares(effect: Effect) -> bool:
    for step in effect:
        if step.modes or any(_declares(line.effect) for line in step.die) or _declares(step.if_you_do) or _declares(
                step.if_you_dont) or _declares(step.otherwise) or _declares(step.then):
            return True
        if any(True for _ in target_selectors(step)):
            return True
    return False


_DECLARES: Once[Effect, bool] = Once(_declares)


def target_selectors(step: Step) -> Iterator[Selector]:
    """Every ``target`` occurrence in a step's verbs (5.2.3.b)."""
    for verb in step.verbs:
        for sel in (verb.what, verb.where, verb.player):
            if sel is not None and sel.kind == "target":
                yield sel


def legal_targets(engine: Engine, sel: Selector, ctx: EffectContext) -> list[Option]:
    """5.2.3.b — the legal choices for one target: expeditions, or objects of the named type and zone."""
    state = engine.state
    if sel.type == "expedition":
        return [Option(z, *zone_name(state, z)) for z in expeditions_named(sel, state, ctx.you)]
    if sel.type == "player":  # 5.2.3.b: a player can be chosen for a target
        return [Option(p, player_name(p), player_name(p)) for p in state.initiative_order()
                if sel.controller in (None, "any") or (p == ctx.you) == (sel.controller == "you")]
    return [Option(o.ref, obj_name(o, "en"), obj_name(o, "fr")) for o in not_the_card_played(engine, sel, ctx)]


def not_the_card_played(engine: Engine, sel: Selector, ctx: EffectContext) -> list[GameObject]:
    """5.5.b, 5.1.2.b, 5.1.2.c — the objects a target of a card's declaration may be: not that card itself ("target
    card in your Reserve" on a Spell played from the Reserve). 5.5.b says that Reactions do not change zone during
    the declaration of intent, so a card does: it is leaving its zone for Limbo, where it is moved once the
    declaration is legal (5.1.2.c: the state does not change during the declaration), and cannot be chosen where it
    was (reading ``card-played-is-not-its-own-target``, taken when the card would otherwise have fitted)."""
    found = engine.candidates(sel, ctx)
    if ctx.playing is None or all(o.oid != ctx.playing for o in found):
        return found
    engine.take_reading("card-played-is-not-its-own-target")
    return [o for o in found if o.oid != ctx.playing]


def target_decision(engine: Engine, sel: Selector, ctx: EffectContext, presets: list[str],
                    rules: tuple[str, ...], card: bool, nth: int = 0, reaction: bool = False) -> Decision | None:
    """5.2.3.b — choose one target now: the decision to ask, or None when it is settled already (no legal
    target: noted, or illegal for a card; a preset from the scenario's ``do`` answers it). ``nth``: how many
    were chosen already for this occurrence of "target" ("up to two target Characters", see
    :func:`more_targets`). ``reaction``: the declaration of a Reaction, which is played even without a legal
    target (reading ``reaction-played-with-the-targets-there-are``)."""
    if nth:
        return more_targets(engine, sel, ctx, presets, rules, nth, card, reaction)
    chooser = target_chooser(engine, sel, ctx)
    what = sel.type or "object"
    if chooser is None:  # "That opponent targets …" after a target that designates nothing: no one to choose
        engine.emit(K.NOTE, Msg("note.no_target", what=type_label(what)), ("5.2.3.b", "1.2.6.f"))
        ctx.targets[sel.slot] = []
        return None
    candidates = legal_targets(engine, sel, ctx)
    options = within_total_cost(engine, sel, ctx, candidates, [])
    who = player_name(chooser)
    if not options:
        refuse_beyond_the_total(sel, ctx, candidates, presets)
    if not options and sel.up_to:
        no_target_up_to(engine, sel, ctx, what)
        return None
    if not options:
        if card:
            raise IllegalDeclaration("illegal.no_target", ("5.1.2.c", "5.2.3.b"), what=type_label(what),
                                     source=ctx.source_label)
        engine.emit(K.NOTE, Msg("note.no_target", what=type_label(what)), ("5.2.3.b", "1.2.6.f"))
        _reaction_with_the_targets_there_are(engine, reaction)
        ctx.targets[sel.slot] = []
        return None
    if sel.up_to:
        options = [*options, Option("none", "no target", "aucune cible")]
    by_ref = {o.ref: str(o.oid) for o in engine.state.objects.values()} if sel.count > 1 else {}
    decision = Decision(DecisionKind.TARGET, chooser, tuple(options), rules,
                        f"{who} chooses a target ({what}) for {ctx.source_label}",
                        f"{who} choisit une cible ({type_name(what)[1]}) pour {label_fr(ctx.source_label)}",
                        moot=same_set_in_another_order(sel, candidates, [], by_ref) if sel.count > 1 else ())
    return _asked_unless_scripted(engine, decision, sel, ctx, presets)


def refuse_beyond_the_total(sel: Selector, ctx: EffectContext, candidates: list[Option], presets: list[str]) -> None:
    """5.2.3.b, 5.1.2.c — a declared target that the total Hand Cost leaves out ("up to four target Characters with a
    total Hand Cost {6} or less", when no other object is left) is an illegal target (legal: none), not a target more
    than the effect asks for: the next declared target names an object this target could take but for the total."""
    if sel.total_cost is None or not presets or not candidates:
        return
    try:
        probe = Decision(DecisionKind.TARGET, ctx.you, tuple(candidates), (), "", "")
        fits = match_option(probe, presets[0]) is not None
    except JudgeError:
        fits = False
    if fits:
        raise IllegalDeclaration("illegal.target", ("5.1.2.c", "5.2.3.b"), wanted=presets[0],
                                 source=ctx.source_label, legal=Join(("none",)))


def no_target_up_to(engine: Engine, sel: Selector, ctx: EffectContext, what: str) -> None:
    """5.2.3.b, 5.1.2.c — "up to N target …" with no legal object: none is chosen, and the declaration stays legal
    (zero is within "up to"); the part of the effect with that target then does nothing (6.5.f)."""
    engine.emit(K.NOTE, Msg("note.no_target_up_to", what=type_label(what)), ("5.2.3.b", "5.1.2.c", "6.5.f"))
    ctx.targets[sel.slot] = []


def target_chooser(engine: Engine, sel: Selector, ctx: EffectContext) -> str | None:
    """5.2.3.b, 7.2.2.a — who chooses a target at the declaration: the effect's controller, unless the text names
    another player ("That opponent targets a card in your Reserve": ``chosen_by``, the owner of the object the
    target named before designates; "your" is still the controller, 7.2.2.a): the reading
    ``target-chosen-by-a-named-player``. None when that earlier target designates no object."""
    if not sel.chosen_by:
        return ctx.you
    refs = [int(r) for r in ctx.targets.get(sel.chosen_by, []) if r.isdigit()]
    obj = engine.state.objects.get(refs[0]) if len(refs) == 1 else None
    return obj.owner if obj is not None else None


def _asked_unless_scripted(engine: Engine, decision: Decision, sel: Selector, ctx: EffectContext,
                           presets: list[str], nth: int = 0) -> Decision | None:
    """5.2.3.b, 5.1.2.c — a target decision: returned to be asked, or answered at once by the play's declared
    target (``presets``), which must be one of its options (else the declaration is illegal)."""
    if not presets:
        return decision
    wanted = presets.pop(0)
    option = match_option(decision, wanted)
    if option is None:
        raise IllegalDeclaration("illegal.target", ("5.1.2.c", "5.2.3.b"), wanted=wanted, source=ctx.source_label,
                                 legal=Join(tuple(o.key for o in decision.options)))
    engine.record_scripted(decision, option.key)
    set_target(engine, sel, ctx, option.key, nth)
    if sel.chosen_by:
        engine.take_reading("target-chosen-by-a-named-player")
    return None


def set_target(engine: Engine, sel: Selector, ctx: EffectContext, key: str, nth: int = 0) -> None:
    """5.2.3.b — the target chosen (an object by its number, an expedition by its zone, or none); ``nth`` > 0
    adds it to those already chosen for the same occurrence of "target"."""
    by_ref = {o.ref: str(o.oid) for o in engine.state.objects.values()}
    chosen = [] if key == "none" else [by_ref.get(key, key)]
    ctx.targets[sel.slot] = [*ctx.targets.get(sel.slot, []), *chosen] if nth else chosen


def more_targets(engine: Engine, sel: Selector, ctx: EffectContext, presets: list[str], rules: tuple[str, ...],
                 nth: int, card: bool = False, reaction: bool = False) -> Decision | None:
    """5.2.3.b — the next target of "up to N target …" (or "N target …"): each object can be chosen once for
    one occurrence of the word "target", so those already chosen are not offered; none left, or "no target"
    answered before, ends the choice (None) — but for a card's "N target …" (not "up to"), where an object must be
    chosen for each target: too few to choose make its declaration illegal (:func:`too_few_targets`). The player
    who chooses the first target of the occurrence chooses the next ones (:func:`target_chooser`)."""
    chosen = ctx.targets.get(sel.slot, [])
    if len(chosen) < nth:  # "no target" was answered, or there was none to choose
        return None
    by_ref = {o.ref: str(o.oid) for o in engine.state.objects.values()}
    legal = legal_targets(engine, sel, ctx)
    candidates = [o for o in legal if by_ref.get(o.key, o.key) not in chosen]
    options = within_total_cost(engine, sel, ctx, candidates, chosen)
    if not options:
        refuse_beyond_the_total(sel, ctx, candidates, presets)
        if not sel.up_to:
            too_few_targets(engine, sel, ctx, nth, card, reaction)
        return None
    if sel.up_to:
        options = [*options, Option("none", "no more targets", "plus aucune cible")]
    chooser = target_chooser(engine, sel, ctx) or ctx.you  # the player who chose the first target chooses them all
    who = player_name(chooser)
    what = sel.type or "object"
    decision = Decision(DecisionKind.TARGET, chooser, tuple(options), rules,
                        f"{who} chooses a target ({what}, {nth + 1} of {sel.count}) for {ctx.source_label}",
                        f"{who} choisit une cible ({type_name(what)[1]}, {nth + 1} sur {sel.count}) pour "
                        f"{label_fr(ctx.source_label)}",
                        moot=same_set_in_another_order(sel, legal, chosen, by_ref))
    return _asked_unless_scripted(engine, decision, sel, ctx, presets, nth)


def same_set_in_another_order(sel: Selector, legal: list[Option], chosen: list[str],
                              by_ref: dict[str, str]) -> tuple[str, ...]:
    """5.2.3.b — the objects of one occurrence of "target" are a set: choosing A then B declares what B then A
    declares, so ``judge explore`` tries each set once, its objects in the order the legal targets are listed: a
    target before the last one chosen is moot (a scripted answer may still name it), and so, for "N target …" (not
    "up to"), is one too late in the list to leave enough after it for the targets still to choose."""
    at = {by_ref.get(o.key, o.key): i for i, o in enumerate(legal)}
    if any(c not in at for c in chosen):
        return ()
    first = max((at[c] + 1 for c in chosen), default=0)
    still = 0 if sel.up_to else min(sel.count, len(legal)) - len(chosen) - 1  # to choose after this one
    return tuple(o.key for i, o in enumerate(legal)
                 if by_ref.get(o.key, o.key) not in chosen and (i < first or i >= len(legal) - max(still, 0)))


def too_few_targets(engine: Engine, sel: Selector, ctx: EffectContext, nth: int, card: bool,
                    reaction: bool = False) -> None:
    """5.2.3.b, 5.1.2.c, 1.2.6.f — "N target …" (not "up to"): an object must be chosen for each target, and each
    object only once for one occurrence of the word "target"; with only ``nth`` different legal objects a card's
    declaration is not legal (raised). An effect not played by choice (a Reaction, 5.1.1.d; a scenario's
    ``effect:``) keeps the ``nth`` chosen, and the part for the others is ignored (1.2.6.f, 6.5.f): a note says so."""
    what = type_label(sel.type or "object")
    if card:
        raise IllegalDeclaration("illegal.too_few_targets", ("5.2.3.b", "5.1.2.c"), count=sel.count, what=what,
                                 source=ctx.source_label, chosen=nth)
    engine.emit(K.NOTE, Msg("note.too_few_targets", count=sel.count, what=what, chosen=nth),
                ("5.2.3.b", "1.2.6.f", "6.5.f"))
    _reaction_with_the_targets_there_are(engine, reaction)


def _reaction_with_the_targets_there_are(engine: Engine, reaction: bool) -> None:
    """5.1.1.d, 5.5.a, 1.2.6.f — a Reaction must be played (5.1.1.d) even when its declaration could not be legal
    for a card (a target with no legal choice, fewer different objects than "N target …" asks): it keeps the
    targets there are (the reading ``reaction-played-with-the-targets-there-are``)."""
    if reaction:  # the declaration of a Reaction itself, not of an internal action in its effect
        engine.take_reading("reaction-played-with-the-targets-there-are")


def within_total_cost(engine: Engine, sel: Selector, ctx: EffectContext, options: list[Option],
                      chosen: list[str]) -> list[Option]:
    """5.2.3.b, 5.1.2.c — "up to N target Characters with a total Hand Cost {T} or less": the next target is offered
    only if its Hand Cost and those of the targets already chosen for that occurrence of "target" stay within T (a
    declaration beyond it would not be legal, 5.1.2.c); a note says so when it leaves options out."""
    if sel.total_cost is None:
        return options
    objects = engine.state.objects
    spent = sum(objects[int(ref)].card.hand_cost for ref in chosen if ref.isdigit() and int(ref) in objects)
    by_ref = {o.ref: o for o in objects.values()}
    kept = [o for o in options if o.key not in by_ref or by_ref[o.key].card.hand_cost + spent <= sel.total_cost]
    if len(kept) < len(options):
        engine.emit(K.NOTE, Msg("note.total_cost", total=sel.total_cost, spent=spent, left=len(options) - len(kept)),
                    ("5.2.3.b", "5.1.2.c"), actor=ctx.you)
    return kept


def mode_without_target(engine: Engine, mode: Effect, ctx: EffectContext) -> MissingTarget | None:
    """5.2.3.d, 5.2.3.b, 5.1.2.c — a target of ``mode`` that cannot be chosen (None if every one can): one with no
    legal choice, or "N target …" with fewer than N different legal objects (each object is chosen once for one
    occurrence of "target", 5.2.3.b), so a declaration of that mode would not be legal.

    Only the mode's own targets count (5.2.3.d); a target "up to" one may be left without a choice.
    """
    for step in _declared_steps(mode, ctx):
        for sel in target_selectors(step):
            if sel.up_to:
                continue
            found = len(legal_targets(engine, sel, ctx))
            if found < sel.count:
                return MissingTarget(sel.type or "object", sel.count, found)
    return None


@dataclass
class Declare(Proc):
    """5.1.2.b — declare intent: modes (5.2.3.c, 6.5.e), then targets (5.2.3.b–f); the state does not change.

    ``presets`` / ``mode_presets``: the targets and modes the scenario's ``do`` item scripts, in order.
    """

    effect: Effect
    ctx: EffectContext
    presets: list[Ref]
    card: bool
    mode_presets: list[int] = field(default_factory=list)
    modes_scripted: bool = False  # the play's script gave modes: once they run out, "up to N" chooses no more
    modal: list[Step] = field(default_factory=list)
    slots: list[tuple[Selector, tuple[str, ...]]] = field(default_factory=list)
    done: int = 0  # modes chosen, then targets chosen

    def step(self, engine: Engine) -> None:
        """Choose each mode, then each target, asking where the script does not say."""
        ctx = self.ctx
        if self.at == 0:
            self.modal = modal_steps(self.effect)
            self.modes_scripted = bool(self.mode_presets)
            self.at = 1
        elif self.at == 2:  # a mode's answer
            assert isinstance(engine.ret, tuple)
            ctx.modes[self.modal[self.done]] = int(engine.ret[0]) - 1
            self.done += 1
            self.at = 1
        elif self.at == 4:  # a target's answer
            assert isinstance(engine.ret, tuple)
            set_target(engine, self.slots[self.done][0], ctx, engine.ret[0], self._nth())
            if self.slots[self.done][0].chosen_by:  # said at the decision it explains
                engine.take_reading("target-chosen-by-a-named-player")
            self.done += 1
            self.at = 3
        if self.at == 1:
            while self.done < len(self.modal):
                modal_step = self.modal[self.done]
                stop = no_more_modes(modal_step) if self.modes_scripted and not self.mode_presets else None
                if stop is not None:
                    self.mode_presets.append(stop)
                decision, scripted = mode_decision(engine, modal_step, ctx, self.mode_presets, self.card)
                if stop is not None and self.mode_presets:  # settled without it (past N, or after none)
                    self.mode_presets.clear()
                if decision is not None:
                    self.at = 2
                    engine.ask(decision)
                    return
                ctx.modes[modal_step] = scripted - 1
                self.done += 1
            conditional = {id(step) for step in _conditional_parts(self.effect)}
            for step in _declared_steps(self.effect, ctx):
                rules: tuple[str, ...] = ("5.2.3.b", "5.2.3.d") if self.modal else ("5.2.3.b",)
                if step.optional:
                    rules += ("5.2.3.e",)
                if step.condition is not None or id(step) in conditional:
                    rules += ("5.2.3.f",)
                self.slots += [(sel, rules) for sel in target_selectors(step) for _ in range(sel.count)]
            self.done = 0
            self.at = 3
        while self.done < len(self.slots):
            sel, rules = self.slots[self.done]
            decision = target_decision(engine, sel, ctx, self.presets, rules, self.card, self._nth(),
                                       reaction=ctx.from_emblem)
            if decision is not None:
                self.at = 4
                engine.ask(decision)
                return
            self.done += 1
        refuse_unused_targets(self.presets, self.ctx.source_label)
        engine.finish()

    def _nth(self) -> int:
        """How many targets were asked before this one for the same occurrence of "target" (5.2.3.b)."""
        return targets_before([sel for sel, _ in self.slots], self.done)


def no_more_modes(step: Step) -> int | None:
    """5.2.3.c, 6.5.e — the mode (1-based) that chooses nothing more in an "up to N" modal step: "none" of "Choose up
    to N:" (judge.engine.pick_modes), or a last mode that does nothing ("Choose up to three, you may choose the same
    option multiple times": one "Choose one" per choice, each with a mode that does nothing). A play whose script
    gives ``modes:`` chooses this one once its listed modes run out: a judge who lists one mode of "up to three"
    means one. None for a modal step that must choose a mode ("Choose one:", and each choice of "Choose two:", whose
    modes the script does not list are asked)."""
    if step.pick:
        return None if step.picks_exact else len(step.modes)
    last = step.modes[-1] if step.modes else ()
    if last and all(not s.modes and s.verbs and all(v.name == "nothing" for v in s.verbs) for s in last):
        return len(step.modes)
    return None


def chose_no_mode(step: Step, ctx: EffectContext) -> bool:
    """5.2.3.c, 6.5.e — whether a modal step's choice at the declaration was "no more modes" ("Choose up to N:", the
    copies of "Choose N:" left over, or the mode that does nothing of "Choose up to three, you may choose the same
    option multiple times"): then it is no step of the effect, and nothing is done or said for it."""
    if step.pick:
        return ctx.modes.get(step) == len(step.modes) - 1
    none = no_more_modes(step)
    return none is not None and ctx.modes.get(step) == none - 1


def targets_before(slots: list[Selector], done: int) -> int:
    """5.2.3.b — how many targets of the same occurrence of "target" as ``slots[done]`` were asked before it (each
    object is chosen once for one occurrence: those already chosen are not offered again)."""
    slot = slots[done].slot
    return sum(1 for sel in slots[:done] if sel.slot == slot)


def refuse_unused_targets(presets: list[str], label: str) -> None:
    """5.1.2.b, 5.2.3.b — the targets a play's script declares that its declaration never asked for (more than its
    effect names, or any for a card that names none) are refused, not silently dropped."""
    if presets:
        raise IllegalDeclaration("illegal.extra_targets", ("5.1.2.b", "5.2.3.b"), count=len(presets), source=label,
                                 extra=Join(tuple(presets)))


def mode_decision(engine: Engine, step: Step, ctx: EffectContext, presets: list[int],
                  card: bool) -> tuple[Decision | None, int]:
    """5.2.3.c–d, 6.5.e, 5.1.2.c — choose a mode (1-based) among those whose targets can be chosen: the
    decision to ask, or (None, the mode) when the script names it.

    A mode with a target that has no legal choice cannot be chosen: choosing it would make the
    declaration illegal, and the player makes other decisions (5.1.2.c). The options are the other
    modes, so the default is the first legal one. A card with no such mode cannot be played; an
    effect that is not played (a scenario's ``effect:``, a Reaction) keeps every mode, its missing
    targets ignored when it resolves (1.2.6.f).
    """
    who = player_name(ctx.you)
    missing = {i + 1: mode_without_target(engine, mode, ctx) for i, mode in enumerate(step.modes)}
    if step.pick:  # "Choose up to N:": the k-th of up to N different modes (judge.engine.pick_modes)
        return _scripted_pick(engine, step, ctx, missing, presets)
    legal = [n for n, why in missing.items() if why is None]
    if not legal and card:
        raise IllegalDeclaration("illegal.no_mode", ("5.2.3.c", "5.2.3.d", "5.1.2.c"), source=De(ctx.source_label))
    if not legal:
        legal = list(missing)  # the missing target is noted, and ignored, when it is chosen (5.2.3.b)
    for number, why in missing.items():
        if number not in legal and why is not None:
            engine.emit(K.NOTE, Msg("note.mode_excluded", number=number, what=type_label(why.what)) if not why.found
                        else Msg("note.mode_excluded_few", number=number, what=type_label(why.what),
                                 count=why.needed, found=why.found),
                        ("5.2.3.d", "5.1.2.c") if not why.found else ("5.2.3.d", "5.2.3.b", "5.1.2.c"), actor=ctx.you)
    refusals = {n: _mode_refused(n, why, ctx) for n, why in missing.items() if n not in legal and why is not None}
    refused = tuple((str(n), error.reason, error.rules) for n, error in refusals.items())
    none = no_more_modes(step)  # "up to one", or a repeated choice's mode that does nothing: said as what it is
    options = tuple(Option(str(n), "no more modes", "plus aucun mode") if n == none else
                    Option(str(n), f"mode {n}", f"mode {n}") for n in legal)
    rules = (*mode_rules(engine, ctx), *(("5.2.3.d",) if refused else ()))
    decision = Decision(DecisionKind.MODE, ctx.you, options, rules,
                        f"{who} chooses a mode for {ctx.source_label}",
                        f"{who} choisit un mode pour {label_fr(ctx.source_label)}", refused=refused)
    if not presets:
        return decision, 0  # a ``choices:`` answer naming a refused mode is refused by the decider (5.1.2.c)
    wanted = presets.pop(0)
    if not 1 <= wanted <= len(step.modes):
        raise IllegalDeclaration("illegal.mode_missing", ("5.2.3.c",), wanted=wanted, source=ctx.source_label,
                                 count=len(step.modes))
    if wanted not in legal:
        raise refusals[wanted]
    engine.record_scripted(decision, str(wanted))
    return None, wanted


def _mode_refused(number: int, why: MissingTarget, ctx: EffectContext) -> IllegalDeclaration:
    """5.2.3.d, 5.1.2.c, 5.2.3.b — why mode ``number`` cannot be chosen: a target of it has no legal choice, or fewer
    different legal objects than "N target …" needs, so the declaration would not be legal (raised when the play's
    ``modes:`` or a ``choices:`` answer names it)."""
    if why.found:
        return IllegalDeclaration("illegal.mode_too_few_targets", ("5.2.3.d", "5.2.3.b", "5.1.2.c"), wanted=number,
                                  source=De(ctx.source_label), what=type_label(why.what), count=why.needed,
                                  found=why.found)
    return IllegalDeclaration("illegal.mode_no_target", ("5.2.3.d", "5.1.2.c"), wanted=number,
                              source=De(ctx.source_label), what=type_label(why.what))


def _scripted_pick(engine: Engine, step: Step, ctx: EffectContext, missing: dict[int, MissingTarget | None],
                   presets: list[int]) -> tuple[Decision | None, int]:
    """5.2.3.c, 5.2.3.d — the k-th mode of "Choose up to N" (judge.engine.pick_modes.pick_decision), answered by the
    script's mode when it names one, which must be among the options (else the declaration is illegal). The modes it
    does not offer carry their reason (``refused``), so a ``choices:`` answer naming one is refused with it too."""
    decision, settled = pick_decision(engine, step, ctx, missing)
    if decision is None:
        return decision, settled
    keys = {o.key for o in decision.options}
    legal = Join(tuple(o.key for o in decision.options))
    first = max(picked_before(step, ctx), default=-1) + 2  # the first mode printed after the last one chosen
    refusals: dict[int, IllegalDeclaration] = {}
    for n in range(1, len(step.modes)):
        why = missing[n]
        if str(n) not in keys:
            refusals[n] = _order_refused(n, ctx, legal) if n < first or why is None else _mode_refused(n, why, ctx)
    decision = replace(decision, refused=tuple((str(n), error.reason, error.rules) for n, error in refusals.items()))
    if not presets:
        return decision, settled
    wanted = presets.pop(0)
    if str(wanted) not in keys:
        raise refusals.get(wanted) or _order_refused(wanted, ctx, legal)
    engine.record_scripted(decision, str(wanted))
    return None, wanted


def _order_refused(number: int, ctx: EffectContext, legal: Join) -> IllegalDeclaration:
    """5.2.3.c, 5.2.3.d — why mode ``number`` of "Choose up to N" cannot be chosen now: the modes are chosen once
    each, in their printed order (the reading ``up-to-n-modes-in-printed-order``)."""
    return IllegalDeclaration("illegal.mode_order", ("5.2.3.c", "5.2.3.d"), wanted=number,
                              source=De(ctx.source_label), legal=legal)


def tough_between_expeditions(engine: Engine, obj: GameObject) -> int:
    """7.4.5.c, 7.3.11.a — "[Tough X], where X is the number of regions separating your Hero from your
    Companion": X counted now, from the regions of its controller's two expeditions (0 when they are adjacent or
    in one region)."""
    state = engine.state
    hero, companion = (state.markers.get(f"{obj.controller}.{k}", 0) for k in EXPEDITIONS)
    x = max(abs(hero - companion) - 1, 0)
    engine.emit(K.NOTE, Msg("note.tough_x", obj=De(named(obj)), x=x), ("7.4.5.c", "7.3.11.a"), actor=obj.controller,
                objects=(obj.ref,))
    return x


def tough_extra(engine: Engine, effect: Effect, ctx: EffectContext) -> int:
    """7.4.5.c, 1.2.4.d — Tough X: an effect targeting an opposing object in play with Tough X costs X more.

    Counted once per object the effect targets, however many of its targets name it (0 if free);
    only the targets of this effect's own steps (an internal action's are its own, 5.2.3.g).
    """
    if ctx.free or not declares_something(effect):
        return 0
    slots = {sel.slot for step in _declared_steps(effect, ctx) for sel in target_selectors(step)}
    targeted: dict[int, None] = {}
    for slot in sorted(slots):
        for ref in ctx.targets.get(slot, []):
            if ref.isdigit() and int(ref) in engine.state.objects:
                targeted[int(ref)] = None
    extra = 0
    for oid in targeted:
        obj = engine.state.objects[oid]
        # Tough is a passive ability: it works only while its object is in play (1.2.4.d).
        if obj.controller != ctx.you and engine.state.zone_kind(obj.zone) in IN_PLAY:
            given = granted(engine.state, obj, "tough")
            if given:  # Tough given by another card adds to the printed one (the reading says so)
                engine.take_reading("keywords-by-reminder-text")
            extra += obj.card.tough + given + (tough_between_expeditions(engine, obj) if obj.card.tough_x else 0)
    return extra
