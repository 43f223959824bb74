"""The input for one prompt: a pick list, a multi-pick, yes/no, the witch's potions, a vote.

The panel never decides anything: it turns keys into a raw answer and posts `Answered`; the
engine checks it and the screen shows the engine's message when it is refused. Which players
and fields it lists depends on the privacy curtain (tui/curtain.py): behind it a night's list
is every living player, and a refusal names no secret.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import OptionList, Static

from narration.errors import AnswerError
from narration.prompts import (
    CHOICE,
    NONE,
    PLAYER,
    PLAYERS,
    TABLE,
    VOTE,
    YESNO,
    Prompt,
    choice_label,
)
from narration.state import GameState
from tui.curtain import UP, Curtain, listed_players, table_fields
from tui.i18n import t
from tui.refusals import narrator_refusal, quote
from tui.screens import localize_bindings
from tui.widgets.check_box import CheckBox, MarkedSelectionList
from tui.widgets.list_room import KeepsRows
from tui.widgets.message_line import MessageLine
from tui.widgets.number_entry import NumberEntry, seat_number
from tui.widgets.pick_list import NumberKeys, PickList


@dataclass(frozen=True)
class Kept:
    """What a panel carries over from the one it replaces: the players ticked, the yes/no
    fields' values."""

    ticked: list[str] = field(default_factory=list)
    boxes: dict[str, bool] = field(default_factory=dict)


def pass_label(key: str | None) -> str:
    """The label of "no choice" in a choice list: the key's own (the toneelspeler takes no card
    tonight) or the dief's "keep your card"."""
    own = f"prompt.pass.{key}"
    return t("prompt.keep") if t(own) == own else t(own)


class MultiPick(KeepsRows, NumberKeys, MarkedSelectionList):
    """A player's seat number (or the arrows) moves to him, space (or a click) toggles him;
    Enter confirms the whole pick. Nothing is lit at first (space alone ticks nobody).

    Where nobody is an answer (`nobody_allowed`), Enter with nobody ticked does not answer it
    (an Enter meant for a "press Enter" pause would): it rings and says how, `0 Enter`, as 0 is
    nobody in every other list."""

    BINDINGS = [Binding("enter", "confirm", "key.confirm")]

    def __init__(self, *items: tuple[str, str, bool], numbers: list[int],
                 nobody_allowed: bool = False, id: str | None = None) -> None:
        super().__init__(*items, id=id)
        localize_bindings(self)
        self.entry = NumberEntry(numbers)
        self.nobody_allowed = nobody_allowed
        self.highlighted = None

    def _show_typed(self) -> None:
        if self.nobody_allowed and self.entry.typed == "0":
            self.border_title = t("pick.typed_nobody")
        else:
            super()._show_typed()

    async def on_key(self, event: events.Key) -> None:
        """0 and Enter where nobody is an answer; every other key goes on to NumberKeys'
        handler (Textual runs each class's on_key in turn unless the default is prevented)."""
        typed = self.entry.typed
        if self.nobody_allowed and event.character == "0" and not typed:
            # 0 is no seat number: it is typed as "nobody", not refused as unlisted.
            event.stop()
            event.prevent_default()
            self.entry.typed = "0"
            self.highlighted = None
            self._show_typed()
            return
        if self.nobody_allowed and event.key == "enter" and typed == "0":
            event.stop()
            event.prevent_default()
            self.clear_typed()
            self._confirm(nobody=True)

    def enter_typed(self, index: int) -> None:
        """`3 Enter` means "and 3": the typed player is picked (not left out of an answer
        confirmed without him), then Enter confirms as always."""
        option = self.get_option_at_index(index)
        if option.value not in self.selected:
            self.select(option)

    def action_confirm(self) -> None:
        self._confirm()

    def _confirm(self, *, nobody: bool = False) -> None:
        """The pick confirmed by the panel it stands in (PromptPanel.confirm_many)."""
        panel = self.ancestors_with_self[1]
        if isinstance(panel, PromptPanel):
            panel.confirm_many(nobody=nobody)

    def act_now(self, key: str) -> bool:
        if key == "space":  # toggle the lit player now, not the one lit when a message lands
            if self.highlighted is not None:
                self.toggle(self.get_option_at_index(self.highlighted))
            else:  # nobody lit: say how to light one
                self.app.bell()
                self.border_title = t("pick.nothing_lit")
            return True
        if key == "enter":
            self.action_confirm()
            return True
        return False


