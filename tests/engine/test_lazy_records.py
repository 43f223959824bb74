"""A game keeps its accepted answers as tuples and makes the Records when `records` is read
(narration/engine.py): read at every answer, as the app reads them, or once at the end, as a
bot game does, they are the same records, and undo, redo and an adopted edit keep them."""

from __future__ import annotations

from narration.bots import Bots
from narration.engine import Game, Record
from setups.deal import deal_setup
from setups.mixes import parse_mix

NAMES = tuple(f"P{i + 1}" for i in range(12))
MIX = "weerwolf=3,ziener,heks,jager,cupido,onschuldig_meisje,burger=4"


def fields(records: list[Record]) -> list[tuple[object, ...]]:
    return [(r.step, r.key, r.phase, r.round, r.answer) for r in records]


def test_records_made_at_every_answer_are_those_made_once_at_the_end() -> None:
    for seed in range(4):
        setup = deal_setup(NAMES, parse_mix(MIX), seed)
        read_always, read_once = Game(setup, validated=True), Game(setup, validated=True)
        bots_a, bots_b = Bots(read_always, seed), Bots(read_once, seed)
        asked: list[tuple[object, ...]] = []
        while read_always.prompt is not None and read_always.state.round <= 30:
            prompt = read_always.prompt
            bots_a.answer(prompt)
            last = read_always.records[-1]
            assert (last.step, last.key, last.phase, last.round) == (
                prompt.step, prompt.key, prompt.phase, prompt.round)
            asked.append(fields([last])[0])
            assert fields(read_always.records) == asked
            assert read_always.state.position == len(asked)
            assert read_once.prompt is not None
            bots_b.answer(read_once.prompt)
            assert read_once.state.position == len(asked)
        assert read_once._accepted  # nothing read: the answers wait as tuples
        assert fields(read_once.records) == asked and not read_once._accepted
        assert read_once.answers == [a[4] for a in asked]
        replayed = Game(setup, read_once.answers, validated=True)
        assert fields(replayed.records) == asked


def test_undo_redo_and_an_adopted_edit_keep_the_records_not_yet_made() -> None:
    setup = deal_setup(NAMES, parse_mix(MIX), 2)
    game = Game(setup, validated=True)
    bots = Bots(game, 2)
    for _ in range(12):
        assert game.prompt is not None
        bots.answer(game.prompt)
    assert game._accepted
    before = fields(game.records)
    assert game.undo() and fields(game.records) == before[:-1]
    assert game.redo() and game._accepted and fields(game.records) == before
    assert game.state.position == len(before)
    index = next(i for i, r in enumerate(game.records) if r.key == "weerwolven")
    preview = game.edit_preview(index, "")
    assert preview.game._accepted  # the edited game's answers, not yet made Records
    game.adopt(preview)
    assert fields(game.records) == fields(preview.game.records)
    assert game.records[index].answer == "" and len(game.records) == index + 1 + preview.kept
    assert game.state.position == len(game.records)
    assert game.prompt is not None
    bots.answer(game.prompt)
    assert len(game.records) == index + 2 + preview.kept
