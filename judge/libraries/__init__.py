"""Card libraries shipped with the judge, included from any scenario as ``include: [judge:NAME]``.

``judge:core`` holds the cards of the bundled scenarios, written in the scenario language;
``judge:printed-en`` and ``judge:printed-fr`` hold cards given by their printed text. They are
package data: an installed wheel finds them where the source checkout does.
"""

from __future__ import annotations

from pathlib import Path

PREFIX = "judge:"
FOLDER = Path(__file__).resolve().parent


def names() -> list[str]:
    """The names of the packaged libraries (``core``, ``printed-en``, …), sorted."""
    return sorted(p.stem for p in FOLDER.glob("*.yaml"))


def library_path(name: str) -> Path | None:
    """The file of the packaged library ``name`` (``core`` for ``judge:core``), or None if there is none."""
    return FOLDER / f"{name}.yaml" if name in names() else None
