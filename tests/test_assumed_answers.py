"""The answer assumed for an unscripted decision (``decisions.assumed_keys``): its first options, made lazily — a
reaction order offers every waiting emblem (thousands in a long chain), and assuming must not make them all (it did,
which made 20 reactions feeding each other ten times slower, the cost per event growing with the chain); a "may"
decision whose "yes" is moot assumes "no" (1.4.1.b)."""

from __future__ import annotations

from judge.engine.decisions import Decision, DecisionKind, LazyOptions, Option, assumed_keys, yes_no


def test_an_assumed_reaction_order_makes_only_the_first_option() -> None:
    made: list[int] = []

    def make(item: int) -> Option:
        made.append(item)
        return Option(f"emblem#{item}", f"Emblem {item}", f"Emblème {item}")

    options = LazyOptions(tuple(range(5_000)), make, lambda key: None)
    decision = Decision(DecisionKind.REACTION_ORDER, "alice", options, ("4.4.b",), "which", "laquelle")
    assert assumed_keys(decision) == ("emblem#0",)
    assert made == [0]


def test_a_moot_yes_is_not_assumed_an_open_one_is() -> None:
    open_yes = yes_no(DecisionKind.INTERNAL_ACTION, "alice", ("6.5.g",), "may pay", "peut payer")
    moot_yes = yes_no(DecisionKind.INTERNAL_ACTION, "alice", ("6.5.g",), "may pay", "peut payer", unpayable=True)
    assert (assumed_keys(open_yes), assumed_keys(moot_yes)) == (("yes",), ("no",))
