"""The scenario language declared as data: every key, verb, selector, zone word, trigger event, condition,
passive form, decision and ``expect:`` matcher, with its meaning, the rules it implements and an example.

This is the one source of truth: the loader (:mod:`judge.scenario.loader`, :mod:`judge.scenario.abilities`)
checks keys and words against these declarations, ``docs/scenario-language.md`` and ``judge language`` print
them (:mod:`judge.scenario.langdoc`), and ``judge schema`` turns them into a JSON Schema
(:mod:`judge.scenario.schema`). Plain data only: importing it costs no dependency.

``Term.value`` says what a key holds, for the schema: alternatives separated by ``|``, each one of
``text`` (a string or a number), ``target`` (the word), ``int``, ``int:LOW..HIGH``, ``bool``, ``null``,
``list:X``, ``map:X`` (any keys, values X) or the name of another definition (``selector``, ``steps``, …).
"""

from __future__ import annotations

from judge.scenario import words


class Term:
    """One construct of the language: its name, a one-line meaning, the rule ids it implements, an example.

    ``value`` says what a key holds (see the module docstring); it is empty for words. A plain class
    rather than a dataclass: the loader imports this module, and building a dataclass costs milliseconds.
    """

    __slots__ = ("example", "meaning", "name", "rules", "value")

    def __init__(self, name: str, meaning: str, rules: tuple[str, ...] = (), example: str = "",
                 value: str = "") -> None:
        self.name, self.meaning, self.rules, self.example, self.value = name, meaning, rules, example, value

    def __repr__(self) -> str:
        return f"Term({self.name!r})"

    @property
    def required(self) -> bool:
        """A key that must be given: its meaning says "(required" (the loader says so in its errors too)."""
        return "(required" in self.meaning


class Topic:
    """A group of terms printed together (``judge language TOPIC``): (heading, terms) groups."""

    __slots__ = ("groups", "intro", "name", "title")

    def __init__(self, name: str, title: str, intro: str,
                 groups: tuple[tuple[str, tuple[Term, ...]], ...]) -> None:
        self.name, self.title, self.intro, self.groups = name, title, intro, groups


def names(terms: tuple[Term, ...]) -> tuple[str, ...]:
    """The names of ``terms``, in order (the loader's tuples of allowed keys or words)."""
    return tuple(t.name for t in terms)


# -- files --------------------------------------------------------------------------------------------------
TOP = (
    Term("scenario", "The scenario's id (defaults to the file name).", (), "scenario: 6.2.f-two-replacements",
         "text"),
    Term("title", "One line saying what the scenario shows.", (), "title: Two replacement modifiers", "text"),
    Term("question", "The question a player asks the judge.", (), "question: Where does Filler go?", "text"),
    Term("ruling", "The answer, citing its rules.", (), "ruling: Alice chooses the order (6.2.f).", "text"),
    Term("title_fr", "The title in French.", (), "title_fr: Deux modificateurs de remplacement", "text"),
    Term("question_fr", "The question in French.", (), "question_fr: Où va Filler ?", "text"),
    Term("ruling_fr", "The ruling in French.", (), "ruling_fr: Alice choisit l'ordre (6.2.f).", "text"),
    Term("rules", "The rule set: only 'seed' (the bundled rules index).", (), "rules: seed", "rule_set"),
    Term("include", "Card libraries to load, paths relative to this file, inside its project.", (),
         "include: [../cards/core.yaml]", "list:text"),
    Term("cards", "Card definitions by id (see the cards topic).", ("2.2.1.a",), "cards: {filler: {type: character}}",
         "map:card"),
    Term("board", "The board when the scenario starts; every scenario has one.", ("1.3.2.a",),
         "board: {phase: afternoon, players: {alice: {}, bob: {}}}", "board"),
    Term("do", "What is done, in order (see the do topic).", ("5.1.1.a",), "do: [{play: recall, by: alice}]",
         "list:action"),
    Term("choices", "Scripted answers to the decisions, in the order they are asked.", ("6.1.g",),
         "choices: [{decision: target, answer: filler}]", "list:choice"),
    Term("expect", "What the rules say must happen (see the expect topic).", (),
         "expect: {board: {alice.hand: [filler]}}", "expect"),
    Term("paused_at", "Where judge step paused (events walked so far): judge step resumes there.", (),
         "paused_at: 12", "int:0..200000"),
)
LIBRARY = (
    Term("include", "Other card libraries to load, relative to this file.", (), "include: [base.yaml]", "list:text"),
    Term("cards", "Card definitions by id.", ("2.2.1.a",), "cards: {filler: {type: character}}", "map:card"),
)
CARD = (
    Term("name", "The card's English name (defaults to its id).", (), "name: Glade Courier", "text"),
    Term("name_fr", "The card's French name.", (), "name_fr: Coursière des Clairières", "text"),
    Term("type", "character (default), spell, permanent or hero.", ("2.2.1.a", "2.2.1.b"), "type: spell",
         "card_type"),
    Term("token", "Whether the card is a token (its type is Character).", ("2.2.1.d",), "token: yes", "bool"),
    Term("faction", "Its faction: Axiom, Bravos, Lyra, Muna, Ordis or Yzmir, or its code (AX, BR, LY, MU, OR, YZ); "
         "left out, or neutral (neutre, NE), for a neutral card. A token has none.", ("2.2.8.a", "2.2.8.b", "2.2.8.d"),
         "faction: Ordis", "faction"),
    Term("cost", "Mana cost: one number for both, or {hand:, reserve:}.", ("5.1.2.d",), "cost: {hand: 2, reserve: 3}",
         "int:0..99|cost"),
    Term("stats", "A Character's statistics by terrain: forest, mountain, water (refused on another type).",
         ("1.3.2.e",), "stats: {forest: 2, water: 1}",
         "stats"),
    Term("abilities", "Its abilities (see the abilities topic).", ("1.2.4.a", "2.2.10.a"),
         "abilities: [{passive: {tough: 1}}]", "list:ability"),
    Term("effect", "A spell's effect: a list of steps.", ("1.2.6.a", "6.1.c"), "effect: [{draw: 1}]", "steps"),
    Term("fleeting", "The Fleeting keyword (a Spell's only: refused on another type).", ("5.2.3.i",), "fleeting: yes",
         "bool"),
    Term("tough", "The Tough keyword and its number.", ("7.4.5.a", "7.4.5.b"), "tough: 1", "int:0..20"),
    Term("eternal", "The Eternal keyword.", (), "eternal: yes", "bool"),
    Term("expedition_permanent", "A Permanent played into an expedition, not the Landmarks (an Expedition Permanent, "
         "such as Gear: the reading expedition-permanent-joins-an-expedition); a Permanent's only.",
         ("5.1.2.e", "5.2.1.a"), "expedition_permanent: yes", "bool"),
    Term("limits", "A hero's Reserve and Landmark limits (default 2).", ("4.2.5.c", "4.2.5.d"),
         "limits: {reserve: 3, landmarks: 2}", "limits"),
    Term("reference", "The printed card's reference (a card may be named by it).", (), "reference: ALT_CORE_B_01",
         "text"),
    Term("subtypes", "Its subtypes.", (), "subtypes: [Adventurer]", "list:text"),
    Term("text", "The printed English text, parsed into abilities when abilities:/effect: are absent: each line is an "
         "ability (lines broken, as in a block scalar text: |, or separated by two spaces, as in the card data).",
         ("2.2.10.b", "1.2.4.a"), "text: '{J} Target Character gains 1 boost.'", "text"),
    Term("text_fr", "The printed French text (parsed the same way).", ("2.2.10.b",),
         "text_fr: '{J} Un Personnage ciblé gagne 1 boost.'", "text"),
    Term("echo", "The printed English text of a support ability.", ("2.2.10.d",), "echo: '{D} : Draw a card.'",
         "text"),
    Term("echo_fr", "The printed French text of a support ability.", ("2.2.10.d",), "echo_fr: '{D} : Piochez.'",
         "text"),
    Term("unresolved", "Printed abilities the judge does not execute yet (kept for the reader).", (),
         "unresolved: ['At Dusk, ...']", "list:text"),
    Term("unresolved_fr", "The same abilities in French, in the same order (--lang fr says them so).", (),
         "unresolved_fr: ['Au Crépuscule, ...']", "list:text"),
)
#: The most boosts or named counters one object may be written with: a reaction that feeds itself goes past 99
#: (101 after 100 activations in a day, 6.3.f), and a board the judge dumps must load again.
MAX_COUNTERS = 9_999
COST = (Term("hand", "Cost when played from the Hand.", ("5.1.2.d",), "hand: 2", "int:0..99"),
        Term("reserve", "Cost when played from the Reserve (defaults to the Hand cost).", ("5.1.2.d",), "reserve: 3",
             "int:0..99"))
TERRAIN_TERMS = (Term("forest", "Forest statistic.", ("1.3.2.e",), "forest: 2", "int:0..99"),
                 Term("mountain", "Mountain statistic.", ("1.3.2.e",), "mountain: 1", "int:0..99"),
                 Term("water", "Water statistic.", ("1.3.2.e",), "water: 0", "int:0..99"))
LIMITS = (Term("reserve", "How many objects the Reserve keeps at Clean-up.", ("4.2.5.c",), "reserve: 3", "int:0..99"),
          Term("landmarks", "How many Landmarks are kept at Clean-up.", ("4.2.5.c",), "landmarks: 2", "int:0..99"))

# -- board --------------------------------------------------------------------------------------------------
BOARD = (
    Term("day", "The day number (1 = the first day).", ("clarification-des-phases-d-une-journee",), "day: 2",
         "int:1..99"),
    Term("phase", "The phase the board is in (default morning; afternoon when do: begins with a card played, a "
         "quick action or a pass: the reading afternoon-when-the-board-names-no-phase).", ("1.3.2.a", "4.2.a"),
         "phase: afternoon", "phase"),
    Term("first_player", "Who holds the first-player marker (default the first player listed).",
         ("1.3.2.b", "1.4.5.a"), "first_player: bob", "text"),
    Term("players", "The two players by name, each with their zones (required).", (), "players: {alice: {}, bob: {}}",
         "players"),
    Term("markers", "Expedition markers: expedition → region number (0 = the hero region).", ("7.3.11.a",),
         "markers: {alice.hero: 1}", "map:int"),
    Term("adventure", "The regions from the hero region to the companion region (at least two).",
         ("2.2.1.e", "7.3.11.a"), "adventure: [{terrains: [forest]}, {terrains: [water]}]", "list:region"),
    Term("arena", "Whether the expeditions have met in the Arena.", ("7.3.11.d",), "arena: yes", "bool"),
    Term("turn_player", "In the Afternoon, whose turn it is (default none yet: the first player takes the first "
         "turn).", ("4.2.3.c", "1.4.5.a"), "turn_player: bob", "text"),
    Term("passed", "The players who have passed this Afternoon (they take no more turns today).", ("4.2.3.c",),
         "passed: [alice]", "list:text"),
    Term("ascended", "The expeditions that Ascend until Rest (the Ascend keyword's reminder text).",
         ("1.2.4.b",), "ascended: [alice.hero]", "list:text"),
    Term("played_this_phase", "The types of the cards each player has played in this phase (what a first card of "
         "its type played each phase is checked against; the reading first-card-played-each-phase).", ("4.2.a",),
         "played_this_phase: {alice: [spell]}", "map:list:text"),
)
REGION = (Term("terrains", "The region's terrains.", ("1.3.2.e",), "terrains: [forest, water]", "list:terrain"),
          Term("name", "A name for the region.", (), "name: Tumult", "text"),
          Term("tumult", "Whether it is half of a Tumult card.", ("7.3.11.b",), "tumult: yes", "bool"),
          Term("face_down", "Whether that Tumult card is still face down.", ("7.3.11.b",), "face_down: yes", "bool"))
PLAYER = (
    Term("hand", "Cards in the Hand.", ("4.2.3.c",), "hand: [recall]", "list:object"),
    Term("reserve", "Cards in the Reserve.", ("5.2.1.b",), "reserve: [filler]", "list:object"),
    Term("landmarks", "Permanents in the Landmark zone.", ("1.2.4.d",), "landmarks: [keeper-of-hands]",
         "list:object"),
    Term("discard", "Cards in the discard pile.", (), "discard: []", "list:object"),
    Term("deck", "The deck: a number of face-down cards (each a Character card with no ability, to whatever names a "
                 "type: list the cards when a type matters), or the cards from the top.", ("1.3.2.b",), "deck: 5",
         "int:0..200|list:object"),
    Term("hero", "The Hero in the Hero zone.", ("1.2.4.d",), "hero: {card: sierra}", "object"),
    Term("mana", "Mana Orbs: a number of ready orbs, or {orbs:, exhausted:}.", ("2.2.1.f",),
         "mana: {orbs: 3, exhausted: 1}", "int:0..50|mana"),
    Term("expeditions", "Characters in the hero and companion expeditions.", ("5.2.1.a", "1.2.4.d"),
         "expeditions: {hero: [filler], companion: []}", "expeditions"),
)
EXPEDITIONS = (Term("hero", "The hero expedition.", ("5.2.1.a",), "hero: [filler]", "null|list:object"),
               Term("companion", "The companion expedition.", ("5.2.1.a",), "companion: [filler]",
                    "null|list:object"))
