"""The final board in words for ``--format text``: one line per player, runs of the same card shown once with
a count; in French, the zones' French names, each card by its ``name_fr`` before its handle, « : » and « ; »
spaced."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from judge.engine.words import ZONE_NAMES, capitalised, counted, counter_name, player_name, singular, status_name
from judge.render.header import colon, semicolon


def board_lines(board: dict[str, Any], lang: str = "en", names: dict[str, str] | None = None) -> list[str]:
    """The final board of :func:`judge.render.board.board_data`, one line per player and one for Limbo;
    ``names`` gives the French name of each handle."""
    return BoardWords(lang, names or {}).lines(board)


@dataclass
class BoardWords:
    """How the board is said in one language."""

    lang: str
    names: dict[str, str] = field(default_factory=dict)

    @property
    def fr(self) -> bool:
        """Whether the board is said in French."""
        return self.lang == "fr"

    def lines(self, board: dict[str, Any]) -> list[str]:
        """One line per player (its zones in order), then Limbo if anything is there."""
        c, sep = colon(self.lang), semicolon(self.lang)
        out = []
        for player, zones in board["players"].items():
            parts = []
            for zone, content in zones.items():
                if zone == "mana":
                    if content["orbs"]:
                        ready = content["orbs"] - content["exhausted"]
                        said = "prêt" if singular(ready, "fr") else "prêts"  # un Orbe de Mana (masculine)
                        parts.append(f"Mana{c} {ready}/{content['orbs']} {said}" if self.fr
                                     else f"mana {ready}/{content['orbs']} ready")
                elif zone == "deck":
                    if content:
                        parts.append(f"Deck{c} {content}" if self.fr else f"deck {content}")
                elif content:
                    name = capitalised(ZONE_NAMES[zone][1]) if self.fr else zone
                    parts.append(f"{name}{c} " + ", ".join(self.grouped(content)))
            who = player_name(player) if self.fr else player
            out.append(f"  {who}{c} " + (sep.join(parts) or "—"))
        if board["limbo"]:
            out.append(f"  {'Limbo' if self.fr else 'limbo'}{c} " + ", ".join(self.short(o) for o in board["limbo"]))
        return out

    def grouped(self, objects: list[object]) -> list[str]:
        """Objects in a zone, runs of the same card with the same counters shown once with a count (and, for
        objects that changed zone, the range of handles they were)."""
        out: list[str] = []
        run: list[object] = []
        for obj in [*objects, None]:
            if run and obj is not None and self.run_key(obj) == self.run_key(run[0]):
                run.append(obj)
                continue
            if len(run) == 1:
                out.append(self.short(run[0]))
            elif run:
                first, last = _fields(run[0]), _fields(run[-1])
                was = f", {self.was} {first['was']} … {last['was']}" if "was" in first else ""
                if self.fr:
                    extra = "".join(f", {e}" for e in self.extras(first, many=True))
                    out.append(f"{len(run)}× {self.name(str(first['card']))} ({first['card']} … {last['card']}"
                               f"{extra}{was})")
                else:
                    out.append(f"{len(run)}× {self.card_key(run[0])} ({first['card']} … {last['card']}{was})")
            run = [obj] if obj is not None else []
        return out

    @property
    def was(self) -> str:
        """The word before the handle an object had before it changed zone."""
        return "était" if self.fr else "was"

    def name(self, handle: str) -> str:
        """A handle's card name in French (its card id if unknown)."""
        return self.names.get(handle, handle.split("#")[0])

    def extras(self, data: dict[str, object], many: bool = False) -> list[str]:
        """An object's counters and statuses: ``boosts=1, exhausted=True`` (in French: "1 boost, épuisé"; said of
        ``many`` objects, a run "2× …", the adjective agrees: « épuisés »; a status is a name and stays as it is)."""
        if not self.fr:
            return [f"{k}={v}" for k, v in data.items() if k not in ("card", "was")]
        said = []
        for key, value in data.items():
            if key == "boosts":
                said.append(counted(int(str(value)), "boost", "boosts", "fr"))
            elif key == "counters" and isinstance(value, dict):
                said += [f"{counted(int(n), 'compteur', 'compteurs', 'fr')} {counter_name(str(name), 'fr')}"
                         for name, n in value.items()]
            elif key == "statuses" and isinstance(value, list):
                said += [status_name(str(s))[1] for s in value]
            elif key == "exhausted":
                said.append("épuisés" if many else "épuisé")
            elif key == "owner":
                said.append(f"propriétaire{colon(self.lang)} {player_name(str(value))}")
        return said

    def card_key(self, obj: object) -> str:
        """The card and its counters, without the handle."""
        data = _fields(obj)
        extra = self.extras(data)
        return str(data["card"]).split("#")[0] + (f" ({', '.join(extra)})" if extra else "")

    def run_key(self, obj: object) -> tuple[str, bool]:
        """What a run of objects shares: the card, its counters, and whether it changed zone."""
        return self.card_key(obj), "was" in _fields(obj)

    def short(self, obj: object) -> str:
        """One object: its handle with its counters (in French, its name first)."""
        data = _fields(obj)
        extra = self.extras(data)
        if "was" in data:
            extra.append(f"{self.was} {data['was']}")
        handle = str(data["card"])
        if self.fr:
            return f"{self.name(handle)} ({', '.join([handle, *extra])})"
        return f"{handle} ({', '.join(extra)})" if isinstance(obj, dict) else handle


def _fields(obj: object) -> dict[str, object]:
    return dict(obj) if isinstance(obj, dict) else {"card": obj}
