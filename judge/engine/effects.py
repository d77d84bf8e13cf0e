"""6.5, 1.2.6, 5.2.3 — declaring an effect's choices, and resolving it step by step.

Declaration (5.1.2.b) chooses modes (5.2.3.c) and targets (5.2.3.b), targets of
optional and conditional steps included (5.2.3.e–f), considering only the chosen mode
(5.2.3.d); targets of an internal action wait for it to be played (5.2.3.g).
Resolution runs the steps in order (6.1.c): optional ones asked just before (6.5.b),
conditions evaluated just before (6.5.c), "if you do" (6.5.d), internal actions
(6.5.g) with their cost as one step (6.1.d).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from judge.engine.agenda import Proc
from judge.engine.atomic import zones_for
from judge.engine.context import EffectContext, EffectFrame
from judge.engine.decisions import Decision, Option, match_option
from judge.engine.modifiers import mark_impossible
from judge.engine.verbs import UNDEFINED_IN_SEEDS, VERB_RULES, ChooseCards, build_actions, build_cost, needs_choice
from judge.engine.words import label_fr, obj_name, player_name, type_name, zone_name
from judge.errors import JudgeError
from judge.model.cards import Condition, Effect, Selector, Step, Verb
from judge.model.ids import FrameId, Ref, Seq
from judge.model.state import IN_PLAY

if TYPE_CHECKING:
    from judge.engine.core import Engine


class IllegalDeclaration(JudgeError):
    """5.1.2.c — a declaration that is not legal (no legal target, not enough mana …), with the rules that say so."""

    def __init__(self, message: str, rules: tuple[str, ...]) -> None:
        super().__init__(message)
        self.rules = rules


def _declared_steps(steps: Effect, ctx: EffectContext) -> Iterator[Step]:
    """Steps whose targets are chosen at declaration: chosen modes only, no internal effects."""
    for step in steps:
        if step.modes:
            yield from _declared_steps(step.modes[ctx.modes.get(step, 0)], ctx)
            continue
        yield step
        yield from _declared_steps(step.if_you_do, ctx)


def _modal_steps(steps: Effect) -> Iterator[Step]:
    for step in steps:
        if step.modes:
            yield step
        yield from _modal_steps(step.if_you_do)


def target_selectors(step: Step) -> Iterator[Selector]:
    """Every ``target`` occurrence in a step's verbs (5.2.3.b)."""
    for verb in step.verbs:
        for sel in (verb.what, verb.where):
            if sel is not None and sel.kind == "target":
                yield sel


def legal_targets(engine: Engine, sel: Selector, ctx: EffectContext) -> list[Option]:
    """5.2.3.b — the legal choices for one target: expeditions, or objects of the named type and zone."""
    state = engine.state
    if sel.type == "expedition":
        phrase = sel.zone or {"you": "your expedition", "opponent": "opponent expedition"}.get(
            sel.controller or "", "expedition")
        return [Option(z, *zone_name(state, z)) for z in zones_for(phrase, state, ctx.you)]
    return [Option(o.ref, obj_name(o, "en"), obj_name(o, "fr")) for o in engine.candidates(sel, ctx)]


def target_decision(engine: Engine, sel: Selector, ctx: EffectContext, presets: list[str],
                    rules: tuple[str, ...], card: bool) -> Decision | None:
    """5.2.3.b — choose one target now: the decision to ask, or None when it is settled already (no legal
    target: noted, or illegal for a card; a preset from the scenario's ``do`` answers it)."""
    options = legal_targets(engine, sel, ctx)
    who = player_name(ctx.you)
    what = sel.type or "object"
    if not options:
        if card:
            raise IllegalDeclaration(f"no legal target ({what}) for {ctx.source_label} (5.1.2.c, 5.2.3.b)",
                                     rules=("5.1.2.c", "5.2.3.b"))
        engine.emit("note", f"no legal target ({what}): that part will be ignored",
                    f"aucune cible légale ({type_name(what)[1]}) : cette partie sera ignorée", ("5.2.3.b", "1.2.6.f"))
        ctx.targets[sel.slot] = []
        return None
    if sel.up_to:
        options = [*options, Option("none", "no target", "aucune cible")]
    decision = Decision("target", ctx.you, tuple(options), rules,
                        f"{who} chooses a target ({what}) for {ctx.source_label}",
                        f"{who} choisit une cible ({type_name(what)[1]}) pour {label_fr(ctx.source_label)}")
    if not presets:
        return decision
    wanted = presets.pop(0)
    option = match_option(decision, wanted)
    if option is None:
        raise IllegalDeclaration(f"target '{wanted}' is not legal for {ctx.source_label}; legal targets: "
                                 + ", ".join(o.key for o in options), rules=("5.1.2.c", "5.2.3.b"))
    engine.record_scripted(decision, option.key)
    set_target(engine, sel, ctx, option.key)
    return None


