"""The Karakters characters on the game screen (answered through the prompt panel's
messages; their keys: test_prompt_keys.py): the engel's game opens on day
0, the silent questions (the raadsheer's sign, the dienstmeisje) are answered with yes/no keys
and never spoken, the toneelspeler picks an open card, and the export replays the same game."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Checkbox

from narration.replay import play
from narration.report import state_json
from narration.scenario import parse
from setups.game_setup import GameSetup
from tests.tui.conftest import GROUP, MakeApp, StartRecorder
from tests.tui.input_helpers import new_game, open_new_game, screen_text
from tests.tui.test_game_screen import drive, new_app
from tui.screens.deal import DealScreen
from tui.screens.new_game import playable_roles
from tui.speech import SilentSpeaker

SETUP = GameSetup(
    players=("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur", "Gijs", "Hanna"),
    roles=("weerwolf", "weerwolf", "engel", "dienstmeisje", "stotterende_raadsheer",
           "toneelspeler", "vos", "burger"),
    seed=5,
    actor_cards=("ziener", "heks", "jager"),
)

TURNS: list[dict[str, Any]] = [
    {"phase": "day", "stemming": "Hanna", "dienstmeisje": True},
    {"phase": "night", "toneelspeler": "ziener", "ziener": "Anna", "vos": "Bram",
     "weerwolven": "Gijs"},
    {"phase": "day", "stemming": "Anna", "raadsheer": True, "tweede_stemming": "Bram"},
]


async def test_engel_game_opens_on_day_zero_and_plays_through_the_screen(home: Path) -> None:
    speaker = SilentSpeaker()
    app = new_app(speaker)
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(SETUP)
        await pilot.pause()
        game = app.screen.session.game  # type: ignore[attr-defined]
        assert (game.prompt.phase, game.prompt.round) == ("day", 0)
        text = screen_text(app)
        assert "Dag 0" in text and "Er speelt een Engel mee" in text
        assert "Gordijn dicht" in text  # a day: the cards stay hidden
        await drive(app, pilot, TURNS)
        assert game.ended and game.state.winner is not None
        assert game.state.winner.camp == "dorp"
        await pilot.press("e")
        await pilot.pause()
        exported = list((home / "data" / "exports").glob("*.toml"))
        assert len(exported) == 1
        final = state_json(game)
    assert state_json(play(parse(exported[0].read_text("utf-8")))) == final
    roles = {p["name"]: p["role"] for p in final["players"]}
    assert roles["Dirk"] == "burger" and roles["Hanna"] == "dienstmeisje"
    # Only public lines were spoken: not the silent questions, not the fox's thumb.
    private = {m.text for m in game.state.messages if not m.public}
    spoken = " ".join(speaker.spoken)
    assert "Er speelt een Engel mee" in spoken
    for secret in private:
        assert secret not in spoken


async def test_family_option_reaches_the_setup(
    make_app: MakeApp, recorder: StartRecorder, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(group=GROUP)
    async with new_game(app, recorder, monkeypatch, size=(80, 24)) as (pilot, _):
        await pilot.press("pagedown", "pagedown")  # options
        app.screen.query_one("#opt-family", Checkbox).focus()
        await pilot.press("space", "pagedown", "ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, DealScreen)
        assert app.screen.setup.options.family_every_night


async def test_the_actor_picks_an_open_card_or_none_tonight() -> None:
    app = new_app(SilentSpeaker())
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(SETUP)
        await pilot.pause()
        await drive(app, pilot, TURNS[:1])
        game = app.screen.session.game  # type: ignore[attr-defined]
        assert game.prompt.key == "toneelspeler"
        text = screen_text(app)
        for label in ("0  Geen kaart vannacht", "1  Ziener", "2  Heks", "3  Jager",
                      "Open kaarten: Ziener, Heks en Jager."):
            assert label in text, label
        await pilot.press("2", "enter")
        await pilot.pause()
        assert game.state.player("Fleur").acting == "heks"


async def test_the_engel_voted_out_on_day_zero_wins_on_the_end_screen() -> None:
    app = new_app(SilentSpeaker())
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(SETUP)
        await pilot.pause()
        await drive(app, pilot, [{"phase": "day", "stemming": "Cor", "dienstmeisje": False}])
        game = app.screen.session.game  # type: ignore[attr-defined]
        assert game.ended and game.state.winner.camp == "engel"
        assert type(app.screen).__name__ == "EndScreen"
        assert "Gewonnen: de Engel (Cor)" in screen_text(app)


async def test_an_engel_mix_from_the_new_game_screen_starts_on_day_zero(
    make_app: MakeApp,
) -> None:
    app = make_app(group=GROUP)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_new_game(pilot)
        await pilot.press("pagedown")  # the mix: weerwolf 2, burger 5, ziener 1
        await pilot.press("down", "left")  # one burger less
        engel = [r.id for r in playable_roles()].index("engel")
        await pilot.press(*["down"] * (engel - 1), "right")  # one engel more
        await pilot.pause()
        assert "Engel" in screen_text(app)
        await pilot.press("pagedown", "pagedown")
        await pilot.click("#deal-cards")
        await pilot.press("ctrl+s")
        await pilot.pause()
        await pilot.press("1", "1", *["2"] * 4, "3", "4")  # weerwolf, burger, ziener, engel
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert type(app.screen).__name__ == "GameScreen"
        game = app.screen.session.game  # type: ignore[attr-defined]
        assert game.setup.roles.count("engel") == 1
        assert (game.prompt.phase, game.prompt.round) == ("day", 0)
        assert "Dag 0" in screen_text(app)
        assert "Burgemeester kiezen" not in screen_text(app)  # no election on day 0
