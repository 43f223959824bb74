"""SVG snapshots of pass-the-laptop: the hand-over curtain, a secret turn with its choice, and
a turn done (what the ziener saw), at 80×24 and 120×40. Look at, in each: nothing on screen
but what the player in front of it may see, in the same layout whatever his card."""

from __future__ import annotations

from typing import Any

import pytest

from narration.modes import DOORGEVEN
from tests.tui.game_driver import turn_keys
from tests.tui.input_helpers import steady
from tests.tui.test_pass_mode import SETUP
from tui.app import create_app
from tui.screens.pass_turn import PassNightScreen
from tui.settings import AppSettings
from tui.speech import SilentSpeaker

SIZES = [(80, 24), (120, 40)]


def app() -> Any:
    return create_app(speaker_factory=lambda lang: SilentSpeaker(),
                      settings=AppSettings(min_turn_seconds=0))


def at(turns: int, extra: list[str], answer: bool = False) -> Any:
    """After `turns` whole turns of night 1 (everyone picks his first choice), press `extra`;
    with `answer`, the player on screen then answers his first choice too."""
    async def run_before(pilot: Any) -> None:
        pilot.app.start_game(SETUP, DOORGEVEN)
        await pilot.pause()
        screen = pilot.app.screen
        assert isinstance(screen, PassNightScreen)

        async def answer_all() -> None:
            while screen.turn_task is not None:
                task = screen.turn_task
                value = list(task.prompt.candidates[:2]) if task.key == "cupido" else \
                    {} if task.key == "heks" else task.prompt.candidates[0]
                for key in turn_keys(task.prompt, screen.nights.state, value):
                    await pilot.press(key)
                await pilot.pause()

        for _ in range(turns):
            await pilot.press("space")
            await pilot.pause()
            await answer_all()
            await pilot.press("enter")
            await pilot.pause()
        for key in extra:
            await pilot.press(key)
        await pilot.pause()
        if answer:
            await answer_all()
        await steady(pilot)

    return run_before


@pytest.mark.parametrize("size", SIZES)
def test_handover_curtain(snap_compare: Any, size: tuple[int, int]) -> None:
    # Night 1, the third hand-over (after the ziener's turn): only the next player's name.
    assert snap_compare(app(), terminal_size=size, run_before=at(2, []))


@pytest.mark.parametrize("size", SIZES)
def test_secret_turn_werewolf(snap_compare: Any, size: tuple[int, int]) -> None:
    # Night 1, third turn (seed 4: Bram, a werewolf): his card, the other
    # werewolf, and his vote.
    assert snap_compare(app(), terminal_size=size, run_before=at(2, ["space"]))


@pytest.mark.parametrize("size", SIZES)
def test_secret_turn_done_ziener(snap_compare: Any, size: tuple[int, int]) -> None:
    # Night 1, first turn (seed 4: Cor, the ziener) after his choice: the card he saw, and
    # the key to hide and hand on.
    assert snap_compare(app(), terminal_size=size, run_before=at(0, ["space"], answer=True))

