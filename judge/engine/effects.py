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
from typing import TYPE_CHECKING

from judge.engine.atomic import granted, zones_for
from judge.engine.context import EffectContext, EffectFrame
from judge.engine.decisions import Decision, Option, match_option
from judge.engine.modifiers import mark_impossible
from judge.engine.verbs import (
    REMINDER_VERBS,
    UNDEFINED_IN_SEEDS,
    VERB_RULES,
    build_actions,
    build_cost,
    select_objects,
)
from judge.engine.words import obj_name, player_name, zone_name
from judge.errors import JudgeError
from judge.model.cards import Condition, Effect, Selector, Step, Verb
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
            yield from _declared_steps(step.modes[ctx.modes.get(id(step), 0)], ctx)
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


def choose_target(engine: Engine, sel: Selector, ctx: EffectContext, presets: list[str],
                  rules: tuple[str, ...], card: bool) -> None:
    """5.2.3.b — choose one target now; a preset from the scenario's ``do`` answers it if given."""
    options = legal_targets(engine, sel, ctx)
    who = player_name(ctx.you)
    what = sel.type or "object"
    if not options:
        if card:
            raise IllegalDeclaration(f"no legal target ({what}) for {ctx.source_label} (5.1.2.c, 5.2.3.b)",
                                     rules=("5.1.2.c", "5.2.3.b"))
        engine.emit("note", f"no legal target ({what}): that part will be ignored",
                    f"aucune cible légale ({what}) : cette partie sera ignorée", ("5.2.3.b", "1.2.6.f"))
        ctx.targets[sel.slot] = []
        return
    if sel.up_to:
        options = [*options, Option("none", "no target", "aucune cible")]
    decision = Decision("target", ctx.you, tuple(options), rules,
                        f"{who} chooses a target ({what}) for {ctx.source_label}",
                        f"{who} choisit une cible ({what}) pour {ctx.source_label}")
    if presets:
        wanted = presets.pop(0)
        option = match_option(decision, wanted)
        if option is None:
            raise IllegalDeclaration(f"target '{wanted}' is not legal for {ctx.source_label}; legal targets: "
                                     + ", ".join(o.key for o in options), rules=("5.1.2.c", "5.2.3.b"))
        engine.record_scripted(decision, option.key)
        key = option.key
    else:
        key = engine.decide(decision)[0]
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


def declare(engine: Engine, effect: Effect, ctx: EffectContext, presets: list[str], card: bool,
            mode_presets: list[int] | None = None) -> None:
    """5.1.2.b — declare intent: modes (5.2.3.c, 6.5.e), then targets (5.2.3.b–f); the state does not change."""
    modes = list(mode_presets or [])
    for step in _modal_steps(effect):
        ctx.modes[id(step)] = choose_mode(engine, step, ctx, modes, card) - 1
    modal = any(True for _ in _modal_steps(effect))
    for step in _declared_steps(effect, ctx):
        rules: tuple[str, ...] = ("5.2.3.b", "5.2.3.d") if modal else ("5.2.3.b",)
        if step.optional:
            rules += ("5.2.3.e",)
        if step.condition is not None:
            rules += ("5.2.3.f",)
        for sel in target_selectors(step):
            choose_target(engine, sel, ctx, presets, rules, card)


