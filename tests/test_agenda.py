"""The resolution as data (judge.engine.agenda): paused, copied, answered apart; no Python recursion; no import
cycle inside the engine; explore's key accounts for every field of the state."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

import judge.engine.core as core
from judge.engine.agenda import Finished, Unasked, advance, answer
from judge.engine.atomic import AtomicKind
from judge.engine.core import Engine
from judge.engine.decisions import Decision
from judge.engine.effects import CheckReactions, ResolveEffect, ResolveStep
from judge.engine.modifiers import ModifierLoop
from judge.engine.steps import RunStep
from judge.errors import JudgeError
from judge.explore_key import EXCLUDED, UNORDERED, _names, state_key, unaccounted
from judge.resolve import resolve, start
from judge.scenario.loader import load_scenario
from judge.trace import Trace
from tests.conftest import ROOT, RUNNABLE, bundled_scenario, generated_scenarios
from tests.sources import nodes

ENGINE = ROOT / "judge" / "engine"
TWO = ROOT / "scenarios" / "rules" / "6.2.f-two-replacements-order-matters.yaml"
SUBHASH = ROOT / "scenarios" / "rules" / "6.1.d-subhash-marmo-cost-one-step.yaml"


def _imports(path: Path) -> set[str]:
    """The judge.engine modules a module imports, anywhere in it (type-checking imports included)."""
    found: set[str] = set()
    for node in nodes(path):
        if isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            found |= {n for n in names if n.startswith("judge.engine.") and (ENGINE / f"{n[13:]}.py").exists()}
        elif isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name.startswith("judge.engine.")}
    return found


def test_no_import_cycle_inside_the_engine() -> None:
    graph = {f"judge.engine.{p.stem}": _imports(p) for p in ENGINE.glob("*.py")}
    order: list[str] = []
    state: dict[str, int] = {}

    def visit(module: str, path: tuple[str, ...]) -> None:
        if state.get(module) == 2:
            return
        assert state.get(module) != 1, "import cycle: " + " → ".join((*path, module))
        state[module] = 1
        for imported in sorted(graph.get(module, ())):
            visit(imported, (*path, module))
        state[module] = 2
        order.append(module)

    for module in sorted(graph):
        visit(module, ())
    assert len(order) == len(graph)


def _paused_at_first_choice(path: Path) -> tuple[Engine, Decision | Finished]:
    """The resolution of ``path`` paused at its first decision with more than one answer (forced ones answered)."""
    engine = start(load_scenario(path), Unasked(), Trace())
    reached = advance(engine)
    while isinstance(reached, Decision) and reached.forced:
        answer(engine, tuple(o.key for o in reached.options), "forced")
        reached = advance(engine)
    return engine, reached


def test_a_paused_resolution_is_copied_and_each_copy_answered_apart() -> None:
    engine, reached = _paused_at_first_choice(TWO)
    assert isinstance(reached, Decision) and reached.kind == "modifier_order" and len(reached.options) == 2
    copy = engine.snapshot()
    assert state_key(copy) == state_key(engine)
    answer(engine, (reached.options[0].key,))
    answer(copy, (reached.options[1].key,))
    assert isinstance(advance(engine), Finished) and isinstance(advance(copy), Finished)
    ends = sorted(tuple(len(e.state.in_zone(z)) for z in ("alice.discard", "alice.hand")) for e in (engine, copy))
    assert ends == [(0, 1), (1, 0)]  # one copy's Filler went to the Discard pile, the other's to the Hand
    # the copy's trace counts on from the pause: the same event numbers follow in both
    assert engine.trace.events[-1].seq == copy.trace.emitted


def test_the_interpreters_recursion_limit_is_never_changed() -> None:
    limit = sys.getrecursionlimit()
    seen: list[int] = []
    resolve(load_scenario(ROOT / "scenarios" / "rules" / "6.3.f-self-feeding-loop-capped.yaml"),
            on_event=lambda event: seen.append(sys.getrecursionlimit()))
    assert seen and set(seen) == {limit}


def test_every_engine_attribute_is_in_the_key_or_excluded_with_a_reason() -> None:
    engine = start(load_scenario(SUBHASH), Unasked(), Trace())
    assert unaccounted(engine) == []
    for (cls, name), reason in EXCLUDED.items():
        assert len(reason) >= 10, (cls, name)
        owner = _names()[cls] if cls != "Engine" else None
        if owner is not None:
            assert name in owner.__dataclass_fields__, (cls, name)
        else:
            assert name in vars(engine), name
    for cls, name in UNORDERED:
        assert (cls == "Engine" and name in vars(engine)) or name in _names()[cls].__dataclass_fields__


@pytest.mark.parametrize("path", [TWO, SUBHASH], ids=lambda p: p.stem)
def test_a_field_added_to_a_procedure_is_in_the_key(path: Path) -> None:
    engine = start(load_scenario(path), Unasked(), Trace())
    reached = advance(engine)
    assert isinstance(reached, Decision)
    before = state_key(engine)
    engine.agenda[-1].extra_field_for_the_test = 1  # type: ignore[attr-defined]  # not a field: not in the key
    assert state_key(engine) == before
    top = engine.agenda[-1]
    top.at += 100  # every field of a procedure is in the key, its place of resumption too
    assert state_key(engine) != before


MUTATORS = {"add", "clear", "discard", "remove", "append", "pop", "update", "insert", "extend", "setdefault"}


def _chain(node: ast.AST) -> list[str]:
    """The names of an attribute chain, root first (``engine.state.passed[0]`` → engine, state, passed)."""
    names: list[str] = []
    while True:
        if isinstance(node, ast.Attribute):
            names.append(node.attr)
            node = node.value
        elif isinstance(node, ast.Subscript):
            node = node.value
        elif isinstance(node, ast.Name):
            names.append(node.id)
            return names[::-1]
        else:
            return names[::-1]


def _writes_state_field(chain: list[str]) -> bool:
    """Whether a chain reaches into a field of the state (``state.passed``, ``engine.state.day``)."""
    return "state" in chain and chain.index("state") < len(chain) - 1


def test_the_engine_writes_no_field_of_the_state_itself() -> None:
    """Every change of the board goes through the performer of atomic actions (atomic.py) or a named method of
    the state (judge.model.state): the engine assigns no field of the state and calls no mutating method on one."""
    found = []
    for path in sorted(ENGINE.glob("*.py")):
        if path.name == "atomic.py":
            continue
        for node in nodes(path):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(
                node, ast.AugAssign) else []
            found += [f"{path.name}:{node.lineno}" for t in targets if _writes_state_field(_chain(t))]
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in MUTATORS \
                    and _writes_state_field(_chain(node.func.value)):
                found.append(f"{path.name}:{node.lineno}")
    assert found == []


def test_a_step_whose_modifier_loop_asks_waits_beneath_the_loop_as_a_record() -> None:
    # 6.2.f: the loop asks which replacement applies first; the step (run at once until then, by its effect) is
    # put on the agenda beneath the loop, its event open, and goes on from there once the loop has ended
    engine, reached = _paused_at_first_choice(TWO)
    assert isinstance(reached, Decision) and reached.kind == "modifier_order"
    effect, step, loop = engine.agenda[-3:]
    assert (type(effect), type(step), type(loop)) == (ResolveEffect, RunStep, ModifierLoop)
    assert isinstance(step, RunStep) and step.at == 1 and step.seq == engine.trace.innermost()
    assert engine.trace.events[step.seq - 1].kind == "step"
    answer(engine, (reached.options[0].key,))
    assert isinstance(advance(engine), Finished)
    kinds = [e.kind for e in engine.trace.events if e.seq > step.seq][:3]
    assert kinds[0] == "decision" and "atomic" in kinds  # the answer, then the step's atomic action, in it
    assert all(e.parent == step.seq for e in engine.trace.events if step.seq < e.seq <= step.seq + 2)


def test_a_plain_step_is_run_by_its_effect_and_its_check_waits_on_the_effect() -> None:
    # the first Spark's step is plain (nothing to ask before it): no ResolveStep record; the check after it
    # (4.4.a.2) asks which of two reactions to play first, with the effect waiting beneath it
    generated = generated_scenarios()
    engine = start(generated.load(generated.feeding(2)), Unasked(), Trace())
    reached = advance(engine)
    assert isinstance(reached, Decision) and reached.kind == "reaction_order"
    effect, check = engine.agenda[-2:]
    assert isinstance(effect, ResolveEffect) and isinstance(check, CheckReactions)
    assert effect.at == 2 and effect.check_seq == check.seq
    assert not any(isinstance(proc, ResolveStep) for proc in engine.agenda)
    kinds = [str(e.kind) for e in engine.trace.events]
    assert kinds[-5:] == ["step", "atomic", "reaction_activated", "reaction_activated", "reaction_check"]


def test_every_atomic_action_performed_has_an_atomic_kind(monkeypatch: pytest.MonkeyPatch) -> None:
    # the engine compares kinds by identity where every atomic action passes: a kind given as text would not match
    kinds: set[type] = set()
    performed = core.perform
    monkeypatch.setattr(core, "perform", lambda action, state: (kinds.add(type(action.kind)), performed(action, state)))
    done = 0
    for path in RUNNABLE:
        try:
            resolve(bundled_scenario(path))
        except JudgeError:
            continue  # an illegal play the scenario expects: what was performed before it is still counted
        done += 1
    assert done > 50 and kinds == {AtomicKind}
