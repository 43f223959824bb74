"""The deal: secret (the laptop goes round, each player sees only his own card behind a curtain)
or physical (the narrator enters who holds which real card).

On a hand-over the card is not hidden but removed: the stage is emptied and rebuilt
(tui/screens/handover.py), so nothing of the previous player's card is left in any widget.
Middle cards (dief) are never shown. The card comes with what it does in two sentences and what
the player may know at this moment (a werewolf meets the others only on the first night).
Dubbele Agenda: the player sees his secret identity card under his character; in "klein" the
characters are public and listed for the table once all have looked. With physical cards the
narrator marks (w) who got a Weerwolf identity.
"""

from __future__ import annotations

import textwrap
import time
from collections import Counter
from dataclasses import replace
from typing import TYPE_CHECKING, ClassVar, cast

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center
from textual.content import Content
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from narration.errors import WakkerdamError
from narration.modes import DOORGEVEN
from narration.secret_night import deal_facts, told_before_the_night
from setups.catalogue import role as card
from setups.catalogue import roles
from setups.deal import deal_setup, redeal_seed
from setups.errors import SetupError
from setups.explanations import explanation
from setups.game_setup import GameSetup, validate
from setups.identities import identity_wolves
from setups.options import Options
from tui.i18n import language, t
from tui.screens import localize_bindings
from tui.screens.handover import OneByOneScreen, curtain, give_to
from tui.secret_turn import WIDTH, card_text_height, card_width
from tui.widgets.footer import Footer
from tui.widgets.number_entry import NumberEntry, typed_title
from tui.widgets.seat_row import seat_row

if TYPE_CHECKING:
    from tui.app import WakkerdamApp


TEXT_WIDTH = WIDTH - 2  # the card texts' width (card_text_height measures them at it)
FACT_LINES = 2          # what the player knows at the deal, at least (see DealScreen._fact_lines)
IDENTITY_LINES = 2      # Dubbele Agenda's identity card


def block_lines(texts: list[str], count: int) -> str:
    """`texts` wrapped to TEXT_WIDTH, each from a new line, in exactly `count` lines (cut with
    … when longer): a left-aligned block of one shape whatever it says."""
    wrapped = [line for text in texts for line in textwrap.wrap(text, TEXT_WIDTH)]
    if len(wrapped) > count:
        wrapped = wrapped[:count]
        wrapped[-1] = wrapped[-1][:TEXT_WIDTH - 1] + "…"
    return "\n".join(wrapped + [""] * (count - len(wrapped)))


def name_line(name: str, width: int) -> str:
    """The card's name in capitals, centred on a rule that fills the frame's `width`: a
    short name left blank columns beside it, so the frame's outline told its length."""
    return f" {name.upper()} ".center(width, "─")


def begin_game(app: WakkerdamApp, setup: GameSetup, mode: str) -> None:
    """Close the setup screens (back to home) and start the game."""
    from tui.screens.home import HomeScreen

    while len(app.screen_stack) > 1 and not isinstance(app.screen, HomeScreen):
        app.pop_screen()
    try:
        app.start_game(setup, mode)
    except WakkerdamError as e:
        app.notify(e.text(language()), severity="error", timeout=10)


def secret_setup(players: tuple[str, ...], mix: Counter[str], options: Options,
                 seed: int, professions: tuple[str, ...] = (), edition: str = "") -> GameSetup:
    """Deal the mix with `seed` (the dief always lands on a seat). Raises SetupError."""
    return deal_setup(players, mix, seed, options, language(), professions, edition)