MANA = (Term("orbs", "How many Mana Orbs.", ("2.2.1.f",), "orbs: 3", "int:0..50"),
        Term("exhausted", "How many of them are exhausted.", ("1.3.2.b",), "exhausted: 1", "int:0..50"),
        Term("cards", "Mana Orbs whose card is known (put there face down from a Hand or a Deck), besides orbs:; "
             "each a card on the board (exhausted: yes for an exhausted one).", ("2.2.1.f",),
             "cards: [{card: filler, exhausted: yes}]", "list:object"))
OBJECT = (
    Term("card", "The card's id, or its name or reference (required).", (), "card: filler", "text"),
    Term("boosts", "Boosts on it.", (), "boosts: 2", f"int:0..{MAX_COUNTERS}"),
    Term("counters", "Named counters other than boosts on it, by name (the card's text; the reading "
         "counters-by-card-text).", ("1.2.4.c",), "counters: {trial: 2}", f"map:int:0..{MAX_COUNTERS}"),
    Term("statuses", "Its statuses (see the zones topic for the words).", ("1.3.2.f",), "statuses: [anchored]",
         "list:status"),
    Term("exhausted", "Whether it is exhausted.", ("1.3.2.b",), "exhausted: yes", "bool"),
    Term("owner", "Its owner when another player controls it.", ("1.4.3.a",), "owner: bob", "text"),
    Term("activated_today", "How many times each of its reactions was activated today, by ability number "
         "(1 = its first ability).", ("6.3.f",), "activated_today: {1: 2}", "map:int:0..100"),
    Term("quick_actions_today", "How many times each of its quick actions was played today, by ability number.",
         ("1.4.6.b",), "quick_actions_today: {2: 1}", "map:int:0..100"),
)

# -- do -----------------------------------------------------------------------------------------------------
DO_KIND_TERMS = (
    Term("play", "Play a card from the Hand or the Reserve, with its declaration.", ("5.1.2.a", "5.1.2.b"),
         "- {play: recall, by: alice, targets: [filler]}", "text"),
    Term("quick_action", "Play a quick action of a card in play (of several copies, the first that can pay its "
         "exhaust-me cost; a handle such as sentry#3 names one object).", ("1.2.4.c", "5.1.1.b"),
         "- {quick_action: sentry, ability: 1}", "text"),
    Term("pass", "Pass the turn (the player named, or by:).", ("4.2.3.c",), "- {pass: bob}", "null|text"),
    Term("effect", "Resolve an effect directly, as if by:'s.", ("1.2.6.a",), "- {effect: [{draw: 2}]}", "steps"),
    Term("start_phase", "Begin a phase: its reactions are checked, its daily effects resolve; a phase earlier in the "
         "day than the board's (a Morning after an Afternoon) begins the next day, its daily counts afresh.",
         ("4.2.b", "4.2.e", "4.2.a"),
         "- {start_phase: noon}", "phase"),
    Term("run", "Play the day on: {until: PHASE or end_of_day, days: N}.", ("1.3.2.a", "4.2.e"),
         "- {run: {until: end_of_day}}", "run"),
)
DO_OPTIONS = (
    Term("by", "The player who acts (default the first player). A play, a quick action or a pass happens in their "
         "turn: in the Afternoon the item gives them the turn (the reading do-item-in-its-players-turn); no other "
         "phase has turns, so there it is illegal (use turns: under start_phase: afternoon).",
         ("5.1.1.b", "4.2.3.a"), "by: alice", "text"),
    Term("from", "Where the card is played from: hand or reserve (default: the Hand, then the Reserve).",
         ("5.1.2.b", "5.2.1.b"), "from: reserve", "origin"),
    Term("expedition", "The expedition a Character is played into: hero or companion.", ("5.2.1.a",),
         "expedition: companion", "text"),
    Term("targets", "The targets declared, in the order of the effect's targets.", ("5.2.3.b",),
         "targets: [filler]", "list:text"),
    Term("modes", "The modes chosen for a modal spell (numbers from 1).", ("5.2.3.c",), "modes: [2]",
         "list:int:1..9"),
    Term("free", "Played without paying its Mana cost.", (), "free: yes", "bool"),
    Term("scout", "Played from the Hand with Scout, for its Scout cost (the card's reminder text).",
         ("1.2.4.b", "5.1.2.d"), "scout: yes", "bool"),
    Term("repeat", "Do the action this many times.", (), "repeat: 3", "int:1..1000"),
    Term("ability", "Which quick action of the card (from 1).", ("1.2.4.a",), "ability: 2", "int:1..50"),
    Term("label", "A label shown in the trace.", (), "label: first play", "text"),
    Term("label_fr", "The label in French output (--lang fr).", (), "label_fr: premier jeu", "text"),
    Term("turns", "Scripted Afternoon turns (with run: or start_phase: afternoon).", ("4.2.3.c",),
         "turns: [{by: alice, play: recall}]", "list:turn"),
)
RUN = (Term("until", "The last phase to run (it is run too), or end_of_day (default: up to the Night).", ("4.2.e",),
            "until: dusk", "until"),
       Term("days", "How many days to play.", ("1.3.2.a",), "days: 2", "int:1..30"))
TURN = (
    Term("by", "Whose turn it is (required).", ("4.2.3.c",), "by: alice", "text"),
    Term("quick_actions", "Quick actions played first: card ids or {card:, ability:, targets:}.",
         ("4.2.3.c", "1.2.4.c"), "quick_actions: [sentry]", "list:quick"),
    Term("play", "The card played to end the turn.", ("4.2.3.c",), "play: recall", "text"),
    Term("pass", "The player passes.", ("4.2.3.c",), "pass: yes", "bool"),
    Term("from", "Where the card is played from.", ("5.1.2.b",), "from: hand", "origin"),
    Term("expedition", "The expedition a Character is played into.", ("5.2.1.a",), "expedition: hero", "text"),
    Term("targets", "The targets declared.", ("5.2.3.b",), "targets: [filler]", "list:text"),
    Term("modes", "The modes chosen (from 1).", ("5.2.3.c",), "modes: [1]", "list:int:1..9"),
    Term("free", "Played without paying its Mana cost.", (), "free: yes", "bool"),
    Term("scout", "Played from the Hand with Scout, for its Scout cost (the card's reminder text).",
         ("1.2.4.b", "5.1.2.d"), "scout: yes", "bool"),
)
QUICK = (Term("card", "The card whose quick action is played (required); of several copies, the first that can pay "
                   "its exhaust-me cost, or a handle such as sentry#3 for one object.", ("1.2.4.c",), "card: sentry",
              "text"),
         Term("ability", "Which of its quick actions (from 1).", ("1.2.4.a",), "ability: 1", "int:1..50"),
         Term("targets", "Its targets.", ("5.2.3.b",), "targets: [filler]", "list:text"))

# -- abilities, steps, verbs --------------------------------------------------------------------------------
ABILITY = (
    Term("reaction", "A reaction: {trigger:, effect:, if:, label:, label_fr:}.", ("6.3.a", "1.2.4.c"),
         "- reaction: {trigger: {at: noon}, effect: [{draw: 1}]}", "reaction"),
    Term("quick_action", "A quick action: {cost:, effect:, label:, label_fr:}.", ("1.2.4.c",),
         "- quick_action: {cost: [exhaust_me], effect: [{draw: 1}]}", "quick_ability"),
    Term("passive", "A passive ability (see the passives topic).", ("1.2.4.c", "6.2.a"),
         "- passive: {tough: 1}", "passive"),
    Term("support", "A support ability (works from the Reserve): one ability inside; a passive one is a modifier "
         "(instead:, also:) or cannot: (the other passives are read in play only).", ("2.2.10.d", "1.2.4.d"),
         "- support: {reaction: {trigger: {at: noon}, effect: [{draw: 1}]}}", "ability"),
)
REACTION = (
    Term("trigger", "When it triggers (required; see the triggers topic).", ("6.3.a", "6.3.b"), "trigger: {at: noon}",
         "trigger"),
    Term("effect", "What it does: a list of steps (required).", ("6.3.a",), "effect: [{draw: 1}]", "steps"),
    Term("label", "A name for the trace.", (), "label: Sentry (At Noon)", "text"),
    Term("label_fr", "Its name in French output (--lang fr); the label when not given.", (),
         "label_fr: Sentinelle (Midi)", "text"),
    Term("if", "A condition on every step of its effect.", ("6.5.c",), "if: {count: {each: character}}",
         "condition"),
)
QUICK_ABILITY = (
    Term("cost", "Its cost: verbs paid as one step (required).", ("1.2.4.c", "6.1.d"),
         "cost: [exhaust_me, {pay_mana: 1}]", "verbs"),
    Term("effect", "Its effect: a list of steps (required).", ("1.2.4.c",), "effect: [{draw: 1}]", "steps"),
    Term("label", "A name for the trace.", (), "label: Sentry (T)", "text"),
    Term("label_fr", "Its name in French output (--lang fr); the label when not given.", (),
         "label_fr: Sentinelle (T)", "text"),
    Term("x", "An X its cost and effect say ({pay_mana: x}, a token count: x): chosen as it is played, from 0 to "
         "the bound its text gives, {at_most: [SELECTOR, …]}, the objects counted (the card's text; reading "
         "x-chosen-as-it-is-played).", ("5.1.2.b", "6.1.d"),
         "x: {at_most: [{each: card, in: your reserve, exhausted: yes}]}", "x_value"),
    Term("costs_more", "\"This action costs {N} more if …\" (the card's text): {amount:, if:}, N Mana more when the "
         "condition holds as it is declared.", ("1.2.4.d", "5.1.2.b"),
         "costs_more: {amount: 1, if: {first_player: no}}", "costs_more"),
)
#: A quick action that costs more (judge.engine.costs_more).
COSTS_MORE = (
    Term("amount", "How much Mana more (required).", ("5.1.2.b",), "amount: 1", "int:1..20"),
    Term("if", "When it costs more: a condition, tested as the quick action is declared (always when not given).",
         ("6.5.c", "5.1.2.b"), "if: {first_player: no}", "condition"),
)
#: The bound of an X (judge.engine.x_value).
X_VALUE = (
    Term("at_most", "What X can't be higher than: the number of objects the selectors designate, added (required).",
         ("5.1.2.b",), "at_most: [{each: permanent, controller: you, exhausted: yes, other: yes}]", "list:selector"),
)
STEP_FORMS = (
    Term("simultaneously", "Several verbs as one step.", ("6.1.c", "1.2.6.b"),
         "- simultaneously: [{draw: 1}, {resupply: 1}]", "verbs"),
    Term("choose_one", "A modal effect: two or more modes, each a list of steps, or one step written alone "
         "(choose_one: [{draw: 1}, {resupply: 1}] has two modes of one step).", ("6.5.e", "5.2.3.c"),
         "- choose_one: [[{draw: 1}], [{resupply: 1}]]", "modes"),
    Term("choose_up_to", "Up to N different modes, chosen at the declaration in their printed order and resolved "
         "in it: {count: N or a selector (as many as the objects it designates then), modes: [[…], …]} (the reading "
         "up-to-n-modes-in-printed-order).", ("5.2.3.c", "6.5.e"),
         "- choose_up_to: {count: {each: card, in: your landmarks}, modes: [[{draw: 1}], [{resupply: 1}]]}",
         "choose_up_to"),
    Term("choose", "Exactly N different modes (\"Choose two:\"), chosen at the declaration in their printed order "
         "and resolved in it: {count: N or a selector, modes: [[…], …]}; fewer only when no more can be chosen (the "
         "reading n-modes-as-many-as-can-be-chosen).", ("5.2.3.c", "6.5.e"),
         "- choose: {count: 2, modes: [[{draw: 1}], [{resupply: 1}], [sabotage]]}", "choose_up_to"),
    Term("may_pay", "An internal action: {cost:, effect:}.", ("6.5.g", "1.2.6.e", "5.2.3.g"),
         "- may_pay: {cost: [{pay_mana: 1}], effect: [{draw: 1}]}", "may_pay"),
    Term("roll_die", "Roll a die (the card's text): a decision of chance (die_roll); each line {results: R, "
         "effect: STEPS} resolves when it covers the result, none if no line does.", ("6.1.c", "6.5.c"),
         "- roll_die: [{results: [4, 5, 6], effect: [sabotage]}, {results: [1, 2, 3], effect: [draw]}]", "die"),
)
DIE_LINE = (Term("results", "The results it covers, 1 to 6 (required): a list, or as the card prints them "
                 "('4-6', '4+', '6'), which the trace then says as printed.", ("6.5.c",), "results: [1, 2, 3]",
                 "list:int:1..6|text"),
            Term("effect", "What is done on those results (required).", ("6.5.c",), "effect: [{draw: 1}]", "steps"))
