"""Scenario files (docs/scenario-language.md): YAML → cards, an initial board, what is done, scripted choices.

A scenario is checked whole when loaded; every error names its ``file:line:col`` and
YAML path. ``include:`` loads card libraries: ``judge:NAME`` from the package (judge/libraries),
any other entry a path relative to the including file, never outside the scenario's folder.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from judge import libraries
from judge.errors import JudgeError, ScenarioError
from judge.files import file_kind
from judge.model.cards import (
    MANA_ORB,
    PASSIVE_FLAGS,
    REMINDER_KEYWORDS,
    TERRAINS,
    UNKNOWN_CARD,
    CardDef,
    CostChange,
    DefenderLift,
    Effect,
    FirstCardBonus,
    Grant,
    KeywordIf,
    QuickAction,
    Reaction,
    ReserveLimitBonus,
    StatChange,
    scout_reaction,
)
from judge.model.choices import ScriptedChoice
from judge.model.copies import share
from judge.model.state import GameState, Region, standard_adventure
from judge.scenario import cache, patterns
from judge.scenario import grammar as G
from judge.scenario.abilities import STATUS_WORDS, AbilityParser, faction_word, read_phase
from judge.scenario.text_tokens import distinct_text_tokens
from judge.scenario.words import did_you_mean
from judge.scenario.yamlnode import Y, load_located, read_bounded
from judge.visible import visible

TOP_KEYS = G.names(G.TOP)
CARD_KEYS = G.names(G.CARD)
PLAYER_KEYS = G.names(G.PLAYER)
OBJECT_KEYS = G.names(G.OBJECT)
DO_KINDS = G.names(G.DO_KIND_TERMS)
DO_KEYS = (*DO_KINDS, *G.names(G.DO_OPTIONS))
TURN_KEYS = G.names(G.TURN)
QUICK_KEYS = G.names(G.QUICK)
DECISION_KINDS = G.names(G.DECISION_TERMS)
MAX_INCLUDES = 64
MAX_ZONE_CARDS = 200  # the cards a board may list in one zone: as many as a Deck given as a number
LIBRARY_KEYS = G.names(G.LIBRARY)
EXPECT_KEYS = G.names(G.EXPECT)
ILLEGAL_KEYS = G.names(G.ILLEGAL)
ASSUMPTION_KEYS = G.names(G.ASSUMPTION)
EVENT_KEYS = patterns.EVENT_KEYS


@dataclass(frozen=True)
class ObjectSpec:
    """An object on the board as the scenario writes it."""

    card: str
    boosts: int = 0
    statuses: tuple[str, ...] = ()
    exhausted: bool = False
    owner: str | None = None
    counters: tuple[tuple[str, int], ...] = ()  # named counters other than boosts (the card's text)
    activated_today: tuple[tuple[int, int], ...] = ()  # (ability index, activations of that reaction today)
    quick_actions_today: tuple[tuple[int, int], ...] = ()  # (ability index, plays of that quick action today)


@dataclass(frozen=True)
class QuickActionSpec:
    """A quick action played in a scripted turn: the card, which of its quick actions, its targets."""

    card: str
    ability: int
    targets: tuple[str, ...]
    node: Y


@dataclass(frozen=True)
class PlaySpec:
    """A card to play and its declaration: where from, the expedition, targets, modes, free or not."""

    card: str
    origin: str | None = None
    expedition: str | None = None
    targets: tuple[str, ...] = ()
    modes: tuple[int, ...] = ()
    free: bool = False
    scout: bool = False

    @property
    def zones(self) -> tuple[str, ...]:
        """Where to look for the card: the zone named, else the Hand then the Reserve."""
        return (self.origin,) if self.origin else ("hand", "reserve")


@dataclass(frozen=True)
class TurnSpec:
    """One scripted Afternoon turn (4.2.3.c): quick actions, then play a card or pass."""

    player: str
    node: Y
    quick_actions: tuple[QuickActionSpec, ...] = ()
    play: PlaySpec | None = None
    passes: bool = False


@dataclass(frozen=True)
class Action:
    """One entry of ``do:``."""

    kind: str
    player: str
    node: Y
    card: str | None = None
    play: PlaySpec | None = None
    targets: tuple[str, ...] = ()
    repeat: int = 1
    ability: int = 0
    effect: Effect = ()
    phase: str | None = None
    label: str = ""
    label_fr: str = ""
    until: str = ""
    days: int = 1
    turns: tuple[TurnSpec, ...] = ()


@dataclass
class Scenario:
    """A loaded scenario: everything needed to build its board and run it."""

    id: str
    file: str
    title: str
    question: str
    ruling: str
    cards: dict[str, CardDef]
    raw_cards: dict[str, Any]
    players: list[str]
    day: int
    phase: str
    first_player: str
    board: dict[str, dict[str, list[ObjectSpec]]]
    mana: dict[str, tuple[int, int]]
    markers: dict[str, int]
    adventure: list[Region]
    arena: bool
    actions: list[Action]
    choices: list[ScriptedChoice]
    expect: Y | None = None
    root: Y | None = field(default=None, repr=False)
    sources: tuple[Path, ...] = ()  # the scenario file and the libraries it includes
    french: dict[str, str] = field(default_factory=dict)  # title_fr, question_fr, ruling_fr
    paused_at: int = 0  # events judge step had walked when it saved this file (0: not saved by it)
    afternoon_assumed: bool = False  # no phase: given, and do: begins with a turn's item (see afternoon_assumed)
    turn_player: str | None = None  # whose Afternoon turn it is (board: turn_player:)
    passed: tuple[str, ...] = ()  # who has passed this Afternoon (board: passed:)
    ascended: tuple[str, ...] = ()  # the expeditions that Ascend until Rest (board: ascended:)
    played_this_phase: tuple[tuple[str, str], ...] = ()  # (player, card type) played this phase (board:)

    def text(self, key: str, lang: str) -> str:
        """``title``, ``question`` or ``ruling`` in ``lang`` (French when given, else as written)."""
        if lang == "fr" and self.french.get(key):
            return self.french[key]
        return str(getattr(self, key))

    def untranslated(self) -> list[str]:
        """``title``, ``question``, ``ruling``: those written in English without their ``…_fr``, in that order."""
        return [k for k in ("title", "question", "ruling") if getattr(self, k) and not self.french.get(k)]

    def initial_state(self) -> GameState:
        """A fresh board (object ids numbered in board order, so traces are reproducible)."""
        state = GameState(list(self.players), day=self.day, phase=self.phase, first_player=self.first_player,
                          adventure=[Region(r.terrains, r.name, r.tumult, r.face_down) for r in self.adventure],
                          arena=self.arena, markers=dict(self.markers), turn_player=self.turn_player,
                          passed=set(self.passed), ascended=set(self.ascended),
                          played_this_phase=set(self.played_this_phase))
        orb = CardDef(MANA_ORB, "Mana Orb", "mana_orb", name_fr="Orbe de Mana")
        for player in self.players:
            for zone, specs in self.board[player].items():
                for spec in specs:
                    owner = spec.owner or player
                    obj = state.add(self.cards[spec.card], owner, f"{player}.{zone}", controller=player)
                    obj.boosts = spec.boosts
                    obj.counters = {name: n for name, n in spec.counters if n}
                    obj.statuses = set(spec.statuses) | ({"boosted"} if spec.boosts else set())  # Boosted: has boosts
                    obj.exhausted = spec.exhausted
                    state.activations.update(((obj.oid, i), n) for i, n in spec.activated_today if n)
                    state.quick_action_plays.update(((obj.oid, i), n) for i, n in spec.quick_actions_today if n)
            ready, exhausted = self.mana[player]
            for i in range(ready + exhausted):
                state.add(orb, player, f"{player}.mana").exhausted = i >= ready
        return state


ZONE_ORDER = ("hero", "hero_expedition", "companion", "landmarks", "reserve", "hand", "discard", "deck")


class _Loader:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.fence = _fence(path)
        self.cards: dict[str, CardDef] = {}
        self.raw: dict[str, Any] = {}
        self.card_nodes: dict[str, Y] = {}
        self.origin: dict[str, cache.Entry] = {}  # card id → the cached file it is written in
        self.seen: list[Path] = []  # every file read, the scenario first
        self.including: list[Path] = []  # the files being read, each including the next: a cycle comes back to one

    def read(self, path: Path) -> cache.Entry:
        """The file's tree, parsed once per run for the same bytes (:mod:`judge.scenario.cache`)."""
        display = _display(path)
        raw = read_bounded(path, display)
        return cache.entry(raw, display, lambda: _parse(raw, display))

    def collect_cards(self, root: Y, path: Path, entry: cache.Entry | None = None) -> None:
        """Cards of this file and of its includes (depth first, each file once): a file included twice (by two
        libraries, or twice in one list) is an error, and so is a cycle (a file including itself through its
        includes), each said as what it is."""
        resolved = path.resolve()
        self.seen.append(resolved)
        self.including.append(resolved)
        top = root.as_map()
        if "include" in top:
            for item in top["include"].as_list("a list of paths"):
                target = _include_target(item, path, self.fence)
                if target in self.including:
                    raise item.error("no include cycle", f"'{item.value}' already being included")
                if target in self.seen:  # included twice (README: an error, like a cycle), said as what it is
                    raise item.error("each file included once", f"'{item.value}' included already")
                if len(self.seen) > MAX_INCLUDES:
                    raise item.error(f"at most {MAX_INCLUDES} included files", "more")
                kind = file_kind(target)
                if kind is not None:
                    raise item.error("an existing file", f"'{item.as_str()}' ({kind})")
                lib = self.read(target)
                lib.tree.as_map(LIBRARY_KEYS, "a card library (include:, cards:)")
                self.collect_cards(lib.tree, target, lib)
        self.including.pop()
        if "cards" in top:
            for card_id, node in top["cards"].as_map().items():
                if card_id in self.card_nodes:
                    raise node.error("each card defined once", f"'{card_id}' defined again")
                self.card_nodes[card_id] = node
                self.raw[card_id] = node.plain()
                if entry is not None:
                    self.origin[card_id] = entry

    def build_cards(self) -> None:
        """Every card collected, with the tokens printed texts define; a card already built for the same
        card ids and names (an included library's, in an earlier scenario) is taken from the cache."""
        ids = set(self.card_nodes)
        names = {str(raw.get(key)).lower(): card_id for card_id, raw in self.raw.items() if isinstance(raw, dict)
                 for key in ("name", "name_fr") if raw.get(key)}
        for card_id, node in self.card_nodes.items():
            entry = self.origin.get(card_id)

            def make(seen: set[str], card_id: str = card_id, node: Y = node) -> cache.Built:
                tokens: dict[str, CardDef] = {}
                card = _card(card_id, node, seen, tokens, names)
                return card, tuple(tokens.items())

            card, tokens = entry.build(card_id, ids, names, make) if entry is not None else make(ids)
            card, tokens = distinct_text_tokens(card, tokens, self.cards, ids)
            self.cards.update(tokens)
            self.cards[card_id] = card


