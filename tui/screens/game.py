"""The game screen: the night's call order, the line to speak, the input, the table.

Narrator mode: the narrator reads and enters what the called players point at. Secrets (cards
on the table, what the ziener sees, the witch's victim) show only while the privacy curtain is
up; `c` drops it at once, and it drops by itself when day breaks.
"""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer, Static

from narration.errors import AnswerError
from narration.flow import tonight
from narration.lines import line
from narration.prompts import NONE, PLAYERS, Prompt
from narration.session import Session
from tui.failures import log_failure
from tui.i18n import t
from tui.screens import localize_bindings
from tui.widgets.call_order import CallOrder
from tui.widgets.discussion_timer import DiscussionTimer
from tui.widgets.event_panel import EventPanel
from tui.widgets.prompt_panel import PromptPanel
from tui.widgets.table_view import Seat, TableView

# Steps that show the discussion timer (De Sprekende Muur: the time to write the notes;
# Maneschijn: the candle moments).
TIMED_STEPS = ("discussie", "sprekende_muur", "maneschijn")


class GameScreen(Screen[None]):
    DEFAULT_CSS = """
    GameScreen #main { width: 1fr; padding: 0 1; }
    GameScreen #phase { text-style: bold; color: $accent; height: 1; }
    GameScreen #line { text-style: bold; margin: 1 0 0 0; height: auto; }
    GameScreen #private { color: $warning; height: auto; margin: 1 0 0 0; }
    GameScreen #error { color: $error; height: auto; }
    GameScreen #notice { color: $text-muted; height: auto; }
    GameScreen TableView { width: 34; }
    GameScreen #input-area { height: 1fr; }
    """
    BINDINGS = [
        Binding("enter", "confirm", "key.confirm"),
        Binding("c", "curtain", "key.curtain", priority=True),
        Binding("ctrl+z", "undo", "key.undo", priority=True),
        Binding("ctrl+y", "redo", "key.redo", priority=True),
        Binding("p", "replay_line", "key.replay", priority=True),
        Binding("s", "skip_line", "key.skip", priority=True),
        Binding("b", "ballots", "key.ballots", priority=True),
        Binding("r", "toggle_save", "key.redden", show=False, priority=True),
        Binding("t", "timer", "key.timer", priority=True),
        Binding("d", "timer_length", "key.timer_length", show=False, priority=True),
        Binding("backspace", "previous_ballot", "key.previous_ballot", show=False),
    ]

    def __init__(self, session: Session, mode: str = "verteller") -> None:
        super().__init__()
        localize_bindings(self)
        self.session = session
        self.mode = mode
        self.curtain_up = True
        self._last_phase: str | None = None
        self._shown = False
        self.panel: PromptPanel | None = None

    @property
    def game(self) -> Any:
        return self.session.game

    def compose(self) -> ComposeResult:
        with Horizontal():
            yield CallOrder(id="order")
            with Vertical(id="main"):
                yield Static("", id="phase")
                yield Static("", id="line")
                yield Static("", id="private")
                yield Static("", id="error")
                yield EventPanel(id="events")
                yield Vertical(id="input-area")
                yield DiscussionTimer(self._say_aloud, self._timer_default(), id="timer")
                yield Static("", id="notice")
            yield TableView(id="table")
        yield Footer()

    def _timer_default(self) -> int:
        settings = getattr(self.app, "settings", None)
        return int(getattr(settings, "timer_seconds", 180))


    # --- drawing --------------------------------------------------------------------------
    def show_prompt(self, *, speak: bool) -> None:
        game = self.game
        prompt: Prompt | None = game.prompt
        if prompt is None:
            if speak:
                self._say_aloud(" ".join(game.fresh_public_lines()))
            from tui.screens.end import EndScreen

            self.app.push_screen(EndScreen(self.session))
            return
        state = game.state
        if prompt.phase != self._last_phase:
            # Day is public: the curtain drops by itself at dawn and rises at nightfall.
            self.curtain_up = prompt.phase == "night"
            self._last_phase = prompt.phase
        phase = t("phase.night" if prompt.phase == "night" else "phase.day", n=prompt.round)
        self.query_one("#phase", Static).update(f"{phase} · {t('step.' + prompt.step)}")
        fresh = game.fresh_public_lines()
        shown = list(fresh)
        if prompt.line and prompt.line not in shown:
            shown.append(prompt.line)
        self.query_one("#line", Static).update("\n".join(shown))
        self.query_one("#error", Static).update("")
        self.query_one("#order", CallOrder).show(state, prompt.step)
        self.query_one("#events", EventPanel).show(state)
        self._show_private()
        self._show_table()
        timer = self.query_one("#timer", DiscussionTimer)
        timer.display = prompt.step in TIMED_STEPS
        if prompt.step not in TIMED_STEPS:
            timer.stop()
        area = self.query_one("#input-area", Vertical)
        area.remove_children()
        self.panel = PromptPanel(prompt, state)
        area.mount(self.panel)
        problem = self.session.disk_problem
        self.query_one("#notice", Static).update(problem or "")
        if speak and fresh:
            self._say_aloud(" ".join(fresh))
        self._prefetch_coming_lines()

    def _prefetch_coming_lines(self) -> None:
        """Render tonight's coming wake lines ahead, so speech starts the moment they appear."""
        state = self.game.state
        if state.phase != "night":
            return
        coming = [line(state.lang, "public", step.wake) for step in tonight(state)]
        self.app.speaker.prefetch(coming)  # type: ignore[attr-defined]

    def _show_private(self) -> None:
        game = self.game
        prompt = game.prompt
        widget = self.query_one("#private", Static)
        if not self.curtain_up:
            widget.update(t("curtain.down"))
            return
        lines = [m.text for m in game.fresh_messages() if not m.public]
        if prompt is not None:
            lines += [i for i in prompt.info if i not in lines]
            if prompt.called:
                lines.append(t("called", names=", ".join(prompt.called)))
        widget.update("\n".join(lines))

    def _show_table(self) -> None:
        state = self.game.state
        seats = [
            # Lovers are a secret too: the heart shows only while the curtain is up.
            Seat(p.seat + 1, p.name, p.alive, "burgemeester" in p.titles,
                 p.lover is not None and self.curtain_up,
                 state.role_name(p.role) if self.curtain_up or (
                     not p.alive and state.setup.options.reveal_dead_roles) else None)
            for p in state.players
        ]
        self.query_one("#table", TableView).set_seats(seats)

    def _say_aloud(self, text: str) -> None:
        if text.strip():
            self.app.speaker.speak(text)  # type: ignore[attr-defined]

    # --- answering --------------------------------------------------------------------------
    def on_prompt_panel_answered(self, message: PromptPanel.Answered) -> None:
        self.submit(message.value)

    def submit(self, value: Any) -> None:
        try:
            self.session.submit(value)
        except AnswerError as e:
            self.query_one("#error", Static).update(str(e))
            self.app.bell()
            return
        except Exception:  # a bug must never cost the table its game: log, tell, go on
            log_failure("answer")
            self.query_one("#error", Static).update(t("error.unexpected"))
            return
        self.show_prompt(speak=True)

    def action_confirm(self) -> None:
        prompt = self.game.prompt
        if prompt is None:
            return
        if prompt.kind == NONE:
            self.submit(None)
        elif prompt.kind == PLAYERS and self.panel is not None:
            self.panel.confirm_many()

    # --- keys -------------------------------------------------------------------------------
    def action_curtain(self) -> None:
        self.curtain_up = not self.curtain_up
        self._show_private()
        self._show_table()

    def action_undo(self) -> None:
        self.app.speaker.stop()  # type: ignore[attr-defined]
        if self.session.undo():
            self.show_prompt(speak=False)
        else:
            self.notify(t("undo.nothing"))

    def action_redo(self) -> None:
        self.app.speaker.stop()  # type: ignore[attr-defined]
        if self.session.redo():
            self.show_prompt(speak=False)
        else:
            self.notify(t("redo.nothing"))

    def action_replay_line(self) -> None:
        self.app.speaker.replay()  # type: ignore[attr-defined]

    def action_skip_line(self) -> None:
        self.app.speaker.stop()  # type: ignore[attr-defined]

    def action_ballots(self) -> None:
        if self.panel is not None:
            self.panel.action_toggle_ballots()

    def action_toggle_save(self) -> None:
        if self.panel is not None:
            self.panel.action_toggle_save()

    def action_previous_ballot(self) -> None:
        if self.panel is not None:
            self.panel.previous_ballot()

    def action_timer(self) -> None:
        timer = self.query_one("#timer", DiscussionTimer)
        if timer.display:
            timer.toggle()

    def action_timer_length(self) -> None:
        timer = self.query_one("#timer", DiscussionTimer)
        if timer.display:
            timer.cycle_length()

    def on_screen_resume(self) -> None:
        # First showing speaks; coming back (from the end screen after an undo) does not.
        first = not self._shown
        self._shown = True
        if first or self.game.prompt is not None:
            self.show_prompt(speak=first)
