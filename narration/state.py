"""The state of one game: players, their cards and marks, deaths, messages and memory.

The state is only ever changed by the flow while it folds the table's answers; nothing else
writes to it, so replaying the same answers always rebuilds the same state.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

from narration.ids import Camp, Phase
from narration.lines import edition_line, has_line, join_names
from narration.ruleset import Ruleset, ruleset_for
from narration.village import Building, new_buildings
from setups.catalogue import role, werewolf_cards
from setups.game_setup import GameSetup

M = TypeVar("M")


_WOLF_CARDS: frozenset[str] = frozenset()

# How many players were made or had a field assigned, in any game of this process: what the
# state derives from its players (the living, the cards held) is kept while this stays the
# same. (A list field changed in place, `titles` or `more_lovers`, does not count: nothing is
# derived from those.)
_player_writes = 0
# How many players were made or had their card (`role`), their turning (`turned`) or the card
# they act (`acting`) assigned: who holds or acts each card (GameState.by_card, cards_held) is
# kept while this stays the same. A death does not change it: the dead keep their cards.
_card_writes = 0


# A card's name in a game's edition and language (GameState.role_name).
_ROLE_NAMES: dict[tuple[str, str, str], str] = {}
# A card's camp in a game's edition (Player.camp, asked for every player at each win; the
# catalogue is read once per process), and the turned players' camp read once (an enum member
# read from its class costs ~900 instructions).
_CARD_CAMPS: dict[tuple[str, str], str] = {}
_WEERWOLVEN = Camp.WEERWOLVEN
# A player made without Player.__new__, and a field set without Player.__setattr__.
_new_seat = object.__new__
_put = object.__setattr__


def player_writes() -> int:
    """The count of player writes so far (a version: every write makes it larger)."""
    return _player_writes


def _wolf_cards() -> frozenset[str]:
    global _WOLF_CARDS
    _WOLF_CARDS = werewolf_cards()
    return _WOLF_CARDS


class _Seat:
    """A player's fields as slots (Player's fields and his werewolf flag), without Player's
    write counts: a Player is made as one of these, his fields stored at once,
    then made a Player (Player.__new__)."""

    __slots__ = (
        "acting",
        "alive",
        "camp_override",
        "edition",
        "lover",
        "more_lovers",
        "name",
        "profession",
        "role",
        "seat",
        "titles",
        "turned",
        "werewolf",
    )


# Made by __new__ below, which has the fields' defaults: a default in the class would be a
# class attribute that hides the slot of _Seat.
@dataclass(init=False)
class Player(_Seat):
    __slots__ = ()

    name: str
    seat: int
    role: str
    alive: bool
    lover: str | None
    # Further partners: a love triangle made by a second cupido (a dienstmeisje who took the
    # card), who die of grief like the first.
    more_lovers: list[str]
    titles: list[str]
    # A camp set by the game itself (cross-camp lovers), else the card's camp.
    camp_override: str | None
    # Het Dorp: the public profession (boer, bakker, ...), None without the expansion.
    profession: str | None
    # Became a werewolf during the game (infected by the oerwolf or the Lycantropische
    # Besmetting, the wolvenkind whose model died, the wolfshond who chose the wolves): he wakes
    # with the wolves and plays in their camp, while his card stays what it was.
    turned: bool
    # The card a toneelspeler plays from tonight until the next night (Karakters), else None:
    # steps that call that card call him too, while his own card stays what it is.
    acting: str | None
    # The game's edition: its version of the card decides the camp (the solo vos of
    # wolf_village).
    edition: str

    if TYPE_CHECKING:
        # Whether he wakes with the wolves: his card is a werewolf card, or he was turned.
        # Asked ~600 times a bot game, so it is kept as a plain attribute, set again whenever
        # his card or `turned` changes (__setattr__), and never written by anything else.
        werewolf: bool

    def __new__(cls, name: str, seat: int, role: str, alive: bool = True,
                lover: str | None = None, more_lovers: list[str] | None = None,
                titles: list[str] | None = None, camp_override: str | None = None,
                profession: str | None = None, turned: bool = False,
                acting: str | None = None, edition: str = "") -> Player:
        return new_player(name, seat, role, alive, lover, more_lovers, titles, camp_override,
                          profession, turned, acting, edition)

    def __getnewargs__(self) -> tuple[Any, ...]:
        """A copy or a pickle is made by __new__ with these fields (its slots are then set
        again to the same values)."""
        return (self.name, self.seat, self.role, self.alive, self.lover, self.more_lovers,
                self.titles, self.camp_override, self.profession, self.turned, self.acting,
                self.edition)

    def __setattr__(self, name: str, value: Any) -> None:
        global _player_writes, _card_writes
        _put(self, name, value)
        _player_writes += 1
        if name == "role" or name == "turned":
            _card_writes += 1
            _put(self, "werewolf",
                 bool(self.turned or self.role in (_WOLF_CARDS or _wolf_cards())))
        elif name == "acting":
            _card_writes += 1

    @property
    def camp(self) -> str:
        if self.camp_override:
            return self.camp_override
        if self.turned:
            return _WEERWOLVEN
        key = (self.role, self.edition)
        try:
            return _CARD_CAMPS[key]
        except KeyError:
            pass
        camp = _CARD_CAMPS[key] = role(self.role, self.edition).camp
        return camp


def new_player(name: str, seat: int, role: str, alive: bool = True,
               lover: str | None = None, more_lovers: list[str] | None = None,
               titles: list[str] | None = None, camp_override: str | None = None,
               profession: str | None = None, turned: bool = False,
               acting: str | None = None, edition: str = "") -> Player:
    """`Player(...)`, without the class call: new_state makes a game's players here (the call
    of a class with a __new__ of its own looks __new__ up and passes its fields through a
    keyword dict, ~2 K instructions a player)."""
    # Each field set through __setattr__ would be a call (13 a player), and a dict of them
    # merged into a __dict__ of his own cost ~11 K instructions a player: he is made a _Seat,
    # whose slots take a field in one instruction, then made a Player (the same slots: every
    # player has one layout, read as slots).
    global _player_writes, _card_writes
    _player_writes += 1
    _card_writes += 1
    made: Any = _new_seat(_Seat)
    made.name = name
    made.seat = seat
    made.role = role
    made.alive = alive
    made.lover = lover
    made.more_lovers = [] if more_lovers is None else more_lovers
    made.titles = [] if titles is None else titles
    made.camp_override = camp_override
    made.profession = profession
    made.turned = turned
    made.acting = acting
    made.edition = edition
    made.werewolf = bool(turned or role in (_WOLF_CARDS or _wolf_cards()))
    made.__class__ = Player  # (the same slots: only the class changes)
    player: Player = made
    return player


@dataclass(slots=True)  # not frozen: a frozen dataclass is slow to make, and many are made
class Death:
    name: str
    round: int
    phase: str
    cause: str


# The field types a line may be rendered later for: their values cannot change in between.
_LASTING = frozenset({str, int, float, bool})


class LaterField:
    """A field of a line that is written out only when the line is first read (`str()`; a bot
    game reads none), as `announce` keeps a str field: its subclass is immutable, so the text
    is the one it would have had when said (the vote's tally, narration/vote.py)."""

    __slots__ = ()


class Message:
    """One thing the engine says. Public messages are spoken and shown to all; private ones
    go only to `to` (player names, or "narrator") and are never spoken.

    The text of a message said with `GameState.announce` / `note` is rendered when it is first
    read: a bot game reads none of its ~60 such lines. It is the text the line had when said
    (its fields are kept, and only fields whose values cannot change are kept unrendered)."""

    __slots__ = ("_fields", "_text", "line_id", "phase", "public", "round", "to")

    def __init__(self, public: bool, text: str, round: int, phase: str,
                 to: tuple[str, ...] = (), line_id: str = "",
                 later: tuple[str, str, str, dict[str, Any]] | None = None) -> None:
        """`later` = (lang, edition, section, params): the text is line `line_id` of that
        section with those fields, rendered when first read (`text` is not used)."""
        self.public = public
        self._text = text
        self.round = round
        self.phase = phase
        self.to = to
        self.line_id = line_id
        self._fields = later

    @property
    def text(self) -> str:
        fields = self._fields
        if fields is not None:
            lang, edition, section, params = fields
            self._text = edition_line(lang, edition, section, self.line_id, params)
            self._fields = None
        return self._text

    def _seen(self) -> tuple[Any, ...]:
        return (self.public, self.text, self.round, self.phase, self.to, self.line_id)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Message):
            return NotImplemented
        return self._seen() == other._seen()

    __hash__ = None  # type: ignore[assignment]  # (equal by value, and not frozen)

    def __repr__(self) -> str:
        return ("Message(public={!r}, text={!r}, round={!r}, phase={!r}, to={!r}, "
                "line_id={!r})".format(*self._seen()))

    def __getstate__(self) -> tuple[Any, ...]:
        return self._seen()

    def __setstate__(self, state: tuple[Any, ...]) -> None:
        self.__init__(*state)  # type: ignore[misc]