#: "Choose up to N:" and "Choose N:" (judge.engine.pick_modes).
CHOOSE_UP_TO = (
    Term("count", "How many modes (at most, for choose_up_to): a number, or a selector whose objects are counted at "
         "the declaration (required).", ("5.2.3.c",), "count: 2", "number_or_selector"),
    Term("modes", "Two or more modes, each a list of steps (required).", ("6.5.e",), "modes: [[{draw: 1}], [resupply]]",
         "modes"),
)
#: The flags each step form takes (the loader refuses the others, judge.scenario.abilities.refuse_step_flags); a
#: verb's step takes them all.
FORM_FLAGS: dict[str, tuple[str, ...]] = {
    "simultaneously": ("optional", "if", "if_you_do", "otherwise", "then"),
    "roll_die": ("optional", "if"),
    "may_pay": ("if",),
    "choose_one": (),
}

STEP_FLAGS_TERMS = (
    Term("optional", "The controller may do the step or not.", ("6.5.b", "1.2.6.c"),
         "- {draw: 1, optional: yes}", "bool"),
    Term("if", "Do the step only if the condition holds just before it.", ("6.5.c", "1.2.6.d"),
         "- {draw: 1, if: {count: {each: character, in: your expeditions}, at_least: 2}}", "condition"),
    Term("if_you_do", "Steps done only if this step was done.", ("6.5.d",),
         "- {discard: {target: card, in: your hand}, optional: yes, if_you_do: [{draw: 2}]}", "steps"),
    Term("if_you_dont", "With optional: steps done only if this step was not done (declined, or it did nothing): "
         "\"If you don't,\".", ("6.5.b", "6.5.d"), "- {rush: null, optional: yes, if_you_dont: [{draw: 1}]}",
         "steps"),
    Term("otherwise", "With if: steps done instead of this step when its condition does not hold: \"Otherwise,\".",
         ("6.5.c",), "- {draw: 2, if: {first_player: yes}, otherwise: [{draw: 1}]}", "steps"),
    Term("then", "With if: the other steps of the same conditional sentence (\"If …, A, then B\"), done after this "
         "step when its condition held, the condition tested once, just before this step (reading "
         "condition-tested-once-for-its-sentence); with optional: (not both) those of the same optional sentence "
         "(\"You may A, then B\"), done after this step when its controller chose to do it, even if it did nothing "
         "(reading may-covers-its-sentence).", ("6.5.c", "6.5.b", "6.1.c"),
         "- {boost: {what: me, amount: 1}, if: {boosts: me, at_least: 0, at_most: 0}, then: [{draw: 1}]}", "steps"),
)
MAY_PAY = (Term("cost", "What is paid (required).", ("6.5.g",), "cost: [{pay_mana: 1}]", "verbs"),
           Term("effect", "What is done if it is paid (required).", ("6.5.g",), "effect: [{draw: 1}]", "steps"))
VERBS = (
    Term("draw", "Draw N cards (default 1): one atomic action per card; {count:, player: each} for each player.",
         ("6.1.c", "6.1.e"), "- draw: 2", "int:1..100|draw"),
    Term("resupply", "Put the top N cards of the deck into the Reserve; {count:, player: {target: player, controller: "
         "opponent}} for a target player's.", ("6.1.c", "6.1.e"), "- resupply: 1", "int:1..100|resupply_by"),
    Term("exhausted_resupply", "Exhausted Resupply (the card's reminder text): Resupply N, each card exhausted "
         "in the Reserve; {count:, player:} as resupply.", ("6.1.c", "1.2.4.b"), "- exhausted_resupply: 1",
         "int:1..100|resupply_by"),
    Term("mana_from_deck", "Put the top N cards of the deck face down into the Mana zone, each an exhausted Mana "
         "Orb (the card's text: \"it becomes an exhausted Mana Orb\"); {count:, player: each} as draw: every player, "
         "in initiative order.", ("6.1.c", "2.2.1.f"), "- mana_from_deck: 1", "int:1..100|draw"),
    Term("to_mana", "Put objects face down into their owner's Mana zone, each an exhausted Mana Orb (the card's text: "
         "\"put me in my owner's Mana zone (as an exhausted Mana Orb)\"; default: it).", ("2.2.1.f", "1.4.4.a"),
         "- to_mana: me", "selector"),
    Term("sabotage", "Discard up to one target card in a Reserve (or the selector given); sabotage: 1 is the same as "
         "sabotage alone (the design sketch's way, as draw: 1).", ("6.1.c", "5.2.3.b"),
         "- sabotage: target", "target|selector|int:1..1"),
    Term("create_token", "Create tokens: {token:, in: EXPEDITIONS, count:}.", ("2.2.1.d", "2.2.10.e", "6.1.e"),
         "- create_token: {token: recruit, in: {each: expedition, in: your expeditions}}", "create_token"),
    Term("put", "Move objects to a zone: {what:, to:} (a card goes to its owner's zone; into a Mana zone, face "
         "down, an exhausted Mana Orb unless ready: yes; into a Deck, at its bottom: readings "
         "card-text-to-mana-exhausted, put-into-deck-at-the-bottom; into the zone it is in, a new object all the "
         "same, but into the expedition it is in, the same object: reading move-to-the-zone-it-is-in).",
         ("1.4.3.a", "1.4.4.a"),
         "- put: {what: {target: character}, to: your hand}", "put"),
    Term("discard", "Discard objects (default: it); {what:, player: each}: each player discards their own (\"Each "
         "player discards their hand\").", ("6.1.e",), "- discard: {target: character}", "selector|done_by"),
    Term("sacrifice", "Sacrifice objects (default: it); {what:, player: each}: each player sacrifices their own, "
         "each choosing theirs in initiative order (\"Each player sacrifices a Character\").", ("6.1.e",),
         "- sacrifice: me", "selector|done_by"),
    Term("exhaust", "Exhaust objects (default: it).", ("6.1.e",), "- exhaust: {each: character}", "selector"),
    Term("ready", "Ready objects (default: it).", ("6.1.e",), "- ready: me", "selector"),
    Term("gain_status", "Objects gain a status: {what:, status:}.", ("6.1.e",),
         "- gain_status: {what: me, status: anchored}", "status_change"),
    Term("lose_status", "Objects lose a status: {what:, status:}.", ("6.1.e",),
         "- lose_status: {what: me, status: asleep}", "status_change"),
    Term("boost", "Objects gain boosts: {what:, amount:}; a selector alone is one boost on what it designates "
         "(boost: me is boost: {what: me}).", ("6.1.e",), "- boost: {what: {target: character}}",
         "boost|selector"),
    Term("gain_counters", "Objects gain named counters (the card's text): {what:, counter:, amount:}.",
         ("1.2.4.c", "6.1.e"), "- gain_counters: {what: me, counter: trial}", "counters"),
    Term("lose_counters", "Objects lose named counters (never below none): {what:, counter:, amount:}.",
         ("1.2.4.c", "6.1.e"), "- lose_counters: {what: me, counter: trial, amount: 2}", "counters"),
    Term("spend_counter", "Remove one counter of any kind, a boost included, from a card chosen as it is paid (the "
         "card and the kind: a decision choose_cards; reading spend-a-counter-of-any-kind).", ("1.2.4.c", "6.1.d"),
         "- spend_counter: {chosen: card, in: play_or_reserve, controller: you}", "selector"),
    Term("augment", "Augment (the card's reminder text): for each kind of counter an object has (boosts, named "
         "counters), it gains one more of it.", ("1.2.4.b", "1.2.4.c", "6.1.e"),
         "- augment: {target: card, in: play_or_reserve, not_type: hero}", "selector"),
    Term("pay_mana", "Exhaust N Mana Orbs (a cost); x: the X of the quick action.", ("5.1.2.d", "6.1.d"),
         "- pay_mana: 1", "number_or_x"),
    Term("ascend", "Expeditions Ascend until Rest (the card's reminder text): at Progress a tie in a terrain "
         "counts as a win for them.", ("1.2.4.b", "1.3.2.e"), "- ascend: {target: expedition}", "selector"),
    Term("advance", "Advance expeditions.", ("7.3.11.a",), "- advance: {each: expedition, in: your expeditions}",
         "selector"),
    Term("after_you", "End the turn once Limbo has no reactions.", ("7.3.2.a", "7.3.2.b"), "- after_you", "null"),
    Term("activate", "Activate a reaction of an object: {what:, ability:}, or all its {J} abilities: {what:, "
         "abilities: j}.", ("7.3.1.b", "7.3.1.d"),
         "- activate: {what: {target: character}, ability: 1}", "activate"),
    Term("play", "The controller plays cards as a step of the effect (\"Immediately play …\"): {what:, free:, "
         "less:}; from the Hand or the Reserve, or the one what: names (in: your hand or in: your reserve; a card "
         "in another player's zone is not read yet).", ("5.1.2.a", "1.2.6.a", "7.4.5.c"),
         "- play: {what: {chosen: character}, less: 5}", "play"),
    Term("next_card", "A delayed effect on the next card the controller plays this turn (or this Afternoon): {what:, "
         "from:, less:, boost:, activate:, free:, until:}.", ("1.2.6.a", "5.1.2.d"),
         "- next_card: {what: character, boost: 1}", "next_card"),
    Term("nothing", "Do nothing (a placeholder step).", (), "- nothing", "null"),
    Term("target", "A target named as a step of its own (\"Target another Character …, then roll a die\"): chosen at "
         "the declaration like any target; the step itself does nothing to it (\"it\" after it names it).",
         ("5.2.3.b", "6.1.c"), "- target: {target: character, other: yes}", "selector"),
    Term("exhaust_me", "Exhaust the object that bears the ability (a cost).", ("7.2.1.a", "6.1.d"),
         "cost: [exhaust_me]", "null"),
    Term("discard_me", "Discard the object that bears the ability (a cost).", ("7.2.1.a", "6.1.d"),
         "cost: [discard_me]", "null"),
    Term("draw_it", "Draw the card revealed (it) if it is still the top card of your deck; else this cannot happen.",
         ("6.1.e",), "- {draw_it: null}", "null"),
    Term("reveal_top", "Reveal the top card of your deck: it is shown to every player and stays where it is (reading "
         "revealing-the-top-card).", ("6.1.e", "7.2.2.a"), "- {reveal_top: null}", "null"),
    Term("rush", "Rush (read from the card's reminder text): the controller plays another card at once, from the "
         "Hand or the Reserve, paying its cost, as a step of the effect.", ("1.2.4.b", "5.1.2.a", "4.2.3.c"),
         "- {rush: null, optional: yes}", "null"),
)
#: Verbs by the argument they take: a count (default 1), an object selector (default: it), none at all.
COUNT_VERBS = ("draw", "resupply", "pay_mana", "exhausted_resupply", "mana_from_deck")
OBJECT_VERBS = ("discard", "sacrifice", "exhaust", "ready", "to_mana", "augment", "spend_counter")
NO_ARGUMENT_VERBS = ("after_you", "nothing", "exhaust_me", "discard_me", "rush", "reveal_top", "draw_it")
#: The verbs that may be written alone (``- draw``, ``cost: [exhaust_me]``).
BARE_VERBS = (*COUNT_VERBS, "sabotage", *OBJECT_VERBS, *NO_ARGUMENT_VERBS)
VERB_ARGS = {
    "resupply_by": (Term("count", "How many cards (default 1).", ("6.1.e",), "count: 1", "int:1..100"),
                    Term("player", "Who Resupplies: a target player ({target: player, controller: opponent}, "
                         "chosen at the declaration).", ("5.2.3.b", "7.2.2.a"),
                         "player: {target: player, controller: opponent}", "selector")),
    "done_by": (Term("what", "Which objects (required); with player: each, \"you\" and \"your\" are each player in "
                     "turn (each: card, in: your hand is every player's own Hand), and a chosen one is chosen by each "
                     "player among their own.", ("6.1.e", "6.1.a", "7.2.2.a"), "what: {each: card, in: your hand}",
                     "selector"),
                Term("player", "Who does it: you (default), or each (every player, on the objects they control; "
                     "choosing in initiative order).", ("7.2.2.a", "1.4.5.a"), "player: each", "text")),
    "draw": (Term("count", "How many cards each (default 1).", ("6.1.e",), "count: 1", "int:1..100"),
             Term("player", "Who draws: you (default), opponent, or each (every player, in initiative order).",
                  ("7.2.2.a", "1.4.5.a"), "player: each", "text")),
    "create_token": (
        Term("token", "The token's card id (required).", ("2.2.10.e",), "token: recruit", "text"),
        Term("in", "The expeditions it is created in (required); {chosen: expedition, in: opponent expedition}: one "
             "the controller chooses as the step resolves among those named, a decision and not a target.",
             ("6.1.e", "6.1.a"), "in: {each: expedition}", "selector"),
        Term("count", "How many in each (x: the X of the quick action).", ("6.1.e",), "count: 2", "number_or_x")),
    "put": (Term("what", "What is moved (required).", ("6.1.e",), "what: {target: character}", "selector"),
            Term("to", "The zone (required).", ("1.4.3.a",), "to: your hand", "zone"),
            Term("ready", "Into a Mana zone: the card's text says the Mana Orb arrives ready (default: exhausted, "
                 "the reading card-text-to-mana-exhausted).", ("2.2.1.f",), "ready: yes", "bool")),
    "status_change": (Term("what", "Which objects (required).", ("6.1.e",), "what: me", "selector"),
                      Term("status", "The status (required): fleeting, anchored or asleep (boost: gives boosts, "
                           "exhaust: exhausts); one an object already has is not gained again (reading "
                           "status-gained-only-if-missing).", ("1.3.2.f", "1.2.6.f"), "status: anchored", "status")),
    "boost": (Term("what", "Which objects (required).", ("6.1.e",), "what: me", "selector"),
              Term("amount", "How many boosts (default 1).", (), "amount: 2", "int:1..100"),
              Term("per", "The amount is multiplied by how many objects this designates, counted when the step "
                   "happens.", ("6.1.e",), "per: {each: character, controller: you, statuses: [boosted]}",
                   "selector"),
              Term("per_player", "With per: a target player whose objects it counts (\"per Character target "
                   "opponent controls\"): controller: you in per: means that player, chosen at the declaration.",
                   ("5.2.3.b", "7.2.2.a"), "per_player: {target: player, controller: opponent}", "selector"),
              Term("up_to_total", "Never beyond this many boosts on the object (\"up to a max of 2\", the card's "
                   "text): the amount is cut to what is missing, and none happens at the max.", ("1.2.4.c", "6.5.f"),
                   "up_to_total: 2", "int:1..100")),
    "counters": (Term("what", "Which objects (required).", ("6.1.e",), "what: me", "selector"),
                 Term("counter", "The counter's name (required): trial, quest ….", ("1.2.4.c",), "counter: trial",
                      "text"),
                 Term("amount", "How many (default 1).", (), "amount: 2", "int:1..100"),
                 Term("up_to_total", "gain_counters only: never beyond this many counters of that name on the object "
                      "(\"up to a max of 3\", the card's text): the amount is cut to what is missing, and none "
                      "happens at the max.", ("1.2.4.c", "6.5.f"), "up_to_total: 3", "int:1..100"),
                 Term("per", "The amount is multiplied by how many objects this designates, counted when the step "
                      "happens (\"1 Food counter per Character you control\").", ("6.1.e",),
                      "per: {each: character, controller: you}", "selector")),
    "play": (Term("what", "Which cards may be played (required): count: and up_to: say how many.", ("6.1.a",),
                  "what: {chosen: character, count: 2, up_to: yes, base_cost_at_most: 3}", "selector"),
             Term("free", "Played for free: no cost, and no Tough surcharge.", ("7.4.5.c",), "free: yes", "bool"),
             Term("less", "Played for this much less.", ("5.1.2.d",), "less: 5", "int:1..20"),
             Term("player", "Who plays: you (default), or each (you first, then your opponent: \"starting with "
                  "you, each player may …\").", ("7.2.2.a",), "player: each", "text")),
    "next_card": (Term("what", "Which card: card (default), character, spell or permanent.", ("1.2.6.a",),
                       "what: character", "text"),
                  Term("from", "Only a card played from there: hand or reserve (default: either).", ("4.2.3.c",),
                       "from: hand", "text"),
                  Term("less", "It costs this much less.", ("5.1.2.d",), "less: 1", "int:1..20"),
                  Term("boost", "It gains this many boosts as it enters.", ("6.1.e",), "boost: 1", "int:1..20"),
                  Term("activate", "It activates one of its {R} abilities as it enters.", ("7.3.1.b",),
                       "activate: yes", "bool"),
                  Term("free", "It is free: its Mana cost is none, and, played for free, no Tough surcharge.",
                       ("5.1.2.d", "7.4.5.c"), "free: yes", "bool"),
                  Term("until", "How long it waits: turn (default, \"this turn\") or afternoon (\"this Afternoon\": "
                       "through the later turns of the Afternoon, until all players have passed).",
                       ("4.2.3.a", "4.2.3.c"), "until: afternoon", "text")),
    "activate": (Term("what", "Whose reaction (required).", ("7.3.1.d",), "what: {target: character}", "selector"),
                 Term("ability", "Which of its abilities (from 1; this or abilities: is required).", ("1.2.4.a",),
                      "ability: 1", "int:1..50"),
                 Term("abilities", "j: every {J} ability of each object what: designates, in printed order (\"Activate "
                      "the {J} abilities of target Permanent you control\"); one that has none does nothing.",
                      ("7.3.1.b", "1.2.6.f"), "abilities: j", "text")),
}
DRAWERS = ("you", "opponent", "each")
NEXT_CARD_TYPES = ("card", "character", "spell", "permanent")
#: Which ``VERB_ARGS`` form each verb with a mapping argument takes.
VERB_ARG_FORMS = {"create_token": "create_token", "put": "put", "gain_status": "status_change",
                  "lose_status": "status_change", "boost": "boost", "activate": "activate", "play": "play",
                  "next_card": "next_card", "gain_counters": "counters", "lose_counters": "counters"}