def set_target(engine: Engine, sel: Selector, ctx: EffectContext, key: str) -> None:
    """5.2.3.b — the target chosen (an object by its number, an expedition by its zone, or none)."""
    by_ref = {o.ref: str(o.oid) for o in engine.state.objects.values()}
    ctx.targets[sel.slot] = [] if key == "none" else [by_ref.get(key, key)]


def mode_without_target(engine: Engine, mode: Effect, ctx: EffectContext) -> str:
    """5.2.3.d, 5.1.2.c — the kind of a target of ``mode`` that has no legal choice ("" if every one has one).

    Only the mode's own targets count (5.2.3.d); a target "up to" one may be left without a choice.
    """
    for step in _declared_steps(mode, ctx):
        for sel in target_selectors(step):
            if not sel.up_to and not legal_targets(engine, sel, ctx):
                return sel.type or "object"
    return ""


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
    modal: list[Step] = field(default_factory=list)
    slots: list[tuple[Selector, tuple[str, ...]]] = field(default_factory=list)
    done: int = 0  # modes chosen, then targets chosen

    def step(self, engine: Engine) -> None:
        """Choose each mode, then each target, asking where the script does not say."""
        ctx = self.ctx
        if self.at == 0:
            self.modal = list(_modal_steps(self.effect))
            self.at = 1
        elif self.at == 2:  # a mode's answer
            assert isinstance(engine.ret, tuple)
            ctx.modes[self.modal[self.done]] = int(engine.ret[0]) - 1
            self.done += 1
            self.at = 1
        elif self.at == 4:  # a target's answer
            assert isinstance(engine.ret, tuple)
            set_target(engine, self.slots[self.done][0], ctx, engine.ret[0])
            self.done += 1
            self.at = 3
        if self.at == 1:
            while self.done < len(self.modal):
                modal_step = self.modal[self.done]
                decision, scripted = mode_decision(engine, modal_step, ctx, self.mode_presets, self.card)
                if decision is not None:
                    self.at = 2
                    engine.ask(decision)
                    return
                ctx.modes[modal_step] = scripted - 1
                self.done += 1
            for step in _declared_steps(self.effect, ctx):
                rules: tuple[str, ...] = ("5.2.3.b", "5.2.3.d") if self.modal else ("5.2.3.b",)
                if step.optional:
                    rules += ("5.2.3.e",)
                if step.condition is not None:
                    rules += ("5.2.3.f",)
                self.slots += [(sel, rules) for sel in target_selectors(step)]
            self.done = 0
            self.at = 3
        while self.done < len(self.slots):
            sel, rules = self.slots[self.done]
            decision = target_decision(engine, sel, ctx, self.presets, rules, self.card)
            if decision is not None:
                self.at = 4
                engine.ask(decision)
                return
            self.done += 1
        engine.finish()


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
    legal = [n for n, what in missing.items() if not what]
    if not legal and card:
        raise IllegalDeclaration(f"no mode of {ctx.source_label} can be chosen: each has a target with no legal "
                                 f"choice (5.2.3.c, 5.2.3.d, 5.1.2.c)",
                                 rules=("5.2.3.c", "5.2.3.d", "5.1.2.c"))
    if not legal:
        legal = list(missing)  # the missing target is noted, and ignored, when it is chosen (5.2.3.b)
    for number, what in missing.items():
        if number not in legal:
            engine.emit("note", f"mode {number} cannot be chosen: its target ({what}) has no legal choice",
                        f"le mode {number} ne peut pas être choisi : sa cible ({type_name(what)[1]}) "
                        f"n'a aucun choix légal",
                        ("5.2.3.d", "5.1.2.c"), actor=ctx.you)
    excluded = len(legal) < len(step.modes)
    options = tuple(Option(str(n), f"mode {n}", f"mode {n}") for n in legal)
    decision = Decision("mode", ctx.you, options, ("5.2.3.c", "6.5.e", *(("5.2.3.d",) if excluded else ())),
                        f"{who} chooses a mode", f"{who} choisit un mode")
    if not presets:
        return decision, 0
    wanted = presets.pop(0)
    if not 1 <= wanted <= len(step.modes):
        raise IllegalDeclaration(f"mode {wanted} does not exist: {ctx.source_label} has modes "
                                 f"1 to {len(step.modes)} (5.2.3.c)", rules=("5.2.3.c",))
    if wanted not in legal:
        raise IllegalDeclaration(f"mode {wanted} of {ctx.source_label} cannot be chosen: its target "
                                 f"({missing[wanted]}) has no legal choice (5.2.3.d, 5.1.2.c)",
                                 rules=("5.2.3.d", "5.1.2.c"))
    engine.record_scripted(decision, str(wanted))
    return None, wanted