@dataclass
class Winner:
    camp: str
    players: list[str]
    # The public line that announces the win, when not the camp's usual `winst_<camp>`.
    line_id: str = field(default="", compare=False)


@dataclass
class NightLog:
    """What tonight did, read at dawn (narration/dawn.py) and by the cards that act on it."""

    # The attack: the wolves' victim, or the caught girl in his place, and how he dies.
    victim: str | None = None
    victim_cause: str = "weerwolven"
    # The wolves' own choice, even when another dies in its place (the girl caught).
    chosen: str | None = None
    # Protections and potions.
    protected: str | None = None     # the genezer's
    saved: str | None = None         # the witch's elixir (or Het Oogstfeest's)
    poisoned: str | None = None      # the witch's poison
    infected: str | None = None      # the oerwolf's infection instead of the bite
    spared: list[str] = field(default_factory=list)  # kept from the attack (the fire)
    # Deaths of the night besides the attack and the poison, (name, cause), in stage order.
    extra_deaths: list[tuple[str, str]] = field(default_factory=list)
    special: list[tuple[str, str]] = field(default_factory=list)
    # What single cards did tonight, read later in the night or at dawn.
    seen: str | None = None            # the ziener looked at him
    second_victim: str | None = None   # the grote boze wolf's extra victim
    witte_victim: str | None = None    # the witte weerwolf's victim
    kolos_target: str | None = None
    aap_dies: str | None = None
    fire: str | None = None            # the pyromaan set fire to his home