def _parse(raw: bytes, display: str) -> Y:
    """A file's bytes as located YAML (UTF-8 only)."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        col = exc.start - (raw.rfind(b"\n", 0, exc.start) + 1) + 1
        raise ScenarioError(display, line, col, "", "UTF-8 text", f"the byte 0x{raw[exc.start]:02x}") from None
    return load_located(text, display)


def _fence(path: Path) -> Path:
    """The folder a scenario's includes may not leave: the scenario's own folder (and its subfolders).

    The same rule in a git checkout, a copied folder, an sdist or an installed wheel: nothing but the
    scenario's location decides it. Libraries shipped with the judge are included as ``judge:NAME``.
    """
    return path.resolve().parent


def _include_target(item: Y, including: Path, fence: Path) -> Path:
    """The file an ``include:`` entry names: a packaged ``judge:NAME`` library, or a path inside the fence.

    A path is relative to the including file. A packaged library's own includes stay in the package.
    """
    text = item.as_str("a path")
    if text.startswith(libraries.PREFIX):
        found = libraries.library_path(text.removeprefix(libraries.PREFIX))
        if found is None:
            known = ", ".join(libraries.PREFIX + name for name in libraries.names())
            raise item.error(f"a library shipped with the judge ({known})", f"'{text}'")
        return found
    target = (including.parent / text).resolve()
    if including.resolve().is_relative_to(libraries.FOLDER):
        fence = libraries.FOLDER
    if not target.is_relative_to(fence):
        where = "the judge's libraries" if fence == libraries.FOLDER else "the scenario's folder"
        raise item.error(f"a path inside {where} or judge:NAME", f"'{text}' (outside it)")
    return target


def _display(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


def _card(card_id: str, node: Y, ids: set[str], cards: dict[str, CardDef] | None = None,
          names: dict[str, str] | None = None) -> CardDef:
    m = node.as_map(CARD_KEYS, "a card definition (name:, type:, …)")
    parser = AbilityParser(ids)
    printed = None
    if "abilities" not in m and "effect" not in m and any(k in m for k in ("text", "text_fr", "echo", "echo_fr")):
        from judge.cards.hook import text_abilities  # lark only for cards given by their printed text

        label = next((m[k].as_str() for k in ("name", "name_fr") if k in m), card_id)  # its name, in French if only
        printed = text_abilities(m, ids, m["type"].as_str() if "type" in m else "character", label, names or {})
        for token_id, token in printed.tokens.items():
            if token_id not in ids and cards is not None:
                from judge.cards.parse import to_y

                cards[token_id] = _card(token_id, to_y(token, node.file, node.path, node.line, node.col), ids)
        parser = AbilityParser(ids | set(printed.tokens))
    name = m["name"].as_str() if "name" in m else card_id
    ctype = m["type"].as_str() if "type" in m else "character"
    if ctype not in G.CARD_TYPES:
        raise m["type"].error("character, spell, permanent or hero")
    hand = reserve = 0
    if "cost" in m:
        if m["cost"].is_map():
            c = m["cost"].as_map(G.names(G.COST))
            hand = c["hand"].as_int(maximum=99) if "hand" in c else 0
            reserve = c["reserve"].as_int(maximum=99) if "reserve" in c else hand
        else:
            hand = reserve = m["cost"].as_int("a cost (a number or {hand:, reserve:})", maximum=99)
    stats: tuple[tuple[Any, int], ...] = ()
    if "stats" in m:
        s = m["stats"].as_map(TERRAINS)
        stats = tuple((t, s[t].as_int(maximum=99)) for t in TERRAINS if t in s)
    abilities = []
    keywords: dict[str, int] = {}
    grants: list[Grant] = []
    cost_changes: list[CostChange] = []
    stat_changes: list[StatChange] = []
    defender_lifts: list[DefenderLift] = []
    keywords_if: list[KeywordIf] = []
    first_card_bonuses: list[FirstCardBonus] = []
    reserve_limit_bonuses: list[ReserveLimitBonus] = []
    for item in (m["abilities"].as_list() if "abilities" in m else printed.abilities if printed else []):
        parsed = parser.ability(item)
        if isinstance(parsed, tuple):
            if parsed[0] in ("tough", "tough_x"):
                _tough_where_it_appears(ctype, item)
            if parsed[0] == "fleeting":
                _fleeting_where_it_appears(ctype, item)
            keywords[parsed[0]] = parsed[1]
        elif isinstance(parsed, Grant):
            grants.append(parsed)
        elif isinstance(parsed, CostChange):
            cost_changes.append(parsed)
        elif isinstance(parsed, StatChange):
            stat_changes.append(parsed)
        elif isinstance(parsed, DefenderLift):
            defender_lifts.append(parsed)
        elif isinstance(parsed, KeywordIf):
            keywords_if.append(parsed)
        elif isinstance(parsed, FirstCardBonus):
            first_card_bonuses.append(parsed)
        elif isinstance(parsed, ReserveLimitBonus):
            reserve_limit_bonuses.append(parsed)
        else:
            abilities.append(parsed)
    if "tough" in m and m["tough"].as_int(maximum=20):
        _tough_where_it_appears(ctype, m["tough"])
    if "fleeting" in m and m["fleeting"].as_bool():
        _fleeting_where_it_appears(ctype, m["fleeting"])
    if "expedition_permanent" in m and m["expedition_permanent"].as_bool() and ctype != "permanent":
        raise m["expedition_permanent"].error("expedition_permanent on a Permanent (2.2.1.a: an Expedition Permanent "
                                              "is a Permanent)", f"on a {ctype}")
    if "stats" in m and ctype != "character":  # ignored at Dusk (1.3.2.e adds up the Characters'): a silent no-op
        raise m["stats"].error("stats on a Character (a Permanent, a Spell or a Hero has none; 1.3.2.e adds up the "
                               "statistics of the Characters)", f"on a {ctype}")
    if "scout" in keywords:
        abilities.append(scout_reaction(name))
    effect_node = m.get("effect", printed.effect if printed else None)
    effect = parser.effect(effect_node) if effect_node is not None else ()
    if effect and ctype != "spell":
        raise m["effect"].error("an effect only on a spell (other cards have abilities)", ctype)
    limits = m["limits"].as_map(G.names(G.LIMITS)) if "limits" in m else {}
    subtypes = tuple(s.as_str("a subtype").strip().lower()
                     for s in (m["subtypes"].as_list("a list of subtypes") if "subtypes" in m else []))
    return CardDef(
        card_id, name, ctype,  # type: ignore[arg-type]
        name_fr=m["name_fr"].as_str() if "name_fr" in m else "",
        token=m["token"].as_bool() if "token" in m else False,
        faction=_faction(m["faction"], m["token"].as_bool() if "token" in m else False) if "faction" in m else None,
        hand_cost=hand, reserve_cost=reserve, stats=stats, abilities=tuple(abilities), effect=effect,
        fleeting=bool(keywords.get("fleeting")) or (m["fleeting"].as_bool() if "fleeting" in m else False),
        tough=keywords.get("tough", m["tough"].as_int(maximum=20) if "tough" in m else 0),
        tough_x=bool(keywords.get("tough_x")),
        eternal=bool(keywords.get("eternal")) or (m["eternal"].as_bool() if "eternal" in m else False),
        expedition_permanent=m["expedition_permanent"].as_bool() if "expedition_permanent" in m else False,
        keywords=frozenset(k for k in (*REMINDER_KEYWORDS, *PASSIVE_FLAGS) if keywords.get(k)),
        scout=keywords.get("scout"), grants=tuple(grants), cost_changes=tuple(cost_changes),
        stat_changes=tuple(stat_changes), defender_lifts=tuple(defender_lifts), keywords_if=tuple(keywords_if),
        first_card_bonuses=tuple(first_card_bonuses), reserve_limit_bonuses=tuple(reserve_limit_bonuses),
        reserve_limit=limits["reserve"].as_int(maximum=99) if "reserve" in limits else 2,
        landmark_limit=limits["landmarks"].as_int(maximum=99) if "landmarks" in limits else 2,
        reference=m["reference"].as_str() if "reference" in m else "", subtypes=subtypes,
        unresolved=printed.unresolved if printed else tuple(
            u.as_str("an unresolved ability's text") for u in m["unresolved"].as_list()) if "unresolved" in m else (),
        unresolved_fr=tuple(u.as_str("an unresolved ability's text") for u in m["unresolved_fr"].as_list())
        if "unresolved_fr" in m and not printed else (),
        location=f"{node.file}:{node.line}:{node.col}")


def _tough_where_it_appears(ctype: str, node: Y) -> None:
    """7.4.5.a — Tough is a passive ability that appears on Characters and Permanents: given to a card of another type
    (a Spell, a Hero) it is refused, at its place in the file."""
    if ctype not in ("character", "permanent"):
        raise node.error("Tough on a Character or a Permanent (7.4.5.a)", f"Tough on a {ctype}")


def _fleeting_where_it_appears(ctype: str, node: Y) -> None:
    """5.2.3.i — printed Fleeting, a passive ability in the text box, is a Spell's: the seeds say what it does only on
    a Spell (played from anywhere, it gains the Fleeting status). Given to a card of another type it would do nothing,
    so it is refused at its place in the file (the status is given by `statuses: [fleeting]` or an effect)."""
    if ctype != "spell":
        raise node.error("printed Fleeting on a Spell (5.2.3.i)", f"Fleeting on a {ctype}")


def _faction(node: Y, token: bool) -> str | None:
    """2.2.8.a, 2.2.8.b, 2.2.8.d — a card's faction: one of the six (by its name, the same in both languages, or the
    card data's code, any case), or neutral (None). Tokens have no faction: one given to a token is refused."""
    faction = faction_word(node)
    if token and faction is not None:
        raise node.error("no faction on a token (2.2.8.d: tokens have none)", f"'{node.as_str().strip()}'")
    return faction


