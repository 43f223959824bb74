"""Pilot pauses that wait for the app itself, not for the machine to look idle.

Textual's `pilot.pause()` runs the messages queued when it is called, then sleeps until the
test process uses little CPU (`wait_for_idle`), and `pilot.press` sends each key the same way.
What a message sets off travels on from widget to widget, one queue at a time (a key to the
focused list, its answer bubbling up to the screen, the next prompt's panel mounted, the
footer recomposed): on an idle machine that is done within the sleep; on a loaded one the test
process gets no CPU during it, looks idle, and the test read the screen, or typed its next key,
before the app had taken the last one (on CI once: a snapshot taken before its last layout).
So after each pause, and after each key, the pilot here waits until no widget of the app has a
message queued or in hand, however long that takes on a slow machine (a generous limit guards
against a hang; the test's own assertions then fail).

`install()` replaces `Pilot.pause` and `Pilot.press` (Textual is pinned exactly in
pyproject.toml; the checks below fail loudly if an upgrade changes what they rely on)."""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import time
from typing import Any

from textual.app import App
from textual.message_pump import MessagePump
from textual.pilot import Pilot

SETTLE_LIMIT = 60.0  # seconds: far beyond any loaded machine, only a guard against a hang

_pause = Pilot.pause
_press = Pilot.press
assert list(inspect.signature(_pause).parameters) == ["self", "delay"], \
    "textual changed Pilot.pause"
assert list(inspect.signature(_press).parameters) == ["self", "keys"], \
    "textual changed Pilot.press"
_dispatch_message = MessagePump._dispatch_message
_flush_next_callbacks = MessagePump._flush_next_callbacks
assert list(inspect.signature(_dispatch_message).parameters) == ["self", "message"], \
    "textual changed MessagePump._dispatch_message"
assert list(inspect.signature(_flush_next_callbacks).parameters) == ["self"], \
    "textual changed MessagePump._flush_next_callbacks"

# The message pumps (app, screens, widgets) handling a message right now, or running the
# callbacks after one: a handler may await (a mount, a footer's recompose) with its queue empty.
_HANDLING: dict[int, int] = {}


def _done(key: int) -> None:
    left = _HANDLING[key] - 1
    if left:
        _HANDLING[key] = left
    else:
        del _HANDLING[key]


async def _counted_dispatch(self: MessagePump, message: Any) -> None:
    key = id(self)
    _HANDLING[key] = _HANDLING.get(key, 0) + 1
    try:
        await _dispatch_message(self, message)
    finally:
        _done(key)


async def _counted_flush(self: MessagePump) -> None:
    key = id(self)
    _HANDLING[key] = _HANDLING.get(key, 0) + 1
    try:
        await _flush_next_callbacks(self)
    finally:
        _done(key)


def busy(app: App[Any]) -> bool:
    """Has the app, or any widget on its screens, a message waiting or being handled (a handler
    still awaiting, a mount or a footer's recompose, counts), or callbacks to run after one?"""
    try:
        stack = app.screen_stack
    except Exception:  # the app has ended: nothing is left to wait for
        return False
    pumps: list[Any] = [app]
    for screen in stack:
        pumps += screen.walk_children(with_self=True)
    return any(not pump._message_queue.empty() or pump._next_callbacks
               or _HANDLING.get(id(pump)) for pump in pumps if not pump._closed)


async def settle(app: App[Any], limit: float = SETTLE_LIMIT) -> None:
    """Wait until the app has handled everything it was sent and its screen is refreshed for
    it (the layout, the callbacks after a refresh: which may send more), twice in a row."""
    deadline = time.monotonic() + limit
    quiet = 0
    while quiet < 2 and time.monotonic() < deadline:
        await asyncio.sleep(0.001)
        if busy(app):
            quiet = 0
            continue
        if quiet == 0:
            with contextlib.suppress(Exception):  # the app may have ended meanwhile
                app.screen._on_timer_update()  # as pilot.pause() ends: lay out what changed
        quiet += 1


async def pause(self: Pilot[Any], delay: float | None = None) -> None:
    await _pause(self, delay)
    await settle(self.app)


async def press(self: Pilot[Any], *keys: str) -> None:
    """One key at a time, each taken whole before the next is sent (a real typist's keys each
    reach the widget that is on screen; `burst` in tests/tui/input_helpers.py sends them all at
    once on purpose)."""
    for key in keys:
        await _press(self, key)
        await settle(self.app)


def install() -> None:
    MessagePump._dispatch_message = _counted_dispatch  # type: ignore[method-assign]
    MessagePump._flush_next_callbacks = _counted_flush  # type: ignore[method-assign]
    Pilot.pause = pause  # type: ignore[method-assign]
    Pilot.press = press  # type: ignore[method-assign]
