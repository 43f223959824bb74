"""The end: the winners, every card revealed, the timeline, and export as a scenario file."""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from narration.paths import data_dir
from narration.scenario_export import export_scenario
from narration.secret_night import SecretNights
from narration.session import Session
from tui.i18n import t
from tui.screens import localize_bindings
from tui.widgets.footer import Footer


class EndScreen(Screen[None]):
    DEFAULT_CSS = """
    EndScreen #winner { text-style: bold; color: $success; margin: 1 2; height: auto; }
    EndScreen .section { text-style: bold; margin: 1 2 0 2; height: auto; }
    EndScreen .body { margin: 0 2; height: auto; }
    """
    BINDINGS = [
        Binding("e", "export", "key.export"),
        Binding("ctrl+z", "undo", "key.undo"),
        Binding("h", "home", "key.home"),
    ]

    def __init__(self, session: Session) -> None:
        super().__init__()
        localize_bindings(self)
        self.session = session

    def compose(self) -> ComposeResult:
        state = self.session.game.state
        won = state.winner
        with VerticalScroll():
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
        self.query_one("#exported", Static).update(t("end.exported", path=str(target)))

    def action_undo(self) -> None:
        if self.session.undo():
            self.app.pop_screen()

    def action_home(self) -> None:
        from tui.screens.home import HomeScreen

        while len(self.app.screen_stack) > 1:
            self.app.pop_screen()
        if not isinstance(self.app.screen, HomeScreen):
            self.app.push_screen(HomeScreen())


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