# -- selectors, zones, words --------------------------------------------------------------------------------
PRONOUN_TERMS = (
    Term("me", "The object that bears the ability (or created the reaction).", ("7.2.1.a", "7.2.1.b"),
         "what: me"),
    Term("you", "The ability's controller.", ("7.2.2.a",), "what: you"),
    Term("opponent", "The controller's opponent.", ("7.2.2.a",), "what: opponent"),
    Term("it", "The object of the triggering event.", ("7.2.4.a",), "put: {what: it, to: your hand}"),
    Term("that_target", "The last target named before it in the same ability (\"target Character … then "
         "ready it\"); moved by an earlier step of the same effect to a zone whose cards are seen, the card where "
         "it went (reading it-follows-the-moved-target).", ("7.2.4.a", "5.2.3.b", "1.4.4.a"), "ready: that_target"),
    Term("my_expedition", "The expedition of the object that bears the ability; if it has left it, the "
         "expedition it was in when its reaction triggered (\"in my Expedition\").", ("7.2.1.a", "7.2.1.b"),
         "create_token: {token: recruit, in: my_expedition}"),
)
SELECTOR_KIND_TERMS = (
    Term("target", "A target chosen when the effect is declared.", ("5.2.3.b",), "{target: character}", "text"),
    Term("each", "Every object (or expedition) that fits.", ("6.1.e",), "{each: character, in: your expeditions}",
         "text"),
    Term("chosen", "Objects chosen when the step resolves (an expedition in create_token's in:, not a target).",
         ("6.1.a",), "{chosen: card, in: your hand, count: 2}", "text"),
    Term("any", "Same as each (a trigger's 'a character').", ("2.2.1.h",), "{any: character}", "text"),
)
SELECTOR_OPTIONS = (
    Term("controller", "Whose objects: you, opponent or any.", ("7.2.2.a",), "controller: opponent", "controller"),
    Term("in", "The zone they are in (default: in play).", ("2.2.1.h",), "in: a reserve", "zone"),
    Term("from", "Same as in:.", ("2.2.1.h",), "from: your hand", "zone"),
    Term("count", "How many (targets or chosen).", ("5.2.3.b",), "count: 2", "int:1..100"),
    Term("up_to", "Up to count (fewer may be chosen).", ("5.2.3.b",), "up_to: yes", "bool"),
    Term("token", "Only tokens (yes) or only non-tokens (no).", ("2.2.1.d",), "token: yes", "bool"),
    Term("statuses", "Only objects with one of these statuses.", ("5.2.3.b", "1.3.2.f"),
         "statuses: [fleeting, asleep]", "list:status"),
    Term("hand_cost_at_most", "Only cards whose Hand Cost is at most this.", ("5.2.3.b", "5.1.2.d"),
         "hand_cost_at_most: 3", "int:0..99"),
    Term("base_cost_at_most", "Only cards whose Base Cost (Reserve Cost if Fleeting, else Hand Cost) is at most "
         "this.", ("5.2.3.b", "5.1.2.d"), "base_cost_at_most: 3", "int:0..99"),
    Term("not_subtype", "Only objects without this subtype (\"a non-Illusion Character\").", ("2.2.1.h",),
         "not_subtype: illusion", "text"),
    Term("subtype", "Only objects with this subtype (\"two or more Plants\").", ("2.2.1.h",), "subtype: plant",
         "text"),
    Term("faction", "Only objects of this faction (\"each Lyra Character you control\"): Axiom, Bravos, Lyra, Muna, "
         "Ordis or Yzmir, or its code (AX, BR, LY, MU, OR, YZ), any case; neutral (neutre, NE): only objects with "
         "none. Tokens, Reaction-Emblems and emblems have none, whatever card created them.",
         ("2.2.8.a", "2.2.8.b", "2.2.8.c", "2.2.8.d"), "faction: lyra", "faction"),
    Term("not_type", "Only objects not of this card type (\"This can't target Hero cards\").", ("5.2.3.b",),
         "not_type: hero", "card_type"),
    Term("in_ascended", "Only objects in an expedition that has Ascended (until Rest, the card's reminder text).",
         ("1.3.2.e", "1.2.4.b"), "in_ascended: yes", "bool"),
    Term("exhausted", "Only exhausted objects (yes) or ready ones (no).", ("2.2.1.h",), "exhausted: yes", "bool"),
    Term("total_hand_cost_at_most", "The targets of this one occurrence of \"target\" (with count:) have together a "
         "Hand Cost of at most this: each is offered only while the total stays within it.", ("5.2.3.b", "5.1.2.c"),
         "total_hand_cost_at_most: 6", "int:0..99"),
    Term("owner_of", "Zones only: those of the owner of the object the last target named designates (followed "
         "where this effect moved it), \"the Companion Expedition of its owner\".", ("1.4.3", "1.4.4.a"),
         "owner_of: that_target", "text"),
    Term("chosen_by", "Targets only: chosen at the declaration by the owner of the object the last target named before "
         "it designates (\"That opponent targets a card in your Reserve\"; \"your\" is still the controller; reading "
         "target-chosen-by-a-named-player).", ("5.2.3.b", "7.2.2.a"), "chosen_by: that_opponent", "text"),
    Term("in_my_expedition", "Only objects in the expedition of the object that bears the ability (a Gigantic "
         "Character is in each of its player's expeditions, as bearer and as object: the reading "
         "gigantic-my-expedition-each).",
         ("7.2.1.a",), "in_my_expedition: yes", "bool"),
    Term("facing_me", "Only objects in the expedition facing that of the object that bears the ability "
         "(the opponent's expedition of the same kind; a Gigantic Character faces both of the opponent's, and is "
         "faced from both: the reading gigantic-present-in-each-expedition).", ("1.3.2.e", "7.2.1.a"),
         "facing_me: yes", "bool"),
    Term("other", "Not the object that bears the ability (\"another Character\").", ("7.2.1.a",), "other: yes",
         "bool"),
)
ZONE_WORD_TERMS = (
    Term("reserve", "The Reserve.", ("5.2.1.b",), "your reserve"),
    Term("hand", "The Hand.", ("4.2.3.c",), "opponent's hand"),
    Term("deck", "The deck.", ("1.3.2.b",), "your deck"),
    Term("discard", "The discard pile.", (), "a discard"),
    Term("landmarks", "The Landmark zone.", ("1.2.4.d",), "your landmarks"),
    Term("landmark", "Same as landmarks.", ("1.2.4.d",), "a landmark"),
    Term("mana", "The Mana zone.", ("2.2.1.f",), "your mana"),
    Term("limbo", "Limbo, where cards and reactions wait while played.", ("4.4.b",), "limbo"),
    Term("expedition", "An expedition.", ("5.2.1.a",), "your expedition"),
    Term("expeditions", "The expeditions.", ("5.2.1.a",), "your expeditions"),
    Term("hero", "The hero expedition.", ("5.2.1.a",), "your hero expedition"),
    Term("companion", "The companion expedition.", ("5.2.1.a",), "your companion expedition"),
    Term("play", "In play: the expeditions, the Hero zone and the Landmark zone.", ("1.2.4.d",), "play"),
    Term("hero_zone", "The Hero zone.", ("1.2.4.d",), "your hero_zone"),
    Term("play_or_reserve", "In play or in a Reserve (\"target card in play or in Reserve\").", ("1.2.4.d", "5.2.1.b"),
         "a play_or_reserve"),
)
ZONE_QUALIFIER_TERMS = (
    Term("your", "The controller's zone.", ("7.2.2.a",), "your reserve"),
    Term("a", "Any player's zone.", ("2.2.1.h",), "a reserve"),
    Term("an", "Same as a.", ("2.2.1.h",), "an expedition"),
    Term("any", "Same as a.", ("2.2.1.h",), "any hand"),
    Term("opponent", "The opponent's zone.", ("7.2.2.a",), "opponent reserve"),
    Term("opponent's", "The opponent's zone.", ("7.2.2.a",), "opponent's hand"),
    Term("the", "No player named.", (), "the limbo"),
)
PHASE_TERMS = (
    Term("morning", "Morning (matin).", ("1.3.2.b",), "phase: morning"),
    Term("noon", "Noon (midi).", ("1.3.2.c",), "phase: midi"),
    Term("afternoon", "Afternoon (après-midi).", ("1.3.2.d*",), "phase: afternoon"),
    Term("dusk", "Dusk (crépuscule).", ("1.3.2.e",), "phase: dusk"),
    Term("night", "Night (nuit).", ("1.3.2.f",), "phase: nuit"),
)
PHASE_WORDS = words.PHASE_WORDS  # every spelling, English or French (one table: judge.scenario.words)
STATUS_TERMS = (
    Term("fleeting", "Fleeting (fugace): discarded at Rest instead of going to the Reserve.", ("1.3.2.f", "5.2.1.b"),
         "statuses: [fleeting]"),
    Term("anchored", "Anchored (ancré): removed at Night.", ("1.3.2.f",), "statuses: [anchored]"),
    Term("asleep", "Asleep (endormi): removed at Night.", ("1.3.2.f",), "statuses: [asleep]"),
    Term("boosted", "Boosted (boosté): has boosts.", (), "status: boosted"),
    Term("exhausted", "Exhausted (épuisé).", ("1.3.2.b",), "status: exhausted"),
)
#: 2.2.8.a, 2.2.8.b — a card's faction as a file may write it (any case): its name (the same in English and French),
#: the card data's code, or a word for neutral (no faction: None).
FACTION_WORDS: dict[str, str | None] = {
    **{name.lower(): name for name in ("Axiom", "Bravos", "Lyra", "Muna", "Ordis", "Yzmir")},
    **{code: name for code, name in (("ax", "Axiom"), ("br", "Bravos"), ("ly", "Lyra"), ("mu", "Muna"), ("or", "Ordis"),
                                     ("yz", "Yzmir"))},
    "neutral": None, "neutre": None, "ne": None}