class DealScreen(OneByOneScreen):
    """Pass the laptop: curtain → own card → hide and hand on, seat by seat."""

    # Every block of the card is one fixed rectangle whatever the card (ruling
    # doorgeven-beurtvorm): the name fills its frame's line, the card's text and what the
    # player knows are left-aligned on panels of one width (TEXT_WIDTH and the padding) and a
    # fixed number of lines. Centred, each card's text had its own outline, which told the
    # card over a shoulder (tests/tui/test_deal_shape.py).
    DEFAULT_CSS = """
    DealScreen .card { padding: 1 4; margin: 1 0; background: $boost; }
    DealScreen .block { width: BLOCK_WIDTH; padding: 0 1; background: $boost; text-align: left; }
    DealScreen .block.text { margin-bottom: 1; }
    DealScreen .block.identity { margin-bottom: 1; text-style: bold; }
    DealScreen .block.facts { margin-top: 0; }
    """.replace("BLOCK_WIDTH", str(TEXT_WIDTH + 2))
    BINDINGS = [
        Binding("space", "reveal", "deal.key.reveal"),
        Binding("enter", "hide", "deal.key.hide"),
        Binding("enter", "begin", "deal.key.begin"),
        Binding("r", "redeal", "deal.key.redeal"),
        Binding("escape", "stop", "deal.key.stop"),
    ]
    # Once somebody has seen his card, stopping or dealing again throws the deal away: the key
    # asks to be pressed again within this many seconds (one Esc, pressed to hide a card as on
    # a secret turn, ended the deal; one r on the last screen shuffled every card).
    CONFIRM_SECONDS = 4.0

    def __init__(self, setup: GameSetup, mode: str) -> None:
        super().__init__()
        localize_bindings(self)
        self.setup = setup
        self.mode = mode
        self.seat = 0
        self._facts_measured: tuple[GameSetup | None, int] = (None, FACT_LINES)
        self._armed: tuple[str, float] | None = None  # (action, when) pressed once

    @property
    def done(self) -> bool:
        return self.seat >= len(self.setup.players)

    def advance(self) -> None:
        self.seat += 1

    async def on_mount(self) -> None:
        await self.rebuild()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "begin":
            return self.done
        if action == "redeal":
            return not self.showing
        return super().check_action(action, parameters)

    async def rebuild(self) -> None:
        await self.show(self._curtain() if not self.showing else self._card())

    def _curtain(self) -> list[Widget]:
        if self.done:
            public = self._professions() + self._open_characters()
            if self.mode == DOORGEVEN:
                return curtain(t("pass.table"), t("deal.table"), [t("deal.begin")]) + public
            return curtain(t("deal.narrator"), t("deal.done"), [t("deal.begin")]) + public
        name = self.setup.players[self.seat]
        return give_to(name, [t("deal.seat", n=self.seat + 1, total=len(self.setup.players)),
                              t("deal.press_reveal", name=name)])

    def _professions(self) -> list[Widget]:
        """Het Dorp: the professions are public; all of them, for the whole table."""
        if not self.setup.professions:
            return []
        from setups.professions import profession

        lang = language()
        pairs = [t("pair", name=name, value=profession(p).name(lang))
                 for name, p in zip(self.setup.players, self.setup.professions, strict=True)]
        return [Center(Static(Content(t("deal.professions") + "  " + " · ".join(pairs)),
                              classes="text muted"))]

    def _open_characters(self) -> list[Widget]:
        """Dubbele Agenda 'klein': the character cards lie open, for the whole table."""
        if self.setup.options.dubbele_agenda != "klein":
            return []
        lang = language()
        pairs = [t("pair", name=name, value=roles()[r].name(lang))
                 for name, r in zip(self.setup.players, self.setup.roles, strict=True)]
        return [Center(Static(Content(t("deal.characters") + "  " + " · ".join(pairs)),
                              classes="text muted"))]

    def _identity(self, name: str) -> list[Widget]:
        """Dubbele Agenda: the player's secret identity card, under his character."""
        if not self.setup.options.dubbele_agenda:
            return []
        wolf = name in self.setup.options.identiteit_weerwolf
        text = t("deal.identity.wolf" if wolf else "deal.identity.burger")
        return [Center(Static(Content(block_lines([text], IDENTITY_LINES)),
                              classes="block identity"))]

    def _known(self, name: str) -> list[str]:
        """What `name` knows at the deal: his card, and what the engine tells him."""
        role = card(self.setup.roles[self.setup.players.index(name)], self.setup.edition)
        told = told_before_the_night(self.setup, name)
        return [t(f"pass.fact.{f.kind}", **f.params) for f in deal_facts(role.id, bool(told))] \
            + told

    def _fact_lines(self) -> int:
        """The facts' block height: FACT_LINES, or what the longest of this deal needs (a
        handlanger told many werewolves' names), the same for every seat of the deal
        (measured once a deal: a redeal measures again)."""
        if self._facts_measured[0] is not self.setup:
            need = max(sum(len(textwrap.wrap(f, TEXT_WIDTH)) for f in self._known(n))
                       for n in self.setup.players)
            self._facts_measured = (self.setup, max(FACT_LINES, need))
        return self._facts_measured[1]

    def _card(self) -> list[Widget]:
        lang = language()
        name = self.setup.players[self.seat]
        role = card(self.setup.roles[self.seat], self.setup.edition)
        return [
            Static(Content(t("deal.you_are", name=name)), classes="line"),
            Center(Static(Content(name_line(role.name(lang), card_width(lang))),
                          classes="card")),
            *self._identity(name),
            Center(self._explanation(role.id, lang, self.setup.edition)),
            Center(Static(Content(block_lines(self._known(name), self._fact_lines())),
                          classes="block facts")),
            Static(t("deal.press_hide"), classes="line muted"),
        ]

    @staticmethod
    def _explanation(role_id: str, lang: str, edition: str = "") -> Static:
        """The card's text, in a block as high as the longest card's (doorgeven-beurtvorm);
        an edition's own text for its version of the card."""
        own = card(role_id, edition)
        told = own.text(lang) if own != roles()[role_id] else explanation(role_id, lang)
        return Static(Content(block_lines([told or own.text(lang)], card_text_height(lang))),
                      classes="block text")

    def _confirmed(self, action: str, warning: str) -> bool:
        """Whether `action` may throw the deal away now: nobody has seen a card yet, or the
        key was pressed a second time within CONFIRM_SECONDS (the first press says so)."""
        if self.seat == 0:
            return True
        now = time.monotonic()
        if self._armed is not None and self._armed[0] == action \
                and now - self._armed[1] <= self.CONFIRM_SECONDS:
            self._armed = None
            return True
        self._armed = (action, now)
        self.notify(t(warning), severity="warning", timeout=self.CONFIRM_SECONDS)
        return False

    async def action_stop(self) -> None:
        """Esc on a card hides it (as on a secret turn); on the curtain it stops dealing."""
        if self.showing:
            await self.action_hide()
        elif self._confirmed("stop", "deal.confirm_stop"):
            self.app.pop_screen()

    async def action_redeal(self) -> None:
        """Deal the same players, cards and options again from the next seed; everyone looks
        at his (new) card again, from the first seat."""
        if self.showing or not self._confirmed("redeal", "deal.confirm_redeal"):
            return
        mix = Counter(self.setup.roles) + Counter(self.setup.middle)
        setup = self.setup
        try:
            # Dubbele Agenda: the identity cards are dealt again too.
            options = replace(setup.options, identiteit_weerwolf=())
            self.setup = deal_setup(setup.players, mix, redeal_seed(setup.seed), options,
                                    setup.lang, setup.professions, setup.edition)
        except SetupError as e:
            self.notify(e.text(language()), severity="error")
            return
        self.seat = 0
        await self.rebuild()
        self.notify(t("deal.redealt"))

    def action_begin(self) -> None:
        if self.done:
            begin_game(cast("WakkerdamApp", self.app), self.setup, self.mode)


