"""New game: players, mix, options, then deal and play mode, in four steps on one screen.

The checks here say in the table's language what is wrong; `setups.game_setup.validate` stays the
final word (its English message is shown when none of these checks names the problem).
"""

from __future__ import annotations

import contextlib
import secrets
import time
from collections import Counter
from typing import TYPE_CHECKING, Any, ClassVar, cast

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.css.query import NoMatches
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import (
    Button,
    Checkbox,
    ContentSwitcher,
    Input,
    Label,
    OptionList,
    RadioButton,
    RadioSet,
    SelectionList,
    Static,
)
from textual.widgets.option_list import Option
from textual.worker import get_current_worker

from narration.balance import CHUNK, PARALLEL_MIN, simulate_steps, start_pool, uses_pool, verdict
from narration.history import FinishedGame
from narration.modes import VERTELLER, VERTELLER_SPEELT_MEE, secret_nights
from setups.boxes import box_name
from setups.catalogue import Role, building_cards, role, roles
from setups.editions import (
    edition,
    edition_ids,
    editions,
    narrator_may_play,
    played,
    tie_choices,
    validate_edition,
)
from setups.errors import SetupError
from setups.events import deck_cards
from setups.game_setup import (
    MAX_NAME_LENGTH,
    MAX_PLAYERS,
    MIN_PLAYERS,
    GameSetup,
    clean_name,
    name_error,
    validate,
)
from setups.identities import with_identities
from setups.mix_check import blocking, mix_problems
from setups.mixes import BASE_MIX, base_mix
from setups.options import TIE_RULES, Options, given_titles
from setups.presets import Preset, offered
from setups.professions import validate_professions
from setups.scores import score
from tui.balance_meter import changes_height, meter_line, score_hint, score_only
from tui.failures import log_failure
from tui.i18n import language, t
from tui.name_width import joined_emoji
from tui.screens import localize_bindings
from tui.screens.boxes import BoxesScreen
from tui.settings import Choice
from tui.widgets.check_box import CheckBox, RadioOption
from tui.widgets.choice_set import ChoiceSet
from tui.widgets.footer import Footer
from tui.widgets.name_input import NameInput
from tui.widgets.profession_list import ProfessionList
from tui.widgets.volle_maan_options import VolleMaanOptions

if TYPE_CHECKING:
    from tui.app import WakkerdamApp

STEPS = ("players", "mix", "options", "start")
# A run of the balance meter: players, mix, options and the table's edition (and tiles).
BalanceKey = tuple[int, tuple[tuple[str, int], ...], Options, tuple[tuple[str, Any], ...]]
# The set-up switches a preset may bring (setups/data/presets.<edition>.toml `options`), by
# the checkbox that shows each.
PRESET_SWITCHES = {"mayor_election": "opt-mayor", "dokter_zelf": "opt-dokter-zelf",
                   "dokter_herhalen": "opt-dokter-herhalen",
                   "handlanger_kent_wolven": "opt-handlanger-kent"}
# The options step's widgets and the option each sets ("professions": Het Dorp's tiles); each
# shows only when the chosen rule set offers its option (setups/data/editions.toml `options`).
OPTION_WIDGETS = {"opt-mayor": "mayor_election", "opt-reveal": "reveal_dead_roles",
                  "opt-village": "professions", "opt-omroeper": "omroeper",
                  "opt-family": "family_every_night", "opt-dokter-zelf": "dokter_zelf",
                  "opt-dokter-herhalen": "dokter_herhalen",
                  "opt-handlanger-kent": "handlanger_kent_wolven",
                  "twee-vanaf-label": "twee_vanaf", "twee-vanaf": "twee_vanaf"}


def playable_roles(edition_id: str = "") -> list[Role]:
    """The cards the engine can play in this edition, in catalogue order (expansions appear
    when implemented; an edition with a box of its own offers only those, as it names them)."""
    box = edition(edition_id).box
    if box is not None:
        return [role(r, edition_id) for r in roles() if r in box and roles()[r].implemented]
    return [r for r in roles().values() if r.implemented
            and (r.box not in editions() or r.box == edition_id)]