STATUS_WORDS = {"fleeting": "fleeting", "fugace": "fleeting", "anchored": "anchored", "ancré": "anchored",
                "ancre": "anchored", "asleep": "asleep", "endormi": "asleep", "boosted": "boosted",
                "boosté": "boosted", "exhausted": "exhausted", "épuisé": "exhausted"}
CARD_TYPES = ("character", "spell", "permanent", "hero")
ORIGINS = ("hand", "reserve")
CONTROLLERS = ("you", "opponent", "any")

# -- triggers, conditions, passives -------------------------------------------------------------------------
EVENT_TERMS = (
    Term("moves", "An object changes zone.", ("1.4.4.a", "6.3.b"), "{event: moves, from: your reserve}"),
    Term("goes_to", "An object goes to a zone (to:).", ("1.4.4.a", "6.3.b"), "{event: goes_to, to: your reserve}"),
    Term("leaves", "An object leaves a zone (from:). A move from one of a player's expeditions to the other leaves "
         "the one it was in (from: your hero expedition), not the Expedition zone (from: expedition, or no from:).",
         ("1.4.4.a", "6.3.e", "1.2.4.d"), "{event: leaves, object: me}"),
    Term("joins_expedition", "A character joins an expedition.", ("5.1.2.e", "6.3.b"),
         "{event: joins_expedition, object: me}"),
    Term("discarded", "An object is discarded.", ("6.3.b",), "{event: discarded, object: {any: card}}"),
    Term("sacrificed", "An object is sacrificed.", ("6.3.b",), "{event: sacrificed, object: me}"),
    Term("enters_play", "An object enters play.", ("6.3.d", "1.2.4.d"), "{event: enters_play, object: me}"),
    Term("played", "A card is played.", ("5.1.2.a", "6.3.b"), "{event: played, object: {any: spell}}"),
    Term("created", "A token is created.", ("2.2.1.d", "6.3.b"), "{event: created, to: your expeditions}"),
    Term("exhausted", "An object is exhausted.", ("6.3.b",), "{event: exhausted, object: me}"),
    Term("readied", "An object is readied.", ("6.3.b",), "{event: readied, object: me}"),
    Term("gains_status", "An object gains a status.", ("6.3.b",), "{event: gains_status, status: anchored}"),
    Term("loses_status", "An object loses a status.", ("6.3.b",), "{event: loses_status, status: asleep}"),
    Term("boosted", "An object gains boosts.", ("6.3.b",), "{event: boosted, object: me}"),
    Term("gains_counter", "An object gains named counters (counter:, reaching:).", ("6.3.b", "1.2.4.c"),
         "{event: gains_counter, object: me, counter: trial, reaching: 3}"),
    Term("loses_counter", "An object loses named counters (counter:).", ("6.3.b", "1.2.4.c"),
         "{event: loses_counter, object: me, counter: trial}"),
    Term("advances", "An expedition advances (object: my_expedition: only the expedition of the object that bears "
         "the ability).", ("7.3.11.a", "6.3.b"), "{event: advances, object: my_expedition}"),
    Term("phase", "A phase begins (phase:).", ("4.2.b",), "{event: phase, phase: dusk}"),
    Term("draws", "A player draws one or more cards (player: you, opponent or any; or_resupplies:): one event per "
         "step and per player, however many cards the step draws.", ("1.3.2.b", "6.3.b", "6.1.e"),
         "{event: draws, player: opponent, or_resupplies: yes}"),
    Term("rolls", "A player rolls a die (player:): the roll's atomic action, which modifiers see (\"If you would roll "
         "one or more dice, also …\"; reading die-roll-by-card-text); only modifiers see it.", ("6.1.c", "6.2.d"),
         "{event: rolls, player: you}"),
    Term("revealed", "A player reveals a card (player:; this_way: only a reveal a modifier of the object bearing the "
         "ability added, \"When you reveal a card this way\"); it is the card revealed.", ("6.3.b", "6.2.c"),
         "{event: revealed, player: you, this_way: yes}"),
    Term("passes", "A player passes (player:; first: only while no other player has passed yet, \"you pass "
         "first\"); only reactions see it.", ("4.2.3.c", "1.3.2.d*", "6.3.b"),
         "{event: passes, player: you, first: yes}"),
    Term("activates", "A reaction activates (used with cannot:).", ("7.3.1.a", "7.3.1.e"),
         "{event: activates, trigger: enters_play}"),
    Term("fails_to_advance", "An expedition that Progress did not advance (object: my_expedition, or player:), seen "
         "once the step of Progress has happened; only reactions see it (\"fails to move forward during Dusk\").",
         ("1.3.2.e", "4.2.d", "6.3.b"), "{event: fails_to_advance, object: my_expedition}"),
    Term("gift", "A Gift (read from the card's reminder text): during the turn of a player (player: you, opponent or "
         "any), a card one of their opponents draws, a Resupply of theirs or a token created in their zones; each "
         "is one; only reactions see it.",
         ("4.2.3.c", "1.2.4.b", "6.3.b"), "{event: gift, player: you}"),
)
TRIGGER_FORMS = (
    Term("at", "At the beginning of a phase: {at: noon}.", ("1.3.2.c", "4.2.b"), "trigger: {at: noon}", "phase"),
    Term("played", "When this card is played: {played: me, from: hand|reserve|any}.", ("7.5.1.a", "6.3.d"),
         "trigger: {played: me, from: hand}", "me"),
)
#: The daily effects a reaction may follow ("After Rest —", 4.2.d's remark): {after: rest}.
DAILY_EFFECTS = ("first_player_marker", "prepare", "draw", "mana", "progress", "rest", "clean_up")
AFTER_FORM = (Term("after", "After a daily effect (4.2.d's remark: \"After Rest —\"): the reaction is activated as "
                   "that daily effect ends, and is in Limbo with the reactions it triggered, before the check that "
                   "follows it: " + ", ".join(DAILY_EFFECTS) + ".", ("4.2.d", "4.2.c"), "after: rest",
                   "text"),
              Term("if", "A condition tested as the daily effect ends: the reaction activates only if it holds.",
                   ("4.4.a", "4.2.d", "6.5.c"), "if: {count: {each: character, controller: you}}", "condition"))
AT_FORM = (TRIGGER_FORMS[0], Term("if", "A condition tested as the phase begins (as the step happens when a step "
                                  "\"Activate\" activates it, 7.3.1.b): the reaction activates only if it holds "
                                  "(\"At Dusk, if you control … —\").", ("4.4.a", "4.2.b", "6.3.b", "6.5.c", "7.3.1.b"),
                                  "if: {count: {each: character, controller: you}}",
                                  "condition"))
TRIGGER_IF = Term("if", "A trigger condition (4.4.a: \"[trigger], [condition] — [effect]\", \"When you draw, if you "
                  "are the first player —\"): tested as the event happens (as the step happens when a step "
                  "\"Activate\" activates it, 7.3.1.b); the reaction activates only if it holds.",
                  ("4.4.a", "6.3.b", "6.5.c", "7.3.1.b"), "if: {first_player: yes}", "condition")
PLAYED_FROM = ("hand", "reserve", "any")
PLAYED_FORM = (TRIGGER_FORMS[1], Term("from", "Where it is played from: hand, reserve or any (default).",
                                      ("7.5.1.a",), "from: reserve", "played_from"), TRIGGER_IF)
