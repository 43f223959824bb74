"""The app itself under faults: killed with SIGKILL at random moments of a scripted game (also
in the middle of writing a line), and playing on a disk that fills up and empties again.

The kill tests run the real app (screens, session, journal) headless in a child process
(app_child.py) that presses the narrator's keys; "accepted N" is printed only once the screen
has taken the N-th answer. Whatever moment the kill hits, resuming holds every accepted answer
and rebuilds the state a clean replay of them gives; resuming it in the app returns to the step
where it stopped.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from narration.engine import Game
from narration.journal import read, resume
from narration.replay import play
from narration.report import state_json
from narration.scenario import load
from tests.engine.helpers import ROOT, SCENARIOS
from tests.tui.game_driver import keys_for
from tui.app import WakkerdamApp, create_app
from tui.speech import SilentSpeaker

from .disk import install
from .toasts import Toasts

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")

SCENARIO = SCENARIOS / "basis" / "jager_laatste_schot_niemand.toml"
SETUP = load(SCENARIO).setup
ANSWERS = play(load(SCENARIO)).answers
CHILD = Path(__file__).with_name("app_child.py")


def start(home: Path, mode: str, *args: str) -> tuple[subprocess.Popen[str], Path]:
    child = subprocess.Popen(
        [sys.executable, str(CHILD), str(SCENARIO), mode, *args],
        cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
        text=True, env={**os.environ, "WAKKERDAM_HOME": str(home)},
    )
    assert child.stdout is not None
    first = child.stdout.readline().split(" ", 1)
    assert first[0] == "journal", first
    return child, Path(first[1].strip())


def kill(child: subprocess.Popen[str]) -> None:
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=30)
    assert child.returncode == -signal.SIGKILL


def check_resume(path: Path, accepted: int) -> Game:
    game, _, _ = resume(path)
    assert len(game.answers) >= accepted
    assert game.answers == ANSWERS[: len(game.answers)]
    assert state_json(game) == state_json(Game(SETUP, ANSWERS[: len(game.answers)]))
    return game


def test_app_killed_after_an_accepted_answer(tmp_path: Path) -> None:
    """After every answer the screen took, the journal on disk (what a SIGKILL then leaves: the
    child is blocked reading stdin) resumes with exactly the answers accepted so far; then the
    app is really killed after the last one. One child for every point (one per point cost
    3 CPU s each in starting Python, Textual and the app)."""
    child, path = start(tmp_path, "step")
    assert child.stdin is not None and child.stdout is not None
    copy = tmp_path / "copy" / path.name
    copy.parent.mkdir()
    for number in range(1, len(ANSWERS) + 1):
        child.stdin.write("\n")
        child.stdin.flush()
        assert child.stdout.readline().strip() == f"accepted {number}"
        copy.write_bytes(path.read_bytes())
        assert len(check_resume(copy, number).answers) == number
    on_disk = path.read_bytes()
    kill(child)
    assert path.read_bytes() == on_disk  # the kill changed nothing the copies did not see
    assert len(check_resume(path, len(ANSWERS)).answers) == len(ANSWERS)


async def test_app_killed_at_a_random_moment_resumes_in_the_app_at_its_step(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The app plays freely; the kill comes a random time after a random accepted answer (past
    the ninth: mid-game). Resuming holds every accepted answer, and the app opens the killed
    game through Verder spelen at the step where it stopped."""
    monkeypatch.setenv("WAKKERDAM_HOME", str(tmp_path))
    rnd = random.Random(0)
    stop = rnd.randrange(9, len(ANSWERS))
    child, path = start(tmp_path, "free")
    assert child.stdout is not None
    accepted = 0
    while accepted < stop:
        accepted = int(child.stdout.readline().split()[1])
    time.sleep(rnd.uniform(0, 0.05))  # whatever the app is doing then
    kill(child)
    expected = check_resume(path, accepted)
    app = create_app(speaker_factory=lambda lang: SilentSpeaker())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("v")  # Verder spelen: the killed game is listed
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        game = app.screen.session.game  # type: ignore[attr-defined]
        assert state_json(game) == state_json(expected)
        assert game.prompt.step == expected.prompt.step  # type: ignore[union-attr]


