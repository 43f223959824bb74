"""A ballot on a secret turn (a werewolf's vote for the victim, a villager's suspicion) names
its row 0 as the day's ballot entry does, "Onthouding" (tests/tui/test_ballot_abstain_row.py),
in every language; a card that picks one player (the ziener) keeps "Niemand". Row 0 read
"Niemand" on every pass-the-laptop ballot while the narrator's ballot said "Onthouding"."""

from __future__ import annotations

from typing import Any

from narration.modes import DOORGEVEN
from narration.session import Session
from tests.tui.conftest import MakeApp
from tests.tui.game_driver import turn_keys
from tests.tui.test_pass_mode import SIZE, night_choice, press
from tests.tui.test_pass_turn_keys import SETUP
from tui.i18n import t
from tui.screens.pass_turn import PassNightScreen
from tui.widgets.pick_list import PickList


async def test_row_zero_of_a_secret_ballot_is_the_abstention(make_app: MakeApp,
                                                              lang: str) -> None:
    app = make_app(lang=lang, min_turn_seconds=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = PassNightScreen(Session.new(SETUP, mode=DOORGEVEN), min_seconds=0)
        app.push_screen(screen)
        await pilot.pause()
        row_zero: dict[str, str] = {}
        abstained: list[str] = []
        told: list[str] = []
        for _ in SETUP.players:
            player = screen.nights.next_player()
            assert player is not None
            await press(pilot, ["space"])
            while (task := screen.turn_task) is not None:
                pick = screen.query_one("#turn-pick", PickList)
                row_zero[task.key] = pick.labels[0]
                assert str(pick.get_option_at_index(0).prompt).startswith(" 0  ")
                if task.key == "weerwolven" and abstained:  # the other wolf sees that vote
                    told.extend(str(f.params.get("votes")) for f in screen.nights.facts(player)
                                if f.kind == "wolvenstemmen")
                if task.key == "weerwolven" and not abstained:
                    abstained.append(player)  # the first werewolf abstains, as row 0 says
                    await press(pilot, ["0", "enter"])
                    continue
                value: Any = night_choice(screen.nights, player, task.prompt, task.key)
                await press(pilot, turn_keys(task.prompt, screen.nights.state, value))
            await press(pilot, ["enter"])
        abstain, nobody = t("prompt.abstain"), t("prompt.nobody")
        assert abstain != nobody
        assert row_zero["weerwolven"] == abstain, row_zero
        assert row_zero["verdachte"] == abstain, row_zero
        assert row_zero["ziener"] == nobody, row_zero
        wolf = abstained[0]
        assert screen.nights.choices[(1, wolf)]["weerwolven"] == ""  # taken as an abstention
        # ... and the other werewolf is told it as one, not "Anna → —"
        state = screen.nights.state
        assert told == [f"{wolf} → {state.text('word', 'onthouding')}"], told