class CardList(OptionList):
    """The seats with the card each got. Digits type the number of a card in the legend
    (`10`, `11` too, with ten kinds or more); 0 alone clears the seat."""

    BINDINGS = [
        Binding("plus,right", "screen.cycle(1)", "cards.key.next"),
        # Not in the footer (the head names +/-): with it "esc Terug" was cut at 80 columns.
        Binding("minus,left", "screen.cycle(-1)", "cards.key.previous", show=False),
        Binding("delete", "screen.clear_card", "cards.key.clear"),
        # Not in the footer: the legend's Dubbele Agenda line, shown whenever w works, says it;
        # in the footer it cut "esc Terug" at 80 columns in every language.
        Binding("w", "screen.toggle_identity", "cards.key.identity", show=False),
    ]

    def on_mount(self) -> None:
        localize_bindings(self)

    async def on_key(self, event: events.Key) -> None:
        screen = self.screen
        if not isinstance(screen, CardsScreen):
            return
        char = event.character
        if char and len(char) == 1 and char.isdigit():
            event.stop()
            event.prevent_default()
            screen.type_digit(char)
        elif event.key == "enter" and screen.entry.typed:
            event.stop()
            event.prevent_default()
            screen.take_typed()
        elif screen.entry.typed:
            screen.clear_typed()  # an arrow or another key drops the typed number


