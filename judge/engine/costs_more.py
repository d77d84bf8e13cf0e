"""1.2.4.d, 5.1.2.b — a quick action that costs more ("This action costs {2} more if …"):
its text changes its cost (1.2.4.d), the Mana paid with the rest of the cost (5.1.2.d, 6.1.d); the condition is
tested as the quick action is declared, when its player declares how the costs will be paid (5.1.2.b); and a card's
cost lowered by its reductions before Tough's X is added (7.4.5.c)."""

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


def reduced_then_tough(engine: Engine, base: int, less: int, extra: int) -> tuple[int, int]:
    """7.4.5.c, 5.1.2.d — a card's Mana cost with its reductions and Tough: ``base`` lowered by ``less``, not below 0,
    then Tough's X (``extra``) added; gives (the lowered cost, the total). The seed documents do not say in which
    order a reduction and Tough's surcharge apply, which matters only when the reductions exceed the cost: 7.4.5.c's
    remark treats the surcharge as added to the card's cost (a Spell played for free ignores it "also"), so it is
    added after (reading ``tough-after-cost-reductions``)."""
    lowered = max(0, base - less)
    if extra and less > base:
        engine.take_reading("tough-after-cost-reductions")
    return lowered, lowered + extra
