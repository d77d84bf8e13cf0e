"""The ``# yaml-language-server: $schema=…`` first line of bundled scenarios and card libraries.

Editors with the YAML language server read it to complete and check the file against
``docs/scenario.schema.json`` (a path relative to the file). Add or fix it with::

    python -m tests.schema_line [PATHS…]    # default: scenarios/
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCHEMA = ROOT / "docs" / "scenario.schema.json"
PREFIX = "# yaml-language-server: $schema="
FIX = "python -m tests.schema_line"


def expected_line(path: Path) -> str:
    """The first line ``path`` must have: the schema's path relative to the file's folder."""
    rel = Path(os.path.relpath(SCHEMA, path.resolve().parent)).as_posix()
    return f"{PREFIX}{rel}"


def has_line(path: Path) -> bool:
    """Whether ``path`` starts with the right schema line."""
    return path.read_text(encoding="utf-8").split("\n", 1)[0] == expected_line(path)


def stamp(path: Path) -> bool:
    """Add (or fix) the schema line of ``path``; True when the file changed."""
    text = path.read_text(encoding="utf-8")
    first, _, rest = text.partition("\n")
    body = rest if first.startswith(PREFIX) else text
    new = f"{expected_line(path)}\n{body}"
    if new == text:
        return False
    path.write_text(new, encoding="utf-8")
    return True


def yaml_files(paths: list[Path]) -> list[Path]:
    """The ``.yaml`` files named or under the folders named, sorted."""
    out: list[Path] = []
    for p in paths:
        out.extend(sorted(p.rglob("*.yaml")) if p.is_dir() else [p])
    return out


def main(argv: list[str]) -> int:
    """Stamp every YAML file under ``argv`` (default ``scenarios/``); print the ones changed."""
    for path in yaml_files([Path(a) for a in argv] or [ROOT / "scenarios"]):
        if stamp(path):
            print(f"stamped {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
