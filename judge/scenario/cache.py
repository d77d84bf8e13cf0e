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
A card is kept with what its build read outside its own file: the questions it asked of the ids of the
cards the scenario defines and of their names (a printed text names its tokens by them; a step creates a
token card that must be defined), each with its answer (:class:`Reads`). Another scenario whose ids and
names give the same answers to those questions gets the same card (most scenarios define their own cards:
the library's cards are not built again for each); one that answers any differently builds it again, and
a build that read the ids or names whole (not one question at a time) is kept only for the very same ids
and names. The cache is bounded by the values its trees hold (not by the files' sizes: a
short file whose aliases expand makes a large tree) and the bytes kept (a long file whose text is mostly
comments); least recently used files go first.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from judge.model.cards import CardDef
from judge.scenario.yamlnode import Y

MAX_VALUES = 250_000  # YAML values kept at once, in all (a tree costs about 200 bytes a value; aliases expand)
BYTES_PER_VALUE = 200  # a file's bytes kept count as one value per this many
MAX_BUILDS = 4096  # card builds kept per file (each scenario defining its own cards adds some)

Built = tuple[CardDef, tuple[tuple[str, CardDef], ...]]
"""A built card, and the tokens its printed text defined (id, card), in the order they were made."""


class Reads:
    """The card ids and names (lower case → id) of one scenario, as one card's build reads them: every question
    asked (is this id defined? which card does this name or id name?) is kept with its answer, so the build can be
    reused where the same questions get the same answers. Reading them whole (iterating the ids) is kept too:
    such a build is reused only for the very same ids and names."""

    def __init__(self, ids: set[str], names: dict[str, str]) -> None:
        self.ids, self.names = frozenset(ids), dict(names)
        self.asked: dict[tuple[bool, str], bool | str | None] = {}  # (a name lookup?, key) → answer
        self.whole = False

    def has(self, card_id: str) -> bool:
        """Whether ``card_id`` is a card of the scenario (asked and kept)."""
        answer = self.asked[(False, card_id)] = card_id in self.ids
        return answer

    def named(self, key: str) -> str | None:
        """The card id ``key`` names, an id before a name (as ``{**names, **ids}``), or None (asked and kept)."""
        answer = self.asked[(True, key)] = key if key in self.ids else self.names.get(key)
        return answer

    def answers_alike(self, ids: set[str], names: dict[str, str]) -> bool:
        """Whether the ids and names of another scenario give every answer this build was given."""
        if self.whole:
            return self.ids == ids and self.names == names
        for (lookup, key), answer in self.asked.items():
            found = (key if key in ids else names.get(key)) if lookup else key in ids
            if found != answer:
                return False
        return True


class ReadWhole:
    """Iterating or sizing a collection of the scenario's ids or names reads it whole (:attr:`Reads.whole`): the
    build that did so is reused only for the very same ids and names. Mixed in before ``set`` or ``dict``."""

    reads: Reads

    def __iter__(self) -> Iterator[str]:
        self.reads.whole = True
        return super().__iter__()  # type: ignore[misc, no-any-return]

    def __len__(self) -> int:
        self.reads.whole = True
        return super().__len__()  # type: ignore[misc, no-any-return]


class CardIds(ReadWhole, set[str]):
    """The scenario's card ids as a card's build sees them: a set whose membership questions are kept in
    ``reads`` (and those of a union with other ids: ``ids | tokens``); iterating or sizing it reads it whole."""

    def __init__(self, reads: Reads, extra: frozenset[str] = frozenset()) -> None:
        super().__init__(reads.ids | extra)
        self.reads, self.extra = reads, extra

    def __contains__(self, key: object) -> bool:
        if not isinstance(key, str):
            return super().__contains__(key)
        return key in self.extra or self.reads.has(key)

    def __or__(self, other: object) -> CardIds:  # type: ignore[override]
        if not isinstance(other, set | frozenset):
            return NotImplemented
        return CardIds(self.reads, self.extra | frozenset(other))

    def __bool__(self) -> bool:
        return bool(self.reads.ids or self.extra)  # never empty: the card being built is one of the ids

    def known(self) -> KnownNames:
        """The names and ids a printed text's tokens are found by (``{**names, **{i: i for i in ids}}``)."""
        return KnownNames(self.reads)


class KnownNames(ReadWhole, dict[str, str]):
    """Lower-case names and ids → card ids (``{**names, **{i: i for i in ids}}``), each lookup kept in ``reads``;
    iterating it reads it whole."""

    def __init__(self, reads: Reads) -> None:
        super().__init__({**reads.names, **{i: i for i in reads.ids}})
        self.reads = reads

    def __contains__(self, key: object) -> bool:
        if not isinstance(key, str):
            return super().__contains__(key)
        return self.reads.named(key) is not None

    def __getitem__(self, key: str) -> str:
        found = self.reads.named(key)
        if found is None:
            raise KeyError(key)
        return found

    def get(self, key: str, default: Any = None) -> Any:
        found = self.reads.named(key)
        return default if found is None else found


@dataclass
class Entry:
    """One file's tree, and the cards built from it (a file's cards, not its includes')."""

    tree: Y
    values: int
    builds: dict[str, list[tuple[Reads, Built]]] = field(default_factory=dict)
    count: int = 0

    def build(self, card_id: str, ids: set[str], names: dict[str, str], make: Callable[[CardIds], Built]) -> Built:
        """The card ``card_id`` for a scenario of these card ids and names: one built before whose reads get the
        same answers, else built by ``make`` (given the ids to read) and kept (an error is raised each time,
        never kept)."""
        for reads, built in self.builds.get(card_id, ()):
            if reads.answers_alike(ids, names):
                return built
        reads = Reads(ids, names)
        built = make(CardIds(reads))
        if self.count >= MAX_BUILDS:
            self.builds.clear()
            self.count = 0
        self.builds.setdefault(card_id, []).append((reads, built))
        self.count += 1
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
