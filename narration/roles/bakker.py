"""De Bakker en de Bakkerij (Het Dorp): every night the baker opens his eyes as the werewolves
go back to sleep, and is sent back to sleep shortly after. Nothing is asked; the step is in
the call order right after the werewolves (data/callorder.toml, `professions`)."""

from __future__ import annotations

from narration.callorder import Step
from narration.card import Card, Kind
from narration.hooks import Flow
from narration.prompts import none_prompt
from narration.state import GameState, Player

card = Card("bakker", Kind.PROFESSION)


@card.night_step("bakker")
def bakker(state: GameState, step: Step, living: list[Player]) -> Flow:
    line = state.say(step.wake)
    yield none_prompt(state, step.step, line, called=tuple(p.name for p in living))
    state.say("bakker_slaapt")
