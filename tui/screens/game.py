"""The game screen: the night's call order, the line to speak, the input, the table.

Narrator mode: the narrator reads and enters what the called players point at. Secrets (cards
on the table, what the ziener sees, the witch's victim) show only while the privacy curtain is
up; `c` drops it at once, and it drops by itself when day breaks.

Pass-the-laptop modes: the night is played on `PassNightScreen` (secret turns); this screen
shows only the public day, never a secret, and speaks no role's line.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Static

from narration.call_plan import tonight
from narration.day_powers import usable_day_powers
from narration.errors import AnswerError
from narration.lines import line
from narration.modes import VERTELLER_SPEELT_MEE, secret_nights
from narration.prompts import NONE, PLAYERS, VOTE, Prompt
from narration.secret_night import SecretNights, safe_public_lines
from narration.session import Session
from narration.state import Message, Player
from narration.village import het_dorp
from setups.professions import profession
from tui.curtain import DOWN, SHUT, UP, Curtain
from tui.day_power_gate import DayPowerGate, is_offer
from tui.failures import log_failure
from tui.i18n import language, t
from tui.refusals import narrator_refusal
from tui.screens import localize_bindings
from tui.step_names import step_label
from tui.widgets.call_order import CallOrder
from tui.widgets.discussion_timer import DiscussionTimer
from tui.widgets.event_panel import EventPanel
from tui.widgets.footer import Footer
from tui.widgets.list_room import Squeezed
from tui.widgets.message_line import MessageLine
from tui.widgets.number_entry import seat_number
from tui.widgets.prompt_panel import Kept, PromptPanel
from tui.widgets.table_view import Seat, TableView
from tui.widgets.village_labels import village_label

if TYPE_CHECKING:  # imported by _secret_night, when a night is handed round
    from tui.screens.pass_turn import PassNightScreen

AUTOSAVE_RETRY_SECONDS = 2.0
LEAVE_CONFIRM_SECONDS = 5.0

# Below this many columns the call order's panel is hidden (GameScreen.HORIZONTAL_BREAKPOINTS).
NARROW = 90


def public_moment(prompt: Prompt) -> str:
    """"day" while the table's eyes are open: the day, and nightfall, where the village hears
    who was voted out and is asked to close its eyes; "night" from the night's first call."""
    return "day" if prompt.phase == "day" or prompt.step == "nacht_valt" else "night"


