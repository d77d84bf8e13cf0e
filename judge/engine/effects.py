"""6.1, 6.5, 1.2.6, 4.4, 5.5 — resolving an effect step by step, and the reactions checked after each step.

Resolution runs the steps in order (6.1.c): optional ones asked just before (6.5.b),
conditions evaluated just before (6.5.c), "if you do" (6.5.d), internal actions
(6.5.g) with their cost as one step (6.1.d). Reactions are checked after each step
(4.4.a.2): the waiting Reaction-Emblems are played one at a time, the first player in
initiative order who controls one choosing (4.4.b), then the check starts again (4.4.c) —
so the initiative player plays all theirs, new ones included, before the other player
plays any. A Reaction is played like a spell, without a zone change (5.5), and resolves
its effect here too: a step checks reactions, which resolve effects, which run steps,
which is why they share this module. Emblems created by an internal action are held
until the effect containing it ends (4.4.a remark).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from judge.engine.after_you import say_after_you
from judge.engine.atomic import AtomicAction, AtomicKind
from judge.engine.conditions import condition_holds
from judge.engine.context import EffectContext, EffectFrame
from judge.engine.core import Engine, Proc
from judge.engine.decisions import Decision, DecisionKind, LazyOptions, Option, yes_no
from judge.engine.declare import (
    Declare,
    IllegalDeclaration,
    chose_no_mode,
    declared_targets,
    declares_something,
    legal_targets,
    modal_steps,
    mode_decision,
    set_target,
    target_decision,
    targets_before,
    tough_extra,
)
from judge.engine.dice import REVEAL_TOP, roll_action
from judge.engine.keywords import defender_holds_at_dusk
from judge.engine.modifiers import mark_impossible, replacement_of_the_impossible
from judge.engine.steps import RunStep, run_step
from judge.engine.tumults import reveal_tumults_entered
from judge.engine.verbs import (
    COUNTER_VERBS,
    REMINDER_VERBS,
    UNDEFINED_IN_SEEDS,
    UNNAMED_IN_SEEDS,
    VERB_RULES,
    ChooseCards,
    Chosen,
    build_actions,
    build_cost,
    chose_too_few,
    cost_short_of_objects,
    follow_moved_targets,
    needs_choice,
)
from judge.engine.waiting import WaitingView
from judge.engine.words import as_label, counter_name, label_fr, obj_name, player_name
from judge.events import UNSAID, Msg, Pair, message
from judge.events import EventKind as K
from judge.model.cards import DieResult, Effect, Selector, Step, Verb
from judge.model.ids import FrameId, Oid, Seq
from judge.model.once import Once
from judge.model.state import GameObject
from judge.scenario.words import VERB_FRENCH

# Kinds of the events of every Reaction played, as module constants (see judge.engine.core: an enum's member is
# looked up through its metaclass's ``__getattr__`` hook in Python 3.11, four times as long as a global).
_REACTION_CHECK, _REACTION_PLAYED, _CEASES = K.REACTION_CHECK, K.REACTION_PLAYED, K.CEASES

#: Verbs whose step is a procedure of its own, registered by the module that defines it (it imports this one):
#: ``play`` (judge.engine.effect_play). The procedure gives the step's atomic actions.
PROC_VERBS = frozenset({"play", "rush"})
STEP_PROCS: dict[str, Callable[[Verb, EffectContext], Proc]] = {}


def verb_text(verb: Verb) -> tuple[str, str]:
    """A short English/French name for a verb in step headings (a verb without one of its own here: its French
    name in the scenario language, :data:`~judge.scenario.words.VERB_FRENCH`, in words)."""
    fr = {"draw": "piocher", "resupply": "Ravitailler", "sabotage": "Saboter", "create_token": "créer un jeton",
          "put": "mettre", "discard": "défausser", "sacrifice": "sacrifier", "exhaust": "épuiser",
          "ready": "redresser", "gain_status": "gagner un statut", "lose_status": "perdre un statut",
          "boost": "booster", "pay_mana": "payer", "advance": "Avancer", "after_you": "Après toi",
          "activate": "Activer", "exhaust_me": "m'épuiser", "discard_me": "me défausser",
          "exhausted_resupply": "Ravitailler épuisé", "ascend": "s'Élever",
          "gain_counters": "gagner des compteurs", "lose_counters": "perdre des compteurs",
          "nothing": "rien", "mana_from_deck": "mettre en Mana depuis le Deck",
          "to_mana": "mettre en Mana", "augment": "Amplifier", "rush": "Foncer",
          "reveal_top": "révéler la carte du dessus", "draw_it": "la piocher",
          "spend_counter": "dépenser un compteur", "target": "cibler", "next_card": "prochaine carte",
          "play": "jouer"}.get(verb.name) or (VERB_FRENCH.get(verb.name) or verb.name).replace("_", " ")
    en = verb.name.replace("_", " ")
    if verb.x:  # the X of its quick action (judge.engine.x_value)
        en, fr = f"{en} X", f"{fr} X"
    elif verb.amount != 1 or verb.name in ("pay_mana", "draw"):
        en, fr = f"{en} {verb.amount}", f"{fr} {verb.amount}"
    if verb.token:
        en, fr = f"{en} ({verb.token})", f"{fr} ({verb.token})"
    if verb.counter:
        en, fr = f"{en} ({counter_name(verb.counter, 'en')})", f"{fr} ({counter_name(verb.counter, 'fr')})"
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
    check_seq: Seq = 0  # the check after a plain step (4.4.a.2): its event

    def step(self, engine: Engine) -> None:
        """Begin the next step, or end.

        A plain step (:attr:`StepSaid.plain`: nothing to ask or check before it, no "if you do") is run here as
        :class:`ResolveStep` runs it, without a record of its own: ``at`` 1 when its modifier loop asked and it
        has happened since, 2 when the check after it has ended.
        """
        ctx = self.ctx
        if self.progress is None:
            frame = engine.new_frame()
            self.outer = ctx.frame
            ctx.frame = frame
            self.progress = EffectFrame(ctx.source_label, 0, len(self.effect), frame)  # by position: see verbs
            engine.effect_stack.append(self.progress)
        progress = self.progress
        if self.at:
            if self.at == 1:  # a plain step has happened: reactions are checked
                self.at = 0
                if self._after_plain_step(engine):
                    return
            else:  # the check after a plain step has ended: after the last step, noted (4.4.a.2)
                self.at = 0
                if engine.ret and progress.begun == progress.total:
                    progress.check_after_last_step = self.check_seq
        while progress.begun < progress.total:  # a step run at once (its reaction check waits on the agenda)
            step = self.effect[progress.begun]
            progress.begun += 1
            said = _SAID[ctx.from_emblem](step)  # step_said, without a call of its own
            if said.plain:
                if not run_step(engine, step_actions(engine, step, ctx, said, ()), ctx.you, said.rules, said.en,
                                said.fr):
                    self.at = 1
                    return
                if self._after_plain_step(engine):
                    return
                continue
            if not engine.call_now(ResolveStep(step, ctx, progress if progress.begun == progress.total else None)):
                return
        engine.effect_stack.pop()
        frame, ctx.frame = ctx.frame, self.outer
        if engine.held:  # an internal action held reactions: this effect may be the one that ends (4.4.a remark)
            engine.release(frame)
        engine.finish(progress.check_after_last_step)

    def _after_plain_step(self, engine: Engine) -> bool:
        """1.4.4.a, 4.4.a.2 — a plain step has happened: the targets it moved are followed, then reactions are
        checked; True when that check is begun on the agenda (the effect goes on once it has ended)."""
        ctx = self.ctx
        if isinstance(engine.ret, list):
            reveal_tumults_entered(engine, engine.ret)
        if ctx.targets and isinstance(engine.ret, list):
            follow_moved_targets(engine, ctx, engine.ret)
        self.check_seq = check_after_step(engine)
        if self.check_seq:
            self.at = 2
        return bool(self.check_seq)


def done_in_part(step: Step, chosen: tuple[object, ...], actions: list[AtomicAction]) -> bool:
    """6.5.d, 6.5.f — whether a step is about to be done only in part: some of its atomic actions cannot happen
    (a draw from a deck too short) or fewer objects could be chosen than it says ("discard two cards" with one in
    Hand), while others do happen. Such a step is done for "if you do" (reading ``if-you-do-done-in-part``)."""
    happens = any(not a.impossible for a in actions)
    short = any(chose_too_few(verb, picked) for verb, picked in zip(step.verbs, chosen, strict=False))
    return happens and (short or any(a.impossible for a in actions))


def replaced_counts_as_done(engine: Engine, done: list[AtomicAction]) -> None:
    """6.5.d, 6.2.b — "[Do X]; if you do, [do Y]" where a replacement modifier changed what X did: X counts as done,
    and the resolution says it follows a reading (``if-you-do-after-a-replacement``)."""
    if any(a.replaced and not a.impossible for a in done):
        engine.take_reading("if-you-do-after-a-replacement")


def sentence_done_so_far(step: Step, done: bool) -> bool:
    """6.5.d, 6.5.b, 6.5.f — "You may A, then B. If you do, C": 6.5.d's "[Do X]; if you do" asks whether X, what
    "You may" offered, was done, and what "You may" offers is the whole sentence (reading
    ``may-covers-its-sentence``); a part of it that cannot happen is ignored and the rest happens normally (6.5.f),
    and X done in part is done (reading ``if-you-do-done-in-part``): so C happens when any step of the sentence was
    done, B included or not. ``done``: whether a step of the sentence before the next one was done."""
    return step.optional and done


#: ResolveStep's states from this one on are a die roll's (:meth:`ResolveStep._roll`): 20 to 23.
_ROLLING = 20


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
    check_seq: Seq = 0  # the check after the step (4.4.a.2): its event
    line: int = 0  # a die roll: the line of results that covers the result (6.5.c)
    because: tuple[str, ...] = ()  # the rules that make it happen besides its own: 6.5.d, a part of "if you do"
    # "You may A, then B. If you do, C" (6.5.b, 6.5.d): a step of the optional sentence before this one was done, so
    # the sentence was done, and this step's "if you do" happens though this step did nothing
    sentence_done: bool = False

    def step(self, engine: Engine) -> None:
        """Modes, condition, optional, internal action, the step itself, then its "if you do"."""
        step, ctx = self.part, self.ctx
        if self.at >= _ROLLING:  # a die roll under way (its condition and "may" came first)
            self._roll(engine)
            return
        said: StepSaid | None = None
        if self.at == 0:
            if step.modes:
                self.at = 10
            else:
                if step.condition is not None:
                    if not condition_holds(engine, step.condition, ctx):
                        engine.emit(K.IGNORED, Msg("condition.not_met", step=heading(step)), ("6.5.c", "1.2.6.d"),
                                    actor=ctx.you)
                        if step.then:  # the rest of its sentence goes with it (6.5.c)
                            engine.take_reading("condition-tested-once-for-its-sentence")
                            engine.emit(K.IGNORED, Msg("condition.not_met_then"),
                                        ("6.5.c", "1.2.6.d"), actor=ctx.you)
                        if not step.otherwise:
                            engine.finish(False)
                            return
                        self.at = 8  # "Otherwise," (6.5.c): its steps instead of this one
                    else:
                        engine.emit(K.CONDITION, Msg("condition.met", step=heading(step)), ("6.5.c",), actor=ctx.you)
                        if step.then:
                            engine.take_reading("condition-tested-once-for-its-sentence")
                        if step.otherwise:
                            engine.emit(K.IGNORED, Msg("otherwise.ignored"), ("6.5.c",), actor=ctx.you)
                if self.at == 0 and step.optional:
                    who = player_name(ctx.you)
                    title = heading(step)
                    if step.then:  # "You may A, then B": one choice for the sentence
                        engine.take_reading("may-covers-its-sentence")
                    self.at = 1
                    engine.ask(yes_no(DecisionKind.OPTIONAL, ctx.you, ("6.5.b", "1.2.6.c"), f"{who} may {title.en}",
                                      f"{who} peut {title.fr}"))
                    return
                if self.at == 0:
                    self.at = 2
        if self.at == 1:  # the answer to "may"
            assert isinstance(engine.ret, tuple)
            if engine.ret[0] != "yes":
                if step.if_you_dont:  # "If you don't," (judge.engine.effects.ResolveStep: at 7)
                    self.at = 7
                else:
                    engine.finish(False)
                    return
            else:
                self.at = 2
        if self.at == 2:
            if step.die:  # the step is the roll, once its condition held and its "may" was answered yes
                self._roll(engine)
                return
            if step.internal_cost:  # an internal action
                engine.tail(InternalAction(step, ctx))
                return
            said = _SAID[ctx.from_emblem](step)  # step_said, without a call of its own
            if said.proc:  # a step that is a procedure of its own
                self.at = 4
                engine.call(STEP_PROCS[step.verbs[0].name](step.verbs[0], ctx))
                return
            self.at = 3
            if said.chooses:
                engine.call(ChooseCards(step.verbs, ctx))
                return
            engine.ret = ()
        if self.at == 3:  # the cards chosen, if any: build and run the step
            chosen = engine.ret
            assert isinstance(chosen, tuple)
            if said is None:  # resumed after the cards were chosen
                said = _SAID[ctx.from_emblem](step)
            actions = step_actions(engine, step, ctx, said, chosen)
            if (step.if_you_do or step.if_you_dont) and done_in_part(step, chosen, actions):
                engine.take_reading("if-you-do-done-in-part", at=step_event(engine))
            self.at = 4
            rules = said.rules + tuple(r for r in self.because if r not in said.rules) if self.because else said.rules
            if not run_step(engine, actions, ctx.you, rules, said.en, said.fr):
                return
        if self.at == 4:  # the step happened: reactions are checked (4.4.a.2), unless in an internal action
            done = engine.ret
            assert isinstance(done, list)
            reveal_tumults_entered(engine, done)
            if ctx.targets:
                follow_moved_targets(engine, ctx, done)
            for action in done:
                if not action.impossible:
                    self.done = True
                    break
            if self.done and (step.if_you_do or step.if_you_dont):
                replaced_counts_as_done(engine, done)
            self.at = 6
            self.check_seq = check_after_step(engine)
            if self.check_seq:
                return
            engine.ret = 0
        if self.at == 6:  # checked: the "if you do"
            did = self.done or self.sentence_done  # what "you do" asks about: the whole optional sentence
            # the steps that come after it, if any: its "if you do" or "If you don't", the rest of its sentence
            follows = (step.if_you_do if did else step.if_you_dont) or step.then
            if engine.ret and self.last_of is not None and not follows:
                self.last_of.check_after_last_step = self.check_seq
            if step.if_you_do and not did:
                engine.emit(K.IGNORED, Msg("if_you_do.not_done"), ("6.5.d",), actor=ctx.you)
            elif step.if_you_do:
                if not self.done:  # this step did nothing, an earlier step of its sentence was done: done in part
                    engine.take_reading("if-you-do-done-in-part")
                    engine.emit(K.CONDITION, Msg("if_you_do.sentence_done"), ("6.5.d", "6.5.b", "6.5.f"),
                                actor=ctx.you)
                self.at = 5
            if step.if_you_dont and not self.done:
                self.at = 7
            elif step.if_you_dont:
                engine.emit(K.IGNORED, Msg("if_you_dont.done"), ("6.5.b", "6.5.d"), actor=ctx.you)
        if self.at == 5 and self.inner < len(step.if_you_do):
            self.inner += 1
            engine.call(ResolveStep(step.if_you_do[self.inner - 1], ctx, self._last_of(step.if_you_do),
                                    because=("6.5.d",)))  # you did: the "if you do" part happens
            return
        if self.at == 7 and self.inner < len(step.if_you_dont):  # "If you don't," (6.5.b, 6.5.d)
            if self.inner == 0:
                engine.emit(K.CONDITION, Msg("if_you_dont.not_done"), ("6.5.b", "6.5.d"), actor=ctx.you)
            self.inner += 1
            engine.call(ResolveStep(step.if_you_dont[self.inner - 1], ctx, self._last_of(step.if_you_dont)))
            return
        if self.at in (4, 5, 6, 7) and step.then:  # the condition held, or "may" was answered yes: the rest of
            # its sentence (6.5.c; 6.5.b, 1.2.6.f: though the first step did nothing)
            self.at, self.inner = 9, 0
        if self.at == 9 and self.inner < len(step.then):
            if step.optional and self.inner:  # "You may A, then B": the sentence is done if any of its steps is
                self.done = bool(engine.ret) or self.done
            self.inner += 1
            last = self.last_of if self.inner == len(step.then) else None
            engine.call(ResolveStep(step.then[self.inner - 1], ctx, last,
                                    sentence_done=sentence_done_so_far(step, self.done)))
            return
        if self.at == 9 and step.optional and self.inner:  # the last step of the sentence: done with it
            self.done = bool(engine.ret) or self.done
        if self.at == 8 and self.inner < len(step.otherwise):  # "Otherwise," (6.5.c)
            if self.inner == 0:
                engine.emit(K.CONDITION, Msg("otherwise.happens"), ("6.5.c",), actor=ctx.you)
            else:
                self.done = bool(engine.ret) or self.done
            self.inner += 1
            engine.call(ResolveStep(step.otherwise[self.inner - 1], ctx, self._last_of(step.otherwise)))
            return
        if self.at == 10 and chose_no_mode(step, ctx):
            engine.finish(False)  # "Choose up to N": no mode chosen here (judge.engine.pick_modes)
            return
        if self.at == 10:  # a modal step: the chosen mode's steps
            if self.inner:
                self.done = bool(engine.ret) or self.done
            chosen_mode = step.modes[ctx.modes.get(step, 0)]
            if not self.inner and mode_with_a_cost(chosen_mode):
                engine.take_reading("mode-with-a-cost-is-an-internal-action")
            if self.inner < len(chosen_mode):
                self.inner += 1
                last = self.last_of if self.inner == len(chosen_mode) else None
                engine.call(ResolveStep(chosen_mode[self.inner - 1], ctx, last))
                return
        engine.finish(self.done)

    def _last_of(self, steps: Effect) -> EffectFrame | None:
        """4.4.a.2 — the effect whose last step the inner step just begun is ("if you do", "If you don't",
        "Otherwise": the last of them is the effect's last step when this one is): the check after it is noted there,
        with the readings it takes (a Spell still in Limbo, a Reaction-Emblem that has not ceased)."""
        return self.last_of if self.inner == len(steps) else None

    def _roll(self, engine: Engine) -> None:
        """6.1.c, 6.5.c — "Roll a die. On a: • 4+, …": the roll (a decision of chance), then the steps of the
        line that covers the result; the reading ``die-roll-by-card-text``. Called once the step's own condition
        has held (6.5.c) and its "may" was answered yes (6.5.b), as for any other step."""
        step, ctx = self.part, self.ctx
        if self.at < _ROLLING:  # the result, a decision of chance made as the die is rolled
            self.at = 20
            engine.ask(die_roll(ctx.you, ctx.source_label))
            return
        if self.at == 20:  # the roll's atomic action, which modifiers see (6.2.d): "If you would roll …, also …"
            assert isinstance(engine.ret, tuple)
            engine.take_reading("die-roll-by-card-text")
            self.line, self.at = int(engine.ret[0]), 22  # the result, kept until the step has happened
            if not run_step(engine, [roll_action(ctx.you, self.line)], ctx.you, ("6.1.c",), "step: roll a die",
                            "étape : lancer un dé"):
                return
        if self.at == 22:  # the roll has happened: which line covers its result
            assert isinstance(engine.ret, list)
            if any(a.verb == REVEAL_TOP and not a.impossible for a in engine.ret):
                engine.take_reading("revealing-the-top-card")
            self.at = 23
            if check_after_step(engine):  # 4.4.a.2: a reaction to the roll's step ("When you reveal …") is played now
                return
        if self.at == 23:
            result = self.line
            line = next((i for i, r in enumerate(step.die) if result in r.faces), None)
            if line is None:
                engine.emit(K.IGNORED, Msg("die.no_line", result=result), ("6.5.c",), actor=ctx.you)
                engine.finish(True)
                return
            engine.emit(K.CONDITION, Msg("die.shows", result=result, faces=faces_text(step.die[line])), ("6.5.c",),
                        actor=ctx.you)
            self.line, self.at = line, 21
        if self.at == 21:
            chosen = step.die[self.line].effect
            if self.inner < len(chosen):
                self.inner += 1
                last = self.last_of if self.inner == len(chosen) else None
                engine.call(ResolveStep(chosen[self.inner - 1], ctx, last))
                return
            engine.finish(True)


#: Verbs with one atomic action per object they affect (6.1.e): with none to affect, they have nothing to do.
_AFFECTING = frozenset({"put", "discard", "sacrifice", "exhaust", "ready", "gain_status", "lose_status", "boost",
                        "gain_counters", "lose_counters", "augment", "to_mana", "create_token"})


def verb_ignored(engine: Engine, verb: Verb, ctx: EffectContext) -> None:
    """6.1.c, 6.5.f, 1.2.6.f — a verb of a step made of several simultaneous verbs that has nothing to do (a discard
    from an empty Hand): that part of the effect is ignored, the rest of the step happens; said inside the step."""
    if verb.name not in _AFFECTING:  # verbs with no atomic action of their own (After You …): nothing is ignored
        return
    en, fr = verb_text(verb)
    engine.defer_ignored(Msg("step.verb_nothing_to_do", verb=Pair(en, fr)), ("1.2.6.f", "6.5.f"), ctx.you)


def step_actions(engine: Engine, step: Step, ctx: EffectContext, said: StepSaid, chosen: Chosen) -> list[AtomicAction]:
    """6.1.e, 6.1.c — a step's atomic actions, built as it resolves (``chosen``: the cards each verb chose, 6.1.a),
    and what its verbs say beside them: After You, and the reading a verb the seed documents do not define takes."""
    verbs = step.verbs
    if len(verbs) == 1:
        actions = build_actions(engine, verbs[0], ctx, chosen[0] if chosen else None)
    else:
        actions, idle = [], []
        for i, verb in enumerate(verbs):
            made = build_actions(engine, verb, ctx, chosen[i] if chosen else None)
            if not made:
                idle.append(verb)
            actions += made
        if actions:  # a step with nothing to do at all is said so as a whole (judge.engine.steps.end_step)
            for verb in idle:
                verb_ignored(engine, verb, ctx)
    for action in actions:
        if action.kind is AtomicKind.ADVANCE and not action.impossible:
            reason = defender_holds_at_dusk(engine, action, at=step_event(engine))
            if reason:
                action.impossible, action.impossible_rules = reason, ("1.4.1.a", "1.2.4.b", "1.4.1.c")
    if said.after_you:
        say_after_you(engine)
    if not said.note:  # the commonest: a verb the seed documents define
        pass
    elif said.note == "undefined":  # each reading is taken at the step's event, the next one emitted
        engine.take_reading("verbs-named-without-definition", at=step_event(engine))
    elif said.note == "reminder":
        engine.take_reading("keywords-by-reminder-text", at=step_event(engine))
    elif said.note == "counters":
        engine.take_reading("counters-by-card-text", at=step_event(engine))
    return actions


def step_event(engine: Engine) -> Seq:
    """6.1.e — the event of the step about to run: its heading is the next event emitted (``run_step`` begins with
    it), so a reading taken as its atomic actions are built is shown at the step, not at the event before it."""
    return engine.trace.emitted + 1


def check_after_step(engine: Engine) -> Seq:
    """4.4.a.2 — reactions are checked after a step of an effect, but inside an internal action (4.4.a) and when
    none waits (the check would end at once): the check's event when one is begun (on the agenda), else 0."""
    if engine.internal_depth == 0 and engine.pending:
        engine.call(CheckReactions(("4.4.a",), "after a step", "après une étape"))
        return engine.trace.emitted + 1
    return 0


def die_roll(who: str, source: str) -> Decision:
    """6.1.c — the result of rolling a die: a decision of chance among its six faces, taken by no player (6.1.g's
    decisions are players')
    (``who`` rolls, for the ability labelled ``source``); scripted ``{decision: die_roll, answer: 4}``, else
    assumed like any unscripted decision."""
    name = player_name(who)
    faces = tuple(Option(str(face), f"the die shows {face}", f"le dé indique {face}") for face in range(1, 7))
    en, fr = (f" for {source}", f" pour {label_fr(source)}") if source else ("", "")
    return Decision(DecisionKind.DIE_ROLL, who, faces, ("6.1.c",), f"{name} rolls a die{en}",
                    f"{name} lance un dé{fr}")


def faces_text(line: DieResult) -> str:
    """6.5.c — the results a line covers, as the card prints them (``4-6`` stays ``4-6``, ``4+`` stays ``4+``); a
    line given as a list of results: ``4+`` when it runs to 6, else ``1-3``, ``6``, or the results one by one."""
    if line.printed:
        return line.printed
    faces = line.faces
    if len(faces) > 1 and faces[-1] == 6 and list(faces) == list(range(faces[0], 7)):
        return f"{faces[0]}+"
    if len(faces) > 1 and list(faces) == list(range(faces[0], faces[-1] + 1)):
        return f"{faces[0]}-{faces[-1]}"
    return ", ".join(map(str, faces))


def heading(step: Step) -> Pair:
    """A step's verbs, as its heading says them (made once per step: the step is a definition)."""
    return _HEADINGS(step)


_HEADINGS: Once[Step, Pair] = Once(lambda step: Pair(*_heading(step)))


@dataclass(frozen=True)
class StepSaid:
    """What a step's definition says each time it is run: its rules, its heading (with a note on a verb the seed
    documents do not define: ``undefined``, ``reminder`` or ``counters``, each with its reading), and whether it
    says After You."""

    rules: tuple[str, ...]
    en: str
    fr: str
    note: str
    after_you: bool
    proc: bool = False  # a step that is a procedure of its own (PROC_VERBS)
    chooses: bool = False  # its verbs act on cards chosen as it resolves (6.1.a)
    plain: bool = False  # none of the above, and no mode, condition, "may", internal action, die or "if you do"


def step_said(step: Step, from_emblem: bool) -> StepSaid:
    """6.1.c, 1.2.6.b — a step's rules and heading, made once per step definition (and pronoun reading)."""
    return _SAID[from_emblem](step)


def _said(step: Step, from_emblem: bool) -> StepSaid:
    verbs = step.verbs
    note_en = note_fr = note = ""
    if any(v.name in UNDEFINED_IN_SEEDS for v in verbs):
        if all(v.name in UNNAMED_IN_SEEDS for v in verbs if v.name in UNDEFINED_IN_SEEDS):
            note_en = " — the seed text does not name this verb: it follows the game's usual meaning"
            note_fr = " — le texte des règles fourni ne nomme pas ce verbe : il suit son sens habituel dans le jeu"
        else:
            note_en = " — the seed text names this verb without defining it"
            note_fr = " — le texte des règles fourni nomme ce verbe sans le définir"
        note = "undefined"
    elif any(v.name in REMINDER_VERBS for v in verbs):
        note_en = " — the seed documents do not define this keyword: it follows the card's reminder text"
        note_fr = " — les règles fournies ne définissent pas ce mot-clé : il suit le texte de rappel de la carte"
        note = "reminder"
    elif any(v.name in COUNTER_VERBS for v in verbs):
        note_en = " — the seed documents have no counters but boosts: the card's text is followed"
        note_fr = (" — les règles fournies n'ont pas d'autres compteurs que les boosts : on suit le texte de "
                   "la carte")
        note = "counters"
    title = heading(step)
    proc, chooses = bool(verbs) and verbs[0].name in PROC_VERBS, needs_choice(verbs)
    plain = not (proc or chooses or step.modes or step.condition is not None or step.optional or step.internal_cost
                 or step.die or step.if_you_do or step.if_you_dont or step.otherwise or step.then)
    return StepSaid(step_rules(verbs, from_emblem=from_emblem), f"step: {title.en}{note_en}",
                    f"étape : {title.fr}{note_fr}", note, any(v.name == "after_you" for v in verbs), proc, chooses,
                    plain)


_SAID: dict[bool, Once[Step, StepSaid]] = {False: Once(lambda step: _said(step, False)),
                                           True: Once(lambda step: _said(step, True))}


def _heading(step: Step) -> tuple[str, str]:
    """A step's verbs, as its heading says them (English, French)."""
    if step.die:
        return "roll a die", "lancer un dé"
    return (", ".join(verb_text(v)[0] for v in step.verbs) or "internal action",
            ", ".join(verb_text(v)[1] for v in step.verbs) or "action interne")


@dataclass
class InternalAction(Proc):
    """6.5.g, 1.2.6.e, 5.2.3.g — "you may pay COST to EFFECT": an internal action, played during resolution.

    Its targets are chosen now; its cost is one step (6.1.d); no reaction check after
    it, and the reactions it creates wait until the end of the containing effect (4.4.a).
    Gives whether it was played.
    """

    plays = True

    part: Step
    ctx: EffectContext
    held_before: FrameId | None = None
    seq: Seq = 0
    slots: list[Selector] = field(default_factory=list)
    done: int = 0
    extra: int = 0
    modal: list[Step] = field(default_factory=list)  # the modal steps of its effect (6.5.e)
    tried: bool = False  # its "yes" was tried (by judge explore) or assumed, not a script's (see not_legal)
    moded: int = 0  # how many of them have their mode chosen

    @property
    def declaring(self) -> bool:
        """5.1.2.c — asked whether to play it, or declared ("yes": its modes, targets, the cost's cards) and its cost
        not yet found payable."""
        return self.at in (0, 1, 2, 3, 4, 6, 7)

    def step(self, engine: Engine) -> None:
        """Ask; choose its targets; pay its cost; resolve its steps."""
        step, ctx = self.part, self.ctx
        who = player_name(ctx.you)
        cost_en = ", ".join(verb_text(v)[0] for v in step.internal_cost)
        cost_fr = ", ".join(verb_text(v)[1] for v in step.internal_cost)
        if self.at == 0:
            self.at = 1
            engine.ask(yes_no(DecisionKind.INTERNAL_ACTION, ctx.you, ("6.5.g", "1.2.6.e", "5.1.1.c"),
                              f"{who} may pay ({cost_en}) to play the internal action",
                              f"{who} peut payer ({cost_fr}) pour jouer l'action interne",
                              _unpayable_now(engine, step, ctx) or _cannot_be_declared(engine, step, ctx)))
            return
        if self.at == 1:
            assert isinstance(engine.ret, tuple)
            if engine.ret[0] != "yes":
                engine.emit(K.IGNORED, Msg("internal_action.declined"), ("1.2.6.e",), actor=ctx.you)
                engine.finish(False)
                return
            self.tried = engine.answered_how == "assumed" or (engine.exploring and engine.answered_how == "asked")
            engine.internal_depth += 1
            self.held_before = engine.holding_frame
            if engine.holding_frame is None:
                engine.holding_frame = ctx.frame
            self.seq = engine.emit(K.INTERNAL_ACTION, Msg("internal_action", who=who),
                                   ("5.1.2.a", "5.2.3.g", "5.1.1.c"), actor=ctx.you)
            engine.trace.open(self.seq)
            self.modal = modal_steps(step.internal_effect)
            self.at = 6
        elif self.at == 7:  # a mode's answer
            assert isinstance(engine.ret, tuple)
            ctx.modes[self.modal[self.moded]] = int(engine.ret[0]) - 1
            self.moded += 1
            self.at = 6
        elif self.at == 3:  # a target's answer
            assert isinstance(engine.ret, tuple)
            set_target(engine, self.slots[self.done], ctx, engine.ret[0], targets_before(self.slots, self.done))
            self.done += 1
            self.at = 2
        if self.at == 6 and not self._modes_chosen(engine):
            return
        if self.at == 2:
            while self.done < len(self.slots):
                try:  # declared as a card's: a target with no legal choice, or too few, makes it illegal (5.1.2.c)
                    decision = target_decision(engine, self.slots[self.done], ctx, [], ("5.2.3.g", "5.2.3.b"),
                                               card=True, nth=targets_before(self.slots, self.done))
                except IllegalDeclaration as illegal:
                    self._taken_back(engine, illegal)
                    return
                if decision is not None:
                    self.at = 3
                    engine.ask(_too_dear_targets_moot(engine, step, ctx, self.slots[self.done], decision,
                                                      targets_before(self.slots, self.done)))
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
            cost, impossible = _internal_cost(engine, step, ctx, extra, engine.ret)
            if impossible:
                total = Msg("internal_action.cost_tough", cost=Pair(cost_en, cost_fr), extra=extra) if extra else UNSAID
                # a passive ability says it is impossible ("cannot", 1.4.1.a): cited before why it cannot be paid
                cannot = ("1.4.1.a",) if any("1.4.1.a" in a.impossible_rules for a in cost) else ()
                unmodified = ("1.4.1.d",) if replacement_of_the_impossible(engine, cost) else ()
                self.not_legal(engine, IllegalDeclaration(
                    "illegal.internal_action_cost", ("5.1.2.c", "1.4.1.b", *unmodified,
                                                     *(("7.4.5.c",) if extra else ())),
                    who=player_name(ctx.you), cost=Pair(cost_en, cost_fr),
                    tough=Msg("illegal.plus_tough", extra=extra) if extra else UNSAID))
                engine.emit(K.IGNORED, Msg("internal_action.unpayable", total=total),
                            (*cannot, "1.4.1.b", *unmodified, "1.2.6.e", *(("7.4.5.c",) if extra else ())),
                            actor=ctx.you)
                self._end(engine, False)
                return
            tough = ("7.4.5.c",) if extra else ()
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


    def _modes_chosen(self, engine: Engine) -> bool:
        """6.5.e, 5.2.3.c, 5.2.3.d, 5.2.3.g — the modes of the internal action's effect are chosen as it is played,
        before its targets (only the chosen modes' targets are then chosen), as a Spell's are at its declaration;
        True once they are all chosen and its targets are known (False: a decision asked, or it was taken back)."""
        ctx = self.ctx
        while self.moded < len(self.modal):
            try:  # a mode none of whose targets can be chosen is not offered; with none left, it is taken back
                decision, settled = mode_decision(engine, self.modal[self.moded], ctx, [], card=True)
            except IllegalDeclaration as illegal:
                self._taken_back(engine, illegal)
                return False
            if decision is not None:
                self.at = 7
                engine.ask(decision)
                return False
            ctx.modes[self.modal[self.moded]] = settled - 1  # settled without asking ("up to N": no more)
            self.moded += 1
        self.slots = [sel for sel in declared_targets(self.part.internal_effect, ctx)
                      for _ in range(sel.count)]  # "N target …": one choice for each (5.2.3.b)
        self.at = 2
        return True

    def _taken_back(self, engine: Engine, illegal: IllegalDeclaration) -> None:
        """5.1.2.c, 5.2.3.b, 5.2.3.g — the internal action's declaration is not legal (a target with no legal choice,
        fewer different legal objects than its "N target …"): its player must make other decisions, including
        not to play it, and an internal action is optional: they take it back, the targets chosen with it are
        dropped (the game state did not change during the declaration), and it is ignored, not played."""
        self.not_legal(engine, illegal)
        for sel in self.slots:
            self.ctx.targets.pop(sel.slot, None)
        rules = tuple(dict.fromkeys(("5.1.2.c", "5.2.3.g", *illegal.rules)))
        engine.emit(K.IGNORED, Msg("internal_action.illegal", ruling=illegal.reason, who=player_name(self.ctx.you)),
                    rules, actor=self.ctx.you)
        self._end(engine, False)

    def not_legal(self, engine: Engine, illegal: IllegalDeclaration) -> None:
        """5.1.2.c, 1.4.1.b — the internal action, "yes" answered, cannot be declared legally (a target with no legal
        choice, too few, or a cost that cannot be paid, its Tough surcharge included): its player must make other
        decisions, the decision to play it included. Exploring, that declaration is an illegal play (raised): the
        explorer sets apart every way into it from a decision of this play that has another answer ("no" is always
        one), so "yes" is a path only where some declaration of it is legal, whether its targets are "up to",
        chosen by another player, in several occurrences of "target" or inside its modes. Resolving, an assumed "yes"
        is tried the same way, on a copy, and given up for "no", and so is an assumed target or mode that makes the
        declaration illegal, for the next one (:mod:`judge.assumed`). Where a script gave that "yes" (kept by
        ``--keep-choices`` too) and no assumed answer can make it legal, the answers given stand: it is taken back
        and ignored."""
        if self.tried or engine.trying:
            raise illegal

    def _end(self, engine: Engine, played: bool) -> None:
        engine.trace.close(self.seq)
        engine.internal_depth -= 1
        engine.holding_frame = self.held_before
        engine.finish(played)


def _internal_cost(engine: Engine, step: Step, ctx: EffectContext, extra: int,
                   chosen: Chosen) -> tuple[list[AtomicAction], bool]:
    """1.4.1.b, 6.1.d, 7.4.5.c — an internal action's cost as atomic actions (``extra``: its Tough surcharge,
    ``chosen``: the cards its cost chose) and whether it is impossible, so cannot be paid."""
    cost = build_cost(engine, step.internal_cost, ctx, extra, chosen)
    for action in cost:
        mark_impossible(engine, action)
    impossible = (not cost and not costs_nothing(step.internal_cost, extra)) or any(a.impossible for a in cost) or \
        cost_short_of_objects(step.internal_cost, chosen)
    return cost, impossible


def _tough_cost(engine: Engine, ctx: EffectContext, extra: int) -> tuple[list[AtomicAction], bool]:
    """5.5.c, 5.5.d, 1.4.1.a, 1.4.1.b — a Reaction's Tough cost (7.4.5.c) as atomic actions, and whether it cannot be
    paid: too few ready Mana Orbs, or a passive that says one of its actions cannot happen ("Mana Orbs can't be
    exhausted"), since a cost that would do what a passive forbids cannot be paid."""
    cost = build_cost(engine, (), ctx, extra)
    for action in cost:
        mark_impossible(engine, action)
    return cost, any(a.impossible for a in cost)


def _unpayable_now(engine: Engine, step: Step, ctx: EffectContext) -> bool:
    """1.4.1.b, 6.5.g — whether an internal action that chooses no card for its cost (so pays at once) has a cost
    already impossible as it is offered — without the Tough surcharge its targets may add, which only makes it
    dearer (7.4.5.c): then only declining is a real answer."""
    if needs_choice(step.internal_cost):
        return False
    return _internal_cost(engine, step, ctx, 0, ())[1]


def _tough_with(engine: Engine, step: Step, ctx: EffectContext, sel: Selector, nth: int, keys: Sequence[str]) -> int:
    """7.4.5.c — the internal action's Tough surcharge if ``keys`` were chosen for ``sel`` after the ``nth`` targets
    already chosen for it (ctx's targets are left as they were)."""
    before = ctx.targets.get(sel.slot)
    by_ref = {o.ref: str(o.oid) for o in engine.state.objects.values()}
    ctx.targets[sel.slot] = [*((before or []) if nth else []), *(by_ref.get(k, k) for k in keys if k != "none")]
    try:
        return tough_extra(engine, step.internal_effect, ctx)
    finally:
        if before is None:
            ctx.targets.pop(sel.slot, None)
        else:
            ctx.targets[sel.slot] = before


def _too_dear(engine: Engine, step: Step, ctx: EffectContext, sel: Selector, nth: int, key: str,
              others: Sequence[str]) -> bool:
    """7.4.5.c, 1.4.1.b, 5.2.3.b — whether choosing ``key`` for ``sel`` makes the internal action's cost impossible,
    however the targets still to choose for that occurrence of "target" ("N target …": different objects, among
    ``others``) are chosen: its surcharge with the cheapest of them, or too few of them left."""
    still = 0 if sel.up_to or key == "none" else sel.count - nth - 1
    rest = [k for k in others if k not in (key, "none")]
    if len(rest) < still:
        return True
    extra = _tough_with(engine, step, ctx, sel, nth, (key,))
    if still:
        extra += sum(sorted(_tough_with(engine, step, ctx, sel, nth, (key, k)) - extra for k in rest)[:still])
    return bool(extra) and _impossible_with(engine, step, ctx, extra)


def _impossible_with(engine: Engine, step: Step, ctx: EffectContext, extra: int) -> bool:
    """1.4.1.b, 6.1.d, 7.4.5.c — whether the internal action's cost with a Tough surcharge of ``extra`` is impossible
    whatever cards it would choose as it is paid: the part of it that chooses none, with the surcharge (the cards
    chosen only add to it)."""
    if not needs_choice(step.internal_cost):
        return _internal_cost(engine, step, ctx, extra, ())[1]
    fixed = tuple(v for v in step.internal_cost if not needs_choice((v,)))
    cost = build_cost(engine, fixed, ctx, extra)
    for action in cost:
        mark_impossible(engine, action)
    return any(a.impossible for a in cost)


def _too_dear_targets_moot(engine: Engine, step: Step, ctx: EffectContext, sel: Selector, decision: Decision,
                           nth: int) -> Decision:
    """5.1.2.c, 7.4.5.c, 1.4.1.b — an internal action's target whose Tough surcharge makes its cost impossible: so
    declared, the internal action is not legal and its player must make other decisions, the decision to play it
    included (it is optional): that reaches what declining reaches, so the target is moot (``judge explore`` counts no
    path through it; a scripted answer may still name it, and the internal action is then ignored)."""
    keys = [o.key for o in decision.options]
    dear = tuple(k for k in keys if k != "none" and _too_dear(engine, step, ctx, sel, nth, k, keys))
    if not dear:
        return decision
    return replace(decision, moot=tuple(dict.fromkeys((*decision.moot, *dear))), too_dear=dear)


def _cannot_be_declared(engine: Engine, step: Step, ctx: EffectContext) -> bool:
    """5.1.2.c, 5.2.3.b, 5.2.3.g, 7.4.5.c, 1.4.1.b — whether no declaration of the internal action can be legal: one of
    its targets ("N target …", not "up to", chosen by its controller) has fewer legal objects than it needs, or every
    choice of them makes the cost impossible with its Tough surcharge (more targets only add to it). Its player would
    then have to make other decisions, the decision to play it included: "yes" is moot, only declining is a real
    answer. Nothing is said or changed: the objects are looked at, not chosen. With modes, which targets it has
    depends on the modes chosen as it is played (6.5.e, 5.2.3.d): that is judged then, not now."""
    if modal_steps(step.internal_effect):
        return False
    for sel in declared_targets(step.internal_effect, ctx):
        if sel.up_to or sel.chosen_by or sel.total_cost is not None:
            continue
        keys = [o.key for o in legal_targets(engine, sel, ctx)] if sel.type in ("expedition", "player") else \
            [o.ref for o in engine.candidates(sel, ctx) if o.oid != ctx.playing]
        if len(keys) < sel.count:
            return True
        if all(_too_dear(engine, step, ctx, sel, 0, k, keys) for k in keys):
            return True
    return False


def waiting_emblems(engine: Engine) -> list[GameObject]:
    """4.4.b, 4.4.a — Reaction-Emblems in Limbo that may be played now (not held, not being played)."""
    objects = engine.state.objects
    return list(map(objects.__getitem__, _waiting(engine)))


def _waiting(engine: Engine) -> dict[int, tuple[str, int | None]]:
    """The waiting emblems (see :func:`waiting_emblems`) with their controller and source, in order; made
    without a step per emblem when none is held (a check may find thousands waiting). An emblem that leaves
    Limbo leaves ``pending`` (:meth:`Engine.unwait`)."""
    pending, held = engine.pending, engine.held
    if not held:
        return pending
    return {oid: place for oid, place in pending.items() if oid not in held}


def _first_to_choose(engine: Engine) -> tuple[str, Sequence[GameObject], bool] | None:
    """4.4.b, 4.4.a — the first player in initiative order who controls a waiting emblem, the emblems they
    control (in order), and whether two of them come from the same card ("even those from the same card")."""
    if not engine.held:  # none held: the engine's lines and counts say who, which and whether from one card
        if not engine.pending:
            return None
        lines = engine.waiting_by
        player = next(p for p in engine.state.initiative_order() if p in lines and lines[p].count)
        view = WaitingView(player, lines[player], engine.pending, engine.held, engine.state.objects, engine.trace)
        return player, view, engine.doubled.get(player, 0) > 0
    waiting = _waiting(engine)
    if not waiting:
        return None
    objects = engine.state.objects
    controllers = {controller for controller, _ in waiting.values()}
    player = next(p for p in engine.state.initiative_order() if p in controllers)
    _pass_over_held(engine, player)
    mine = {o: v for o, v in waiting.items() if v[0] == player}
    sources = [source for _, source in mine.values() if source is not None]
    return player, tuple(map(objects.__getitem__, mine)), len(set(sources)) < len(sources)


def _pass_over_held(engine: Engine, player: str) -> None:
    """4.4.a, 4.4.b, 4.4.c, 5.1.1.d — a player before ``player`` in initiative order whose reactions in Limbo are all
    held until the end of the effect containing their internal action is passed over (reading
    held-reaction-keeps-no-initiative): the seed documents do not say whether such a reaction makes the others
    wait."""
    if not engine.held:
        return
    before = engine.state.initiative_order()
    before = before[:before.index(player)]
    pending = engine.pending
    if any(pending[oid][0] in before for oid in engine.held if oid in pending):
        engine.take_reading("held-reaction-keeps-no-initiative")


@dataclass
class CheckReactions(Proc):
    """4.4.a–c — check reactions: play waiting emblems, initiative order first, until none is left.

    Gives how many Reactions were played.

    A check with nothing to play is recorded only where ``always`` asks for it (the
    start of a phase, after a card, a quick action or a pass), to keep traces readable.
    """

    rules: tuple[str, ...]
    why_en: str
    why_fr: str
    always: bool = False
    seq: Seq = 0
    played: int = 0

    def step(self, engine: Engine) -> None:
        """Open the check; play one waiting emblem at a time; close it."""
        if self.at == 0:
            if engine.held:
                count = len(_waiting(engine))
                held = len(engine.pending.keys() & engine.held.keys())
            else:
                count, held = len(engine.pending), 0
            if not count and not held and not self.always:
                engine.finish(0)
                return
            rules = self.rules
            if held:
                rules = (*rules, "4.4.a") if "4.4.a" not in rules else rules
            said_held = Msg("reaction_check.held", count=held) if held else UNSAID
            why = _WHY.get((self.why_en, self.why_fr))
            if why is None:
                why = _WHY[(self.why_en, self.why_fr)] = Pair(self.why_en, self.why_fr)  # a few wordings, all fixed
            said = message("reaction_check", why=why, count=count, held=said_held)
            self.seq = engine.emit(_REACTION_CHECK, said, rules, reason=self.why_en, waiting=count, held=held or None)
            engine.trace.open(self.seq)
            self.at = 1
        elif self.at == 2:  # the chooser's answer: which emblem
            assert isinstance(engine.ret, tuple)
            oid = _answered(engine, engine.ret[0])
            self.at = 3
            engine.call(PlayReaction(oid, again=self.played > 0))
            return
        elif self.at == 3:  # a Reaction has been played
            self.played += 1
            self.at = 1
        if len(engine.pending) == 1 and not engine.held:  # one waiting: it is played, nothing to choose
            self.at = 3
            engine.call(PlayReaction(next(iter(engine.pending)), self.played > 0))  # ``again``, by position
            return
        chooser = _first_to_choose(engine)
        if chooser is None:
            engine.trace.close(self.seq)
            engine.finish(self.played)
            return
        player, mine, same_card = chooser
        if len(mine) == 1:
            self.at = 3
            engine.call(PlayReaction(mine[0].oid, again=self.played > 0))
            return
        order: tuple[str, ...] = ("4.4.b", "4.4.c") if self.played else ("4.4.b",)
        if same_card:
            order += ("4.4.a",)
        options = LazyOptions(mine, lambda emblem: Option(emblem.ref, aliases=_aliases(engine, emblem)),
                              _locator(engine, mine))
        self.at = 2
        engine.ask(Decision(DecisionKind.REACTION_ORDER, player, options, order,
                            f"{player_name(player)} chooses which reaction to play",
                            f"{player_name(player)} choisit quelle réaction jouer", label=_labeller(options)))


#: Why a check happens, as its message says it (the checks' wordings are the engine's own: a few, made once each).
_WHY: dict[tuple[str, str], Pair] = {}


def _answered(engine: Engine, key: str) -> Oid:
    """The emblem an answer's key (``reaction-emblem#12``) names: one that waits (the decision offered it)."""
    oid = int(key.rsplit("#", 1)[1])
    assert oid in engine.pending and oid not in engine.held
    return oid


def _locator(engine: Engine, offered: Sequence[GameObject]) -> Callable[[str], int | None]:
    """Where the emblem a key names (``reaction-emblem#12``, any case) is among those offered (found from the
    first: an answer most often names one of the first)."""
    def locate(key: str) -> int | None:
        number = key.rsplit("#", 1)[-1]
        if not number.isdigit() or int(number) not in engine.pending:
            return None
        if isinstance(offered, WaitingView):
            return offered.position(int(number))
        return next((i for i, emblem in enumerate(offered) if emblem.oid == int(number)), None)
    return locate


def _aliases(engine: Engine, emblem: GameObject) -> tuple[str, ...]:
    """Stable names of a waiting emblem for a scripted answer: its reaction's card id and its label, in English
    and in French (its ``label_fr``, as ``--lang fr`` shows it)."""
    card = engine.source_card(emblem)
    label = emblem.emblem_label
    return tuple(dict.fromkeys(a for a in (card, label, label_fr(label) if label else "") if a))


def _labeller(options: LazyOptions) -> Callable[[str], tuple[str, str]]:
    """Labels of emblems, computed only for the options shown (a check may offer thousands), each once."""
    said: dict[str, tuple[str, str]] = {}

    def label(ref: str) -> tuple[str, str]:
        found = said.get(ref)
        if found is None:
            emblem = options.item(ref)
            found = said[ref] = obj_name(emblem, "en"), obj_name(emblem, "fr")
        return found
    return label


_PLAYED_FIRST = ("5.5.a", "5.5.b", "4.4.b", "5.1.1.d")  # the first Reaction a check plays (4.4.b)
_PLAYED_AGAIN = ("5.5.a", "5.5.b", "4.4.c", "5.1.1.d")  # the next ones: the check started again (4.4.c)


@dataclass
class PlayReaction(Proc):
    """5.5 — play a Reaction: like a spell, but no zone change; a cost may be declined; then it ceases to exist."""

    plays = True

    emblem: Oid
    again: bool = False
    ctx: EffectContext | None = None
    seq: Seq = 0
    paid: bool = True
    extra: int = 0

    def step(self, engine: Engine) -> None:
        """Declare, maybe pay (Tough), resolve, cease."""
        emblem = engine.state.objects[self.emblem]
        if self.at == 0:
            # you, me, it, the label by position, the rest set after (keywords cost more: see judge.engine.verbs)
            made = EffectContext(emblem.controller, emblem.emblem_source, emblem.emblem_it,
                                 as_label(emblem.emblem_label))
            made.from_emblem, made.me_expedition = True, emblem.emblem_where
            if emblem.emblem_it_expedition:
                made.it_expedition = emblem.emblem_it_expedition
            self.ctx = made
            engine.unwait(emblem.oid)
            rules = _PLAYED_AGAIN if self.again else _PLAYED_FIRST
            self.seq = engine.emit(_REACTION_PLAYED, message("reaction_played", who=player_name(emblem.controller),
                                                              label=emblem.emblem_label, oid=emblem.oid), rules,
                                   actor=emblem.controller, objects=(emblem.ref,), source=emblem.emblem_label,
                                   source_card=engine.source_card(emblem))
            engine.trace.open(self.seq)
            if declares_something(emblem.emblem_effect):
                self.at = 1
                engine.call(Declare(emblem.emblem_effect, self.ctx, [], card=False))
                return
            self.at = 3  # nothing declared: nothing targeted, no Tough to pay (tough_extra gives 0)
        ctx = self.ctx
        assert ctx is not None
        who = player_name(emblem.controller) if self.at < 3 else ""  # said while a Tough cost is asked or paid
        if self.at == 1:
            self.extra = tough_extra(engine, emblem.emblem_effect, ctx)
            if self.extra:
                self.at = 2
                unpayable = _tough_cost(engine, ctx, self.extra)[1]
                engine.ask(yes_no(DecisionKind.TOUGH_COST, emblem.controller, ("5.5.c", "5.5.d", "7.4.5.c", "7.4.5.a"),
                                  f"{who} may pay {self.extra} more (Tough) for this reaction",
                                  f"{who} peut payer {self.extra} de plus (Coriace) pour cette réaction", unpayable))
                return
            self.at = 3
        if self.at == 2:  # the answer: pay Tough or not
            assert isinstance(engine.ret, tuple)
            self.paid = engine.ret[0] == "yes"
            self.at = 3
            extra = self.extra
            if self.paid:
                actions, unpayable = _tough_cost(engine, ctx, extra)
                if unpayable:
                    engine.emit(K.IGNORED, Msg("tough.unpayable", who=who, extra=extra), ("1.4.1.b", "7.4.5.c"))
                    self.paid = False
                else:
                    engine.call(RunStep(actions, emblem.controller, ("5.1.2.d", "6.1.d", "7.4.5.c"),
                                        f"pay the costs: {extra} (Tough)", f"payer les coûts : {extra} (Coriace)",
                                        kind="pay_costs"))
                    return
        if self.at == 3:
            if emblem.emblem_key is not None and emblem.emblem_key[0] not in engine.state.objects:
                engine.emit(K.NOTE, Msg("note.source_left"), ("6.3.e", "7.2.1.b"), objects=(emblem.ref,))
            if self.paid:
                self.at = 4
                engine.call(ResolveEffect(emblem.emblem_effect, ctx))
                return
            engine.emit(K.NO_EFFECT, Msg("no_effect", label=emblem.emblem_label), ("5.5.d",), actor=emblem.controller,
                        source=emblem.emblem_label)
        elif self.at == 4 and engine.ret:
            assert isinstance(engine.ret, int)
            engine.take_reading("reaction-last-step-check-before-it-ceases", at=engine.ret)
        engine.state.remove(emblem.oid)
        engine.emit(_CEASES, message("ceases", oid=emblem.oid), ("5.5.e",), objects=(emblem.ref,))
        engine.trace.close(self.seq)
        engine.finish()


def costs_nothing(cost: Sequence[Verb], extra: int) -> bool:
    """1.4.1.b, 5.2.3.g — an internal action whose cost is only "pay 0" (no Tough added): paying nothing is no
    impossible cost, so it can be paid, although it makes no atomic action (a cost that chose no card cannot)."""
    return not extra and all(v.name == "pay_mana" and not v.x and v.amount == 0 for v in cost)


def mode_with_a_cost(mode: tuple[Step, ...]) -> bool:
    """5.2.3.c, 6.5.g — whether a mode chosen is one internal action: a mode printed with a cost ("• {T} : I gain 2
    boosts"), chosen at the declaration like any mode and its cost paid as it resolves, where its player may
    decline it (the reading ``mode-with-a-cost-is-an-internal-action``)."""
    return len(mode) == 1 and bool(mode[0].internal_cost)
