"""The field a player's name is typed in: Enter takes the name typed before it, however fast
the names come.

Textual's Input submits on an Enter binding, which acts only once the key has bubbled up to
the app, after the field has taken the letters typed behind it, and the screen empties the
field only when the Submitted message arrives: names typed fast (a real terminal hands them
over in one read) ran together. Here Enter takes the value and empties the field inside its
own key handler; the screen puts a refused name back (with `show`), selected."""

from __future__ import annotations

from textual import events
from textual.widgets import Input


class NameInput(Input):
    async def _on_key(self, event: events.Key) -> None:
        # Textual calls Input's own _on_key after this one (it walks the classes), unless
        # the default is prevented, as it is for Enter.
        if event.key == "enter":
            event.stop()
            event.prevent_default()
            value = self.value
            self.value = ""
            self.post_message(self.Submitted(self, value))

    def show(self, value: str) -> None:
        """Put a refused name back in the field, selected: the next name typed replaces it,
        and End or an arrow key keeps it to be put right (the cursor then after its last
        letter). Put back unselected, the next name was glued onto it: a play-test typed
        `Bram 🐺` after a refused duplicate `Anna` and got a player `AnnaBram 🐺`; with the
        cursor at the start, before that, `BramAnna`."""
        self.value = value
        self.cursor_position = len(value)
        self.select_all()