def _card_ref(node: Y, cards: dict[str, CardDef]) -> str:
    card_id = node.as_str("a card id")
    if card_id not in cards:  # an imported card may be named by its reference or its name
        named = [c.id for c in cards.values() if card_id in (c.reference, c.name, c.name_fr) and card_id]
        if len(named) == 1:
            return named[0]
    if card_id not in cards:
        raise node.error("a card defined in cards: or an included library",
                         f"unknown card '{card_id}'{did_you_mean(card_id, cards)}")
    return card_id


def _card_or_handle(node: Y, cards: dict[str, CardDef]) -> str:
    """A card id, or a handle ``card-id#N`` naming one object of that card (the number the trace shows): a quick
    action of one of two copies."""
    text = node.as_str("a card id")
    card_id, mark, number = text.partition("#")
    if not mark:
        return _card_ref(node, cards)
    if card_id not in cards or not number.isdigit() or len(number) > 9:
        raise node.error("a card id or a handle such as 'bell#2' (a card of cards: or an included library, '#', "
                         "the object's number)", f"'{text}'{did_you_mean(card_id, cards) if card_id else ''}")
    return f"{card_id}#{int(number)}"


def _object(node: Y, cards: dict[str, CardDef], players: list[str]) -> ObjectSpec:
    if not node.is_map():
        return ObjectSpec(_card_ref(node, cards))
    m = node.as_map(OBJECT_KEYS, "a card id or {card:, boosts:, statuses:, exhausted:}")
    if "card" not in m:
        raise node.error("a 'card:' entry", "none")
    statuses = []
    for st in m["statuses"].as_list() if "statuses" in m else []:
        word = st.as_str().lower()
        if word not in STATUS_WORDS:
            raise st.error("a status (fleeting, anchored, asleep, boosted, exhausted)")
        statuses.append(STATUS_WORDS[word])
    owner = m["owner"].as_str() if "owner" in m else None
    if owner is not None and owner not in players:
        raise m["owner"].error("a player of this scenario: " + ", ".join(players))
    card_id = _card_ref(m["card"], cards)
    if "boosted" in statuses and not (m["boosts"].as_int(maximum=G.MAX_COUNTERS) if "boosts" in m else 0):
        raise m["statuses"].error("boosts: with the Boosted status (Boosted is having boosts)", "no boosts")
    if "exhausted" in statuses and not (m["exhausted"].as_bool() if "exhausted" in m else False):
        raise m["statuses"].error("exhausted: yes for an exhausted card (Exhausted is being exhausted)",
                                  "the status alone")
    return ObjectSpec(card_id, m["boosts"].as_int(maximum=G.MAX_COUNTERS) if "boosts" in m else 0,
                      tuple(sorted(statuses)), m["exhausted"].as_bool() if "exhausted" in m else False, owner,
                      _counters(m["counters"]) if "counters" in m else (),
                      _today(m["activated_today"], 100, cards[card_id], Reaction)
                      if "activated_today" in m else (),
                      _today(m["quick_actions_today"], 100, cards[card_id], QuickAction)
                      if "quick_actions_today" in m else ())


