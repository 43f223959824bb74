"""Het Dorp at setup: one profession per seat. The app proposes a distribution for the player
count (setups/professions.py, seeded); the narrator takes it, draws a new one (`v`), or
changes any player's tile with +/- ("De spelleider verdeelt de beroepstegels op een manier die
hij zelf bepaalt")."""

from __future__ import annotations

from textual.binding import Binding
from textual.content import Content
from textual.message import Message
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from setups.editions import edition, validate_edition_professions
from setups.errors import SetupError
from setups.professions import professions, propose, validate_professions
from tui.i18n import language
from tui.screens import localize_bindings
from tui.widgets.seat_row import seat_row


class ProfessionList(OptionList):
    # Not in the footer: the hint line under the list says them (setup.village.hint), and
    # with them the options step's footer needed 93 to 105 columns of 80 in every language.
    BINDINGS = [
        Binding("plus,right,equals_sign", "cycle(1)", "setup.key.profession", show=False),
        Binding("minus,left", "cycle(-1)", "setup.key.profession", show=False),
        Binding("v", "propose", "setup.key.propose", show=False),
    ]

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.players: tuple[str, ...] = ()
        self.tiles: list[str] = []
        self.seed = 1
        self.remembered: list[str] = []  # the last game's tiles, taken for as many players
        self.edition = ""  # an edition with professions of its own (the house rules)

    def allowed(self) -> tuple[str, ...]:
        """The professions the table's edition knows (all of Het Dorp's by default)."""
        return edition(self.edition).professions or tuple(professions())

    def _propose(self) -> list[str]:
        return list(propose(len(self.players), self.seed, self.allowed())) if self.players else []

    def set_edition(self, edition_id: str) -> None:
        """Another edition: propose again from its professions when a tile on the table is
        not one of them (the tiles of the last game, or the narrator's own, stay otherwise)."""
        if edition_id != self.edition:
            self.edition = edition_id
            allowed = self.allowed()
            if all(tile in allowed for tile in self.tiles):
                return
            self.tiles = self._propose()
            self._refresh(self.highlighted or 0)
            self.post_message(self.Changed())

    def on_mount(self) -> None:
        localize_bindings(self)

    def set_players(self, players: tuple[str, ...]) -> None:
        """A new table: propose again when the number of players changed."""
        if len(players) != len(self.players):
            known = self.allowed()
            if players and len(self.remembered) == len(players) and all(
                    tile in known for tile in self.remembered):
                self.tiles = list(self.remembered)
            else:
                self.tiles = list(propose(len(players), self.seed, known)) if players else []
            self.remembered = []
        self.players = players
        self._refresh(self.highlighted or 0)

    def restore(self, tiles: list[str]) -> None:
        """The last game's tiles, used when the table is set with as many players."""
        self.remembered = list(tiles)

    def action_propose(self) -> None:
        self.seed += 1
        self.tiles = self._propose()
        self._refresh(self.highlighted or 0)
        self.post_message(self.Changed())

    def action_cycle(self, delta: int) -> None:
        seat = self.highlighted
        if seat is None or seat >= len(self.tiles):
            return
        ids = list(self.allowed())
        self.tiles[seat] = ids[(ids.index(self.tiles[seat]) + delta) % len(ids)]
        self._refresh(seat)
        self.post_message(self.Changed())

    def problem(self) -> str | None:
        try:
            validate_professions(self.players, (), tuple(self.tiles))
            validate_edition_professions(self.edition, tuple(self.tiles))
        except SetupError as e:
            return e.text(language())
        return None

    def _refresh(self, highlight: int) -> None:
        lang = language()
        self.clear_options()
        self.add_options([
            Option(Content(seat_row(i, name, 20, professions()[tile].name(lang))))
            for i, (name, tile) in enumerate(zip(self.players, self.tiles, strict=True))
        ])
        if self.players:
            self.highlighted = max(0, min(len(self.players) - 1, highlight))

    class Changed(Message):
        """The distribution changed (the setup screen checks it again)."""
