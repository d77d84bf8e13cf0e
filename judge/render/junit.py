"""``judge check --format junit``: JUnit XML, one test case per scenario, for CI systems."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from judge.check import Outcome


def render_junit(outcomes: list[Outcome]) -> str:
    """A ``<testsuites>`` document with one ``<testsuite name="judge">``."""
    failures = sum(1 for o in outcomes if o.status == "failed")
    errors = sum(1 for o in outcomes if o.status == "error")
    root = ET.Element("testsuites", name="altered-judge", tests=str(len(outcomes)), failures=str(failures),
                      errors=str(errors))
    suite = ET.SubElement(root, "testsuite", name="judge", tests=str(len(outcomes)), failures=str(failures),
                          errors=str(errors), skipped="0")
    for outcome in outcomes:
        case = ET.SubElement(suite, "testcase", classname=str(outcome.path.parent).replace("/", "."),
                             name=outcome.scenario, file=str(outcome.path))
        if outcome.status != "passed":
            tag = "failure" if outcome.status == "failed" else "error"
            detail = ET.SubElement(case, tag, message=outcome.problems[0].splitlines()[0] if outcome.problems else "")
            detail.text = "\n".join(outcome.problems)
    ET.indent(root)
    return ET.tostring(root, encoding="unicode", xml_declaration=True) + "\n"
