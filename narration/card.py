"""A card: one explicit object that declares everything one role, title, profession, building,
event card, variant or edition brings to a game.

Each card module builds one `Card` and hooks its functions onto it with the card's decorator
methods, so the module declares all it brings in one place:

    card = Card("heks", Kind.ROLE)

    @card.night_step("heks")
    def heks(state, step, living): ...

    @card.moment("ochtend", 300)
    def ...

A hook is attached to a `Point`: a named place in the engine where cards act (a moment of the
game, a vote rule, a dawn stage, ...). Every hook on an ordered point declares its precedence
(`order`, lower first); the per-game ruleset (narration/ruleset.py) refuses two cards that
act on the same point with the same precedence, so nothing depends on import order or file
names. A keyed point (night steps, event effects) takes one hook per key.

Decorating a function only records it on this card: no global registry is filled. Which cards
take part in a game is decided by the ruleset from the setup (`Card.in_play`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from setups.catalogue import drawing_cards, event_bringing_cards
from setups.game_setup import GameSetup

if TYPE_CHECKING:
    from narration.hooks import Flow
    from narration.prompts import Prompt
    from narration.state import GameState, Player

F = TypeVar("F", bound=Callable[..., Any])  # the kind of function a point takes
G = TypeVar("G", bound=Callable[..., Any])  # a function hooked by a decorator


class Kind(StrEnum):
    """What kind of thing a card is; decides when it is in play by default."""

    ROLE = "rol"                # a character card dealt to a player
    TITLE = "titel"             # a title every game can give (the mayor)
    PROFESSION = "beroep"       # Het Dorp: a public profession with its building
    EVENT = "gebeurtenis"       # Volle Maan: a family of event cards
    VARIANT = "variant"         # a variant of the Volle Maan booklet (a setup option)
    EDITION = "editie"          # an edition's own rules (Best Of)
    RULE = "regel"              # a rule of every game (the werewolves' meal)


@dataclass(frozen=True, eq=False)  # each point is one object: equal and hashed by identity
class Point(Generic[F]):
    """A named place in the engine where cards hook in.

    `keyed`: one hook per key (a night step's handler, an event card's effect); otherwise an
    ordered list in which each hook declares its precedence."""

    name: str
    keyed: bool = False
    doc: str = ""


@dataclass(frozen=True)
class Hook:
    point: Point[Any]
    fn: Callable[..., Any]
    order: int = 0          # precedence on an ordered point: lower runs first
    key: str = ""           # the key on a keyed point; a moment's name on MOMENT
    extra: Any = None       # what the point needs besides (a step's `when`, a swap's cards)
    card: str = ""

    @property
    def label(self) -> str:
        return f"{self.card}:{getattr(self.fn, '__name__', repr(self.fn))}"


# Points that every card can use without importing the module that runs them. Modules that
# run other points define them themselves (narration/vote_rules.py, narration/dawn.py, ...).
NIGHT_STEP: Point[Callable[..., Flow]] = Point(
    "night_step", keyed=True, doc="(state, step, living) -> Flow: a night step (the card's "
                                  "generator, or the flow of a step cards share, returned)")
STEP_WHEN: Point[Callable[[GameState], str | None]] = Point(
    "step_when", keyed=True, doc="(state) -> why the step is not due tonight, or None")
STEP_OVERRIDE: Point[Callable[..., Flow]] = Point(
    "step_override", doc="replaces a whole night step tonight when `applies(state)`")
# The moments, in the order the flow runs them (narration/moments.py says when each is).
MOMENT_NAMES = ("voor_het_spel", "begin_nacht", "einde_nacht", "ochtend", "voor_stemming",
                "na_stemming")
MOMENT: Point[Callable[[GameState], Flow]] = Point(
    "moment", doc="(state) -> Flow at a named moment of the game")
GRIEF: Point[Callable[[GameState, Player], list[tuple[str, str]]]] = Point(
    "grief", doc="(state, dead player) -> [(name, cause)] who die with him at once")
AFTER_DEATHS: Point[Callable[[GameState, list[Player]], Flow]] = Point(
    "after_deaths", doc="(state, fallen) -> Flow: what a batch of deaths still does")
ON_TAKE: Point[Callable[[GameState, Player], None]] = Point(
    "on_take", keyed=True, doc="(state, player): the card was taken (dienstmeisje)")
NEXT_NIGHT: Point[Callable[[GameState, Player], Flow]] = Point(
    "next_night", keyed=True, doc="(state, player) -> Flow: a taken card's first call, the "
                                  "next night")
ROLE_SWAP: Point[Callable[[GameState, Player], str | None]] = Point(
    "role_swap", doc="(state, player) -> the card whose power he uses now, or None; the "
                     "hook's `extra` is the frozenset of cards it may change")
# With the option `vooraf_kiezen` (pass-the-laptop), a night step whose card chooses "at the
# start of the night" is answered by the choice its holder made on his secret turn of the
# night before (narration/secret_night.py); this hook gives the prompt of that choice.
NIGHT_BEFORE: Point[Callable[[GameState, Player], Prompt | None]] = Point(
    "night_before", keyed=True, doc="(state, holder) -> the prompt the holder of the step "
                                    "answers on his secret turn for the next night, or None "
                                    "when he has nothing to choose")
EFFECT: Point[Callable[[GameState], Flow]] = Point(
    "effect", keyed=True, doc="(state) -> Flow: an event card read aloud")


@dataclass(frozen=True)
class SecretTurn:
    """How the holder of one night step takes it on his secret turn (pass-the-laptop,
    narration/secret_night.py), declared by the card under the step's prompt key
    (`Card.secret_turns`). A step no card declares is taken as the engine asks it."""

    # The turn's facts say what the prompt's lines tell the narrator (what the ziener sees,
    # who the werewolves are, the heks's potions): those lines are not shown on the turn.
    facts_say_it: bool = False
    # Every living holder votes on his own turn; the engine gets the majority of the votes
    # its own check accepts (ruling doorgeven-wolvenstem).
    pack: bool = False
    # Decided without seeing the werewolves' victim: always checked by the prompt asked ahead
    # (with a victim), and `ask_first` stands for "whoever the wolves attack", dropped when
    # they attack nobody (ruling doorgeven-heks-altijd-blind).
    blind: bool = False
    # A table prompt taken as two picks: its yes/no field `ask_first` on rows of its own, then
    # its field `ask_player` that takes a player (the heks's elixir, then her poison).
    ask_first: str = ""
    ask_player: str = ""
    # A look at a card: the card as it lay at nightfall is journaled with the choice (ruling
    # doorgeven-ziener); `failed_line` is the private line by which the engine tells the
    # holder that the look failed (the house rules' yeti), journaled too.
    looks: bool = False
    failed_line: str = ""
    # False: nobody answers it on a turn, the engine gets `answer` (nobody can catch the
    # onschuldig meisje peeking at a laptop: ruling doorgeven-meisje).
    asked: bool = True
    answer: Any = None
    # What the holder may know on his turn while he has not taken this step yet: (state,
    # holder) -> [(fact kind, its parameters)] (the heks's potions).
    facts: Callable[[GameState, Player], list[tuple[str, dict[str, str | int]]]] | None = None


@dataclass(frozen=True)
class DayStep:
    """A step of the day, declared by the card whose step it is (`Card.day_steps`): the day
    flow (narration/flow.py `day`) runs the steps in their declared order, and the narrator's
    call-order panel lists them in that order (narration/call_plan.py `day_plan` says which of
    them today's day lists)."""

    step: str
    order: int  # its place in the day, lower first (the ruleset refuses two at one place)
    # How the day runs it, every day (a step the panel does not list today runs too: the
    # election tells the journal why there is none). It may end the game (Phase.END): the
    # day stops there.
    run: Callable[[GameState], Flow]
    # An empty answer passes over it ("not today" at the election): once behind the mark it
    # reads as passed, not as done.
    may_pass: bool = False
    # Whether today's day lists it (None: every day); a step asked today stays listed.
    listed: Callable[[GameState], bool] | None = None
    # The day's vote: listed as the step that holds today's vote (a card's step in its
    # place), or not at all when there is no vote today (narration.call_plan.vote_step_today).
    the_vote: bool = False


@dataclass(frozen=True)
class StepOverride:
    """A variant or event card that plays a night step its own way tonight (De Zwarte Dood
    calls the werewolves although nobody holds their card). `applies` decides per night;
    the hook's function `(state, step)` replaces the whole step."""

    applies: Callable[[Any], bool]


def _roles_in_reach(setup: GameSetup) -> set[str] | None:
    """The cards that can come into play in this game, or None when any card can (Dubbele
    Agenda's identity characters; the toneelspeler's cards drawn by the game)."""
    if setup.options.dubbele_agenda:
        return None
    cards = set(setup.roles) | set(setup.middle) | set(setup.actor_cards)
    if not setup.actor_cards and not drawing_cards().isdisjoint(cards):
        return None
    return cards


def has_events(setup: GameSetup) -> bool:
    """Whether event cards can be read in this game (a deck, cards in force, the omroeper's
    hand, or the waarzegster's Spiritisme cards)."""
    o = setup.options
    return bool(setup.events or o.event_deck or o.events_in_force or o.omroeper
                or not event_bringing_cards().isdisjoint((*setup.roles, *setup.middle)))


@dataclass
class Card:
    """One card's declaration: its id, kind, the role ids it stands for, and its hooks."""

    id: str
    kind: Kind
    # The role ids this card plays (default: its id, for a ROLE).
    roles: tuple[str, ...] = ()
    # When it takes part in a game; default by kind (a role when its card can come into play,
    # a profession with Het Dorp, an event family with an event deck, a title or rule always).
    when: Callable[[GameSetup], bool] | None = None
    # What its memory holds beyond its holder, so it survives a change of hands (the
    # dienstmeisje takes the card: "alsof het spel net is gestart", except this).
    keeps_memory: bool = False
    # The edition this card belongs to ("": the Zygomatic game, in play in every edition
    # unless that edition brings its own card for one of its role ids). A card of an edition
    # is in play only in that edition's games, and there it takes the place of the Zygomatic
    # card with the same role id, and of the cards named in `replaces` (by card id: a rule of
    # every game the edition plays otherwise, such as the win rules).
    edition: str = ""
    replaces: tuple[str, ...] = ()
    hooks: list[Hook] = field(default_factory=list)
    # How a bot plays this card (narration/bots.py): prompt key -> policy(view, prompt, rng),
    # plus the bot keys BALLOT and DAY (narration/bot_view.py). Not hooks: a policy never
    # changes a game, it only answers for a seat, so several cards may answer the same key.
    bot_policies: dict[str, Callable[..., Any]] = field(default_factory=dict)
    # How the table hears of a death this card deals, by cause: the id of the public line
    # (narration/deaths.py). "dood_nacht" keeps the cause secret ("did not survive the
    # night"). The ruleset collects them from the cards in play, so every card that can kill
    # with a cause declares it (two cards that disagree are refused); a cause no card of the
    # game declares is told as "dood_algemeen".
    death_lines: Mapping[str, str] = field(default_factory=dict)
    # The public mark a holder of each title this card hands out wears on the table view, by
    # title id (the mayor's "★"); the screen reads them from the ruleset (`title_marks`).
    title_marks: Mapping[str, str] = field(default_factory=dict)
    # How the holder takes each of its night steps on a secret turn, by the step's prompt key
    # (narration/secret_night.py reads them from the ruleset: `secret_turns`).
    secret_turns: Mapping[str, SecretTurn] = field(default_factory=dict)
    # The steps of the day it brings: the day flow runs them and the call-order panel lists
    # them, in the order the ruleset puts them (`day_steps`).
    day_steps: tuple[DayStep, ...] = ()
    # Its powers "op elk moment van de dag", offered at the day's points: (order, profession id
    # the power is held by), declared by `narration.day_powers.day_power`.
    day_powers: tuple[tuple[int, str], ...] = ()

    def __post_init__(self) -> None:
        if self.kind is Kind.ROLE and not self.roles:
            self.roles = (self.id,)

    # --- when ---------------------------------------------------------------------------
    def in_play(self, setup: GameSetup) -> bool:
        if self.edition and setup.edition != self.edition:
            return False
        if self.when is not None:
            return self.when(setup)
        if self.kind is Kind.ROLE:
            reach = _roles_in_reach(setup)
            return reach is None or not reach.isdisjoint(self.roles)
        if self.kind is Kind.PROFESSION:
            return bool(setup.professions)
        if self.kind is Kind.EVENT:
            return has_events(setup)
        if self.kind is Kind.EDITION:
            return setup.edition == (self.edition or self.id)
        return True  # TITLE, RULE; a VARIANT always says `when`

    # --- hooks --------------------------------------------------------------------------
    def hook(self, point: Point[Any], order: int = 0, key: str = "",
             extra: Any = None) -> Callable[[G], G]:
        """Attach a function to `point` with precedence `order` (or under `key`)."""
        def attach(fn: G) -> G:
            self.hooks.append(Hook(point, fn, order, key, extra, self.id))
            return fn

        return attach

    def night_step(self, name: str, when: Callable[[Any], str | None] | None = None
                   ) -> Callable[[G], G]:
        """The handler of night step `name`; `when(state)` says why it is not due tonight."""
        def attach(fn: G) -> G:
            self.hooks.append(Hook(NIGHT_STEP, fn, 0, name, None, self.id))
            if when is not None:
                self.hooks.append(Hook(STEP_WHEN, when, 0, name, None, self.id))
            return fn

        return attach

    def override_step(self, name: str, order: int, applies: Callable[[Any], bool]
                      ) -> Callable[[G], G]:
        return self.hook(STEP_OVERRIDE, order, name, StepOverride(applies))

    def moment(self, name: str, order: int) -> Callable[[G], G]:
        if name not in MOMENT_NAMES:
            raise ValueError(f"unknown moment {name!r}; known: {', '.join(MOMENT_NAMES)}")
        return self.hook(MOMENT, order, name)

    def grief(self, order: int) -> Callable[[G], G]:
        return self.hook(GRIEF, order)

    def after_deaths(self, order: int) -> Callable[[G], G]:
        return self.hook(AFTER_DEATHS, order)

    def on_take(self, role_id: str) -> Callable[[G], G]:
        return self.hook(ON_TAKE, 0, role_id)

    def next_night(self, role_id: str) -> Callable[[G], G]:
        return self.hook(NEXT_NIGHT, 0, role_id)

    def effect(self, *card_ids: str) -> Callable[[G], G]:
        def attach(fn: G) -> G:
            for card_id in card_ids:
                self.hooks.append(Hook(EFFECT, fn, 0, card_id, None, self.id))
            return fn

        return attach

    def bot_policy(self, *keys: str) -> Callable[[G], G]:
        """How a bot holding this card answers the prompts `keys` (or casts its BALLOT, or
        talks at DAY); see narration/bots.py. Cards without one get the generic answers."""
        def attach(fn: G) -> G:
            for key in keys:
                self.bot_policies[key] = fn
            return fn

        return attach

    def role_swap_of(self, cards: Iterable[str], order: int) -> Callable[[G], G]:
        """A swap that only ever gives a holder of one of `cards` the power of another of
        `cards` (the Dag der dwazen's pairs)."""
        return self.hook(ROLE_SWAP, order, extra=frozenset(cards))