def tough_extra(engine: Engine, effect: Effect, ctx: EffectContext) -> int:
    """7.4.5.c, 1.2.4.d — Tough X: an effect targeting an opposing object in play with Tough X costs X more.

    Counted once per object the effect targets, however many of its targets name it (0 if free);
    only the targets of this effect's own steps (an internal action's are its own, 5.2.3.g).
    """
    if ctx.free:
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
            extra += obj.card.tough
    return extra


def condition_holds(engine: Engine, cond: Condition, ctx: EffectContext) -> bool:
    """6.5.c — a condition, evaluated just before its step."""
    count = len(engine.candidates(cond.selector, ctx))
    return count >= cond.at_least and (cond.at_most is None or count <= cond.at_most)


def verb_text(verb: Verb) -> tuple[str, str]:
    """A short English/French name for a verb in step headings."""
    fr = {"draw": "piocher", "resupply": "Ravitailler", "sabotage": "Saboter", "create_token": "créer un jeton",
          "put": "mettre", "discard": "défausser", "sacrifice": "sacrifier", "exhaust": "épuiser",
          "ready": "redresser", "gain_status": "gagner un statut", "lose_status": "perdre un statut",
          "boost": "booster", "pay_mana": "payer", "advance": "Avancer", "after_you": "Après toi",
          "activate": "Activer", "exhaust_me": "m'épuiser", "discard_me": "me défausser",
          "nothing": "rien"}.get(verb.name, verb.name)
    en = verb.name.replace("_", " ")
    if verb.amount != 1 or verb.name in ("pay_mana", "draw"):
        en, fr = f"{en} {verb.amount}", f"{fr} {verb.amount}"
    if verb.token:
        en, fr = f"{en} ({verb.token})", f"{fr} ({verb.token})"
    return en, fr


def step_rules(verbs: tuple[Verb, ...], from_emblem: bool = False) -> tuple[str, ...]:
    """The rules a step cites: 6.1.c (one verb, one step), 1.2.6.b, the verb's own rule, the pronouns used (7.2)."""
    rules: list[str] = ["6.1.c", "1.2.6.b"]
    for verb in verbs:
        rules += [r for r in VERB_RULES.get(verb.name, ()) if r not in rules]
        selectors = [s for s in (verb.what, verb.where) if s is not None]
        if any(s.kind == "me" for s in selectors) or verb.name in ("exhaust_me", "discard_me"):
            pronoun = "7.2.1.b" if from_emblem else "7.2.1.a"
            rules += [pronoun] if pronoun not in rules else []
        if any(s.controller == "you" or (s.zone or "").startswith("your") for s in selectors):
            rules += ["7.2.2.a"] if "7.2.2.a" not in rules else []
    return tuple(rules)


@dataclass
class ResolveEffect(Proc):
    """6.1.a–c — resolve an effect: its steps in order; then release what its internal actions held.

    Gives the event of the check after its last step if it played reactions (4.4.a.2), else 0:
    they were played while the effect's source was still there (a Reaction before it ceases, a
    Spell before it leaves Limbo).
    """

    effect: Effect
    ctx: EffectContext
    progress: EffectFrame | None = None
    outer: FrameId = 0

    def step(self, engine: Engine) -> None:
        """Begin the next step, or end."""
        ctx = self.ctx
        if self.progress is None:
            frame = engine.new_frame()
            self.outer = ctx.frame
            ctx.frame = frame
            self.progress = EffectFrame(ctx.source_label, 0, len(self.effect), number=frame)
            engine.effect_stack.append(self.progress)
        progress = self.progress
        if progress.begun < len(self.effect):
            step = self.effect[progress.begun]
            progress.begun += 1
            engine.call(ResolveStep(step, ctx, progress if progress.begun == progress.total else None))
            return
        engine.effect_stack.pop()
        frame, ctx.frame = ctx.frame, self.outer
        engine.release(frame)
        engine.finish(progress.check_after_last_step)


