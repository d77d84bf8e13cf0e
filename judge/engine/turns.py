"""4.2.3, 1.3.2.d*, 7.3.2 — the Afternoon: players take turns until all have passed.

In a turn the player plays any number of quick actions (reactions checked after each),
then plays a card or passes (4.2.3.c); After You ends the turn without passing once
Limbo is empty (7.3.2). A player who passed takes no more turns that day; when the
other has passed, a player takes consecutive turns (4.2.3.c remark). What a player does
in a turn comes from ``take_turn`` (the scenario's ``turns:``); an unscripted turn is a
decision whose default is to pass.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from judge.engine.core import Proc
from judge.engine.decisions import Decision, DecisionKind, Option
from judge.engine.next_card import afternoon_ends, turn_ends
from judge.engine.playing import PassTurn
from judge.engine.words import de, player_name
from judge.events import De, Msg
from judge.events import EventKind as K
from judge.model.ids import Seq

if TYPE_CHECKING:
    from judge.engine.core import Engine

MAX_TURNS = 1_000


class TurnScript(Protocol):
    """Where a player's turns come from (the scenario's ``turns:``): the procedure playing the next one."""

    def next_turn(self, player: str) -> Proc:
        """The procedure that plays ``player``'s next scripted turn; it gives False when none is left."""
        ...


@dataclass
class Afternoon(Proc):
    """4.2.3.a–c — turns from the first player (4.2.3.b) until every player has passed."""

    turns: TurnScript | None = None
    number: int = 0
    seq: Seq = 0

    def step(self, engine: Engine) -> None:
        """Open a turn and have it played (scripted, or a pass); close it; next player, or end."""
        state = engine.state
        player = state.turn_player or state.first_player
        who = player_name(player)
        if self.at == 0:
            state.begin_afternoon()
            player = state.first_player
            who = player_name(player)
            self.at = 1
        if self.at == 1:  # a new turn
            self.number += 1
            if self.number > MAX_TURNS:
                engine.emit(K.NOTE, Msg("note.turn_limit", turns=MAX_TURNS), ("1.4.6.a",))
                engine.finish()
                return
            rules = ("4.2.3.b", "1.3.2.d*") if self.number == 1 else ("4.2.3.c", "1.3.2.d*")
            self.seq = engine.emit(K.TURN, Msg("turn", number=self.number, who=who), rules, actor=player)
            engine.trace.open(self.seq)
            state.begin_turn()
            engine.after_you.discard(player)
            self.at = 2
            if self.turns is not None:
                engine.call(self.turns.next_turn(player))
                return
            engine.ret = False
        if self.at == 2:  # the scripted turn played, or none
            if not engine.ret:
                self.at = 3
                engine.ask(Decision(DecisionKind.TURN, player, (Option("pass", "pass", "passer"),), ("4.2.3.c",),
                                    f"{who}'s turn is not scripted: {who} passes",
                                    f"le tour {de(who)} n'est pas scripté : {who} passe"))
                return
            if after_you_ended_the_turn(engine, player):
                engine.emit(K.TURN_END, Msg("turn_end.after_you", who=De(who)), ("7.3.2.a", "7.3.2.b"), actor=player)
            self.at = 4
        if self.at == 3:  # not scripted: the player passes
            self.at = 4
            engine.call(PassTurn(player))
            return
        turn_ends(engine)  # "this turn" is over (judge.engine.next_card)
        engine.trace.close(self.seq)
        waiting = [p for p in state.players if p not in state.passed]
        if not waiting:
            engine.emit(K.NOTE, Msg("note.all_passed"), ("4.2.3.c", "4.2.3.a"))
            afternoon_ends(engine)  # "this Afternoon" is over (judge.engine.next_card)
            engine.finish()
            return
        other = state.opponent(player)
        state.give_turn(other if other in waiting else player)
        self.at = 1


def after_you_ended_the_turn(engine: Engine, player: str) -> bool:
    """7.3.2.a, 7.3.2.b, 4.2.3.c — whether After You ended ``player``'s turn: it was said in the turn, and the player
    did not pass in it (a pass ends the turn itself, 4.2.3.c step 4: After You, said at the check of reactions after
    it, ends nothing more, and the turn did not end "without passing")."""
    return player in engine.after_you and player not in engine.state.passed