def default_mix(players: int) -> Counter[str]:
    """The rulebook's base mix for 8–18 players; otherwise one werewolf per four, a ziener."""
    if players in BASE_MIX:
        return base_mix(players)
    wolves = max(1, players // 4)
    seers = 1 if players - wolves > 1 else 0
    villagers = max(0, players - wolves - seers)
    return Counter({"weerwolf": wolves, "ziener": seers, "burger": villagers})


def name_issue(name: str, others: list[str]) -> str | None:
    """Why a cleaned name cannot join `others`, in the current language, or None."""
    if not name:
        return t("setup.name.empty")
    if len(name) > MAX_NAME_LENGTH:
        return t("setup.name.long", max=MAX_NAME_LENGTH)
    error = name_error(name)
    if error is not None:  # (empty and too long are said above, in the screen's own words)
        return t("setup.name.control") if error.name == "name_control" else error.text(language())
    if joined_emoji(name):  # terminals draw it in different widths (tui/name_width.py)
        return t("setup.name.emoji")
    key = name.casefold()
    for other in others:
        if other.casefold() == key:  # named as he is at the table, not as it was typed
            return t("setup.name.duplicate", name=other)
    return None


def mix_issue(players: int, mix: Counter[str], owned: list[str] | None = None,
              options: Options | None = None, edition: str = "") -> str | None:
    """The first reason the cards cannot be played by `players` players, or None."""
    agenda = options.dubbele_agenda if options is not None else ""
    titles = given_titles(options) if options is not None else ()
    problems = blocking(mix_problems(players, mix, owned=owned, advice=False,
                                     dubbele_agenda=agenda, edition=edition, titles=titles))
    if options is not None and options.zwarte_dood:  # Volle Maan's De Zwarte Dood: no wolves
        problems = [p for p in problems if p.rule != "no_werewolf"]
    return problems[0].text(language()) if problems else None


def fits_edition(edition_id: str, mix: Counter[str]) -> bool:
    """Whether the mix holds only cards the edition plays (an edition's own cards need it)."""
    try:
        validate_edition(edition_id, tuple(mix.elements()), ())
    except SetupError:
        return False
    return True


def tie_label(rule: str, edition_id: str) -> str:
    """How the options step names a tie rule: the edition's own words where it plays the rule
    otherwise (`setup.tie.<edition>.<rule>`), else the Zygomatic game's."""
    own = f"setup.tie.{edition_id}.{rule}"
    return t(own) if edition_id and t(own) != own else t(f"setup.tie.{rule}")


def setup_issue(players: list[str], mix: Counter[str],
                professions: tuple[str, ...] = (),
                owned: list[str] | None = None,
                edition: str = "",
                options: Options | None = None) -> tuple[str, str] | None:
    """The first problem of the whole setup as (step, message), or None when it can start.
    `professions`: Het Dorp's tiles per seat, empty when the table plays without them."""
    if len(players) < MIN_PLAYERS:
        return "players", t("setup.players.few", min=MIN_PLAYERS, n=len(players))
    if len(players) > MAX_PLAYERS:
        return "players", t("setup.players.many", max=MAX_PLAYERS, n=len(players))
    for i, name in enumerate(players):
        issue = name_issue(name, players[:i])
        if issue:
            return "players", issue
    issue = mix_issue(len(players), mix, owned, options, edition)
    if issue:
        return "mix", issue
    if not professions and any(mix[r] for r in building_cards()):
        return "options", t("setup.village.needed")
    if professions:
        try:
            validate_professions(tuple(players), (), professions)
        except SetupError as e:
            return "options", e.text(language())
    # A card that brings a middle (the dief) on a seat.
    deck = sorted(mix.elements(), key=lambda r: (not role(r).middle, r))
    n = len(players)
    try:
        # Dubbele Agenda: a trial deal of the identity cards, as the deal will do.
        validate(GameSetup(tuple(players), tuple(deck[:n]), 1, tuple(deck[n:]),
                           with_identities(options or Options(), tuple(players), 1),
                           language(), professions=professions, edition=edition))
    except SetupError as e:
        return "mix", e.text(language())
    return None


# The thresholds offered for the house rules' "1 of 2": two from this many players on.
TWEE_VANAF_CHOICES = (8, 10, 12, 14, 16)

class PlayerList(OptionList):
    # Removing, renaming and moving are said by the step's hint line ("del/x verwijder · r
    # hernoem · shift+↑/↓ verplaats"): in the footer they pushed the step's own keys (start,
    # back) off an 80-column screen in every language.
    BINDINGS = [
        Binding("delete,x", "screen.remove_player", "setup.key.remove", show=False),
        Binding("r,f2", "screen.rename_player", "setup.key.rename", show=False),
        Binding("shift+up,ctrl+up", "screen.move_player(-1)", "setup.key.up", show=False),
        Binding("shift+down,ctrl+down", "screen.move_player(1)", "setup.key.down", show=False),
        Binding("a", "screen.focus_name", "setup.key.add"),
    ]

    def on_mount(self) -> None:
        localize_bindings(self)


class MixList(OptionList):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("plus,right,equals_sign", "screen.change_count(1)", "setup.key.more"),
        Binding("minus,left", "screen.change_count(-1)", "setup.key.less"),
        Binding("b", "screen.base_mix", "setup.key.base", show=False),  # the hint line says it
        Binding("d", "screen.boxes", "setup.key.boxes", show=False),
        *(Binding(str(k), f"screen.preset({k})", "setup.key.preset", show=False)
          for k in range(1, 10)),
    ]

    def on_mount(self) -> None:
        localize_bindings(self)


