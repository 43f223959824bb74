"""Shared helpers of the per-card bot policy tests (test_bot_policies_*.py): a small table,
a seat's view, prompts built by hand, and the check that a policy is not psychic."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from narration.bot_view import Board, SeatView
from narration.card_index import card_named
from narration.engine import Game
from narration.prompts import Prompt
from setups.catalogue import building_cards
from setups.game_setup import GameSetup
from setups.options import Options
from setups.professions import propose

NAMES = ("Ann", "Bob", "Cas", "Dirk", "Eva", "Fien", "Gijs", "Hans")


def game(roles: tuple[str, ...], **options: Any) -> Game:
    """A table of `roles`; with Het Dorp's buildings (proposed, seed 3) when a card needs them."""
    professions = propose(len(roles), 3) if building_cards() & set(roles) else ()
    return Game(GameSetup(players=NAMES[:len(roles)], roles=roles, seed=3,
                          options=Options(**options), professions=professions))


def view(g: Game, seat: str | None, board: Board | None = None,
         prompt: Prompt | None = None, notes: dict[str, dict[str, Any]] | None = None
         ) -> SeatView:
    return SeatView(g.state, board or Board(), seat, {} if notes is None else notes, prompt)


def ask(kind: Any, key: str, role: str | None = None, called: tuple[str, ...] = (),
        **kw: Any) -> Prompt:
    return Prompt(key, key, kind, "night", 2, role=role, called=called, **kw)


def policy(card_id: str, key: str) -> Any:
    return card_named(card_id).bot_policies[key]


def answers(card_id: str, key: str, g: Game, seat: str, prompt: Prompt,
            board: Board | None = None, seeds: int = 20,
            notes: dict[str, dict[str, Any]] | None = None) -> list[Any]:
    """The policy's answers for `seeds` dice (a fresh notebook each time unless given)."""
    fn = policy(card_id, key)
    out = []
    for seed in range(seeds):
        own = notes if notes is not None else {}
        out.append(fn(view(g, seat, board, prompt, own), prompt, random.Random(seed)))
    return out


def assert_blind(card_id: str, key: str, seat: str, prompt: Prompt,
                 roles: tuple[str, ...], swapped: tuple[str, ...],
                 tell: Callable[[Game, Board], None] = lambda g, b: None) -> None:
    """Swap hidden cards of other seats (never the seat's own, nor what his card shows him):
    with the same public facts and dice, the policy answers the same."""
    assert roles[NAMES.index(seat)] == swapped[NAMES.index(seat)]
    for seed in range(25):
        results = []
        for deal in (roles, swapped):
            g, board = game(deal), Board()
            tell(g, board)
            fn = policy(card_id, key)
            results.append(fn(view(g, seat, board, prompt, {}), prompt, random.Random(seed)))
        assert results[0] == results[1], (card_id, seed, results)
