"""The balance meter's simulation: bots play a mix headless many times (narration/bots.py).

`simulate(players, mix, games, seed)` deals and plays `games` games (game i dealt and played
from a seed fixed by `seed` and i, so a run is reproducible) and returns each camp's share of
the wins with the half width of its 95% Wilson score interval. A draw (nobody left, or the
bots' round cap) counts for the camp "niemand", so the shares sum to one. `simulate_steps`
yields the running result after every batch, for a meter that fills in while it plays.

Both cores: the games are played in chunks by a pool of worker processes (`workers`, default
one per CPU this process may use; WAKKERDAM_BALANCE_WORKERS overrides it, 1 plays in this
process). Every game's deal and bots are seeded by `seed` and its index alone, and the counts
are summed, so the result is the same for any number of processes. A run shorter than
PARALLEL_MIN games stays in this process (starting workers would cost more than it saves).
The pool is started once (forkserver: a clean process without the app's threads, so forking
is safe from the TUI) and kept warm for the next mix; `shutdown_pool` ends it. The pool keeps
each run's chunks (`_RUNS`): a mix asked for again gets its games already played at once, and
a run that stops early (the mix changed) cancels its chunks not yet started, so the workers
turn to the new mix after at most the chunk under way.

A worker's task plays several chunks in a row (`_task_sizes`: one at the start, for the first
running result, up to TASK_CHUNKS in the middle, one again at the end, for an even end on
every core) and hands back each chunk's result, so there is one message per task instead of
one per chunk while the running result stays one per chunk. A task looks at its run's stop
mark (`_STOPS`, shared memory) before each chunk, so a stopped run's tasks already handed to
a worker end after the chunk under way instead of playing on.
"""

from __future__ import annotations

import atexit
import itertools
import math
import multiprocessing
import os
import sys
import threading
from collections import Counter
from collections.abc import Callable, Generator, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, field
from functools import partial
from multiprocessing import resource_tracker
from typing import TYPE_CHECKING

from narration.bots import DRAW, play_bot_game
from setups.catalogue import role
from setups.deal import deal_setup
from setups.errors import SetupError
from setups.mix_check import blocking, mix_problems
from setups.options import Options

if TYPE_CHECKING:
    import ctypes

Z95 = 1.959963984540054
PARALLEL_MIN = 200
# Games per chunk (~30 ms): the meter's running result after every chunk, and a mix change
# waits for at most the chunk under way on each core.
CHUNK = 25
# At most this many chunks in one task of a worker (one message back for all of them).
TASK_CHUNKS = 4
# Seconds between two looks at a caller's `stopped` while it waits for the workers.
STOP_POLL = 0.05
# Imported once by the forkserver before it forks the workers (narration/balance_workers.py).
WORKER_PRELOAD = "narration.balance_workers"
WORKERS_ENV = "WAKKERDAM_BALANCE_WORKERS"


