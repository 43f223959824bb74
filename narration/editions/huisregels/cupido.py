"""Eros (the house rules' Cupido) and de geliefden: on the first night Eros points at two
people who are in love for ever; when one dies the other dies of grief at once. Eros is the one
night action the yeti's gift does not touch. Which pairs play for themselves: rules.py."""

from __future__ import annotations

from narration.callorder import Step
from narration.card import Card, Kind
from narration.hooks import Flow
from narration.lovers import update_lover_camps
from narration.prompts import none_prompt, players_prompt
from narration.state import GameState, Player

card = Card("cupido", Kind.ROLE, edition="huisregels")

RULE = ("Eros wijst in de eerste nacht 2 mensen aan die voor eeuwig en altijd verliefd op "
        "elkaar zullen worden.")


@card.night_step("cupido")
def eros(state: GameState, step: Step, living: list[Player]) -> Flow:
    line = state.say(step.wake)
    pair = yield players_prompt(state, step.step, "cupido", line, state.alive_names(), low=2,
                                high=2, must_rule=RULE, role="cupido",
                                called=tuple(p.name for p in living))
    a, b = state.player(pair[0]), state.player(pair[1])
    a.lover, b.lover = b.name, a.name
    update_lover_camps(state)
    state.tell("cupido_koppel", a=a.name, b=b.name)
    state.say("eros_slaapt")


@card.night_step("geliefden")
def geliefden(state: GameState, step: Step, living: list[Player]) -> Flow:
    lovers = [p for p in state.players if p.lover is not None and p.alive]
    if len(lovers) != 2:
        return
    line = state.say(step.wake)
    info = (state.tell("geliefden_kampen"),) if lovers[0].camp == "geliefden" else ()
    yield none_prompt(state, step.step, line, info=info, called=tuple(p.name for p in lovers))
    state.say("geliefden_slapen")


@card.grief(10)
def lovers_grief(state: GameState, player: Player) -> list[tuple[str, str]]:
    if player.lover is None:
        return []
    partner = state.player(player.lover)
    return [(partner.name, "liefdesverdriet")] if partner.alive else []
