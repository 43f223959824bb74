"""Het Dorp's day powers on the game screen: the engine offers the biechtvader, the kwakzalver
and the barbier at three points of each day (narration/day_powers.py). So that the narrator
is not asked nine times a day, the screen passes those offers by itself until he presses `k`
("a player wants to use his power"); then the offers of the next point are shown, and the gate
closes again once that point is over. Passing is an ordinary answer ("" = not now), journaled
like any other, so replay and undo see exactly what happened."""

from __future__ import annotations

from narration.prompts import Prompt


def is_offer(prompt: Prompt | None) -> bool:
    return prompt is not None and prompt.day_power and prompt.optional


class DayPowerGate:
    def __init__(self) -> None:
        self.armed = False
        self._shown_offer = False

    def toggle(self) -> bool:
        self.armed = not self.armed
        self._shown_offer = False
        return self.armed

    def passes(self, prompt: Prompt | None) -> bool:
        """Whether the screen answers this prompt with "" by itself (an offer nobody asked
        for). Closes the gate when the point with the shown offers is over."""
        if not is_offer(prompt):
            if self.armed and self._shown_offer:
                self.armed = self._shown_offer = False
            return False
        if self.armed:
            self._shown_offer = True
            return False
        return True