PATTERN = (
    Term("event", "The event (required; see the list below).", ("6.3.b",), "event: leaves", "event"),
    Term("object", "Which object it happens to. With an event of a player, which names no object (draws, passes, "
         "rolls, revealed, gift), object: you, opponent or any is the same as player: (the design sketch's "
         "{event: draws, object: opponent}). With advances and fails_to_advance, only my_expedition (another "
         "expedition selector is not yet read: leave object: out, or write player: you).", ("6.3.b", "7.2.2.a"),
         "object: {any: character, controller: you}", "selector|controller"),
    Term("from", "The zone it leaves; my_expedition: the expedition of the object that bears the ability (\"leaves "
         "my Expedition\"; for a Gigantic one each of its player's expeditions, so a move from one to the other leaves "
         "none); with loses_status, a status (from: asleep) is the same as status:.", ("1.4.4.a", "7.2.1.a"),
         "from: your expeditions", "zone|my_expedition|status"),
    Term("to", "The zone it goes to; my_expedition: the expedition of the object that bears the ability (\"joins "
         "my Expedition\"); with gains_status, a status (to: anchored) is the same as status:.", ("1.4.4.a", "7.2.1.a"),
         "to: your reserve", "zone|my_expedition|status"),
    Term("status", "The status gained or lost.", ("1.3.2.f",), "status: anchored", "status"),
    Term("player", "The player concerned (who draws): you, opponent or any.", ("7.2.2.a",), "player: you",
         "controller"),
    Term("phase", "The phase that begins (event phase); with a move event (moves, leaves …), draws or advances, the "
         "phase it must happen during (\"during the Afternoon\", \"in the Morning\").", ("4.2.b", "4.2.a"),
         "phase: dusk", "phase"),
    Term("counter", "The named counter gained or lost.", ("1.2.4.c",), "counter: trial", "text"),
    Term("reaching", "Only the gain that brings the count to this many (\"my third Trial counter\").",
         ("6.3.b",), "reaching: 3", "int:1..99"),
    Term("first", "With passes: only a pass while no other player has passed yet (\"you pass first\").",
         ("4.2.3.c", "1.3.2.d*"), "first: yes", "bool"),
    Term("or_resupplies", "With draws: a Resupply is the event too (\"draws one or more cards or Resupplies\").",
         ("6.3.b",), "or_resupplies: yes", "bool"),
    Term("ascended", "With advances: only an expedition that has Ascended, one event per step however many advance "
         "(\"one or more of your Ascended Expeditions\"); the first is \"it\".", ("7.3.11.a", "1.3.2.e", "6.3.b"),
         "ascended: yes", "bool"),
    Term("this_way", "With revealed: only a reveal that a modifier of the object bearing the ability added (\"When you "
         "reveal a card this way\").", ("6.2.c", "6.3.b"), "this_way: yes", "bool"),
)
EVENT_TRIGGER = (*PATTERN, TRIGGER_IF)  # a reaction's event trigger: a pattern and its trigger condition
CONDITION = (
    Term("count", "What is counted: a selector (one of count, boosts, counters, first_player).", ("6.5.c",),
         "count: {each: character, in: your hand}", "selector"),
    Term("boosts", "The boosts on what a selector designates are counted instead.", ("6.5.c", "7.2.1.a"),
         "boosts: me", "selector"),
    Term("counters", "The named counters (counter:) on what a selector designates are counted instead.",
         ("6.5.c", "1.2.4.c"), "counters: me", "selector"),
    Term("counter", "Which named counter a counters: condition counts (it needs one).", ("1.2.4.c",), "counter: quest",
         "text"),
    Term("first_player", "Whether the controller is (yes) or is not (no) the first player.", ("6.5.c", "1.3.2.a"),
         "first_player: yes", "bool"),
    Term("in_contact", "Whether the object that bears the ability is (yes) or is not (no) In Contact: another "
         "player's expedition is in its expedition's region (the card's reminder text).", ("6.5.c", "1.2.4.b"),
         "in_contact: yes", "bool"),
    Term("facing_it", "The objects a selector names in the expedition facing the one the triggering event is about "
         "(an expedition that advances or fails to): \"if no Character faces it\".", ("6.5.c", "1.3.2.e"),
         "facing_it: {each: character}", "selector"),
    Term("distinct", "One object for each selector, each a different object (\"you control a [[Fleeting]] Character, "
         "another [[Anchored]] Character and yet another [[Asleep]] Character\").", ("6.5.c", "2.2.1.h"),
         "distinct: [{each: character, controller: you, statuses: [fleeting]}, "
         "{each: character, controller: you, statuses: [anchored]}]", "list:selector"),
    Term("visible_regions", "The face-up regions of the adventure are counted (a face-down Tumult's is hidden): "
         "single_terrain, those of one terrain each (\"three or more single-terrain regions are visible\"), or any "
         "(reading visible-single-terrain-regions).", ("6.5.c", "2.2.1.e", "7.3.11.b"),
         "visible_regions: single_terrain", "region_kind"),
    Term("hand_cost_is_die_result", "Whether the Hand Cost of what a selector designates (the card revealed, it) is "
         "the result of the die rolled in the step the reaction reacts to (\"If its Hand Cost is equal to the die's "
         "result\"; reading die-result-known-to-the-reaction).", ("6.5.c",), "hand_cost_is_die_result: it",
         "selector"),
    Term("in_terrain", "The objects a selector names that are in an expedition whose region has the terrain "
         "terrain: (\"If I'm in {V}\"; at_most: 0, \"If I'm not in {V}\"); a Gigantic Character is in each "
         "expedition of its player (reading gigantic-present-in-each-expedition).", ("6.5.c", "1.3.2.e", "7.3.11.a"),
         "in_terrain: me", "selector"),
    Term("terrain", "Which terrain an in_terrain: condition looks for in the region (it needs one).", ("1.3.2.e",),
         "terrain: forest", "terrain"),
    Term("facing_in_terrain", "The expeditions facing one that the object bearing the ability is in whose region has "
         "this terrain (\"If I'm facing an Expedition in {O}\"): the opponent's expedition of the same kind; a "
         "Gigantic Character faces both (reading gigantic-present-in-each-expedition).",
         ("6.5.c", "1.3.2.e", "7.3.11.a"), "facing_in_terrain: water", "terrain"),
    Term("at_least", "At least this many (default 1, or 0 when at_most: is given).", ("6.5.c",), "at_least: 2", "int"),
    Term("at_most", "At most this many, counted from at_least (0 unless given): at_most: 0 is \"none\".", ("6.5.c",),
         "at_most: 0", "int"),
)
PASSIVE = (
    Term("instead", "A replacement modifier: {when: PATTERN, do: VERBS, scope: atomic|step}.", ("6.2.b", "6.2.e"),
         "instead: {when: {event: goes_to, to: your reserve}, do: [{put: {what: it, to: your hand}}]}", "modifier"),
    Term("also", "An additive modifier: {when:, do:, scope:}.", ("6.2.c", "6.2.h"),
         "also: {when: {event: discarded, object: {any: character}}, do: [{draw: 1}]}", "modifier"),
    Term("cannot", "Something cannot happen: an event pattern with only the keys its event uses.",
         ("1.4.1.a", "7.3.1.e"), "cannot: {event: activates, trigger: enters_play}", "cannot"),
    Term("tough", "Tough N: targeting it costs N more.", ("7.4.5.a", "7.4.5.c"), "tough: 1", "int:1..20"),
    Term("tough_x", "Tough X with X computed when it is targeted: regions_between_expeditions (the number of "
         "regions between its controller's two expeditions, 0 when adjacent).", ("7.4.5.c", "7.3.11.a"),
         "tough_x: regions_between_expeditions", "tough_x"),
    Term("fleeting", "Fleeting as a keyword (a Spell's only).", ("5.2.3.i",), "fleeting: yes", "bool"),
    Term("eternal", "Eternal as a keyword.", (), "eternal: yes", "bool"),
    Term("grant", "Other objects have a keyword while this one is in play: {keyword: tough|seasoned|gigantic, value:, "
         "to:}.",
         ("1.2.4.b", "1.2.4.d"), "grant: {keyword: tough, value: 2, to: {each: character, controller: you}}",
         "grant"),
    Term("costs_less", "Cards cost less to play: {amount:, what: me|your spells, base_cost_at_least:, "
         "if_expedition_empty:}.", ("5.1.2.d",), "costs_less: {amount: 2, what: me, if_expedition_empty: yes}",
         "costs_less"),
    Term("first_card", "The first card of a type its controller plays each phase gains boosts as it enters: {type:, "
         "phase:, boost:} (\"The first Character you play each Afternoon gains 1 boost\").", ("1.2.4.c", "4.2.a"),
         "first_card: {type: character, phase: afternoon, boost: 1}", "first_card"),
    Term("reserve_limit", "At Night's Clean-up its controller may keep more objects in Reserve than their Hero's "
         "limit: {more:, exhausted:} (\"You may keep two more cards in Reserve during Night if they're exhausted\").",
         ("4.2.5.c",), "reserve_limit: {more: 1, exhausted: yes}", "reserve_limit"),
    Term("defender_lifted", "Defender Characters do not prevent its expedition from advancing at Progress: {if:} "
         "(a condition, tested then; {} for always).", ("1.4.2.a", "1.2.4.b"),
         "defender_lifted: {if: {count: {each: card, in: your landmarks}, at_least: 2}}", "defender_lifted"),
    Term("stats", "Statistics change while it is in play: {add: {forest:, mountain:, water:}, equal_to_highest:, "
         "to:, if:}.", ("1.2.4.c", "1.2.4.d"), "stats: {add: {forest: 1}, if: {first_player: yes}}", "stat_change"),
    Term("scout", "Scout N (the card's reminder text): it may be played from the Hand for N, and then it has "
         "\"{H} Send me to Reserve\".", ("1.2.4.b", "5.1.2.d"), "scout: 1", "int:0..20"),
    Term("cooldown", "Cooldown (the card's reminder text): a Spell that goes to the Reserve after its effect "
         "is exhausted there.", ("1.2.4.b", "5.2.3.j"), "cooldown: yes", "bool"),
    Term("defender", "Defender (the card's reminder text): its expedition cannot advance at Progress.",
         ("1.2.4.b", "1.4.1.a"), "defender: yes", "bool"),
    Term("seasoned", "Seasoned (the card's reminder text): it keeps its boosts when it goes to the Reserve.",
         ("1.2.4.b", "1.4.4.a"), "seasoned: yes", "bool"),
    Term("gigantic", "Gigantic (the card's reminder text): it is present in each of its controller's expeditions "
         "(it counts in each at Progress; \"my Expedition\", zone phrases, facing and In Contact see it in each).",
         ("1.2.4.b", "1.3.2.e"), "gigantic: yes", "bool"),
    Term("counters_beyond_max", "While it is in play, the support abilities of cards in a Reserve give counters "
         "beyond their max (up_to_total is ignored; the card's text).", ("1.2.4.c", "1.4.2.a"),
         "counters_beyond_max: yes", "bool"),
    Term("keyword_if", "A keyword it has while a condition holds (\"If your Hero has 5 or more Quest counters, I am "
         "Gigantic.\"): {keyword: gigantic, if:}, the condition tested in play, after each step (and at Progress): "
         "while it holds the Character is Gigantic everywhere, as if printed.",
         ("1.2.4.b", "6.5.c"), "keyword_if: {keyword: gigantic, if: {first_player: yes}}", "keyword_if"),
    Term("unplayable", "It can't be played, from any zone, by its player or by an effect (\"I can't be played.\"); "
         "it can still be put into a Mana zone, as a Mana Orb (reading unplayable-card-still-mana).",
         ("1.4.1.a", "1.2.4.d"), "unplayable: yes", "bool"),
    Term("label", "A name for the trace.", (), "label: Keeper of Hands", "text"),
    Term("label_fr", "Its name in French output (--lang fr); the label when not given.", (),
         "label_fr: Gardien des Mains", "text"),
)
GRANT = (
    Term("keyword", "The keyword given: tough, seasoned or gigantic (a Character given Gigantic is present in each of "
         "its controller's expeditions; required).", ("1.2.4.b",), "keyword: tough", "text"),
    Term("value", "Its number (Tough N; default 1).", ("7.4.5.b",), "value: 2", "int:1..20"),
    Term("to", "Which objects have it (required; in play unless the selector names a zone).", ("1.2.4.d",),
         "to: {each: character, controller: you}", "selector"),
)
GRANTED_KEYWORDS = ("tough", "seasoned", "gigantic")
#: A keyword had while a condition holds (judge.engine.conditions.refresh_gigantic).
KEYWORD_IF = (
    Term("keyword", "The keyword: gigantic (required).", ("1.2.4.b",), "keyword: gigantic", "text"),
    Term("if", "The condition (required), tested where the keyword counts.", ("6.5.c",), "if: {first_player: yes}",
         "condition"),
)
KEYWORDS_IF = ("gigantic",)
DEFENDER_LIFTED = (Term("if", "A condition, tested at Progress.", ("6.5.c",), "if: {first_player: yes}", "condition"),)
#: visible_regions: (a condition): which face-up regions are counted → how many terrains each has (0: any).
REGION_KINDS = {"single_terrain": 1, "any": 0}
TOUGH_X = ("regions_between_expeditions",)  # what the X of a computed Tough X counts
STATS = (
    Term("add", "What each statistic gains, by terrain.", ("1.2.4.c", "1.3.2.e"),
         "add: {forest: 1, mountain: 1}", "stat_add"),
    Term("equal_to_highest", "Each statistic is equal to the highest of its printed statistics.",
         ("1.2.4.c", "1.3.2.e"), "equal_to_highest: yes", "bool"),
    Term("to", "Whose statistics (default: me; in play).", ("1.2.4.d", "7.2.1.a"),
         "to: {each: character, controller: you}", "selector"),
    Term("if", "A condition, tested whenever a statistic is read.", ("6.5.c", "1.2.4.c"),
         "if: {count: {each: card, in: your landmarks}, at_least: 2}", "condition"),
)
STAT_ADD = (Term("forest", "What the forest statistic gains.", ("1.3.2.e",), "forest: 1", "int:0..20"),
            Term("mountain", "What the mountain statistic gains.", ("1.3.2.e",), "mountain: 1", "int:0..20"),
            Term("water", "What the water statistic gains.", ("1.3.2.e",), "water: 1", "int:0..20"))
RESERVE_LIMIT = (
    Term("more", "How many more objects may be kept (required).", ("4.2.5.c",), "more: 1", "int:1..20"),
    Term("exhausted", "Only exhausted objects may be kept beyond the limit.", ("4.2.5.c",), "exhausted: yes", "bool"),
)
FIRST_CARD_TYPES = ("character", "spell", "permanent", "card")
FIRST_CARD = (
    Term("type", "Which card: character, spell, permanent or card (any) (required).", ("2.2.1.a",), "type: character",
         "text"),
    Term("phase", "In which phase (required): only the first such card its controller plays then.", ("4.2.a",),
         "phase: afternoon", "phase"),
    Term("boost", "How many boosts it gains as it enters (required).", ("1.2.6.a",), "boost: 1", "int:1..20"),
)
COSTS_LESS = (
    Term("amount", "How much less (required).", ("5.1.2.d",), "amount: 2", "int:1..20"),
    Term("what", "me (the card itself, from the Hand or the Reserve) or your spells (while this object is in "
         "play).", ("7.2.1.a", "7.2.2.a"), "what: your spells", "text"),
    Term("base_cost_at_least", "Only cards whose Base Cost (Reserve Cost from the Reserve, else Hand Cost) is "
         "at least this.", ("5.1.2.d",), "base_cost_at_least: 7", "int:0..99"),
    Term("if_expedition_empty", "Only when played into an expedition with no Characters.", ("5.2.1.a",),
         "if_expedition_empty: yes", "bool"),
)
MODIFIER = (
    Term("when", "The event pattern it modifies (required).", ("6.2.e",), "when: {event: goes_to, to: your reserve}",
         "pattern"),
    Term("do", "What is done instead or also (required).", ("6.2.b", "6.2.c"), "do: [{draw: 1}]", "verbs"),
    Term("scope", "atomic (default) or step: what it applies to.", ("6.2.d",), "scope: step", "scope"),
    Term("optional", "\"you may … instead\": its controller chooses, when it would apply, whether it does "
         "(decision optional); declined, it does not apply to that step or atomic action.", ("6.2.b", "6.5.b"),
         "optional: yes", "bool"),
    Term("if", "\"while …\": it applies only while this condition holds, tested when modifiers are looked for.",
         ("6.5.c", "6.2.e"), "if: {boosts: me, at_least: 1}", "condition"),
)
SCOPES = ("atomic", "step")
#: The keys a ``cannot:`` may have, by event: those its matching uses (others would be silently ignored).
_MOVE_KEYS = ("event", "object", "from", "to")
CANNOT_KEYS: dict[str, tuple[str, ...]] = {
    **{e: _MOVE_KEYS for e in ("moves", "goes_to", "leaves", "joins_expedition", "discarded", "sacrificed",
                               "enters_play", "played")},
    "created": ("event", "object", "to", "player"),
    "gains_status": ("event", "object", "status", "player"),
    "loses_status": ("event", "object", "status", "player"),
    "phase": ("event", "phase"),
    "activates": ("event", "object", "trigger", "phase"),
}
CANNOT_OTHER_KEYS = ("event", "object", "player")  # the events not listed above
#: The only keys of a pattern of these events (a player's draw or pass names no object and no zone).
PATTERN_KEYS_OF: dict[str, tuple[str, ...]] = {"draws": ("event", "player", "or_resupplies", "phase"),
                                               "passes": ("event", "player", "first"),
                                               "rolls": ("event", "player"),
                                               "revealed": ("event", "player", "this_way"),
                                               "fails_to_advance": ("event", "object", "player"),
                                               "gift": ("event", "player")}
