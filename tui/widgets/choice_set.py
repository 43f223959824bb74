"""A RadioSet whose choice the screen can also change from code.

Setting a button's value tells its RadioSet through RadioButton.Changed, but Textual drops that
message while a RadioSet.Changed is handled: RadioSet posts its Changed with RadioButton.Changed
prevented (`MessagePump.prevent`), and the prevention goes with the message to its handler (the
edition chosen on the options step offers other tie rules and presses one). So this set does not
rely on that message for its record: the pressed button is the one whose value is on, `press`
turns the buttons on and off itself and says so with the set's Changed like a key press would,
and a key press or click releases every other button, also one pressed from code."""

from __future__ import annotations

from textual.widgets import RadioButton, RadioSet


class ChoiceSet(RadioSet):
    def _buttons(self) -> list[RadioButton]:
        return list(self.query_children(RadioButton))

    @property
    def pressed_button(self) -> RadioButton | None:
        return next((button for button in self._buttons() if button.value), None)

    @property
    def pressed_index(self) -> int:
        pressed = self.pressed_button
        return self._buttons().index(pressed) if pressed is not None else -1

    def press(self, button: RadioButton) -> None:
        """Press `button` (one of this set's) and release the one pressed before."""
        if button.value:
            return
        with self.prevent(RadioButton.Changed):
            for other in self._buttons():
                other.value = other is button
        self.post_message(self.Changed(self, button))

    def on_radio_button_changed(self, event: RadioButton.Changed) -> None:
        """A button pressed by key or click (RadioSet's own handler runs next and says so)."""
        if event.radio_button.value:
            with self.prevent(RadioButton.Changed):
                for other in self._buttons():
                    if other is not event.radio_button:
                        other.value = False
