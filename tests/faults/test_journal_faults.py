"""Damaged journals in the app: each is listed in Verder spelen with the problem that names its
line, cannot be opened, and is never written to; a journal whose last line was torn by a crash
opens with a warning and goes on. (The reader's own messages are in tests/engine/
test_bad_input.py; this is what the person at the laptop sees.)"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from narration.engine import Game
from narration.journal import Journal
from narration.replay import play
from narration.report import state_json
from narration.scenario import load
from tests.engine.helpers import SCENARIOS
from tui.app import create_app
from tui.speech import SilentSpeaker

from .toasts import Toasts

SCENARIO = SCENARIOS / "basis" / "jager_laatste_schot_niemand.toml"
SETUP = load(SCENARIO).setup
ANSWERS = play(load(SCENARIO)).answers


def journal(path: Path, answers: int) -> bytes:
    j = Journal.create(SETUP, path)
    for value in ANSWERS[:answers]:
        j.answer(value)
    return path.read_bytes()


def damaged(folder: Path) -> dict[str, tuple[bytes, str]]:
    """name -> (bytes on disk, what the list must say about it)."""
    folder.mkdir(parents=True, exist_ok=True)
    whole = journal(folder / "heel.jsonl", 10)
    (folder / "heel.jsonl").unlink()
    lines = whole.split(b"\n")
    header = json.loads(lines[0])
    cases = {
        "kapotte-regel.jsonl": (b"\n".join([*lines[:4], b'{"a": "Anna"', *lines[5:]]),
                                "line 5: damaged (not valid JSON)"),
        "nieuwe-versie.jsonl": (json.dumps({**header, "version": 7}).encode() + b"\n"
                                + b"\n".join(lines[1:]), "journal version 7"),
        "vreemd-bestand.jsonl": (b"naam;rol\nAnna;weerwolf\n", "not a Wakkerdam journal"),
        "past-niet.jsonl": (b"\n".join([*lines[:3], b'{"a": "Zoltan"}', *lines[4:]]),
                            "answer 3 does not replay"),
    }
    for name, (raw, _) in cases.items():
        (folder / name).write_bytes(raw + b'{"a": "torn')  # a torn tail on top: still untouched
    return {name: (raw + b'{"a": "torn', said) for name, (raw, said) in cases.items()}


async def test_damaged_journals_are_listed_refused_and_never_touched(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WAKKERDAM_HOME", str(tmp_path))
    folder = tmp_path / "data" / "games"
    cases = damaged(folder)
    app = create_app(lang="en", speaker_factory=lambda lang: SilentSpeaker())
    toasts = Toasts(app)
    async with app.run_test(size=(200, 40)) as pilot:
        await pilot.press("c")  # Continue a game, in the English app
        await pilot.pause()
        screen = app.screen
        listed = {g.path.name: g for g in screen.games}  # type: ignore[attr-defined]
        assert set(listed) == set(cases)
        for name, (_, said) in cases.items():
            problem = listed[name].problem
            assert problem is not None and said in problem and str(folder / name) in problem
        for _ in cases:  # try to open every one of them (they are greyed out)
            await pilot.press("enter", "down")
            await pilot.pause()
        assert type(app.screen).__name__ == "ResumeScreen"
        for name in cases:  # and straight through the app's entry point
            app.resume_game(folder / name)
            await pilot.pause()
        assert type(app.screen).__name__ == "ResumeScreen"
        errors = toasts.messages("error")
        assert len(errors) == len(cases)
    for name, (raw, _) in cases.items():
        assert (folder / name).read_bytes() == raw, name
    assert sorted(p.name for p in folder.iterdir()) == sorted(cases)  # no .torn, no copies


async def test_a_torn_last_line_opens_with_a_warning_and_the_game_goes_on(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WAKKERDAM_HOME", str(tmp_path))
    folder = tmp_path / "data" / "games"
    folder.mkdir(parents=True)
    path = folder / "spel.jsonl"
    whole = journal(path, 9)
    path.write_bytes(whole + b'{"a": {"ballo')
    app = create_app(speaker_factory=lambda lang: SilentSpeaker())
    toasts = Toasts(app)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("v")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        session = app.screen.session  # type: ignore[attr-defined]
        assert state_json(session.game) == state_json(Game(SETUP, ANSWERS[:9]))
        warnings = toasts.messages("warning")
        # Said in the app's language (Dutch), naming the file kept aside.
        assert any("half geschreven" in w and "spel.jsonl.torn" in w for w in warnings)
        session.submit(ANSWERS[9])  # the game goes on, journaled after the repair
    assert path.read_bytes() == whole + json.dumps({"a": ANSWERS[9]}).encode() + b"\n"
    assert path.with_name("spel.jsonl.torn").read_bytes() == b'{"a": {"ballo\n'
