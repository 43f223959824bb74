""""De tijd is om" is said only when the discussion timer ran out: Wolf Village's vote line
said it whether or not the timer was ever started (and once more after the timer's own end)."""

from __future__ import annotations

from typing import Any

import pytest

from setups.game_setup import GameSetup
from tests.tui.input_helpers import answer_until, game_of, settled
from texts import LANGS, texts
from tui import i18n
from tui.app import WakkerdamApp, create_app
from tui.speech import SilentSpeaker
from tui.widgets.discussion_timer import DiscussionTimer

PLAYERS = ("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur")


def wolf_village(lang: str = "nl") -> GameSetup:
    return GameSetup(players=PLAYERS, roles=("weerwolf", "ziener", "burger", "burger", "burger",
                                             "burger"), seed=1, edition="wolf_village", lang=lang)


def time_is_up(lang: str) -> str:
    """The first sentence of the timer's own end line: "De tijd is om."."""
    return texts(lang, "tui").text("timer.done").split(".")[0]


@pytest.mark.parametrize("lang", LANGS)
def test_no_vote_line_says_the_time_is_up(lang: str) -> None:
    words = texts(lang, "narration")
    for line_id in ("public_wolf_village.stemming_begint", "public.stemming_begint"):
        assert time_is_up(lang) not in words.text(line_id), (lang, line_id)


async def start_at_the_discussion(app: WakkerdamApp, pilot: Any) -> SilentSpeaker:
    app.start_game(wolf_village())
    await pilot.pause()
    await answer_until(app, pilot, "discussie", {"weerwolven": "Cor", "ziener": "Anna"})
    speaker = app.speaker
    assert isinstance(speaker, SilentSpeaker)
    speaker.spoken.clear()
    return speaker


async def test_the_vote_begins_without_a_timer_and_nobody_hears_the_time_is_up() -> None:
    app = create_app(speaker_factory=lambda lang: SilentSpeaker())
    async with app.run_test(size=(100, 32)) as pilot:
        speaker = await start_at_the_discussion(app, pilot)
        await pilot.press("enter")  # the discussion ends; the timer never ran
        await settled(app, pilot)
        prompt = game_of(app).prompt
        assert prompt is not None and prompt.key == "stemming"
        spoken = " ".join(speaker.spoken)
        assert "Tel tot drie" in spoken
        assert "De tijd is om" not in spoken, spoken


async def test_the_timer_that_runs_out_says_it_once() -> None:
    app = create_app(speaker_factory=lambda lang: SilentSpeaker())
    async with app.run_test(size=(100, 32)) as pilot:
        speaker = await start_at_the_discussion(app, pilot)
        timer = app.screen.query_one("#timer", DiscussionTimer)
        await pilot.press("t")
        assert timer.left > 0
        while timer.left > 0:
            timer.tick()
        await pilot.press("enter")
        await settled(app, pilot)
        spoken = " ".join(speaker.spoken)
        assert spoken.count("De tijd is om") == 1, spoken
        assert "Tel tot drie" in spoken


@pytest.mark.parametrize(("lang", "size"), [("fr", (80, 24)), ("en", (100, 30))])
async def test_the_timers_line_is_shown_whole(lang: str, size: tuple[int, int]) -> None:
    """The timer had one row: "Minuteur du débat 3:00 (t : démarrer, d : durée)" at 80
    columns and "Discussion timer 3:00 (t: start, d: length)" at 100 were cut after "d:"."""
    app = create_app(lang=lang, speaker_factory=lambda _lang: SilentSpeaker())
    async with app.run_test(size=size) as pilot:
        app.start_game(wolf_village(lang))
        await pilot.pause()
        await answer_until(app, pilot, "discussie", {"weerwolven": "Cor", "ziener": "Anna"})
        timer = app.screen.query_one(DiscussionTimer)
        text = str(timer.render())
        assert text == texts(lang, "tui").text("timer.ready", m=3, s="00")
        assert len(text) > timer.content_region.width  # it wraps here
        assert timer.content_region.height >= 2


@pytest.mark.parametrize("lang", LANGS)
async def test_the_timers_warnings_are_shown_and_the_end_stays_until_the_next_step(
        lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A laptop without a sound device showed none of them: at zero the line went back to
    "Discussietimer 3:00 (t: start, d: duur)" without a word."""
    # The game played on into the vote leaves its language set for the worker's next test.
    monkeypatch.setattr(i18n, "_lang", i18n.language())
    words = texts(lang, "tui")
    app = create_app(lang=lang, speaker_factory=lambda _lang: SilentSpeaker())
    async with app.run_test(size=(100, 32)) as pilot:
        app.start_game(wolf_village(lang))
        await pilot.pause()
        await answer_until(app, pilot, "discussie", {"weerwolven": "Cor", "ziener": "Anna"})
        timer = app.screen.query_one("#timer", DiscussionTimer)
        await pilot.press("t")
        while timer.left > 60:
            timer.tick()
        assert str(timer.render()) == (f"{words.text('timer.one_minute')} "
                                       f"{words.text('timer.running', m=1, s='00')}")
        while timer.left > 10:
            timer.tick()
        assert str(timer.render()).startswith(words.text("timer.ten_seconds"))
        while timer.left > 0:
            timer.tick()
        await pilot.pause()
        assert str(timer.render()) == words.text("timer.done")
        await pilot.pause(0.2)
        assert str(timer.render()) == words.text("timer.done")  # it stays
        await pilot.press("t", "t")  # started again, and stopped: the line is the timer's
        assert str(timer.render()) == words.text("timer.ready", m=3, s="00")
        await pilot.press("t")
        while timer.left > 0:
            timer.tick()
        await pilot.press("enter")  # the discussion ends; tomorrow's timer starts afresh
        await settled(app, pilot)
        assert str(timer.render()) == words.text("timer.ready", m=3, s="00")
