"""Cupido's secret turn (found in a play-test): his two picks take a number and Enter per tick
and `0 Enter` to confirm, which his turn did not say (the line that says how to pick showed
the time left while he picked), and his rows' tick column pushed every name two cells to the
right of where every other turn draws it. His turn says how, in the words of every turn, and
his names stand where everyone's do, a tick at the row's end."""

from __future__ import annotations

from textual.widgets import Static

from narration.modes import DOORGEVEN
from narration.prompts import PLAYERS
from narration.secret_night import SecretNights
from narration.session import Session
from tests.tui.conftest import MakeApp
from tests.tui.game_driver import turn_keys
from tests.tui.test_pass_mode import SIZE, night_choice, press
from tests.tui.test_pass_turn_keys import SETUP
from tui.i18n import t
from tui.screens.pass_turn import PassNightScreen
from tui.secret_turn import TICK, Picking, TurnView, turn_view


def cupido_and_another() -> tuple[TurnView, TurnView, list[str]]:
    """Cupido's turn (his first lover ticked) and the next player's, on night 1."""
    nights = SecretNights(Session.new(SETUP, mode=DOORGEVEN))
    nights.pump()
    turns: dict[str, TurnView] = {}
    ticked: list[str] = []
    for player in nights.order():
        task = nights.task(player)
        assert task is not None
        if task.prompt.kind == PLAYERS:
            ticked = [task.prompt.candidates[0]]
            turns["cupido"] = turn_view(nights, player, task, Picking(ticked=list(ticked)),
                                        error="", status="", lang="nl")
        elif "other" not in turns:
            turns["other"] = turn_view(nights, player, task, Picking(), error="",
                                       status="", lang="nl")
    return turns["cupido"], turns["other"], ticked


def test_cupido_s_names_stand_where_every_turn_s_do() -> None:
    cupido, other, ticked = cupido_and_another()
    assert len(cupido.drawn) == len(other.drawn)
    for (value, label), mine, theirs in zip(cupido.rows[1:], cupido.drawn[1:],
                                             other.drawn[1:], strict=True):
        name = label.split("\t")[0]
        assert mine.startswith(f"{mine[:2]}  {name} "), mine  # the name right after the number
        assert theirs[:4] == mine[:4] and len(mine) == len(theirs)
        assert mine.endswith(f" {TICK}") == (value in ticked), mine


async def test_cupido_s_turn_says_how_to_pick_two_while_he_picks(make_app: MakeApp) -> None:
    """With a minimum turn time the line under the list says how to pick while a choice is
    open, on every turn (the time left came first, and Cupido was never told): then the time
    left, as before."""
    session = Session.new(SETUP, mode=DOORGEVEN)
    now = [0.0]
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = PassNightScreen(session, min_seconds=20, clock=lambda: now[0])
        app.push_screen(screen)
        await pilot.pause()

        def status() -> str:
            return str(screen.query_one("#wait", Static).render())

        for _ in SETUP.players:
            player = screen.nights.next_player()
            assert player is not None
            await press(pilot, ["space"])
            task = screen.turn_task
            assert task is not None
            if task.key == "cupido":
                break
            assert status() == t("pass.press_pick")
            await press(pilot, turn_keys(task.prompt, screen.nights.state, night_choice(
                screen.nights, player, task.prompt, task.key)))
            assert status() == t("pass.wait", s=20)
            now[0] += 20
            await press(pilot, ["enter"])
        else:
            raise AssertionError("no cupido turn")
        assert status() == t("pass.press_pick_many")
        await press(pilot, ["4", "enter"])
        assert status() == t("pass.press_pick_many")
        await press(pilot, ["5", "enter", "0", "enter"])
        assert screen.turn_task is None
        assert status() == t("pass.wait", s=20)
