"""The group's history: finished games read back from their journals, and their totals."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from narration.bots import Bots
from narration.engine import Game
from narration.history import finished_games, group_record, mix_key, summarize
from narration.paths import games_dir
from narration.session import Session
from setups.deal import deal_setup
from setups.mixes import parse_mix

NAMES = ("Ann", "Bob", "Cas", "Dirk", "Eva", "Fien", "Gijs", "Hans")
MIX = parse_mix("weerwolf=2,ziener,burger=5")


def journal_game(seed: int, folder: Path, answers: int | None = None,
                 mix: Counter[str] = MIX, names: tuple[str, ...] = NAMES) -> Game:
    """A bot game written to a journal as the app writes it (`answers`: stop early)."""
    setup = deal_setup(names, mix, seed)
    played = Game(setup)
    bots = Bots(played, seed)
    while played.prompt is not None:
        bots.answer(played.prompt)
    session = Session.new(setup, folder / f"spel-{seed}.jsonl")
    for value in played.answers[:answers]:
        session.submit(value)
    return played


def test_finished_games_are_read_back_and_unfinished_ones_left_out() -> None:
    folder = games_dir()
    folder.mkdir(parents=True, exist_ok=True)
    played = [journal_game(seed, folder) for seed in (1, 2, 3)]
    journal_game(4, folder, answers=5)  # still being played
    (folder / "kapot.jsonl").write_text("geen journaal\n", "utf-8")
    games = finished_games()
    assert len(games) == 3
    assert sorted(g.winner for g in games) == sorted(
        str(p.state.winner.camp) for p in played if p.state.winner)
    assert {g.rounds for g in games} == {p.state.round for p in played}
    assert all(g.mix == mix_key(MIX) == "burger=5,weerwolf=2,ziener" for g in games)


def test_the_totals_per_camp_mix_card_player_and_length() -> None:
    folder = games_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for seed in (1, 2, 3, 5):
        journal_game(seed, folder)
    other = parse_mix("weerwolf=2,ziener,heks,burger=4")
    journal_game(6, folder, mix=other)
    games = finished_games()
    summary = summarize(games)
    assert summary["games"] == 5 and sum(summary["wins"].values()) == 5
    assert set(summary["mixes"]) == {mix_key(MIX), mix_key(other)}
    assert summary["mixes"][mix_key(MIX)]["games"] == 4
    assert summary["cards"]["heks"]["games"] == 1 and summary["cards"]["burger"]["games"] == 5
    assert summary["players"]["Ann"]["games"] == 5
    assert sum(p["won"] for p in summary["players"].values()) == sum(
        len(g.winners) for g in games)
    rounds = sorted(g.rounds for g in games)
    assert summary["shortest"]["rounds"] == rounds[0]
    assert summary["longest"]["rounds"] == rounds[-1]
    count, wins = group_record(games, 8, MIX)
    assert count == 4 and sum(wins.values()) == 4
    assert group_record(games, 9, MIX)[0] == 0


def test_no_games_is_an_empty_summary() -> None:
    summary = summarize(finished_games())
    assert summary["games"] == 0 and summary["longest"] is None


def test_a_journal_is_replayed_again_only_when_it_has_changed(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The journals' outcomes are kept (history.CACHE_FILE): a second read replays none of the
    unchanged journals and gives the same games; a journal that goes on is read again."""
    import narration.history as history

    folder = games_dir()
    folder.mkdir(parents=True, exist_ok=True)
    journal_game(1, folder)
    unfinished = journal_game(2, folder, answers=5)
    first = finished_games()
    replayed: list[str] = []
    real = history.replay  # type: ignore[attr-defined]

    def counted(path: Path, loaded: Any) -> Any:
        replayed.append(path.name)
        return real(path, loaded)

    monkeypatch.setattr(history, "replay", counted)
    assert finished_games() == first and replayed == []
    session = Session.resume(folder / "spel-2.jsonl")
    for value in unfinished.answers[5:]:
        session.submit(value)
    again = finished_games()
    assert replayed == ["spel-2.jsonl"]
    assert len(again) == len(first) + 1 and set(first) < set(again)
