"""The meter's worker tasks: several chunks a task (one message back), one running result per
chunk all the same, and a stopped run's tasks end without playing on (the stop mark)."""

from __future__ import annotations

import ctypes
import itertools
from collections import Counter
from collections.abc import Iterator
from multiprocessing.sharedctypes import RawArray

import pytest

from narration import balance
from narration.balance import TASK_CHUNKS, Stopped, play_chunk, play_task, simulate_steps

MIX = Counter(weerwolf=2, ziener=1, burger=5)
CARDS = dict(MIX)


@pytest.fixture
def pool() -> Iterator[None]:
    balance.start_pool(2)
    yield
    balance.shutdown_pool()


@pytest.mark.parametrize("chunks", [1, 2, 7, 8, 96, 400])
@pytest.mark.parametrize("workers", [2, 3])
def test_tasks_take_every_chunk_once_in_order_small_at_both_ends(chunks: int,
                                                                 workers: int) -> None:
    groups = balance._task_groups(list(range(chunks)), workers)
    assert [i for group in groups for i in group] == list(range(chunks))
    assert all(group == list(range(group[0], group[0] + len(group))) for group in groups)
    assert all(1 <= len(group) <= TASK_CHUNKS for group in groups)
    assert len(groups[0]) == 1 and len(groups[-1]) == 1  # the first result, an even end
    if chunks >= 96:
        assert len(groups) < chunks / 2  # fewer messages than chunks


def test_a_task_never_joins_chunks_across_one_already_kept() -> None:
    missing = [0, 1, 2, 5, 6, 7, 8, 9, 10, 11, 12, 13, 20]
    groups = balance._task_groups(missing, 2)
    assert [i for group in groups for i in group] == missing
    assert all(b - a == 1 for group in groups for a, b in itertools.pairwise(group))


def test_a_task_plays_its_chunks_until_its_run_is_stopped(monkeypatch: pytest.MonkeyPatch
                                                         ) -> None:
    stops = RawArray(ctypes.c_longlong, balance.STOP_SLOTS)
    monkeypatch.setattr(balance, "_STOPS", stops)
    chunks = [(0, 3), (3, 6)]
    stops[5] = 41
    played = play_task(8, CARDS, 3, chunks, None, "", (), 5, 41)
    assert played == [play_chunk(8, CARDS, 3, a, b, None) for a, b in chunks]
    stops[5] = 0  # the run stopped
    assert play_task(8, CARDS, 3, chunks, None, "", (), 5, 41) == []
    with pytest.raises(Stopped):
        play_chunk(8, CARDS, 3, 0, 3, None, "", (), 5, 41)
    stops[5] = 42  # the slot taken by a later run
    assert play_task(8, CARDS, 3, chunks, None, "", (), 5, 41) == []
    # Slot 0 is never stopped.
    assert play_task(8, CARDS, 3, chunks, None, "", (), 0, 7) == played


def test_one_task_message_gives_each_chunk_its_result(pool: None) -> None:
    steps = [(r.games, dict(r.wins), r.capped)
             for r in simulate_steps(8, MIX, 400, seed=9, batch=25, workers=2)]
    alone = [(r.games, dict(r.wins), r.capped)
             for r in simulate_steps(8, MIX, 400, seed=9, batch=25, workers=1)]
    assert steps == alone and len(steps) == 16
    [chunks] = balance._RUNS.values()
    tasks = {id(future.task) for future in chunks.values() if isinstance(future, balance._Chunk)}
    assert len(chunks) == 16 and len(tasks) < 16


def test_the_workers_see_a_stopped_run(pool: None) -> None:
    steps = simulate_steps(8, MIX, 400, seed=8, batch=25, workers=2)
    next(steps)
    [(slot, number)] = balance._LIVE.values()
    assert slot > 0 and balance._pool(2).submit(
        play_task, 8, CARDS, 8, [(0, 1)], None, "", (), slot, number).result() != []
    steps.close()  # the mix changed
    assert not balance._LIVE
    # A task of that run handed to a worker now plays nothing.
    assert balance._pool(2).submit(
        play_task, 8, CARDS, 8, [(0, 1)], None, "", (), slot, number).result() == []
    # Asked for again, its stopped chunks are played: the same numbers as one process.
    again = [(r.games, dict(r.wins)) for r in simulate_steps(8, MIX, 400, seed=8, batch=25,
                                                              workers=2)]
    alone = [(r.games, dict(r.wins)) for r in simulate_steps(8, MIX, 400, seed=8, batch=25,
                                                              workers=1)]
    assert again == alone


def test_a_caller_that_has_left_ends_the_run_without_waiting_for_its_chunks(pool: None
                                                                           ) -> None:
    seen: list[int] = []
    for result in simulate_steps(8, MIX, 400, seed=12, batch=25, workers=2,
                                 stopped=lambda: len(seen) >= 2):
        seen.append(result.games)
    assert seen == [25, 50]
    assert not balance._LIVE  # the run was released: its tasks under way stop
    assert list(simulate_steps(8, MIX, 400, seed=13, batch=25, workers=2,
                               stopped=lambda: True)) == []
    # Asked for again without leaving, the run gives one process's numbers.
    again = [(r.games, dict(r.wins)) for r in simulate_steps(8, MIX, 400, seed=12, batch=25,
                                                              workers=2)]
    alone = [(r.games, dict(r.wins)) for r in simulate_steps(8, MIX, 400, seed=12, batch=25,
                                                              workers=1)]
    assert again == alone