@dataclass
class ResolveStep(Proc):
    """6.1.c, 6.5.b–d — one step of an effect; gives whether it was done (for "if you do", 6.5.d).

    ``last_of`` is the effect whose last step this is: the check after it is noted on it (4.4.a.2).
    """

    part: Step
    ctx: EffectContext
    last_of: EffectFrame | None = None
    inner: int = 0  # the inner steps begun (a mode's, an "if you do"'s)
    done: bool = False

    def step(self, engine: Engine) -> None:
        """Modes, condition, optional, internal action, the step itself, then its "if you do"."""
        step, ctx = self.part, self.ctx
        if self.at == 0:
            if step.modes:
                self.at = 10
            else:
                if step.condition is not None:
                    heading_en, heading_fr = _heading(step)
                    if not condition_holds(engine, step.condition, ctx):
                        engine.emit("ignored", f"condition not met: the step '{heading_en}' is ignored",
                                    f"condition non remplie : l'étape « {heading_fr} » est ignorée",
                                    ("6.5.c", "1.2.6.d"), actor=ctx.you)
                        engine.finish(False)
                        return
                    engine.emit("condition", f"condition met: the step '{heading_en}' happens",
                                f"condition remplie : l'étape « {heading_fr} » a lieu", ("6.5.c",), actor=ctx.you)
                if step.optional:
                    who = player_name(ctx.you)
                    heading_en, heading_fr = _heading(step)
                    self.at = 1
                    engine.ask(yes_no("optional", ctx.you, ("6.5.b", "1.2.6.c"), f"{who} may {heading_en}",
                                      f"{who} peut {heading_fr}"))
                    return
                self.at = 2
        if self.at == 1:  # the answer to "may"
            assert isinstance(engine.ret, tuple)
            if engine.ret[0] != "yes":
                engine.finish(False)
                return
            self.at = 2
        if self.at == 2:
            if step.is_internal_action:
                engine.tail(InternalAction(step, ctx))
                return
            self.at = 3
            if needs_choice(step.verbs):
                engine.call(ChooseCards(step.verbs, ctx))
                return
            engine.ret = ()
        if self.at == 3:  # the cards chosen, if any: build and run the step
            chosen = engine.ret
            assert isinstance(chosen, tuple)
            actions = [a for i, verb in enumerate(step.verbs)
                       for a in build_actions(engine, verb, ctx, chosen[i] if chosen else None)]
            if any(v.name == "after_you" for v in step.verbs):
                engine.after_you.add(ctx.you)
            rules = step_rules(step.verbs, from_emblem=ctx.from_emblem)
            note_en = note_fr = ""
            if any(v.name in UNDEFINED_IN_SEEDS for v in step.verbs):
                note_en = " — the seed text names this verb without defining it"
                note_fr = " — le texte des règles fourni nomme ce verbe sans le définir"
                engine.take_reading("verbs-named-without-definition")
            heading_en, heading_fr = _heading(step)
            from judge.engine.core import RunStep

            self.at = 4
            engine.call(RunStep(actions, ctx.you, rules, f"step: {heading_en}{note_en}",
                                f"étape : {heading_fr}{note_fr}",
                                last_of=None if step.if_you_do else self.last_of))
            return
        if self.at == 4:  # the step happened: its "if you do"
            done = engine.ret
            assert isinstance(done, list)
            self.done = any(not a.impossible for a in done)
            if step.if_you_do and not self.done:
                engine.emit("ignored", "you did not: the 'if you do' part is ignored",
                            "vous ne l'avez pas fait : la partie « si vous le faites » est ignorée", ("6.5.d",),
                            actor=ctx.you)
            elif step.if_you_do:
                self.at = 5
        if self.at == 5 and self.inner < len(step.if_you_do):
            self.inner += 1
            engine.call(ResolveStep(step.if_you_do[self.inner - 1], ctx))
            return
        if self.at == 10:  # a modal step: the chosen mode's steps
            if self.inner:
                self.done = bool(engine.ret) or self.done
            chosen_mode = step.modes[ctx.modes.get(step, 0)]
            if self.inner < len(chosen_mode):
                self.inner += 1
                last = self.last_of if self.inner == len(chosen_mode) else None
                engine.call(ResolveStep(chosen_mode[self.inner - 1], ctx, last))
                return
        engine.finish(self.done)


def _heading(step: Step) -> tuple[str, str]:
    """A step's verbs, as its heading says them (English, French)."""
    return (", ".join(verb_text(v)[0] for v in step.verbs) or "internal action",
            ", ".join(verb_text(v)[1] for v in step.verbs) or "action interne")


def yes_no(kind: str, chooser: str, rules: tuple[str, ...], en: str, fr: str) -> Decision:
    """A yes/no decision."""
    return Decision(kind, chooser, (Option("yes", "yes", "oui"), Option("no", "no", "non")), rules, en, fr)


