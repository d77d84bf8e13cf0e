"""Headless Chromium driven through the DevTools protocol over a pipe (``--remote-debugging-pipe``).

Standard library only: Chromium reads commands from file descriptor 3 and writes replies and events to
file descriptor 4, one JSON message each, ended by a NUL byte. The tests use it to set a viewport, press
keys, tap, read the DOM, collect console messages and take screenshots.

One Chromium process serves the whole test session (:class:`Chromium`, started once by the ``chromium``
fixture of tests/conftest.py); each test gets its own :class:`Browser`: a new browser context (its own
cookies, storage and cache, as a fresh profile would have) holding one new page, closed after the test.
"""

from __future__ import annotations

import base64
import contextlib
import fcntl
import json
import os
import select
import shutil
import subprocess
import time
from pathlib import Path
from typing import Any

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--remote-debugging-pipe"]
TIMEOUT = 60.0


def _high(fd: int) -> int:
    """``fd`` moved to a number above 4, so that the child's dup2 to 3 and 4 cannot overwrite it."""
    high = fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 10)
    os.close(fd)
    return high


class Chromium:
    """One headless Chromium process and its DevTools pipe; pages are opened with :meth:`page`."""

    def __init__(self, profile: Path) -> None:
        assert CHROMIUM is not None
        to_child, self._out = (_high(fd) for fd in os.pipe())  # we write commands, Chromium reads fd 3
        self._in, from_child = (_high(fd) for fd in os.pipe())  # Chromium writes fd 4, we read
        # the child gets its pipe ends as fds 3 and 4 (dup2 in the child before exec; then kept open)
        self.proc = subprocess.Popen(
            [CHROMIUM, *FLAGS, f"--user-data-dir={profile}", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            pass_fds=(3, 4), preexec_fn=lambda: (os.dup2(to_child, 3), os.dup2(from_child, 4)))
        os.close(to_child)
        os.close(from_child)
        self._buffer = b""
        self._next = 0
        self._pending: dict[int, str] = {}  # commands sent, not yet answered: id → method
        self.events: dict[str, list[dict[str, Any]]] = {}  # by session id ("" for the browser's own)

    def alive(self) -> bool:
        """Whether the process still runs."""
        return self.proc.poll() is None

    def close(self) -> None:
        """Close the browser and wait for its process."""
        with contextlib.suppress(OSError, RuntimeError, TimeoutError):
            self.call("Browser.close")
        try:
            self.proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        os.close(self._out)
        os.close(self._in)

    def page(self) -> Browser:
        """A new page in a new browser context (nothing shared with the pages before it)."""
        context = self.call("Target.createBrowserContext")["browserContextId"]
        target = self.call("Target.createTarget", url="about:blank", browserContextId=context)["targetId"]
        session = self.call("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
        browser = Browser(self, context, target, session)
        for domain in ("Page", "Runtime", "Log"):  # answered once the page's renderer has started: meanwhile,
            self.send(f"{domain}.enable", session)  # the test goes on (its replies are awaited by the next call)
        return browser

    # -- the protocol -----------------------------------------------------------------------------------
    def send(self, method: str, session_id: str = "", **params: Any) -> int:
        """Send one command (to a page's session, or to the browser) without waiting: its id. Its reply is
        awaited by the next :meth:`call` (an error in it is raised there)."""
        self._next += 1
        message: dict[str, Any] = {"id": self._next, "method": method, "params": params}
        if session_id:
            message["sessionId"] = session_id
        os.write(self._out, json.dumps(message).encode() + b"\0")
        self._pending[self._next] = method
        return self._next

    def call(self, method: str, session_id: str = "", **params: Any) -> dict[str, Any]:
        """Send one command and wait for its reply, and for those of the commands sent before it; the events
        met meanwhile are kept in ``events``, by session."""
        sent = self.send(method, session_id, **params)
        while True:
            reply = self.read()
            if "id" not in reply:
                self.keep(reply)
                continue
            asked = self._pending.pop(reply["id"], "?")
            if "error" in reply:
                raise RuntimeError(f"{asked}: {reply['error']}")
            if reply["id"] == sent:
                return reply.get("result", {})

    def keep(self, event: dict[str, Any]) -> None:
        """File an event under its session."""
        self.events.setdefault(event.get("sessionId", ""), []).append(event)

    def read(self, deadline: float | None = None) -> dict[str, Any]:
        """The next message from Chromium."""
        deadline = deadline or time.monotonic() + TIMEOUT
        while b"\0" not in self._buffer:
            if not select.select([self._in], [], [], max(0.0, deadline - time.monotonic()))[0]:
                raise TimeoutError("Chromium did not answer")
            chunk = os.read(self._in, 1 << 16)
            if not chunk:
                raise RuntimeError("Chromium closed the pipe")
            self._buffer += chunk
        raw, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(raw)  # type: ignore[no-any-return]


class Browser:
    """One page of a shared :class:`Chromium`, in its own browser context; what the tests do with it."""

    def __init__(self, chromium: Chromium, context: str, target: str, session: str) -> None:
        self.chromium, self.context, self.target, self.session = chromium, context, target, session
        self.events = chromium.events.setdefault(session, [])

    def close(self) -> None:
        """Close the page and throw its browser context away."""
        with contextlib.suppress(OSError, RuntimeError, TimeoutError):
            self.chromium.call("Target.closeTarget", targetId=self.target)
            self.chromium.call("Target.disposeBrowserContext", browserContextId=self.context)
        self.chromium.events.pop(self.session, None)

    def call(self, method: str, session: bool = False, **params: Any) -> dict[str, Any]:
        """Send one command, to this page (``session``) or to the browser, and wait for its reply."""
        return self.chromium.call(method, self.session if session else "", **params)

    # -- what the tests do ------------------------------------------------------------------------------
    def viewport(self, width: int, height: int, mobile: bool) -> None:
        """Emulate a screen of ``width`` × ``height`` CSS pixels (a phone: ``mobile``, touch)."""
        self.call("Emulation.setDeviceMetricsOverride", session=True, width=width, height=height,
                  deviceScaleFactor=2 if mobile else 1, mobile=mobile)
        self.call("Emulation.setTouchEmulationEnabled", session=True, enabled=mobile)

    def open(self, url: str) -> None:
        """Load ``url`` and wait until its load event (the load of this document, not of the blank page the
        tab was created with: the events after the main frame navigated with this navigation's loader)."""
        start = len(self.events)
        loader = self.call("Page.navigate", session=True, url=url).get("loaderId")
        deadline = time.monotonic() + TIMEOUT
        while not self._loaded(start, loader):
            if time.monotonic() > deadline:
                raise TimeoutError("the page did not load")
            self.chromium.keep(self.chromium.read(deadline))

    def _loaded(self, start: int, loader: str | None) -> bool:
        navigated = False
        for event in self.events[start:]:
            method, params = event.get("method"), event.get("params", {})
            if method == "Page.frameNavigated" and not params["frame"].get("parentId"):
                navigated = loader is None or params["frame"].get("loaderId") == loader
            elif method == "Page.loadEventFired" and navigated:
                return True
        return False

    def js(self, expression: str) -> Any:
        """Evaluate ``expression`` in the page; its value (JSON-able)."""
        result = self.call("Runtime.evaluate", session=True, expression=expression, returnByValue=True,
                           awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def key(self, key: str, code: str | None = None, key_code: int = 0) -> None:
        """Press and release a key as the keyboard does (``ArrowRight``, ``End``, ``Home`` …)."""
        for kind in ("rawKeyDown", "keyUp"):
            self.call("Input.dispatchKeyEvent", session=True, type=kind, key=key, code=code or key,
                      windowsVirtualKeyCode=key_code, nativeVirtualKeyCode=key_code)

    def type(self, text: str) -> None:
        """Type ``text`` into the focused element."""
        self.call("Input.insertText", session=True, text=text)

    def tap(self, x: float, y: float) -> None:
        """Tap the screen at (x, y) with one finger."""
        for kind, points in (("touchStart", [{"x": x, "y": y}]), ("touchEnd", [])):
            self.call("Input.dispatchTouchEvent", session=True, type=kind, touchPoints=points)

    def click(self, x: float, y: float) -> None:
        """Click the left mouse button at (x, y)."""
        for kind in ("mousePressed", "mouseReleased"):
            self.call("Input.dispatchMouseEvent", session=True, type=kind, x=x, y=y, button="left", clickCount=1)

    def screenshot(self, path: Path, full_page: bool = False) -> None:
        """Save a PNG of the viewport (or the whole page)."""
        data = self.call("Page.captureScreenshot", session=True, format="png", captureBeyondViewport=full_page)
        path.write_bytes(base64.b64decode(data["data"]))

    def console_problems(self) -> list[str]:
        """Console messages, uncaught exceptions and log errors seen so far."""
        out = []
        for event in self.events:
            method, params = event.get("method"), event.get("params", {})
            if method == "Runtime.consoleAPICalled":
                out.append(f"console.{params['type']}: {[a.get('value') for a in params.get('args', [])]}")
            elif method == "Runtime.exceptionThrown":
                out.append(f"exception: {params['exceptionDetails'].get('text')}")
            elif method == "Log.entryAdded" and params["entry"]["level"] in ("error", "warning"):
                out.append(f"log {params['entry']['level']}: {params['entry']['text']}")
        return out
