"""A RadioSet whose choice the screen can also change from code.

Setting a button's value tells its RadioSet through RadioButton.Changed, and Textual holds that
message back while another RadioSet's Changed is handled (the edition chosen on the options
step offers other tie rules): `press` keeps the set's own record of its pressed button in step
then too, and says so with the set's Changed like a key press would."""

from __future__ import annotations

from textual.widgets import RadioButton, RadioSet


class ChoiceSet(RadioSet):
    def press(self, button: RadioButton) -> None:
        """Press `button` (one of this set's) and release the one pressed before."""
        if self._pressed_button is button:
            return
        with self.prevent(RadioButton.Changed):
            if self._pressed_button is not None:
                self._pressed_button.value = False
            button.value = True
        self._pressed_button = button
        self.post_message(self.Changed(self, button))
