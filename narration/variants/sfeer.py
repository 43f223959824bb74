"""Variants Maneschijn and De Sprekende Muur: the table does the work (candles, notes); the app
reminds the narrator at the right moment and times the writing of the notes."""

from __future__ import annotations

from narration.card import Card, Kind
from narration.hooks import Flow
from narration.prompts import none_prompt
from narration.state import GameState

card = Card("sfeer", Kind.VARIANT,
            when=lambda setup: bool(setup.options.maneschijn or setup.options.sprekende_muur))


def night_victims(state: GameState) -> list[str]:
    return [d.name for d in state.deaths
            if d.round == state.round and d.phase == "night" and d.cause == "weerwolven"]


@card.moment("begin_nacht", 51)
def risky_candles(state: GameState) -> Flow:
    if state.setup.options.maneschijn == "riskant":
        state.tell("maneschijn_riskant")
    yield from ()


@card.moment("ochtend", 60)
def blow_out_the_victims(state: GameState) -> Flow:
    if not state.setup.options.maneschijn or not night_victims(state):
        return
    victims = night_victims(state)
    info = (state.tell("maneschijn_ochtend", names=state.names(victims), n=len(victims)),)
    yield none_prompt(state, "maneschijn", "", info=info, timed=True)


@card.moment("na_stemming", 50)
def voted_out_blows_out(state: GameState) -> Flow:
    if not state.setup.options.maneschijn:
        return
    out = [d.name for d in state.deaths if d.round == state.round and d.phase == "day"]
    if out:
        line = state.say("maneschijn_stemming", names=state.names(out), n=len(out))
        yield none_prompt(state, "maneschijn", line, timed=True)


@card.moment("na_stemming", 900)
def talking_wall(state: GameState) -> Flow:
    if not state.setup.options.sprekende_muur:
        return
    line = state.say("sprekende_muur_schrijven")
    yield none_prompt(state, "sprekende_muur", line, timed=True)
    line = state.say("sprekende_muur_voorlezen")
    yield none_prompt(state, "sprekende_muur_voorlezen", line,
                      info=(state.tell("sprekende_muur_herinnering"),))
