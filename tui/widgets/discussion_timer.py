"""The discussion timer: off, 2, 3, 5 minutes or the custom length from the settings, with
warnings at one minute, ten seconds and the end, spoken and shown: the line keeps the last
warning before the time left, and "De tijd is om" until the next key or step (a laptop without
a sound device showed nothing: at zero the line went back to "Discussietimer 2:00")."""

from __future__ import annotations

from collections.abc import Callable

from textual.timer import Timer
from textual.widgets import Static

from tui.i18n import t


class DiscussionTimer(Static):
    DEFAULT_CSS = """
    DiscussionTimer { height: auto; color: $warning; }
    """

    def __init__(self, say: Callable[[str], None], custom_seconds: int,
                 *, id: str | None = None) -> None:
        super().__init__("", id=id)
        self.say = say
        self.lengths = [0, 120, 180, 300]
        if custom_seconds not in self.lengths and custom_seconds > 0:
            self.lengths.append(custom_seconds)
        self.length_index = 2
        self.left = 0
        self.moment = ""  # the last warning said, shown until the next key or step
        self._ticker: Timer | None = None
        self._render_text()

    @property
    def length(self) -> int:
        return self.lengths[self.length_index]

    def cycle_length(self) -> None:
        self.stop()
        self.moment = ""
        self.length_index = (self.length_index + 1) % len(self.lengths)
        self._render_text()

    def toggle(self) -> None:
        self.moment = ""
        if self._ticker is not None:
            self.stop()
            self._render_text()
            return
        if self.length == 0:
            return
        self.left = self.length
        self._ticker = self.set_interval(1.0, self.tick)
        self._render_text()

    def stop(self) -> None:
        if self._ticker is not None:
            self._ticker.stop()
            self._ticker = None

    def forget_moment(self) -> None:
        """A new step: yesterday's "De tijd is om" is not today's (asked at every prompt
        without a timer: redrawn only when there was one to forget)."""
        if self.moment:
            self.moment = ""
            self._render_text()

    def tick(self) -> None:
        self.left -= 1
        if self.left == 60:
            self._warn(t("timer.one_minute"))
        elif self.left == 10:
            self._warn(t("timer.ten_seconds"))
        elif self.left <= 0:
            self.stop()
            self._warn(t("timer.done"))
            self.app.bell()  # a terminal's bell is seen (a flash) where no sound is heard
        self._render_text()

    def _warn(self, words: str) -> None:
        self.moment = words
        self.say(words)

    def _render_text(self) -> None:
        if self._ticker is not None:
            left = t("timer.running", m=self.left // 60, s=f"{self.left % 60:02d}")
            self.update(f"{self.moment} {left}" if self.moment else left)
        elif self.moment:
            self.update(self.moment)  # the time is up: said until the next key or step
        elif self.length == 0:
            self.update(t("timer.off"))
        else:
            self.update(t("timer.ready", m=self.length // 60, s=f"{self.length % 60:02d}"))