class NewGameScreen(Screen[None]):
    DEFAULT_CSS = """
    NewGameScreen #steps { height: 1; background: $panel; padding: 0 1; }
    NewGameScreen #status { height: auto; max-height: 2; padding: 0 1; background: $panel; }
    NewGameScreen #status.problem { color: $text-error; }
    NewGameScreen #status.ok { color: $text-success; }
    NewGameScreen ContentSwitcher { height: 1fr; }
    NewGameScreen .step { padding: 0 1; }
    NewGameScreen .problem-line { color: $text-error; height: auto; }
    NewGameScreen .hint { color: $text-muted; height: auto; }
    NewGameScreen #player-list, NewGameScreen #mix-list { height: 1fr; min-height: 4; }
    NewGameScreen #role-text { color: $text-muted; height: auto; min-height: 2; }
    NewGameScreen #presets { height: auto; max-height: 6; }
    NewGameScreen #mix-problems { height: auto; max-height: 3; }
    NewGameScreen #balance { height: auto; max-height: 3; color: $text-accent; }
    NewGameScreen Checkbox, NewGameScreen Checkbox:focus {
        border: none; padding: 0; height: auto; background: transparent;
    }
    /* Every option and choice wraps instead of running off the screen: a play-test at 80
       columns read German "... stirbt mit dem Dorfälteste" (its "n" cut off) and French
       "Avec un crieur public (... le Capitaine le" when only the longest Dutch ones wrapped. */
    NewGameScreen #options Checkbox, NewGameScreen #options RadioButton,
    NewGameScreen #start RadioButton {
        width: 100%; text-wrap: wrap;
    }
    NewGameScreen #options Label, NewGameScreen #start Label { margin-top: 1; }
    NewGameScreen RadioSet { width: 100%; height: auto; }
    NewGameScreen #start-row { height: auto; margin-top: 1; }
    NewGameScreen #summary { height: auto; margin-top: 1; }
    """
    BINDINGS = [
        Binding("pagedown,ctrl+n", "next_step", "setup.key.next", priority=True),
        # Back a step stays on pgup (and in ctrl+p): the footer keeps this step's keys at 80 cols.
        Binding("pageup,ctrl+b", "previous_step", "setup.key.previous", priority=True, show=False),
        Binding("ctrl+s", "start", "setup.key.start", priority=True),
        Binding("escape", "back", "key.back"),
    ]

    # The balance meter plays `settings.balance_games` bot games per mix, in batches (one
    # update of the meter per batch).
    balance_batch = CHUNK
    # Seconds between two updates of the running result: its interval visibly shrinks, and
    # the app's repaints leave the CPU to the bots (see tui/balance_meter.py changes_height).
    balance_interval = 0.2
    balance_seed = 1

    def __init__(self) -> None:
        super().__init__()
        localize_bindings(self)
        self.score_value = 0
        self.players: list[str] = []
        self.mix: Counter[str] = Counter()
        self.mix_custom = False
        self.preset_id: str | None = None
        self.preset_mix: Counter[str] = Counter()
        # The run the meter shows (None off the cards step), and the run the bots play: on the
        # players step too, for the mix the cards step will open with (see _start_balance).
        self.balance_key: BalanceKey | None = None
        self.running_key: BalanceKey | None = None
        self.latest_balance: tuple[Any, ...] | None = None  # the running key's last result
        self.renaming: int | None = None
        self.step = 0
        # The group's finished games, for the meter's "your games" (read when first needed).
        self.history: list[FinishedGame] | None = None

    @property
    def wapp(self) -> WakkerdamApp:
        return cast("WakkerdamApp", self.app)

    @property
    def balance_games(self) -> int:
        return self.wapp.settings.balance_games

    # --- layout ---------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Static(id="steps")
        with ContentSwitcher(initial="players"):
            with Vertical(id="players", classes="step"):
                yield Label(t("setup.name.label"), id="name-label")
                yield NameInput(placeholder=t("setup.name.placeholder"), id="name-input")
                yield Static("", id="name-problem", classes="problem-line")
                yield PlayerList(id="player-list")
                yield Static(t("setup.players.hint"), classes="hint")
            with Vertical(id="mix", classes="step"):
                yield Static(id="mix-head")
                yield Static(id="presets")
                yield MixList(id="mix-list")
                yield Static(id="role-text")
                yield Static(id="mix-problems")
                yield Static(id="balance")
                yield Static(t("setup.mix.hint"), classes="hint")
            with VerticalScroll(id="options", classes="step"):
                yield Static(t("setup.options.hint"), classes="hint")
                yield CheckBox(t("setup.opt.mayor"), value=True, id="opt-mayor")
                yield CheckBox(t("setup.opt.reveal"), value=True, id="opt-reveal")
                yield Label(t("setup.opt.tie"))
                with ChoiceSet(id="tie-rule"):
                    for rule in TIE_RULES:
                        yield RadioOption(tie_label(rule, ""), value=rule == TIE_RULES[0],
                                          id=f"tie-{rule}")
                yield CheckBox(t("setup.opt.village"), value=False, id="opt-village")
                yield CheckBox(t("setup.opt.house_village"), value=False, id="opt-house-village")
                yield ProfessionList(id="profession-list")
                yield Static(t("setup.village.hint"), classes="hint", id="village-hint")
                yield CheckBox(t("setup.opt.omroeper"), value=False, id="opt-omroeper")
                yield Label(t("setup.edition.label"))
                with RadioSet(id="edition"):
                    for edition_id in edition_ids():
                        yield RadioOption(edition(edition_id).name(language()),
                                          value=not edition_id,
                                          id=f"edition-{edition_id or 'zygomatic'}")
                yield Static(t("setup.edition.hint"), classes="hint", id="edition-hint")
                yield CheckBox(t("setup.opt.dokter_zelf"), value=True, id="opt-dokter-zelf")
                yield CheckBox(t("setup.opt.dokter_herhalen"), value=False,
                               id="opt-dokter-herhalen")
                yield CheckBox(t("setup.opt.handlanger_kent_wolven"), value=True,
                               id="opt-handlanger-kent")
                # The house rules' "1 of 2 (afhankelijk van het aantal spelers)" (ruling
                # huisregels-een-of-twee): from how many players it is 2.
                yield Label(t("setup.twee_vanaf.label"), id="twee-vanaf-label")
                with RadioSet(id="twee-vanaf"):
                    for n in TWEE_VANAF_CHOICES:
                        yield RadioOption(t("setup.twee_vanaf.choice", n=n),
                                          value=n == Options().twee_vanaf, id=f"twee-{n}")
                yield CheckBox(t("setup.opt.family"), value=False, id="opt-family")
                yield VolleMaanOptions(id="volle-maan")
            with VerticalScroll(id="start", classes="step"):
                yield Static(t("setup.start.hint"), classes="hint")
                yield Label(t("setup.deal.label"))
                with RadioSet(id="deal-mode"):
                    yield RadioOption(t("setup.deal.secret"), value=True, id="deal-secret")
                    yield RadioOption(t("setup.deal.cards"), id="deal-cards")
                yield Label(t("setup.mode.label"))
                with RadioSet(id="play-mode"):
                    yield RadioOption(t("setup.mode.verteller"), value=True, id="mode-verteller")
                    yield RadioOption(t("setup.mode.doorgeven"), id="mode-doorgeven")
                    yield RadioOption(t("setup.mode.verteller_speelt_mee"),
                                      id="mode-verteller_speelt_mee")
                yield Static(id="summary")
                with Horizontal(id="start-row"):
                    yield Button(t("setup.start"), variant="primary", id="start-button")
        yield Static(id="status")
        yield Footer()

    def on_mount(self) -> None:
        for raw in self.wapp.settings.last_group:
            name = clean_name(raw)
            if name_issue(name, self.players) is None and len(self.players) < MAX_PLAYERS:
                self.players.append(name)
        self.mix = default_mix(len(self.players))
        settings = self.wapp.settings
        if settings.last_mix and settings.last_mix_players == len(self.players):
            self.mix = Counter(settings.last_mix)  # the last game's mix, offered again
            self.mix_custom = True
        self._restore_choices(settings.last_choices)
        self._refresh_players(0)
        self._warm_meter()
        self._refresh_mix()
        self._show_village()
        self._show_edition()
        self._show_step(0)

    # --- steps ----------------------------------------------------------------------------
    def _show_step(self, step: int) -> None:
        self.step = max(0, min(len(STEPS) - 1, step))
        self.query_one(ContentSwitcher).current = STEPS[self.step]
        parts: list[tuple[str, str] | str] = [(t("setup.title"), "bold"), "   "]
        for i, name in enumerate(STEPS):
            label = f" {i + 1} {t(f'setup.step.{name}')} "
            parts.append((label, "reverse bold") if i == self.step else label)
            if i < len(STEPS) - 1:
                parts.append(" › ")
        self.query_one("#steps", Static).update(Content.assemble(*parts))
        # Each step opens on its first group, as its hint line reads (the start step's: "Tab
        # to Start and Enter begins"); on the start button, ↓ and space did nothing visible
        # for the deal and the play mode above it.
        focus = {"players": "#name-input", "mix": "#mix-list", "options": "#opt-mayor",
                 "start": "#deal-mode"}[STEPS[self.step]]
        self.query_one(focus).focus()
        self._refresh_status()
        self._start_balance()

    def action_next_step(self) -> None:
        self._show_step(self.step + 1)

    def action_previous_step(self) -> None:
        self._show_step(self.step - 1)

    def action_back(self) -> None:
        if self.renaming is not None:
            self._end_rename()
        elif self.step > 0:
            self._show_step(self.step - 1)
        else:
            self.app.pop_screen()

    # --- players --------------------------------------------------------------------------
    def _refresh_players(self, highlight: int | None = None) -> None:
        plist = self.query_one(PlayerList)
        plist.clear_options()
        plist.add_options(
            [Option(Content(f"{i + 1:>2}. {name}")) for i, name in enumerate(self.players)]
        )
        if self.players:
            plist.highlighted = max(0, min(len(self.players) - 1, highlight or 0))
        follow = self._untouched_preset()
        if follow is not None:
            # A preset the narrator has not edited follows the player count while it fits.
            self.mix = follow
        elif not self.mix_custom:
            self.mix = default_mix(len(self.players))
            self.preset_id = None
        self._refresh_mix()  # a kept mix too: its head and the presets name the new count
        self.query_one(ProfessionList).set_players(tuple(self.players))
        self._refresh_status()

    def _untouched_preset(self) -> Counter[str] | None:
        """The chosen preset's mix for the current player count, while the mix is still
        exactly that preset (for the previous count) and the preset fits; else None."""
        if self.preset_id is None or self.preset_mix != +self.mix:
            return None
        for p, mix in offered(len(self.players), self.owned, edition=self._edition()):
            if p.id == self.preset_id:
                self.preset_mix = Counter(mix)
                return Counter(mix)
        return None

    def _others(self) -> list[str]:
        return [n for i, n in enumerate(self.players) if i != self.renaming]

    def on_input_changed(self, event: Input.Changed) -> None:
        name = clean_name(event.value)
        issue = name_issue(name, self._others()) if name else None
        self.query_one("#name-problem", Static).update(issue or "")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        name = clean_name(event.value)
        issue = name_issue(name, self._others())
        if name and issue is None and self.renaming is None and len(self.players) >= MAX_PLAYERS:
            issue = t("setup.players.many", max=MAX_PLAYERS, n=len(self.players) + 1)
        if issue:
            self.query_one("#name-problem", Static).update(issue)
            if not event.input.value:  # the refused name back, to be put right
                with event.input.prevent(Input.Changed):  # its problem stays said
                    self.query_one("#name-input", NameInput).show(event.value)
            return
        if self.renaming is not None:
            index = self.renaming
            self.players[index] = name
            self._end_rename()
        else:
            self.players.append(name)
            index = len(self.players) - 1
        self._refresh_players(index)

    def _selected_player(self) -> int | None:
        index = self.query_one(PlayerList).highlighted
        return index if index is not None and index < len(self.players) else None

    def action_remove_player(self) -> None:
        index = self._selected_player()
        if index is not None:
            del self.players[index]
            self._refresh_players(index)

    def action_rename_player(self) -> None:
        index = self._selected_player()
        if index is None:
            return
        self.renaming = index
        self.query_one("#name-label", Label).update(
            t("setup.name.rename", name=self.players[index]))
        field = self.query_one("#name-input", Input)
        field.value = self.players[index]
        field.focus()

    def _end_rename(self) -> None:
        self.renaming = None
        self.query_one("#name-label", Label).update(t("setup.name.label"))
        field = self.query_one("#name-input", Input)
        field.value = ""
        self.query_one(PlayerList).focus()

    def action_move_player(self, delta: int) -> None:
        index = self._selected_player()
        if index is None or not 0 <= index + delta < len(self.players):
            return
        self.players[index], self.players[index + delta] = (
            self.players[index + delta], self.players[index])
        self._refresh_players(index + delta)

    def action_focus_name(self) -> None:
        self.query_one("#name-input", Input).focus()

    # --- mix ------------------------------------------------------------------------------
    def _refresh_mix(self) -> None:
        mlist = self.query_one(MixList)
        highlighted = mlist.highlighted
        lang = language()
        mlist.clear_options()
        playable = playable_roles(self._edition())
        width = max((len(role.name(lang)) for role in playable), default=24)
        mlist.add_options([
            Option(Content(f"{role.name(lang):<{width}} {'−':>3} {self.mix[role.id]:>2} +"),
                   id=role.id)
            for role in playable
        ])
        mlist.highlighted = highlighted if highlighted is not None else 0
        n = len(self.players)
        chosen = self._offers_by_id().get(self.preset_id or "")
        if chosen is not None and chosen[1] == +self.mix:
            source = chosen[0].name(lang)
        elif self.mix_custom and not self._is_base_mix():
            source = t("setup.mix.custom")
        else:
            source = t("setup.mix.base") if n in BASE_MIX else t("setup.mix.default")
        rules_name = edition(self._edition()).name(lang) if self._edition() else ""
        if rules_name and rules_name != source:  # (a preset may carry the edition's name)
            source += " · " + rules_name
        self.query_one("#mix-head", Static).update(
            t("setup.mix.head", players=t("setup.count.players", n=n),
              cards=t("setup.count.cards", n=sum(self.mix.values())), source=source))
        self._show_role_text()
        self._show_presets()
        self._show_problems()
        self._start_balance()
        self._refresh_status()

    def _is_base_mix(self) -> bool:
        """The mix is the rulebook's base (or standard) mix for this count, however it came
        (the last game's mix offered again, counts edited back): named as such, not "eigen
        mix". Only the Zygomatic game's: another rule set's base is its own first set-up."""
        return not self._edition() and +self.mix == default_mix(len(self.players))

    # --- presets, live problems, the balance meter ------------------------------------------
    def on_screen_resume(self) -> None:
        if self.balance_key is None and self.is_current:
            self._start_balance()

    @property
    def owned(self) -> list[str] | None:
        return self.wapp.settings.boxes_owned

    def _offers_by_id(self) -> dict[str, tuple[Preset, Counter[str]]]:
        offers = offered(len(self.players), self.owned, edition=self._edition())[:9]
        return {p.id: (p, mix) for p, mix in offers}

    def _show_presets(self) -> None:
        lang = language()
        offers = offered(len(self.players), self.owned, edition=self._edition())[:9]
        if not offers:
            text = t("setup.presets.none", n=len(self.players))
        else:
            text = t("setup.presets.head") + "  " + " · ".join(
                f"{i + 1} {p.name(lang)}" for i, (p, _) in enumerate(offers))
        active = [(p, m) for p, m in offers if p.id == self.preset_id and m == +self.mix]
        if active:
            p, _ = active[0]
            boxes = (edition(p.edition).name(lang) if p.edition else
                     ", ".join(box_name(b, lang) for b in p.boxes(len(self.players))))
            text += "\n▸ " + t("setup.presets.active", text=p.text(lang), boxes=boxes)
        self.query_one("#presets", Static).update(Content(text))

    def action_preset(self, number: int) -> None:
        offers = offered(len(self.players), self.owned, edition=self._edition())[:9]
        if not 1 <= number <= len(offers):
            self.notify(t("setup.presets.no_number", n=number, count=len(offers)),
                        severity="warning")
            return
        chosen, mix = offers[number - 1]
        self._take_preset(chosen, mix)

    def _take_preset(self, chosen: Preset, mix: Counter[str]) -> None:
        self.mix = Counter(mix)
        self.mix_custom = True
        self.preset_id = chosen.id
        self.preset_mix = Counter(mix)
        for option, value in chosen.options:  # the set-up's switches (Wolf Village's Vos)
            box_id = PRESET_SWITCHES.get(option)
            if box_id is not None and isinstance(value, bool):
                self.query_one(f"#{box_id}", Checkbox).value = value
        self._refresh_mix()

    def action_boxes(self) -> None:
        self.app.push_screen(BoxesScreen(self.owned), self._boxes_chosen)

    def _boxes_chosen(self, owned: list[str] | None) -> None:
        self.wapp.settings.boxes_owned = owned
        self.wapp.save_settings()
        self._refresh_mix()

    def _show_problems(self) -> None:
        lang = language()
        options = self._options()
        problems = mix_problems(len(self.players), self.mix, owned=self.owned,
                                dubbele_agenda=options.dubbele_agenda,
                                edition=self._edition(), titles=given_titles(options))
        errors = [p for p in problems if p.blocking]
        lines = [p.text(lang) for p in errors[1:]]  # the first one is in the status line
        lines += [p.text(lang) for p in problems if not p.blocking]
        widget = self.query_one("#mix-problems", Static)
        widget.update(Content("\n".join(lines)))
        widget.display = bool(lines)
        widget.set_class(bool(errors[1:]), "problem-line")
        widget.set_class(not errors[1:], "hint")

    def _start_balance(self) -> None:
        """Restart the meter for the current cards and options (a running simulation is
        cancelled); nothing happens when neither changed. On the players step the bots start
        early on the worker processes, for the mix the cards step will open with (the UI's
        process stays free for typing), so its verdict is there or under way when it opens;
        on the later steps the bots rest."""
        step = STEPS[self.step]
        early = step == "players" and uses_pool(self.balance_games)
        if step != "mix" and not early:
            self._stop_balance()
            return
        if early:
            self.balance_key = None  # nothing is shown on this step
        players = len(self.players)
        options = self._options()
        table = self._edition_of_the_table()
        key: BalanceKey = (players, tuple(sorted((+self.mix).items())), options,
                           tuple(sorted(table.items())))
        if key == (self.balance_key if step == "mix" else self.running_key):
            return
        playable = not blocking(mix_problems(players, self.mix, advice=False,
                                             dubbele_agenda=options.dubbele_agenda,
                                             edition=self._edition())) and fits_edition(
            self._edition(), self.mix)
        if early:
            if not playable:
                self._stop_balance()
                return
        else:
            self.balance_key = key
            meter = self.query_one("#balance", Static)
            if not playable:
                self._stop_balance(keep_shown=True)
                meter.update(Content(t("setup.balance.none")))
                return
            edition = self._edition()
            value = score(self.mix, edition)
            self.score_value = value
            meter.update(Content(t("setup.balance.head") + " " + t("setup.balance.running")
                                 + " · " + score_hint(value)))
            if key == self.running_key:  # the early run of this mix: done, or under way
                if self.latest_balance is not None and self.latest_balance[2] == key:
                    self._show_balance(*self.latest_balance)
                return
        self.running_key = key
        self.latest_balance = None
        self._simulate(players, Counter(self.mix), options, key, table)

    def _stop_balance(self, keep_shown: bool = False) -> None:
        """The bots stop (their chunks not yet started are dropped)."""
        self.workers.cancel_group(self, "balance")
        self.running_key = self.latest_balance = None
        if not keep_shown:
            self.balance_key = None

    @work(thread=True, group="balance-pool")
    def _warm_meter(self) -> None:
        """Start the meter's worker processes while the narrator types the names, so its first
        verdict does not wait ~2 s for them (only when the meter plays enough games to use
        them; see narration/balance.py)."""
        if self.balance_games >= PARALLEL_MIN:
            try:
                start_pool()
            except Exception:  # the meter then starts them itself, or plays in this process
                log_failure("balance meter pool")

    @work(thread=True, exclusive=True, group="balance")
    def _simulate(self, players: int, mix: Counter[str], options: Options,
                  key: BalanceKey, table: dict[str, Any] | None = None) -> None:
        """Let the bots play the mix in this worker thread, showing the running result (a
        result for a mix that has changed since is dropped, however late it arrives)."""
        worker = get_current_worker()
        try:
            group: str | None = None
            shown_at = -self.balance_interval
            for result in simulate_steps(players, mix, self.balance_games, self.balance_seed,
                                         batch=self.balance_batch, options=options,
                                         stopped=lambda: worker.is_cancelled,
                                         **(table or {})):
                if worker.is_cancelled:
                    return
                if group is None:  # read while the bots play the games after the first
                    group = self._group_text(players, mix)
                now = time.monotonic()
                if result.games < self.balance_games and now - shown_at < self.balance_interval:
                    continue  # the next batch shows it (the last one always shows)
                shown_at = now
                shares = [(c, result.share(c), result.half_width(c)) for c in result.camps
                          if c != "niemand" or result.wins[c]]
                self.app.call_from_thread(self._show_balance, shares, result.games, key,
                                          verdict(result), group)
        except RuntimeError:  # the app is closing
            return
        except Exception:  # a rule the bots trip over must not end the narrator's evening
            log_failure("balance meter")
            with contextlib.suppress(RuntimeError):
                self.app.call_from_thread(self._balance_failed, key)

    def _meter(self) -> Static | None:
        """The meter, or None once the screen is closing (a late result from the bots)."""
        if not self.is_attached:
            return None
        try:
            return self.query_one("#balance", Static)
        except NoMatches:
            return None

    def _balance_failed(self, key: object) -> None:
        meter = self._meter()
        if meter is not None and key == self.balance_key:
            meter.update(Content(t("setup.balance.head") + " " + t("setup.balance.failed")
                                 + " · " + score_only(self.score_value, self._edition())))

    def _group_text(self, players: int, mix: Counter[str]) -> str:
        """The group's own results with this mix ("" before its first finished game); the
        journals are read once per screen, in the meter's worker thread."""
        from narration.history import finished_games, group_record

        if self.history is None:
            self.history = finished_games()
        games, wins = group_record(self.history, players, mix)
        if not games:
            return ""
        return t("setup.balance.group", village=wins["dorp"], games=games)

    def _show_balance(self, shares: list[tuple[str, float, float]], games: int,
                      key: object, verdict_id: str = "", group: str = "") -> None:
        if key == self.running_key:  # kept for the cards step, when the bots started early
            self.latest_balance = (shares, games, key, verdict_id, group)
        meter = self._meter()
        if meter is None or key != self.balance_key:
            return  # the screen was closed, or the cards changed, while the bots played
        line = Content(meter_line(shares, games, self.balance_games, verdict_id,
                                  self.score_value, group, self._edition()))
        meter.update(line, layout=changes_height(meter.content, line, meter.content_size.width))

    def _show_role_text(self) -> None:
        option = self.query_one(MixList).highlighted_option
        text = role(option.id, self._edition()).text(language()) if option and option.id else ""
        self.query_one("#role-text", Static).update(Content(text))

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if isinstance(event.option_list, MixList):
            self._show_role_text()

    def action_change_count(self, delta: int) -> None:
        option = self.query_one(MixList).highlighted_option
        if option is None or option.id is None:
            return
        self.mix[option.id] = max(0, self.mix[option.id] + delta)
        self.mix = +self.mix  # drop zero counts
        self.mix_custom = True
        self._refresh_mix()

    def action_base_mix(self) -> None:
        own = [(p, m) for p, m in offered(len(self.players), self.owned, edition=self._edition())
               if p.edition and p.edition == self._edition()]
        if own:  # an edition's base is its first set-up (Wolf Village's Basis)
            self._take_preset(*own[0])
            return
        self.mix_custom = False
        self.preset_id = None
        self.mix = default_mix(len(self.players))
        self._refresh_mix()

    # --- Het Dorp -----------------------------------------------------------------------
    def professions(self) -> tuple[str, ...]:
        """The tiles per seat when the table plays Het Dorp, else ()."""
        if not self._village_on():
            return ()
        return tuple(self.query_one(ProfessionList).tiles)

    def _village_on(self) -> bool:
        """Het Dorp is switched on and offered by the rule set (a switch the rule set hides
        does not stay on)."""
        return (edition(self._edition()).offers("professions")
                and self.query_one("#opt-village", Checkbox).value)

    def _show_village(self) -> None:
        on = self._village_on()
        self.query_one(ProfessionList).display = on
        self.query_one("#village-hint", Static).display = on
        # The edition huisregels plays the house profession rules anyway (ruling huisregels-optie).
        self.query_one("#opt-house-village", Checkbox).display = (
            on and edition(self._edition()).offers("huisregels_beroepen"))

    def on_checkbox_changed(self, event: Checkbox.Changed) -> None:
        if event.checkbox.id == "opt-village":
            self._show_village()
        # Het Dorp's tiles and Best Of's box change what the mix may hold: check at once.
        self._refresh_status()
        self._start_balance()  # the options change how the bots' games end

    def on_profession_list_changed(self, event: ProfessionList.Changed) -> None:
        self._refresh_status()

    # --- status and start -----------------------------------------------------------------
    def _mode_issue(self) -> tuple[str, str] | None:
        """Best Of: "De spelleider speelt in deze editie nooit zelf mee". Real cards with the
        laptop passed round: whoever types everyone's card in knows them all, and in those
        modes he plays (a play-test found the two combined without a word)."""
        mode = self._choice("play-mode", VERTELLER)
        if mode == VERTELLER_SPEELT_MEE and not narrator_may_play(self._edition()):
            return "start", t("setup.mode.best_of_no_playing_narrator")
        if secret_nights(mode) and self._choice("deal-mode", "secret") == "cards":
            return "start", t("setup.mode.real_cards_not_secret")
        return None

    def _refresh_status(self) -> None:
        issue = setup_issue(self.players, self.mix, self.professions(), self.owned,
                            self._edition(), self._options()) or self._mode_issue()
        status = self.query_one("#status", Static)
        if issue:
            status.update(Content(issue[1]))
            status.set_classes("problem")
        else:
            status.update(Content(t("setup.ready", n=len(self.players))))
            status.set_classes("ok")
        self._refresh_summary()

    def _options(self) -> Options:
        tie = self.query_one("#tie-rule", RadioSet).pressed_button
        rule = tie.id.removeprefix("tie-") if tie and tie.id else TIE_RULES[0]
        return played(self._edition(), Options(
            mayor_election=self.query_one("#opt-mayor", Checkbox).value,
            reveal_dead_roles=self.query_one("#opt-reveal", Checkbox).value,
            tie_rule=rule,
            huisregels_beroepen=bool(self.professions())
            and self.query_one("#opt-house-village", Checkbox).value,
            omroeper=self.query_one("#opt-omroeper", Checkbox).value,
            family_every_night=self.query_one("#opt-family", Checkbox).value,
            dokter_zelf=self.query_one("#opt-dokter-zelf", Checkbox).value,
            dokter_herhalen=self.query_one("#opt-dokter-herhalen", Checkbox).value,
            handlanger_kent_wolven=self.query_one("#opt-handlanger-kent", Checkbox).value,
            twee_vanaf=int(self._choice("twee-vanaf", str(Options().twee_vanaf))),
            **self.query_one(VolleMaanOptions).values(),
        ))

    # The choices of the last game, offered again: every checkbox, radio set and pick list of
    # the options and start steps by its id (so Volle Maan's, Het Dorp's and the edition's
    # choices too), and Het Dorp's tiles when the player count is the same.
    REMEMBERED_STEPS = ("#options", "#start")

    def _choice_widgets(self) -> list[Widget]:
        return [w for step in self.REMEMBERED_STEPS for w in self.query_one(step).query(
            "Checkbox, RadioSet, SelectionList") if w.id]

    def _choices_made(self) -> dict[str, Choice]:
        made: dict[str, Choice] = {}
        for widget in self._choice_widgets():
            assert widget.id is not None
            if isinstance(widget, Checkbox):
                made[widget.id] = widget.value
            elif isinstance(widget, RadioSet):
                pressed = widget.pressed_button
                if pressed is not None and pressed.id:
                    made[widget.id] = pressed.id
            elif isinstance(widget, SelectionList):
                made[widget.id] = [str(v) for v in widget.selected]
        made["profession-list"] = list(self.query_one(ProfessionList).tiles)
        return made

    def _restore_choices(self, choices: dict[str, Choice]) -> None:
        """What no longer fits (an id or a card that is gone) is left as it is."""
        for widget in self._choice_widgets():
            value = choices.get(widget.id or "")
            if isinstance(widget, Checkbox) and isinstance(value, bool):
                widget.value = value
            elif isinstance(widget, RadioSet) and isinstance(value, str):
                for button in widget.query(RadioButton):
                    if button.id == value:
                        button.value = True
            elif isinstance(widget, SelectionList) and isinstance(value, list):
                known = {widget.get_option_at_index(i).value for i in range(widget.option_count)}
                widget.deselect_all()
                for picked in value:
                    if picked in known:
                        widget.select(picked)
        tiles = choices.get("profession-list")
        self.query_one(ProfessionList).restore(tiles if isinstance(tiles, list) else [])

    def _edition_of_the_table(self) -> dict[str, Any]:
        """What the balance meter's bots need to play the table's edition: its id and, in an
        edition with professions of its own, the table's tiles."""
        edition_id = self._edition()
        return {"edition": edition_id,
                "professions": self.professions() if edition_id == "huisregels" else ()}

    def _edition(self) -> str:
        """The rule set chosen in the options step ("" the Zygomatic game)."""
        found = self.query_one_optional("#edition", RadioSet)  # by id: cached, no full walk
        pressed = found.pressed_button if found is not None else None
        chosen = pressed.id.removeprefix("edition-") if pressed and pressed.id else ""
        return "" if chosen == "zygomatic" else chosen

    def _show_edition(self) -> None:
        """Only the switches the rule set offers show (Wolf Village's dokter, the house rules'
        "1 of 2"; not Het Dorp, the omroeper or Volle Maan's in Wolf Village); its name heads
        the hint. A hidden switch plays as its default (`_options`)."""
        own = self._edition()
        rules = edition(own)
        for widget_id, key in OPTION_WIDGETS.items():
            self.query_one(f"#{widget_id}").display = rules.offers(key)
        volle_maan = self.query_one(VolleMaanOptions)
        volle_maan.display = all(rules.offers(key) for key in volle_maan.values())
        self._show_tie_choices(own)
        text = edition(own).help(language()) if own else t("setup.edition.hint")
        self.query_one("#edition-hint", Static).update(Content(text))

    def _show_tie_choices(self, own: str) -> None:
        """The tie rules the edition offers, in its own words; a rule it does not offer is
        hidden (and skipped by the arrows), and one pressed gives way to the edition's first."""
        offered = tie_choices(own)
        for rule in TIE_RULES:
            button = self.query_one(f"#tie-{rule}", RadioButton)
            button.display = rule in offered
            button.disabled = rule not in offered
            button.label = tie_label(rule, own)
        if self._choice("tie-rule", TIE_RULES[0]) not in offered:
            self.query_one("#tie-rule", ChoiceSet).press(
                self.query_one(f"#tie-{offered[0]}", RadioButton))

    def _edition_changed(self) -> None:
        """Another rule set: its switches, and its first set-up in place of a mix the
        narrator did not make himself (the base mix, another edition's set-up); his own mix
        stays while the rule set can deal it, else it gives way too and a notice says why."""
        self._show_edition()
        own = self._edition()
        # The house rules play with their own professions: the village goes on with them.
        self.query_one(ProfessionList).set_edition(own)
        if own == "huisregels":
            self.query_one("#opt-village", Checkbox).value = True
        self._show_village()
        offers = offered(len(self.players), self.owned, edition=own)
        others_preset = self.preset_id is not None and self.preset_id not in {
            p.id for p, _ in offers}
        # His own mix stays only while the rule set can deal it: a card it does not have
        # would be kept out of sight in its cards step (a play-test's Vos mix went on, with an
        # invisible dokter, handlanger and vos, into the house rules and was refused there).
        own_mix = self.mix_custom and not others_preset
        foreign = self._cards_not_in(own) if own_mix else []
        if not own_mix or foreign:
            self.action_base_mix()
        if foreign:  # his own mix went: say why
            lang = language()
            self.notify(t("setup.edition.mix_replaced", rules=edition(own).name(lang),
                          cards=", ".join(role(r).name(lang) for r in foreign)),
                        severity="warning")
        self._refresh_mix()

    def _cards_not_in(self, edition_id: str) -> list[str]:
        """The mix's cards the rule set cannot deal: not among its cards, or more of one than
        its box holds."""
        playable = {r.id for r in playable_roles(edition_id)}
        box = edition(edition_id).box
        return sorted(r for r, n in self.mix.items()
                      if n and (r not in playable or (box is not None and n > box.get(r, 0))))

    def _choice(self, radio_set: str, default: str) -> str:
        pressed = self.query_one(f"#{radio_set}", RadioSet).pressed_button
        return pressed.id.split("-", 1)[1] if pressed and pressed.id else default

    def _refresh_summary(self) -> None:
        lang = language()
        cards = ", ".join(f"{n}× {role(r, self._edition()).name(lang)}"
                          for r, n in sorted(self.mix.items()))
        summary = t("setup.summary", players=t("setup.count.players", n=len(self.players)),
                    cards=cards or "—")
        # The deck the game will deal: a rule set without Volle Maan (Wolf Village, the house
        # rules) plays none, whatever its hidden options step still holds (`played`).
        options = self._options()
        deck = len(deck_cards(options.event_deck, options.event_cards, options.events_in_force))
        if deck:  # the event deck is on the table too (step 4 left it out)
            summary += "\n" + t("setup.summary.events", n=deck,
                                 every=t(f"vm.every.{options.event_every}"))
        self.query_one("#summary", Static).update(Content(summary))

    def on_selection_list_selected_changed(self, event: SelectionList.SelectedChanged[Any]) -> None:
        if event.selection_list.id == "vm-cards":
            self._refresh_summary()  # the chosen event cards are in the summary

    def on_radio_set_changed(self, event: RadioSet.Changed) -> None:
        if event.radio_set.id == "vm-dubbele_agenda":
            self._show_problems()  # the variant changes what the mix needs
        if event.radio_set.id == "edition":
            self._edition_changed()
        self._refresh_status()  # the play mode and the edition must agree (Best Of)
        self._start_balance()  # the tie rule changes how the bots' votes end

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start-button":
            self.action_start()

    def action_start(self) -> None:
        professions = self.professions()
        issue = setup_issue(self.players, self.mix, professions, self.owned, self._edition(),
                            self._options()) or self._mode_issue()
        if issue:
            self.notify(issue[1], severity="error")
            self._show_step(STEPS.index(issue[0]))
            return
        app = self.wapp
        app.settings.last_group = list(self.players)
        app.settings.last_mix = dict(+self.mix)
        app.settings.last_mix_players = len(self.players)
        app.settings.last_choices = self._choices_made()
        app.save_settings()
        # The bots rest while the cards are dealt; back on this screen they start again.
        self._stop_balance()
        mode = self._choice("play-mode", "verteller")
        seed = secrets.randbelow(2**31 - 1) + 1
        options = self._options()
        players = tuple(self.players)
        from tui.screens.deal import CardsScreen, DealScreen, secret_setup

        if self._choice("deal-mode", "secret") == "cards":
            app.push_screen(CardsScreen(players, Counter(self.mix), options, seed, mode,
                                        professions=professions, edition=self._edition()))
            return
        try:
            setup = secret_setup(players, Counter(self.mix), options, seed, professions,
                                 self._edition())
        except SetupError as e:
            self.notify(e.text(language()), severity="error")
            return
        app.push_screen(DealScreen(setup, mode))
