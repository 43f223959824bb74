"""What one bot knows: its own card, what that card shows it, and the public facts.

A bot policy (declared on its card with `@card.bot_policy`, run by narration/bots.py) is
handed a `SeatView`, never the game state, so a bot cannot be psychic: it sees

- its own seat: its card, its camp, its lover, and, for a werewolf, the pack it wakes with;
- what its card shows it: the names in the prompt's private lines when it is called (the heks
  is shown the wolves' victim), and its card's own memory (the ziener's findings);
- its own notebook (`notes`), and the pack's shared one for a werewolf (`pack_notes`);
- the public facts of the table (`Board`): who lives, who died and, when the table turns the
  dead cards open, what they were; the mayor; every ballot cast; what players have claimed.

`suspicion(name)` is the public read of the table from those facts alone: a player the seer
(by her public claim) exposed is suspect, one she cleared is trusted, and a player who voted
out somebody whose card turned out to be a villager's is a little more suspect (one who voted
out a werewolf a little less). Claims can be lies (a werewolf may claim the seer's card too):
a claimer is caught lying when an open dead card contradicts what he said (his own card, a
finding, or the same card in another's hand); a claim proven by an open card makes every other
claimer of that card a liar; two living claimers of one card that nothing decides yet share
the table's belief (each finding counts for half). `findings` holds only what an uncontested,
unrefuted claimer said. Every bot computes the same numbers from the same facts.
"""

from __future__ import annotations

import copy
import random
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, TypeVar

from narration.prompts import Prompt
from narration.state import GameState
from setups.catalogue import role
from setups.dice import shuffle
from setups.options import Options

M = TypeVar("M")

# The bot keys a card may declare besides its prompt keys (narration/card.py `bot_policy`).
BALLOT = "stem"   # policy(view, prompt, rng) -> the name this seat votes for, or None
DAY = "dag"       # policy(view, rng) -> None: what this seat says when the day begins

# How often a voter goes with the day's lead (narration/bots.py village_ballot): a table
# follows an accusation of the seer more than its own hunch.
FOLLOW_EXPOSED = 0.9
FOLLOW_LEAD = 0.45

EXPOSED = 10.0    # suspicion of a player the seer publicly named a werewolf
CLEARED = -5.0    # ... of a player she publicly cleared
CLAIMED = -3.0    # ... of a player who claimed a village power (it leans on him, not blindly)
LIAR = 12.0       # ... of a claimer an open card proved a liar
WRONG_VOTE = 1.0  # ... per vote for a player voted out whose card was a villager's
RIGHT_VOTE = -1.0  # ... per vote for a player voted out whose card was a werewolf's
VOTE_CAUSES = ("stemming", "herstemming")


@dataclass
class Board:
    """The public record of one game as the bots see it: claims, findings made public, and
    the ballots of every vote (they are cast openly)."""

    claims: dict[str, str] = field(default_factory=dict)      # player -> card he claims
    said: dict[str, dict[str, bool]] = field(default_factory=dict)  # claimer -> his findings
    votes: list[tuple[int, str, dict[str, str]]] = field(default_factory=list)
    leads: dict[tuple[int, str], str | None] = field(default_factory=dict)
    version: int = 0  # counts what was said, for the cache of the public read
    # The public read (SeatView._read_table), brought up to date from what was added since
    # it was last made: the (deaths, votes, version) it was made at, the suspicions and the
    # findings the table takes as sure.
    _cache_key: tuple[int, int, int] = (-1, -1, -1)
    _cache: dict[str, float] = field(default_factory=dict)
    _sure: dict[str, bool] = field(default_factory=dict)
    # Every player's suspicion (0.0 for the unscored), for sorting by a C-level key; made
    # from _cache (the dict _every_of, kept alive here) when first asked.
    _every: dict[str, float] = field(default_factory=dict)
    _every_of: dict[str, float] | None = None
    # The claims' part, made at `version` _claims_version, and what a death must touch to
    # change it (SeatView._touches_claims): the claimers, the players claims named a
    # werewolf and those they named none, the cards claimed, and whether two claimers claim
    # one card.
    _claims_version: int = -1
    _claims_part: dict[str, float] = field(default_factory=dict)
    _claimers: frozenset[str] = frozenset()
    _named_wolf: frozenset[str] = frozenset()
    _named_clear: frozenset[str] = frozenset()
    _claimed: frozenset[str] = frozenset()
    _rivals: bool = False
    # The votes' part, kept as votes and deaths arrive (both lists only grow): how many of
    # each were read, the first player out of each (round, vote), the votes whose outcome is
    # not known yet, and per vote whose outcome is known, in the order cast: its place among
    # the votes, that player and who voted for him. `_cards_of` is the state's index of the
    # cards held (GameState.by_card) the sums were made with: a new one when a card changed
    # hands, and a vote is weighed by the card its player out holds now.
    _deaths_read: int = 0
    _votes_read: int = 0
    _outs: dict[tuple[int, str], str] = field(default_factory=dict)
    _pending: list[int] = field(default_factory=list)
    _known: list[tuple[int, str, list[str]]] = field(default_factory=list)
    _cards_of: object = None
    # The moment the cache above was last found fresh: while the driver's moment stands, only
    # a claim or a vote (both reset it) can change what the table reads.
    _fresh_at: int = -2  # -2: not fresh at any moment (the driver's moment is -1 or more)
    # Which answer the game is at, set by the driver that owns the game (narration/bots.py)
    # while the state cannot change: what views read of the state is then read once per
    # answer (the living wolves). -1: the state may change at any time (a test): read afresh.
    moment: int = -1
    _wolves_at: int = -1
    _wolves: list[str] = field(default_factory=list)

    def record_vote(self, round_number: int, key: str, ballots: Mapping[str, str]) -> None:
        self.votes.append((round_number, key, dict(ballots)))
        self._fresh_at = -2