def wilson(wins: int, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a share, as (center, half width)."""
    if games <= 0:
        return 0.0, 0.5
    p = wins / games
    denom = 1 + z * z / games
    center = (p + z * z / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    return center, half


def camps_of(mix: Counter[str], edition: str = "") -> list[str]:
    """The camps that can win with this mix: village, werewolves, each solo camp, the lovers
    when cupido plays (a card's `makes_camps`), and "niemand" (a draw)."""
    camps = ["dorp", "weerwolven"]
    for role_id in sorted(mix):
        camp = role(role_id, edition).camp
        if camp not in camps:
            camps.append(camp)
    for role_id in sorted(mix):
        if mix[role_id]:
            camps += [c for c in role(role_id, edition).makes_camps if c not in camps]
    camps.append(DRAW)
    return camps


@dataclass
class BalanceResult:
    players: int
    games: int = 0
    wins: Counter[str] = field(default_factory=Counter)
    capped: int = 0
    camps: list[str] = field(default_factory=list)

    def share(self, camp: str) -> float:
        return self.wins[camp] / self.games if self.games else 0.0

    def half_width(self, camp: str) -> float:
        return wilson(self.wins[camp], self.games)[1]

    def to_json(self) -> dict[str, object]:
        camps = self.camps + [c for c in sorted(self.wins) if c not in self.camps]
        return {
            "players": self.players,
            "games": self.games,
            "wins": {c: self.share(c) for c in camps},
            "ci": {c: self.half_width(c) for c in camps},
            "capped": self.capped,
            "verdict": verdict(self),
        }


# The verdict's band: a mix is "balans" while the village wins between BALANCED_LOW and
# BALANCED_HIGH of the games (two in five to three in five); above, it favours the village;
# below, the camp that wins most of the rest (the werewolves, or a solo card).
BALANCED_LOW = 0.40
BALANCED_HIGH = 0.60
VILLAGE = "dorp"
BALANCED = "balans"


def verdict(result: BalanceResult) -> str:
    """One verdict from the bots' games: "balans", "dorp", or the camp it favours instead."""
    village = result.share(VILLAGE)
    if village > BALANCED_HIGH:
        return VILLAGE
    if village >= BALANCED_LOW:
        return BALANCED
    others = [c for c in result.camps if c not in (VILLAGE, DRAW)] or ["weerwolven"]
    return max(others, key=lambda c: (result.wins[c], c == "weerwolven"))


def check_mix(players: int, mix: Counter[str]) -> None:
    """Refuse a mix that cannot be played, naming the first problem."""
    problems = blocking(mix_problems(players, mix, advice=False))
    if problems:
        raise SetupError("mix_problem", problem=problems[0])


def default_workers() -> int:
    """One worker per CPU this process may use, or WAKKERDAM_BALANCE_WORKERS (1..64)."""
    raw = os.environ.get(WORKERS_ENV, "")
    if raw.strip().isdigit() and 1 <= int(raw) <= 64:
        return int(raw)
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


_POOL: ProcessPoolExecutor | None = None
_POOL_SIZE = 0
RunKey = tuple[object, ...]
ChunkResult = tuple[dict[str, int], int]


_POOL_LOCK = threading.RLock()  # the TUI starts the pool early in one thread, the meter in another


def _pool(workers: int) -> ProcessPoolExecutor:
    with _POOL_LOCK:
        _start_resource_tracker()
        return _started_pool(workers)


def _start_resource_tracker() -> None:
    """Start multiprocessing's resource tracker with a stderr it can use. Under the TUI,
    sys.stderr is Textual's print capture, whose fileno() is -1, and the tracker the pool
    needs then fails to start ("bad value(s) in fds_to_keep"); it gets /dev/null instead, so it
    can never write on the players' screen either."""
    try:
        usable = sys.stderr is not None and sys.stderr.fileno() >= 0
    except (AttributeError, OSError, ValueError):
        usable = False
    if usable:
        return
    shown = sys.stderr
    with open(os.devnull, "w") as quiet:
        sys.stderr = quiet
        try:
            resource_tracker.ensure_running()
        finally:
            sys.stderr = shown


def _started_pool(workers: int) -> ProcessPoolExecutor:
    global _POOL, _POOL_SIZE, _STOPS
    if _POOL is None or workers != _POOL_SIZE:
        shutdown_pool()
        methods = multiprocessing.get_all_start_methods()
        if "forkserver" in methods:
            server = multiprocessing.get_context("forkserver")
            server.set_forkserver_preload([WORKER_PRELOAD])  # each worker starts warm
            context: multiprocessing.context.BaseContext = server
        else:
            context = multiprocessing.get_context("spawn")
        import ctypes  # (here: the pool's start pays for them, not the screen that imports this)
        from multiprocessing.sharedctypes import RawArray

        stops = RawArray(ctypes.c_longlong, STOP_SLOTS)
        for slot, number in _LIVE.values():  # a run under way when the pool was restarted
            if slot:
                stops[slot] = number
        _POOL = ProcessPoolExecutor(workers, mp_context=context, initializer=_worker_start,
                                    initargs=(stops,))
        _POOL_SIZE, _STOPS = workers, stops
    return _POOL


# The stop marks of the runs under way, in memory shared with the workers: a task of the run
# numbered `number` plays its next game only while `_STOPS[slot] == number`; a stopped run's
# slot holds 0. Slot 0 is never marked: a run there (every other slot taken) is never stopped
# inside a task, only its tasks not yet handed to a worker are cancelled.
STOP_SLOTS = 64
_STOPS: ctypes.Array[ctypes.c_longlong] | None = None
_LIVE: dict[RunKey, tuple[int, int]] = {}  # (slot, number) of each run with a caller
_NUMBERS = itertools.count(1)


def _worker_start(stops: ctypes.Array[ctypes.c_longlong]) -> None:
    """In a worker process, before its first task: the runs' stop marks."""
    global _STOPS
    _STOPS = stops


def _ready() -> int:
    return os.getpid()


def start_pool(workers: int | None = None) -> None:
    """Start the worker processes now, so the meter's first run finds them running and warm
    (call it early, e.g. when the set-up screens open); a pool already running is kept."""
    workers = default_workers() if workers is None else workers
    if workers <= 1:
        return
    pool = _pool(workers)
    for future in [pool.submit(_ready) for _ in range(workers)]:
        future.result()


def shutdown_pool() -> None:
    """End the worker processes (they are started again when needed)."""
    global _POOL
    with _POOL_LOCK:
        if _POOL is not None:
            _POOL.shutdown(wait=False, cancel_futures=True)
            _POOL = None
            _RUNS.clear()


atexit.register(shutdown_pool)


class Stopped(Exception):
    """A chunk not played (or not to the end) because its run was stopped first; it is played
    when the run is asked for again."""


def play_chunk(players: int, mix: dict[str, int], seed: int, start: int, stop: int,
               options: Options | None, edition: str = "", professions: tuple[str, ...] = (),
               slot: int = 0, number: int = 0) -> tuple[dict[str, int], int]:
    """Games start..stop-1 of a run: (wins per camp, games stopped at the round cap). Game i
    is dealt and played from its own seed, so a chunk gives the same anywhere. In a worker,
    with the run's stop `slot` and `number`: Stopped as soon as the run is stopped (the stop
    mark is looked at before each game, so a mix change waits for one game, not a chunk)."""
    names = tuple(f"P{i + 1}" for i in range(players))
    cards = Counter(mix)
    wins: Counter[str] = Counter()
    capped = 0
    stops = _STOPS if slot else None
    for i in range(start, stop):
        if stops is not None and stops[slot] != number:
            raise Stopped
        game_seed = seed * 1_000_003 + i
        setup = deal_setup(names, cards, game_seed, options, professions=professions,
                           edition=edition)
        outcome = play_bot_game(setup, game_seed, validated=True)
        wins[str(outcome.winner)] += 1
        capped += outcome.capped
    return dict(wins), capped


def play_task(players: int, mix: dict[str, int], seed: int, chunks: Sequence[tuple[int, int]],
              options: Options | None, edition: str, professions: tuple[str, ...],
              slot: int, number: int) -> list[ChunkResult]:
    """A worker's task: the chunks one after the other, each chunk's (wins, capped), until
    the run is stopped (the chunk under way is then left unfinished)."""
    done = []
    try:
        for start, stop in chunks:
            done.append(play_chunk(players, mix, seed, start, stop, options, edition,
                                   professions, slot, number))
    except Stopped:
        pass
    return done


def uses_pool(games: int, workers: int | None = None) -> bool:
    """Whether a run of `games` games is played by the worker processes (else in this
    process): with more than one worker and at least PARALLEL_MIN games."""
    workers = default_workers() if workers is None else workers
    return workers > 1 and games >= PARALLEL_MIN


# The pool's chunks per run (players, mix, seed, options, edition, professions), by their
# bounds: a chunk asked for again (the narrator went back to a mix) is the same future, done or
# still under way, never played twice. The runs least recently asked for are forgotten first.
_RUNS: dict[RunKey, dict[tuple[int, int], Future[ChunkResult]]] = {}
_RUN_USERS: Counter[RunKey] = Counter()
KEPT_RUNS = 64
# A run's arguments for play_chunk after its bounds: players, mix, seed, options, edition,
# professions.
RunArgs = tuple[int, dict[str, int], int, Options | None, str, tuple[str, ...]]


class _Chunk(Future[ChunkResult]):
    """One chunk's result, given when the worker's task that plays it ends."""

    def __init__(self, task: Future[list[ChunkResult]]) -> None:
        super().__init__()
        self.task = task


def _hand_out(chunks: list[_Chunk], task: Future[list[ChunkResult]]) -> None:
    """A task ended: each of its chunks gets its result (or the task's failure; a chunk the
    task did not play because the run stopped gets Stopped)."""
    if task.cancelled():
        for chunk in chunks:
            chunk.cancel()
        return
    error = task.exception()
    results = [] if error is not None else task.result()
    for i, chunk in enumerate(chunks):
        if error is not None:
            chunk.set_exception(error)
        elif i < len(results):
            chunk.set_result(results[i])
        else:
            chunk.set_exception(Stopped())


def _task_groups(missing: list[int], workers: int) -> list[list[int]]:
    """The chunks to play (their indexes, in order) in tasks: consecutive chunks, one per task
    at the start (the first running result is there after one chunk), then growing to
    TASK_CHUNKS, and shrinking again towards the end so every core ends at about the same
    time."""
    groups: list[list[int]] = []
    i = 0
    while i < len(missing):
        left = len(missing) - i
        size = min(TASK_CHUNKS, len(groups) // workers + 1, -(-left // (2 * workers)))
        group = [missing[i]]
        while (len(group) < size and i + len(group) < len(missing)
               and missing[i + len(group)] == group[-1] + 1):
            group.append(missing[i + len(group)])
        groups.append(group)
        i += len(group)
    return groups


def _live(key: RunKey) -> tuple[int, int]:
    """The stop slot and number of a run that gets its first caller."""
    used = {slot for slot, _ in _LIVE.values()}
    slot = next((s for s in range(1, STOP_SLOTS) if s not in used), 0)
    number = next(_NUMBERS)
    if slot and _STOPS is not None:
        _STOPS[slot] = number
    _LIVE[key] = (slot, number)
    return slot, number


def _chunk_futures(pool: ProcessPoolExecutor, key: RunKey, bounds: list[tuple[int, int]],
                   args: RunArgs, caller: bool = True) -> list[Future[ChunkResult]]:
    """The future of every chunk of a run: the kept ones where there are (unless cancelled,
    failed or stopped), new ones for the rest, submitted in tasks of several chunks in index
    order (the first games first). `caller`: a new caller of the run (else the same caller
    asks again for chunks that were stopped)."""
    with _POOL_LOCK:
        chunks = _RUNS.pop(key, {})
        _RUNS[key] = chunks  # the most recently asked run last
        while len(_RUNS) > KEPT_RUNS:
            del _RUNS[next(iter(_RUNS))]
        if caller:
            _RUN_USERS[key] += 1
        slot, number = _LIVE.get(key) or _live(key)
        futures: list[Future[ChunkResult] | None] = []
        missing = []
        for i, chunk in enumerate(bounds):
            future = chunks.get(chunk)
            if future is None or future.cancelled() or (
                    future.done() and future.exception() is not None):
                future = None
                missing.append(i)
            futures.append(future)
        players, cards, seed, options, edition, professions = args
        for group in _task_groups(missing, _POOL_SIZE or 1):
            task = pool.submit(play_task, players, cards, seed, [bounds[i] for i in group],
                               options, edition, professions, slot, number)
            parts = [_Chunk(task) for _ in group]
            task.add_done_callback(partial(_hand_out, parts))
            for i, part in zip(group, parts, strict=True):
                chunks[bounds[i]] = futures[i] = part
        return [f for f in futures if f is not None]


def _release(key: RunKey, bounds: list[tuple[int, int]],
             futures: list[Future[ChunkResult]]) -> None:
    """A run stopped (finished, or the mix changed): unless another caller of the same run
    still waits for them, its chunks not yet handed to a worker are cancelled and its tasks
    under way end after their chunk under way (the stop mark), so the workers turn to the new
    mix at once; the chunks done stay for a later run of the same key."""
    with _POOL_LOCK:
        _RUN_USERS[key] -= 1
        if _RUN_USERS[key] > 0:
            return
        del _RUN_USERS[key]
        slot, _ = _LIVE.pop(key, (0, 0))
        if slot and _STOPS is not None:
            _STOPS[slot] = 0
        chunks = _RUNS.get(key, {})
        for chunk, future in zip(bounds, futures, strict=True):
            if not future.done() and isinstance(future, _Chunk):
                future.task.cancel()
            if future.cancelled() and chunks.get(chunk) is future:
                del chunks[chunk]


def forget_runs() -> None:
    """Forget the pool's kept chunks (a benchmark's cold run, a test)."""
    with _POOL_LOCK:
        _RUNS.clear()


def simulate_steps(players: int, mix: Counter[str], games: int, seed: int = 1, *,
                   batch: int = 25, options: Options | None = None,
                   workers: int | None = None, professions: tuple[str, ...] = (),
                   edition: str = "", stopped: Callable[[], bool] | None = None
                   ) -> Generator[BalanceResult, None, None]:
    """Play `games` games, yielding the running result after every `batch` games (in index
    order, so a run gives the same running results for any number of workers); closing it
    early stops the run. On the pool,
    the chunks of a run are kept: the same run again (the same mix, options and seed) takes
    the games already played, and the running result is always that of the games so far.
    `stopped`: asked while the pool's games are awaited (every STOP_POLL seconds); once it
    says so the run ends there, without waiting for the chunk under way (the caller, e.g. a
    thread of the app whose mix changed, has left)."""
    check_mix(players, mix)
    result = BalanceResult(players, camps=camps_of(mix, edition))
    cards = dict(+mix)
    bounds = [(i, min(i + batch, games)) for i in range(0, games, max(1, batch))]
    if not uses_pool(games, workers):
        chunks: Iterator[ChunkResult] = (
            play_chunk(players, cards, seed, a, b, options, edition, professions)
            for a, b in bounds)
        yield from _gather(result, chunks)
        return
    pool = _pool(default_workers() if workers is None else workers)
    key: RunKey = (players, tuple(sorted(cards.items())), seed, options, edition, professions)
    args: RunArgs = (players, cards, seed, options, edition, professions)
    futures = _chunk_futures(pool, key, bounds, args)
    try:
        yield from _gather(result, _results(pool, key, bounds, futures, args, stopped))
    finally:
        _release(key, bounds, futures)  # the caller stopped early (the mix changed): drop the rest


def _results(pool: ProcessPoolExecutor, key: RunKey, bounds: list[tuple[int, int]],
             futures: list[Future[ChunkResult]], args: RunArgs,
             stopped: Callable[[], bool] | None = None) -> Iterator[ChunkResult]:
    """Each chunk's result in index order, until `stopped` says the caller has left. A chunk
    kept from an earlier caller of the run whose task was stopped before it (that caller
    left) is asked for again, with the chunks after it (`futures` follows, for `_release`)."""
    wait = None if stopped is None else STOP_POLL
    for i in range(len(bounds)):
        while True:
            if stopped is not None and stopped():
                return
            try:
                done = futures[i].result(wait)
                break
            except TimeoutError:
                continue
            except Stopped:
                futures[i:] = _chunk_futures(pool, key, bounds[i:], args, caller=False)
        yield done


def _gather(result: BalanceResult, chunks: Iterator[tuple[dict[str, int], int]]
            ) -> Iterator[BalanceResult]:
    for wins, capped in chunks:
        for camp, n in wins.items():
            result.wins[camp] += n
            result.games += n
        result.capped += capped
        yield result


def simulate(players: int, mix: Counter[str], games: int, seed: int = 1,
             options: Options | None = None, workers: int | None = None,
             professions: tuple[str, ...] = (), edition: str = "") -> BalanceResult:
    """Play `games` games and return the final result (chunks of CHUNK games); in an
    edition, with Het Dorp's professions per seat when given."""
    final = BalanceResult(players, camps=camps_of(mix, edition))
    for running in simulate_steps(players, mix, games, seed, batch=CHUNK, options=options,
                                  workers=workers, professions=professions,
                                  edition=edition):
        final = running
    return final