def _counters(node: Y) -> tuple[tuple[str, int], ...]:
    """``counters: {trial: 2}`` — named counters by name (1.2.4.c), in name order."""
    out = []
    for name, count in node.as_map().items():
        word = name.strip().lower()
        if not word or " " in word or word in ("boost", "boosts"):
            raise count.error("a counter's name in one word (boosts are written with boosts:)", f"'{name}'")
        out.append((word, count.as_int("a number of counters", maximum=G.MAX_COUNTERS)))
    return tuple(sorted(out))


def _today(node: Y, cap: int, card: CardDef, kind: type[Reaction] | type[QuickAction]) -> tuple[tuple[int, int], ...]:
    """6.3.f, 1.4.6.b — ``activated_today: {1: 2}``: today's count of each ability (by its number, 1 = the first)
    of an object, as (ability index, count) in index order: a reaction's activations, a quick action's plays.
    Each number must name an ability of the card of that kind (``kind``): a count for no such ability is an error."""
    out = []
    what = "reaction" if kind is Reaction else "quick action"
    for number, count in node.as_map().items():
        if not str(number).isdigit() or int(number) < 1:
            raise count.error("an ability number (1 = the object's first ability)", f"'{number}'")
        if int(number) > len(card.abilities) or not isinstance(card.abilities[int(number) - 1], kind):
            numbers = [str(i) for i, a in enumerate(card.abilities, 1) if isinstance(a, kind)]
            raise count.error(f"the number of a {what} of {card.id} ({', '.join(numbers) or 'it has none'})",
                              f"'{number}'")
        out.append((int(number) - 1, count.as_int("a number of times today", maximum=cap)))
    return tuple(sorted(out))