# One line as said, until it is made a Message (GameState.messages): (public, text, round,
# phase, to, line id, section, fields). The fields are None when the text was rendered as it
# was said (`say`, `tell`); else the text is line `line id` of that section with those fields,
# rendered when the message is first read (`announce`, `note`).
Said = tuple[bool, str, int, str, tuple[str, ...], str, str, dict[str, Any] | None]


@dataclass
class GameState:
    setup: GameSetup
    players: list[Player]
    middle: list[str]
    # The cards this game can meet and their hooks, in declared order (narration/ruleset.py).
    rules: Ruleset
    round: int = 0
    phase: str = Phase.SETUP
    deaths: list[Death] = field(default_factory=list)
    # What the engine said, in order, is `messages` (below): the Message objects made so far,
    # and the lines said since, kept as the plain tuples they were said with until `messages`
    # is next read (a bot game never reads it: ~95 objects a game are never made). Left out
    # of the state's equality (nothing compares states): made or not, they are the same lines.
    _messages: list[Message] = field(default_factory=list, repr=False, compare=False)
    _said: list[Said] = field(default_factory=list, repr=False, compare=False)
    winner: Winner | None = None
    # How many answers the table has given so far: seeds every random draw.
    position: int = 0
    # Per-card memory (potions used, who was protected last night, ...), keyed by role id (or
    # the concept's id): each value is the typed record its owner declares (`memo`).
    memory: dict[str, object] = field(default_factory=dict)
    # What tonight did, read at dawn: the night's log.
    night: NightLog = field(default_factory=NightLog)
    # Why a step's key was not asked: {(phase, round): {key: reason}}.
    skipped: dict[tuple[str, int], dict[str, str]] = field(default_factory=dict)
    # Het Dorp: the buildings on the table (narration/village.py); empty without it.
    buildings: list[Building] = field(default_factory=list)
    # The public lines without fields said so far in games of this language and edition, by
    # line id (new_state shares one dict among those games; `say`): a lookup cache, not part of
    # the game.
    _plain_public: dict[str, str] = field(default_factory=dict, repr=False, compare=False)
    # `player(name)`'s index: a lookup cache, not part of the game.
    _by_name: dict[str, Player] = field(default_factory=dict, init=False, repr=False,
                                        compare=False)
    # What is derived from the players (the living, the win check's "nobody yet"), as of
    # `player_writes()` and this list of players: a lookup cache, not part of the game.
    _derived_at: int = field(default=-1, init=False, repr=False, compare=False)
    _derived_of: list[Player] | None = field(default=None, init=False, repr=False,
                                             compare=False)
    _derived: dict[Any, Any] = field(default_factory=dict, init=False, repr=False,
                                     compare=False)
    # Who holds or acts each card and the cards held (by_card, cards_held), as of the count of
    # card writes (`_card_writes`) and this list of players: a lookup cache, not part of the
    # game. It outlives the deaths of a night and a vote, which write only `alive`. Its last
    # part is what other modules derive from the cards held (card_derived).
    _cards: tuple[int, list[Player], dict[str | None, list[Player]],
                  frozenset[str | None], dict[Any, Any]] | None = field(
        default=None, init=False, repr=False, compare=False)

    # --- lookup ---------------------------------------------------------------------------
    @property
    def lang(self) -> str:
        return self.setup.lang

    def player(self, name: str) -> Player:
        # Asked ~120 times a bot game: by name (the players of a game never change places or
        # names; they change in place). A name not in the index makes it again for every
        # player at once: one miss a game, not one per player (a caught KeyError costs ~1.8 K
        # instructions, ~11 a bot game).
        try:
            return self._by_name[name]
        except KeyError:
            pass
        by_name = self._by_name = {p.name: p for p in reversed(self.players)}
        return by_name[name]

    def derived(self) -> dict[Any, Any]:
        """The cache of what is derived from the players, emptied whenever a player was
        written since (or the list of players is another one)."""
        if self._derived_at != _player_writes or self._derived_of is not self.players:
            self._derived_at = _player_writes
            self._derived_of = self.players
            self._derived = {}
        return self._derived

    def alive(self) -> list[Player]:
        """The living, in seat order (a new list: the caller's own); asked ~45 times a bot
        game, between ~8 changes."""
        living: list[Player] | None = self.derived().get("alive")
        if living is None:
            living = self._derived["alive"] = [p for p in self.players if p.alive]
        return living[:]

    def alive_names(self) -> list[str]:
        """The names of the living, in seat order (a new list: the caller's own)."""
        names: list[str] | None = self.derived().get("alive_names")
        if names is None:
            names = self._derived["alive_names"] = [p.name for p in self.players if p.alive]
        return names[:]

    def cards_held(self) -> frozenset[str | None]:
        """The cards held, and the cards acted (`acting`, None for nobody), by the living and
        the dead."""
        return self._card_index()[3]

    def by_card(self) -> dict[str | None, list[Player]]:
        """The players (dead or alive) who hold or act each card, in seat order; read-only
        (made once per version of the cards held and acted, with the cards held)."""
        return self._card_index()[2]

    def card_derived(self) -> dict[Any, Any]:
        """The cache of what is derived from who holds, acts and wakes with the wolves (a
        night step's holders, narration/call_plan.py), emptied with `by_card` whenever a
        player's card, turning or acted card was written (or the list of players is another
        one); like `by_card`, it outlives deaths."""
        index = self._cards  # (_card_index's test, without its call: asked ~20 times a game)
        if index is None or index[0] != _card_writes or index[1] is not self.players:
            index = self._card_index()
        return index[4]

    def _card_index(self) -> tuple[int, list[Player], dict[str | None, list[Player]],
                                   frozenset[str | None], dict[Any, Any]]:
        index = self._cards
        if index is None or index[0] != _card_writes or index[1] is not self.players:
            index = self._cards = (_card_writes, self.players, *self._index_cards(), {})
        return index

    def _index_cards(self) -> tuple[dict[str | None, list[Player]], frozenset[str | None]]:
        by_card: dict[str | None, list[Player]] = {}
        nobody_acts = False
        for p in self.players:
            by_card.setdefault(p.role, []).append(p)
            acting = p.acting
            if acting is None:
                nobody_acts = True
            elif acting != p.role:
                by_card.setdefault(acting, []).append(p)
        held = frozenset(by_card)
        return by_card, held | {None} if nobody_acts else held

    def holders(self, role_id: str, *, alive_only: bool = True) -> list[Player]:
        found = []
        for p in self.by_card().get(role_id, ()):  # (a loop: a comprehension is a function
            # made and called in 3.11, more than this loop over one or two holders costs)
            if p.role == role_id and (p.alive or not alive_only):
                found.append(p)
        return found

    def in_game(self, role_id: str) -> bool:
        """Whether the card is held by a player (dead or alive)."""
        return any(p.role == role_id for p in self.players)

    def mayor(self) -> Player | None:
        for p in self.players:  # (most hold no title: an empty list is passed over first)
            if p.titles and p.alive and "burgemeester" in p.titles:
                return p
        return None

    def skip(self, key: str, reason: str) -> None:
        """Record why `key` was not asked in this phase (for the replay's error messages)."""
        self.skipped.setdefault((self.phase, self.round), {})[key] = reason

    def memo(self, key: str, kind: type[M]) -> M:
        """The typed memory record `key` holds, made empty on first use. Its owner (the card,
        or the core module of a concept several cards read) declares `kind`, a dataclass."""
        found = self.memory.get(key)
        if found is None:
            found = self.memory[key] = kind()
        elif not isinstance(found, kind):
            raise TypeError(f"memory {key!r} holds a {type(found).__name__}, "
                            f"not a {kind.__name__}")
        return found

    def recall(self, key: str, kind: type[M]) -> M:
        """The record `key` holds, read without making one: a check that may run more often
        than the game's answers (a probe, a screen) must not change the state."""
        found = self.memory.get(key)
        return found if isinstance(found, kind) else kind()

    def rng(self, purpose: str) -> random.Random:
        """A random draw fixed by the seed and the position in the answers."""
        return random.Random(f"{self.setup.seed}:{self.position}:{purpose}")

    # --- speaking -------------------------------------------------------------------------
    def role_name(self, role_id: str) -> str:
        # (Kept by card, edition and language: the catalogue is read once per process, and a
        # card's name is asked ~11 times a bot game, four calls each.)
        setup = self.setup
        key = (role_id, setup.edition, setup.lang)
        try:
            return _ROLE_NAMES[key]
        except KeyError:
            pass
        name = _ROLE_NAMES[key] = role(role_id, setup.edition).name(setup.lang)
        return name

    def has_own_line(self, section: str, line_id: str) -> bool:
        """Whether the edition has its own version of a line every game speaks (section
        `<section>_<edition>` of the lines, e.g. `public_wolf_village`)."""
        return bool(self.setup.edition) and has_line(
            self.lang, f"{section}_{self.setup.edition}", line_id)

    def text(self, section: str, line_id: str, **params: Any) -> str:
        setup = self.setup
        return edition_line(setup.lang, setup.edition, section, line_id, params)

    def names(self, names: list[str]) -> str:
        return join_names(self.lang, names)

    def say(self, line_id: str, **params: Any) -> str:
        """A public line: spoken, shown to all, part of `announcements`. Returns its text (a
        prompt's line); `announce` says one whose text nobody reads now."""
        setup = self.setup
        if params:
            text = edition_line(setup.lang, setup.edition, "public", line_id, params)
        else:
            # A line without fields (~28 of a bot game's ~33) is the text it had the first time
            # (narration/lines.py): found here, without the call to edition_line.
            plain = self._plain_public.get(line_id)
            if plain is None:
                plain = self._plain_public[line_id] = edition_line(
                    setup.lang, setup.edition, "public", line_id, params)
            text = plain
        self._said.append((True, text, self.round, self.phase, (), line_id, "", None))
        return text

    def announce(self, line_id: str, **params: Any) -> None:
        """`say` without the text: rendered when the message is first read (never, in a bot
        game), the same text `say` would have made."""
        # Kept unrendered, to be rendered when first read; rendered now when a field could still
        # change before then (a list, an enum).
        for value in params.values():
            if type(value) not in _LASTING and not isinstance(value, LaterField):
                self.say(line_id, **params)
                return
        self._said.append((True, "", self.round, self.phase, (), line_id, "public", params))

    def tell(self, line_id: str, to: tuple[str, ...] = ("narrator",), **params: Any) -> str:
        """A private line for the narrator (or named players): never spoken. Returns its text
        (a prompt's info); `note` tells one whose text nobody reads now."""
        setup = self.setup
        text = edition_line(setup.lang, setup.edition, "private", line_id, params)
        self._said.append((False, text, self.round, self.phase, to, line_id, "", None))
        return text

    def note(self, line_id: str, to: tuple[str, ...] = ("narrator",), **params: Any) -> None:
        """`tell` without the text: rendered when the message is first read."""
        for value in params.values():  # (as in `announce`)
            if type(value) not in _LASTING and not isinstance(value, LaterField):
                self.tell(line_id, to, **params)
                return
        self._said.append((False, "", self.round, self.phase, to, line_id, "private", params))

    @property
    def messages(self) -> list[Message]:
        """Everything the engine said, public and private, in order: the lines said since the
        last read are made Messages now, with the texts they had when said (a kept line's
        fields cannot have changed, see `announce`; a state's setup never changes)."""
        said = self._said
        if said:
            lang, edition = self.setup.lang, self.setup.edition
            self._messages += [
                Message(public, text, round_, phase, to, line_id,
                        None if params is None else (lang, edition, section, params))
                for public, text, round_, phase, to, line_id, section, params in said]
            said.clear()
        return self._messages

    def message_count(self) -> int:
        """How many messages the engine said so far (`len(messages)`, none made for it)."""
        return len(self._messages) + len(self._said)

    @property
    def timeline(self) -> list[tuple[int, str, str]]:
        """(round, phase, text) of what happened, public and private, for the end."""
        return [(m.round, m.phase, m.text) for m in self.messages]

    def announcements(self) -> list[str]:
        return [m.text for m in self.messages if m.public]


def new_state(setup: GameSetup) -> GameState:
    players = [new_player(name, seat, r, edition=setup.edition)
               for seat, (name, r) in enumerate(zip(setup.players, setup.roles, strict=True))]
    for player, profession in zip(players, setup.professions, strict=False):
        player.profession = profession
    return GameState(setup=setup, players=players, middle=list(setup.middle),
                     rules=ruleset_for(setup), buildings=new_buildings(players),
                     _plain_public=_PLAIN_PUBLIC.setdefault((setup.lang, setup.edition), {}))


# GameState._plain_public of each language and edition (a handful in a process).
_PLAIN_PUBLIC: dict[tuple[str, str], dict[str, str]] = {}
