"""What one secret turn shows, in one shape for every card (ruling doorgeven-beurtvorm).

A turn is always the same blocks in the same order, each of a fixed number of lines: who you
are, your card in a frame of one width, what you know now (always FACT_LINES lines), what to
do now, the engine's refusal (or nothing), one pick list of `1 + living players` rows, and a
status line. The list is the same for every card: "nobody" (a ballot's abstention, or the
card's own pass) and every living player; a card that chooses among a few named choices (the
yeti's yes or no, the heks's elixir, the dief's cards, the wolfshond's camps) repeats them
down every row, so no row is left empty. Every row carries the same numbers (0 and the living
players' seat numbers) and is drawn to one width, its label followed by a dotted leader
(`drawn_row`): over a shoulder a yes/no looks like a list of players. What a card may not
pick is not left out: the engine's own check refuses it, with its message, when picked.

Pure data (no widgets): the screen renders a `TurnView`, and the tests measure it headless.
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass, field

from narration.prompts import CHOICE, NONE, PLAYER, PLAYERS, TABLE, YESNO, choice_label
from narration.secret_night import SecretNights, Task, is_ballot, secret_turn
from narration.state import GameState
from setups.catalogue import edition_versions, roles
from tui.i18n import t
from tui.step_names import step_label
from tui.widgets.number_entry import seat_number

WIDTH = 76          # the width of every block of text
FACT_LINES = 4      # the "what you know" block, whatever you know
TITLE_LINES = 2     # what to do now
ERROR_LINES = 2     # the refusal of a pick, or nothing
EMPTY = "\x00"      # the value of a row that holds nothing (no list has one now)
ROW_WIDTH = 60      # every row's label cell, the dotted leader included
LEADER = "·"
TICK = "✓"          # a player ticked on a multi-pick (Cupido's lovers), at the row's end
_MARK = "\t"        # in a row's label: what follows is its mark (no name holds a tab)


@dataclass
class Picking:
    """Where a player is within his task: the players ticked so far (a multi-pick), and for
    the heks's table whether the elixir question is answered (and how)."""

    ticked: list[str] = field(default_factory=list)
    save: bool | None = None


@dataclass(frozen=True)
class TurnView:
    heading: str
    card: str                             # the card's name, centred to CARD_WIDTH
    facts: tuple[str, ...]                # exactly FACT_LINES lines
    title: tuple[str, ...]                # exactly TITLE_LINES lines
    error: tuple[str, ...]                # exactly ERROR_LINES lines
    rows: tuple[tuple[str, str], ...]     # (value, label), exactly 1 + living players
    status: str
    numbers: tuple[int, ...] = ()         # the number typed for each row (see row_numbers)

    @property
    def drawn(self) -> tuple[str, ...]:
        """Each row as the pick list draws it: its number, then its label cell."""
        return tuple(drawn_row(n, label) for n, (_, label)
                     in zip(self.numbers, self.rows, strict=True))


def card_width(lang: str) -> int:
    """The frame's inner width: the longest card name of the catalogue, plus margins."""
    return max(len(r.name(lang)) for r in (*roles().values(), *edition_versions())) + 8


def card_text_height(lang: str) -> int:
    """The lines of the longest card explanation at WIDTH: the deal gives every card's text
    this height, so the deal screen's shape tells nothing either."""
    from setups.explanations import explanation

    texts = [explanation(r.id, lang) or r.text(lang) for r in roles().values()]
    texts += [r.text(lang) for r in edition_versions()]  # an edition's own card text
    return max(len(textwrap.wrap(text, WIDTH - 2)) for text in texts)


def lines(text: str, count: int) -> tuple[str, ...]:
    """`text` wrapped to WIDTH in exactly `count` lines (cut with … when longer)."""
    wrapped = textwrap.wrap(text, WIDTH) if text else []
    if len(wrapped) > count:
        wrapped = wrapped[:count]
        wrapped[-1] = wrapped[-1][:WIDTH - 1] + "…"
    return tuple(wrapped + [""] * (count - len(wrapped)))


def chosen_words(state: GameState, key: str, value: object) -> list[str]:
    """A choice of tonight's turn in the words of its rows, one for each pick: a player, the
    players ticked, a card's own choice, yes or no; the heks's two picks (her elixir, then her
    poison), each said, nobody as her rows said it."""
    if isinstance(value, bool):
        return [t("prompt.yes") if value else t("prompt.no")]
    if isinstance(value, list):
        return [state.names([str(v) for v in value]) if value else t("prompt.nobody")]
    turn = secret_turn(state, key)
    if isinstance(value, dict):  # a table taken as two picks, as its card declares (the heks)
        target = value.get(turn.ask_player)
        return [t("pass.row.use_elixir" if value.get(turn.ask_first) else "pass.row.keep_elixir"),
                t(f"edit.field.{turn.ask_player}", name=target) if target
                else t("pass.row.no_poison")]
    if not value:  # a voice among the table's abstains; one card's pick: nobody
        return [t("prompt.abstain" if is_ballot(key, turn) else "prompt.nobody")]
    name = str(value)
    return [name if name in state.setup.players else choice_label(state, name)]