def _objects(node: Y, cards: dict[str, CardDef], players: list[str], in_play: bool = True,
             zone: str = "") -> list[ObjectSpec]:
    items = node.as_list("a list of cards")
    if len(items) > MAX_ZONE_CARDS:  # a file of 1 MB can list 150,000 cards: a minute and a gigabyte to set up
        raise node.error(f"at most {MAX_ZONE_CARDS} cards in a zone", f"{len(items):,} cards")
    made = [_object(item, cards, players) for item in items]
    for item, spec in zip(items, made, strict=True):
        if not in_play:
            token_out_of_play(item, cards[spec.card])
        card_type_in_zone(item, cards[spec.card], zone)
    return made


def card_type_in_zone(node: Y, card: CardDef, zone: str) -> None:
    """1.2.4.d, 5.1.1.b, 2.2.1.a — a board may not put a Hero in a Hand, a Reserve or a discard pile: a Hero is not
    played (it stays in its player's Hero zone), and there it would be offered as a card to play, as if it were a
    Spell. Anywhere else a board may put any card (a Hero in an expedition, as a design sketch did, triggers its
    reactions from there): the board is the user's, and the rulings are about what happens next."""
    if zone in ("hand", "reserve", "discard") and card.type == "hero":
        raise node.error("a card that can be in this zone (a Hero is not played: it is in its player's Hero zone, "
                         "1.2.4.d)", f"the hero '{card.id}'")


def token_out_of_play(node: Y, card: CardDef) -> None:
    """2.2.1.d, 1.4.4.a — a board cannot put a token in a Hand, a Reserve, a discard pile, a deck or a Mana zone: a
    token is an object in play (a Character, 2.2.1.d, in an expedition; a Permanent token a card creates, in the
    Landmarks), and one that leaves play ceases to exist (the reading token-leaving-play-ceases): refused, located."""
    if card.token:
        raise node.error("a card, not a token (a token is only in play: an expedition or the Landmarks; one that "
                         "leaves play ceases to exist, 2.2.1.d, 1.4.4.a)", f"the token '{card.id}'")


def _board(node: Y, cards: dict[str, CardDef]) -> tuple[list[str], dict[str, Any]]:
    m = node.as_map(G.names(G.BOARD))
    if "players" not in m:
        raise node.error("a 'players:' entry", "none")
    pmap = m["players"].as_map()
    players = list(pmap)
    if len(players) != 2:
        raise m["players"].error("two players", f"{len(players)}")
    board: dict[str, dict[str, list[ObjectSpec]]] = {}
    mana: dict[str, tuple[int, int]] = {}
    for player, pnode in pmap.items():
        p = pnode.as_map(PLAYER_KEYS) if pnode.value is not None else {}
        zones: dict[str, list[ObjectSpec]] = {}
        if "hero" in p:
            zones["hero_zone"] = [_object(p["hero"], cards, players)]
        if "expeditions" in p:
            e = p["expeditions"].as_map(G.names(G.EXPEDITIONS))
            for exp in ("hero", "companion"):
                zones[exp] = _objects(e[exp], cards, players, zone="expedition") \
                    if exp in e and e[exp].value is not None else []
        for zone in ("landmarks", "reserve", "hand", "discard"):
            if zone in p:
                zones[zone] = _objects(p[zone], cards, players, in_play=zone == "landmarks", zone=zone)
        if "deck" in p:
            deck = p["deck"]
            if deck.is_list():
                zones["deck"] = _objects(deck, cards, players, in_play=False)
            else:
                count = deck.as_int("a number of cards or a list of cards", maximum=MAX_ZONE_CARDS)
                cards.setdefault(UNKNOWN_CARD, CardDef(UNKNOWN_CARD, "face-down card", "character",
                                                         name_fr="carte face cachée"))
                zones["deck"] = [ObjectSpec(UNKNOWN_CARD) for _ in range(count)]
        ready = exhausted = 0
        if "mana" in p:
            if p["mana"].is_map():
                mm = p["mana"].as_map(G.names(G.MANA))
                total = mm["orbs"].as_int(maximum=50) if "orbs" in mm else 0
                exhausted = mm["exhausted"].as_int(maximum=total) if "exhausted" in mm else 0
                ready = total - exhausted
                if "cards" in mm:  # 2.2.1.f: face-down cards in the Mana zone are Mana Orbs, these known
                    zones["mana"] = _objects(mm["cards"], cards, players, in_play=False)
            else:
                ready = p["mana"].as_int("a number of Mana Orbs or {orbs:, exhausted:}", maximum=50)
        board[player] = zones
        mana[player] = (ready, exhausted)
    first = m["first_player"].as_str() if "first_player" in m else players[0]
    if first not in players:
        raise m["first_player"].error("a player of this scenario: " + ", ".join(players))
    phase = read_phase(m["phase"]) if "phase" in m else None  # the default depends on do: (see afternoon_assumed)
    adventure = _adventure(m["adventure"]) if "adventure" in m else standard_adventure()
    markers = {}
    expeditions = [f"{p}.{e}" for p in players for e in ("hero", "companion")]
    if "markers" in m:
        for key, val in m["markers"].as_map().items():
            if key not in expeditions:
                raise m["markers"].key_error(key, tuple(expeditions))
            markers[key] = val.as_int("a region number (0 = the hero region)", maximum=len(adventure) - 1)
    turn = m["turn_player"].as_str() if "turn_player" in m else None
    if turn is not None and turn not in players:
        raise m["turn_player"].error("a player of this scenario: " + ", ".join(players))
    return players, {"board": board, "mana": mana, "first": first, "phase": phase,
                     "day": m["day"].as_int(minimum=1, maximum=99) if "day" in m else 1, "markers": markers,
                     "adventure": adventure, "arena": m["arena"].as_bool() if "arena" in m else False,
                     "turn": turn, "passed": _names(m["passed"], players) if "passed" in m else (),
                     "ascended": _names(m["ascended"], expeditions) if "ascended" in m else (),
                     "played": _played(m["played_this_phase"], players) if "played_this_phase" in m else ()}


