"""Bots play whole games: every prompt answered, always an end, seeded, with their policies."""

from __future__ import annotations

from collections import Counter
from typing import Any, cast

import pytest

from narration.bots import DRAW, Bots, play_bot_game, play_headless
from narration.engine import Game
from narration.errors import AnswerError
from narration.ids import PromptKind
from narration.prompts import CHOICE, NONE, PLAYER, PLAYERS, TABLE, VOTE, YESNO, Prompt
from setups.deal import deal_setup
from setups.mixes import parse_mix

NAMES = tuple(f"P{i + 1}" for i in range(12))
CLASSIC = parse_mix("weerwolf=3,ziener,heks,jager,cupido,onschuldig_meisje,dief,burger=5")


def setup_for(seed: int, mix: Counter[str] = CLASSIC, players: int = 12) -> Any:
    return deal_setup(NAMES[:players], mix, seed)


def test_same_seed_same_game() -> None:
    for seed in range(5):
        a, b = play_bot_game(setup_for(seed), seed), play_bot_game(setup_for(seed), seed)
        assert a == b


def test_different_seeds_give_different_games() -> None:
    results = {play_headless(setup_for(s), s) for s in range(40)}
    assert {"dorp", "weerwolven"} <= results
    # The same deal with other bot seeds: other choices, so games of other lengths and ends
    # (a seed the bots ignored would give 40 copies of one game).
    deal = setup_for(0)
    games = [play_bot_game(deal, s) for s in range(40)]
    assert len({(g.rounds, g.answers, g.winner) for g in games}) >= 20
    assert {"dorp", "weerwolven"} <= {g.winner for g in games}


def test_every_game_ends_and_names_a_camp() -> None:
    camps = {"dorp", "weerwolven", "geliefden", DRAW}
    for seed in range(60):
        result = play_bot_game(setup_for(seed), seed)
        assert result.winner in camps and not result.capped and result.answers > 5


def test_the_round_cap_is_a_reported_draw() -> None:
    result = play_bot_game(setup_for(3), 3, max_rounds=1)
    assert result.capped and result.winner == DRAW and result.rounds == 1


def test_generic_answers_alone_play_every_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without the role-aware layer (as for a role added later) games still end."""
    monkeypatch.setattr(Bots, "policy", lambda self, prompt: NotImplemented)
    for seed in range(30):
        assert play_headless(setup_for(seed), seed) in {"dorp", "weerwolven", "geliefden", DRAW}


def prompt(kind: str, **kw: Any) -> Prompt:
    # A kind the bots do not know must be possible too (a new card's prompt): no enum check.
    return Prompt("nieuwe_rol", "nieuwe_rol", cast(PromptKind, kind), "night", 1, **kw)


def test_generic_answers_fit_every_prompt_kind() -> None:
    game = Game(setup_for(1))
    bots = Bots(game, 1)
    names = tuple(NAMES[:5])
    assert bots.generic(prompt(NONE)) is None
    assert bots.generic(prompt(PLAYER, candidates=names)) in names
    pair = bots.generic(prompt(PLAYERS, candidates=names, low=2, high=2))
    assert len(set(pair)) == 2 and set(pair) <= set(names)
    some = bots.generic(prompt(PLAYERS, candidates=names, low=0, high=3))
    assert 0 <= len(some) <= 3
    assert bots.generic(prompt(CHOICE, choices=("a", "b"))) in ("a", "b")
    assert bots.generic(prompt(YESNO)) in (True, False)
    assert bots.generic(prompt(TABLE)) == {}
    ballots = bots.generic(prompt(VOTE, candidates=names, voters=names))["ballots"]
    assert set(ballots) <= set(names) and set(ballots.values()) <= set(names)
    assert bots.generic(prompt("iets_nieuws")) is None


def answers_of(game: Game, key: str) -> list[tuple[int, Any]]:
    return [(r.round, r.answer) for r in game.records if r.key == key]


def played(seed: int, mix: Counter[str] = CLASSIC, rounds: int = 40) -> Game:
    """A bot game, played up to the end or to the end of round `rounds` (a test about the first
    round needs no more of it: the bots' choices never depend on what comes later)."""
    game = Game(setup_for(seed, mix))
    bots = Bots(game, seed)
    while game.prompt is not None and game.state.round <= rounds:
        bots.answer(game.prompt)
    return game


def test_wolves_never_target_wolves() -> None:
    for seed in range(40):
        game = played(seed)
        wolves = {p.name for p in game.state.players if p.werewolf}
        for _, victim in answers_of(game, "weerwolven"):
            assert victim not in wolves


def test_the_witch_saves_some_of_the_time() -> None:
    saved = offered = 0
    for seed in range(150):
        game = played(seed)
        for record in game.records:
            if record.key == "heks" and isinstance(record.answer, dict):
                offered += 1
                saved += bool(record.answer.get("redden"))
    assert offered > 50 and 0.3 < saved / offered < 0.9


def test_the_seers_knowledge_steers_the_vote() -> None:
    """When the seer saw a werewolf on night 1 and lives, that wolf is voted out on day 1."""
    mix = parse_mix("weerwolf=3,ziener,burger=8")
    hits = cases = 0
    for seed in range(300):
        # Only night 1 and day 1 count: each game is played to the end of round 1 (the same 65
        # cases and hits as whole games, at a quarter of the CPU).
        game = played(seed, mix, rounds=1)
        seen = answers_of(game, "ziener")
        deaths = {d.name: d for d in game.state.deaths}
        if not seen or seen[0][0] != 1:
            continue
        target = game.state.player(seen[0][1])
        seer = next(p for p in game.state.players if p.role == "ziener")
        seer_death = deaths.get(seer.name)
        if not target.werewolf or (seer_death and seer_death.round == 1):
            continue
        cases += 1
        died = deaths.get(target.name)
        hits += bool(died and died.round == 1 and died.cause == "stemming")
    assert cases > 20 and hits / cases > 0.8


def test_a_refused_table_answer_is_retried_with_its_fields() -> None:
    """A new role's table that needs a field: the bots try each field with a candidate."""
    game = Game(setup_for(1))
    bots = Bots(game, 1)
    names = tuple(NAMES[:4])
    seen: list[Any] = []

    def check(value: Any) -> Any:
        seen.append(value)
        if not isinstance(value, dict) or value.get("gebouw") not in names:
            raise AnswerError("name a building's owner")
        return value

    table = Prompt("nieuwe_rol", "nieuwe_rol", TABLE, "night", 1, candidates=names,
                   choices=("gebouw",), check=check)


    class Table:
        """Stands in for the engine: applies an answer only when the prompt's check passes."""

        applied: list[Any] = []
        state = game.state

        def answer(self, value: Any) -> None:
            self.applied.append(table.check(value))

    stand_in = Table()
    bots.game = stand_in  # type: ignore[assignment]
    bots.answer(table)
    assert seen[0] == {} and stand_in.applied and stand_in.applied[0]["gebouw"] in names
