"""5.1.2.b, 6.1.d — a computed X ("{T}, {X} : Create X … tokens. X can't be higher than the number of …"): chosen
as the quick action is played, from 0 to the bound its text gives, then paid as that much Mana and used by its
effect. The seed documents do not define X: the reading ``x-chosen-as-it-is-played``."""

from __future__ import annotations

from dataclasses import dataclass

from judge.engine.context import EffectContext
from judge.engine.core import Engine, Proc
from judge.engine.decisions import Decision, DecisionKind, Option
from judge.engine.words import label_fr, player_name
from judge.events import EventKind as K
from judge.events import Msg
from judge.model.cards import QuickAction


def x_bound(engine: Engine, ability: QuickAction, ctx: EffectContext) -> int:
    """5.1.2.b — what X can't be higher than: the objects each selector of the text designates now, added."""
    return sum(len(engine.candidates(sel, ctx)) for sel in ability.x_at_most)


@dataclass
class ChooseX(Proc):
    """5.1.2.b — the player chooses X while declaring the quick action (with how its costs will be paid), among
    0 to the bound counted now; the effect's context keeps it (``ctx.x``)."""

    ability: QuickAction
    ctx: EffectContext

    def step(self, engine: Engine) -> None:
        """Count the bound, then ask (an answer sets X)."""
        ctx = self.ctx
        if self.at == 1:
            assert isinstance(engine.ret, tuple)
            ctx.x = int(engine.ret[0])
            engine.finish()
            return
        engine.take_reading("x-chosen-as-it-is-played")
        most = x_bound(engine, self.ability, ctx)
        engine.emit(K.NOTE, Msg("note.x_bound", most=most), ("5.1.2.b",), actor=ctx.you)
        who = player_name(ctx.you)
        options = tuple(Option(str(n), f"X = {n}", f"X = {n}") for n in range(most + 1))
        self.at = 1
        engine.ask(Decision(DecisionKind.X_VALUE, ctx.you, options, ("5.1.2.b", "6.1.d"),
                            f"{who} chooses X for {ctx.source_label} (0 to {most})",
                            f"{who} choisit X pour {label_fr(ctx.source_label)} (0 à {most})"))
