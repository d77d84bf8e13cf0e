"""4.4, 5.5 — checking reactions, and playing a Reaction from Limbo.

A check plays the emblems waiting in Limbo one at a time: the first player in
initiative order who controls one picks one and plays it (4.4.b, 5.1.1.d), then the
check starts again (4.4.c) — so the initiative player plays all theirs, new ones
included, before the other player plays any. Emblems created by an internal action
are held until the effect containing it ends (4.4.a remark).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from judge.engine.context import EffectContext
from judge.engine.decisions import Decision, Option
from judge.engine.effects import declare, resolve_effect, tough_extra
from judge.engine.verbs import build_cost
from judge.engine.words import label_fr, obj_name, player_name
from judge.model.state import GameObject

if TYPE_CHECKING:
    from judge.engine.core import Engine


def waiting_emblems(engine: Engine) -> list[GameObject]:
    """4.4.b, 4.4.a — Reaction-Emblems in Limbo that may be played now (not held, not being played)."""
    objects = engine.state.objects
    return [objects[oid] for oid in engine.pending if oid not in engine.held and oid in objects]


def check_reactions(engine: Engine, rules: tuple[str, ...], why_en: str, why_fr: str,
                    always: bool = False, settled: bool = False) -> int:
    """4.4.a–c — check reactions: play waiting emblems, initiative order first, until none is left.

    Returns how many Reactions were played.

    A check with nothing to play is recorded only where ``always`` asks for it (the
    start of a phase, after a card, a quick action or a pass), to keep traces readable.
    ``settled`` tells that the caller holds no answer of its own (a phase's start, between
    daily effects): every earlier answer shows in the state (see
    :meth:`~judge.engine.core.Engine.settle`); each emblem played is a scope of its own.
    """
    if settled:
        engine.settle()
    waiting = waiting_emblems(engine)
    held = sum(1 for oid in engine.pending if oid in engine.held)
    if not waiting and not held and not always:
        return 0
    count = len(waiting)
    held_en = held_fr = ""
    if held:
        rules = (*rules, "4.4.a") if "4.4.a" not in rules else rules
        held_en = f"; {held} held until the end of the effect containing its internal action"
        held_fr = f" ; {held} en attente de la fin de l'effet contenant son action interne"
    with engine.section("reaction_check",
                        f"check reactions ({why_en}): {count} Reaction-Emblem(s) to play in Limbo{held_en}",
                        f"vérification des réactions ({why_fr}) : {count} Emblème(s)-Réaction à jouer dans "
                        f"le Limbo{held_fr}", rules, reason=why_en, waiting=count, held=held or None):
        played = 0
        while True:
            waiting = waiting_emblems(engine)
            if not waiting:
                break
            with engine.answer_scope():
                emblem = _pick(engine, waiting, again=played > 0)
                play_reaction(engine, emblem, again=played > 0)
            played += 1
    return played


def _pick(engine: Engine, waiting: list[GameObject], again: bool) -> GameObject:
    """4.4.b — the first player in initiative order who controls an emblem chooses one."""
    for player in engine.state.initiative_order():
        mine = [o for o in waiting if o.controller == player]
        if not mine:
            continue
        if len(mine) == 1:
            return mine[0]
        by_ref = {o.ref: o for o in mine}
        rules: tuple[str, ...] = ("4.4.b", "4.4.c") if again else ("4.4.b",)
        if _same_card(mine):
            rules += ("4.4.a",)
        options = tuple(Option(ref, aliases=_aliases(engine, emblem)) for ref, emblem in by_ref.items())
        decision = Decision("reaction_order", player, options, rules,
                            f"{player_name(player)} chooses which reaction to play",
                            f"{player_name(player)} choisit quelle réaction jouer", label=_labeller(by_ref))
        return by_ref[engine.decide(decision)[0]]
    raise AssertionError("an emblem without a controller")  # pragma: no cover


def _same_card(emblems: list[GameObject]) -> bool:
    """4.4.a — whether two of these emblems come from the same card ("even those from the same card")."""
    sources = [o.emblem_key[0] for o in emblems if o.emblem_key is not None]
    return len(set(sources)) < len(sources)


def _aliases(engine: Engine, emblem: GameObject) -> tuple[str, ...]:
    """Stable names of a waiting emblem for a scripted answer: its reaction's card id and its label."""
    card = engine.source_card(emblem)
    return tuple(dict.fromkeys(a for a in (card, emblem.emblem_label) if a))


