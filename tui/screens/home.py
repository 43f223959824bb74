"""The home screen: the title and five choices, each on a key."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from tui.i18n import t
from tui.screens import localize_bindings

_FONT: dict[str, tuple[str, ...]] = {
    "W": ("█   █", "█   █", "█ █ █", "██ ██", "█   █"),
    "A": (" ███ ", "█   █", "█████", "█   █", "█   █"),
    "K": ("█   █", "█  █ ", "███  ", "█  █ ", "█   █"),
    "E": ("█████", "█    ", "████ ", "█    ", "█████"),
    "R": ("████ ", "█   █", "████ ", "█  █ ", "█   █"),
    "D": ("████ ", "█   █", "█   █", "█   █", "████ "),
    "M": ("█   █", "██ ██", "█ █ █", "█   █", "█   █"),
}


def banner(word: str) -> str:
    """`word` in five-line block letters (only the letters of the title are drawn)."""
    letters = [_FONT[ch] for ch in word.upper() if ch in _FONT]
    return "\n".join(" ".join(letter[row] for letter in letters) for row in range(5))


# (action, key, i18n key of the label)
CHOICES: tuple[tuple[str, str, str], ...] = (
    ("new_game", "n", "home.new"),
    ("resume", "v", "home.resume"),
    ("settings", "i", "home.settings"),
    ("stats", "s", "home.stats"),
    ("app.quit", "q", "home.quit"),
)


class HomeScreen(Screen[None]):
    DEFAULT_CSS = """
    HomeScreen { align: center middle; }
    HomeScreen #home-box { width: auto; height: auto; }
    HomeScreen #title { width: auto; color: $accent; text-style: bold; margin-bottom: 1; }
    HomeScreen #subtitle { width: auto; color: $text-muted; margin-bottom: 1; }
    HomeScreen OptionList { width: 34; height: auto; border: round $primary; padding: 0 1; }
    """
    # The menu shows every choice with its key; the footer at 80 columns has room for four,
    # so the statistics (s) are in the menu only.
    BINDINGS = [
        Binding(key, action, label, show=action != "stats") for action, key, label in CHOICES
    ]

    def __init__(self) -> None:
        super().__init__()
        localize_bindings(self)

    def compose(self) -> ComposeResult:
        with Vertical(id="home-box"):
            yield Center(Static(banner("Wakkerdam"), id="title"))
            yield Center(Static(t("home.subtitle"), id="subtitle"))
            yield Center(OptionList(
                *(Option(f"{key}  {t(label)}", id=action) for action, key, label in CHOICES),
                id="home-menu",
            ))
        yield Footer()

    def on_screen_resume(self) -> None:
        """Back from the settings: the language may have changed."""
        localize_bindings(self)
        self.refresh_bindings()
        menu = self.query_one(OptionList)
        highlighted = menu.highlighted
        menu.clear_options()
        menu.add_options(
            [Option(f"{key}  {t(label)}", id=action) for action, key, label in CHOICES]
        )
        menu.highlighted = highlighted
        self.query_one("#subtitle", Static).update(t("home.subtitle"))
        menu.focus()

    async def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id:
            await self.run_action(event.option.id)

    def action_new_game(self) -> None:
        from tui.screens.new_game import NewGameScreen

        self.app.push_screen(NewGameScreen())

    def action_resume(self) -> None:
        from tui.screens.resume import ResumeScreen

        self.app.push_screen(ResumeScreen())

    def action_settings(self) -> None:
        from tui.screens.settings import SettingsScreen

        self.app.push_screen(SettingsScreen())

    def action_stats(self) -> None:
        from tui.screens.stats import StatsScreen

        self.app.push_screen(StatsScreen())
