"""The engine: a game is its setup plus the answers the table gave, folded through the flow.

`Game.prompt` is what is asked now (None once the game has ended). `Game.answer` checks an
answer against the rules and applies it; an illegal answer raises AnswerError and changes
nothing. Undo steps back over the last answer by replaying the rest; redo puts it back.
`Game.edit_preview` changes one earlier answer on a copy (the later answers kept while each
answers the same question as before and is still legal) and says what that changes;
`Game.adopt` makes the copy the game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from narration.errors import AnswerError
from narration.flow import game_flow
from narration.hooks import Flow
from narration.lines import line
from narration.prompts import Prompt
from narration.state import GameState, Message, new_state
from setups.game_setup import GameSetup, validate


@dataclass(slots=True)  # not frozen: a frozen dataclass is slow to make, and many are made
class Record:
    """One accepted answer with the prompt it answered, for export and the timeline."""

    step: str
    key: str | None
    phase: str
    round: int
    answer: Any


@dataclass(slots=True)
class EditPreview:
    """What changing answer `index` to `value` would do, against the game as it is now."""

    index: int
    value: Any  # the new answer, in its normal (journaled) form
    kept: int  # how many of the later answers still fit and were re-applied
    later: int  # how many later answers there were
    stopped_at: Record | None  # the first later answer that no longer fits (None: all fit)
    deaths_before: list[tuple[str, str]]  # (name, cause)
    deaths_after: list[tuple[str, str]]
    roles_changed: list[tuple[str, str, str]]  # (name, role now, role after the edit)
    winner_before: str | None  # the winning camp
    winner_after: str | None
    game: Game  # the edited game, to adopt on confirm


def _deaths(state: GameState) -> list[tuple[str, str]]:
    return [(d.name, d.cause) for d in state.deaths]


class Game:
    def __init__(self, setup: GameSetup, answers: list[Any] | None = None, *,
                 validated: bool = False) -> None:
        """`validated`: the setup was checked already (setups.deal.deal_setup checks)."""
        if not validated:
            validate(setup)
        self.setup = setup
        self.redo_stack: list[Any] = []
        self._start()
        for value in answers or []:
            self._apply(value, check=False)

    def _start(self) -> None:
        self.state: GameState = new_state(self.setup)
        # The accepted answers are `records` (below): the Records made so far, and the answers
        # accepted since, kept as (the prompt answered, the answer) until `records` is next
        # read (a bot game reads none: ~37 objects a game are never made). A prompt is not
        # changed once asked, so its fields are the ones it was answered with.
        self._records: list[Record] = []
        self._accepted: list[tuple[Prompt, Any]] = []
        self._flow: Flow = game_flow(self.state)
        # Messages from this index on were produced on the way to the current prompt.
        self.lines_start = 0
        self.prompt: Prompt | None = next(self._flow)

    @property
    def records(self) -> list[Record]:
        """Every accepted answer with the prompt it answered, in order (read-only: the game
        appends to it); the answers accepted since the last read are made Records now."""
        accepted = self._accepted
        if accepted:
            self._records += [Record(p.step, p.key, p.phase, p.round, answer)
                              for p, answer in accepted]
            accepted.clear()
        return self._records

    @property
    def answers(self) -> list[Any]:
        return [r.answer for r in self.records]

    @property
    def ended(self) -> bool:
        return self.prompt is None

    def answer(self, value: Any = None) -> Any:
        """Check and apply one answer; returns its normal (journaled) form."""
        normal = self._apply(value, True)  # (by position: a keyword takes the slow call)
        if self.redo_stack:
            self.redo_stack.clear()
        return normal

    def _apply(self, value: Any, check: bool) -> Any:
        prompt = self.prompt
        if prompt is None:
            raise AnswerError(line(self.setup.lang, "error", "not_asked"))
        normal = prompt.check(value) if check else value
        self._accepted.append((prompt, normal))
        state = self.state
        state.position += 1  # (the answers so far: every answer is applied here, one by one)
        self.lines_start = state.message_count()
        try:
            self.prompt = self._flow.send(normal)
        except StopIteration:
            self.prompt = None
        return normal

    def fresh_messages(self) -> list[Message]:
        """What the engine said on the way to the current prompt (public and private)."""
        return self.state.messages[self.lines_start:]

    def fresh_public_lines(self) -> list[str]:
        """The public lines to speak as the current prompt appears."""
        return [m.text for m in self.fresh_messages() if m.public]

    def undo(self) -> bool:
        """Step back over the last answer. False when at the very start."""
        if not self.records:
            return False
        answers = self.answers
        self.redo_stack.append(answers.pop())
        self._start()
        for value in answers:
            self._apply(value, check=False)
        return True

    def redo(self) -> bool:
        if not self.redo_stack:
            return False
        self._apply(self.redo_stack.pop(), check=False)
        return True

    def as_asked(self, index: int) -> Game:
        """The game as it stood when answer `index` was asked: its prompt (with the candidates
        and choices of that moment) and its state, to ask that answer again. A copy: this game
        is left as it is."""
        if not 0 <= index < len(self.records):
            raise AnswerError(line(self.setup.lang, "error", "no_such_answer",
                                   number=index + 1, n=len(self.records)))
        return Game(self.setup, self.answers[:index], validated=True)

    def asked_prompts(self) -> list[Prompt]:
        """The prompt each recorded answer answered, in order (one replay): what was asked,
        with the choices' labels of that moment, to say an answer in words."""
        replay = Game(self.setup, validated=True)
        prompts: list[Prompt] = []
        for value in self.answers:
            assert replay.prompt is not None  # a recorded answer answered a prompt
            prompts.append(replay.prompt)
            replay._apply(value, check=False)
        return prompts

    def edit_preview(self, index: int, value: Any) -> EditPreview:
        """The game with answer `index` changed to `value`, checked by that prompt (AnswerError
        when refused: nothing changes); each later answer is re-applied, checked, while it fits.
        This game is left as it is until `adopt`."""
        if not 0 <= index < len(self.records):
            raise AnswerError(line(self.setup.lang, "error", "no_such_answer",
                                   number=index + 1, n=len(self.records)))
        answers = self.answers
        edited = Game(self.setup, answers[:index], validated=True)
        normal = edited._apply(value, check=True)
        later = answers[index + 1:]
        kept = 0
        stopped_at: Record | None = None
        for offset, old in enumerate(later):
            record = self.records[index + 1 + offset]
            # A later answer is kept only where the edited game asks the very question it
            # answered: a check alone would let it answer a question asked only now (an
            # empty pick taken as the veldwachter's "nobody" on a step that was never asked).
            asked = edited.prompt
            if asked is None or (asked.step, asked.key, asked.phase, asked.round) != (
                    record.step, record.key, record.phase, record.round):
                stopped_at = record
                break
            try:
                edited._apply(old, check=True)
            except AnswerError:
                stopped_at = record
                break
            kept += 1
        before = {p.name: p.role for p in self.state.players}
        roles = [(p.name, before[p.name], p.role) for p in edited.state.players
                 if before.get(p.name) != p.role]
        return EditPreview(
            index, normal, kept, len(later), stopped_at,
            _deaths(self.state), _deaths(edited.state), roles,
            self.state.winner.camp if self.state.winner else None,
            edited.state.winner.camp if edited.state.winner else None,
            edited,
        )

    def adopt(self, preview: EditPreview) -> None:
        """Become the edited game of a preview (redo is forgotten, as after a new answer)."""
        edited = preview.game
        self.state, self._flow = edited.state, edited._flow
        self._records, self._accepted = edited.records, []
        self.lines_start, self.prompt = edited.lines_start, edited.prompt
        self.redo_stack.clear()