def _played(node: Y, players: list[str]) -> tuple[tuple[str, str], ...]:
    """4.2.a — ``played_this_phase: {alice: [spell]}``: the types of the cards each player played in this phase."""
    out: list[tuple[str, str]] = []
    for player, types in node.as_map(tuple(players)).items():
        out.extend((player, kind) for kind in _names(types, list(G.CARD_TYPES)))
    return tuple(sorted(out))


def _names(node: Y, allowed: list[str]) -> tuple[str, ...]:
    """A list of players (``passed:``) or expeditions (``ascended:``) of this board, each once, in the order given."""
    out: list[str] = []
    for item in node.as_list("a list of " + ", ".join(allowed)):
        name = item.as_str()
        if name not in allowed or name in out:
            raise item.error("one of " + ", ".join(a for a in allowed if a not in out), f"'{name}'")
        out.append(name)
    return tuple(out)


def _adventure(node: Y) -> list[Region]:
    """``adventure:`` — the regions from the hero region to the companion region (at least two)."""
    regions: list[Region] = []
    for item in node.as_list("a list of regions, from the hero region to the companion region"):
        r = item.as_map(G.names(G.REGION), "a region {terrains: [...], tumult:, face_down:}")
        terrains = []
        for t in r["terrains"].as_list() if "terrains" in r else []:
            word = t.as_str()
            if word not in TERRAINS:
                raise t.error("a terrain: forest, mountain or water")
            terrains.append(word)
        tumult = r["tumult"].as_bool() if "tumult" in r else False
        regions.append(Region(tuple(terrains), r["name"].as_str() if "name" in r else f"region {len(regions)}",
                              tumult, r["face_down"].as_bool() if "face_down" in r else False))
    if len(regions) < 2:
        raise node.error("at least two regions (the hero region and the companion region)", str(len(regions)))
    return regions


def _action(node: Y, cards: dict[str, CardDef], players: list[str], first: str) -> Action:
    m = node.as_map(DO_KEYS, "an action (play:, quick_action:, pass:, effect:, start_phase:)")
    kinds = [k for k in DO_KINDS if k in m]
    if len(kinds) != 1:
        raise node.error("exactly one of " + ", ".join(DO_KINDS), f"{len(kinds)}")
    kind = kinds[0]
    if "turns" in m and kind not in ("run", "start_phase"):
        raise m["turns"].error("turns: only with run: or start_phase: afternoon", kind)
    _options_of_its_kind(m, kind)
    by = m["by"].as_str() if "by" in m else first
    if by not in players:
        raise m["by"].error("a player of this scenario: " + ", ".join(players))
    common: dict[str, Any] = {
        "targets": tuple(t.as_str("a target") for t in m["targets"].as_list()) if "targets" in m else (),
        "repeat": m["repeat"].as_int(minimum=1, maximum=1000) if "repeat" in m else 1,
        "label": m["label"].as_str() if "label" in m else "",
        "label_fr": m["label_fr"].as_str() if "label_fr" in m else "",
    }
    if kind == "play":
        play = _play_spec(m, cards)
        return Action("play", by, node, card=play.card, play=play, **common)
    if kind == "quick_action":
        ability = m["ability"].as_int(minimum=1, maximum=50) if "ability" in m else 1
        return Action("quick_action", by, node, card=_card_or_handle(m["quick_action"], cards), ability=ability - 1,
                      **common)
    if kind == "pass":
        who = m["pass"].as_str() if m["pass"].value is not None else by
        if who not in players:
            raise m["pass"].error("a player of this scenario: " + ", ".join(players))
        return Action("pass", who, node, **common)
    if kind == "effect":
        parser = AbilityParser(set(cards))
        return Action("effect", by, node, effect=parser.effect(m["effect"]), **common)
    turns = tuple(_turn(t, cards, players) for t in m["turns"].as_list()) if "turns" in m else ()
    if kind == "run":
        r = m["run"].as_map(G.names(G.RUN), "{until: PHASE or end_of_day, days: N}")
        until = read_phase(r["until"], also=("end_of_day",)) if "until" in r else "end_of_day"
        days = r["days"].as_int(minimum=1, maximum=30) if "days" in r else 1
        return Action("run", by, node, until=until, days=days, turns=turns, **common)
    phase = read_phase(m["start_phase"])
    return Action("start_phase", by, node, phase=phase, turns=turns, **common)


#: The options of one kind of ``do:`` action only (5.1.2.b: a card's declaration; 1.2.4.a: which quick action).
_KIND_ONLY = {"from": "play", "expedition": "play", "modes": "play", "free": "play", "scout": "play",
              "ability": "quick_action"}


