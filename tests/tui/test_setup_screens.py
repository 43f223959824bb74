"""Pilot tests of the setup screens: home, new game, the deal, resume and settings."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, RadioButton

from narration.paths import games_dir
from narration.session import Session
from setups.catalogue import roles
from setups.explanations import explanation
from setups.game_setup import GameSetup
from tests.tui.conftest import GROUP, MakeApp, StartRecorder
from tests.tui.input_helpers import new_game, open_new_game, screen_text
from tui.app import WakkerdamApp
from tui.screens.deal import CardsScreen, DealScreen
from tui.screens.new_game import NewGameScreen, default_mix
from tui.settings import load_settings
from tui.speech import SilentSpeaker

SIZE = (80, 24)


async def type_name(pilot: Pilot[None], name: str) -> None:
    field = pilot.app.screen.query_one("#name-input", Input)
    field.focus()
    field.value = name
    await pilot.press("enter")
    await pilot.pause()


# --- home ---------------------------------------------------------------------------------
async def test_home_keys_open_each_screen(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        text = screen_text(app)
        for label in ("Nieuw spel", "Verder spelen", "Instellingen", "Afsluiten"):
            assert label in text
        for key, screen in (("n", "NewGameScreen"), ("v", "ResumeScreen"),
                            ("i", "SettingsScreen")):
            await pilot.press(key)
            await pilot.pause()
            assert type(app.screen).__name__ == screen
            await pilot.press("escape")
            await pilot.pause()
            assert type(app.screen).__name__ == "HomeScreen"


async def test_home_bindings_are_in_the_command_palette(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=SIZE):
        titles = [c.title for c in app.get_system_commands(app.screen)]
        assert "Nieuw spel (n)" in titles
        assert "Instellingen (i)" in titles


# --- players ------------------------------------------------------------------------------
async def test_add_remove_rename_and_reorder_players(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(pilot)
        for name in ("Anna", "  Bram  ", "Cor", "Daan"):
            await type_name(pilot, name)
        assert screen.players == ["Anna", "Bram", "Cor", "Daan"]
        await pilot.press("tab")  # to the list; the last added is highlighted
        await pilot.pause()
        await pilot.press("shift+up")
        await pilot.pause()
        assert screen.players == ["Anna", "Bram", "Daan", "Cor"]
        await pilot.press("up", "up", "delete")  # remove Anna
        await pilot.pause()
        assert screen.players == ["Bram", "Daan", "Cor"]
        await pilot.press("r")  # rename the highlighted (Bram)
        await pilot.pause()
        field = screen.query_one("#name-input", Input)
        assert field.value == "Bram" and field.has_focus
        field.value = "Bram de Bakker"
        await pilot.press("enter")
        await pilot.pause()
        assert screen.players == ["Bram de Bakker", "Daan", "Cor"]
        assert "Bram de Bakker" in screen_text(app)


async def test_names_typed_in_one_burst_stay_one_player_each(make_app: MakeApp) -> None:
    """A terminal hands over fast typing (or tmux, or a typist ahead of the app) in one read:
    each Enter takes the name typed before it (names used to run together, `FleurGijs`)."""
    from tests.tui.input_helpers import burst

    app = make_app(group=[])
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(pilot)
        screen.query_one("#name-input", Input).focus()
        names = ["Anna", "Bram", "Cor", "Daan", "Eva"]
        await burst(app, pilot, [key for name in names for key in [*name, "enter"]])
        assert screen.players == names
        await burst(app, pilot, [*"Anna", "enter", *"Fleur", "enter"])  # Anna is there
        assert screen.players == [*names, "Fleur"]


async def test_name_problems_are_shown_live(make_app: MakeApp) -> None:
    app = make_app(group=["Anna"])
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(pilot)
        field = screen.query_one("#name-input", Input)
        field.focus()
        await pilot.press(*"aNNa")
        await pilot.pause()
        # the player who is there, as he is written, not the typed "aNNa"
        assert "al een speler die Anna heet" in screen_text(app)
        assert "'Anna 2'" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert screen.players == ["Anna"]
        field.value = "x" * 41
        await pilot.pause()
        assert "hoogstens 40 tekens" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert screen.players == ["Anna"]
        field.value = "   "
        await pilot.press("enter")
        await pilot.pause()
        assert "mag niet leeg zijn" in screen_text(app)
        for name in ("Zoë", "Ämïlie", "🐺 Wolfje", "李雷"):
            await type_name(pilot, name)
        assert screen.players == ["Anna", "Zoë", "Ämïlie", "🐺 Wolfje", "李雷"]


async def test_a_refused_name_comes_back_selected(make_app: MakeApp) -> None:
    """A refused name comes back selected: the next name typed replaces it (a play-test typed
    `Bram 🐺` after a refused duplicate `Anna` and got a player `AnnaBram 🐺`), and End keeps
    it to be put right at its end (the cursor once stood at the start: `BramAnna`, and
    Backspace took nothing)."""
    app = make_app(group=[])
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(pilot)
        field = screen.query_one("#name-input", Input)
        field.focus()
        await pilot.press(*"Anna", "enter", *"Anna", "enter")  # the second is refused
        await pilot.pause()
        assert field.value == "Anna" and "al een speler die Anna heet" in screen_text(app)
        assert field.selected_text == "Anna"
        await pilot.press(*"Bram", "enter")
        await pilot.pause()
        assert screen.players == ["Anna", "Bram"]
        await pilot.press(*"Anna", "enter")  # refused again
        await pilot.pause()
        await pilot.press("end", "backspace", "backspace", *"ke", "enter")
        await pilot.pause()
        assert screen.players == ["Anna", "Bram", "Anke"]


async def test_the_group_is_remembered_on_start(
    make_app: MakeApp, recorder: StartRecorder, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(group=GROUP)
    async with new_game(app, recorder, monkeypatch, size=SIZE) as (pilot, screen):
        await type_name(pilot, "Ivo")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, DealScreen)
        assert screen.players[-1] == "Ivo"
    assert load_settings().last_group == [*GROUP, "Ivo"]


# --- mix ----------------------------------------------------------------------------------
def test_default_mix_follows_the_rulebook_and_beyond() -> None:
    assert default_mix(8) == Counter({"weerwolf": 2, "ziener": 1, "burger": 5})
    assert default_mix(18)["weerwolf"] == 4
    assert default_mix(5) == Counter({"weerwolf": 1, "ziener": 1, "burger": 3})
    assert sum(default_mix(30).values()) == 30 and default_mix(30)["weerwolf"] == 7


async def test_mix_editing_shows_the_problem_live(make_app: MakeApp) -> None:
    app = make_app(group=GROUP)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(pilot)
        assert screen.mix == Counter({"weerwolf": 2, "ziener": 1, "burger": 5})
        await pilot.press("pagedown")
        await pilot.pause()
        assert "basismix" in screen_text(app)
        await pilot.press("plus")  # a third werewolf: 9 cards for 8 players
        await pilot.pause()
        assert screen.mix["weerwolf"] == 3
        assert "De mix heeft 9 kaarten, maar er zijn 8 spelers" in screen_text(app)
        await pilot.press("minus", "minus", "minus")  # no werewolf left
        await pilot.press("down", "plus", "plus")  # two more burgers: 8 cards
        await pilot.pause()
        assert "minstens één weerwolf" in screen_text(app)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)  # refused, with a message
        await pilot.press("b")
        await pilot.pause()
        assert screen.mix == default_mix(8)
        assert "de mix klopt" in screen_text(app)


async def test_the_dief_needs_two_extra_cards(make_app: MakeApp) -> None:
    app = make_app(group=GROUP)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(pilot)
        await pilot.press("pagedown")
        dief = [r.id for r in roles().values() if r.implemented].index("dief")
        await pilot.press(*["down"] * dief, "plus")
        await pilot.pause()
        assert "met de Dief horen bij 8 spelers 10 kaarten" in screen_text(app)
        burger = [r.id for r in roles().values() if r.implemented].index("burger")
        await pilot.press(*["up"] * (dief - burger), "plus")  # 2 + 1 + 6 + 1 = 10 cards
        await pilot.pause()
        assert screen.mix["burger"] == 6
        assert "de mix klopt" in screen_text(app)


async def test_players_out_of_range_block_the_start(make_app: MakeApp) -> None:
    app = make_app(group=["Anna", "Bram", "Cor"])
    async with app.run_test(size=SIZE) as pilot:
        await open_new_game(pilot)
        assert "minstens 4 spelers" in screen_text(app)


# --- start and deal -----------------------------------------------------------------------
async def deal_through(pilot: Pilot[None], setup: GameSetup) -> None:
    """Walk the secret deal, checking that only the current player's card is ever drawn."""
    app = pilot.app
    assert isinstance(app, WakkerdamApp)
    every_name = {n for r in roles().values() for n in (r.name("nl"), r.name("nl").upper())}
    every_text = {explanation(r.id, "nl") for r in roles().values()}

    def shown(text: str) -> set[str]:
        return {n for n in every_name if n in text} | {x for x in every_text if x[:30] in text}

    for seat, player in enumerate(setup.players):
        text = screen_text(app)
        assert player in text and "Geef de laptop aan" in text
        assert shown(text) == set(), f"a card is visible behind {player}'s curtain"
        await pilot.press("space")
        await pilot.pause()
        role = roles()[setup.roles[seat]]
        text = screen_text(app)
        assert shown(text) == {role.name("nl").upper(), explanation(role.id, "nl")}, text
        await pilot.press("enter")
        await pilot.pause()
        assert shown(screen_text(app)) == set()
        static_texts = " ".join(str(w.render()) for w in app.screen.query("Static"))
        assert explanation(role.id, "nl")[:30] not in static_texts
    assert "Alle kaarten zijn gedeeld" in screen_text(app)
    await pilot.press("enter")
    await pilot.pause()


