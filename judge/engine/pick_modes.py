"""5.2.3.c, 6.5.e — "Choose up to N:" (N a number, or counted: "up to the number of cards in your Landmarks"): up to N
different modes, chosen at the declaration in their printed order. The loader makes one modal step per mode
(judge.scenario.abilities.AbilityParser.choose_up_to), each with the modes and "none": the k-th chooses a mode after
the one the (k-1)-th chose, or none, which ends the choice. The seed documents define "Choose one" only: the reading
``up-to-n-modes-in-printed-order``. "Choose N:" (``choose:``) is the same with none offered only when no mode is left,
each pick leaving enough modes after it for the picks still to come: the reading
``n-modes-as-many-as-can-be-chosen``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from judge.engine.decisions import Decision, DecisionKind, Option
from judge.engine.words import label_fr, player_name
from judge.events import EventKind as K
from judge.events import Msg
from judge.model.cards import Step

if TYPE_CHECKING:
    from judge.engine.context import EffectContext
    from judge.engine.core import Engine


def mode_rules(engine: Engine, ctx: EffectContext) -> tuple[str, ...]:
    """5.2.3.c, 5.1.2.b, 6.5.e — the rules of choosing a mode: a Spell's modes are chosen at its declaration (5.2.3.c);
    another play's (a quick action, a Reaction, an internal action) as its intent is declared (5.1.2.b); 6.5.e for
    every modal effect."""
    source = engine.state.objects.get(ctx.me) if ctx.me is not None else None
    spell = source is not None and not source.is_emblem and source.card.type == "spell"
    return ("5.2.3.c", "6.5.e") if spell else ("5.1.2.b", "6.5.e")


@dataclass(frozen=True)
class MissingTarget:
    """5.2.3.b, 5.2.3.d — why a mode cannot be chosen: an occurrence of "target" (of kind ``what``) that needs
    ``needed`` different objects, of which only ``found`` are legal choices (none, or fewer than "N target …")."""

    what: str
    needed: int = 1
    found: int = 0


def picks_allowed(engine: Engine, step: Step, ctx: EffectContext) -> int:
    """5.2.3.c — N, how many modes may be chosen: the number printed, or the objects counted now (the state does not
    change during the declaration, 5.1.2.c, so every copy counts the same)."""
    return step.picks if step.picks_per is None else len(engine.candidates(step.picks_per, ctx))


def picked_before(step: Step, ctx: EffectContext) -> list[int]:
    """The modes (0-based) the copies before ``step`` chose, in their order."""
    before = sorted((s for s in ctx.modes if s.pick and s.pick < step.pick and s.modes == step.modes),
                    key=lambda s: s.pick)
    return [ctx.modes[s] for s in before]


def pick_decision(engine: Engine, step: Step, ctx: EffectContext,
                  missing: dict[int, MissingTarget | None]) -> tuple[Decision | None, int]:
    """5.2.3.c, 5.2.3.d, 6.5.e — the k-th mode of "Choose up to N": a mode printed after the last one chosen whose
    targets can be chosen (``missing``: each mode's target that cannot be chosen, or None), or none; none without
    asking past N, after none, or when no mode is left. Gives the decision to ask, or (None, none's number) when it
    is settled."""
    none = len(step.modes)
    if step.picks_exact:
        engine.take_reading("n-modes-as-many-as-can-be-chosen")
    else:
        engine.take_reading("up-to-n-modes-in-printed-order")
    allowed = picks_allowed(engine, step, ctx)
    if step.pick == 1:
        engine.emit(K.NOTE, Msg("note.picks_exact" if step.picks_exact else "note.picks", most=allowed),
                    mode_rules(engine, ctx), actor=ctx.you)
    before = picked_before(step, ctx)
    if step.pick > allowed or none - 1 in before:
        return None, none
    last = max(before, default=-1)
    legal = [n for n in range(last + 2, none) if missing[n] is None]
    if not legal:  # no mode left to choose after the last one: none, without asking
        return None, none
    if step.picks_exact:
        legal = enough_after(legal, allowed - step.pick)
    who = player_name(ctx.you)
    options = (*(Option(str(n), f"mode {n}", f"mode {n}") for n in legal),
               *(() if step.picks_exact else (Option(str(none), "no more modes", "plus aucun mode"),)))
    most, most_fr = (str(allowed), str(allowed)) if step.picks_exact else (f"up to {allowed}", f"{allowed} au plus")
    return Decision(DecisionKind.MODE, ctx.you, options, mode_rules(engine, ctx),
                    f"{who} chooses a mode for {ctx.source_label} ({step.pick} of {most})",
                    f"{who} choisit un mode pour {label_fr(ctx.source_label)} ({step.pick} sur {most_fr})"), 0


def enough_after(legal: list[int], still: int) -> list[int]:
    """5.2.3.c, 6.5.e — "Choose N:": the modes a pick may choose so that the picks still to come (``still``) can each
    choose a legal mode printed after it; when no mode leaves that many, those that leave the most (as many modes as
    can be chosen are chosen: the reading ``n-modes-as-many-as-can-be-chosen``)."""
    after = {n: sum(1 for m in legal if m > n) for n in legal}
    need = min(still, max(after.values()))
    return [n for n in legal if after[n] >= need]
