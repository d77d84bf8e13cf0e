"""4.2.3, 1.3.2.d*, 7.3.2 — the Afternoon: players take turns until all have passed.

In a turn the player plays any number of quick actions (reactions checked after each),
then plays a card or passes (4.2.3.c); After You ends the turn without passing once
Limbo is empty (7.3.2). A player who passed takes no more turns that day; when the
other has passed, a player takes consecutive turns (4.2.3.c remark). What a player does
in a turn comes from ``take_turn`` (the scenario's ``turns:``); an unscripted turn is a
decision whose default is to pass.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from judge.engine.decisions import Decision, Option
from judge.engine.playing import pass_turn
from judge.engine.words import de, player_name

if TYPE_CHECKING:
    from judge.engine.core import Engine

#: Plays one scripted turn for the player; returns False when the script has no turn left.
TakeTurn = Callable[[str], bool]
MAX_TURNS = 1_000


def afternoon(engine: Engine, take_turn: TakeTurn) -> None:
    """4.2.3.a–c — turns from the first player (4.2.3.b) until every player has passed."""
    state = engine.state
    state.passed.clear()
    state.turn_player = state.first_player
    for number in range(1, MAX_TURNS + 1):
        player = state.turn_player
        who = player_name(player)
        rules = ("4.2.3.b", "1.3.2.d*") if number == 1 else ("4.2.3.c", "1.3.2.d*")
        with engine.section("turn", f"turn {number}: {who}", f"tour {number} : {who}", rules, actor=player):
            engine.after_you.discard(player)
            if not take_turn(player):
                decision = Decision("turn", player, (Option("pass", "pass", "passer"),), ("4.2.3.c",),
                                    f"{who}'s turn is not scripted: {who} passes",
                                    f"le tour {de(who)} n'est pas scripté : {who} passe")
                engine.decide(decision)
                pass_turn(engine, player)
            elif player in engine.after_you:
                engine.emit("turn_end", f"After You: {who}'s turn ends without passing",
                            f"Après toi : le tour {de(who)} se termine sans passer", ("7.3.2.a", "7.3.2.b"),
                            actor=player)
        waiting = [p for p in state.players if p not in state.passed]
        if not waiting:
            engine.emit("note", "every player has passed: the Afternoon ends",
                        "tous les joueurs ont passé : l'Après-midi se termine", ("4.2.3.c", "4.2.3.a"))
            return
        other = state.opponent(player)
        state.turn_player = other if other in waiting else player
    engine.emit("note", f"the Afternoon stopped after {MAX_TURNS} turns", f"arrêt après {MAX_TURNS} tours",
                ("1.4.6.a",))
