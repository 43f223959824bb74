"""A secret by day (pass-the-laptop modes): what the engine tells one player in the open day
(the biechtvader hears a card) goes to that player alone, behind the hand-over curtain.

Curtain ("Geef de laptop aan Eva") → space → her message → Enter hides it → "Leg de laptop
terug midden op de tafel" → Enter back to the day. Nothing else of the day is on this screen.
"""

from __future__ import annotations

from textual.binding import Binding
from textual.content import Content
from textual.widgets import Static

from tui.i18n import t
from tui.screens import localize_bindings
from tui.screens.handover import OneByOneScreen, curtain, give_to


class DaySecretScreen(OneByOneScreen):
    """Hand the laptop to each player with a private message, then back to the table."""

    BINDINGS = [
        Binding("space", "reveal", "pass.key.reveal"),
        Binding("enter", "hide", "pass.key.hide"),
        Binding("enter", "back", "pass.key.back"),
    ]

    def __init__(self, secrets: list[tuple[str, str]]) -> None:
        super().__init__()
        localize_bindings(self)
        self.secrets = secrets  # (player, text), in the order they were told
        self.index = 0

    @property
    def done(self) -> bool:
        return self.index >= len(self.secrets)

    def advance(self) -> None:
        self.index += 1

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "back":
            return self.done
        return super().check_action(action, parameters)

    async def on_mount(self) -> None:
        await self.rebuild()

    async def rebuild(self) -> None:
        if self.done:
            await self.show(curtain(t("pass.table"), t("pass.day_secret.back"),
                                    [t("pass.day_secret.press_back")]))
            return
        player, text = self.secrets[self.index]
        if not self.showing:
            await self.show(give_to(player, [t("pass.day_secret.for"),
                                             t("pass.press_reveal", name=player)]))
            speaker = getattr(self.app, "speaker", None)
            if speaker is not None:
                speaker.speak(t("pass.say.give", name=player))
            return
        await self.show([
            Static(Content(t("pass.you_are_day", name=player)), classes="line"),
            Static(Content(text), classes="facts"),
            Static(t("pass.day_secret.press_hide"), classes="line muted"),
        ])

    def action_back(self) -> None:
        if self.done:
            self.dismiss()
