"""The ruleset of one game: the cards that game can meet, and their hooks in declared order.

`ruleset_for(setup)` takes every card (narration/card_index.py) whose `in_play(setup)` holds:
the cards dealt, the dief's middle cards, the toneelspeler's, the professions, the event
families of a deck, the variants switched on, the edition, the title and the rules of every
game. Only their hooks run in that game, so a game never asks a card that cannot be in it
whether it is on.

Precedence is explicit: on an ordered point every hook declares an `order`; two cards that
act on the same point (a moment: the same moment) with the same order compete with no
declared precedence, and the ruleset is refused with a message naming both. On a keyed point
(a night step, an event effect, ...) two cards may not claim the same key. So no outcome
depends on import order or on file names.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import pairwise
from types import MappingProxyType
from typing import Any, Protocol, TypeVar

from narration.callorder import Step, night_steps
from narration.card import (
    MOMENT,
    NIGHT_STEP,
    ROLE_SWAP,
    STEP_OVERRIDE,
    STEP_WHEN,
    Card,
    DayStep,
    Hook,
    Point,
    SecretTurn,
)
from narration.card_index import all_cards
from setups.game_setup import GameSetup
from setups.options import Options

F = TypeVar("F", bound=Callable[..., Any])
# What a point no card hooks looks up: read-only, so nothing can register into it.
_NO_HOOKS: Mapping[str, tuple[Hook, ...]] = MappingProxyType({})
_NO_FNS: Mapping[str, tuple[Any, ...]] = MappingProxyType({})


class RulesetError(Exception):
    """Two cards of one game compete with no declared precedence."""


class PointFns(Protocol):
    """`Ruleset.fns`: the functions hooked on an ordered point, lowest order first."""

    def __call__(self, point: Point[F], /) -> tuple[F, ...]: ...


class _FnsByPoint(dict[Point[Any], tuple[Any, ...]]):
    """The functions hooked on each ordered point (without a scope), by the point itself (a
    point is its own identity, narration/card.py). A point no card of the ruleset hooks gives
    (), kept on the first ask, so that every later ask of any point is one dict lookup, done
    in C: `Ruleset.fns` is this dict's __getitem__ (~140 asks a bot game, most of them for
    points nothing hooks)."""

    def __missing__(self, point: Point[Any]) -> tuple[Any, ...]:
        self[point] = ()
        return ()


@dataclass(frozen=True, slots=True)
class NightCall:
    """One step of a night's call order with the hooks this ruleset plays it with, looked up
    once per ruleset instead of at every call (narration/flow.py)."""

    step: Step
    overrides: tuple[Hook, ...]  # STEP_OVERRIDE on this step, in declared order
    handler: Hook | None         # its NIGHT_STEP handler
    when: Hook | None            # its STEP_WHEN rule
    # A card's step with no override and no swap that reaches its cards: nobody but a holder
    # (or an actor) of its cards can play it (call_plan.nobody_holds).
    needs_holder: bool


@dataclass
class Ruleset:
    cards: tuple[Card, ...]
    _ordered: dict[str, dict[str, tuple[Hook, ...]]] = field(default_factory=dict)
    _keyed: dict[str, dict[str, Hook]] = field(default_factory=dict)
    _fns: dict[str, dict[str, tuple[Any, ...]]] = field(default_factory=dict)
    _point_fns: _FnsByPoint = field(default_factory=_FnsByPoint)
    # `fns(point)`: the functions hooked on an ordered point, lowest order first (a moment's:
    # `scoped_fns`). The lookup of `_point_fns`, set in __post_init__.
    fns: PointFns = field(init=False, repr=False, compare=False)
    by_role: dict[str, Card] = field(default_factory=dict)
    # How a death of each cause is announced (Card.death_lines of the cards in play).
    death_lines: dict[str, str] = field(default_factory=dict)
    # The public mark of each title on the table view (Card.title_marks of the cards in play).
    title_marks: dict[str, str] = field(default_factory=dict)
    # How each night step is taken on a secret turn, by prompt key (Card.secret_turns).
    secret_turns: dict[str, SecretTurn] = field(default_factory=dict)
    # The steps of the day, in their declared order: the day flow runs them, the call-order
    # panel lists those of today (Card.day_steps of the cards in play).
    day_steps: tuple[DayStep, ...] = ()
    # The cards the swaps of this game may change, or None when any (narration/powers.py).
    swappable: frozenset[str] | None = frozenset()
    # The functions hooked on each moment that a card of this game hooks, by the moment's
    # name, lowest order first (`scoped_fns(MOMENT, name)`, read once per moment of a game).
    moments: dict[str, tuple[Any, ...]] = field(default_factory=dict, compare=False, repr=False)
    _night_plans: dict[tuple[int, str], tuple[NightCall, ...]] = field(default_factory=dict)
    # What other modules derive from these cards once for every game of the mix (the bots'
    # policies by prompt key), by the deriving module's name: the cards never change.
    derived: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        ordered: dict[tuple[str, str], list[Hook]] = {}
        points: dict[str, Point[Any]] = {}
        _collect(self.cards, "death_lines", self.death_lines,
                 "announce a death by '{key}' differently ({a!r}, {b!r}); the table hears "
                 "one line for one cause")
        _collect(self.cards, "title_marks", self.title_marks,
                 "mark the title '{key}' differently ({a!r}, {b!r})")
        _collect(self.cards, "secret_turns", self.secret_turns,
                 "take the step '{key}' differently on a secret turn ({a!r}, {b!r})")
        self.day_steps = _day_steps(self.cards)
        for card in self.cards:
            for role_id in card.roles:
                self.by_role.setdefault(role_id, card)
            for hook in card.hooks:
                if hook.point.keyed:
                    table = self._keyed.setdefault(hook.point.name, {})
                    other = table.get(hook.key)
                    if other is not None and other.card != hook.card:
                        raise RulesetError(
                            f"{other.label} and {hook.label} both claim {hook.point.name} "
                            f"'{hook.key}'; only one card can play it in a game")
                    table.setdefault(hook.key, hook)
                else:
                    # A moment or an overridden step is its own scope (`key`).
                    ordered.setdefault((hook.point.name, hook.key), []).append(hook)
                    points[hook.point.name] = hook.point
        for where, hooks in ordered.items():
            hooks.sort(key=lambda h: h.order)
            for a, b in pairwise(hooks):
                if a.order == b.order and a.card != b.card:
                    point = where[0] + (f" '{where[1]}'" if where[1] else "")
                    raise RulesetError(
                        f"{a.label} and {b.label} both act on {point} with order {a.order}; "
                        "declare which comes first by giving them different orders")
            self._ordered.setdefault(where[0], {})[where[1]] = tuple(hooks)
            self._fns.setdefault(where[0], {})[where[1]] = tuple(h.fn for h in hooks)
            if not where[1]:
                self._point_fns[points[where[0]]] = tuple(h.fn for h in hooks)
        self.fns = self._point_fns.__getitem__
        self.moments = dict(self._fns.get(MOMENT.name, {}))
        swaps = self.hooks(ROLE_SWAP)
        if any(h.extra is None for h in swaps):
            self.swappable = None
        else:
            self.swappable = frozenset().union(*(h.extra for h in swaps))

    def __deepcopy__(self, memo: dict[int, Any]) -> Ruleset:
        return self  # never changed once built; games of one mix share it

    # --- lookup -------------------------------------------------------------------------
    def hooks(self, point: Point[Any], scope: str = "") -> tuple[Hook, ...]:
        """The hooks on an ordered point (a moment or an overridden step: `scope` names it),
        lowest order first."""
        return self._ordered.get(point.name, _NO_HOOKS).get(scope, ())

    def scoped_fns(self, point: Point[F], scope: str) -> tuple[F, ...]:
        """The functions hooked on an ordered point's scope (a moment: its name), lowest
        order first."""
        found: tuple[F, ...] = self._fns.get(point.name, _NO_FNS).get(scope, ())
        return found

    def keyed(self, point: Point[Any], key: str) -> Hook | None:
        return self._keyed.get(point.name, {}).get(key)

    def keys(self, point: Point[Any]) -> Iterable[str]:
        return self._keyed.get(point.name, {}).keys()

    def card_of_role(self, role_id: str) -> Card | None:
        return self.by_role.get(role_id)

    def night_plan(self, round_number: int, edition: str) -> tuple[NightCall, ...]:
        """The steps of this night's call order that a card of this game plays (a handler or
        an override), with their hooks: the others would be passed over without a word."""
        key = (1 if round_number == 1 else 2 + round_number % 2 + 2 * (round_number <= 2),
               edition)
        plan = self._night_plans.get(key)
        if plan is None:
            handlers = self._keyed.get(NIGHT_STEP.name, {})
            whens = self._keyed.get(STEP_WHEN.name, {})
            swappable = self.swappable
            plan = tuple(
                NightCall(step, overrides, handlers.get(step.step), whens.get(step.step),
                          bool(step.roles) and not step.werewolves and not step.professions
                          and not overrides and swappable is not None
                          and swappable.isdisjoint(step.roles))
                for step in night_steps(round_number, edition)
                for overrides in (self.hooks(STEP_OVERRIDE, step.step),)
                if step.step in handlers or overrides)
            self._night_plans[key] = plan
        return plan


def _collect(cards: tuple[Card, ...], declared: str, into: dict[str, Any], conflict: str
             ) -> None:
    """Gather what the cards declare in their mapping field `declared` into `into`; two
    cards that give one key different values are refused, naming both."""
    given_by: dict[str, Card] = {}
    for card in cards:
        mapping: Mapping[str, Any] = getattr(card, declared)
        for key, value in mapping.items():
            earlier = into.setdefault(key, value)
            if earlier != value:
                raise RulesetError(f"{given_by[key].id} and {card.id} "
                                   + conflict.format(key=key, a=earlier, b=value))
            given_by.setdefault(key, card)


def _day_steps(cards: tuple[Card, ...]) -> tuple[DayStep, ...]:
    """The day steps the cards declare, in declared order; two cards that put a step at one
    place of the day, or declare one step twice, are refused, naming both."""
    declared = sorted(((d, c) for c in cards for d in c.day_steps), key=lambda dc: dc[0].order)
    for (a, card_a), (b, card_b) in pairwise(declared):
        if a.order == b.order:
            raise RulesetError(f"{card_a.id} and {card_b.id} both put a day step at place "
                               f"{a.order} ({a.step!r}, {b.step!r}); give them different orders")
    by_step: dict[str, Card] = {}
    for day_step, card in declared:
        other = by_step.setdefault(day_step.step, card)
        if other is not card:
            raise RulesetError(f"{other.id} and {card.id} both declare the day step "
                               f"{day_step.step!r}; only one card can list it")
    return tuple(d for d, _ in declared)


def build_ruleset(cards: Iterable[Card]) -> Ruleset:
    """A ruleset of exactly these cards (tests build one from two cards)."""
    return Ruleset(tuple(cards))


def _play_key(setup: GameSetup) -> GameSetup:
    """What decides which cards are in play: the setup without names and seed."""
    return GameSetup(players=(), roles=tuple(sorted(set(setup.roles))), seed=0,
                     middle=tuple(sorted(set(setup.middle))), options=setup.options,
                     professions=tuple(sorted(set(setup.professions))),
                     edition=setup.edition, actor_cards=setup.actor_cards,
                     events=tuple(sorted(set(setup.events))))


def edition_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    """The cards that play, once an edition's own cards take the place of the Zygomatic cards
    with the same role ids and of the cards they name in `replaces`."""
    cards = tuple(cards)
    own_roles = {r for c in cards if c.edition for r in c.roles}
    replaced = {r for c in cards if c.edition for r in c.replaces}
    return tuple(c for c in cards if c.edition or (
        c.id not in replaced and own_roles.isdisjoint(c.roles)))


@lru_cache(maxsize=256)
def _ruleset_for_key(key: GameSetup) -> Ruleset:
    return build_ruleset(edition_cards(card for card in all_cards() if card.in_play(key)))


def ruleset_for(setup: GameSetup) -> Ruleset:
    """The ruleset of a game with this setup (cached: games of one mix share it)."""
    # The balance meter starts thousands of games with one Options object: found by that
    # object first (held here, so its id stays its own), then by the cards, the same fields
    # as `_play_key` without building a setup and hashing every option per game.
    held = _BY_OPTIONS.get(id(setup.options))
    if held is None or held[0] is not setup.options:
        if len(_BY_OPTIONS) >= 64:
            _BY_OPTIONS.clear()
        held = _BY_OPTIONS[id(setup.options)] = (setup.options, {})
    cards = (frozenset(setup.roles), frozenset(setup.middle), frozenset(setup.professions),
             setup.edition, setup.actor_cards, frozenset(setup.events))
    found = held[1].get(cards)
    if found is None:
        found = held[1][cards] = _ruleset_for_key(_play_key(setup))
    return found


_BY_OPTIONS: dict[int, tuple[Options, dict[tuple[Any, ...], Ruleset]]] = {}


def full_ruleset(edition: str = "") -> Ruleset:
    """Every card one edition can meet, at once: proves that no two cards anywhere compete
    without precedence."""
    return build_ruleset(edition_cards(
        card for card in all_cards() if card.edition in ("", edition)))
