"""Cupido and de Geliefden: two lovers chosen on the first night; one dies, the other dies of
grief at once; a pair from different camps plays for itself."""

from __future__ import annotations

from narration.callorder import Step
from narration.card import Card, Kind
from narration.hooks import Flow
from narration.lovers import lover_rules, update_lover_camps
from narration.prompts import none_prompt, players_prompt
from narration.state import GameState, Player

card = Card("cupido", Kind.ROLE)

CUPIDO_RULE = (
    "Cupido wijst in de eerste nacht twee spelers aan die voor de rest van het spel "
    "verliefd op elkaar zijn."
)


@card.night_step("cupido")
def cupido(state: GameState, step: Step, living: list[Player]) -> Flow:
    line = state.say(step.wake)
    pair = yield players_prompt(state, step.step, "cupido", line, state.alive_names(), low=2,
                                high=2, must_rule=CUPIDO_RULE, role="cupido",
                                called=tuple(p.name for p in living))
    a, b = state.player(pair[0]), state.player(pair[1])
    a.lover, b.lover = b.name, a.name
    update_lover_camps(state)
    state.tell("cupido_koppel", a=a.name, b=b.name)
    state.say("cupido_slaapt")


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
    if player.lover is None or lover_rules(state).no_grief:
        return []  # (Dag der dwazen: no grief this round)
    partner = state.player(player.lover)
    return [(partner.name, "liefdesverdriet")] if partner.alive else []