@lru_cache(maxsize=1024)
def _named(name: str) -> re.Pattern[str]:
    """A player's name as a whole word (not a part of a longer name): the name, no word
    character after it, and none before it. The check before comes last, as a look back over
    the name and one character more: a pattern that begins with the name lets the regex
    engine jump from one place the name occurs to the next, where a pattern that begins with
    the look back is tried at every place of the text (a quarter of the instructions; the
    same matches: tests/engine/test_bot_policies.py)."""
    literal = re.escape(name)
    return re.compile(rf"{literal}(?!\w)(?<!\w{literal})")


@lru_cache(maxsize=1024)
def _named_in(text: str, names: tuple[str, ...]) -> tuple[str, ...]:
    """The `names` that `text` names as whole words, in their order. Kept per text and names:
    a line a card is shown (the heks's "the victim: Anna") comes back night after night and
    game after game of one table, and twelve searches of it cost as much as a shuffle."""
    return tuple(n for n in names if n in text and _named(n).search(text))


_ATOMS = frozenset({str, int, float, bool, type(None)})
# Per class of record: whether deepcopy would copy its records as plain objects (no copy or
# pickle protocol of its own, no __slots__). Asked once per class: the two failing hasattr()
# cost more than the copy itself, and a class's methods do not change while games are played.
_PLAIN: dict[type, bool] = {}


def _plain(cls: Any) -> bool:
    plain = _PLAIN[cls] = (cls.__reduce_ex__ is object.__reduce_ex__
                           and not hasattr(cls, "__deepcopy__")
                           and not hasattr(cls, "__slots__"))
    return plain


def read_copy(record: M) -> M:
    """`copy.deepcopy(record)`, made field by field when the record is a plain object whose
    fields are atoms or flat lists, tuples, sets or dicts of atoms (the ziener's cards, the
    names a card marked: what nearly every card remembers); anything else is deep-copied."""
    fields = getattr(record, "__dict__", None)
    cls = type(record)
    plain = _PLAIN.get(cls)
    if plain is None:
        plain = _plain(cls)
    if fields is None or not plain:
        return copy.deepcopy(record)
    copied: dict[str, Any] = {}
    for name, value in fields.items():
        kind = type(value)
        if kind in _ATOMS:
            copied[name] = value
        elif kind is list and _ATOMS.issuperset(map(type, value)):
            copied[name] = list(value)
        elif kind is tuple and _ATOMS.issuperset(map(type, value)):
            copied[name] = value  # immutable all the way down, as deepcopy keeps it
        elif kind is set and _ATOMS.issuperset(map(type, value)):
            copied[name] = set(value)
        elif kind is dict and _ATOMS.issuperset(map(type, value)) \
                and _ATOMS.issuperset(map(type, value.values())):
            copied[name] = dict(value)
        else:
            return copy.deepcopy(record)
    fresh = object.__new__(cls)
    fresh.__dict__.update(copied)
    return fresh