CANNOT_TRIGGER = Term("trigger", "With activates: the trigger's event that cannot activate.", ("7.3.1.e",),
                      "trigger: enters_play", "trigger_event")

# -- decisions and expect -----------------------------------------------------------------------------------
DECISION_TERMS = (
    Term("modifier_order", "Which modifier applies first. Answer: the modifier's card id. When one card's modifier "
         "applies to several atomic actions of the step (Rest with two Characters), its card id names the first of "
         "them in the order the decision offers them; the option's key, as the decision lists it "
         "(answer: \"homeward-captain#1/1@1\"), names another. A modifier of the rules themselves, with no card "
         "(Rest's Fleeting, Asleep, Anchored: 1.3.2.f), is named by its key (answer: \"rule:1.3.2.f/fleeting@0\"). "
         "When only such modifiers apply, each to a different Character, the order cannot change the step: it "
         "needs no answer (unscripted, the first applies; no assumption).",
         ("6.2.f",),
         "{decision: modifier_order, answer: keeper-of-hands}"),
    Term("reaction_order", "Which reaction in Limbo is played next. Answer, one of: the card id of the reaction's "
         "card, when no other waiting reaction comes from that card (answer: sentry); the reaction's label, as the "
         "trace shows it in brackets after the emblem, any case, in English or in French (its label_fr:, as --lang fr "
         "shows it) (answer: \"Twin Chimes (At Noon, recruit)\"), the way "
         "to name one of two reactions of one card, whose card id names both and is refused; or the key of its "
         "Reaction-Emblem, as the decision's options list it (answer: reaction-emblem#4).", ("4.4.b", "4.4.a"),
         "{decision: reaction_order, answer: sentry}"),
    Term("optional", "Do an optional step, or apply an optional modifier (\"you may … instead\")? Answer: yes or no. "
         "In choices:, decision: optional also answers the other yes/no \"may\" decisions: an internal action "
         "(internal_action) and a Tough cost (tough_cost); in expect: it names only this kind.",
         ("6.5.b", "6.2.b", "6.5.g"), "{decision: optional, answer: yes}"),
    Term("internal_action", "Pay for an internal action? Answer: yes or no.", ("6.5.g",),
         "{decision: internal_action, answer: no}"),
    Term("mode", "A modal effect's mode. Answer: its number.", ("6.5.e",), "{decision: mode, answer: 2}"),
    Term("target", "A target. Answer: the card id (or a player).", ("5.2.3.b",), "{decision: target, answer: filler}"),
    Term("expedition", "The expedition a Character joins. Answer: hero or companion. Also the expedition an effect "
         "chooses as it resolves (\"in an opponent's Expedition\", not a target): answer such as bob.hero.",
         ("5.2.1.a", "6.1.a"), "{decision: expedition, answer: companion}"),
    Term("tough_cost", "Pay a reaction's Tough cost? Answer: yes or no.", ("5.5.d", "7.4.5.c"),
         "{decision: tough_cost, answer: no}"),
    Term("die_roll", "The result of a die rolled (the card's text; reading die-roll-by-card-text). Answer: 1 to 6.",
         ("6.1.c",), "{decision: die_roll, answer: 4}"),
    Term("choose_cards", "Cards chosen when a step resolves. Answer: a list of card ids.", ("6.1.a",),
         "{decision: choose_cards, answer: [filler, recall]}"),
    Term("activate_reaction", "Which {R} ability of the next card played a delayed effect activates. Answer: "
         "its number among the card's abilities.", ("7.3.1.b",), "{decision: activate_reaction, answer: 2}"),
    Term("play_card", "The card an effect plays (\"Immediately play …\"). Answer: its card id, or none.",
         ("6.1.a", "5.1.2.b"), "{decision: play_card, answer: filler}"),
    Term("keep_cards", "The cards kept at Clean-up. Answer: a list of card ids.", ("4.2.5.c",),
         "{decision: keep_cards, answer: [filler]}"),
    Term("mana", "The card put into the Mana zone in the Morning. Answer: its card id.", ("1.3.2.b",),
         "{decision: mana, answer: filler}"),
    Term("turn", "What a player does in an Afternoon turn (use turns: to script it).", ("4.2.3.c",),
         "{decision: turn, answer: pass}"),
    Term("x_value", "The X of a quick action whose text says X, chosen as it is played (reading "
         "x-chosen-as-it-is-played). Answer: 0 to the bound its text gives.", ("5.1.2.b", "6.1.d"),
         "{decision: x_value, answer: 2}"),
)
CHOICE = (Term("decision", "The decision's kind (optional: checked when given; any case, spaces for underscores). "
               "Answers are read in the order the judge asks the decisions: during a declaration, which has no "
               "particular order (5.1.2.b), the modes, then the targets, then how the costs are paid (the cards a "
               "cost chooses); under --strict, an answer written for another kind than the decision asked is an "
               "error naming both.", ("6.1.g", "5.1.2.b"), "decision: target", "decision"),
          Term("answer", "The answer: an option key, a number, yes/no, or a list of them (required).", ("6.1.g",),
               "answer: filler", "answer|list:answer"))
EXPECT = (
    Term("events", "Events that must happen, in this order (others may come between).", (),
         "events: [{kind: step, text: put}, {kind: atomic, action: put}]", "list:event_match"),
    Term("never", "Events that must not happen.", (), "never: [{kind: modifier, source: hungry pit}]",
         "list:event_match"),
    Term("board", "The board at the end: zones (alice.hand: [...]), X.mana (a number of ready orbs, as on the board, "
         "or {orbs:, exhausted:}, only the counts written compared), X.deck (a number, or its card ids from the top), "
         "markers.", (),
         "board: {alice.hand: [filler], alice.deck: 3}", "expect_board"),
    Term("activations", "How many times each card's reactions activated.", ("6.3.c", "6.3.f"),
         "activations: {sentry: 1}", "map:int:0..10000"),
    Term("assumptions", "'none' (every decision scripted or forced) or the decisions left open, in order.",
         ("6.1.g",), "assumptions: none", "none|list:assumption"),
    Term("illegal", "The scenario's action is refused: the rules it breaks and words of the error.", ("5.1.2.c",),
         "illegal: {rules: [5.1.2.c], text: cannot pay}", "illegal"),
)
#: The kinds of event a trace holds (judge.events.EventKind: a test keeps the two the same), as ``kind:`` of an
#: event pattern names them.
EVENT_KIND_TERMS = (
    Term("phase", "A phase begins (its section of the trace).", ("4.2.a",), "{kind: phase, text: noon}"),
    Term("day", "A new day begins: activations and quick actions are counted afresh.", ("6.3.f", "1.4.6.b"),
         "{kind: day}"),
    Term("daily_effect", "An effect of the day's phases (Prepare, Draw, the first-player marker, Progress, Rest, "
         "Clean-up).", ("4.2.c",), "{kind: daily_effect, text: prepare}"),
    Term("instant", "An atomic instant (a phase begins).", ("4.2.b",), "{kind: instant}"),
    Term("first_player", "A player becomes the first player.", ("1.3.2.b",), "{kind: first_player, actor: bob}"),
    Term("turn", "An Afternoon turn begins.", ("4.2.3.b",), "{kind: turn, actor: alice}"),
    Term("turn_end", "A turn ends without a pass (After You).", ("7.3.2.a",), "{kind: turn_end}"),
    Term("pass", "A player passes.", ("4.2.3.c",), "{kind: pass, actor: bob}"),
    Term("play", "A card or a quick action is played (its declaration, costs and resolution nested in it; an "
         "internal action is internal_action, a reaction reaction_played).", ("5.1.2.a",),
         "{kind: play, objects: [recall]}"),
    Term("declare", "The declaration of intent.", ("5.1.2.b",), "{kind: declare}"),
    Term("legal", "The declaration is checked and is legal.", ("5.1.2.c",), "{kind: legal}"),
    Term("pay_costs", "The costs paid: a cost's single step (6.1.d), whose atomic actions are nested in it; a "
         "cost's step is this kind, not step.", ("5.1.2.d", "6.1.d"), "{kind: pay_costs, rules: [6.1.d]}"),
    Term("to_limbo", "The card played moves to Limbo.", ("5.1.2.a",), "{kind: to_limbo}"),
    Term("resolve", "What is played resolves.", ("5.1.2.e",), "{kind: resolve}"),
    Term("effect", "The effect of a do: effect: item resolves, controlled by its player.", ("1.2.6.a",),
         "{kind: effect}"),
    Term("step", "A step of an effect (the steps of a card's or a reaction's effect, a Character entering its "
         "expedition); not the costs' step (pay_costs).", ("6.1.c", "1.2.6.b"), "{kind: step, text: draw}"),
    Term("atomic", "An atomic action of a step (action: names its verb).", ("6.1.e",), "{kind: atomic, action: put}"),
    Term("modifier", "A modifier applies to a step or an atomic action (source: names it).", ("6.2.a",),
         "{kind: modifier, source: hungry pit}"),
    Term("reaction_activated", "A reaction is activated: its Reaction-Emblem is created in Limbo (count: its "
         "activation today).", ("6.3.b", "6.3.c"), "{kind: reaction_activated, source: sentry}"),
    Term("cap_reached", "A reaction activated 100 times today is not activated again.", ("6.3.f",),
         "{kind: cap_reached}"),
    Term("reaction_check", "Reactions are checked: the Reaction-Emblems in Limbo to play.", ("4.4.a",),
         "{kind: reaction_check}"),
    Term("reaction_played", "A Reaction-Emblem is played.", ("5.5.a", "4.4.b"),
         "{kind: reaction_played, source: sentry}"),
    Term("ceases", "A Reaction-Emblem that has resolved ceases to exist.", ("5.5.e",), "{kind: ceases}"),
    Term("no_effect", "A reaction played without paying its cost has no effect.", ("5.5.d",), "{kind: no_effect}"),
    Term("internal_action", "An internal action is played (\"you may pay … to …\").", ("5.2.3.g", "6.5.g"),
         "{kind: internal_action}"),
    Term("decision", "A decision and its answer (decision: its kind, answer: the answer).", ("6.1.g",),
         "{kind: decision, decision: target, answer: filler}"),
    Term("condition", "A condition checked that holds.", ("6.5.c",), "{kind: condition}"),
    Term("ignored", "A part of an effect that cannot happen is ignored (action: the atomic action's verb).",
         ("1.2.6.f",), "{kind: ignored, action: draw}"),
    Term("refused", "Something the rules refuse at once: a reaction that cannot activate, a quick action over its "
         "cap.", ("7.3.1.e", "1.4.6.b"), "{kind: refused}"),
    Term("status", "A status gained as part of a move (Fleeting from Limbo).", ("5.2.1.c",), "{kind: status}"),
    Term("compare", "Progress compares an expedition's statistics with its opponent's.", ("1.3.2.e",),
         "{kind: compare}"),
    Term("tie", "The expedition markers meet at Dusk: a tie.", ("egalite",), "{kind: tie}"),
    Term("reveal", "A face-down Tumult is revealed.", ("7.3.11.b",), "{kind: reveal}"),
    Term("note", "A remark of the judge (a cost changed, a reading, a limit).", (), "{kind: note, text: less}"),
    Term("not_yet", "Something this version of the judge does not resolve.", (), "{kind: not_yet}"),
)
#: Other names of event kinds (written in any case, with spaces or hyphens for underscores): the names of the design
#: documents, and the names that stand for several kinds. ``illegal`` is not an event: it matches the refusal of an
#: illegal declaration that stops the resolution (see :mod:`judge.expect`).
EVENT_KIND_ALIASES = (
    Term("atomic_action", "The kind atomic (the design documents' \"atomic action\").", ("6.1.e",),
         "{kind: atomic action, action: draw}"),
    Term("modifier_applied", "The kind modifier (\"modifier applied\").", ("6.2.a",),
         "{kind: modifier applied, source: hungry pit}"),
    Term("emblem_created", "The kind reaction_activated (\"reaction activated (emblem created)\").", ("6.3.b",),
         "{kind: emblem_created, source: sentry}"),
    Term("reaction", "Either kind: reaction_activated or reaction_played.", ("6.3.b", "5.5.a"),
         "never: [{kind: reaction, source: sentry}]"),
    Term("pay", "The kind pay_costs (\"play (declare / pay / resolve)\").", ("5.1.2.d",),
         "{kind: pay, rules: [6.1.d]}"),
    Term("pay_cost", "The kind pay_costs.", ("5.1.2.d",), "{kind: pay_cost}"),
    Term("illegal", "Not an event: the refusal of an illegal declaration that stops the resolution (the action "
         "expect: illegal: checks), matched after the last event, with rules: (the rules it cites) and text: "
         "(words of its message) only. never: [{kind: illegal}] says the scripted actions are all legal.",
         ("5.1.2.c",), "never: [{kind: illegal}]"),
)
ILLEGAL_KIND = "illegal"
#: What each alias stands for.
KIND_ALIAS_KINDS: dict[str, tuple[str, ...]] = {
    "atomic_action": ("atomic",), "modifier_applied": ("modifier",), "emblem_created": ("reaction_activated",),
    "reaction": ("reaction_activated", "reaction_played"), "pay": ("pay_costs",), "pay_cost": ("pay_costs",),
    "illegal": (ILLEGAL_KIND,),
}
#: The atomic actions the engine makes of no verb of the language, as ``action:`` names them (the others are the
#: verbs' names: see the topic verbs).
ENGINE_ACTION_TERMS = (
    Term("prepare", "Morning's Prepare: a Character, a Permanent or a Mana Orb readied.", ("1.3.2.b",),
         "{kind: atomic, action: prepare}"),
    Term("mana", "Morning: the card a player puts from their Hand into their Mana zone.", ("1.3.2.b",),
         "{kind: atomic, action: mana}"),
    Term("phase", "A phase begins (the atomic instant).", ("4.2.b",), "{kind: atomic, action: phase}"),
    Term("after_daily", "A daily effect ends, as a reaction {after: …} sees it (made only when one is there).",
         ("4.2.d",), "{kind: atomic, action: after_daily}"),
    Term("rest", "Night's Rest: a Character goes to the Reserve (a Fleeting one is discarded), or loses Anchored "
         "or Asleep.", ("1.3.2.f",), "{kind: atomic, action: rest}"),
    Term("stays", "Rest: a Character that stays in its expedition (Anchored, Asleep).", ("1.3.2.f",),
         "{kind: atomic, action: stays}"),
    Term("to_limbo", "A card played moves to Limbo.", ("5.2.1.b", "5.2.3.h"), "{kind: atomic, action: to_limbo}"),
    Term("cooldown", "Cooldown (the card's reminder text): the card back in the Reserve is exhausted.", ("1.2.4.b",),
         "{kind: atomic, action: cooldown}"),
    Term("roll_die", "A die is rolled (reading die-roll-by-card-text).", ("6.1.c",),
         "{kind: atomic, action: roll_die}"),
)
#: Verbs whose atomic actions carry another verb's name (draw_it draws: action draw; sabotage and discard_me
#: discard: action discard) or that make none of their own (rush plays a card: play, to_limbo).
VERBS_WITHOUT_ACTION = ("draw_it", "rush", "sabotage", "discard_me")
#: Every value of an event's ``action`` (atomic and ignored events).
ATOMIC_ACTIONS = (*(v for v in words.VERB_FRENCH if v not in VERBS_WITHOUT_ACTION), *names(ENGINE_ACTION_TERMS))
#: The event pattern fields that only some kinds of event carry.
FIELD_KINDS = {"action": ("atomic", "ignored"), "decision": ("decision",), "answer": ("decision",)}
EVENT_MATCH = (
    Term("kind", "The event's kind (the list below; any case, spaces or hyphens for underscores; the other names "
         "below too). A cost's single step (6.1.d) is pay_costs, not step.", (), "kind: atomic", "text"),
    Term("rules", "Rule ids the event must cite (all of them; ids of the rules index, judge rule ID).", (),
         "rules: [6.2.f]", "list:text"),
    Term("action", "An atomic action's verb (atomic and ignored events): a verb of the language (topic verbs; in "
         "French too) or one of the engine's own actions below; a Sabotage's or a discard_me's atomic action is a "
         "discard (action: discard), draw_it's a draw, and rush makes none of its own (play, to_limbo); "
         "action: exhaust also names the exhaust_me cost's.", ("6.1.e",),
         "action: put", "text"),
    Term("source", "Words of the source's English name (its label: or the card's name:, not label_fr: or "
         "name_fr:), on the events that name the ability at work (a modifier, a reaction activated or played, "
         "a cannot); a step or an atomic action has none: name its cards with objects:.", (),
         "source: keeper of hands", "text"),
    Term("actor", "The player who acts (a player of the board).", (), "actor: alice", "text"),
    Term("objects", "The cards concerned (all of them): card ids of the scenario's cards and libraries (tokens, "
         "mana-orb and reaction-emblem included), or handles such as filler#2 for one object.", (),
         "objects: [filler]", "list:text"),
    Term("text", "Words of the event's English text (as judge resolve prints it without --lang fr).", (),
         "text: put", "text"),
    Term("decision", "A decision's kind (decision events; the kinds of the topic decisions).", ("6.1.g",),
         "decision: modifier_order", "text"),
    Term("answer", "A decision's answer, written as in choices: its option's key as the trace gives it (filler#3), "
         "a card id, the last part of a key (companion for alice.companion), yes, no, none; a list for several.",
         ("6.1.g",), "answer: yes", "answer|list:answer"),
    Term("count", "With reaction_activated (or no kind): which activation of that reaction today the event is "
         "(1 to 100, 6.3.f; in never:, 101 too: the activation the cap forbids). With another kind: the N-th event "
         "the rest of the pattern matches (never: [{kind: modifier, source: inkwell, count: 3}]: it applies at most "
         "twice).", ("6.3.f",), "count: 2", "int:1..101"),
)
ASSUMPTION = (
    Term("decision", "The kind of the decision left open.", ("6.1.g",), "decision: target", "decision"),
    Term("answer", "The answer the judge took.", ("6.1.g",), "answer: filler", "text"),
    Term("rules", "Rules the decision cites.", (), "rules: [5.2.3.b]", "list:text"),
    Term("chooser", "Who decided.", ("1.4.5.a",), "chooser: alice", "text"),
)
ILLEGAL = (Term("rules", "The rules that forbid the action (required; at least one).", ("5.1.2.c",),
                "rules: [5.1.2.c]", "rule_ids"),
           Term("text", "Words of the error message.", (), "text: cannot pay", "text"))
