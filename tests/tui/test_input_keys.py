"""Keys you can find: the footer fits 80 columns with this moment's keys first (k Dagkracht
too), the command palette speaks Dutch in the Dutch app, Esc offers the way home."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from textual.widgets._footer import FooterKey

from setups.game_setup import setup_from_dict
from tests.tui.conftest import MakeApp
from tests.tui.input_helpers import answer_until, screen_text, settled, twelve
from tui.app import WakkerdamApp, create_app
from tui.screens.edit_past import EditPastScreen
from tui.screens.home import HomeScreen
from tui.screens.new_game import NewGameScreen, PlayerList
from tui.speech import SilentSpeaker

ROOT = Path(__file__).resolve().parents[2]
HET_DORP = ROOT / "tests" / "scenarios" / "het_dorp" / "biechtvader_biecht.toml"


def new_app() -> WakkerdamApp:
    return create_app(speaker_factory=lambda lang: SilentSpeaker())


def footer_keys(app: WakkerdamApp) -> list[tuple[str, int, int]]:
    """(key, first column, last column + 1) of every key shown in the footer."""
    return [(k.key, k.region.x, k.region.right) for k in app.screen.query(FooterKey)]


def assert_fits(keys: list[tuple[str, int, int]], width: int) -> None:
    palette = [k for k in keys if k[0] == "ctrl+p"]
    assert palette, "the palette key is shown"
    limit = palette[0][1]
    for key, _left, right in keys:
        if key != "ctrl+p":
            assert right <= limit, f"{key} is cut by the palette key: {keys}"
    assert palette[0][2] <= width


async def test_the_footer_fits_80_columns_with_the_moments_keys_first() -> None:
    app = new_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(twelve("weerwolf", "weerwolf"))
        await pilot.pause()
        await answer_until(app, pilot, "discussie")
        keys = footer_keys(app)
        assert keys[0][0] == "t" and "b" not in [k for k, _, _ in keys]
        assert_fits(keys, 80)
        await answer_until(app, pilot, "stemming")
        keys = footer_keys(app)
        assert keys[0][0] == "b" and "t" not in [k for k, _, _ in keys]
        assert "escape" in [k for k, _, _ in keys]
        assert_fits(keys, 80)


async def test_het_dorp_shows_k_dagkracht_in_the_footer_at_80_columns() -> None:
    setup = setup_from_dict(tomllib.loads(HET_DORP.read_text(encoding="utf-8"))["setup"])
    app = new_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(setup)
        await pilot.pause()
        await answer_until(app, pilot, "discussie", {"ziener": "Anna", "weerwolven": "Dirk"})
        keys = footer_keys(app)
        assert [k for k, _, _ in keys][:2] == ["t", "k"]
        assert_fits(keys, 80)
        assert "k Dagkracht" in screen_text(app)


async def test_the_command_palette_is_dutch_in_the_dutch_app() -> None:
    app = new_app()
    async with app.run_test(size=(100, 32)) as pilot:
        app.start_game(twelve("weerwolf", "weerwolf"))
        await pilot.pause()
        await pilot.press("ctrl+p")
        await pilot.pause()
        text = screen_text(app)
        assert "Zoek een opdracht" in text
        for english in ("Search for commands", "Quit the application", "Maximize"):
            assert english not in text
        assert "Afsluiten" in text


async def test_esc_in_a_game_offers_the_way_home_and_the_game_resumes() -> None:
    app = new_app()
    async with app.run_test(size=(100, 32)) as pilot:
        app.start_game(twelve("weerwolf", "weerwolf"))
        await pilot.pause()
        await answer_until(app, pilot, "stemming")
        session = app.screen.session  # type: ignore[attr-defined]
        answers = list(session.game.answers)
        await pilot.press("escape")
        await pilot.pause()
        notices = [n.message for n in app._notifications]
        assert any(n.startswith("Het spel is bewaard") for n in notices), notices
        assert not isinstance(app.screen, HomeScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        # "Druk nog eens Esc" is done with: it stayed over the home and set-up screens.
        assert not any(str(n.message).startswith("Het spel is bewaard")
                       for n in app._notifications)
        app.resume_game(session.path)
        await pilot.pause()
        assert app.screen.session.game.answers == answers  # type: ignore[attr-defined]


async def test_the_fullest_footer_fits_80_columns_with_e_wijzigen() -> None:
    """The most keys at once: Het Dorp's vote with the curtain's key, undo and e (an earlier
    day answer to edit); stepped back to, redo takes e's place in the footer."""
    setup = setup_from_dict(tomllib.loads(HET_DORP.read_text(encoding="utf-8"))["setup"])
    app = new_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(setup)
        await pilot.pause()
        await answer_until(app, pilot, "stemming", {"ziener": "Anna", "weerwolven": "Dirk",
                                                    "burgemeester": "Anna"})
        game = app.screen.session.game  # type: ignore[attr-defined]
        keys = footer_keys(app)
        shown = [k for k, _, _ in keys]
        assert {"b", "k", "c", "ctrl+z", "e", "escape"} <= set(shown), shown
        assert_fits(keys, 80)
        assert "e Wijzigen" in screen_text(app)
        app.screen.session.submit("")  # type: ignore[attr-defined]
        app.screen.show_prompt(speak=False)  # type: ignore[attr-defined]
        await settled(app, pilot)
        await pilot.press("ctrl+z")
        await settled(app, pilot)
        assert game.prompt is not None and game.prompt.step == "stemming"
        keys = footer_keys(app)
        shown = [k for k, _, _ in keys]
        # Right after an undo ctrl+y is the moment's key; e leaves the footer but works.
        assert {"b", "k", "c", "ctrl+z", "ctrl+y", "escape"} <= set(shown), shown
        assert "e" not in shown
        assert_fits(keys, 80)
        await pilot.press("e")
        await pilot.pause()
        assert isinstance(app.screen, EditPastScreen)


def test_the_readme_keys_section_names_every_key_of_the_game_screen() -> None:
    from tui.screens.edit_past import EditPastScreen
    from tui.screens.game import GameScreen

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("### Keys during a game", 1)[1].split("\n\n", 2)[1]
    shown = {"enter": "Enter", "escape": "Esc", "backspace": "Backspace"}
    for screen in (GameScreen, EditPastScreen):
        for binding in screen.BINDINGS:
            assert not isinstance(binding, tuple)
            for key in str(binding.key).split(","):
                word = shown.get(key, f"`{key}`")
                assert word in section, f"README keys: {key} ({binding.action}) is missing"


@pytest.mark.parametrize("lang", ["nl", "en", "de", "fr"])
async def test_the_players_list_keeps_the_steps_own_keys_in_the_footer_at_80_columns(
        make_app: MakeApp, lang: str) -> None:
    """With the list of names focused, its own keys (remove, rename, move: said by the step's
    hint line) pushed start and back off the footer at 80 columns in every language."""
    app = make_app(lang=lang, group=["Anna", "Bram", "Cor"])
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        app.screen.query_one(PlayerList).focus()
        await pilot.pause()
        keys = footer_keys(app)
        assert_fits(keys, 80)
        shown = [k for k, _, _ in keys]
        assert "ctrl+s" in shown and "escape" in shown, shown
