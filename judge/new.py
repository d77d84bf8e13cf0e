"""``judge new``: a commented scenario to start a ruling from, which resolves as written.

The template uses cards of the library it includes (``judge:core`` unless told otherwise): a Hero
for the Hero zone when the library has one, and a Character to play or to have in play. Its
``expect:`` says what the seed rules prescribe for that board, so it passes as written.
"""

from __future__ import annotations

import re
from pathlib import Path

from judge.errors import JudgeError
from judge.model.cards import CardDef
from judge.model.state import PHASES
from judge.scenario.words import phase_name, phases_listed

# The phase before each one: the board starts there, and ``do:`` runs the phase asked for (4.2.a).
BEFORE = {"morning": "night", "noon": "morning", "dusk": "afternoon", "night": "dusk"}

HEAD = """\
# A ruling as a scenario: the board, what is done, the answers to decisions, what must come out.
# Resolve it:  judge resolve {file}        Check it as a test:  judge check {file}
scenario: {name}
title: "{title}"
question: >
  {question}
ruling: >
  Write the ruling here, citing the rules (judge rule 5.1.2 --lang both prints one).
rules: seed
include: [{library}]{include_note}
board:
  day: {day}
  phase: {phase}                       # the phase the board is in: morning, noon, afternoon, dusk, night
  first_player: alice
  players:
    alice:
{hero}      mana: {{orbs: {orbs}}}                 # or {{orbs: 3, exhausted: 1}}
      hand: [{hand}]
      expeditions: {{hero: [{in_play}], companion: []}}
      deck: 10                         # a count, or a list of card ids
    bob:
      deck: 10
"""

HERO_LINE = "      hero: {hero}               # the Hero zone: a Hero is never in an expedition\n"
NO_HERO = "      # hero: HERO-ID                  # the Hero zone (a card of type hero); without one, limits are 2\n"

PLAY = """\
do:                                    # play / quick_action / pass / effect / start_phase / run
  - play: {card}
    by: alice
    expedition: hero                   # a Character goes to an expedition (5.2.1.a); `targets:` for targets
choices: []                            # answers to decision points, in order, e.g.
#  - {{decision: target, answer: {card}}}
#  - {{decision: optional, answer: yes}}
expect:                                # makes the file a regression test; remove what you do not want checked
{assumptions}  events:                             # an ordered subsequence of the trace
    - {{kind: play, actor: alice, rules: [5.1.2.a]}}        # declare, pay, resolve
    - {{kind: pay_costs, rules: [5.1.2.d]}}
    - {{kind: to_limbo, rules: [5.1.2.a]}}
    - {{kind: resolve, rules: [5.1.2.e]}}
    - {{kind: step, text: enters, rules: [5.2.1.c]}}        # the Character enters the chosen expedition
  never:
    - {{kind: reaction_played, source: {card}}}
  board:
    alice.hero: [{card}]
    alice.hand: []
"""

PHASE_EXPECT = {
    "morning": """\
choices:                               # answers to decision points, in order
  - {{decision: mana, answer: none}}     # Bob, now the first player, decides first (1.3.2.b)
  - {{decision: mana, answer: {card}}}   # Alice puts {card} into her Mana zone
expect:
  assumptions: none
  events:
    - {{kind: phase, text: Morning, rules: [4.2.a]}}
    - {{kind: first_player, actor: bob, rules: [1.3.2.b]}}
    - {{kind: daily_effect, text: Prepare, rules: [1.3.2.b]}}
    - {{kind: daily_effect, text: Draw, rules: [1.3.2.b]}}
    - {{kind: daily_effect, text: Mana, rules: [1.3.2.b]}}
    - {{kind: decision, decision: mana, actor: bob}}
    - {{kind: decision, decision: mana, actor: alice}}
  board:
    alice.deck: 8                      # each player draws two cards (1.3.2.b)
""",
    "noon": """\
choices: []                            # answers to decision points, in order, e.g.
#  - {{decision: optional, answer: yes}}
expect:
  assumptions: none
  events:
    - {{kind: phase, text: Noon, rules: [4.2.a]}}
    - {{kind: reaction_check, rules: [4.2.b]}}          # reactions are checked as each phase begins
  board:
    alice.hero: [{card}]
""",
    "dusk": """\
choices: []                            # answers to decision points, in order, e.g.
#  - {{decision: optional, answer: yes}}
expect:
  assumptions: none
  events:
    - {{kind: phase, text: Dusk, rules: [4.2.a]}}
    - {{kind: daily_effect, text: Progress, rules: [1.3.2.e]}}
  board:
    alice.hero: [{card}]
""",
    "night": """\
choices: []                            # answers to decision points, in order, e.g.
#  - {{decision: keep_cards, answer: [{card}]}}
expect:
  assumptions: none
  events:
    - {{kind: phase, text: Night, rules: [4.2.a]}}
    - {{kind: daily_effect, text: Rest, rules: [4.2.5.b]}}      # Characters in expeditions go to the Reserve
    - {{kind: daily_effect, text: Clean-up, rules: [4.2.5.c]}}
  board:
    alice.hero: []
    alice.reserve: [{card}]
""",
}