def _labeller(by_ref: dict[str, GameObject]) -> Callable[[str], tuple[str, str]]:
    """Labels of emblems, computed only for the options shown (a check may offer hundreds)."""
    return lambda ref: (obj_name(by_ref[ref], "en"), obj_name(by_ref[ref], "fr"))


def play_reaction(engine: Engine, emblem: GameObject, again: bool = False) -> None:
    """5.5 — play a Reaction: like a spell, but no zone change; a cost may be declined; then it ceases to exist."""
    who = player_name(emblem.controller)
    ctx = EffectContext(emblem.controller, me=emblem.emblem_source, it=emblem.emblem_it,
                        source_label=emblem.emblem_label, from_emblem=True)
    engine.pending.pop(emblem.oid, None)
    rules = ("5.5.a", "5.5.b", "4.4.c" if again else "4.4.b", "5.1.1.d")
    with engine.section("reaction_played", f"{who} plays {emblem.emblem_label} (Reaction-Emblem #{emblem.oid})",
                        f"{who} joue {label_fr(emblem.emblem_label)} (Emblème-Réaction #{emblem.oid})", rules,
                        actor=emblem.controller, objects=(emblem.ref,), source=emblem.emblem_label,
                        source_card=engine.source_card(emblem)):
        declare(engine, emblem.emblem_effect, ctx, presets=[], card=False)
        extra = tough_extra(engine, emblem.emblem_effect, ctx)
        paid = True
        if extra:
            paid = engine.yes_no("tough_cost", emblem.controller, ("5.5.c", "5.5.d", "7.4.5.c", "7.4.5.a"),
                                 f"{who} may pay {extra} more (Tough) for this reaction",
                                 f"{who} peut payer {extra} de plus (Coriace) pour cette réaction")
            if paid:
                actions = build_cost(engine, (), ctx, extra)
                if any(a.impossible for a in actions):
                    engine.emit("ignored", f"{who} cannot pay {extra} (Tough): the cost is impossible",
                                f"{who} ne peut pas payer {extra} (Coriace) : coût impossible", ("1.4.1.b", "7.4.5.c"))
                    paid = False
                else:
                    engine.run_step(actions, controller=emblem.controller, rules=("5.1.2.d", "6.1.d", "7.4.5.c"),
                                    en=f"pay the costs: {extra} (Tough)", fr=f"payer les coûts : {extra} (Coriace)",
                                    check=False, kind="pay_costs")
        if emblem.emblem_key is not None and emblem.emblem_key[0] not in engine.state.objects:
            engine.emit("note", "the object whose reaction this is has left its zone: the reaction still resolves",
                        "l'objet dont c'est la réaction a quitté sa zone : la réaction se résout quand même",
                        ("6.3.e", "7.2.1.b"), objects=(emblem.ref,))
        if paid:
            check = resolve_effect(engine, emblem.emblem_effect, ctx)
            if check:
                engine.take_reading("reaction-last-step-check-before-it-ceases", at=check)
        else:
            engine.emit("no_effect", f"{emblem.emblem_label} is played without paying its cost: it has no effect",
                        f"{label_fr(emblem.emblem_label)} est jouée sans payer son coût : elle n'a aucun effet",
                        ("5.5.d",),
                        actor=emblem.controller, source=emblem.emblem_label)
        engine.state.remove(emblem.oid)
        engine.emit("ceases", f"Reaction-Emblem #{emblem.oid} has resolved and ceases to exist",
                    f"l'Emblème-Réaction #{emblem.oid} a été résolu et cesse d'exister", ("5.5.e",),
                    objects=(emblem.ref,))
