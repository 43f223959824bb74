"""Instellingen: language, theme, discussion timer and (when the voice module is there) the
voice's mute, rate, volume, the voice itself (each change plays a sample) and the ambience (on
or off, its volume). Each change applies at once and is saved."""

from __future__ import annotations

import contextlib
from dataclasses import replace
from typing import TYPE_CHECKING, Any, cast

from textual.app import ComposeResult
from textual.binding import Binding
from textual.content import Content
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from texts import LANGS, language_name
from tui.i18n import t
from tui.screens import localize_bindings
from tui.screens.boxes import BoxesScreen, boxes_summary
from tui.widgets.footer import Footer

if TYPE_CHECKING:
    from tui.app import WakkerdamApp

voice_settings: Any = None
with contextlib.suppress(ImportError):
    from narration.voice import settings as voice_settings

THEMES = ("textual-dark", "textual-light")
TIMERS = (0, 60, 120, 180, 240, 300, 420, 600)
TURN_SECONDS = (0, 10, 15, 20, 30, 45, 60)
RATE_STEP = 10
VOLUME_STEP = 0.1
AUTO_VOICE = None  # the best installed voice of the language


def _cycle(values: tuple[Any, ...], current: Any, delta: int) -> Any:
    index = values.index(current) if current in values else 0
    return values[(index + delta) % len(values)]


class SettingList(OptionList):
    BINDINGS = [
        Binding("right,plus,space", "screen.change(1)", "settings.key.next"),
        Binding("left,minus", "screen.change(-1)", "settings.key.previous"),
    ]

    def on_mount(self) -> None:
        localize_bindings(self)


class SettingsScreen(Screen[None]):
    DEFAULT_CSS = """
    SettingsScreen { padding: 0 1; }
    SettingsScreen #settings-title { text-style: bold; height: auto; margin-bottom: 1; }
    SettingsScreen SettingList { height: auto; max-height: 1fr; }
    SettingsScreen #settings-hint { color: $text-muted; height: auto; margin-top: 1; }
    """
    BINDINGS = [Binding("escape", "app.pop_screen", "key.back")]

    def __init__(self) -> None:
        super().__init__()
        localize_bindings(self)
        self.voice: Any = voice_settings.load_settings() if voice_settings else None
        self.voices_found: list[Any] | None = None  # every engine's voices, found on mount

    @property
    def wapp(self) -> WakkerdamApp:
        return cast("WakkerdamApp", self.app)

    def rows(self) -> list[tuple[str, str]]:
        """(id, shown value) per setting."""
        s = self.wapp.settings
        timer = t("settings.timer.off") if not s.timer_seconds else \
            t("settings.timer.minutes", m=f"{s.timer_seconds / 60:g}")
        rows = [
            ("lang", language_name(s.lang)),
            ("theme", t("settings.theme.light" if s.theme == "textual-light"
                        else "settings.theme.dark")),
            ("timer", timer),
        ]
        if self.voice is not None:
            rows += [
                ("mute", t("settings.off") if self.voice.mute else t("settings.on")),
                ("rate", t("settings.rate.value", rate=self.voice.rate)),
                ("volume", f"{round(self.voice.volume * 100)}%"),
                ("voice", self.voice.voice or t("settings.voice.auto")),
                ("ambience", t("settings.on") if self.voice.ambience else t("settings.off")),
                ("ambience_volume", f"{round(self.voice.ambience_volume * 100)}%"),
            ]
        rows.append(("turn", t("settings.turn.seconds", s=s.min_turn_seconds)))
        rows.append(("boxes", boxes_summary(s.boxes_owned)))
        return rows

    def compose(self) -> ComposeResult:
        yield Static(id="settings-title")
        yield SettingList(id="settings-list")
        yield Static(id="settings-hint")
        yield Footer()

    def on_mount(self) -> None:
        self._refresh()
        self.query_one(SettingList).focus()
        if self.voice is not None:
            self.run_worker(self._find_voices, thread=True, exit_on_error=False)

    def _find_voices(self) -> None:
        """The voice picker's choices (espeak-ng is asked, folders read: off the UI thread)."""
        from narration.voice.catalog import all_voices

        self.voices_found = all_voices()

    def _voice_choices(self) -> tuple[str | None, ...]:
        """Automatic first, then the voices that speak the voice's language, best engine first."""
        lang = self.voice.lang
        return (AUTO_VOICE, *(v.id for v in self.voices_found or [] if v.lang == lang))

    def _refresh(self) -> None:
        self.query_one("#settings-title", Static).update(t("settings.title"))
        self.query_one("#settings-hint", Static).update(t("settings.hint"))
        slist = self.query_one(SettingList)
        highlighted = slist.highlighted
        slist.clear_options()
        slist.add_options([
            Option(Content(f"{t(f'settings.{key}'):<28} ‹ {value} ›"), id=key)
            for key, value in self.rows()
        ])
        slist.highlighted = highlighted or 0

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.action_change(1)

    def action_change(self, delta: int) -> None:
        option = self.query_one(SettingList).highlighted_option
        if option is None or option.id is None:
            return
        app = self.wapp
        s = app.settings
        key = option.id
        if key == "lang":
            app.set_language(_cycle(LANGS, s.lang, delta))
            localize_bindings(self)
            localize_bindings(self.query_one(SettingList))
            self.refresh_bindings()
            if self.voice is not None:  # a chosen voice speaks the old language: automatic
                self._save_voice(replace(self.voice, lang=s.lang, voice=None))
        elif key == "theme":
            s.theme = _cycle(THEMES, s.theme, delta)
            app.theme = s.theme
            app.save_settings()
        elif key == "timer":
            s.timer_seconds = _cycle(TIMERS, s.timer_seconds, delta)
            app.save_settings()
        elif key == "turn":
            s.min_turn_seconds = _cycle(TURN_SECONDS, s.min_turn_seconds, delta)
            app.save_settings()
        elif key == "boxes":
            self.app.push_screen(BoxesScreen(s.boxes_owned), self._boxes_chosen)
        elif key == "mute":
            self._save_voice(replace(self.voice, mute=not self.voice.mute))
        elif key == "rate":
            self._save_voice(replace(self.voice, rate=self.voice.rate + delta * RATE_STEP))
        elif key == "volume":
            volume = round(self.voice.volume + delta * VOLUME_STEP, 2)
            self._save_voice(replace(self.voice, volume=volume))
        elif key == "voice":
            if self.voices_found is None:
                self.notify(t("settings.voice.searching"))
                return
            self._save_voice(replace(
                self.voice, voice=_cycle(self._voice_choices(), self.voice.voice, delta)))
            self.wapp.speaker.speak(t("settings.voice.sample"))
        elif key == "ambience":
            self._save_voice(replace(self.voice, ambience=not self.voice.ambience))
        elif key == "ambience_volume":
            bed = round(self.voice.ambience_volume + delta * VOLUME_STEP, 2)
            self._save_voice(replace(self.voice, ambience_volume=bed))
        self._refresh()

    def _boxes_chosen(self, owned: list[str] | None) -> None:
        self.wapp.settings.boxes_owned = owned
        self.wapp.save_settings()
        self._refresh()

    def _save_voice(self, settings: Any) -> None:
        self.voice = settings.normalized()
        self.wapp.speaker.configure(self.voice)
        if not voice_settings.save_settings(self.voice):
            self.notify(t("settings.voice.unsaved"), severity="warning")
