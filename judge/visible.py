"""Text from a scenario shown safely: control characters and escape sequences never reach a terminal raw.

A card id, a key or a title can hold any character YAML allows, including ESC (a terminal
escape sequence can clear the screen or retitle the window), newlines (a forged line in a
message or a trace), C1 controls and the bidirectional overrides that reorder what is shown.
:func:`visible` writes each of them as an escape (``\\x1b``, ``\\n``, ``\\u202e``).
"""

from __future__ import annotations

import re

# C0 controls, DEL, C1 controls, line/paragraph separators, bidirectional marks and overrides, and the two
# noncharacters U+FFFE and U+FFFF (XML 1.0 forbids them: an SVG or GraphML holding one is not well-formed).
_HIDDEN = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufffe\uffff]")
_PROSE_HIDDEN = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069"
                           "\ufffe\uffff]")
_NAMED = {"\n": "\\n", "\t": "\\t", "\r": "\\r"}


def _escape(match: re.Match[str]) -> str:
    char = match.group()
    if char in _NAMED:
        return _NAMED[char]
    code = ord(char)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def visible(text: str) -> str:
    """``text`` with every control character, separator and bidi control written as an escape."""
    return _HIDDEN.sub(_escape, text)


def visible_prose(text: str) -> str:
    """Like :func:`visible`, but newlines and tabs stay (a title or a question may span lines)."""
    return _PROSE_HIDDEN.sub(_escape, text)
