"""Parse the seed glossary pages (``rules_index/seeds/*.txt``) into entries.

The seed files are pages of a French glossary of the Altered Comprehensive Rules.
Each page repeats some entries of the others; an entry found in several pages is
merged, and where the texts differ every variant is kept (never silently picked).

A page is read line by line:

* page boilerplate ("Glossaire Altered", "Nombre d'entrées : N", "Voir les sources du
  contenu") is dropped;
* ``6.2 Modificateurs`` opens a *section* (an id without a letter, then a title);
* ``6.2.f Si plusieurs …`` opens a *rule* (an id ending in a letter, maybe starred);
* a line that is the title of a known unnumbered glossary entry opens that entry;
* ``Remarque : …`` and ``Exemple : …`` (``++Exemple`` in one page) start a remark or
  an example of the current entry; ``Voir également …`` is a cross-reference;
* any other line continues the current entry's text.

Paragraphs of an entry that follow its remark but are not themselves remarks (4.4.a
has such paragraphs about the syntax of reactions) are kept in the entry's text, in
their order: the text is the entry's body, remarks and examples are kept apart.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

RULE_ID = re.compile(r"^(\d+(?:\.\d+)+\.[a-z]\*?|\d+\.\d+(?:\.\d+)*)(?=\s)\s*(.*)$")
REFERENCE = re.compile(r"(?:[Rr]ègle|[Ss]ection)\s+(\d+(?:\.\d+)+(?:\.[a-z])?)")
BOILERPLATE = re.compile(r"^(Glossaire Altered|Nombre d'entrées : \d+|Voir les sources du contenu)$")
REMARK = re.compile(r"^Remarque\s*:\s*(.*)$")
EXAMPLE = re.compile(r"^\+*Exemple\s*:\s*(.*)$")
SEE_ALSO = re.compile(r"^Voir également\s+(.*)$")

#: Titles of the unnumbered glossary entries, exactly as the seed pages print them.
GLOSSARY_TITLES: tuple[str, ...] = (
    "Clarification des phases d'une journée",
    "Instants / Actions Atomiques",
    "Egalité",
    "Draft de Boosters (Mode de jeu)",
    "Controle",
    "Midrange",
)


def normalise_space(text: str) -> str:
    """Collapse runs of white space into one space and strip the ends."""
    return " ".join(text.split())


def slug(title: str) -> str:
    """A stable ASCII id for an unnumbered glossary entry, derived from its title."""
    plain = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", plain.lower()).strip("-")


@dataclass
class ParsedEntry:
    """One occurrence of an entry in one seed page, as read."""

    id: str
    kind: str  # "section", "rule" or "glossary"
    title: str
    source: str
    body: list[str] = field(default_factory=list)
    remarks: list[str] = field(default_factory=list)
    examples: list[str] = field(default_factory=list)
    see_also: list[str] = field(default_factory=list)
    _target: list[str] | None = None

    def add_line(self, line: str) -> None:
        """Add a line: a new remark / example / cross-reference, or a continuation."""
        if m := REMARK.match(line):
            self.remarks.append(m.group(1))
            self._target = self.remarks
        elif m := EXAMPLE.match(line):
            self.examples.append(m.group(1))
            self._target = self.examples
        elif m := SEE_ALSO.match(line):
            self.see_also.append(m.group(1))
        elif self._target is not None and self._target is not self.body and _continues(line):
            self._target[-1] += "\n" + line
        else:
            self.body.append(line)
            self._target = self.body

    def text(self) -> str:
        """The entry's body; for a section, its title."""
        if self.kind == "section":
            return self.title
        return "\n".join(normalise_space(line) for line in self.body if line.strip())


def _continues(line: str) -> bool:
    """A line that carries on an example (a lowercase start or a quote) rather than the body."""
    return bool(line) and (line[0].islower() or line[0] in "«\"")


def parse_page(text: str, source: str) -> list[ParsedEntry]:
    """Split one seed page into the entries it contains, in page order."""
    entries: list[ParsedEntry] = []
    current: ParsedEntry | None = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line or BOILERPLATE.match(line):
            continue
        if line in GLOSSARY_TITLES:
            current = ParsedEntry(slug(line), "glossary", line, source)
            entries.append(current)
            continue
        m = RULE_ID.match(line)
        if m:
            rule_id, rest = m.group(1), m.group(2).strip()
            if rule_id[-1].isdigit():
                current = ParsedEntry(rule_id, "section", rest, source)
            else:
                current = ParsedEntry(rule_id, "rule", "", source, body=[rest] if rest else [])
                current._target = current.body
            entries.append(current)
            continue
        if current is None:
            raise ValueError(f"{source}: text before any entry: {line!r}")
        current.add_line(line)
    return entries


def references(text: str) -> list[str]:
    """Rule ids that a text refers to ("règle 6.4", "Section 4.4")."""
    return REFERENCE.findall(text)
