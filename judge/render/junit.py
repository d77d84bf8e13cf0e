"""``judge check --format junit``: JUnit XML, one test case per scenario, for CI systems."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from judge.check import Outcome

# What XML 1.0 forbids (ElementTree escapes & < > " but writes these as they are: not well-formed).
_NOT_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def xml_text(text: str) -> str:
    """``text`` with every character XML 1.0 forbids written as an escape (``\\x1b``)."""
    return _NOT_XML.sub(lambda m: f"\\x{ord(m.group()):02x}" if ord(m.group()) < 0x100
                        else f"\\u{ord(m.group()):04x}", text)


def render_junit(outcomes: list[Outcome]) -> str:
    """A ``<testsuites>`` document with one ``<testsuite name="judge">``."""
    failures = sum(1 for o in outcomes if o.status == "failed")
    errors = sum(1 for o in outcomes if o.status == "error")
    root = ET.Element("testsuites", name="altered-judge", tests=str(len(outcomes)), failures=str(failures),
                      errors=str(errors))
    suite = ET.SubElement(root, "testsuite", name="judge", tests=str(len(outcomes)), failures=str(failures),
                          errors=str(errors), skipped="0")
    for outcome in outcomes:
        case = ET.SubElement(suite, "testcase", classname=xml_text(str(outcome.path.parent).replace("/", ".")),
                             name=xml_text(outcome.scenario), file=xml_text(str(outcome.path)))
        if outcome.status != "passed":
            tag = "failure" if outcome.status == "failed" else "error"
            message = outcome.problems[0].splitlines()[0] if outcome.problems and outcome.problems[0] else ""
            detail = ET.SubElement(case, tag, message=xml_text(message))
            detail.text = xml_text("\n".join(outcome.problems))
    ET.indent(root)
    return ET.tostring(root, encoding="unicode", xml_declaration=True) + "\n"
