"""A secret night: the laptop goes round and every living player takes his turn.

Curtain ("Geef de laptop aan Eva") → space → Eva's turn: her card, what she may know now, and
her choice (or the player she suspects most), in the one shape every turn has
(`tui/secret_turn.py`) → Enter, once the minimum time is up, hides everything and shows the
curtain for the next player. Escape hides without handing
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
from textual.widgets import OptionList, Static

from narration.errors import AnswerError
from narration.prompts import PLAYERS
from narration.secret_night import SecretNights, Task
from narration.session import Session
from tui.failures import log_failure
from tui.i18n import language, t
from tui.refusals import refusal_text
from tui.screens import localize_bindings
from tui.screens.handover import HandOverScreen, curtain, give_to
from tui.secret_turn import MORE, Picking, TurnView, after_refusal, cell, pick, turn_view
from tui.widgets.pick_list import PickList

Clock = Callable[[], float]


class PassNightScreen(HandOverScreen):
    """One night of secret turns; dismissed when every living player has had his turn."""

    DEFAULT_CSS = """
    PassNightScreen #stage.choosing { height: 1fr; }
    PassNightScreen #task-area { height: 1fr; min-height: 5; width: 100%; }
    PassNightScreen #turn-pick { height: 1fr; }
    PassNightScreen .turn-title { height: 2; }
    PassNightScreen .turn-error { height: 2; }
    PassNightScreen #turn-facts { height: 5; }
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
        self.picking = Picking()
        self.picked_name = ""            # the player on the row picked last (for a refusal)
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
        await self._show_curtain(speak=True, first=True)

    def _say(self, text: str) -> None:
        speaker = getattr(self.app, "speaker", None)
        text = " ".join(part for part in (self.opening, text) if part.strip())
        self.opening = ""
        if speaker is not None and text.strip():
            speaker.speak(text)

    # --- the curtain ------------------------------------------------------------------------
    async def _show_curtain(self, *, speak: bool, first: bool = False) -> None:
        self.player = None
        self.turn_task = None
        self.picking = Picking()
        self.query_one("#stage").set_class(False, "choosing")  # the curtain sits in the middle
        if self._ticker is not None:
            self._ticker.pause()
        state = self.session.game.state
        nxt = self.nights.next_player()
        if nxt is None:
            who, above = (t("pass.steerer"), t("pass.all_done.steerer")) if self.steerer else \
                (t("pass.table"), t("pass.all_done.table"))
            await self.show(curtain(who, above, [t("pass.press_wake")]), keep_notices=first)
            if speak:
                self._say(t("pass.say.all_done"))
            return
        order = self.nights.order()
        await self.show(give_to(nxt, [
            t("pass.turn_of", night=state.round, n=order.index(nxt) + 1, total=len(order)),
            t("pass.press_reveal", name=nxt),
        ]), keep_notices=first)
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

    def view(self, error: str = "") -> TurnView:
        """The turn on screen now, in the one shape of every turn (tui/secret_turn.py)."""
        assert self.player is not None
        return turn_view(self.nights, self.player, self.turn_task, self.picking, error=error,
                         status=self._wait_text(), lang=language())

    async def _show_turn(self, error: str = "") -> None:
        assert self.player is not None
        task = self.nights.task(self.player)
        if task != self.turn_task:
            self.picking = Picking()
        same_task = task is not None and task == self.turn_task and bool(
            self.query("#turn-pick"))
        self.turn_task = task
        view = self.view(error)
        if same_task:
            # A pick within the task (Cupido's first lover, a refused pick): redraw in place.
            # Rebuilding the stage left no list to type into for a moment, and a fast
            # `4 Enter 5 Enter` lost the 5.
            self._redraw(view)
            return
        # Row 0 lit from the start, unlike the narrator's lists: an Enter alone that rang
        # would ring only on a card's turn (a burger's Enter hands on), heard by the table.
        pick_list = PickList([(value, label) for value, label in view.rows], id="turn-pick",
                             numbers=list(view.numbers), draw=cell, first_lit=True)
        pick_list.disabled = task is None  # Enter then hands on
        widgets: list[Widget] = [
            Static(Content(view.heading), classes="line"),
            Center(Static(Content(view.card), classes="card")),
            Static(Content("\n".join([t("pass.know"), *view.facts])), classes="facts",
                   id="turn-facts"),
            Static(Content("\n".join(view.title)), classes="line turn-title"),
            Static(Content("\n".join(view.error)), classes="line error turn-error"),
            Vertical(pick_list, id="task-area"),
            Static(Content(view.status), id="wait", classes="line muted"),
        ]
        self.query_one("#stage").set_class(True, "choosing")
        await self.show(widgets)
        if task is not None:
            pick_list.focus()

    def _redraw(self, view: TurnView) -> None:
        self.query_one("#turn-facts", Static).update(
            Content("\n".join([t("pass.know"), *view.facts])))
        self.query_one(".turn-title", Static).update(Content("\n".join(view.title)))
        self.query_one(".turn-error", Static).update(Content("\n".join(view.error)))
        self.query_one("#turn-pick", PickList).set_items(list(view.rows), list(view.numbers))
        self.query_one("#wait", Static).update(Content(view.status))

    def _wait_text(self) -> str:
        """How to pick while there is a choice to make (the time left would hide it while it
        is needed, and Cupido's two picks are not picked as one); then the time left before
        Enter hands on. Every turn has a choice, so every turn says both, in that order."""
        task = self.turn_task
        if task is not None:
            return t("pass.press_pick_many" if task.prompt.kind == PLAYERS else "pass.press_pick")
        left = self._remaining()
        if left > 0:
            return t("pass.wait", s=int(left + 0.999))
        return t("pass.press_hand_on")

    def _tick(self) -> None:
        for widget in self.query("#wait"):
            if isinstance(widget, Static):
                widget.update(self._wait_text())

    async def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if self.player is None or self.turn_task is None:
            return
        value = self.query_one("#turn-pick", PickList).value_at(event.option_index)
        # The player a refusal names: the one on the row picked (none for a choice's row).
        self.picked_name = value if value in self.nights.state.alive_names() else ""
        try:
            answer = pick(self.turn_task, self.picking, value)
        except AnswerError as e:
            await self._show_turn(error=refusal_text(e, self.picked_name, self.player or ""))
            self.app.bell()
            return
        if answer is MORE:
            await self._show_turn()
            return
        await self._answer(answer)

    async def _answer(self, value: Any) -> None:
        if self.player is None or self.turn_task is None:
            return
        try:
            self.nights.answer(self.player, self.turn_task, value)
        except AnswerError as e:
            self.picking = after_refusal(self.turn_task, self.picking)
            await self._show_turn(error=refusal_text(e, self.picked_name, self.player or ""))
            self.app.bell()
            return
        except Exception:  # a bug must never cost the table its game: log, tell, go on
            log_failure("secret turn")
            self.picking = Picking()
            await self._show_turn(error=t("error.unexpected"))
            return
        await self._show_turn()

    async def action_hand_on(self) -> None:
        if self.player is None or self.turn_task is not None:
            return
        if self._remaining() > 0:
            self._tick()
            self.app.bell()
            return
        self.nights.finish(self.player)
        await self._show_curtain(speak=True)

    def action_wake(self) -> None:
        if self.player is None and self.over:
            if self.on_dawn is not None:
                self.on_dawn()
            self.dismiss()
