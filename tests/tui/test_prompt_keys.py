"""Each prompt kind's keys, once, on a small harness: the prompt panel alone on a screen, and
the answer it posts (`PromptPanel.Answered`, caught with `run_test(message_hook=...)`) for
the keys tests/tui/game_driver.py presses. The whole-game pilot tests (one per mode:
test_game_screen.py, test_pass_mode.py) press the same keys through the real screens; the
rules behind each answer are tested headless (tests/engine/)."""

from __future__ import annotations

from typing import Any

import pytest
from textual.app import App, ComposeResult
from textual.message import Message

from narration.engine import Game
from narration.prompts import CHOICE, PLAYER, PLAYERS, TABLE, VOTE, YESNO, Prompt
from narration.state import GameState
from setups.game_setup import GameSetup
from tests.tui.game_driver import keys_for
from tui.widgets.prompt_panel import PromptPanel

SETUP = GameSetup(
    players=("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur", "Gijs", "Hanna"),
    roles=("weerwolf", "weerwolf", "ziener", "heks", "burger", "cupido", "jager", "burger"),
    seed=3,
)
STATE: GameState = Game(SETUP).state
# Candidates out of seat order, so a key that picks by list position instead of by seat
# number is caught.
SOME = ("Hanna", "Cor", "Eva", "Anna")


class PanelHarness(App[None]):
    """One prompt panel on a screen, as the game screen mounts it."""

    def __init__(self, prompt: Prompt) -> None:
        super().__init__()
        self.prompt = prompt

    def compose(self) -> ComposeResult:
        yield PromptPanel(self.prompt, STATE, id="panel")


def prompt(kind: Any, **fields: Any) -> Prompt:
    return Prompt("harnas", "harnas", kind, "night", 1, **fields)


async def answers_for(panel_prompt: Prompt, keys: list[str]) -> list[Any]:
    """What the panel posts when `keys` are pressed, in order (the hook sees a message at
    each node it bubbles through: counted once)."""
    posted: list[PromptPanel.Answered] = []

    def hook(message: Message) -> None:
        if isinstance(message, PromptPanel.Answered) and all(m is not message for m in posted):
            posted.append(message)

    app = PanelHarness(panel_prompt)
    async with app.run_test(size=(80, 30), message_hook=hook) as pilot:
        for key in keys:
            await pilot.press(key)
        await pilot.pause()
    return [m.value for m in posted]


CASES: list[tuple[str, Prompt, Any]] = [
    ("player", prompt(PLAYER, candidates=SOME), "Eva"),
    ("player, nobody", prompt(PLAYER, candidates=SOME, optional=True), ""),
    ("player after nobody", prompt(PLAYER, candidates=SOME, optional=True), "Cor"),
    ("players, in the order picked", prompt(PLAYERS, candidates=SOME, low=2, high=2),
     ["Anna", "Hanna"]),
    ("choice", prompt(CHOICE, choices=("a", "b", "c"), labels=("A", "B", "C")), "b"),
    ("choice, pass", prompt(CHOICE, choices=("a", "b"), labels=("A", "B"), optional=True),
     ""),
    ("choice after the pass", prompt(CHOICE, choices=("a", "b"), labels=("A", "B"),
                                     optional=True), "b"),
    ("yes", prompt(YESNO), True),
    ("no", prompt(YESNO), False),
    ("table: the elixir", prompt(TABLE, candidates=SOME, choices=("redden", "vergif"),
                                 player_fields=("vergif",)), {"redden": True}),
    ("table: the poison", prompt(TABLE, candidates=SOME, choices=("redden", "vergif"),
                                 player_fields=("vergif",)), {"vergif": "Cor"}),
    ("table: both", prompt(TABLE, candidates=SOME, choices=("redden", "vergif"),
                           player_fields=("vergif",)), {"redden": True, "vergif": "Hanna"}),
    ("vote: the outcome", prompt(VOTE, candidates=SOME, voters=SOME), "Anna"),
    ("vote: nobody goes", prompt(VOTE, candidates=SOME, voters=SOME), ""),
    ("vote: ballots, one abstains", prompt(VOTE, candidates=SOME, voters=SOME),
     {"Hanna": "Cor", "Cor": "Hanna", "Eva": "Cor"}),
]


@pytest.mark.parametrize(("panel_prompt", "value"), [(p, v) for _, p, v in CASES],
                         ids=[name for name, _, _ in CASES])
async def test_the_keys_of_each_prompt_kind_post_the_answer_they_mean(
        panel_prompt: Prompt, value: Any) -> None:
    # By seat number (as the whole-game tests type) and by the arrows (home, down...).
    for state in (STATE, None):
        keys = keys_for(panel_prompt, value, state)
        assert await answers_for(panel_prompt, keys) == [value], keys


async def test_a_players_prompt_posts_nothing_until_enter() -> None:
    players = prompt(PLAYERS, candidates=SOME, low=2, high=2)
    keys = keys_for(players, ["Cor", "Eva"], STATE)
    assert keys[-1] == "enter"
    assert await answers_for(players, keys[:-1]) == []
