"""The Textual app: screens are pushed from here; everything else lives in screens/ and widgets/.

`create_app` is the one factory the CLI and the tests share.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual.actions import parse as parse_action
from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.keys import format_key
from textual.screen import Screen

import tui.no_break  # noqa: F401  (lines never wrap at a no-break space: see the module)
from tui.i18n import language, set_language, t
from tui.settings import AppSettings, load_settings, save_settings
from tui.speech import Speaker, default_speaker

# Textual's own palette command that saves the screen to an SVG file.
SCREENSHOT = "Screenshot"
QUIT = "Quit"  # Textual's own command, by its (untranslated) title
QUIT_ACTIONS = ("app.quit", "quit")

if TYPE_CHECKING:  # the engine is imported when a game starts, not before the first screen
    from setups.game_setup import GameSetup


class WakkerdamApp(App[None]):
    CSS_PATH = "app.tcss"
    TITLE = "Wakkerdam"
    BINDINGS = [
        # In the palette and the README, not the footer: each screen's footer shows its own way
        # out (q Afsluiten, esc Terug, esc Menu), and a second one cut the footer at 80 columns.
        Binding("ctrl+q", "quit", "key.quit", show=False, priority=True),
        # Our own palette key, so its footer text is translated (Textual's says "palette").
        Binding("ctrl+p", "command_palette", "key.palette", show=False, priority=True),
    ]

    def __init__(self, settings: AppSettings | None = None,
                 speaker_factory: Callable[[str], Speaker] | None = None,
                 lang: str | None = None) -> None:
        """`lang`: this run's language (`wakkerdam --lang fr`), not saved as the settings' own:
        a plain `wakkerdam` afterwards opened in French, as a play-test found."""
        self.settings = settings or load_settings()
        self._saved_lang = self.settings.lang
        if lang:
            self.settings.lang = lang
        set_language(self.settings.lang)
        super().__init__()
        self._localize()
        self._speaker_factory = speaker_factory or default_speaker
        self.speaker: Speaker = self._speaker_factory(self.settings.lang)
        self.theme = self.settings.theme if self.settings.theme in self.available_themes \
            else "textual-dark"

    def get_default_screen(self) -> Screen[Any]:
        """The home screen is the first screen itself (no blank screen drawn before it)."""
        from tui.screens.home import HomeScreen

        return HomeScreen()

    def on_mount(self) -> None:
        notice = self.speaker.notice()
        if notice:
            self.notify(notice, title=t("voice.off"), timeout=8)
        if hasattr(self.speaker, "notice_handler"):
            self.speaker.notice_handler = self._voice_notice
        # The voice's worker starts once the first screen is drawn, not before it.
        self.call_after_refresh(self._start_voice)

    def _start_voice(self) -> None:
        start = getattr(self.speaker, "start", None)
        if start is not None:
            start()
            notice = self.speaker.notice()
            if notice and notice != getattr(self, "_last_voice_notice", None):
                self._last_voice_notice = notice
                self.notify(notice, title=t("voice.off"), timeout=8)

    def _voice_notice(self, text: str) -> None:
        """Called from the voice's thread: one visible notice, and the game goes on."""
        if text != getattr(self, "_last_voice_notice", None):
            self._last_voice_notice = text
            self.call_from_thread(self.notify, text, title=t("voice.off"), timeout=8)

    # --- entry points used by the screens -----------------------------------------------
    def start_game(self, setup: GameSetup, mode: str = "verteller") -> None:
        """Begin a new game (a mode of narration.modes) with an autosaving journal."""
        from narration.session import Session
        from tui.screens.game import GameScreen

        session = Session.new(setup, mode=mode)
        self.push_screen(GameScreen(session, mode=mode))

    def resume_game(self, path: Path) -> None:
        from narration.errors import WakkerdamError
        from narration.session import Session
        from texts import language_name
        from tui.screens.game import GameScreen

        try:
            session = Session.resume(path)
        except WakkerdamError as e:
            self.notify(e.text(language()), severity="error", timeout=10)
            return
        lang = session.game.setup.lang
        if lang != language():
            # A saved game keeps its language: the screens and the voice follow it for this
            # run (its lines in English under Dutch headings and lists mixed two languages).
            self.use_language(lang)
            self.notify(t("resume.language", name=language_name(lang)), timeout=8)
        for warning in session.warnings:
            self.notify(warning.text(language()), severity="warning", timeout=8)
        self.push_screen(GameScreen(session, mode=session.mode, resumed=True))

    def save_settings(self) -> None:
        save_settings(replace(self.settings, lang=self._saved_lang))

    def set_language(self, lang: str) -> None:
        """The language chosen in Settings: this run's and the saved one."""
        self._saved_lang = lang
        self.use_language(lang)
        self.save_settings()

    def use_language(self, lang: str) -> None:
        """Screens and voice in `lang` from now on, for this run (not saved)."""
        self.settings.lang = lang
        set_language(lang)
        self._localize()
        # The voice speaks the new language from the next line on.
        self.speaker.stop()
        self.speaker.close()
        self.speaker = self._speaker_factory(lang)

    def _localize(self) -> None:
        """The app's own key texts in the current language (they are i18n keys)."""
        from tui.screens import localize_bindings

        localize_bindings(self)

    def get_key_display(self, binding: Binding) -> str:
        """A key as the footer and the palette show it, in the app's language: Textual's
        own display ("^z", "⏎", "pgdn"), with the names of keys a keyboard labels in words
        taken from the catalogue (`keycap.<key>`: "Leertaste", "Échap", "Bild↓")."""
        if binding.key_display:
            return binding.key_display
        modifiers, key = binding.parse_key()
        name = t(f"keycap.{key}")
        shown = format_key(key) if name == f"keycap.{key}" else name
        if "ctrl" in modifiers:
            modifiers.remove("ctrl")
            shown = f"^{shown}"
        words = [m if t(f"keycap.{m}") == f"keycap.{m}" else t(f"keycap.{m}") for m in modifiers]
        return "+".join([*words, shown])

    # --- every screen's keys in the command palette -------------------------------------
    def action_command_palette(self) -> None:
        from textual.command import CommandPalette

        from tui.screens.palette import Palette

        if self.use_command_palette and not CommandPalette.is_open(self):  # type: ignore[arg-type]
            self.push_screen(Palette())

    def get_system_commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        secret = getattr(screen, "shows_secrets", lambda: False)()
        # A screen that binds quitting to a key of its own (the home menu's q) lists it below
        # with its key: Textual's own Quit would be a second "Afsluiten".
        quits_here = any(isinstance(b, Binding) and b.description and b.action in QUIT_ACTIONS
                         for b in screen.BINDINGS)
        for command in super().get_system_commands(screen):
            if secret and command.title == SCREENSHOT:
                continue  # the screen shows cards: no copy of it on disk
            if quits_here and command.title == QUIT:
                continue
            # Textual's own commands, in the app's language where we have their words.
            key = f"palette.{command.title}"
            if t(key) != key:
                command = SystemCommand(t(key), t(key + ".help"), command.callback,
                                        command.discover)
            yield command
        # Each action once (by what the palette shows: e has two bindings, one shown in the
        # footer and one that keeps the key working while it is not), and only when it does
        # something now: the screen's check_action, and `offers_now` for a key that still
        # answers with a notice when it can do nothing (ctrl+z: "nothing to undo").
        seen: set[str] = set()
        offers = getattr(screen, "offers_now", None)
        for binding in screen.BINDINGS:
            if not isinstance(binding, Binding) or not binding.description:
                continue
            first = Binding(binding.key.split(",")[0], binding.action,
                            key_display=binding.key_display)
            title = f"{binding.description} ({self.get_key_display(first)})"
            if binding.action in seen or title in seen:
                continue
            action = binding.action
            _, name, params = parse_action(action)
            if screen.check_action(name, params) is False:
                continue  # not possible at this moment: the key does nothing now
            if offers is not None and not offers(name):
                continue
            seen.update((action, title))
            yield SystemCommand(title, binding.description,
                                lambda action=action: self.run_action(action, screen))

    def action_help_quit(self) -> None:
        """Ctrl+C does not quit (in a text field it copies): say how to, in the app's language
        (Textual's own notice read "Do you want to quit? Press ctrl+q to quit the app" in
        every language)."""
        for active in self.active_bindings.values():
            if active.binding.action in QUIT_ACTIONS:
                self.notify(t("quit_hint.text", shortcut=self.get_key_display(active.binding)),
                            title=t("quit_hint.title"))
                return

    def on_unmount(self) -> None:
        self.speaker.stop()
        self.speaker.close()


def create_app(lang: str | None = None, speaker_factory: Callable[[str], Speaker] | None = None,
               settings: AppSettings | None = None) -> WakkerdamApp:
    return WakkerdamApp(settings or load_settings(), speaker_factory, lang)


def run_app(lang: str | None = None) -> int:
    create_app(lang).run()
    return 0
