"""The command palette lists the keys of this moment, as the footer does: a key the screen
refuses now (the hand-on key on the curtain, the reveal key during a turn) did nothing when
chosen from the palette."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from narration.modes import DOORGEVEN
from tests.tui.conftest import MakeApp
from tests.tui.input_helpers import twelve
from tui.app import WakkerdamApp, create_app
from tui.i18n import t
from tui.screens.pass_turn import PassNightScreen
from tui.settings import AppSettings
from tui.speech import SilentSpeaker, VoiceSpeaker


def offered(app: WakkerdamApp) -> str:
    return "\n".join(c.title for c in app.get_system_commands(app.screen))


async def test_the_palette_offers_only_the_keys_of_this_moment(make_app: MakeApp) -> None:
    app = make_app(min_turn_seconds=0)
    async with app.run_test(size=(100, 32)) as pilot:
        app.start_game(twelve("weerwolf", "weerwolf", "ziener"), DOORGEVEN)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PassNightScreen) and screen.player is None
        on_the_curtain = offered(app)
        assert t("pass.key.reveal") in on_the_curtain
        assert t("pass.key.hand_on") not in on_the_curtain
        assert t("pass.key.hide") not in on_the_curtain
        await pilot.press("space")  # the next player takes his turn
        await pilot.pause()
        assert screen.player is not None
        on_a_turn = offered(app)
        assert t("pass.key.reveal") not in on_a_turn
        assert t("pass.key.hide") in on_a_turn


def titles(app: WakkerdamApp) -> list[str]:
    return [c.title for c in app.get_system_commands(app.screen)]


def count(app: WakkerdamApp, key: str) -> int:
    return sum(title.startswith(f"{t(key)} (") for title in titles(app))


async def test_the_palette_lists_each_action_once_and_only_when_it_does_something(
        make_app: MakeApp) -> None:
    """The game screen's e has two bindings (one for the footer): "Wijzigen (e)" was listed
    twice; ctrl+z with nothing to undo, r away from the heks, d without a timer and Backspace
    outside the ballot entry were offered and did nothing."""
    from tests.tui.input_helpers import answer_until, game_of

    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        app.start_game(twelve("weerwolf", "weerwolf", "heks"))
        await pilot.pause()
        assert len(titles(app)) == len(set(titles(app)))
        assert count(app, "key.undo") == 0  # nothing to undo yet
        assert count(app, "key.edit") == 0  # nothing to change yet
        assert count(app, "key.redden") == 0
        assert count(app, "key.timer_length") == 0
        assert count(app, "key.previous_ballot") == 0
        victim = game_of(app).state.players[5].name
        await answer_until(app, pilot, "heks", {"weerwolven": victim})
        assert len(titles(app)) == len(set(titles(app)))
        assert count(app, "key.undo") == 1
        assert count(app, "key.edit") == 1  # listed once, for its two bindings
        assert count(app, "key.redden") == 1  # the elixir box is on screen
        await answer_until(app, pilot, "discussie")
        assert count(app, "key.redden") == 0
        assert count(app, "key.timer_length") == 1  # the discussion's timer
        await answer_until(app, pilot, "stemming")
        await pilot.press("b")
        await pilot.pause()
        assert count(app, "key.previous_ballot") == 0  # no ballot entered yet
        await pilot.press("0", "enter")
        await pilot.pause()
        assert count(app, "key.previous_ballot") == 1
        assert game_of(app).prompt is not None


async def test_the_home_palette_offers_quitting_once_with_its_key(make_app: MakeApp) -> None:
    """The home menu's q Afsluiten and Textual's own Quit were both listed as "Afsluiten"; a
    screen without a quit key of its own keeps Textual's."""
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        quits = [title for title in titles(app) if title.startswith(t("home.quit"))]
        assert quits == [f"{t('home.quit')} ({t('home.quit.key')})"]
        await pilot.press(t("home.new.key"))
        await pilot.pause()
        assert t("palette.Quit") in titles(app)


class HeardSpeaker(SilentSpeaker):
    """A voice the table hears (the silent one records what it would have said)."""

    def audible(self) -> bool:
        return True


async def test_the_palette_offers_replay_and_skip_only_when_a_line_can_be_heard(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WAKKERDAM_HOME", str(tmp_path))
    speakers: tuple[tuple[SilentSpeaker, bool], ...] = (
        (SilentSpeaker(), False), (HeardSpeaker(), True))
    for speaker, heard in speakers:
        def factory(_lang: str, chosen: SilentSpeaker = speaker) -> SilentSpeaker:
            return chosen

        app = create_app(lang="nl", speaker_factory=factory, settings=AppSettings(lang="nl"))
        async with app.run_test(size=(100, 32)) as pilot:
            app.start_game(twelve("weerwolf", "weerwolf", "ziener"))
            await pilot.pause()
            assert count(app, "key.replay") == count(app, "key.skip") == int(heard)


@dataclass
class FakeStatus:
    available: bool


@dataclass
class FakeSettings:
    mute: bool


@dataclass
class FakeVoice:
    status: FakeStatus
    settings: FakeSettings


def test_the_voice_is_audible_only_when_up_with_a_device_and_not_muted() -> None:
    speaker = VoiceSpeaker("nl")
    assert not speaker.audible()  # not started
    for available, mute, heard in ((True, False, True), (False, False, False),
                                   (True, True, False)):
        speaker._voice = FakeVoice(FakeStatus(available), FakeSettings(mute))  # type: ignore[assignment]
        assert speaker.audible() is heard