@dataclass
class InternalAction(Proc):
    """6.5.g, 1.2.6.e, 5.2.3.g — "you may pay COST to EFFECT": an internal action, played during resolution.

    Its targets are chosen now; its cost is one step (6.1.d); no reaction check after
    it, and the reactions it creates wait until the end of the containing effect (4.4.a).
    Gives whether it was played.
    """

    part: Step
    ctx: EffectContext
    held_before: FrameId | None = None
    seq: Seq = 0
    slots: list[Selector] = field(default_factory=list)
    done: int = 0
    extra: int = 0

    def step(self, engine: Engine) -> None:
        """Ask; choose its targets; pay its cost; resolve its steps."""
        step, ctx = self.part, self.ctx
        who = player_name(ctx.you)
        cost_en = ", ".join(verb_text(v)[0] for v in step.internal_cost)
        cost_fr = ", ".join(verb_text(v)[1] for v in step.internal_cost)
        if self.at == 0:
            self.at = 1
            engine.ask(yes_no("internal_action", ctx.you, ("6.5.g", "1.2.6.e", "5.1.1.c"),
                              f"{who} may pay ({cost_en}) to play the internal action",
                              f"{who} peut payer ({cost_fr}) pour jouer l'action interne"))
            return
        if self.at == 1:
            assert isinstance(engine.ret, tuple)
            if engine.ret[0] != "yes":
                engine.emit("ignored", "the internal action's cost is not paid: it is ignored",
                            "le coût de l'action interne n'est pas payé : elle est ignorée", ("1.2.6.e",),
                            actor=ctx.you)
                engine.finish(False)
                return
            engine.internal_depth += 1
            self.held_before = engine.holding_frame
            if engine.holding_frame is None:
                engine.holding_frame = ctx.frame
            self.seq = engine.emit("internal_action", f"{who} plays the internal action",
                                   f"{who} joue l'action interne", ("5.1.2.a", "5.2.3.g", "5.1.1.c"), actor=ctx.you)
            engine.trace.open(self.seq)
            self.slots = [sel for inner in step.internal_effect for sel in target_selectors(inner)]
            self.at = 2
        elif self.at == 3:  # a target's answer
            assert isinstance(engine.ret, tuple)
            set_target(engine, self.slots[self.done], ctx, engine.ret[0])
            self.done += 1
            self.at = 2
        if self.at == 2:
            while self.done < len(self.slots):
                decision = target_decision(engine, self.slots[self.done], ctx, [], ("5.2.3.g", "5.2.3.b"), card=False)
                if decision is not None:
                    self.at = 3
                    engine.ask(decision)
                    return
                self.done += 1
            self.extra = tough_extra(engine, step.internal_effect, ctx)
            self.at = 4
            if needs_choice(step.internal_cost):
                engine.call(ChooseCards(step.internal_cost, ctx, paying=True))
                return
            engine.ret = ()
        if self.at == 4:  # the cost's cards chosen, if any: pay
            assert isinstance(engine.ret, tuple)
            extra = self.extra
            cost = build_cost(engine, step.internal_cost, ctx, extra, engine.ret)
            for action in cost:
                mark_impossible(engine, action)
            if not cost or any(a.impossible for a in cost):
                sum_en = f" ({cost_en} + {extra} Tough)" if extra else ""
                sum_fr = f" ({cost_fr} + {extra} Coriace)" if extra else ""
                engine.emit("ignored", f"the cost{sum_en} cannot be paid: the internal action is ignored",
                            f"le coût{sum_fr} ne peut pas être payé : l'action interne est ignorée",
                            ("1.4.1.b", "1.2.6.e", *(("7.4.5.c",) if extra else ())), actor=ctx.you)
                self._end(engine, False)
                return
            tough = ("7.4.5.c",) if extra else ()
            from judge.engine.core import RunStep

            self.at = 5
            self.done = 0
            engine.call(RunStep(cost, ctx.you, ("6.1.d", "5.1.2.d", *tough), f"pay the cost: {cost_en}"
                                + (f" (+{extra} Tough)" if extra else ""), f"payer le coût : {cost_fr}",
                                kind="pay_costs"))
            return
        if self.done < len(step.internal_effect):
            self.done += 1
            engine.call(ResolveStep(step.internal_effect[self.done - 1], ctx))
            return
        self._end(engine, True)

    def _end(self, engine: Engine, played: bool) -> None:
        engine.trace.close(self.seq)
        engine.internal_depth -= 1
        engine.holding_frame = self.held_before
        engine.finish(played)