class GameScreen(Screen[None]):
    DEFAULT_CSS = """
    GameScreen #main { width: 1fr; padding: 0 1; }
    GameScreen #phase { text-style: bold; color: $accent; height: auto; }
    GameScreen #line { text-style: bold; margin: 1 0 0 0; height: auto; }
    GameScreen #private { color: $warning; height: auto; margin: 1 0 0 0; }
    GameScreen #error { color: $error; height: auto; }
    GameScreen #notice { color: $text-muted; height: auto; }
    GameScreen #notice.-problem { color: $warning; }
    GameScreen TableView { width: 34%; min-width: 34; max-width: 60; }
    GameScreen.-cramped TableView { min-width: 20; }
    GameScreen #input-area { height: 1fr; }
    GameScreen.-short #line, GameScreen.-short #private { margin: 0; }
    GameScreen.-narrow #order, GameScreen.-cramped #order { display: none; }
    """
    # Below 30 rows (80x24) the blank lines between the texts go to the list of players.
    VERTICAL_BREAKPOINTS = [(0, "-short"), (30, "-tall")]
    # Below NARROW columns the call order's panel gives its room to the narration (at 80
    # columns the column was 24 cells: the heks's question took 14 rows and left her poison
    # list one); the heading names the next step instead.
    # Below 80 columns (-cramped) the seat map shrinks with the screen too: its 34 columns
    # left the narration and the lists 24 of 60, the map 20 (it lists the seats in columns
    # there, and v shows the whole table).
    HORIZONTAL_BREAKPOINTS = [(0, "-cramped"), (80, "-narrow"), (NARROW, "-wide")]
    # The footer shows the keys of this moment first and only the keys that mean something
    # now (check_action), so it fits 80 columns; Enter is said by the prompt itself and the
    # voice keys are in the command palette and the README.
    BINDINGS = [
        Binding("enter", "confirm", "key.confirm", show=False),
        Binding("b", "ballots", "key.ballots", priority=True),
        Binding("t", "timer", "key.timer", priority=True),
        Binding("k", "day_power", "key.day_power", priority=True),
        Binding("c", "curtain", "key.curtain", priority=True),
        Binding("ctrl+z", "undo", "key.undo", priority=True),
        Binding("ctrl+y", "redo", "key.redo", priority=True),
        # e works while there is an answer it may change; it is in the footer then, except
        # right after an undo, when ctrl+y is this moment's key and both would not fit 80
        # columns (check_action): the second binding keeps e working while it is not shown.
        Binding("e", "edit_past", "key.edit", priority=True),
        Binding("e", "edit_past_unshown", "key.edit", show=False, priority=True),
        Binding("escape", "leave", "key.leave"),
        # Said on the seat map's border when it had to cut a label.
        Binding("v", "full_table", "key.full_table", show=False, priority=True),
        # Quitting stays on ctrl+q (and in the palette); Esc is the way out the footer shows.
        Binding("ctrl+q", "app.quit", "key.quit", show=False, priority=True),
        Binding("p", "replay_line", "key.replay", show=False, priority=True),
        Binding("s", "skip_line", "key.skip", show=False, priority=True),
        Binding("r", "toggle_save", "key.redden", show=False, priority=True),
        Binding("d", "timer_length", "key.timer_length", show=False, priority=True),
        Binding("backspace", "previous_ballot", "key.previous_ballot", show=False),
    ]

    def __init__(self, session: Session, mode: str = "verteller", *,
                 resumed: bool = False) -> None:
        super().__init__()
        localize_bindings(self)
        self.session = session
        self.mode = mode
        self.curtain_up = True
        # A game picked up again (after a crash, or from the home screen) opens with the
        # curtain down even at night: nobody knows whose eyes are open by then; `c` raises it.
        self._resumed = resumed
        self._last_phase: str | None = None
        self._shown = False
        self._dawn = False
        self._bed: str | None = None  # the ambience asked for: "night", "day" or None
        self._secrets_told: set[tuple[int, str, str, str]] = set()
        self.panel: PromptPanel | None = None
        # The last answer refused at this prompt (error, prompt, value): said again as the
        # curtain allows when it moves.
        self._refused: tuple[AnswerError, Prompt | None, Any] | None = None
        self._disk_warned = False
        # Het Dorp: day-power offers passed by the screen, and what they said on the way.
        self.day_powers = DayPowerGate()
        self._carried: list[Message] = []
        self._leave_offered = -LEAVE_CONFIRM_SECONDS  # when Esc last offered the way home
        # Pass-the-laptop: the night waiting for Enter while the day's last lines are read.
        self._nightfall: PassNightScreen | None = None
        self._said_line = ""  # a prompt's call said before the engine logged it
        # Narrator mode: what the end of the night told the narrator (the yeti's failed
        # actions, an infection to tap) is read before the village wakes: the day's first
        # prompt waits for Enter while the curtain is still up (ruling einde-nacht-verteller).
        self._before_dawn = False
        self._dawn_read: Prompt | None = None
        self._heading = ""  # "Nacht 1 · Heks"
        self._lines: list[str] = []  # the narration shown (#line), its lines
        self._hidden = 0  # how many of them gave their rows to a squeezed list

    @property
    def game(self) -> Any:
        return self.session.game

    @property
    def curtain(self) -> Curtain:
        """The curtain as the lists and refusals read it. With secret nights this screen
        shows only the public day, where the engine refuses nothing for a secret (ruling
        doorgeven-geliefde-stem): its lists and refusals are the engine's, as with the curtain
        up (its secrets, the cards and lovers on the seat map, stay hidden all the same)."""
        return UP if self.curtain_up or secret_nights(self.mode) else DOWN

    def compose(self) -> ComposeResult:
        with Horizontal():
            yield CallOrder(id="order")
            with Vertical(id="main"):
                yield Static("", id="phase")
                yield Static("", id="line")
                yield Static("", id="private")
                yield MessageLine(id="error")
                yield EventPanel(id="events")
                yield Vertical(id="input-area")
                yield DiscussionTimer(self._say_aloud, self._timer_default(), id="timer")
                yield Static("", id="notice")
            yield TableView(id="table")
        yield Footer()

    def _show_heading(self) -> None:
        """The phase and step; without the call order's panel (narrow), the next step too."""
        upcoming = self.query_one("#order", CallOrder).upcoming
        heading = self._heading
        if self.size.width < NARROW and upcoming:  # its full name: the panel's may be short
            step = step_label(upcoming, self.game.state.setup.edition)
            heading += f" · {t('phase.next', step=step)}"
        self.query_one("#phase", Static).update(heading)

    def on_resize(self) -> None:
        self._show_heading()

    def _timer_default(self) -> int:
        settings = getattr(self.app, "settings", None)
        return int(getattr(settings, "timer_seconds", 180))


    # --- drawing --------------------------------------------------------------------------
    def show_prompt(self, *, speak: bool) -> None:
        game = self.game
        prompt: Prompt | None = game.prompt
        if self.day_powers.passes(prompt):
            self._carried += game.fresh_messages()
            self._pass_offer()
            return
        if prompt is None:
            from tui.screens.end import EndScreen, last_lines

            self._ambience(None)
            # The end screen shows what is said here (passed offers' lines included): the
            # table that hears the final deaths also reads them there.
            last = last_lines(self.session, self._fresh())
            if speak:
                self._say_aloud(" ".join(self._unrepeated(last)))
            self.app.push_screen(EndScreen(self.session, last))
            return
        state = game.state
        secret = secret_nights(self.mode)
        self._nightfall = None
        self._before_dawn = False
        if secret and SecretNights(self.session).next_player() is not None:
            self._secret_night(speak=speak)
            return
        if not secret and self._dawn_read is not prompt and self._night_secrets(prompt):
            self._end_of_night(prompt, speak=speak)
            return
        self._ambience(prompt.phase)
        moment = public_moment(prompt)
        if moment != self._last_phase:
            # Day is public: the curtain drops by itself at dawn and rises at the night's
            # first call, once the village has closed its eyes.
            self.curtain_up = moment == "night" and not secret and not (
                self._resumed and self._last_phase is None)
            self._last_phase = moment
        phase = t("phase.night" if prompt.phase == "night" else "phase.day", n=prompt.round)
        self._heading = f"{phase} · {step_label(prompt.step, state.setup.edition)}"
        # (After the end of the night was read, its lines were said then.)
        told = [m for m in self._fresh() if self._dawn_read is not prompt or m.phase != "night"]
        fresh = self._unrepeated(safe_public_lines(told) if secret else
                                 [m.text for m in told if m.public])
        shown = list(fresh)
        # A day prompt to the whole table whose call the engine logs only once answered (the
        # mayor election's "Wie wordt het?", "" being "not today") is said as it appears, not
        # after the answer. A prompt that calls a player has the narrator's own question.
        unsaid = prompt.line if prompt.line and prompt.line not in fresh and moment == "day" \
            and not prompt.called and prompt.role is None else ""
        if prompt.line and prompt.line not in shown:
            shown.append(prompt.line)
        self._show_lines(shown)
        self._refused = None
        self.query_one("#error", MessageLine).update("")
        self.query_one("#order", CallOrder).show(state, prompt.step, self.game.records)
        self._show_heading()
        self.query_one("#events", EventPanel).show(state, on_screen="\n".join(shown),
                                                   brief=prompt.kind != NONE)
        self._show_private()
        self._show_table()
        timer = self.query_one("#timer", DiscussionTimer)
        timer.display = prompt.timed  # the discussion, a variant's moment with a time limit
        if not prompt.timed:
            timer.stop()
            timer.forget_moment()
        self._mount_panel(prompt)
        self._show_autosave()
        self.refresh_bindings()
        if speak and (fresh or unsaid):
            self._say_aloud(" ".join([*fresh, unsaid] if unsaid else fresh))
            self._said_line = unsaid
        self._prefetch_coming_lines()
        if secret:
            self._hand_over_day_secrets()

    def _mount_panel(self, prompt: Prompt, kept: Kept | None = None) -> None:
        """The input for `prompt`, listing what the curtain allows (tui/curtain.py)."""
        area = self.query_one("#input-area", Vertical)
        area.remove_children()
        self.panel = PromptPanel(prompt, self.game.state, curtain=self.curtain, kept=kept)
        area.mount(self.panel)

    def _show_lines(self, lines: list[str]) -> None:
        self._lines, self._hidden = lines, 0
        self.query_one("#line", Static).update("\n".join(lines))

    def on_squeezed(self, message: Squeezed) -> None:
        """A message under the step took its list's rows (tui/widgets/list_room.py): the
        narration gives them back from its oldest lines, read by now ("…" says some are
        hidden); the step's call, its last line, stays."""
        box = self.query_one("#line", Static)
        width = box.content_region.width
        freed = 0
        while self._hidden < len(self._lines) - 1 and freed < message.missing:
            hidden = self._lines[self._hidden]
            freed += len(Content(hidden).wrap(width)) if width > 0 else 1
            self._hidden += 1
        if self._hidden:
            kept = self._lines[self._hidden:]
            box.update("\n".join([f"… {kept[0]}", *kept[1:]]))

    def _night_secrets(self, prompt: Prompt) -> bool:
        """Whether the day's first prompt comes with lines the end of the night told the
        narrator alone after its last call had gone to sleep (the yeti's failed actions, an
        infection to tap): what a step told about its own answer, before its sleep line, the
        narrator entered himself."""
        if public_moment(prompt) != "day" or self._last_phase != "night":
            return False
        night = [m for m in self._fresh() if m.phase == "night"]
        last_call = max((i for i, m in enumerate(night) if m.public), default=-1)
        return any(not m.public for m in night[last_call + 1:])

    def _end_of_night(self, prompt: Prompt, *, speak: bool) -> None:
        """The end of the night, before the village wakes: the night's last public lines and,
        behind the curtain, what it told the narrator; Enter wakes the village."""
        self._dawn_read = prompt
        self._before_dawn = True
        said = self._fresh()
        fresh = self._unrepeated([m.text for m in said if m.public and m.phase == "night"])
        self._heading = f"{t('phase.night', n=prompt.round)} · {t('dawn.end_of_night')}"
        self._show_heading()
        self.query_one("#line", Static).update("\n".join(fresh))
        self.query_one("#error", MessageLine).update("")
        self._show_private()
        area = self.query_one("#input-area", Vertical)
        area.remove_children()
        self.panel = None
        area.mount(Static(t("dawn.press"), id="dawn-press"))
        self.refresh_bindings()
        if speak and fresh:
            self._say_aloud(" ".join(fresh))

    def _wake_the_village(self) -> None:
        self._before_dawn = False
        self.show_prompt(speak=True)

    def _hand_over_day_secrets(self) -> None:
        """With secret nights, what the day tells one player (the biechtvader's card) goes to
        him alone, behind the hand-over curtain."""
        from tui.screens.day_secret import DaySecretScreen

        names = {p.name for p in self.game.state.players}
        secrets: list[tuple[str, str]] = []
        for m in self._fresh():
            told = (m.round, m.phase, m.line_id, m.text)
            if m.public or m.phase != "day" or told in self._secrets_told:
                continue
            self._secrets_told.add(told)
            secrets += [(name, m.text) for name in m.to if name in names]
        if secrets:
            self.app.push_screen(DaySecretScreen(secrets))

    def _secret_night(self, *, speak: bool) -> None:
        """Hand the night to the secret turns; this screen keeps only public lines."""
        from tui.screens.pass_turn import PassNightScreen

        self._ambience("night")
        said = self._fresh()
        fresh = self._unrepeated(safe_public_lines(said))
        # What the day ended with (the vote, its deaths, the card shown) is read on this
        # screen before the laptop goes round: on the hand-over curtains it would be gone
        # before anyone read it, and without a voice nobody would hear it either.
        from_day = any(m.public and m.phase == "day" for m in said)
        self._carried = []
        self.curtain_up = False
        state = self.game.state
        self.query_one("#phase", Static).update(t("phase.night", n=state.round))
        self._show_lines(fresh)
        self.query_one("#private", Static).update("")
        area = self.query_one("#input-area", Vertical)
        area.remove_children()
        self.panel = None
        self._show_table()
        settings = getattr(self.app, "settings", None)
        night = PassNightScreen(
            self.session, min_seconds=float(getattr(settings, "min_turn_seconds", 0)),
            steerer=self.mode == VERTELLER_SPEELT_MEE, on_dawn=self._after_night,
            opening="" if from_day or not speak else " ".join(fresh))
        if from_day:
            self._nightfall = night
            area.mount(Static(t("pass.nightfall_press"), id="nightfall"))
            self.refresh_bindings()
            if speak:
                self._say_aloud(" ".join(fresh))
            return
        self.app.push_screen(night)

    def _begin_night(self) -> None:
        """Enter at nightfall: the laptop goes round."""
        night, self._nightfall = self._nightfall, None
        if night is not None:
            self.query_one("#input-area", Vertical).remove_children()
            self.refresh_bindings()
            self.app.push_screen(night)

    def _after_night(self) -> None:
        self._dawn = True

    def on_mount(self) -> None:
        self.set_interval(AUTOSAVE_RETRY_SECONDS, self._retry_autosave)

    def _retry_autosave(self) -> None:
        """While the disk refuses, try again now and then (also once the game has ended)."""
        if self.session.pending:
            self.session.flush()
            self._show_autosave()

    def _show_autosave(self) -> None:
        """A disk that refuses the autosave is said at once and stays on screen until the
        pending answers are written; then one notice says all is saved."""
        session = self.session
        problem = t("autosave.problem", folder=session.disk_folder, reason=session.disk_reason) \
            if session.disk_problem else ""
        widget = self.query_one("#notice", Static)
        armed = self._armed_notice() if self.day_powers.armed else ""
        widget.update(problem or armed)
        widget.set_class(bool(problem), "-problem")
        if problem and not self._disk_warned:
            self.notify(problem, severity="warning", timeout=10)
        elif not problem and self._disk_warned:
            self.notify(t("autosave.back"), timeout=5)
        self._disk_warned = bool(problem)

    def _prefetch_coming_lines(self) -> None:
        """Render tonight's coming wake lines ahead, so speech starts the moment they appear."""
        state = self.game.state
        if state.phase != "night" or secret_nights(self.mode):
            return
        coming = [line(state.lang, "public", step.wake) for step in tonight(state)]
        self.app.speaker.prefetch(coming)  # type: ignore[attr-defined]

    def _show_private(self) -> None:
        game = self.game
        prompt = game.prompt
        widget = self.query_one("#private", Static)
        if not self.curtain_up:
            widget.update("" if secret_nights(self.mode) else t("curtain.down"))
            return
        lines = [m.text for m in self._fresh() if not m.public]
        if self._before_dawn:  # the end of the night: only what the night told
            widget.update("\n".join(m.text for m in self._fresh()
                                    if not m.public and m.phase == "night"))
            return
        if prompt is not None:
            lines += [i for i in prompt.info if i not in lines]
            if prompt.called:
                lines.append(t("called", names=", ".join(prompt.called),
                                   n=len(prompt.called)))
        widget.update("\n".join(lines))

    def _unrepeated(self, lines: list[str]) -> list[str]:
        """The fresh lines less the last prompt's call that the screen said as that prompt
        appeared (see show_prompt): the table heard it then, once."""
        said, self._said_line = self._said_line, ""
        if said and said in lines:
            lines = list(lines)
            lines.remove(said)
        return lines

    def _fresh(self) -> list[Message]:
        """What the engine said since the last prompt shown (passed offers included)."""
        fresh: list[Message] = self.game.fresh_messages()
        return self._carried + fresh

    def _pass_offer(self) -> None:
        """Answer a day-power offer nobody asked for with "" (or redo that same pass)."""
        if self.game.redo_stack and self.game.redo_stack[-1] == "":
            self.session.redo()
            self.show_prompt(speak=True)
        else:
            self.submit("", keep_carried=True)

    def _show_table(self) -> None:
        state = self.game.state
        open_cards = state.setup.options.dubbele_agenda == "klein"  # characters lie open
        mayor, marks = state.mayor(), state.rules.title_marks
        seats = [
            # Lovers are a secret too: the heart shows only while the curtain is up.
            Seat(seat_number(p.seat), p.name, p.alive, p is mayor,
                 p.lover is not None and self.curtain_up,
                 self._card_label(p) if self.curtain_up or open_cards or (
                     not p.alive and state.setup.options.reveal_dead_roles) else None,
                 village_label(state, p.name),
                 marks="".join(marks[title] for title in sorted(p.titles) if title in marks))
            for p in state.players
        ]
        self.query_one("#table", TableView).set_seats(seats)

    def _card_label(self, player: Player) -> str:
        """The card on the table view; with Dubbele Agenda the identity card too, behind the
        curtain or once its holder is dead (it is turned open then)."""
        state = self.game.state
        label: str = state.role_name(player.role)
        options = state.setup.options
        if options.dubbele_agenda and (self.curtain_up or (
                not player.alive and options.reveal_dead_roles)):
            wolf = player.name in options.identiteit_weerwolf
            label += " / " + state.role_name("weerwolf" if wolf else "burger")
        if player.turned and self.curtain_up:  # a secret: his open card stays what it was
            label += " · " + t("card.turned")
        return label

    def _ambience(self, phase: str | None) -> None:
        """The bed follows the public phase alone (night, day, the end), with the dawn cue
        between night and day: the same at every step and for every card."""
        if phase == self._bed:
            return
        speaker = self.app.speaker  # type: ignore[attr-defined]
        if phase == "day" and self._bed == "night":
            speaker.cue("dawn")
        speaker.ambience(phase)
        self._bed = phase

    def _say_aloud(self, text: str) -> None:
        if text.strip():
            self.app.speaker.speak(text)  # type: ignore[attr-defined]

    # --- answering --------------------------------------------------------------------------
    def on_prompt_panel_answered(self, message: PromptPanel.Answered) -> None:
        self.submit(message.value)

    def submit(self, value: Any, *, keep_carried: bool = False) -> None:
        prompt = self.game.prompt
        try:
            self.session.submit(value)
        except AnswerError as e:
            self._refused = (e, prompt, value)
            self._show_refusal()
            if self.curtain != UP and self.panel is not None:
                self.panel.forget_pick()
            self.app.bell()
            return
        except Exception:  # a bug must never cost the table its game: log, tell, go on
            log_failure("answer")
            self.query_one("#error", MessageLine).update(t("error.unexpected"))
            return
        if not keep_carried:
            self._carried = []
        self.show_prompt(speak=True)

    def _show_refusal(self) -> None:
        """The refused answer, in the words the curtain allows (tui/refusals.py)."""
        if self._refused is None:
            return
        error, prompt, value = self._refused
        self.query_one("#error", MessageLine).update(narrator_refusal(
            error, prompt, value, self.game.state.setup.players, curtain=self.curtain))

    def action_confirm(self) -> None:
        if self._nightfall is not None:
            self._begin_night()
            return
        if self._before_dawn:
            self._wake_the_village()
            return
        prompt = self.game.prompt
        if prompt is None:
            return
        if prompt.kind == NONE:
            self.submit(None)
        elif prompt.kind == PLAYERS and self.panel is not None:
            self.panel.confirm_many()

    # --- keys -------------------------------------------------------------------------------
    def action_curtain(self) -> None:
        if secret_nights(self.mode):
            return  # nobody at the table may see the secrets
        self.curtain_up = not self.curtain_up
        self._show_private()
        self._show_table()
        self._show_refusal()
        panel, prompt = self.panel, self.game.prompt
        if panel is not None and prompt is not None:
            # A list that would tell a card by its shape is drawn again at once (every
            # living player behind the curtain), keeping what was ticked.
            if panel.keeps_shape(self.curtain):
                panel.set_curtain(self.curtain)
            else:
                self._mount_panel(prompt, panel.picks())
        self.refresh_bindings()  # e: the night's answers can be edited only behind the curtain

    def action_undo(self) -> None:
        self.app.speaker.stop()  # type: ignore[attr-defined]
        if self.panel is not None and self.panel.previous_ballot():
            self.refresh_bindings()  # ctrl+y can now put the ballot back
            return  # inside the ballot entry, undo steps back one ballot
        if self._night_kept_secret():
            self.notify(t("pass.undo_night"))
            return
        self._carried = []
        if self.session.undo():
            # Undo never raises the curtain: from the day back into the night the table's
            # eyes are open (the narrator raises it with c once they are closed).
            self._last_phase = public_moment(self.game.prompt) if self.game.prompt else None
            # Step back over passed day-power offers to the last real answer; an offer that
            # was really used is shown again.
            while is_offer(self.game.prompt) and self.game.redo_stack[-1] == "" \
                    and self.session.undo():
                pass
            if is_offer(self.game.prompt):
                self.day_powers.armed = True
            self.show_prompt(speak=False)
        else:
            self.notify(t("undo.nothing"))

    def action_redo(self) -> None:
        self.app.speaker.stop()  # type: ignore[attr-defined]
        if self.panel is not None and self.panel.next_ballot():
            self.refresh_bindings()
            return
        self._carried = []
        if self.session.redo():
            self.show_prompt(speak=False)
        else:
            self.notify(t("redo.nothing"))

    def _armed_notice(self) -> str:
        """What `k` will ask for: the day powers of this game a living holder can still use."""
        lang = language()
        names = [profession(key).name(lang) for key in usable_day_powers(self.game.state)]
        return t("day_power.armed", powers=", ".join(names))

    def action_day_power(self) -> None:
        """Het Dorp: a player wants to use a day power; show the offers of the next point."""
        if not self.day_powers.armed and not usable_day_powers(self.game.state):
            self.notify(t("day_power.none"))  # nothing to wait for: nobody would be asked
            return
        armed = self.day_powers.toggle()
        self._show_autosave()  # the armed notice (a disk problem comes first)
        if armed and is_offer(self.game.prompt):
            self.show_prompt(speak=False)

    def shows_secrets(self) -> bool:
        """Behind a raised curtain the narrator's table shows every card: the app offers no
        screenshot of it then (a file on disk would keep the cards after the game)."""
        return self.curtain_up

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Keys that mean nothing at this moment leave the footer (and do nothing)."""
        if action == "day_power":
            return het_dorp(self.game.state)
        prompt = self.game.prompt
        if action == "ballots":
            return prompt is not None and prompt.kind == VOTE and not prompt.one_by_one
        if action == "timer":
            return prompt is not None and prompt.timed
        if action == "confirm":
            return self._nightfall is not None or self._before_dawn or (
                prompt is not None and prompt.kind in (NONE, PLAYERS))
        if action == "full_table":  # (the footer may ask while the screen is taken down)
            table = self.query_one_optional("#table", TableView)
            return table is not None and table.layout_now.cut
        if action in ("edit_past", "edit_past_unshown"):
            shown = action == "edit_past" and not self._redo_applies()
            return bool(self.editable()) and (shown or action == "edit_past_unshown")
        if action == "redo":
            return self._redo_applies()
        if action == "toggle_save":  # r: the heks's elixir box
            return self.panel is not None and bool(self.panel.query(".yesno-field"))
        if action == "timer_length":
            return prompt is not None and prompt.timed
        if action == "previous_ballot":
            return self.panel is not None and self.panel.ballots_mode and bool(
                self.panel.entered)
        # With secret nights nobody at the table may raise the curtain.
        return not (action == "curtain" and secret_nights(self.mode))

    def offers_now(self, action: str) -> bool:
        """Whether the command palette offers `action` now, beyond check_action: ctrl+z keeps
        its key (it says why nothing can be undone) but is offered only when it undoes; the
        voice's replay and skip only when a line can be heard (no voice, no sound device or
        the voice muted: they would do nothing)."""
        if action in ("replay_line", "skip_line"):
            return self.app.speaker.audible()  # type: ignore[attr-defined,no-any-return]
        if action == "undo":
            if self.panel is not None and self.panel.ballots_mode and self.panel.entered:
                return True
            return bool(self.game.records) and not self._night_kept_secret()
        return True

    def _night_kept_secret(self) -> bool:
        """Whether the last answer is a night's played on secret turns: undo and edit may not
        step back into it (nobody at the table may see it again)."""
        records = self.game.records
        return secret_nights(self.mode) and bool(records) and records[-1].phase != "day"

    def _redo_applies(self) -> bool:
        return bool(self.game.redo_stack) or (
            self.panel is not None and bool(self.panel.undone_ballots))

    def action_edit_past_unshown(self) -> None:
        self.action_edit_past()

    def editable(self) -> list[int]:
        """The earlier answers `e` may change now: none where undo is refused (a secret night
        answer is the last); night answers only while the curtain is up and the nights are not
        secret; with secret nights only the day answers after the last night (Session refuses
        more)."""
        if self._night_kept_secret():
            return []
        records = self.game.records
        secret = secret_nights(self.mode)
        public = self.curtain_up and not secret
        first = 0
        if secret:
            first = max((i + 1 for i, r in enumerate(records) if r.phase != "day"), default=0)
        return [i for i, r in enumerate(records[first:], start=first)
                if r.answer is not None and (public or r.phase == "day")]

    def action_edit_past(self) -> None:
        """Change an earlier answer (tui/screens/edit_past.py): that step is asked again."""
        from tui.screens.edit_past import EditPastScreen

        self.app.speaker.stop()  # type: ignore[attr-defined]
        if self._night_kept_secret():
            self.notify(t("pass.undo_night"))
            return
        indexes = self.editable()
        if not indexes:
            self.notify(t("edit.nothing"))
            return

        def done(changed: bool | None) -> None:
            if changed:
                self._carried = []
                self.notify(t("edit.done"))
                self.show_prompt(speak=False)

        private = self.curtain_up and not secret_nights(self.mode)
        curtain = SHUT if self.curtain == DOWN else UP  # no `c` on the edit screen
        self.app.push_screen(EditPastScreen(self.session, indexes, private=private,
                                            curtain=curtain), done)

    def action_full_table(self) -> None:
        """The whole table, one seat a line, when the seat map had to cut a label."""
        from tui.screens.table_full import TableFullScreen

        self.app.push_screen(TableFullScreen(self.query_one("#table", TableView).full_lines()))

    def action_leave(self) -> None:
        """Esc: the way home. The game is saved with every answer; a second Esc within a few
        seconds goes to the home screen, where Verder spelen brings the game back."""
        now = time.monotonic()
        if now - self._leave_offered > LEAVE_CONFIRM_SECONDS:
            self._leave_offered = now
            self.notify(t("leave.offer"), timeout=LEAVE_CONFIRM_SECONDS)
            return
        self.session.flush()
        from tui.screens.home import HomeScreen

        self.app.clear_notifications()  # "press Esc again" is done: not over the home screen
        while len(self.app.screen_stack) > 1:
            self.app.pop_screen()
        if not isinstance(self.app.screen, HomeScreen):
            self.app.push_screen(HomeScreen())

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
        speak = first or self._dawn
        self._dawn = False
        if first or self.game.prompt is not None:
            self.show_prompt(speak=speak)