class CardsScreen(Screen[None]):
    """Physical cards: per seat, the narrator picks the card that player got."""

    DEFAULT_CSS = """
    CardsScreen { padding: 0 1; }
    CardsScreen #cards-head { height: auto; text-style: bold; }
    CardsScreen #legend { height: auto; color: $text-muted; }
    CardsScreen #card-list { height: 1fr; }
    CardsScreen #cards-status { height: auto; max-height: 3; }
    CardsScreen #cards-status.problem { color: $text-error; }
    CardsScreen #cards-status.ok { color: $text-success; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "start", "setup.key.start", priority=True),
        Binding("escape", "app.pop_screen", "key.back"),
    ]

    def __init__(self, players: tuple[str, ...], mix: Counter[str], options: Options,
                 seed: int, mode: str, *, professions: tuple[str, ...] = (),
                 edition: str = "") -> None:
        super().__init__()
        localize_bindings(self)
        self.edition = edition
        self.players = players
        self.mix = mix
        self.options = options
        self.seed = seed
        self.mode = mode
        self.professions = professions  # Het Dorp's tiles per seat, () without
        self.kinds = [r for r in roles() if mix[r]]
        self.cards: list[str | None] = [None] * len(players)
        self.wolf_identity: set[int] = set()  # Dubbele Agenda: seats with a Weerwolf identity
        self.entry = NumberEntry(list(range(1, len(self.kinds) + 1)))  # the legend's numbers

    def compose(self) -> ComposeResult:
        yield Static(t("cards.head"), id="cards-head")
        yield Static(id="legend")
        yield CardList(id="card-list")
        yield Static(id="cards-status")
        yield Footer()

    def on_mount(self) -> None:
        self._refresh(0)
        self.query_one(CardList).focus()

    def _refresh(self, highlight: int) -> None:
        lang = language()
        given = Counter(c for c in self.cards if c)
        legend = "  ".join(f"{i + 1} {card(r, self.edition).name(lang)} {given[r]}/{self.mix[r]}"
                           for i, r in enumerate(self.kinds))
        if self.options.dubbele_agenda:
            legend += "\n" + t("cards.identity.legend", n=len(self.wolf_identity),
                                expected=identity_wolves(len(self.players)))
        self.query_one("#legend", Static).update(Content(legend))
        clist = self.query_one(CardList)
        clist.clear_options()
        clist.add_options([Option(Content(seat_row(
            i, name, 24, card(c, self.edition).name(lang) if c else "—")
            + (f"  · {t('cards.identity.wolf')}" if i in self.wolf_identity else "")))
            for i, (name, c) in enumerate(zip(self.players, self.cards, strict=True))])
        clist.highlighted = max(0, min(len(self.players) - 1, highlight))
        status = self.query_one("#cards-status", Static)
        problem = self.problem()
        status.update(Content(problem or t("cards.ready")))
        status.set_classes("problem" if problem else "ok")

    def problem(self) -> str | None:
        lang = language()
        given = Counter(c for c in self.cards if c)
        for r, n in given.items():
            if n > self.mix[r]:
                return t("cards.too_many", role=card(r, self.edition).name(lang), n=n,
                         max=self.mix[r])
        missing = sum(1 for c in self.cards if c is None)
        if missing:
            return t("cards.missing", n=missing)
        if any(card(r).middle and not given[r] for r in +self.mix):
            return t("cards.dief_middle")  # a card that brings a middle sits at a seat
        if self.options.dubbele_agenda and not 1 <= len(self.wolf_identity) < len(self.players):
            return t("cards.identity.count", n=len(self.wolf_identity),
                     max=len(self.players) - 1)
        return None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "toggle_identity":
            return bool(self.options.dubbele_agenda)
        return True

    def action_toggle_identity(self) -> None:
        """Dubbele Agenda: mark (or unmark) the highlighted player's Weerwolf identity card."""
        seat = self._seat()
        self.wolf_identity ^= {seat}
        self._refresh(seat)

    def identities(self) -> tuple[str, ...]:
        return tuple(n for i, n in enumerate(self.players) if i in self.wolf_identity)

    def _seat(self) -> int:
        return self.query_one(CardList).highlighted or 0

    def type_digit(self, char: str) -> None:
        """A digit of a card's number: taken at once when no longer number starts with it,
        else shown until Enter (`1` with eleven kinds: 1, 10 or 11). The digits 1 to 9 were
        bindings, so `10` took the first card and then cleared the next seat."""
        entry = self.entry
        if char == "0" and not entry.typed:
            self.action_clear_card()
            return
        index = entry.digit(char)
        if index is not None and not entry.can_grow():
            self._pick(index)
        else:
            self._show_typed()

    def take_typed(self) -> None:
        index = self.entry.index()
        if index is None:
            self.app.bell()  # the typed number names no card yet
            return
        self._pick(index)

    def clear_typed(self) -> None:
        self.entry.clear()
        self._show_typed()

    def _show_typed(self) -> None:
        self.query_one(CardList).border_title = typed_title(self.entry)

    def _pick(self, index: int) -> None:
        self.clear_typed()
        seat = self._seat()
        self.cards[seat] = self.kinds[index]
        self._refresh(seat + 1)

    def action_cycle(self, delta: int) -> None:
        seat = self._seat()
        options: list[str | None] = [None, *self.kinds]
        current = options.index(self.cards[seat])
        self.cards[seat] = options[(current + delta) % len(options)]
        self._refresh(seat)

    def action_clear_card(self) -> None:
        seat = self._seat()
        self.cards[seat] = None
        self._refresh(seat)

    def action_start(self) -> None:
        problem = self.problem()
        if problem:
            self.notify(problem, severity="error")
            return
        given = tuple(c for c in self.cards if c)
        middle = tuple(sorted((self.mix - Counter(given)).elements()))
        options = replace(self.options, identiteit_weerwolf=self.identities()) \
            if self.options.dubbele_agenda else self.options
        # No screen showed anybody his card: the narrator tells what it lets him know.
        options = replace(options, echte_kaarten=True)
        setup = GameSetup(self.players, given, self.seed, middle, options, language(),
                          self.professions, self.edition)
        try:
            validate(setup)
        except SetupError as e:
            self.notify(e.text(language()), severity="error")
            return
        begin_game(cast("WakkerdamApp", self.app), setup, self.mode)