def choose_mode(engine: Engine, step: Step, ctx: EffectContext, presets: list[int], card: bool) -> int:
    """5.2.3.c–d, 6.5.e, 5.1.2.c — choose a mode (1-based) among those whose targets can be chosen.

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
                        f"le mode {number} ne peut pas être choisi : sa cible ({what}) n'a aucun choix légal",
                        ("5.2.3.d", "5.1.2.c"), actor=ctx.you)
    excluded = len(legal) < len(step.modes)
    options = tuple(Option(str(n), f"mode {n}", f"mode {n}") for n in legal)
    decision = Decision("mode", ctx.you, options, ("5.2.3.c", "6.5.e", *(("5.2.3.d",) if excluded else ())),
                        f"{who} chooses a mode", f"{who} choisit un mode")
    if presets:
        wanted = presets.pop(0)
        if not 1 <= wanted <= len(step.modes):
            raise IllegalDeclaration(f"mode {wanted} does not exist: {ctx.source_label} has modes "
                                     f"1 to {len(step.modes)} (5.2.3.c)", rules=("5.2.3.c",))
        if wanted not in legal:
            raise IllegalDeclaration(f"mode {wanted} of {ctx.source_label} cannot be chosen: its target "
                                     f"({missing[wanted]}) has no legal choice (5.2.3.d, 5.1.2.c)",
                                     rules=("5.2.3.d", "5.1.2.c"))
        engine.record_scripted(decision, str(wanted))
        return wanted
    return int(engine.decide(decision)[0])


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
            extra += obj.card.tough + granted(engine.state, obj, "tough")
    return extra


def condition_holds(engine: Engine, cond: Condition, ctx: EffectContext) -> bool:
    """6.5.c — a condition, evaluated just before its step."""
    if cond.kind == "first_player":
        return (engine.state.first_player == ctx.you) == bool(cond.at_least)
    if cond.kind == "boosts":
        named = cond.selector.kind in ("me", "it", "target", "that_target")
        oids = select_objects(engine, cond.selector, ctx) if named else [
            o.oid for o in engine.candidates(cond.selector, ctx)]
        count = sum(engine.state.objects[oid].boosts for oid in oids)
    else:
        count = len(engine.candidates(cond.selector, ctx))
    return count >= cond.at_least and (cond.at_most is None or count <= cond.at_most)


def verb_text(verb: Verb) -> tuple[str, str]:
    """A short English/French name for a verb in step headings."""
    fr = {"draw": "piocher", "resupply": "Ravitailler", "sabotage": "Saboter", "create_token": "créer un jeton",
          "put": "mettre", "discard": "défausser", "sacrifice": "sacrifier", "exhaust": "épuiser",
          "ready": "redresser", "gain_status": "gagner un statut", "lose_status": "perdre un statut",
          "boost": "booster", "pay_mana": "payer", "advance": "Avancer", "after_you": "Après toi",
          "activate": "Activer", "exhaust_me": "m'épuiser", "discard_me": "me défausser",
          "exhausted_resupply": "Ravitailler épuisé", "ascend": "s'Élever",
          "nothing": "rien"}.get(verb.name, verb.name)
    en = verb.name.replace("_", " ")
    if verb.amount != 1 or verb.name in ("pay_mana", "draw"):
        en, fr = f"{en} {verb.amount}", f"{fr} {verb.amount}"
    if verb.token:
        en, fr = f"{en} ({verb.token})", f"{fr} ({verb.token})"
    if verb.player is not None and verb.player.kind == "each":
        en, fr = f"{en} (each player)", f"{fr} (chaque joueur)"
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


def resolve_effect(engine: Engine, effect: Effect, ctx: EffectContext) -> int:
    """6.1.a–c — resolve an effect: its steps in order; then release what its internal actions held.

    Returns the event of the check after its last step if it played reactions (4.4.a.2), else 0:
    they were played while the effect's source was still there (a Reaction before it ceases, a
    Spell before it leaves Limbo).
    """
    frame = engine.new_frame()
    outer = ctx.frame
    ctx.frame = frame
    progress = EffectFrame(ctx.source_label, 0, len(effect), effect=effect, me=ctx.me, it=ctx.it, number=frame)
    engine.effect_stack.append(progress)
    if engine.scopes and engine.scopes[-1].frame is None:
        engine.scopes[-1].frame = progress
    for step in effect:
        progress.begun += 1
        progress.tail = bool(step.if_you_do)
        resolve_step(engine, step, ctx, progress if progress.begun == progress.total else None)
    engine.effect_stack.pop()
    ctx.frame = outer
    engine.release(frame)
    return progress.check_after_last_step


def resolve_step(engine: Engine, step: Step, ctx: EffectContext, last_of: EffectFrame | None = None) -> bool:
    """6.1.c, 6.5.b–d — one step of an effect; returns whether it was done (for "if you do", 6.5.d).

    ``last_of`` is the effect whose last step this is: it is marked performed once this step's
    atomic actions have happened (for explore's digests).
    """
    who = player_name(ctx.you)
    if engine.effect_stack:
        engine.effect_stack[-1].steps_begun += 1
    if step.modes:
        chosen = step.modes[ctx.modes.get(id(step), 0)]
        any_done = False
        for i, inner in enumerate(chosen):
            any_done = resolve_step(engine, inner, ctx, last_of if i == len(chosen) - 1 else None) or any_done
        return any_done
    heading_en = ", ".join(verb_text(v)[0] for v in step.verbs) or "internal action"
    heading_fr = ", ".join(verb_text(v)[1] for v in step.verbs) or "action interne"
    if step.condition is not None:
        if not condition_holds(engine, step.condition, ctx):
            engine.emit("ignored", f"condition not met: the step '{heading_en}' is ignored",
                        f"condition non remplie : l'étape « {heading_fr} » est ignorée", ("6.5.c", "1.2.6.d"),
                        actor=ctx.you)
            return _skipped(last_of)
        engine.emit("condition", f"condition met: the step '{heading_en}' happens",
                    f"condition remplie : l'étape « {heading_fr} » a lieu", ("6.5.c",), actor=ctx.you)
    if step.optional and not engine.yes_no("optional", ctx.you, ("6.5.b", "1.2.6.c"),
                                           f"{who} may {heading_en}", f"{who} peut {heading_fr}"):
        return _skipped(last_of)
    if step.is_internal_action:
        return play_internal_action(engine, step, ctx)
    actions = [a for verb in step.verbs for a in build_actions(engine, verb, ctx)]
    if any(v.name == "after_you" for v in step.verbs):
        engine.after_you.add(ctx.you)
    rules = step_rules(step.verbs, from_emblem=ctx.from_emblem)
    note_en = note_fr = ""
    if any(v.name in UNDEFINED_IN_SEEDS for v in step.verbs):
        note_en = " — the seed text names this verb without defining it"
        note_fr = " — le texte des règles fourni nomme ce verbe sans le définir"
        engine.take_reading("verbs-named-without-definition")
    elif any(v.name in REMINDER_VERBS for v in step.verbs):
        note_en = " — the seed documents do not define this keyword: it follows the card's reminder text"
        note_fr = " — les règles fournies ne définissent pas ce mot-clé : il suit le texte de rappel de la carte"
        engine.take_reading("keywords-by-reminder-text")
    done = engine.run_step(actions, controller=ctx.you, rules=rules,
                           en=f"step: {heading_en}{note_en}", fr=f"étape : {heading_fr}{note_fr}",
                           last_of=None if step.if_you_do else last_of)
    happened = any(not a.impossible for a in done)
    if step.if_you_do:
        if happened:
            for inner in step.if_you_do:
                resolve_step(engine, inner, ctx)
        else:
            engine.emit("ignored", "you did not: the 'if you do' part is ignored",
                        "vous ne l'avez pas fait : la partie « si vous le faites » est ignorée", ("6.5.d",),
                        actor=ctx.you)
    return happened


def _skipped(last_of: EffectFrame | None) -> bool:
    """6.5.b–c — a step not done (condition not met, optional step declined): if it was its effect's
    last, nothing of the effect is left (for explore's digests). Returns False: the step was not done."""
    if last_of is not None:
        last_of.performed = True
    return False


def play_internal_action(engine: Engine, step: Step, ctx: EffectContext) -> bool:
    """6.5.g, 1.2.6.e, 5.2.3.g — "you may pay COST to EFFECT": an internal action, played during resolution.

    Its targets are chosen now; its cost is one step (6.1.d); no reaction check after
    it, and the reactions it creates wait until the end of the containing effect (4.4.a).
    """
    who = player_name(ctx.you)
    cost_en = ", ".join(verb_text(v)[0] for v in step.internal_cost)
    cost_fr = ", ".join(verb_text(v)[1] for v in step.internal_cost)
    if not engine.yes_no("internal_action", ctx.you, ("6.5.g", "1.2.6.e", "5.1.1.c"),
                         f"{who} may pay ({cost_en}) to play the internal action",
                         f"{who} peut payer ({cost_fr}) pour jouer l'action interne"):
        engine.emit("ignored", "the internal action's cost is not paid: it is ignored",
                    "le coût de l'action interne n'est pas payé : elle est ignorée", ("1.2.6.e",), actor=ctx.you)
        return False
    engine.internal_depth += 1
    held_before = engine.holding_frame
    if engine.holding_frame is None:
        engine.holding_frame = ctx.frame
    try:
        with engine.section("internal_action", f"{who} plays the internal action",
                            f"{who} joue l'action interne", ("5.1.2.a", "5.2.3.g", "5.1.1.c"), actor=ctx.you):
            for inner in step.internal_effect:
                for sel in target_selectors(inner):
                    choose_target(engine, sel, ctx, [], ("5.2.3.g", "5.2.3.b"), card=False)
            extra = tough_extra(engine, step.internal_effect, ctx)
            engine.paying_cost = True
            try:
                cost = build_cost(engine, step.internal_cost, ctx, extra)
            finally:
                engine.paying_cost = False
            for action in cost:
                mark_impossible(engine, action)
            if not cost or any(a.impossible for a in cost):
                sum_en = f" ({cost_en} + {extra} Tough)" if extra else ""
                sum_fr = f" ({cost_fr} + {extra} Coriace)" if extra else ""
                engine.emit("ignored", f"the cost{sum_en} cannot be paid: the internal action is ignored",
                            f"le coût{sum_fr} ne peut pas être payé : l'action interne est ignorée",
                            ("1.4.1.b", "1.2.6.e", *(("7.4.5.c",) if extra else ())), actor=ctx.you)
                return False
            tough = ("7.4.5.c",) if extra else ()
            engine.run_step(cost, controller=ctx.you, rules=("6.1.d", "5.1.2.d", *tough), en=f"pay the cost: {cost_en}"
                            + (f" (+{extra} Tough)" if extra else ""),
                            fr=f"payer le coût : {cost_fr}", kind="pay_costs")
            for inner in step.internal_effect:
                resolve_step(engine, inner, ctx)
    finally:
        engine.internal_depth -= 1
        engine.holding_frame = held_before
    return True