def chosen_facts(nights: SecretNights, player: str) -> list[str]:
    """What the player chose on his turn tonight, confirmed on his screen before he hands on
    (every card alike: the yeti's and the schout's choice for the next night too); each pick
    of a turn taken in two (the heks's) is confirmed on its own line."""
    state = nights.state
    return [t("pass.fact.gekozen_volgende_nacht" if nights.for_next_night(key)
              else "pass.fact.gekozen", what=words)
            for key, value in nights.answered(player).items()
            for words in chosen_words(state, key, value)]


def fact_lines(nights: SecretNights, player: str, task: Task | None) -> tuple[str, ...]:
    facts = chosen_facts(nights, player)  # first: never cut, whatever else he knows
    known = nights.facts(player)
    facts += [t(f"pass.fact.{f.kind}", **f.params) for f in known]
    # How the pack's votes make one victim; not for a werewolf alone, whose vote is the
    # victim (he was told "most votes decide; a tie, the lot").
    if task is not None and task.turn.pack and all(f.kind != "weerwolf_alleen" for f in known):
        facts.append(t("pass.fact.meerderheid"))
    if task is not None and task.shows_prompt_info:
        facts += [i for i in task.prompt.info if i not in facts]
    if not facts:
        facts = [t("pass.fact.niets")]
    # A fact longer than a line wraps onto the next while the block has room (the heks's
    # "you never see their victim" is longer than WIDTH in every language); only when the
    # facts cannot fit whole are they cut, one line each and the last ones joined.
    wrapped = [line for f in facts for line in textwrap.wrap(f, WIDTH)]
    if len(wrapped) <= FACT_LINES:
        return tuple(wrapped + [""] * (FACT_LINES - len(wrapped)))
    if len(facts) > FACT_LINES:
        facts = [*facts[:FACT_LINES - 1], " · ".join(facts[FACT_LINES - 1:])]
    shown = [lines(f, 1)[0] for f in facts]
    return tuple(shown + [""] * (FACT_LINES - len(shown)))


def with_tick(label: str) -> str:
    """A row's label with the tick of a multi-pick, drawn at the row's end (`cell`)."""
    return f"{label}{_MARK}{TICK}"


def shown_label(label: str) -> str:
    """A row's label as a player reads it, its tick left out."""
    return label.partition(_MARK)[0]


def cell(label: str) -> str:
    """A row's label in its cell of ROW_WIDTH: the label (cut with … when longer), a space and
    a dotted leader to the end, so every row is drawn to the same width, whatever it says. A
    ticked row's tick ends its leader: the labels start where every other turn's do."""
    label, _, mark = label.partition(_MARK)
    end = f" {mark}" if mark else ""
    room = ROW_WIDTH - len(end)
    if len(label) > room - 2:
        label = label[:room - 3] + "…"
    return f"{label} {LEADER * (room - len(label) - 1)}{end}"


def drawn_row(number: int, label: str) -> str:
    """One row of the pick list as drawn (tui/widgets/pick_list.py puts the number first)."""
    return f"{number:>2}  {cell(label)}"


def row_count(state: GameState) -> int:
    return 1 + len(state.alive_names())


def rows(state: GameState, task: Task | None, picking: Picking, me: str = ""
         ) -> tuple[tuple[str, str], ...]:
    """The pick list: always `row_count` rows. A table is taken as its card declares
    (`SecretTurn.ask_first`, then `ask_player`: the heks's elixir, then her poison). A
    ballot's row 0 is the abstention, in the words of the day's ballot entry
    (tui/widgets/prompt_panel.py). The row of `me`, the player whose turn it is, says so
    ("Anna (jij)") on every card's list alike: whether he may pick himself is his card's
    rule, and a refusal tells him when he may not."""
    players = [(n, t("pass.row.me", name=n) if n == me else n) for n in state.alive_names()]
    prompt = task.prompt if task is not None else None
    items: list[tuple[str, str]]
    if prompt is None or prompt.kind == PLAYER:  # done: the same rows, the list disabled
        ballot = task is not None and task.ballot
        nobody = t("prompt.abstain" if ballot and prompt is not None else "prompt.nobody")
        items = [("", nobody), *players]
    elif prompt.kind == PLAYERS:
        items = [("", t("pass.row.confirm", n=len(picking.ticked)))] + [
            (n, with_tick(label) if n in picking.ticked else label) for n, label in players]
    elif prompt.kind == CHOICE:
        from tui.widgets.prompt_panel import pass_label

        items = [("", pass_label(prompt.key))] + [(c, choice_label(state, c))
                                                  for c in prompt.choices]
    elif prompt.kind == YESNO:
        items = [("no", t("prompt.no")), ("yes", t("prompt.yes"))]
    elif prompt.kind == TABLE and picking.save is None:
        assert task is not None
        items = [("", t("pass.row.keep_elixir")), (task.turn.ask_first, t("pass.row.use_elixir"))]
    elif prompt.kind == TABLE:
        items = [("", t("pass.row.no_poison")), *players]
    elif prompt.kind == NONE:
        items = [("", t("pass.row.continue"))]
    else:
        items = [("", t("prompt.nobody")), *players]
    count = max(row_count(state), len(items))
    if not items:
        return tuple([(EMPTY, "")] * count)
    # A list of a few choices repeats them down every row (ruling doorgeven-beurtvorm).
    return tuple(items[i % len(items)] for i in range(count))


