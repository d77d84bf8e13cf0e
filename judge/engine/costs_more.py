"""1.2.4.d, 5.1.2.b — a quick action that costs more ("This action costs {2} more if …"):
its text changes its cost (1.2.4.d), the Mana paid with the rest of the cost (5.1.2.d, 6.1.d); the condition is
tested as the quick action is declared, when its player declares how the costs will be paid (5.1.2.b)."""

from __future__ import annotations

from judge.engine.conditions import condition_holds
from judge.engine.context import EffectContext
from judge.engine.core import Engine
from judge.engine.words import Label
from judge.events import EventKind as K
from judge.events import Msg
from judge.model.cards import QuickAction


def action_costs_more(engine: Engine, ability: QuickAction, ctx: EffectContext, label: Label) -> int:
    """1.2.4.d, 5.1.2.b — the Mana ``ability`` costs more now: its ``more`` when its condition holds (or it has
    none), else 0; the trace says so (free: nothing more, as for Tough, 7.4.5.c's note)."""
    if not ability.more or ctx.free:
        return 0
    if ability.more_if is not None and not condition_holds(engine, ability.more_if, ctx):
        return 0
    engine.emit(K.NOTE, Msg("note.costs_more", label=label, amount=ability.more), ("1.2.4.d", "5.1.2.b"),
                actor=ctx.you)
    return ability.more
