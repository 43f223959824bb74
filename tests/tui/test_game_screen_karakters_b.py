"""The new prompts of the Karakters wolves and the 25-jaar roles, answered on the game screen
(through the prompt panel's messages; their keys: test_prompt_keys.py): the wolfshond's camp,
the aap's ordered list, the oerwolf's yes/no, the kolos and the wolvenmoeder; the result
equals the headless replay and secrets stay off the voice and off the screen while the curtain
is down."""

from __future__ import annotations

from typing import Any

from narration.replay import play
from narration.report import state_json
from narration.scenario import parse
from setups.game_setup import GameSetup
from setups.options import Options
from tests.tui.input_helpers import first_rows_until, screen_text
from tests.tui.test_game_screen import drive, new_app
from tui.speech import SilentSpeaker

SETUP = GameSetup(
    players=("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur", "Gijs", "Hanna"),
    roles=("weerwolf", "oerwolf", "aap", "wolfshond", "kolos", "wolvenmoeder", "ziener",
           "burger"),
    seed=5,
)
TURNS: list[dict[str, Any]] = [
    {"phase": "night", "ziener": "Anna", "aap": ["Hanna", "Gijs"], "wolfshond": "weerwolven",
     "weerwolven": "Eva", "wolvenmoeder": "Gijs", "kolos": "Anna"},
    {"phase": "day", "stemming": ""},
    {"phase": "night", "weerwolven": "Hanna", "oerwolf": True, "wolvenmoeder": "Cor"},
    {"phase": "day", "stemming": ""},
]


def scenario_text() -> str:
    import tomli_w

    return tomli_w.dumps({"setup": {"players": list(SETUP.players), "roles": list(SETUP.roles),
                                    "seed": SETUP.seed}, "turn": TURNS})


async def test_new_prompts_through_the_screen_match_the_headless_replay() -> None:
    speaker = SilentSpeaker()
    app = new_app(speaker)
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(SETUP)
        await pilot.pause()
        await drive(app, pilot, TURNS)
        game = app.screen.session.game  # type: ignore[attr-defined]
        headless = play(parse(scenario_text()))
        assert state_json(game) == state_json(headless)
    data = state_json(headless)
    camps = {p["name"]: p["camp"] for p in data["players"]}
    assert camps["Dirk"] == "weerwolven" and camps["Hanna"] == "weerwolven"  # dog, infected
    causes = {d["name"]: d["cause"] for d in data["deaths"]}
    assert causes == {"Eva": "weerwolven", "Anna": "kolos"}
    private = {m.text for m in headless.state.messages if not m.public}
    spoken = " ".join(speaker.spoken)
    for secret in private:
        assert secret not in spoken


async def test_wolfshond_camps_are_shown_by_name_and_chosen_with_a_digit() -> None:
    app = new_app(SilentSpeaker())
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(SETUP)
        await pilot.pause()
        game = app.screen.session.game  # type: ignore[attr-defined]
        await drive(app, pilot, [{"phase": "night", "ziener": "Anna", "aap": []}])
        await first_rows_until(app, pilot, "wolfshond")
        text = screen_text(app)
        assert "Het dorp" in text and "De weerwolven" in text
        await pilot.press("2", "enter")
        await pilot.pause()
        assert game.state.player("Dirk").turned


async def test_aap_sees_cards_only_in_the_private_panel() -> None:
    app = new_app(SilentSpeaker())
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(SETUP)
        await pilot.pause()
        game = app.screen.session.game  # type: ignore[attr-defined]
        await drive(app, pilot, [{"phase": "night", "ziener": "Anna"}])
        await first_rows_until(app, pilot, "aap")
        assert "volgorde" in screen_text(app)
        # Hanna then Gijs, in that order (Gijs sits above Hanna in the list).
        candidates = list(game.prompt.candidates)
        await pilot.press("home", *["down"] * candidates.index("Hanna"), "space")
        await pilot.press("home", *["down"] * candidates.index("Gijs"), "space", "enter")
        await pilot.pause()
        assert game.records[-1].answer == ["Hanna", "Gijs"]
        assert game.prompt.step == "aap_ziet"
        shown = "De aap ziet de kaart van Gijs: Ziener."
        assert app.screen.curtain_up  # type: ignore[attr-defined]  # up at night
        assert shown in screen_text(app)
        await pilot.press("c")  # the curtain drops: the card is gone from the screen
        assert shown not in screen_text(app)


BONUS = GameSetup(
    players=("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur", "Gijs", "Hanna"),
    roles=("weerwolf", "weerwolf", "waarzegster", "burger", "burger", "burger", "ziener",
           "burger"),
    seed=7,
    options=Options(omroeper=True),
)
BONUS_TURNS = [
    {"phase": "night", "ziener": "Anna", "waarzegster": "spiritisme_2",
     "waarzegster_vraag": "3", "waarzegster_medium": "Eva", "weerwolven": "Dirk"},
    {"phase": "day", "burgemeester": "Fleur", "omroeper": "Hanna", "stemming": ""},
    {"phase": "night", "ziener": "Bram", "weerwolven": "Hanna"},
    {"phase": "day", "omroeper_opvolger": "Gijs", "stemming": ""},
]


async def test_waarzegster_and_omroeper_prompts_through_the_screen() -> None:
    import tomli_w

    speaker = SilentSpeaker()
    app = new_app(speaker)
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(BONUS)
        await pilot.pause()
        game = app.screen.session.game  # type: ignore[attr-defined]
        await drive(app, pilot, BONUS_TURNS)
        text = tomli_w.dumps({"setup": {"players": list(BONUS.players),
                                        "roles": list(BONUS.roles), "seed": BONUS.seed,
                                        "options": {"omroeper": True}},
                              "turn": BONUS_TURNS})
        headless = play(parse(text))
        assert state_json(game) == state_json(headless)
        assert "Gijs ⚑" in screen_text(app)  # the omroeper's title is public on the table
    said = headless.state.announcements()
    # the question printed on Volle Maan's card (ruling waarzegster-spiritisme-apart)
    assert "Eva is het Medium en stelt de vraag: Zijn alle levende Weerwolven mannen?" in said
    assert "Gijs is de omroeper." in said
    players = {p["name"]: p for p in state_json(headless)["players"]}
    assert players["Gijs"]["titles"] == ["omroeper"]


async def test_spiritisme_cards_are_listed_by_name() -> None:
    app = new_app(SilentSpeaker())
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(BONUS)
        await pilot.pause()
        await drive(app, pilot, [{"phase": "night", "ziener": "Anna"}])
        await first_rows_until(app, pilot, "waarzegster")
        text = screen_text(app)
        assert "Spiritisme-kaart 1" in text and "Spiritisme-kaart 5" in text
