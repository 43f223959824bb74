"""Verder spelen: the autosaved games, newest first; a damaged one shows its problem."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, cast

from textual.app import ComposeResult
from textual.binding import Binding
from textual.content import Content
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from narration.saved_games import SavedGame, saved_games
from texts import language_name
from tui.i18n import language, t
from tui.screens import localize_bindings
from tui.widgets.footer import Footer

if TYPE_CHECKING:
    from tui.app import WakkerdamApp

SHOWN_NAMES = 4


def when(created: str) -> str:
    """The journal's UTC timestamp as local date and time."""
    try:
        return datetime.fromisoformat(created).astimezone().strftime("%d-%m-%Y %H:%M")
    except ValueError:
        return created or "?"


def describe(game: SavedGame) -> str:
    if game.problem:
        return t("resume.damaged", file=game.path.name, problem=game.problem_in(language()))
    names = ", ".join(game.players[:SHOWN_NAMES])
    more = t("resume.more", n=len(game.players) - SHOWN_NAMES) \
        if len(game.players) > SHOWN_NAMES else ""
    parts = [t("resume.line", when=when(game.created), names=names, more=more,
               players=len(game.players), n=game.answers, round=game.round)]
    # Two saved games looked alike but for the time: say which one has ended, and which
    # one is played in another language (it opens in that language).
    if game.ended:
        parts.append(t("resume.ended"))
    if game.lang and game.lang != language():
        parts.append(language_name(game.lang))
    return " · ".join(parts)


class GameList(OptionList):
    """The saved games; Enter opens the highlighted one. The key is the list's own binding,
    shown in the footer: the focused list's hidden `enter` (select) used to shadow the
    screen's, so the footer showed no Enter at all."""

    BINDINGS = [Binding("enter", "select", "resume.key.open")]

    def __init__(self, *options: Option, id: str | None = None) -> None:
        super().__init__(*options, id=id)
        localize_bindings(self)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "select":  # nothing to open: no key in the footer
            return self.highlighted is not None
        return super().check_action(action, parameters)


class ResumeScreen(Screen[None]):
    DEFAULT_CSS = """
    ResumeScreen { padding: 0 1; }
    ResumeScreen #resume-title { text-style: bold; height: auto; margin-bottom: 1; }
    ResumeScreen #games { height: 1fr; }
    ResumeScreen #games > .option-list--option-disabled { color: $text-error; }
    ResumeScreen #empty { color: $text-muted; }
    """
    BINDINGS = [
        Binding("escape", "app.pop_screen", "key.back"),
    ]

    def __init__(self) -> None:
        super().__init__()
        localize_bindings(self)
        self.games = saved_games()

    def compose(self) -> ComposeResult:
        yield Static(t("resume.title"), id="resume-title")
        if not self.games:
            yield Static(t("resume.empty"), id="empty")
        yield GameList(
            *(Option(Content(describe(g)), id=str(i), disabled=g.problem is not None)
              for i, g in enumerate(self.games)),
            id="games",
        )
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self._open(event.option_index)

    def _open(self, index: int) -> None:
        game = self.games[index]
        if game.problem:
            self.notify(t("resume.cannot"), severity="warning")
            return
        app = cast("WakkerdamApp", self.app)
        app.pop_screen()
        app.resume_game(game.path)