class SeatView:
    """What the player in `seat` knows (None: the table as a whole, public facts only)."""

    def __init__(self, state: GameState, board: Board, seat: str | None,
                 notes: dict[str, dict[str, Any]], prompt: Prompt | None = None) -> None:
        self._state = state
        self._board = board
        self._notes = notes
        self._prompt = prompt
        self.me = seat
        # What players have claimed in public (the board's own dict, read-only here: a claim
        # is made with `claim`), asked ~20 times a game.
        self.claims: Mapping[str, str] = board.claims
        # The seat's player, read as he is now (a card changes hands, a lover is named, a
        # werewolf is turned: the Player changes in place).
        self._player = state.player(seat) if seat else None
        self._own_notes: dict[str, Any] | None = None  # the seat's notebook, once looked up
        # The players' names in seat order (a player keeps his name), for `shown`, made from
        # the list of players `_names_of`.
        self._names: tuple[str, ...] = ()
        self._names_of: list[Any] | None = None

    # --- the seat itself ------------------------------------------------------------------
    @property
    def role(self) -> str | None:
        player = self._player
        return player.role if player else None

    @property
    def werewolf(self) -> bool:
        player = self._player
        return bool(player and player.werewolf)

    @property
    def camp(self) -> str | None:
        player = self._player
        return player.camp if player else None

    @property
    def lover(self) -> str | None:
        player = self._player
        return player.lover if player else None

    # --- the seat's own knowledge ---------------------------------------------------------
    @property
    def notes(self) -> dict[str, Any]:
        """This seat's notebook (empty for the table as a whole)."""
        if not self.me:
            return {}
        own = self._own_notes
        if own is None:  # looked up once per view (its key is a formatted string)
            own = self._own_notes = self._notes.setdefault(f"seat:{self.me}", {})
        return own

    @property
    def pack_notes(self) -> dict[str, Any]:
        """The werewolves' shared notebook (they wake together); empty for anybody else."""
        player = self._player
        return self._notes.setdefault("pack", {}) if player and player.werewolf else {}

    def pack(self) -> list[str]:
        """The living werewolves besides this one: a werewolf wakes with them; others: []."""
        player = self._player
        if not player or not player.werewolf:
            return []
        board, me = self._board, self.me
        if board.moment < 0 or board._wolves_at != board.moment:
            wolves = [p.name for p in self._state.players if p.alive and p.werewolf]
            board._wolves_at, board._wolves = board.moment, wolves
        others = list(board._wolves)
        if me in others:  # (a copy and a removal in C: cheaper than a comprehension)
            others.remove(me)
        return others

    def card_memory(self, kind: type[M]) -> M:
        """What this seat's own card remembers (the ziener's cards seen), as a copy: a bot
        reads it and never changes the game."""
        return read_copy(self._state.recall(self.role or "", kind))

    def shown(self) -> list[str]:
        """The players named in the prompt's lines for this seat, when it is called."""
        prompt = self._prompt
        if prompt is None or not self.me or self.me not in prompt.called or not prompt.info:
            return []
        players = self._state.players
        if self._names_of is not players:  # (a new list of players: a table set up by hand)
            self._names, self._names_of = tuple(p.name for p in players), players
        return list(_named_in(" ".join(prompt.info), self._names))

    # --- public facts ---------------------------------------------------------------------
    @property
    def round(self) -> int:
        return self._state.round

    @property
    def options(self) -> Options:
        return self._state.setup.options

    def alive(self) -> list[str]:
        return self._state.alive_names()

    def is_alive(self, name: str) -> bool:
        return self._state.player(name).alive

    def revealed(self, name: str) -> str | None:
        """A dead player's card when the table turns dead cards open, else None."""
        player = self._state.player(name)
        if player.alive or not self._state.setup.options.reveal_dead_roles:
            return None
        return player.role

    def mayor(self) -> str | None:
        mayor = self._state.mayor()
        return mayor.name if mayor else None

    @property
    def findings(self) -> Mapping[str, bool]:
        """What the table takes as found: player -> a werewolf (True) or cleared (False), from
        claimers nobody contests and no open card refutes."""
        self._suspicions()
        return self._board._sure

    def claim(self, card: str, findings: Mapping[str, bool]) -> None:
        """Say in public: "I am the `card`; these players are (not) werewolves"."""
        if self.me:
            self._board.claims[self.me] = card
            self._board.said.setdefault(self.me, {}).update(findings)
            self._board.version += 1
            self._board._fresh_at = -2

    def liars(self) -> set[str]:
        """Claimers an open dead card has proved wrong, or whose card another proved his."""
        state, board = self._state, self._board
        if not state.setup.options.reveal_dead_roles:
            return set()
        open_cards = {p.name: p.role for p in state.players if not p.alive}
        liars: set[str] = set()
        proven: dict[str, str] = {}  # card -> the claimer an open card proved right
        # Plain loops, not any() over generators: a generator costs more than its few items.
        for claimer, card in board.claims.items():
            if claimer in open_cards and open_cards[claimer] != card:
                liars.add(claimer)
                continue
            said = board.said.get(claimer, {})
            found_open = False  # one of his findings is an open card that bears it out
            for n, wolf in said.items():
                if n in open_cards:
                    if role(open_cards[n]).werewolf != wolf:
                        liars.add(claimer)
                        break
                    found_open = found_open or wolf
            else:
                for n, c in open_cards.items():
                    if c == card and n != claimer:
                        liars.add(claimer)  # the card is in another's open hand
                        break
                else:
                    if claimer in open_cards or found_open:
                        proven.setdefault(card, claimer)
        for claimer, card in board.claims.items():
            if card in proven and proven[card] != claimer:
                liars.add(claimer)
        return liars

    def suspicion(self, name: str) -> float:
        """The table's public suspicion of `name` (see the module docstring)."""
        return self._suspicions().get(name, 0.0)

    def suspicions(self) -> Mapping[str, float]:
        """The table's public suspicion of everybody it suspects or trusts (0.0 for anybody
        else): `suspicion(name)` for many names at once."""
        return self._suspicions()

    def _suspicions(self) -> dict[str, float]:
        board = self._board
        if board.moment == board._fresh_at:
            return board._cache  # nothing changed since this answer began (see Board)
        key = (len(self._state.deaths), len(board.votes), board.version)
        if key != board._cache_key:
            self._read_table(key)
        board._fresh_at = board.moment if board.moment >= 0 else -2
        return board._cache

    def _read_table(self, key: tuple[int, int, int]) -> dict[str, float]:
        """Bring the public read up to date with what was added since it was last made: the
        deaths, votes and claims after those read before (all three only grow). The claims'
        part is read again when a claim was made or a death touches it; the votes whose
        outcome became known are added to the kept sums, in the order the votes were cast;
        everything is summed again from the claims' part when that part is new (read again
        after a death and found the same, it is not), a vote cast earlier than one summed
        became known, or a card changed hands (the same sums in the same order as one pass
        over everything, tests/engine/test_bot_caches.py)."""
        state, board = self._state, self._board
        deaths, votes = state.deaths, board.votes
        board._cache_key = key
        if len(deaths) < board._deaths_read or len(votes) < board._votes_read:
            # not the lists read before (a table set up by hand): read afresh
            board._claims_version = -1
            board._deaths_read = board._votes_read = 0
            board._outs, board._pending, board._known = {}, [], []
        reveal = state.setup.options.reveal_dead_roles
        stale = key[2] != board._claims_version  # a claim was made since
        outs = board._outs
        if len(deaths) > board._deaths_read:
            for d in deaths[board._deaths_read:]:
                if d.cause in VOTE_CAUSES and (d.round, d.cause) not in outs:
                    outs[(d.round, d.cause)] = d.name
                if not stale:
                    stale = self._touches_claims(d.name, reveal)
            board._deaths_read = len(deaths)
        if stale:
            claims_part, sure = self._read_claims()
            if key[2] != board._claims_version:  # a claim was made: it names other players
                board._claims_version = key[2]
                named_wolf: set[str] = set()
                named_clear: set[str] = set()
                for said in board.said.values():
                    for name, wolf in said.items():
                        (named_wolf if wolf else named_clear).add(name)
                board._claimers = frozenset(board.claims)
                board._named_wolf = frozenset(named_wolf)
                board._named_clear = frozenset(named_clear)
                board._claimed = frozenset(board.claims.values())
                board._rivals = len(board._claimed) < len(board.claims)
            elif list(claims_part.items()) == list(board._claims_part.items()) \
                    and list(sure.items()) == list(board._sure.items()):
                # A death touched the claims but changed nothing they weigh (most do): the
                # kept sums, made from this same part, go on as they are.
                stale = False
            if stale:
                board._claims_part, board._sure = claims_part, sure
        if not reveal:  # no open card weighs a vote
            if stale:
                board._cache = dict(board._claims_part)
            return board._cache
        pending = board._pending
        if len(votes) > board._votes_read:
            pending.extend(range(board._votes_read, len(votes)))
            board._votes_read = len(votes)
        known = board._known
        first_new = len(known)
        for i in list(pending) if outs else ():
            round_number, vote_key, ballots = votes[i]
            out = outs.get((round_number, vote_key))
            if out is not None:
                known.append((i, out, [v for v, t in ballots.items() if t == out]))
                pending.remove(i)
        cards = state.by_card()  # a new index whenever a card changed hands
        if stale or cards is not board._cards_of or (
                0 < first_new < len(known) and known[first_new][0] < known[first_new - 1][0]):
            known.sort()  # (the places are distinct: the order the votes were cast)
            score, first_new = dict(board._claims_part), 0
        elif first_new < len(known):
            score = dict(board._cache)
        else:
            return board._cache  # nothing new to add
        board._cards_of = cards
        player = state.player
        for _, out, voters in known[first_new:]:
            weight = RIGHT_VOTE if role(player(out).role).werewolf else WRONG_VOTE
            for voter in voters:
                score[voter] = score.get(voter, 0.0) + weight
        board._cache = score
        return score

    def _touches_claims(self, dead: str, reveal: bool) -> bool:
        """Whether the death of `dead` can change the claims' part (the board's claims as
        they were last read): what liars() and the count of living claimers read of him.
        A claimer's death always can. Anybody else's only by his card turned open (`reveal`):
        when it is a card somebody claims, or it belies what a claim said of him (a werewolf
        named none, or none named a werewolf), or it bears out a claim that named him a
        werewolf while two claimers claim one card (the claim it proves makes the other a
        liar). A card that bears out what every claim said of him, or a player no claim
        named, changes nothing."""
        board = self._board
        if dead in board._claimers:
            return True
        if not reveal:
            return False
        card = self._state.player(dead).role
        if card in board._claimed:
            return True
        wolf_named, clear_named = dead in board._named_wolf, dead in board._named_clear
        if not (wolf_named or clear_named):
            return False
        wolf = role(card).werewolf
        return (clear_named and wolf) or (wolf_named and (not wolf or board._rivals))

    def _read_claims(self) -> tuple[dict[str, float], dict[str, bool]]:
        state, board = self._state, self._board
        score: dict[str, float] = {}
        sure: dict[str, bool] = {}
        if not board.claims:
            return score, sure
        liars = self.liars()
        rivals: dict[str, int] = {}  # card -> how many living, unrefuted claimers it has
        for claimer, card in board.claims.items():
            if claimer not in liars and state.player(claimer).alive:
                rivals[card] = rivals.get(card, 0) + 1
        for claimer, card in board.claims.items():
            if claimer in liars:
                score[claimer] = score.get(claimer, 0.0) + LIAR
                continue
            score[claimer] = score.get(claimer, 0.0) + CLAIMED
            share = 1 / max(1, rivals.get(card, 1))
            for name, wolf in board.said.get(claimer, {}).items():
                score[name] = score.get(name, 0.0) + share * (EXPOSED if wolf else CLEARED)
                if share == 1:
                    sure[name] = wolf
        return score, sure

    def ranked(self, names: Iterable[str], rng: random.Random) -> list[str]:
        """`names` from the most suspected to the least, ties in a random order."""
        scores = self._suspicions()
        shuffled = list(names)
        shuffle(rng, shuffled)
        if not scores:
            return shuffled  # nobody suspected yet: the shuffle is the order (a stable sort)
        board = self._board
        if board._every_of is not scores:
            board._every = dict.fromkeys(self._state.setup.players, 0.0)
            board._every.update(scores)
            board._every_of = scores
        every = board._every
        try:
            return sorted(shuffled, key=every.__getitem__, reverse=True)
        except KeyError:  # a name that is no player's (a test's table): 0.0 as for the unscored
            score = scores.get
            return sorted(shuffled, key=lambda n: score(n, 0.0), reverse=True)

    def most_suspected(self, names: Iterable[str], rng: random.Random) -> str | None:
        ranked = self.ranked(names, rng)
        return ranked[0] if ranked else None

    def least_suspected(self, names: Iterable[str], rng: random.Random) -> str | None:
        ranked = self.ranked(names, rng)
        return ranked[-1] if ranked else None

    def lead(self, prompt: Prompt, rng: random.Random) -> str | None:
        """The day's leading suspect among the vote's candidates: the table's most suspected
        player, the same for every voter (ties drawn once)."""
        key = (prompt.round, prompt.key or prompt.step)
        if key not in self._board.leads:
            self._board.leads[key] = self.most_suspected(prompt.candidates, rng)
        return self._board.leads[key]

    # --- added for the Zygomatic card policies (narration/roles/) ---------------------------
    def cards_in_play(self) -> dict[str, int]:
        """The cards dealt to the players, as a count and never whose: the narrator calls
        every card in play each night (a dead one's as a pause), so the table knows them."""
        counts: dict[str, int] = {}
        for card_id in self._state.setup.roles:
            counts[card_id] = counts.get(card_id, 0) + 1
        return counts

    def trusted_claimers(self) -> list[str]:
        """Living players who claimed a card in public and whom no open card proved liars,
        in seat order (the seer's claim is the one the wolves bite first)."""
        liars = self.liars()
        return [n for n in self._board.claims
                if n not in liars and self._state.player(n).alive]
