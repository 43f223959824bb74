"""Bots that play a whole game headless, for the balance meter and the benchmark.

`play_headless(setup, seed)` plays one game from the first night to the win (or the round cap)
and returns the winning camp id, or "niemand" (nobody left, or the cap reached: a draw).
`play_bot_game` returns the same with the rounds played and whether the cap ended it.

Every prompt the engine yields is answered, also the prompts of cards added later, in two
layers:

1. **Card policies.** A card declares how a bot plays it with `@card.bot_policy(key, ...)`
   (narration/card.py), documented and tested with the card: the prompt keys it answers, its
   holder's ballot (BALLOT) and what its holder says when the day begins (DAY). A policy gets
   a `SeatView` (narration/bot_view.py): its seat, its card's knowledge and the public facts,
   never the game state, so no bot is psychic. A prompt is answered by the policy of the card
   it calls (`Prompt.role`), else by the card in play that declares its key (the mayor's
   title answers the election). A werewolf whose card has no ballot of its own votes as the
   pack (the weerwolven card). A policy may return NotImplemented to leave it to layer 2.
2. **Generic answers** from the prompt alone (`Prompt.kind`, `candidates`, `choices`, `low`,
   `high`, `voters`): a player prompt picks a candidate; a players prompt picks `low`..`high`
   distinct candidates (exactly `low` when they are equal); a choice picks one of the choices
   (a pass when optional, one time in four); yes/no says yes one time in five; a table is
   answered empty (refused: each field a candidate, then each field on). A werewolf called
   alone or with his pack prefers non-werewolf candidates (he knows his pack). A ballot with
   no card policy is the village's sense: follow the day's lead (the table's most suspected
   player, narration/bot_view.py) FOLLOW_LEAD of the time, FOLLOW_EXPOSED when the seer named
   him, else vote for another candidate he has no reason to trust; never for oneself or his
   lover.
   When the engine refuses an answer (a rule the bot did not know), the bot tries other
   candidates, then a pass, then random legal answers (narration/legal_answers.py); a
   prompt nobody can answer raises BotError, naming the step.

A game always ends: after MAX_ROUNDS rounds it is a draw ("niemand", `capped` = True).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from narration.bot_view import BALLOT, DAY, FOLLOW_EXPOSED, FOLLOW_LEAD, Board, SeatView
from narration.engine import Game
from narration.errors import AnswerError, WakkerdamError
from narration.ids import Phase
from narration.legal_answers import legal_answer
from narration.prompts import CHOICE, NONE, PLAYER, PLAYERS, TABLE, VOTE, YESNO, Prompt
from setups.dice import shuffle
from setups.game_setup import GameSetup

MAX_ROUNDS = 40
DRAW = "niemand"

YES_SHARE = 0.2
PASS_SHARE = 0.25
LEGAL_TRIES = 6
PACK = "weerwolf"  # the card whose policies a werewolf without his own follows

Policy = Callable[..., Any]
_DAY = Phase.DAY
_UNREAD: Any = object()  # not looked up yet


class BotError(WakkerdamError):
    """A prompt the bots cannot answer with anything the engine accepts."""


@dataclass
class BotResult:
    winner: str
    rounds: int
    capped: bool
    answers: int


class Bots:
    def __init__(self, game: Game, seed: int) -> None:
        self.game = game
        self.rng = random.Random(f"bots:{seed}")
        self.board = Board(moment=0)
        self.notes: dict[str, dict[str, Any]] = {}
        self.talked_round = 0
        # Player objects live as long as the game (they change in place): look them up fast.
        self.seats = {p.name: p for p in game.state.players}
        rules = game.state.rules
        # Prompt key -> the policy of the first card in play that declares it (cards sorted
        # by id, so the choice never depends on discovery order); once per ruleset.
        by_key = rules.derived.get(__name__)
        if by_key is None:
            by_key = rules.derived[__name__] = {}
            for card in sorted(rules.cards, key=lambda c: c.id):
                for key, fn in card.bot_policies.items():
                    if key not in (BALLOT, DAY):
                        by_key.setdefault(key, fn)
        self.by_key: dict[str, Policy] = by_key
        # The cards that say something when the day begins, and whether the pack's card does
        # (a werewolf without his own follows it): the other seats are passed over at once.
        talking = rules.derived.get(__name__ + ".talking")
        if talking is None:
            pack = rules.card_of_role(PACK)
            talking = rules.derived[__name__ + ".talking"] = (
                frozenset(r for r, card in rules.by_role.items() if DAY in card.bot_policies),
                bool(pack and DAY in pack.bot_policies))
        self._talking: tuple[frozenset[str], bool] = talking
        # The seats whose card talks, in seat order, for the cards' index they were read from.
        self._talkers: list[Any] = []
        self._talkers_of: object = None
        # One view per seat, handed again with each prompt (it reads its player as he is).
        self._views: dict[str | None, SeatView] = {}
        # Looked up once per ruleset (a ruleset's cards never change; the games of one mix
        # share it): (card, key, werewolf) -> policy, and (prompt's card, key) -> the policy
        # that answers it, or None (the generic answer).
        self._policies: dict[tuple[str | None, str, bool], Policy | None] = \
            rules.derived.setdefault(__name__ + ".policies", {})
        self._answering: dict[tuple[str | None, str], Policy | None] = \
            rules.derived.setdefault(__name__ + ".answering", {})

    # --- helpers --------------------------------------------------------------------------
    def _called_wolves(self, prompt: Prompt) -> bool:
        seats = self.seats
        for name in prompt.called:
            if not seats[name].werewolf:
                return False
        return bool(prompt.called)

    def _pick(self, options: list[str] | tuple[str, ...]) -> str:
        return self.rng.choice(options)

    def view(self, seat: str | None, prompt: Prompt | None = None) -> SeatView:
        view = self._views.get(seat)  # (not try/except: each seat misses once a game)
        if view is None:
            view = self._views[seat] = SeatView(self.game.state, self.board, seat, self.notes)
        view._prompt = prompt
        return view

    def card_policy(self, role_id: str | None, key: str, werewolf: bool = False
                    ) -> Policy | None:
        """The policy of card `role_id` for `key`; a werewolf falls back on the pack's."""
        memo = (role_id, key, werewolf)
        try:
            return self._policies[memo]
        except KeyError:
            fn = self._policies[memo] = self._card_policy(role_id, key, werewolf)
            return fn

    def _card_policy(self, role_id: str | None, key: str, werewolf: bool) -> Policy | None:
        rules = self.game.state.rules
        card = rules.card_of_role(role_id) if role_id else None
        fn = card.bot_policies.get(key) if card else None
        if fn is None and werewolf:
            pack = rules.card_of_role(PACK)
            fn = pack.bot_policies.get(key) if pack else None
        return fn

    def _day_talk(self) -> None:
        """When the day begins, every living seat whose card has something to say says it
        (the ziener's claim), in seat order."""
        state = self.game.state
        if state.phase != _DAY or self.talked_round == state.round:
            return
        self.talked_round = state.round
        card_policy = self.card_policy
        cards = state.by_card()  # a new index whenever a card changed hands or a seat turned
        if cards is not self._talkers_of:
            talking, pack_talks = self._talking
            self._talkers = [p for p in state.players
                             if p.role in talking or (pack_talks and p.werewolf)]
            self._talkers_of = cards
        for player in self._talkers:
            if player.alive:
                fn = card_policy(player.role, DAY, player.werewolf)
                if fn is not None:
                    fn(self.view(player.name), self.rng)

    # --- card policies --------------------------------------------------------------------
    def policy(self, prompt: Prompt) -> Any:
        """The card's answer, or NotImplemented to fall back on the generic one."""
        state = self.game.state
        if state.phase == _DAY and self.talked_round != state.round:
            self._day_talk()
        if prompt.kind == VOTE:
            return {"ballots": self._ballots(prompt)}
        key = prompt.key or prompt.step
        answering = (prompt.role, key)
        try:
            fn = self._answering[answering]
        except KeyError:
            fn = self.card_policy(prompt.role, key) if prompt.role else None
            if fn is None:
                fn = self.by_key.get(key)
            self._answering[answering] = fn
        if fn is None:
            return NotImplemented
        called = prompt.called
        return fn(self.view(called[0] if called else None, prompt), prompt, self.rng)

    def _ballots(self, prompt: Prompt) -> dict[str, str]:
        """One ballot per voter: his card's BALLOT policy, else the village's sense (read
        once for the whole vote from the table's view: the public facts do not change while
        the village votes; a seat of its own adds only himself and his lover)."""
        ballots: dict[str, str] = {}
        seats, rng, read = self.seats, self.rng, VillageRead(prompt, self.view(None, prompt))
        card_policy, view_of, policies = self.card_policy, self.view, self._policies
        for voter in prompt.voters:
            player = seats[voter]
            fn = policies.get((player.role, BALLOT, player.werewolf), _UNREAD)
            if fn is _UNREAD:
                fn = card_policy(player.role, BALLOT, player.werewolf)
            if fn is None or (choice := fn(view_of(voter, prompt), prompt, rng)) \
                    is NotImplemented:
                choice = read.ballot(voter, player.lover, rng)
            if choice:
                ballots[voter] = choice
        self.board.record_vote(prompt.round, prompt.key or prompt.step, ballots)
        return ballots

    # --- generic answers ------------------------------------------------------------------
    def generic(self, prompt: Prompt) -> Any:
        kind = prompt.kind
        cands = list(prompt.candidates)
        if kind == NONE:
            return None
        if kind == PLAYER:
            if not cands:
                return ""
            if self._called_wolves(prompt):
                seats = self.seats
                cands = [c for c in cands if not seats[c].werewolf] or cands
            return self._pick(cands)
        if kind == PLAYERS:
            low, high = prompt.low, min(prompt.high, len(cands))
            count = low if low >= high else self.rng.randint(low, high)
            if self._called_wolves(prompt):
                seats = self.seats
                prey = [c for c in cands if not seats[c].werewolf]
                if len(prey) >= count:
                    cands = prey
            return self.rng.sample(cands, min(count, len(cands)))
        if kind == CHOICE:
            if not prompt.choices or (prompt.optional and self.rng.random() < PASS_SHARE):
                return ""
            return self._pick(prompt.choices)
        if kind == YESNO:
            return self.rng.random() < YES_SHARE
        if kind == TABLE:
            return {}
        if kind == VOTE:
            return {"ballots": self._ballots(prompt)}
        return None

    def alternatives(self, prompt: Prompt) -> list[Any]:
        """Other answers to try after a refusal: other candidates, then passes."""
        options: list[Any] = []
        if prompt.kind == PLAYER:
            options = list(prompt.candidates)
            shuffle(self.rng, options)
        elif prompt.kind == PLAYERS and prompt.candidates:
            for _ in range(6):
                options.append(self.generic(prompt))
        elif prompt.kind == CHOICE:
            options = list(prompt.choices)
        elif prompt.kind == VOTE:
            options = [""]
        elif prompt.kind == TABLE and prompt.choices:
            # A table of fields: each field a candidate, or each field switched on.
            if prompt.candidates:
                options.append({c: self._pick(prompt.candidates) for c in prompt.choices})
            options.append(dict.fromkeys(prompt.choices, True))
        return [*options[:12], "", None, [], {}, False]

    def answer(self, prompt: Prompt) -> None:
        game = self.game
        self.board.moment += 1  # the state stays as it is until the game takes an answer
        if prompt.kind == NONE:
            # A card may take note of what it is shown (the ziener); a prompt no card answers
            # (known once per ruleset) is passed at once, after the day's talk if it is due.
            if self._answering.get((prompt.role, prompt.key or prompt.step), _UNREAD) is None:
                state = game.state
                if state.phase == _DAY and self.talked_round != state.round:
                    self._day_talk()
            else:
                self.policy(prompt)
            game.answer(None)
            return
        first = self.policy(prompt)
        if first is NotImplemented:
            first = self.generic(prompt)
        try:
            game.answer(first)
            return
        except AnswerError:
            pass
        for value in self.alternatives(prompt):
            try:
                game.answer(value)
                return
            except AnswerError:
                continue
        for _ in range(LEGAL_TRIES):  # last, the shared random legal answers
            try:
                game.answer(legal_answer(prompt, game.state, self.rng))
                return
            except AnswerError:
                continue
        raise BotError(f"The bots found no answer the engine accepts for step '{prompt.step}'.")