def _options_of_its_kind(m: dict[str, Y], kind: str) -> None:
    """5.1.2.b, 7.4.5.c — an option that belongs to another kind of action is refused, never silently dropped: ``free:``
    on a quick action would otherwise pay its cost and its Tough surcharge as if it were not there."""
    for key, only in _KIND_ONLY.items():
        if key in m and kind != only:
            raise m[key].error(f"{key}: only with {only}:", f"{kind}:")


def _turn(node: Y, cards: dict[str, CardDef], players: list[str]) -> TurnSpec:
    """One entry of ``turns:``."""
    m = node.as_map(TURN_KEYS, "a turn {by:, quick_actions:, play: | pass:}")
    if "by" not in m:
        raise node.error("a 'by:' entry (whose turn it is)", "none")
    by = m["by"].as_str()
    if by not in players:
        raise m["by"].error("a player of this scenario: " + ", ".join(players))
    if "play" in m and "pass" in m:
        raise node.error("play: or pass:, not both", "both")
    quick = []
    for q in m["quick_actions"].as_list() if "quick_actions" in m else []:
        qm = q.as_map(QUICK_KEYS, "{card:, ability:, targets:}") if q.is_map() else {"card": q}
        if "card" not in qm:
            raise q.error("a 'card:' entry", "none")
        quick.append(QuickActionSpec(
            _card_or_handle(qm["card"], cards),
            qm["ability"].as_int(minimum=1, maximum=50) - 1 if "ability" in qm else 0,
            tuple(t.as_str() for t in qm["targets"].as_list()) if "targets" in qm else (), q))
    return TurnSpec(by, node, tuple(quick), play=_play_spec(m, cards) if "play" in m else None,
                    passes=m["pass"].as_bool() if "pass" in m else False)


def _play_spec(m: dict[str, Y], cards: dict[str, CardDef]) -> PlaySpec:
    """``play: CARD`` with ``from:``, ``expedition:``, ``targets:``, ``modes:``, ``free:`` (5.1.2.b)."""
    origin = m["from"].as_str() if "from" in m else None
    if origin is not None and origin not in G.ORIGINS:
        raise m["from"].error("hand or reserve", f"'{origin}'{did_you_mean(origin, G.ORIGINS)}")
    return PlaySpec(
        _card_ref(m["play"], cards), origin,
        expedition=m["expedition"].as_str() if "expedition" in m else None,
        targets=tuple(t.as_str("a target") for t in m["targets"].as_list()) if "targets" in m else (),
        modes=tuple(x.as_int(minimum=1, maximum=9) for x in m["modes"].as_list()) if "modes" in m else (),
        free=m["free"].as_bool() if "free" in m else False,
        scout=m["scout"].as_bool() if "scout" in m else False)


def _choice(node: Y) -> ScriptedChoice:
    where = f"{node.file}:{node.line}:{node.col}"
    if not node.is_map():
        return ScriptedChoice(None, (_answer_word(node),), where)
    m = node.as_map(G.names(G.CHOICE), "{decision: KIND, answer: …} or a plain answer")
    kind = patterns.decision_kind(m["decision"]) if "decision" in m else None
    if "answer" not in m:
        raise node.error("an 'answer:' entry", "none")
    ans = m["answer"]
    answers = tuple(_answer_word(a) for a in ans.as_list()) if ans.is_list() else (_answer_word(ans),)
    return ScriptedChoice(kind, answers, where)


def _check_expect(node: Y, known: patterns.Known) -> None:
    """The shape of an ``expect:`` block, checked when the scenario loads (what it says is checked after): each field
    of an event pattern and each card of ``activations:`` against what exists (:mod:`judge.scenario.patterns`)."""
    spec = node.as_map(EXPECT_KEYS, "an expect block (events:, never:, board:, activations:, assumptions:, "
                                    "illegal:)")
    for key in ("events", "never"):
        for item in spec[key].as_list("a list of events") if key in spec else []:
            patterns.read_pattern(item, known, never=key == "never")
    if "board" in spec:
        _check_expect_board(spec["board"], known.players)
    if "activations" in spec:
        patterns.check_activations(spec["activations"], known)
    if "assumptions" in spec:
        _check_assumptions(spec["assumptions"])
    if "illegal" in spec:
        _check_illegal(spec["illegal"])


def _check_assumptions(node: Y) -> None:
    """``assumptions: none``, or the decisions left open in order: ``[{decision:, answer:, rules:, chooser:}]``."""
    if not node.is_list():
        if node.value != "none":
            raise node.error("'none' or a list of assumed decisions such as {decision: target, answer: filler}")
        return
    for item in node.as_list():
        m = item.as_map(ASSUMPTION_KEYS, "an assumed decision such as {decision: target, answer: filler}")
        if "decision" in m:
            patterns.decision_kind(m["decision"])
        if "rules" in m:
            for rule in m["rules"].as_list("a list of rule ids"):
                rule.as_str("a rule id")
        if "chooser" in m:
            m["chooser"].as_str("a player")


def _check_illegal(node: Y) -> None:
    """``illegal: {rules: [...], text: ...}``: the rules the refused action breaks, and words of the error."""
    m = node.as_map(ILLEGAL_KEYS, "{rules: [rule ids], text: words of the error}")
    if "rules" not in m:
        raise node.error("a 'rules:' entry (the rules that forbid the action)", "none")
    rules = m["rules"].as_list("a list of rule ids")
    if not rules:
        raise m["rules"].error("at least one rule id", "an empty list")
    for rule in rules:
        rule.as_str("a rule id")
    if "text" in m:
        m["text"].as_str("words of the error message")