class PromptPanel(Vertical):
    DEFAULT_CSS = """
    PromptPanel { height: 1fr; }
    PromptPanel PickList, PromptPanel SelectionList { height: 1fr; min-height: 3; }
    PromptPanel .hint { color: $text-muted; }
    PromptPanel .error { color: $error; height: auto; }
    /* A yes/no field (the heks's healing potion) wraps in a narrow column (80 columns: the
       label ran past the panel's edge, "Levensdrankje ge"). */
    PromptPanel CheckBox { width: 100%; height: auto; text-wrap: wrap; border: none; padding: 0; }
    """
    BINDINGS = [
        Binding("b", "toggle_ballots", "key.ballots", show=False),
        Binding("r", "toggle_save", "key.redden", show=False),
    ]

    class Answered(Message):
        def __init__(self, value: Any) -> None:
            super().__init__()
            self.value = value

    def __init__(self, prompt: Prompt, state: GameState, *, curtain: Curtain = UP,
                 kept: Kept | None = None, id: str | None = None) -> None:
        """`curtain`: the privacy curtain (what the lists offer, what a refusal says);
        `kept`: the ticks and boxes of the panel this one replaces (the curtain moved)."""
        super().__init__(id=id)
        localize_bindings(self)
        self.prompt = prompt
        self.state = state
        self.curtain = curtain
        self.kept = kept or Kept()
        self.players = listed_players(prompt, state, curtain)
        self.fields = table_fields(prompt, state, curtain) if prompt.kind == TABLE \
            else ((), ())
        self._ballot_refused: tuple[AnswerError, str, str] | None = None  # (error, voter, target)
        self.ballots_mode = False
        self.ballots: dict[str, str] = {}
        self.voter_index = 0
        self.entered: list[str] = []  # the voters whose ballot is in, in order
        self.undone_ballots: list[tuple[str, str]] = []  # stepped back over, for ctrl+y

    # --- building ---------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        p = self.prompt
        if p.kind == NONE:
            yield Static(t("prompt.continue"), classes="hint")
        elif p.kind == PLAYER:
            yield self._player_list(nobody=p.optional)
        elif p.kind == PLAYERS:
            yield Static(self._pick_hint(), classes="hint")
            numbers = self._seat_numbers()
            yield MultiPick(*[(f"{number:>2}  {n}", n, n in self.kept.ticked)
                              for number, n in zip(numbers, self.players, strict=True)],
                            numbers=numbers, nobody_allowed=p.low == 0, id="many")
            yield MessageLine(id="pick-count", classes="error")
        elif p.kind == CHOICE:
            items = [("", pass_label(p.key))] if p.optional else []
            labels = p.labels or tuple(choice_label(self.state, c) for c in p.choices)
            yield PickList(items + list(zip(p.choices, labels, strict=True)),
                           id="pick", numbered_from=0 if p.optional else 1)
        elif p.kind == YESNO:
            yield PickList([("no", t("prompt.no")), ("yes", t("prompt.yes"))], id="pick",
                           numbered_from=0)
        elif p.kind == TABLE:
            # Yes/no fields are checkboxes; a field that takes a player is the list.
            yesno, player_fields = self.fields
            for name in yesno:
                yield CheckBox(t(f"prompt.field.{name}"), self.kept.boxes.get(name, False),
                               id=f"field-{name}", classes="yesno-field")
            for name in player_fields[:1]:
                yield Static(t(f"prompt.field.{name}"), classes="hint")
            yield self._player_list(nobody=True, players=bool(player_fields))
        elif p.kind == VOTE:
            yield Static("" if p.one_by_one else t("prompt.vote_hint"), classes="hint",
                         id="vote-hint")
            yield self._player_list(nobody=True)
            yield MessageLine(id="ballot-error", classes="error")
            yield MessageLine(id="tally")

    def _seat_numbers(self) -> list[int]:
        return [seat_number(self.state.player(n).seat) for n in self.players]

    def _player_list(self, *, nobody: bool, players: bool = True) -> PickList:
        """The players listed under their seat numbers; 0 is nobody."""
        items = [("", t("prompt.nobody"))] if nobody else []
        numbers = [0] if nobody else []
        if players:
            items += [(n, n) for n in self.players]
            numbers += self._seat_numbers()
        return PickList(items, id="pick", numbers=numbers)

    def _pick_hint(self) -> str:
        """How to pick, after what to pick where the call does not say it to the narrator
        (`prompt.what.<key>`: Groot wantrouwen's call asks the table whom it trusts, and the
        narrator ticks those nobody pointed at)."""
        p = self.prompt
        if p.low != p.high:
            how = t("prompt.pick_range", low=p.low, high=p.high)
        else:
            how = t("prompt.pick_one" if p.high == 1 else "prompt.pick_many", n=p.high)
        what = t(f"prompt.what.{p.key}")
        return how if what == f"prompt.what.{p.key}" else f"{what} {how}"

    def on_mount(self) -> None:
        for widget in self.query("PickList, SelectionList"):
            widget.focus()
            break
        if self.prompt.kind == VOTE and self.prompt.one_by_one:
            # No outcome to pick (Dolle Nacht's looks): each pick is entered from the start.
            self.action_toggle_ballots()

    # --- answering --------------------------------------------------------------------
    def confirm_none(self) -> None:
        self.post_message(self.Answered(None))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        pick = self.query_one("#pick", PickList)
        value = pick.value_at(event.option_index)
        kind = self.prompt.kind
        if kind == YESNO:
            self.post_message(self.Answered(value == "yes"))
        elif kind == TABLE:
            answer: dict[str, Any] = {}
            for box in self.query(".yesno-field").results(CheckBox):
                if box.value and box.id:
                    answer[box.id.removeprefix("field-")] = True
            player_fields = self.fields[1]
            if value and player_fields:
                answer[player_fields[0]] = value
            self.post_message(self.Answered(answer))
        else:
            self.post_message(self.Answered(value))

    def confirm_many(self, *, nobody: bool = False) -> None:
        """Confirm the ticked players; too few or too many is said here, with how many to
        add or take off, and nothing is answered (Enter with nobody ticked used to answer
        "nobody" wherever nobody is allowed, whatever the narrator had typed). Nobody is
        answered only when said (`nobody`: 0 Enter) with nobody ticked."""
        many = self.query_one("#many", MultiPick)
        chosen = list(many.selected)
        count = self.query_one("#pick-count", MessageLine)
        p = self.prompt
        if nobody and chosen:
            count.update(t("prompt.pick_nobody_ticked"))
            self.app.bell()
            return
        if not chosen and not nobody and p.low == 0:
            count.update(t("prompt.pick_none_ticked"))
            self.app.bell()
            return
        if len(chosen) < p.low:
            # How many to add, and the rule that wants the choice (the zondebok's): both.
            missing = t("prompt.pick_missing", n=p.low - len(chosen))
            count.update(missing if not p.must_rule else
                         f"{missing}\n{t('refusal.rule', rule=quote(p.must_rule))}")
            self.app.bell()
            return
        if len(chosen) > p.high:
            count.update(t("prompt.pick_extra", n=len(chosen) - p.high))
            self.app.bell()
            return
        count.update("")
        self.post_message(self.Answered(chosen))

    def action_toggle_save(self) -> None:
        """`r`: toggle the table's first yes/no field (the witch's elixir)."""
        for box in self.query(".yesno-field").results(CheckBox):
            box.value = not box.value
            break

    # --- ballots ------------------------------------------------------------------------
    def action_toggle_ballots(self) -> None:
        if self.prompt.kind != VOTE or (self.prompt.one_by_one and self.ballots_mode):
            return  # one by one: there is no "whom the village votes out" to go back to
        self.ballots_mode = not self.ballots_mode
        # Each ballot is taken inside its Enter key's handler, before the next digit.
        pick = self.query_one("#pick", PickList)
        pick.picked = self._ballot_at if self.ballots_mode else None
        # Row 0 says what 0 means here: nobody voted out, or (one ballot) this voter abstains,
        # as the ballot hint says ("0 = onthouding").
        nobody = self._abstain() if self.ballots_mode else t("prompt.nobody")
        pick.set_items([("", nobody), *zip(pick.values[1:], pick.labels[1:], strict=True)],
                       pick.numbers)
        self.ballots = {}
        self.voter_index = 0
        self.entered = []
        self.undone_ballots = []
        self._refuse("")
        self._show_ballot_state()

    def _own_text(self, key: str, **fields: Any) -> str:
        """The prompt's own wording of a ballot text where it has one (`<key>.<prompt key>`:
        a werewolf looking at a card on Dolle Nacht neither votes nor abstains), else the
        vote's."""
        own = f"{key}.{self.prompt.key}"
        text = t(own, **fields)
        return t(key, **fields) if text == own else text

    def _abstain(self) -> str:
        return self._own_text("prompt.abstain")

    def _ballot_at(self, index: int) -> None:
        self._ballot(self.query_one("#pick", PickList).value_at(index))

    def _ballot(self, target: str) -> None:
        """One voter's ballot, checked by the vote's own rules before it counts: a lover
        against the partner, or a voter who may not vote, is refused at this ballot."""
        voters = self.prompt.voters
        voter = voters[self.voter_index]
        if target:
            try:
                self.prompt.check({voter: target})
            except AnswerError as e:
                self._ballot_refused = (e, voter, target)
                self._refuse(self._ballot_refusal())
                if self.curtain != UP:
                    self.forget_pick()
                return
        self._refuse("")
        self.undone_ballots.clear()
        self._record_ballot(voter, target)

    def _record_ballot(self, voter: str, target: str) -> None:
        if target:
            self.ballots[voter] = target
        else:
            self.ballots.pop(voter, None)  # abstains
        self.entered.append(voter)
        self.voter_index += 1
        voters = self.prompt.voters
        if self.voter_index >= len(voters):
            self.post_message(self.Answered(dict(self.ballots)))
            self.voter_index = len(voters) - 1
            # Until the engine takes the vote, the last voter stays the one being entered.
            self.entered.pop()
            self.ballots.pop(voter, None)
        self._show_ballot_state()

    def _refuse(self, problem: str) -> None:
        if not problem:
            self._ballot_refused = None
        self.query_one("#ballot-error", MessageLine).update(problem)
        if problem:
            self.app.bell()

    def _ballot_refusal(self) -> str:
        if self._ballot_refused is None:
            return ""
        error, voter, target = self._ballot_refused
        return narrator_refusal(error, self.prompt, {voter: target}, self.state.setup.players,
                                curtain=self.curtain)

    # --- the curtain --------------------------------------------------------------------
    def keeps_shape(self, curtain: Curtain) -> bool:
        """Whether this panel lists the same players and fields with the curtain so."""
        p, state = self.prompt, self.state
        return listed_players(p, state, curtain) == self.players and (
            p.kind != TABLE or table_fields(p, state, curtain) == self.fields)

    def set_curtain(self, curtain: Curtain) -> None:
        """The curtain moved and the lists stay: a refused ballot is said as it may be now."""
        self.curtain = curtain
        if self._ballot_refused is not None:
            self.query_one("#ballot-error", MessageLine).update(self._ballot_refusal())

    def picks(self) -> Kept:
        """The ticks and boxes set so far, for the panel that replaces this one; those this
        panel did not show are kept from the one it replaced (down, up, down again)."""
        ticked = [n for n in self.kept.ticked if n not in self.players]
        if self.query("#many"):
            ticked += self.query_one("#many", MultiPick).selected
        boxes = dict(self.kept.boxes)
        boxes.update({box.id.removeprefix("field-"): box.value
                      for box in self.query(".yesno-field").results(CheckBox) if box.id})
        return Kept(ticked, boxes)

    def forget_pick(self) -> None:
        """Behind the curtain a refused pick does not stay lit or ticked: the screen would
        show whom the card may not pick beside the refusal."""
        for widget in self.query("#pick, #many").results(OptionList):
            if isinstance(widget, MultiPick):
                widget.deselect_all()
            widget.highlighted = None

    def previous_ballot(self) -> bool:
        """Step back one ballot (Backspace, ctrl+z); False when none was entered."""
        if not self.ballots_mode or not self.entered:
            return False
        voter = self.entered.pop()
        self.undone_ballots.append((voter, self.ballots.pop(voter, "")))
        self.voter_index -= 1
        self._refuse("")
        self._show_ballot_state()
        return True

    def next_ballot(self) -> bool:
        """Put back the ballot stepped back over (ctrl+y); False when there is none."""
        if not self.ballots_mode or not self.undone_ballots:
            return False
        voter, target = self.undone_ballots.pop()
        self._record_ballot(voter, target)
        return True

    def _show_ballot_state(self) -> None:
        hint = self.query_one("#vote-hint", Static)
        tally = self.query_one("#tally", MessageLine)
        if not self.ballots_mode:
            hint.update(t("prompt.vote_hint"))
            tally.update("")
            return
        voters = self.prompt.voters
        voter = voters[min(self.voter_index, len(voters) - 1)]
        hint.update(self._own_text("prompt.ballot_of", voter=voter, n=self.voter_index + 1,
                                   total=len(voters)))
        pick = self.query_one("#pick", PickList)
        if self.prompt.one_by_one:
            # Each pick is his own, not a count; and nobody picks himself, so his row goes.
            tally.update(" · ".join(t("prompt.picked_by", voter=v, name=n)
                                    for v, n in self.ballots.items()))
            rows = [(n, n) for n in self.prompt.candidates if n != voter]
            pick.set_items([("", self._abstain()), *rows],
                           [0, *(seat_number(self.state.player(n).seat) for n, _ in rows)])
        else:
            counts: Counter[str] = Counter()
            mayor = self.state.mayor()
            for v, target in self.ballots.items():
                counts[target] += 2 if mayor is not None and mayor.name == v else 1
            tally.update(" · ".join(t("pair", name=n, value=c)
                                    for n, c in counts.most_common()) or "")
        # Nothing is lit for the next voter: Enter alone takes no ballot (a second Enter
        # pressed by accident used to record an abstention); a typed number, 0 for an
        # abstention, or an arrow says whom.
        pick.highlighted = None
        pick.clear_typed()