EXPECT_BOARD_OBJECT = (
    Term("card", "The card id (required).", (), "card: filler", "text"),
    Term("statuses", "Its statuses.", ("1.3.2.f",), "statuses: [fleeting]", "list:text"),
    Term("boosts", "Its boosts.", (), "boosts: 1", f"int:0..{MAX_COUNTERS}"),
    Term("counters", "Its named counters: {trial: 2}.", ("1.2.4.c",), "counters: {trial: 2}",
         f"map:int:0..{MAX_COUNTERS}"),
    Term("exhausted", "Whether it is exhausted.", ("1.3.2.b",), "exhausted: yes", "bool"),
    Term("owner", "Its owner (a player of the board; the zone's player unless another owns it, as a borrowed "
                  "Character).", ("1.4.3.a",), "owner: bob", "text"),
)

# -- topics (judge language TOPIC, docs/scenario-language.md) -----------------------------------------------
TOPICS = (
    Topic("keys", "Files and top-level keys",
          "A scenario is a YAML mapping; a card library (include:d) has only include: and cards:.",
          (("Scenario keys", TOP), ("Card library keys", LIBRARY))),
    Topic("cards", "Cards", "cards: maps a card id to its definition.",
          (("Card keys", CARD), ("cost: {…}", COST), ("stats: {…}", TERRAIN_TERMS), ("limits: {…}", LIMITS))),
    Topic("board", "The board",
          "board: gives the phase, the players and, for each, their zones. A card on the board is a card id or "
          "{card:, boosts:, statuses:, exhausted:, owner:}.",
          (("Board keys", BOARD), ("A player's zones", PLAYER), ("expeditions: {…}", EXPEDITIONS),
           ("mana: {…}", MANA), ("A card on the board", OBJECT), ("adventure: regions", REGION))),
    Topic("do", "What is done (do:)", "Each do: entry has exactly one action and its options.",
          (("Actions", DO_KIND_TERMS), ("Options", DO_OPTIONS), ("run: {…}", RUN), ("turns: entries", TURN),
           ("quick_actions: entries", QUICK))),
    Topic("abilities", "Abilities and effects",
          "abilities: is a list; each entry has one kind. An effect is a list of steps; a step is one verb (or a "
          "step form) with optional flags.",
          (("Ability kinds", ABILITY), ("reaction: {…}", REACTION), ("quick_action: {…}", QUICK_ABILITY),
           ("costs_more: {…}", COSTS_MORE), ("Step forms", STEP_FORMS), ("Step flags", STEP_FLAGS_TERMS),
           ("may_pay: {…}", MAY_PAY),
           ("roll_die: [{…}]", DIE_LINE))),
    Topic("verbs", "Verbs",
          "A verb is a step ({draw: 2}) or a cost item; a verb without argument may be written alone (- after_you). "
          "A verb may also be written as its French infinitive, with or without accents (- piocher: 2): "
          + words.verbs_listed() + ".",
          (("Verbs", VERBS), *((f"{name}: {{…}}", terms) for name, terms in VERB_ARGS.items()))),
    Topic("selectors", "Selectors",
          "A selector designates objects, players or expeditions: a pronoun, or a mapping with exactly one kind "
          "(its value is a type: character, spell, permanent, card, expedition …) and options.",
          (("Pronouns", PRONOUN_TERMS), ("Kinds", SELECTOR_KIND_TERMS), ("Options", SELECTOR_OPTIONS))),
    Topic("zones", "Zone phrases, phases and statuses",
          "A zone phrase is zone words with qualifiers: 'your reserve', 'a reserve', \"opponent's hand\", "
          "'your hero expedition'. Phases and statuses may be written in English or French (as verbs may); the other "
          "words of a scenario (keys such as hand: or landmarks:, zone words, hand/reserve, hero/companion, yes/no, "
          "none) are English only, and a French one is refused with the English word to write (main → hand).",
          (("Zone words", ZONE_WORD_TERMS), ("Qualifiers", ZONE_QUALIFIER_TERMS), ("Phases", PHASE_TERMS),
           ("Statuses", STATUS_TERMS))),
    Topic("triggers", "Triggers and event patterns",
          "A reaction's trigger is {at: PHASE}, {after: DAILY_EFFECT}, {played: me, from: …} or an event pattern "
          "{event:, …}. A reaction \"after [a daily effect]\" (\"After Rest —\", 4.2.d's remark) is {after: rest}; "
          "one granted by another card (a passive's grant) is not seen yet.",
          (("Trigger forms", TRIGGER_FORMS), ("{played: me, …}", PLAYED_FORM),
           ("{at: PHASE, if: …}", AT_FORM), ("{after: DAILY_EFFECT, if: …}", AFTER_FORM),
           ("Event pattern keys", PATTERN), ("{event: …, if: …}", (TRIGGER_IF,)),
           ("Events", EVENT_TERMS))),
    Topic("conditions", "Conditions", "if: on a step or a reaction: a count of what a selector designates. A "
          "selector {each: …} or {any: …} written alone is the same as {count: SELECTOR} (at least one: \"if there "
          "is …\"); with at_least: or at_most:, write it under count:.",
          (("Condition keys", CONDITION),)),
    Topic("passives", "Passive abilities",
          "passive: has one form: a modifier (instead/also), a cannot, a grant, or a keyword.",
          (("Forms", PASSIVE), ("instead: / also: {…}", MODIFIER), ("grant: {…}", GRANT),
           ("costs_less: {…}", COSTS_LESS), ("first_card: {…}", FIRST_CARD),
           ("reserve_limit: {…}", RESERVE_LIMIT), ("stats: {…}", STATS),
           ("stats: {add: {…}}", STAT_ADD), ("keyword_if: {…}", KEYWORD_IF),
           ("cannot: {event: activates, …}", (CANNOT_TRIGGER,)))),
    Topic("decisions", "Decisions and their answers (choices:)",
          "choices: lists answers in the order decisions are asked: a plain answer, or {decision: KIND, answer: …} "
          "to check the kind.",
          (("choices: entries", CHOICE), ("Decision kinds", DECISION_TERMS))),
    Topic("expect", "Expectations (expect:)",
          "expect: says what the rules require; judge check compares it with the resolution.",
          (("expect: keys", EXPECT), ("Event patterns (events:, never:)", EVENT_MATCH),
           ("Event kinds (kind:)", EVENT_KIND_TERMS), ("Other names of event kinds (kind:)", EVENT_KIND_ALIASES),
           ("Atomic actions of no verb (action:)", ENGINE_ACTION_TERMS),
           ("assumptions: entries", ASSUMPTION), ("illegal: {…}", ILLEGAL),
           ("board: cards as {…}", EXPECT_BOARD_OBJECT))),
)


def topic(name: str) -> Topic | None:
    """The topic called ``name`` (None if there is none)."""
    return next((t for t in TOPICS if t.name == name), None)


def all_terms() -> list[Term]:
    """Every term of every topic (for checks such as "every rule id exists")."""
    return [term for t in TOPICS for _, terms in t.groups for term in terms]
