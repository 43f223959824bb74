"""A secret night: the laptop goes round and every living player takes his turn.

Curtain ("Geef de laptop aan Eva") → space → Eva's turn: her card, what it does, what she may
know now, and her choice (or the player she suspects most) → Enter, once the minimum time is
up, hides everything and shows the curtain for the next player. Escape hides without handing
on. The rules of the night live in `narration.secret_night`; this screen only shows one
player's part of it and turns keys into choices. The voice speaks only the neutral hand-over
line, never a role's.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.content import Content
from textual.timer import Timer
from textual.widget import Widget
from textual.widgets import Static

from narration.errors import AnswerError
from narration.prompts import CHOICE, NONE, PLAYER, PLAYERS, TABLE, YESNO, Prompt
from narration.secret_night import SecretNights, Task
from narration.session import Session
from setups.explanations import explanation
from tui.failures import log_failure
from tui.i18n import language, t
from tui.screens import localize_bindings
from tui.screens.handover import HandOverScreen, curtain, give_to
from tui.widgets.prompt_panel import PromptPanel

Clock = Callable[[], float]
SHORT_SCREEN = 30  # rows: below this a turn with a choice leaves out the card's explanation
TITLED = ("verdachte", "ziener", "weerwolven", "heks", "cupido", "dief")


def fact_text(kind: str, params: dict[str, str]) -> str:
    return t(f"pass.fact.{kind}", **params)


class PassNightScreen(HandOverScreen):
    """One night of secret turns; dismissed when every living player has had his turn."""

    DEFAULT_CSS = """
    PassNightScreen #stage.choosing { height: 1fr; align-vertical: middle; }
    PassNightScreen #task-area { height: 1fr; min-height: 5; }
    PassNightScreen Checkbox, PassNightScreen Checkbox:focus {
        border: none; padding: 0; height: 1; background: transparent;
    }
    """

    BINDINGS = [
        Binding("space", "reveal", "pass.key.reveal"),
        Binding("enter", "hand_on", "pass.key.hand_on"),
        Binding("enter", "wake", "pass.key.wake"),
        Binding("escape", "hide", "pass.key.hide"),
    ]

    def __init__(self, session: Session, *, min_seconds: float, clock: Clock = time.monotonic,
                 steerer: bool = False, on_dawn: Callable[[], None] | None = None,
                 opening: str = "") -> None:
        super().__init__()
        localize_bindings(self)
        self.session = session
        self.nights = SecretNights(session)
        self.min_seconds = max(0.0, float(min_seconds))
        self.clock = clock
        self.steerer = steerer
        self.on_dawn = on_dawn
        # The public lines of nightfall, spoken before the first hand-over (one utterance:
        # the voice cuts off whatever it is saying when it is given a new line).
        self.opening = opening
        self.player: str | None = None   # whose turn is on screen (None: the curtain)
        self.revealed_at = 0.0
        self.turn_task: Task | None = None
        self.panel: PromptPanel | None = None
        self._ticker: Timer | None = None

    # --- states -----------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.nights.next_player() is None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "reveal":
            return self.player is None and not self.over
        if action == "hand_on":
            return self.player is not None and self.turn_task is None
        if action == "wake":
            return self.player is None and self.over
        if action == "hide":
            return self.player is not None
        return True

    async def on_mount(self) -> None:
        self.nights.pump()
        self._ticker = self.set_interval(0.5, self._tick, pause=True)
        await self._show_curtain(speak=True)

    def _say(self, text: str) -> None:
        speaker = getattr(self.app, "speaker", None)
        text = " ".join(part for part in (self.opening, text) if part.strip())
        self.opening = ""
        if speaker is not None and text.strip():
            speaker.speak(text)

    # --- the curtain ------------------------------------------------------------------------
    async def _show_curtain(self, *, speak: bool) -> None:
        self.player = None
        self.turn_task = None
        self.panel = None
        if self._ticker is not None:
            self._ticker.pause()
        state = self.session.game.state
        nxt = self.nights.next_player()
        if nxt is None:
            who, above = (t("pass.steerer"), t("pass.all_done.steerer")) if self.steerer else \
                (t("pass.table"), t("pass.all_done.table"))
            await self.show(curtain(who, above, [t("pass.press_wake")]))
            if speak:
                self._say(t("pass.say.all_done"))
            return
        order = self.nights.order()
        await self.show(give_to(nxt, [
            t("pass.turn_of", night=state.round, n=order.index(nxt) + 1, total=len(order)),
            t("pass.press_reveal", name=nxt),
        ]))
        if speak:
            self._say(t("pass.say.give", name=nxt))

    async def action_reveal(self) -> None:
        nxt = self.nights.next_player()
        if self.player is not None or nxt is None:
            return
        self.player = nxt
        self.revealed_at = self.clock()
        await self._show_turn()
        if self._ticker is not None:
            self._ticker.resume()

    async def action_hide(self) -> None:
        """Escape: hide at once; the same player's turn goes on when he reveals again."""
        if self.player is not None:
            await self._show_curtain(speak=False)

    # --- a turn -----------------------------------------------------------------------------
    def _remaining(self) -> float:
        return max(0.0, self.min_seconds - (self.clock() - self.revealed_at))

    async def _show_turn(self, error: str = "") -> None:
        player = self.player
        assert player is not None
        state = self.session.game.state
        me = state.player(player)
        lang = language()
        self.turn_task = self.nights.task(player)
        widgets: list[Widget] = [
            Static(Content(t("pass.you_are", name=player)), classes="line"),
            Center(Static(Content(state.role_name(me.role).upper()), classes="card")),
        ]
        if self.size.height >= SHORT_SCREEN or self.turn_task is None:
            # On a short screen the choice needs the room; the card says what it does at the
            # deal and again once the choice is made.
            widgets.append(Center(Static(Content(explanation(me.role, lang)),
                                         classes="text muted")))
        facts = [fact_text(f.kind, f.params) for f in self.nights.facts(player)]
        task = self.turn_task
        if task is not None and task.key not in ("ziener", "weerwolven", "heks", "verdachte"):
            facts += [i for i in task.prompt.info if i not in facts]
        if facts:
            widgets.append(Center(Static(Content("\n".join([t("pass.know"), *facts])),
                                         classes="facts")))
        if task is None:
            widgets.append(Static(t("pass.done"), classes="line"))
            widgets.append(Static(self._wait_text(), id="wait", classes="line muted"))
            self.panel = None
        else:
            title = t(f"pass.task.{task.key}") if task.key in TITLED else \
                t(f"step.{task.prompt.step}")
            widgets.append(Static(Content(title), classes="line"))
            if error:
                widgets.append(Static(Content(error), classes="line error"))
            self.panel = PromptPanel(task.prompt, state)
            widgets.append(Vertical(self.panel, id="task-area"))
        # With a choice to make, the stage fills the screen and the list takes what is left,
        # up to the rows it needs.
        self.query_one("#stage").set_class(task is not None, "choosing")
        await self.show(widgets)
        if self.panel is not None:
            self.query_one("#task-area").styles.max_height = self._rows(self.panel.prompt) + 2

    @staticmethod
    def _rows(p: Prompt) -> int:
        """The lines the input of `p` needs (its list, a hint, the witch's checkbox)."""
        optional = 1 if p.optional else 0
        return {PLAYER: len(p.candidates) + optional,
                PLAYERS: len(p.candidates) + 1,
                CHOICE: len(p.choices) + optional,
                YESNO: 2,
                TABLE: len(p.candidates) + 3}.get(p.kind, 1) + 2

    def _wait_text(self) -> str:
        left = self._remaining()
        if left > 0:
            return t("pass.wait", s=int(left + 0.999))
        return t("pass.press_hand_on")

    def _tick(self) -> None:
        for widget in self.query("#wait"):
            if isinstance(widget, Static):
                widget.update(self._wait_text())

    async def on_prompt_panel_answered(self, message: PromptPanel.Answered) -> None:
        message.stop()
        await self._answer(message.value)

    async def _answer(self, value: Any) -> None:
        if self.player is None or self.turn_task is None:
            return
        try:
            self.nights.answer(self.player, self.turn_task, value)
        except AnswerError as e:
            await self._show_turn(error=str(e))
            self.app.bell()
            return
        except Exception:  # a bug must never cost the table its game: log, tell, go on
            log_failure("secret turn")
            await self._show_turn(error=t("error.unexpected"))
            return
        await self._show_turn()

    async def action_hand_on(self) -> None:
        if self.player is None:
            return
        if self.turn_task is not None:
            if self.turn_task.prompt.kind == PLAYERS and self.panel is not None:
                self.panel.confirm_many()
            elif self.turn_task.prompt.kind == NONE:
                await self._answer(None)
            return
        if self._remaining() > 0:
            self._tick()
            self.app.bell()
            return
        try:
            self.nights.finish(self.player)
        except Exception:
            log_failure("secret turn")
            return
        await self._show_curtain(speak=True)

    def action_wake(self) -> None:
        if self.player is None and self.over:
            if self.on_dawn is not None:
                self.on_dawn()
            self.dismiss()