COMMENT_COLUMN = 40
_COMMENTED = re.compile(r"^(\s*[^\s#].*?)\s+(# .*)$")


def _align(text: str) -> str:
    """Line up the comments that follow a value at one column (or one space after a longer value)."""
    lines = []
    for line in text.splitlines():
        m = _COMMENTED.match(line)
        lines.append(f"{m[1]:<{COMMENT_COLUMN - 2}} {m[2]}" if m else line)
    return "\n".join(lines) + "\n"


def _pick(cards: dict[str, CardDef], library: str) -> tuple[CardDef, CardDef | None]:
    """A Character to play and a Hero, if any (the first without abilities, if the library has one)."""
    characters = [c for c in cards.values() if c.type == "character" and not c.token]
    if not characters:
        raise JudgeError(f"--cards {library}: expected a card library with a Character card, found none")
    plain = [c for c in characters if not c.abilities]
    heroes = sorted((c for c in cards.values() if c.type == "hero"), key=lambda c: bool(c.abilities))
    return (plain or characters)[0], (heroes[0] if heroes else None)


def template(file: Path, phase: str, library: str, cards: dict[str, CardDef]) -> str:
    """The text of a new scenario for ``phase`` with cards of ``library`` (already loaded as ``cards``)."""
    english = phase_name(phase)  # a phase may be written in French (midi), as in a scenario
    if english not in PHASES:
        raise JudgeError(f"--phase {phase}: expected one of {phases_listed()}, found '{phase}'")
    phase = english
    card, hero = _pick(cards, library)
    orbs = max(card.hand_cost, 1)
    afternoon = phase == "afternoon"
    if afternoon:
        title, question = (f"Alice plays {card.name} from her Hand",
                           f"Alice plays {card.name} into her Hero expedition. What happens, step by step?")
    else:
        where = "Hand" if phase == "morning" else "Hero expedition"
        title = f"{phase.capitalize()} begins with {card.name} in Alice's {where}"
        question = f"{phase.capitalize()} begins. What happens, step by step?"
    note = "" if library.startswith("judge:") else "   # a path inside this file's folder"
    if library == "judge:core":
        note = "          # the bundled cards; or your own library: a path inside this file's folder"
    text = HEAD.format(
        file=file.name, name=file.stem, title=title, question=question, library=library, include_note=note,
        day=1 if phase == "morning" else 2, phase=phase if afternoon else BEFORE[phase],
        hero=HERO_LINE.format(hero=hero.id) if hero else NO_HERO, orbs=orbs,
        hand=card.id if afternoon or phase == "morning" else "", in_play="" if afternoon or phase == "morning"
        else card.id)
    if afternoon:
        assumptions = "  assumptions: none                    # no decision left open\n" if not card.abilities else ""
        return _align(text + PLAY.format(card=card.id, assumptions=assumptions))
    return _align(text + f"do:\n  - start_phase: {phase}\n" + PHASE_EXPECT[phase].format(card=card.id))
