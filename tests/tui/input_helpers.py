"""Small games for the input pilot tests: a 12-player table brought to a chosen prompt; and
the set-up screens' start: the new-game screen opened as a player opens it, with the game's
start recorded instead of played (`new_game`)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

import pytest
from textual._compositor import LayoutUpdate
from textual.pilot import Pilot

from narration.engine import Game
from narration.prompts import Prompt
from setups.game_setup import GameSetup
from tui.app import WakkerdamApp
from tui.screens.new_game import NewGameScreen

TWELVE = ("Anna", "Bram", "Cor", "Daan", "Eva", "Fleur", "Gijs", "Hanna", "Ilse", "Jet",
          "Kees", "Lotte")


def twelve(*roles: str, seed: int = 1) -> GameSetup:
    """Twelve players: the given cards first (seat order follows the deal), burgers after."""
    cards = list(roles) + ["burger"] * (12 - len(roles))
    return GameSetup(players=TWELVE, roles=tuple(cards), seed=seed)


async def open_new_game(pilot: Pilot[None]) -> NewGameScreen:
    """The new-game screen, opened from the home screen with its key."""
    await pilot.press("n")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, NewGameScreen)
    return screen


@asynccontextmanager
async def new_game(app: WakkerdamApp, recorder: Callable[..., None],
                   monkeypatch: pytest.MonkeyPatch, size: tuple[int, int] = (80, 24)
                   ) -> AsyncIterator[tuple[Pilot[None], NewGameScreen]]:
    """`app` run at `size` with its new-game screen open, and `recorder` (a StartRecorder)
    standing in for `app.start_game`: what the set-up would start is recorded, not played."""
    monkeypatch.setattr(app, "start_game", recorder)
    async with app.run_test(size=size) as pilot:
        yield pilot, await open_new_game(pilot)


def game_of(app: WakkerdamApp) -> Game:
    return app.screen.session.game  # type: ignore[attr-defined, no-any-return]


async def answer_until(app: WakkerdamApp, pilot: Any, key: str,
                       answers: dict[str, Any] | None = None) -> None:
    """Answer (headless, through the session) until the prompt with `key` (or step) is asked."""
    answers = answers or {}
    game = game_of(app)
    while game.prompt is not None and key not in (game.prompt.key, game.prompt.step):
        prompt = game.prompt
        value = answers.get(prompt.key or "", "" if prompt.needs_answer else None)
        if prompt.kind == "table" and value == "":
            value = {}
        app.screen.session.submit(value)  # type: ignore[attr-defined]
    assert game.prompt is not None, f"the game ended before {key}"
    app.screen.show_prompt(speak=False)  # type: ignore[attr-defined]
    await settled(app, pilot)


def footer_ready(app: WakkerdamApp) -> bool:
    """Every footer on screen shows the moment's keys, each laid out at its place."""
    from tui.widgets.footer import Footer

    for footer in app.screen.query(Footer):
        if isinstance(footer, Footer) and footer._composed != footer._shown_keys():
            return False
        if any(key.region.width == 0 for key in footer.children):
            return False
    return True


async def settled(app: WakkerdamApp, pilot: Any) -> None:
    """Wait until the game screen shows this prompt whole: its panel mounted (the screen
    mounts it without awaiting it) and the footer recomposed for the moment's keys and laid
    out. One pause is enough on an idle machine, not always on a loaded one (the footer's
    width was once read before its keys had their places)."""

    def ready() -> bool:
        panel = getattr(app.screen, "panel", None)
        if panel is not None and not panel.is_mounted:
            return False
        return footer_ready(app)

    await pilot.pause()
    for _ in range(50):
        if ready():
            break
        await pilot.pause()
    await pilot.pause()  # and laid out


async def steady(pilot: Any, most: int = 50) -> None:
    """Pause until the picture stops changing: the footer shows the moment's keys and two
    screenshots one frame apart are the same. A fixed number of pauses was not enough for the
    snapshots on a loaded CI machine (a secret turn was drawn before its last layout); this
    waits for the layout itself, on any screen, however slow the machine."""
    app = pilot.app
    await pilot.pause()
    last = app.export_screenshot()
    for _ in range(most):
        await pilot.pause()
        shot = app.export_screenshot()
        if shot == last and footer_ready(app):
            return
        last = shot


def first_row_keys(app: WakkerdamApp) -> list[str]:
    """The keys that take what Enter alone took while a list's first row was lit: that row's
    number typed, then Enter (nothing is lit now); a multi-pick's nobody is `0 Enter`."""
    from tui.widgets.pick_list import PickList

    picks = app.screen.query("#pick")
    if picks:
        return [*str(picks.first(PickList).numbers[0]), "enter"]
    if app.screen.query("#many"):
        return ["0", "enter"]
    return ["enter"]


async def first_rows_until(app: WakkerdamApp, pilot: Any, key: str) -> None:
    """Answer every prompt before the one with `key` with its first row (`first_row_keys`)."""
    game = game_of(app)
    while game.prompt is not None and game.prompt.key != key:
        await pilot.press(*first_row_keys(app))
        await settled(app, pilot)


def seat_keys(game: Game, name: str) -> list[str]:
    """The digits of a player's seat number (the number the seat map shows)."""
    return list(str(game.state.player(name).seat + 1))


def screen_text(app: WakkerdamApp) -> str:
    """Everything drawn on the screen right now, one line a row: the characters of the frame
    `export_screenshot` renders (the whole screen, painted for the picture) without turning it
    into SVG first, which cost four times the frame itself in the hundreds of reads the tests
    make. test_screen_text.py checks that it reads what the screenshot shows."""
    update = app.screen._compositor.render_update(
        full=True, screen_stack=app._background_screens)
    assert isinstance(update, LayoutUpdate), "textual changed render_update(full=True)"
    return "\n".join("".join(strip.text for strip in line).rstrip() for line in update.strips)


def widget_text(app: WakkerdamApp, selector: str) -> str:
    """What one widget of the current screen shows, unwrapped."""
    return str(app.screen.query_one(selector).render())


async def burst(app: WakkerdamApp, pilot: Any, keys: list[str]) -> None:
    """Keys as a real terminal delivers a fast typist (or a paste): all at once, with no
    pause for the app between them (`pilot.press` waits until the app is idle after each)."""
    from textual import events

    driver = app._driver
    assert driver is not None
    for key in keys:
        char = "\r" if key == "enter" else " " if key == "space" else key
        driver.send_message(events.Key(key, char))
    await pilot.pause()
    await pilot.pause()


async def lover_votes_for_partner(app: WakkerdamApp, pilot: Any) -> tuple[Prompt, str, str]:
    """A game with cupido, played to the day's vote, whose first voter is a lover: he enters a
    ballot against his partner (the rulebook refuses it). Returns (the vote's prompt, the
    voter, the partner)."""
    app.start_game(twelve("weerwolf", "weerwolf", "cupido"))
    await pilot.pause()
    game = game_of(app)
    await answer_until(app, pilot, "cupido")
    alive = [p.name for p in game.state.players]
    await answer_until(app, pilot, "stemming", {"cupido": [alive[0], alive[1]]})
    prompt = game.prompt
    assert prompt is not None
    voter = prompt.voters[0]
    partner = game.state.player(voter).lover
    assert partner is not None
    await pilot.press("b", *seat_keys(game, partner), "enter")
    await pilot.pause()
    return prompt, voter, partner
