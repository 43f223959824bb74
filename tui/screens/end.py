"""The end: the last lines the engine said (the final dawn's deaths, the vote that ended the
game), the winners, every card revealed, the timeline, and export as a scenario file."""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from narration.modes import secret_nights
from narration.paths import data_dir
from narration.scenario_export import export_scenario
from narration.secret_night import SecretNights, safe_public_lines
from narration.session import Session
from narration.state import Message
from tui.i18n import t
from tui.screens import localize_bindings
from tui.widgets.footer import Footer


class EndScreen(Screen[None]):
    DEFAULT_CSS = """
    EndScreen #last { margin: 1 2 0 2; height: auto; }
    EndScreen #winner { text-style: bold; color: $success; margin: 1 2; height: auto; }
    EndScreen .section { text-style: bold; margin: 1 2 0 2; height: auto; }
    EndScreen .body { margin: 0 2; height: auto; }
    """
    BINDINGS = [
        Binding("e", "export", "key.export"),
        Binding("ctrl+z", "undo", "key.undo"),
        Binding("h", "home", "key.home"),
    ]

    def __init__(self, session: Session, last: list[str] | None = None) -> None:
        """`last`: the lines the game screen said as the game ended (last_lines); without
        them, the ones the game's last answer made."""
        super().__init__()
        localize_bindings(self)
        self.session = session
        self.last = last_lines(session) if last is None else last

    def compose(self) -> ComposeResult:
        state = self.session.game.state
        won = state.winner
        with VerticalScroll():
            # What ended the game stands first, above the winner: a play-test's table pressed
            # Enter at "Het dorp wordt wakker" and read the winner without the deaths that
            # made it, which stood only at the bottom of a long timeline.
            if self.last:  # (the engine's words with the players' names: no markup in them)
                yield Static("\n".join(self.last), id="last", markup=False)
            if won is None or won.camp == "niemand":
                yield Static(t("end.nobody"), id="winner")
            else:
                yield Static(t("end.winner", camp=t("camp." + won.camp),
                               names=", ".join(won.players), n=len(won.players)),
                             id="winner")
            yield Static(t("end.cards"), classes="section")
            cards = []
            for p in state.players:
                mark = "" if p.alive else " ✝"
                lover = f" ♥ {p.lover}" if p.lover else ""
                turned = f" · {t('card.turned')}" if p.turned else ""  # infected, ...
                pair = t("pair", name=p.name, value=state.role_name(p.role))
                cards.append(f"{p.seat + 1:>2}. {pair}{turned}{mark}{lover}")
            yield Static("\n".join(cards), classes="body")
            suspicions = SecretNights(self.session).suspicions()
            if suspicions:
                yield Static(t("pass.suspicions"), classes="section")
                yield Static("\n".join(t("pass.suspicion", night=x.round, player=x.player,
                                          suspect=x.suspect) for x in suspicions),
                             classes="body")
            yield Static(t("end.timeline"), classes="section")
            yield Static("\n".join(timeline_lines(state.timeline)), classes="body")
            yield Static("", id="exported", classes="body")
        yield Footer()

    def action_export(self) -> None:
        game = self.session.game
        name = self.session.path.stem if self.session.path else "wakkerdam"
        folder: Path = data_dir() / "exports"
        try:
            folder.mkdir(parents=True, exist_ok=True)
            target = folder / f"{name}.toml"
            target.write_text(export_scenario(game, name), "utf-8")
        except OSError as e:
            self.notify(t("end.export_failed", error=e.strerror or str(e)), severity="error")
            return
        said = t("end.exported", path=str(target))
        self.query_one("#exported", Static).update(said)  # at the foot of a long page
        self.notify(said, timeout=10)  # ... which an 80x24 screen does not show: said at once

    def action_undo(self) -> None:
        if self.session.undo():
            self.app.pop_screen()

    def action_home(self) -> None:
        from tui.screens.home import HomeScreen

        while len(self.app.screen_stack) > 1:
            self.app.pop_screen()
        if not isinstance(self.app.screen, HomeScreen):
            self.app.push_screen(HomeScreen())


def last_lines(session: Session, said: list[Message] | None = None) -> list[str]:
    """The public lines of the game's end, in order, as the game screen speaks them: `said`,
    else what the engine said after the last answer. With secret nights only the lines that
    may be spoken (safe_public_lines): no role's wake or sleep line tells who acted last."""
    said = session.game.fresh_messages() if said is None else said
    if secret_nights(session.mode):
        return safe_public_lines(said)
    return [m.text for m in said if m.public]


def timeline_lines(timeline: list[tuple[int, str, str]]) -> list[str]:
    """The timeline under a heading per night and day; what was told at the deal (round 0:
    the minion's werewolves, the masons) under "Before the game", not "Day 0"."""
    lines = []
    last: tuple[int, str] | None = None
    for round_number, phase, text in timeline:
        if (round_number, phase) != last:
            last = (round_number, phase)
            key = "phase." + phase if phase in ("night", "day") else "phase.day"
            if round_number == 0:
                key = "phase.before"
            lines.append(t(key, n=round_number).upper())
        lines.append("  " + text)
    return lines
