"""4.2.3.a–c, 7.3.2 — whose turn is under way: none outside the Afternoon, none at the check of reactions that opens
it (before its first turn, 4.2.b, 4.2.3.b), the turn player's during its turns. After You and Gifts read it
(scenarios/rules/7.3.2.a-after-you-at-the-afternoons-opening-check-…, 4.2.3.b-a-card-the-opponent-draws-at-the-…)."""

from __future__ import annotations

from judge.model.state import GameState


def _state(phase: str) -> GameState:
    return GameState(players=["alice", "bob"], day=2, phase=phase, first_player="bob")


def test_no_turn_outside_the_afternoon() -> None:
    for phase in ("morning", "noon", "dusk", "night"):
        assert _state(phase).turn_under_way() is None


def test_no_turn_at_the_afternoons_opening_check_then_the_first_players() -> None:
    state = _state("noon")
    state.begin_phase("afternoon")
    state.open_afternoon()
    assert state.turn_player == "bob"  # the first player will take the first turn: the initiative is his (1.4.5.a)
    assert state.turn_under_way() is None
    state.begin_turn()
    assert state.turn_under_way() == "bob"
    state.give_turn("alice")
    assert state.turn_under_way() == "alice"


def test_a_board_in_the_afternoon_is_in_a_turn() -> None:
    """A scenario's board in the Afternoon (do: items) is in a turn: the first player's, or turn_player:'s."""
    state = _state("afternoon")
    assert state.turn_under_way() == "bob"
    state.give_turn("alice")
    assert state.turn_under_way() == "alice"


def test_a_new_phase_ends_the_opening_check() -> None:
    state = _state("noon")
    state.begin_phase("afternoon")
    state.open_afternoon()
    state.begin_phase("dusk")
    assert not state.opening_check