def village_ballot(view: SeatView, prompt: Prompt, rng: random.Random) -> str | None:
    """The village's sense, for a seat whose card has no ballot of its own: follow the day's
    lead (FOLLOW_EXPOSED when the seer named him a werewolf, else FOLLOW_LEAD), else vote for
    another candidate he has no reason to trust; never for oneself or one's lover."""
    return VillageRead(prompt, view).ballot(view.me, view.lover, rng)


class VillageRead:
    """What every village ballot of one vote reads alike, read once from `table` (a view of
    the public facts: any seat's, or the table's as a whole) and only when the first ballot
    needs it (the lead's tie is drawn then, as each ballot read it before): the lead, how
    often he is followed, and the candidates nobody has reason to trust. A ballot adds only
    what is the voter's own: himself and his lover."""

    def __init__(self, prompt: Prompt, table: SeatView) -> None:
        self.prompt = prompt
        self.table = table
        self.crowded = len(prompt.candidates) > 2  # somebody besides any seat and his lover
        self.lead: str | None = _UNREAD
        self.lead_open = False  # the lead is one of the candidates
        self.follow = FOLLOW_LEAD
        self.calm: list[str] = []
        self.calm_set: set[str] = set()

    def ballot(self, me: str | None, lover: str | None, rng: random.Random) -> str | None:
        """The ballot of seat `me` (whose lover is `lover`)."""
        candidates = self.prompt.candidates
        if not self.crowded:
            for c in candidates:
                if c != me and c != lover:
                    break
            else:
                return None  # nobody to vote for but oneself and one's lover
        lead = self.lead
        if lead is _UNREAD:
            table = self.table
            lead = self.lead = table.lead(self.prompt, rng)
            self.lead_open = lead is not None and lead in candidates
            if lead and table.findings.get(lead):
                self.follow = FOLLOW_EXPOSED
            score = table.suspicions().get
            self.calm = [c for c in candidates if c != lead and score(c, 0.0) >= 0]
            self.calm_set = set(self.calm)
        if self.lead_open and lead != me and lead != lover and rng.random() < self.follow:
            return lead
        own = self.calm  # the same list for every seat that is not in it himself
        if me in self.calm_set or lover in self.calm_set:
            own = _without(own, me, lover)
        if not own:
            own = _without(candidates, me, lover)
        return rng.choice(own)


def _without(names: list[str] | tuple[str, ...], me: str | None, lover: str | None
             ) -> list[str]:
    """`names` in order without `me` and `lover` (each at most once in it): a copy and two
    removals in C, cheaper than a comprehension over every name."""
    rest = list(names)
    if me in rest:
        rest.remove(me)
    if lover in rest:
        rest.remove(lover)
    return rest


def play_bot_game(setup: GameSetup, seed: int, max_rounds: int = MAX_ROUNDS, *,
                  validated: bool = False) -> BotResult:
    """Play one game with bots at every seat; see the module docstring for the policies.
    `validated`: the setup was checked already (setups.deal.deal_setup checks its deal)."""
    game = Game(setup, validated=validated)
    bots = Bots(game, seed)
    answers = 0
    while game.prompt is not None:
        if game.state.round > max_rounds:
            return BotResult(DRAW, game.state.round - 1, True, answers)
        bots.answer(game.prompt)
        answers += 1
    winner = game.state.winner.camp if game.state.winner else DRAW
    return BotResult(winner, game.state.round, False, answers)


def play_headless(setup: GameSetup, seed: int) -> str:
    """Play one game with bots; the winning camp id, or "niemand" (also for a capped draw)."""
    return play_bot_game(setup, seed).winner