def _check_expect_board(node: Y, players: tuple[str, ...]) -> None:
    """``expect: board``: markers, a player's mana (a number of ready orbs or {orbs:, exhausted:}) and deck (a
    count or its card ids from the top), zones as lists of cards (an owner: a player of the board)."""
    for key, want in node.as_map(None, "a mapping of zones such as alice.reserve: [card, ...]").items():
        if key == "markers":
            for pos in want.as_map(None, "a mapping of expedition: region number").values():
                pos.as_int("a region number", maximum=99)
        elif key.endswith(".mana"):
            if isinstance(want.value, int) and not isinstance(want.value, bool):
                want.as_int("a number of ready Mana Orbs or {orbs:, exhausted:}", maximum=50)
                continue
            for count in want.as_map(G.names(G.MANA), "a number of ready Mana Orbs or {orbs:, exhausted:}").values():
                count.as_int("a number of Mana Orbs", maximum=50)
        elif key.endswith(".deck"):
            if want.is_list():
                for item in want.as_list():
                    item.as_str("a card id (the deck's cards from the top)")
            else:
                want.as_int("a number of cards in the deck, or its card ids from the top", maximum=200)
        elif "." not in key:
            raise want.error("a zone such as alice.hand, alice.mana, alice.deck, or markers", repr(key))
        else:
            for item in want.as_list("a list of cards (only X.deck may be a number of cards)"):
                if not item.is_map():
                    item.as_str("a card id or {card:, statuses:, boosts:, exhausted:}")
                    continue
                m = item.as_map(G.names(G.EXPECT_BOARD_OBJECT), "{card:, statuses:, boosts:, exhausted:}")
                if "card" not in m:
                    raise item.error("a 'card:' entry", "none")
                m["card"].as_str("a card id")
                for status in m["statuses"].as_list("a list of statuses") if "statuses" in m else []:
                    status.as_str("a status")
                if "boosts" in m:
                    m["boosts"].as_int("a number of boosts", maximum=G.MAX_COUNTERS)
                if "counters" in m:
                    _counters(m["counters"])
                if "exhausted" in m:
                    m["exhausted"].as_bool()
                if "owner" in m and m["owner"].as_str("a player") not in players:
                    raise m["owner"].error(f"a player of the board ({', '.join(players)})",
                                           f"'{m['owner'].as_str()}'")


_answer_word = patterns.answer_word


def read_yaml(path: Path) -> Y:
    """A file's located YAML, read as a scenario or a library is (size bounded, UTF-8)."""
    return _Loader(path).read(path).tree


def library_cards(entry: str, scenario: Path) -> dict[str, CardDef]:
    """The cards of the library ``entry`` (``judge:NAME`` or a path) as a scenario at ``scenario`` includes it.

    A mistake in the entry itself is one line naming ``--cards``; one inside the library names its file.
    """
    loader = _Loader(scenario)
    import json

    root = load_located("include: [" + json.dumps(entry) + "]\n", "--cards")
    try:
        loader.collect_cards(root, scenario)
    except ScenarioError as exc:
        if exc.file != "--cards":
            raise
        raise JudgeError(visible(f"--cards {entry}: expected {exc.expected}, found {exc.found}")) from None
    loader.build_cards()
    return loader.cards


def load_scenario(path: str | Path) -> Scenario:
    """Load and check a scenario file; raises ScenarioError with ``file:line:col`` on any mistake."""
    p = Path(path)
    kind = file_kind(p)
    if kind is not None:
        if str(path) == "-" and kind == "no such file":  # not standard input: the judge reads a file by its name
            kind = "'-' (standard input is not read: give the scenario file's name)"
        raise ScenarioError(_display(p), 1, 1, "", "a scenario file", kind)
    loader = _Loader(p)
    entry = loader.read(p)
    root = entry.tree
    top = root.as_map(TOP_KEYS, "a scenario mapping")
    loader.collect_cards(root, p, entry)
    loader.build_cards()
    cards = loader.cards
    if "board" not in top:
        raise root.error("a 'board:' entry", "none")
    players, b = _board(top["board"], cards)
    actions = [_action(a, cards, players, b["first"]) for a in top["do"].as_list()] if "do" in top else []
    assumed = b["phase"] is None and afternoon_assumed(actions)
    choices = [_choice(c) for c in top["choices"].as_list()] if "choices" in top else []
    if "rules" in top and top["rules"].as_str() != "seed":
        raise top["rules"].error("'seed' (the only rule set)")
    if "expect" in top:
        _check_expect(top["expect"], patterns.Known(tuple(players), frozenset(cards)))
    for card in cards.values():
        for ability in card.abilities:
            if isinstance(ability, Reaction) and not ability.effect:
                raise loader.card_nodes[card.id].error("a reaction with an effect", "an empty effect")
    return Scenario(
        id=top["scenario"].as_str() if "scenario" in top else p.stem, file=_display(p),
        title=top["title"].as_str(prose=True) if "title" in top else "",
        question=top["question"].as_str(prose=True) if "question" in top else "",
        ruling=top["ruling"].as_str(prose=True) if "ruling" in top else "",
        cards=cards, raw_cards=loader.raw, players=players, day=b["day"],
        phase="afternoon" if assumed else b["phase"] or "morning", afternoon_assumed=assumed,
        first_player=b["first"], board=b["board"], mana=b["mana"], markers=b["markers"],
        adventure=b["adventure"], arena=b["arena"], actions=actions, turn_player=b["turn"], passed=b["passed"],
        ascended=b["ascended"], played_this_phase=b["played"],
        choices=choices, expect=top.get("expect"), root=root, sources=tuple(loader.seen),
        french={k[:-3]: top[k].as_str(prose=True) for k in ("title_fr", "question_fr", "ruling_fr") if k in top},
        paused_at=top["paused_at"].as_int("a number of events", 0, 200_000) if "paused_at" in top else 0)


def afternoon_assumed(actions: list[Action]) -> bool:
    """5.1.1.b, 4.2.3.a — a board that names no phase is in the Morning, unless ``do:`` begins with a card played, a
    quick action or a pass: a player does those during their turn, and turns are taken only in the Afternoon, so the
    board is taken to be in the Afternoon (the reading ``afternoon-when-the-board-names-no-phase``)."""
    return bool(actions) and (actions[0].play is not None or actions[0].kind in ("quick_action", "pass"))


share(ObjectSpec, QuickActionSpec, PlaySpec, TurnSpec, Action)  # what a scenario says is immutable
