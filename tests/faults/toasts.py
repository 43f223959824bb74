"""Every toast an app posts, kept for the test: Textual drops a toast from the screen once its
timeout passes, so on a loaded machine a test reading the app's live notifications could find
a warning already gone."""

from __future__ import annotations

from typing import Any

from textual.app import App


class Toasts:
    """Records (message, severity) of every `app.notify` from now on; the app still shows them."""

    def __init__(self, app: App[Any]) -> None:
        self.posted: list[tuple[str, str]] = []
        shown = app.notify

        def notify(message: str, **options: Any) -> None:
            self.posted.append((str(message), str(options.get("severity", "information"))))
            shown(message, **options)

        app.notify = notify  # type: ignore[method-assign]

    def messages(self, severity: str | None = None) -> list[str]:
        return [m for m, s in self.posted if severity is None or s == severity]