def test_app_killed_in_the_middle_of_writing_a_line(tmp_path: Path) -> None:
    """The kill lands in a random line, after a random share of its bytes: the child stalls
    there (app_child.py), so no clock decides whether the line was still being written."""
    rnd = random.Random(0)
    stop = rnd.randrange(2, len(ANSWERS))
    child, path = start(tmp_path, "midwrite", str(stop), str(rnd.uniform(0.1, 0.9)))
    assert child.stdout is not None
    accepted = 0
    while True:
        line = child.stdout.readline().split()
        assert line, f"the child ended before it stalled in line {stop}"
        if line[0] == "accepted":
            accepted = int(line[1])
        elif line[0] == "stalled":
            assert int(line[1]) == stop
            break
    kill(child)
    loaded = read(path)
    assert any("cut off by a crash" in str(w) for w in loaded.warnings)  # it was mid-line
    whole = path.read_bytes()
    game = check_resume(path, accepted)
    assert len(game.answers) == accepted == stop - 1
    assert len(path.read_bytes()) < len(whole)  # the torn line was cut off (and kept aside)
    assert path.with_name(path.name + ".torn").exists()


# --- a disk that fills up during the game ------------------------------------------------------

def notice(app: WakkerdamApp) -> str:
    return str(app.screen.query_one("#notice").render())


async def answer(app: WakkerdamApp, pilot: Any, value: Any) -> None:
    prompt = app.screen.session.game.prompt  # type: ignore[attr-defined]
    if isinstance(value, dict) and set(value) == {"ballots"}:
        value = value["ballots"]
    for key in keys_for(prompt, value):
        await pilot.press(key)
    await pilot.pause()


async def test_full_disk_warns_on_screen_the_game_goes_on_and_all_is_saved_later(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WAKKERDAM_HOME", str(tmp_path))
    disk = install(monkeypatch)
    app = create_app(speaker_factory=lambda lang: SilentSpeaker())
    toasts = Toasts(app)
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(SETUP)
        await pilot.pause()
        session = app.screen.session  # type: ignore[attr-defined]
        for value in ANSWERS[:4]:
            await answer(app, pilot, value)
        assert notice(app) == ""
        disk.mode = "full"
        for value in ANSWERS[4:9]:
            await answer(app, pilot, value)
        assert len(session.game.answers) == 9  # the game went on in memory
        text = notice(app)
        assert "automatisch opslaan lukt niet" in text.casefold()
        assert str(session.path.parent) in text and "No space left on device" in text
        assert [m for m in toasts.messages() if "opslaan lukt niet" in m] == [text]  # one toast
        disk.mode = "ok"
        app.screen._retry_autosave()  # type: ignore[attr-defined]  # the timer's call
        await pilot.pause()
        assert notice(app) == ""
        assert any("Automatisch opslaan werkt weer" in m for m in toasts.messages())
        for value in ANSWERS[9:12]:
            await answer(app, pilot, value)
        path = session.path
    assert read(path).warnings == []
    resumed, _, _ = resume(path)
    assert resumed.answers == ANSWERS[:12]


async def test_read_only_data_folder_from_the_start(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """No journal can even be created: the game starts anyway, with the warning; the journal
    is created with every answer once the folder takes writes."""
    monkeypatch.setenv("WAKKERDAM_HOME", str(tmp_path))
    disk = install(monkeypatch)
    disk.mode = "readonly"
    app = create_app(lang="en", speaker_factory=lambda lang: SilentSpeaker())
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(SETUP)
        await pilot.pause()
        session = app.screen.session  # type: ignore[attr-defined]
        assert session.path is None
        for value in ANSWERS[:6]:
            await answer(app, pilot, value)
        assert "autosave cannot write to" in notice(app)
        assert "Read-only file system" in notice(app)
        disk.mode = "ok"
        await answer(app, pilot, ANSWERS[6])
        assert notice(app) == ""
        path = session.path
    assert path is not None
    resumed, _, _ = resume(path)
    assert resumed.answers == ANSWERS[:7]