# Five players: every seat of the deal is checked the same way, so a short table shows it.
FIVE = GROUP[:5]


async def test_secret_deal_shows_one_card_at_a_time_then_starts(
    make_app: MakeApp, recorder: StartRecorder, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(group=FIVE)
    async with new_game(app, recorder, monkeypatch, size=SIZE) as (pilot, screen):
        screen.mix = Counter({"weerwolf": 1, "ziener": 1, "heks": 1, "burger": 2})
        await pilot.press("ctrl+s")
        await pilot.pause()
        deal_screen = app.screen
        assert isinstance(deal_screen, DealScreen)
        await deal_through(pilot, deal_screen.setup)
        assert type(app.screen).__name__ == "HomeScreen"
    [(setup, mode)] = recorder.calls
    assert setup.players == FIVE and mode == "verteller"
    assert Counter(setup.roles) == Counter({"weerwolf": 1, "ziener": 1, "heks": 1, "burger": 2})


async def test_secret_deal_with_the_dief_never_shows_the_middle(
    make_app: MakeApp, recorder: StartRecorder, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(group=FIVE)
    async with new_game(app, recorder, monkeypatch, size=SIZE) as (pilot, screen):
        screen.mix = Counter({"weerwolf": 1, "ziener": 1, "dief": 1, "burger": 4})
        await pilot.press("ctrl+s")
        await pilot.pause()
        deal_screen = app.screen
        assert isinstance(deal_screen, DealScreen)
        assert "dief" in deal_screen.setup.roles and len(deal_screen.setup.middle) == 2
        await deal_through(pilot, deal_screen.setup)
    assert len(recorder.calls) == 1


async def test_options_and_pass_the_laptop_mode_reach_the_setup(
    make_app: MakeApp, recorder: StartRecorder, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(group=GROUP)
    async with new_game(app, recorder, monkeypatch, size=SIZE) as (pilot, _):
        await pilot.press("pagedown", "pagedown")  # options: the mayor checkbox has focus
        await pilot.press("space", "tab", "space", "tab", "down", "down", "enter")
        await pilot.press("pagedown")  # start step
        await pilot.click("#mode-doorgeven")
        await pilot.press("ctrl+s")
        await pilot.pause()
        deal = app.screen
        assert isinstance(deal, DealScreen)
        # The deal hands its setup and mode to the game (the deal tests above walk it to the
        # start; test_pass_mode.py's narrator-plays-too test to a game in its mode).
        setup, mode = deal.setup, deal.mode
    assert mode == "doorgeven"
    assert not setup.options.mayor_election and not setup.options.reveal_dead_roles
    assert setup.options.tie_rule == "lot"


async def test_the_start_step_opens_on_its_first_group_and_the_keys_choose(
    make_app: MakeApp, recorder: StartRecorder, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As the step's hint reads: Tab goes from group to group, ↓ and space choose within one,
    Tab to Start and Enter begins. PgDn left the focus on the start button, below both
    groups, so ↓ and space did nothing a first-time user could see."""
    app = make_app(group=GROUP)
    async with new_game(app, recorder, monkeypatch, size=SIZE) as (pilot, _):
        await pilot.press("pagedown", "pagedown", "pagedown")
        await pilot.pause()
        assert app.focused is not None and app.focused.id == "deal-mode"
        await pilot.press("down", "space")  # the deal: physical cards
        await pilot.press("tab", "down", "space")  # the play mode: pass the laptop
        await pilot.pause()
        assert app.screen.query_one("#deal-cards", RadioButton).value
        assert app.screen.query_one("#mode-doorgeven", RadioButton).value
        # (real cards with the laptop passed round are refused: the narrator's mode again)
        await pilot.press("up", "space")
        await pilot.pause()
        assert app.screen.query_one("#mode-verteller", RadioButton).value
        await pilot.press("tab")
        await pilot.pause()
        assert app.focused is not None and app.focused.id == "start-button"
        await pilot.press("enter")
        await pilot.pause()
        cards = app.screen
        assert isinstance(cards, CardsScreen) and cards.mode == "verteller"


async def test_physical_cards_are_checked_against_the_mix(
    make_app: MakeApp, recorder: StartRecorder, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(group=GROUP)
    async with new_game(app, recorder, monkeypatch, size=SIZE) as (pilot, _):
        await pilot.press("pagedown", "pagedown", "pagedown")
        await pilot.click("#deal-cards")
        await pilot.press("ctrl+s")
        await pilot.pause()
        cards = app.screen
        assert isinstance(cards, CardsScreen)
        kinds = cards.kinds  # weerwolf, burger, ziener in catalogue order
        wolf, villager, seer = (kinds.index(r) + 1 for r in ("weerwolf", "burger", "ziener"))
        await pilot.press(*(str(k) for k in (wolf, wolf, wolf)))
        await pilot.pause()
        assert "Te veel Weerwolf: 3 gegeven" in screen_text(app)
        await pilot.press("up", str(villager))  # the third seat becomes a villager
        await pilot.press(*(str(k) for k in (villager, villager, villager, seer)))
        await pilot.pause()
        assert "Nog 1 speler zonder kaart" in screen_text(app)  # one message, plural by n
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert recorder.calls == []
        await pilot.press(str(villager))
        await pilot.press("ctrl+s")
        await pilot.pause()
    [(setup, mode)] = recorder.calls
    assert setup.roles == ("weerwolf", "weerwolf", "burger", "burger", "burger", "burger",
                           "ziener", "burger")
    assert mode == "verteller" and setup.middle == ()


# --- resume -------------------------------------------------------------------------------
async def test_resume_lists_saved_games_and_refuses_damaged_ones(
    make_app: MakeApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    setup = GameSetup(GROUP, ("weerwolf", "weerwolf", "ziener", *["burger"] * 5), seed=3)
    good = Session.new(setup).path
    assert good is not None
    (games_dir() / "kapot.jsonl").write_text("dit is geen journal\n", "utf-8")
    app = make_app()
    opened: list[Path] = []
    monkeypatch.setattr(app, "resume_game", opened.append)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("v")
        await pilot.pause()
        text = screen_text(app)
        assert "Anna, Bram, Cor, Daan en 4 anderen (8 spelers)" in text
        assert "kapot.jsonl — beschadigd" in text
        await pilot.press("enter")
        await pilot.pause()
    assert opened == [good]


async def test_resume_with_no_games_says_so(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("v")
        await pilot.pause()
        assert "nog geen opgeslagen spellen" in screen_text(app)


# --- settings -----------------------------------------------------------------------------
async def test_language_switch_applies_at_once_and_is_saved(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("i")
        await pilot.pause()
        await pilot.press("enter")  # the first row is the language
        await pilot.pause()
        assert "Language" in screen_text(app) and "English" in screen_text(app)
        footer = screen_text(app).splitlines()[-1]
        assert "Back" in footer and "More" in footer  # the footer follows, app keys too
        await pilot.press("escape")
        await pilot.pause()
        text = screen_text(app)
        assert "New game" in text and "Continue a game" in text and "Nieuw spel" not in text
        titles = [c.title for c in app.get_system_commands(app.screen)]
        assert "New game (n)" in titles
        await pilot.press("n")
        await pilot.pause()
        assert "Players" in screen_text(app)
    assert load_settings().lang == "en"


async def test_theme_and_timer_are_saved(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("i")
        await pilot.pause()
        await pilot.press("down", "right")
        await pilot.pause()
        assert app.theme == "textual-light"
        await pilot.press("down", "left")
        await pilot.pause()
        assert "2 min" in screen_text(app)
    saved = load_settings()
    assert saved.theme == "textual-light" and saved.timer_seconds == 120


async def test_start_pushes_the_game_screen(make_app: MakeApp) -> None:
    pytest.importorskip("tui.screens.game")
    app = make_app(group=GROUP)
    async with app.run_test(size=SIZE) as pilot:
        await open_new_game(pilot)
        await pilot.press("pagedown", "pagedown", "pagedown")
        await pilot.click("#deal-cards")
        await pilot.press("ctrl+s")
        await pilot.pause()
        await pilot.press("1", "1", *["2"] * 5, "3")  # weerwolf, burger, ziener
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen.__class__.__name__ == "GameScreen"
        assert [type(s).__name__ for s in app.screen_stack][-2:] == ["HomeScreen", "GameScreen"]
    assert list(games_dir().glob("*.jsonl"))  # the journal was started


async def test_voice_settings_reach_the_running_voice_at_once(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("i")
        await pilot.pause()
        await pilot.press("down", "down", "down", "enter")  # mute on
        await pilot.press("down", "right")  # rate one step up
        await pilot.pause()
        speaker = app.speaker
        assert isinstance(speaker, SilentSpeaker)
        assert [s.mute for s in speaker.configured] == [True, True]
        assert speaker.configured[1].rate > speaker.configured[0].rate


async def test_the_voice_picker_plays_a_sample_and_the_ambience_is_set(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("i")
        await pilot.pause()
        screen = app.screen
        await app.workers.wait_for_complete()  # the voices are found off the UI thread
        assert getattr(screen, "voices_found", None) is not None
        await pilot.pause()
        assert "automatisch: de beste" in screen_text(app)
        await pilot.press(*["down"] * 6, "right")  # the voice row: the first Dutch voice
        await pilot.pause()
        speaker = app.speaker
        assert isinstance(speaker, SilentSpeaker)
        chosen = speaker.configured[-1].voice
        assert chosen is not None and chosen.split(":")[0] in ("piper", "mbrola", "espeak")
        assert chosen in screen_text(app)
        assert speaker.spoken == ["Dit is de stem van de verteller. Het dorp slaapt."]
        await pilot.press("left")  # back to automatic
        await pilot.press("down", "enter")  # ambience off
        await pilot.press("down", "left")  # its volume one step down
        await pilot.pause()
    last = speaker.configured[-1]
    assert last.voice is None and last.ambience is False and last.ambience_volume == 0.4
    from narration.voice import load_settings as load_voice_settings

    assert load_voice_settings() == last


async def test_physical_cards_take_two_digit_numbers(make_app: MakeApp) -> None:
    """With ten kinds of card or more the legend numbers them 10, 11, ...: `1 0` took the
    first card (the digits 1-9 were single keys) and 0 then cleared the next seat."""
    from setups.options import Options

    players = (*GROUP, "Ilse", "Jet", "Kees", "Lotte")
    mix = Counter(weerwolf=1, burger=2, ziener=1, jager=1, cupido=1, heks=1, dorpsgek=1,
                  genezer=1, engel=1, wolfshond=1, oerwolf=1)
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        cards = CardsScreen(players, mix, Options(), 1, "verteller")
        app.push_screen(cards)
        await pilot.pause()
        assert len(cards.kinds) == 11
        await pilot.press("1", "0")  # the tenth kind, then the next seat
        await pilot.pause()
        assert cards.cards[0] == cards.kinds[9] and cards.cards[1] is None
        await pilot.press("1")  # 1, 10 or 11: shown, not yet taken
        await pilot.pause()
        assert cards.cards[1] is None and "Nummer 1…" in screen_text(app)
        await pilot.press("1")
        await pilot.pause()
        assert cards.cards[1] == cards.kinds[10]
        await pilot.press("1", "enter", "2")  # Enter takes the 1; 2 cannot grow
        await pilot.pause()
        assert cards.cards[2:4] == [cards.kinds[0], cards.kinds[1]]
        await pilot.press("up", "0")  # 0 alone clears the seat
        await pilot.pause()
        assert cards.cards[3] is None


@pytest.mark.parametrize("lang", ["nl", "en", "de", "fr"])
async def test_the_physical_cards_footer_fits_80_columns(make_app: MakeApp, lang: str) -> None:
    """`esc Terug` was cut by the palette key at 80 columns (`esc Te▏^p Meer`)."""
    from setups.options import Options
    from tests.tui.test_input_keys import assert_fits, footer_keys

    app = make_app(lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(CardsScreen(GROUP, Counter(weerwolf=2, ziener=1, burger=5), Options(),
                                    1, "verteller"))
        await pilot.pause()
        keys = footer_keys(app)
        assert "escape" in [k for k, _, _ in keys]
        assert_fits(keys, 80)


async def test_the_english_options_name_the_boxes_in_english(make_app: MakeApp) -> None:
    """`Het Dorp: professions and buildings`, `Karakters with Volle Maan`: the English options
    named the boxes in Dutch, where the box names are `The Village (Het Dorp)`, ..."""
    app = make_app(lang="en", group=GROUP)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        await pilot.press("pagedown", "pagedown")
        await pilot.pause()
        text = screen_text(app)
        assert "The Village (Het Dorp): professions" in text
        assert "Characters with Full Moon" in text
        assert "Het Dorp:" not in text and "Karakters with" not in text
        hint = app.screen.query_one("#edition-hint").render()
        assert "weerhamster" not in str(hint) and "were-hamster, yeti, harlot" in str(hint)


@pytest.mark.parametrize("mode", ["doorgeven", "verteller_speelt_mee"])
async def test_real_cards_are_refused_when_the_laptop_is_passed_round(
    make_app: MakeApp, recorder: StartRecorder, monkeypatch: pytest.MonkeyPatch, mode: str
) -> None:
    """Real cards are typed in by one person, who then knows every card: with the laptop passed
    round (nobody narrates) that person plays. A play-test combined them without a word."""
    from textual.widgets import RadioButton

    app = make_app(group=GROUP)
    async with new_game(app, recorder, monkeypatch, size=SIZE) as (pilot, screen):
        screen.query_one("#deal-cards", RadioButton).value = True
        screen.query_one(f"#mode-{mode}", RadioButton).value = True
        await pilot.pause()
        assert "echte kaarten" in str(screen.query_one("#status").render()).lower()
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen is screen and screen.step == 3  # the step where both are chosen
        screen.query_one("#mode-verteller", RadioButton).value = True  # a narrator: fine
        await pilot.pause()
        assert "echte kaarten" not in str(screen.query_one("#status").render()).lower()