def row_numbers(state: GameState, rows: tuple[tuple[str, str], ...]) -> tuple[int, ...]:
    """The number before each row, the same in every list: 0, then the living players' seat
    numbers, as on the seat map and in every list of the day (a player's row carries his own);
    a choice repeated down the rows takes the number of the row it stands on. Only a list of
    more choices than rows (few players left) counts its rows from 0."""
    living = sorted(p.seat for p in state.alive())
    if len(rows) != 1 + len(living):
        return tuple(range(len(rows)))
    return (0, *(seat_number(seat) for seat in living))


def title(task: Task | None, picking: Picking, edition: str = "") -> str:
    if task is None:
        return t("pass.done")
    prompt = task.prompt
    if prompt.kind == TABLE:
        # Each of the two picks has its own question; a field the engine no longer offers
        # (a potion used) is said plainly, on the same one line: picked, it is refused.
        asked = task.turn.ask_first if picking.save is None else task.turn.ask_player
        gone = "_op" if asked not in prompt.choices else ""
        if picking.save is None or gone:
            return t(f"pass.task.{task.key}_{asked}{gone}")
    # A key with a title of its own says what to do; an edition may say it its own way (the
    # house rules' and Wolf Village's ziener learns only whether a player is a werewolf).
    for own in (f"pass.task.{task.key}_{edition}" if edition else "", f"pass.task.{task.key}"):
        if own and t(own) != own:
            return t(own)
    return step_label(prompt.step, edition)


def turn_view(nights: SecretNights, player: str, task: Task | None, picking: Picking, *,
              error: str, status: str, lang: str) -> TurnView:
    state = nights.state
    me = state.player(player)
    width = card_width(lang)
    listed = rows(state, task, picking, player)
    return TurnView(
        heading=t("pass.you_are", name=player),
        card=state.role_name(me.role).upper().center(width),
        facts=fact_lines(nights, player, task),
        title=lines(title(task, picking, state.setup.edition), TITLE_LINES),
        error=lines(error, ERROR_LINES),
        rows=listed,
        status=status,
        numbers=row_numbers(state, listed),
    )


MORE = object()  # the pick is part of the answer; the turn goes on picking


def after_refusal(task: Task, picking: Picking) -> Picking:
    """What of a refused answer's picks stays on screen: the ticks of a multi-pick (Cupido
    confirming one lover adds the second, not both again), and the heks's elixir answer when
    it is her poison that was refused (she picks another, not the elixir again)."""
    from narration.errors import AnswerError

    prompt = task.prompt
    if prompt.kind == PLAYERS:
        return Picking(ticked=list(picking.ticked))
    if prompt.kind == TABLE and picking.save is not None:
        try:
            prompt.check({task.turn.ask_first: True} if picking.save else {})
        except AnswerError:
            return Picking()  # the elixir itself was refused: ask it again
        return Picking(save=picking.save)
    return Picking()


def pick(task: Task, picking: Picking, value: str) -> object:
    """The answer a picked row gives `task` (MORE while the task needs more picks). A row that
    holds nothing, or a part of an answer the engine's check refuses, raises AnswerError."""
    from narration.errors import AnswerError

    prompt = task.prompt
    if value == EMPTY:
        raise AnswerError(t("pass.empty_row"))
    if prompt.kind == YESNO:
        return value == "yes"
    if prompt.kind == NONE:
        return None
    if prompt.kind == PLAYERS:
        if not value:
            return list(picking.ticked)
        if value in picking.ticked:
            picking.ticked.remove(value)
        else:
            picking.ticked.append(value)
        return MORE
    if prompt.kind == TABLE:
        first, then = task.turn.ask_first, task.turn.ask_player
        assert first and then, f"no card declares how {task.key!r} is taken on a secret turn"
        if picking.save is None:
            if value == first:
                prompt.check({first: True})  # refused at once when she may not save
            picking.save = value == first
            return MORE
        answer: dict[str, object] = {first: True} if picking.save else {}
        if value:
            answer[then] = value
        return answer
    return value
