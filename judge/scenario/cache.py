"""Files read once per run: each YAML file's located tree, and the cards built from it, kept by content.

``judge check`` loads every scenario, and each includes the same card libraries: without this cache
every scenario parsed ``judge:core`` again, and the printed libraries' card texts again with lark
(most of the time of ``judge check scenarios``). A file is found here by the name its errors show and
its bytes, which are read every time: a file changed since, even within the same clock tick (file
times are coarser than writes), is a new entry. The bytes are the key because a size and a modification
time can stay the same when a file is rewritten (the bytes themselves, not a digest of them: a dictionary
compares them at once, and the start is spared loading a hash library).

What is kept is shared, so it must not change: a tree (:class:`~judge.scenario.yamlnode.Y`) is a frozen
value whose accessors return copies, and a :class:`~judge.model.cards.CardDef` is frozen all the way down.
A card is kept with what its build read outside its own file (the ids of every card the scenario defines,
and their names: a printed text names its tokens by them), so a scenario that defines more cards builds
the library's cards again. The cache is bounded by the values its trees hold (not by the files' sizes: a
short file whose aliases expand makes a large tree) and the bytes kept (a long file whose text is mostly
comments); least recently used files go first.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field

from judge.model.cards import CardDef
from judge.scenario.yamlnode import Y

MAX_VALUES = 250_000  # YAML values kept at once, in all (a tree costs about 200 bytes a value; aliases expand)
BYTES_PER_VALUE = 200  # a file's bytes kept count as one value per this many
MAX_BUILDS = 4096  # card builds kept per file (each scenario defining its own cards adds some)

CardKey = tuple[str, frozenset[str], frozenset[tuple[str, str]]]
"""A card build's key: the card id, every card id of the scenario, and the names → ids it read."""

Built = tuple[CardDef, tuple[tuple[str, CardDef], ...]]
"""A built card, and the tokens its printed text defined (id, card), in the order they were made."""


@dataclass
class Entry:
    """One file's tree, and the cards built from it (a file's cards, not its includes')."""

    tree: Y
    values: int
    builds: dict[CardKey, Built] = field(default_factory=dict)

    def build(self, key: CardKey, make: Callable[[], Built]) -> Built:
        """The card of ``key``, built by ``make`` the first time (an error is raised each time, never kept)."""
        built = self.builds.get(key)
        if built is None:
            built = make()
            if len(self.builds) >= MAX_BUILDS:
                self.builds.clear()
            self.builds[key] = built
        return built


_ENTRIES: OrderedDict[tuple[str, bytes], Entry] = OrderedDict()
_held = 0


def entry(raw: bytes, file: str, parse: Callable[[], Y]) -> Entry:
    """The entry of the file shown as ``file`` whose bytes are ``raw``; ``parse`` reads it the first time."""
    global _held
    key = (file, raw)
    found = _ENTRIES.get(key)
    if found is not None:
        _ENTRIES.move_to_end(key)
        return found
    tree = parse()
    found = Entry(tree, cost(tree, raw))
    _ENTRIES[key] = found
    _held += found.values
    while _held > MAX_VALUES and len(_ENTRIES) > 1:
        _held -= _ENTRIES.popitem(last=False)[1].values
    return found


def cost(tree: Y, raw: bytes) -> int:
    """What keeping a file costs, counted in values: its tree's, and its bytes (one per ``BYTES_PER_VALUE``)."""
    return values(tree) + len(raw) // BYTES_PER_VALUE


def values(tree: Y) -> int:
    """How many values a tree holds (each list and mapping counts, and each value in them)."""
    count, stack = 0, [tree]
    while stack:
        node = stack.pop()
        count += 1
        if isinstance(node.value, dict):
            stack.extend(node.value.values())
        elif isinstance(node.value, list):
            stack.extend(node.value)
    return count


def clear() -> None:
    """Forget every file (the next load of each parses it again)."""
    global _held
    _ENTRIES.clear()
    _held = 0
