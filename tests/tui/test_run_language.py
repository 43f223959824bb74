"""`wakkerdam --lang fr` is this run's language, not the saved one (a play-test found a plain
`wakkerdam` opening in French afterwards); the language chosen in Settings is saved. Ctrl+C
says how to quit in the app's language (Textual's own notice is English), and every command
but `say` takes --lang after its name too (`wakkerdam stats --lang de` was refused)."""

from __future__ import annotations

import pytest

from tui.app import create_app
from tui.cli import main
from tui.settings import AppSettings, load_settings, save_settings
from tui.speech import SilentSpeaker


def silent(_lang: str) -> SilentSpeaker:
    return SilentSpeaker()


def test_the_command_lines_language_is_not_saved() -> None:
    save_settings(AppSettings(lang="nl"))
    app = create_app(lang="fr", speaker_factory=silent)
    assert app.settings.lang == "fr"
    app.settings.timer_seconds = 120  # something else the run saves
    app.save_settings()
    saved = load_settings()
    assert saved.lang == "nl" and saved.timer_seconds == 120
    assert app.settings.lang == "fr"  # the run goes on in French
    app.set_language("de")  # chosen in Settings: saved
    assert load_settings().lang == "de" and app.settings.lang == "de"


async def test_ctrl_c_says_how_to_quit_in_the_apps_language() -> None:
    app = create_app(lang="nl", speaker_factory=silent, settings=AppSettings())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("ctrl+c")
        await pilot.pause()
        shown = [(n.title, n.message) for n in app._notifications]
        assert ("Afsluiten?", "Druk op q om af te sluiten.") in shown, shown  # the home menu's q
        assert not any("quit" in f"{title} {text}".lower() for title, text in shown), shown


@pytest.mark.parametrize("command", [["stats"], ["replay", "--keys"]])
def test_a_command_takes_lang_after_its_name(
        command: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*command, "--lang", "de"]) == 0
    german = capsys.readouterr().out
    assert main(["--lang", "de", *command]) == 0
    assert capsys.readouterr().out == german
    assert main([*command, "--lang", "en"]) == 0
    assert capsys.readouterr().out != german
