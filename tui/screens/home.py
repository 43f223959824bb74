"""The home screen: the title and five choices, each on a key of the language's own words."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from tui.i18n import t
from tui.widgets.footer import Footer

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


# (action, i18n key of the label). Each choice's key is the text `<label>.key` of the language,
# a letter of its own word ("n Nieuw spel", "w Weiterspielen", "g Réglages").
CHOICES: tuple[tuple[str, str], ...] = (
    ("new_game", "home.new"),
    ("resume", "home.resume"),
    ("settings", "home.settings"),
    ("stats", "home.stats"),
    ("app.quit", "home.quit"),
)


def choice_key(label: str) -> str:
    """The key of the home choice labelled `label`, in the current language."""
    return t(f"{label}.key")


def choice_bindings() -> list[Binding]:
    """The choices' bindings in the current language. The menu shows every choice with its
    key; the footer at 80 columns has room for four, so the statistics are in the menu only."""
    return [Binding(choice_key(label), action, t(label), show=action != "stats")
            for action, label in CHOICES]


def menu_options() -> list[Option]:
    return [Option(f"{choice_key(label)}  {t(label)}", id=action) for action, label in CHOICES]


class HomeScreen(Screen[None]):
    DEFAULT_CSS = """
    HomeScreen { align: center middle; }
    HomeScreen #home-box { width: auto; height: auto; }
    HomeScreen #title { width: auto; color: $accent; text-style: bold; margin-bottom: 1; }
    HomeScreen #subtitle { width: auto; color: $text-muted; margin-bottom: 1; }
    HomeScreen OptionList { width: 34; height: auto; border: round $primary; padding: 0 1; }
    """

    def __init__(self) -> None:
        super().__init__()
        self._choice_keys: list[str] = []
        self._bind_choices()

    def _bind_choices(self) -> None:
        """Each choice on its key in the current language (the settings may switch it)."""
        keys = self._bindings.key_to_bindings
        for key in self._choice_keys:
            keys.pop(key, None)
        bindings = choice_bindings()
        for binding in bindings:
            keys.setdefault(binding.key, []).append(binding)
        self._choice_keys = [b.key for b in bindings]
        self.BINDINGS = list[BindingType](bindings)  # type: ignore[misc]  # the palette lists these

    def compose(self) -> ComposeResult:
        with Vertical(id="home-box"):
            yield Center(Static(banner("Wakkerdam"), id="title"))
            yield Center(Static(t("home.subtitle"), id="subtitle"))
            yield Center(OptionList(*menu_options(), id="home-menu"))
        yield Footer()

    def on_screen_resume(self) -> None:
        """Back from the settings: the language may have changed."""
        self._bind_choices()
        self.refresh_bindings()
        menu = self.query_one(OptionList)
        highlighted = menu.highlighted
        menu.clear_options()
        menu.add_options(menu_options())
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
