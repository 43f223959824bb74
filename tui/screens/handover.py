"""The hand-over: the screens of the laptop going round (the secret deal, the secret nights).

Everything a player saw lives on one stage that is emptied and rebuilt on every change, so
nothing of the previous player's turn is left in any widget; notifications are cleared at each
hand-over too. The curtain shows only whose turn it is, in big letters.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Center, Vertical
from textual.content import Content
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Static

from tui.i18n import t
from tui.widgets.footer import Footer


class HandOverScreen(Screen[None]):
    """A screen with one stage that is rebuilt whole (never edited) on every change."""

    DEFAULT_CSS = """
    HandOverScreen { align: center middle; }
    HandOverScreen #stage { width: 100%; height: auto; max-height: 100%; }
    HandOverScreen .line { width: 100%; content-align: center middle; text-align: center; }
    HandOverScreen .name { border: heavy $accent; padding: 1 4; width: auto; text-style: bold;
                           color: $accent; margin: 1 0; }
    HandOverScreen .card { border: double $warning; padding: 0 4; width: auto;
                           text-style: bold; }
    HandOverScreen .text { width: 100%; max-width: 76; text-align: center; }
    HandOverScreen .muted { color: $text-muted; }
    HandOverScreen .facts { width: 100%; max-width: 76; color: $warning; margin-top: 1;
                            text-align: center; }
    HandOverScreen .error { width: 100%; color: $error; }
    """

    def compose(self) -> ComposeResult:
        yield Vertical(id="stage")
        yield Footer()

    def shows_secrets(self) -> bool:
        """A hand-over screen shows one player's card or turn between its curtains: the app
        offers no screenshot of it (a file on disk would keep the secret after the hand-over)."""
        return True

    async def show(self, widgets: list[Widget], *, keep_notices: bool = False) -> None:
        """Replace everything on the stage (and every notification) by `widgets`.
        `keep_notices`: the first curtain, before anyone has seen anything here, keeps what
        the app said on the way (a saved game repaired on resume), or nobody would read it."""
        if not keep_notices:
            self.app.clear_notifications()
        stage = self.query_one("#stage", Vertical)
        await stage.remove_children()
        await stage.mount_all(widgets)
        self.refresh_bindings()


class OneByOneScreen(HandOverScreen):
    """Players look one after another: behind the curtain `reveal` shows the current player's
    secret, `hide` rebuilds the stage and hands on to the next (`advance`)."""

    showing = False

    @property
    def done(self) -> bool:
        raise NotImplementedError

    def advance(self) -> None:
        raise NotImplementedError

    async def rebuild(self) -> None:
        raise NotImplementedError

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "reveal":
            return not self.done and not self.showing
        if action == "hide":
            return self.showing
        return True

    async def action_reveal(self) -> None:
        if not self.done and not self.showing:
            self.showing = True
            await self.rebuild()

    async def action_hide(self) -> None:
        if self.showing:
            self.showing = False
            self.advance()
            await self.rebuild()


def curtain(name: str, above: str, below: list[str]) -> list[Widget]:
    """The curtain: `above`, the name in big letters, then the lines `below`."""
    return [
        Static(above, classes="line"),
        Center(Static(Content(name), classes="name")),
        *(Static(Content(text), classes="line muted" if i == 0 else "line")
          for i, text in enumerate(below)),
    ]


def give_to(name: str, below: list[str]) -> list[Widget]:
    """"Geef de laptop aan Eva" as a curtain."""
    return curtain(name, t("deal.give"), below)
