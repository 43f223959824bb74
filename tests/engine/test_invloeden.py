"""Invloeden: the next vote goes round the table from the player the last eliminated one
points at (ruling invloeden-om-de-beurt). A play-test saw the usual call there ("Wijs op mijn
teken allemaal tegelijk aan wie je wilt wegstemmen") and nobody asked who starts. New games
ask it (option invloeden_wie_begint, set by Session.new); a journal from before it resumes to
the same game, without the question."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from narration.engine import Game
from narration.session import Session
from setups.game_setup import GameSetup
from setups.options import Options

PLAYERS = ("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur", "Gijs", "Hanna")
ROLES = ("weerwolf", "weerwolf", "ziener") + ("burger",) * 5
# Eva is eaten, Hanna voted out on day 1; Invloeden is drawn on the second morning.
BEFORE = {"weerwolven": ["Eva", ""], "ziener": ["Bram", "Anna"], "stemming": ["Hanna"]}


def setup(asks: bool) -> GameSetup:
    return GameSetup(players=PLAYERS, roles=ROLES, seed=1, events=("invloeden",),
                     options=Options(invloeden_wie_begint=asks))


def until_vote_day_2(game: Game) -> None:
    answers = {k: list(v) for k, v in BEFORE.items()}
    while game.prompt is not None and not (game.prompt.round == 2 and game.prompt.key in (
            "invloeden", "stemming")):
        prompt = game.prompt
        queue = answers.get(prompt.key or "")
        value: Any = queue.pop(0) if queue else ("" if prompt.needs_answer else None)
        game.answer({} if prompt.kind == "table" and value == "" else value)


def test_the_last_eliminated_points_and_the_round_starts_there() -> None:
    game = Game(setup(asks=True))
    until_vote_day_2(game)
    prompt = game.prompt
    assert prompt is not None and prompt.key == "invloeden"
    assert prompt.called == ("Hanna",)
    assert prompt.line == "Invloeden: we stemmen om de beurt. Hanna, wijs aan wie als eerste stemt."
    assert "Hanna" not in prompt.candidates and "Eva" not in prompt.candidates
    game.answer("Cor")
    vote = game.prompt
    assert vote is not None and vote.key == "stemming"
    assert vote.voters == ("Cor", "Dirk", "Fleur", "Gijs", "Anna", "Bram")  # clockwise from Cor
    assert vote.line.startswith("Cor begint, daarna stemt iedereen om de beurt")
    assert "tegelijk" not in vote.line


def test_only_the_next_vote_goes_round() -> None:
    game = Game(setup(asks=True))
    until_vote_day_2(game)
    game.answer("Cor")
    game.answer("Anna")  # Anna is voted out
    while game.prompt is not None and game.prompt.key != "stemming":
        prompt = game.prompt
        if prompt.key == "ziener":
            game.answer("Dirk")
        else:
            game.answer({} if prompt.kind == "table" else "" if prompt.needs_answer else None)
    assert game.prompt is not None and game.prompt.round == 3
    assert "tegelijk" in game.prompt.line  # day 3: the usual call again


def test_a_game_without_the_option_says_the_round_and_asks_nothing() -> None:
    game = Game(setup(asks=False))
    until_vote_day_2(game)
    vote = game.prompt
    assert vote is not None and vote.key == "stemming"  # no "invloeden" question
    assert "om de beurt" in vote.line and "tegelijk" not in vote.line


def test_a_new_game_asks_and_an_older_journal_resumes_as_it_began(tmp_path: Path) -> None:
    new = Session.new(setup(asks=False), tmp_path / "nieuw.jsonl")
    assert new.game.setup.options.invloeden_wie_begint

    # A journal written before the option: its header's options lack it.
    old = Game(setup(asks=False))
    until_vote_day_2(old)
    old.answer("Anna")
    path = tmp_path / "oud.jsonl"
    Session.new(setup(asks=False), path)
    lines = path.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    del header["setup"]["options"]["invloeden_wie_begint"]
    events = [json.dumps({"a": a}) for a in old.answers]
    path.write_text("\n".join([json.dumps(header), *events]) + "\n", encoding="utf-8")
    resumed = Session.resume(path).game
    assert not resumed.setup.options.invloeden_wie_begint
    assert [(d.name, d.cause) for d in resumed.state.deaths] == [
        (d.name, d.cause) for d in old.state.deaths]
    assert resumed.prompt == old.prompt
