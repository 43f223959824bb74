"""Het Dorp on the screens: the setup proposes professions (or the narrator changes them), the
table view shows each seat's profession and building, and the day powers wait for `k`."""

from __future__ import annotations

import tomllib
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Checkbox

from narration.day_powers import usable_day_powers
from narration.engine import Game
from setups.game_setup import setup_from_dict
from setups.professions import propose
from tests.tui.conftest import GROUP, MakeApp, StartRecorder
from tests.tui.input_helpers import screen_text
from tui.app import create_app
from tui.screens.deal import DealScreen
from tui.screens.new_game import NewGameScreen
from tui.speech import SilentSpeaker
from tui.widgets.profession_list import ProfessionList
from tui.widgets.prompt_panel import PromptPanel
from tui.widgets.table_view import TableView

ROOT = Path(__file__).resolve().parents[2]
TABLE = ROOT / "tests" / "scenarios" / "het_dorp" / "biechtvader_biecht.toml"


async def open_options(pilot: Any) -> NewGameScreen:
    await pilot.press("n")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, NewGameScreen)
    await pilot.press("ctrl+n", "ctrl+n")  # players › mix › options
    await pilot.pause()
    return screen


async def test_setup_proposes_professions_and_the_narrator_changes_one(
    make_app: MakeApp, recorder: StartRecorder, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(group=GROUP)
    monkeypatch.setattr(app, "start_game", recorder)
    async with app.run_test(size=(100, 40)) as pilot:
        screen = await open_options(pilot)
        plist = screen.query_one(ProfessionList)
        assert not plist.display  # off until the table plays Het Dorp
        screen.mix = Counter({"weerwolf": 2, "ziener": 1, "pyromaan": 1, "burger": 4})
        screen._refresh_status()
        assert "alleen met Het Dorp" in screen_text(app)
        screen.query_one("#opt-village", Checkbox).value = True
        await pilot.pause()
        assert plist.display and plist.tiles == list(propose(8, 1))
        assert "Boer" in screen_text(app)
        plist.focus()
        plist.highlighted = 0
        first = plist.tiles[0]
        await pilot.press("plus")
        assert plist.tiles[0] != first
        await pilot.press("v")  # a new seeded proposal
        assert plist.tiles == list(propose(8, 2))
        screen.query_one("#opt-house-village", Checkbox).value = True
        await pilot.press("ctrl+s")
        await pilot.pause()
        deal_screen = app.screen
        assert isinstance(deal_screen, DealScreen)
        assert deal_screen.setup.professions == tuple(propose(8, 2))
        assert deal_screen.setup.options.huisregels_beroepen


async def test_too_many_farmers_are_refused_on_the_setup_screen(make_app: MakeApp) -> None:
    app = make_app(group=GROUP)
    async with app.run_test(size=(100, 40)) as pilot:
        screen = await open_options(pilot)
        screen.query_one("#opt-village", Checkbox).value = True
        await pilot.pause()
        screen.query_one(ProfessionList).tiles = ["boer"] * 7 + ["zwerver"]
        screen._refresh_status()
        assert "hooguit 6 'boer'" in screen_text(app)  # the Dutch app says it in Dutch


def twelve() -> Any:
    return setup_from_dict(tomllib.loads(TABLE.read_text(encoding="utf-8"))["setup"])


async def answer(pilot: Any, game: Game, value: Any) -> None:
    """The prompt panel's answer, as its keys post it (test_prompt_keys.py presses them)."""
    prompt = game.prompt
    assert prompt is not None
    pilot.app.screen.panel.post_message(PromptPanel.Answered(value))
    await pilot.pause()
    assert game.prompt is not prompt, f"the screen did not take {prompt.key}={value!r}"


async def answer_the_night(pilot: Any, game: Game, night: dict[str, str]) -> None:
    """Answer the night's prompts through the panel: `night` by prompt key, else nobody
    (or nothing where no answer is asked), until the day breaks."""
    while game.prompt is not None and game.prompt.phase == "night":
        await answer(pilot, game, night.get(game.prompt.key or "", "") or
                     (None if not game.prompt.needs_answer else ""))


async def test_day_powers_wait_for_k_and_the_table_shows_the_village(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WAKKERDAM_HOME", str(tmp_path))
    speaker = SilentSpeaker()
    app = create_app(speaker_factory=lambda lang: speaker)
    async with app.run_test(size=(140, 50)) as pilot:
        app.start_game(twelve())
        await pilot.pause()
        game: Game = app.screen.session.game  # type: ignore[attr-defined]
        night = {"ziener": "Anna", "weerwolven": "Dirk"}
        await answer_the_night(pilot, game, night)
        # Day: the veldwachter is asked for Dirk's empty farm; the day powers of the morning
        # pass by themselves (nobody pressed k).
        while game.prompt is not None and game.prompt.step != "discussie":
            await answer(pilot, game, None if not game.prompt.needs_answer else "")
        day = [(r.step, r.answer) for r in game.records if r.phase == "day" and r.key]
        assert day == [("veldwachter", {"Dirk": ""}), ("kwakzalver", ""), ("biechtvader", ""),
                       ("barbier", "")]
        text = screen_text(app)
        assert "7 Gijs · Bakker ⌂" in text  # professions are public: shown with the curtain down
        seats = {s.name: s for s in app.screen.query_one(TableView).seats}
        assert seats["Dirk"].village == "Boer ○ leeg" and seats["Eva"].village == "Zwerver"
        assert "De Waard" not in text  # nothing is said about the day powers
        await pilot.press("k")  # the barber wants to act
        assert "Dagkracht" in screen_text(app)
        await answer(pilot, game, None)  # the debate ends: the offers are shown now
        assert game.prompt is not None and game.prompt.step == "kwakzalver"
        await answer(pilot, game, "")
        await answer(pilot, game, "")  # biechtvader
        assert game.prompt.step == "barbier"
        await answer(pilot, game, "Anna")
        assert not game.state.player("Anna").alive
        assert game.prompt is not None and game.prompt.step == "schooljuffrouw"
        # Undo goes back over the barber's answer, not only over passed offers.
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert game.prompt.step == "barbier" and game.state.player("Anna").alive
        await pilot.press("ctrl+z")  # over the passed offers, back to the debate
        await pilot.pause()
        assert game.prompt.step == "discussie"
        await pilot.press("ctrl+y")  # redo the debate: the offers wait again for k
        await pilot.pause()
        assert game.prompt.step == "schooljuffrouw"  # the passes are redone, k is needed again
        spoken = " ".join(speaker.spoken)
        assert "Het dorp wordt wakker" in spoken and "Dirk heeft de nacht niet overleefd" in spoken


DAY_ONE = """
[[turn]]
phase = "night"
ziener = "Anna"
weerwolven = "Dirk"
raaf = "Hanna"

[[turn]]
phase = "day"
veldwachter = { Dirk = "Eva" }
biechtvader = "Anna"
schooljuffrouw = ["Cor"]
waard = "Gijs"
stemming = { Anna = "Gijs", Bram = "Gijs" }
kasteelheer = true
"""


async def test_every_het_dorp_prompt_through_the_screen_matches_the_replay(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from narration.replay import play
    from narration.report import state_json
    from narration.scenario import parse

    monkeypatch.setenv("WAKKERDAM_HOME", str(tmp_path))
    text = TABLE.read_text(encoding="utf-8").split("[[turn]]")[0] + DAY_ONE
    headless = play(parse(text))
    speaker = SilentSpeaker()
    app = create_app(speaker_factory=lambda lang: speaker)
    async with app.run_test(size=(140, 50)) as pilot:
        app.start_game(twelve())
        await pilot.pause()
        game: Game = app.screen.session.game  # type: ignore[attr-defined]
        answers = {"ziener": "Anna", "weerwolven": "Dirk", "raaf": "Hanna",
                   "veldwachter": "Eva", "biechtvader": "Anna", "schooljuffrouw": ["Cor"],
                   "waard": "Gijs", "stemming": {"Anna": "Gijs", "Bram": "Gijs"},
                   "kasteelheer": True}
        while game.prompt is not None and not (game.prompt.phase == "night"
                                               and game.prompt.round == 2):
            prompt = game.prompt
            if prompt.step == "dag_begint":
                await pilot.press("k")  # the biechtvader will speak up this morning
            value = answers.pop(prompt.key or "", "" if prompt.needs_answer else None)
            if prompt.key == "stemming":
                value = {"Anna": "Gijs", "Bram": "Gijs"}
            await answer(pilot, game, value)
            if prompt.key == "biechtvader":
                await pilot.press("c")  # curtain up: the narrator sees the card
                assert "kaart van Anna zien: Weerwolf" in screen_text(app)
                await pilot.press("c")
                assert "kaart van Anna" not in screen_text(app)
        assert state_json(game)["players"] == state_json(headless)["players"]
        assert state_json(game)["buildings"] == state_json(headless)["buildings"]
        assert state_json(game)["deaths"] == state_json(headless)["deaths"]
    assert "kaart van Anna" not in " ".join(speaker.spoken)


def test_village_labels_mark_burnt_empty_and_used_buildings() -> None:
    from narration.replay import play
    from narration.scenario import load
    from tui.widgets.village_labels import village_label

    folder = TABLE.parent
    state = play(load(folder / "pyromaan_gebouw.toml")).state
    assert village_label(state, "Hanna") == "Zwerver ✗ Kapsalon"
    assert village_label(state, "Dirk") == "Boer ○ leeg"
    assert village_label(state, "Anna") == "Boer ⌂"
    state = play(load(folder / "biechtvader_biecht.toml")).state
    assert village_label(state, "Cor") == "Biechtvader ⌂ op"
    state = play(load(folder / "veldwachter_boerderij.toml")).state
    assert village_label(state, "Eva") == "Boer ⌂"  # the farm moved to her seat
    assert village_label(state, "Dirk") == "Boer"  # his farm stands at Eva's seat now


async def test_physical_cards_keep_the_professions(
    make_app: MakeApp, recorder: StartRecorder, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tui.screens.deal import CardsScreen

    app = make_app(group=GROUP)
    monkeypatch.setattr(app, "start_game", recorder)
    async with app.run_test(size=(100, 40)) as pilot:
        screen = await open_options(pilot)
        screen.query_one("#opt-village", Checkbox).value = True
        await pilot.pause()
        await pilot.press("pagedown")
        await pilot.click("#deal-cards")
        await pilot.press("ctrl+s")
        await pilot.pause()
        cards = app.screen
        assert isinstance(cards, CardsScreen)
        cards.cards = ["weerwolf", "weerwolf", "ziener", *["burger"] * 5]
        cards.action_start()
        await pilot.pause()
    [(setup, _)] = recorder.calls
    assert setup.professions == tuple(propose(8, 1))


@pytest.mark.parametrize("lang", ["nl", "en", "de", "fr"])
async def test_a_long_option_is_read_whole_at_80_columns(make_app: MakeApp, lang: str) -> None:
    """Het Dorp's house-rules switch (95 to 124 characters) was cut at the screen's edge
    (`... elk leeg huis gevu`): an option is one line high. It wraps now."""
    from tui.i18n import t

    app = make_app(lang=lang, group=[*GROUP, "Ilse", "Jet", "Kees", "Lotte"])
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_options(pilot)
        screen.query_one("#opt-village", Checkbox).value = True
        await pilot.pause()
        box = screen.query_one("#opt-house-village", Checkbox)
        box.scroll_visible(animate=False)
        await pilot.pause()
        label = t("setup.opt.house_village")
        text = " ".join(screen_text(app).split())
        assert " ".join(label.split()[-3:]) in text


async def test_a_name_with_an_emoji_keeps_the_professions_in_one_column(
        make_app: MakeApp) -> None:
    """`🐺Wolfie` is two cells wide for one character: his profession stood a column right."""
    app = make_app(group=[*GROUP[:7], "🐺Wolfie"])
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_options(pilot)
        screen.query_one("#opt-village", Checkbox).value = True
        await pilot.pause()
        plist = screen.query_one(ProfessionList)
        plist.scroll_visible(animate=False)
        await pilot.pause()
        from rich.cells import cell_len

        from setups.professions import professions

        columns = set()
        for seat, name in ((0, GROUP[0]), (7, "🐺Wolfie")):
            tile = professions()[plist.tiles[seat]].name("nl")
            row = next(line for line in screen_text(app).splitlines()
                       if f"{seat + 1}. {name}" in line)
            columns.add(cell_len(row[:row.index(tile, row.index(name) + len(name))]))
        assert len(columns) == 1, columns


async def test_the_day_power_notice_names_only_the_living_holders_powers(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Cor, the biechtvader, dies in the night: `k` says it asks the kwakzalver and the barbier
    only; with no power left to use, `k` says so and waits for nothing."""
    monkeypatch.setenv("WAKKERDAM_HOME", str(tmp_path))
    app = create_app(speaker_factory=lambda lang: SilentSpeaker())
    async with app.run_test(size=(140, 50)) as pilot:
        app.start_game(twelve())
        await pilot.pause()
        game: Game = app.screen.session.game  # type: ignore[attr-defined]
        night = {"ziener": "Anna", "weerwolven": "Cor"}
        await answer_the_night(pilot, game, night)
        assert usable_day_powers(game.state) == ("kwakzalver", "biechtvader", "barbier")
        while game.prompt is not None and game.prompt.step != "discussie":  # dawn: Cor died
            await answer(pilot, game, None if not game.prompt.needs_answer else "")
        assert not game.state.player("Cor").alive
        assert usable_day_powers(game.state) == ("kwakzalver", "barbier")
        await pilot.press("k")
        notice = str(app.screen.query_one("#notice").render())
        assert "vraag ik: Kwakzalver, Barbier." in notice, notice
        assert "Biechtvader" not in notice
        await pilot.press("k")  # cancelled
        for player in game.state.players:  # (as if both had used or lost their power)
            if player.name in ("Hanna", "Lot"):
                player.alive = False
        assert usable_day_powers(game.state) == ()
        await pilot.press("k")
        assert not app.screen.day_powers.armed  # type: ignore[attr-defined]
        notes = [n.message for n in app._notifications]
        assert "Niemand kan nog een dagkracht gebruiken." in notes, notes
