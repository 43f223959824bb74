"""De Biechtvader en de Kerk (Het Dorp): once per game, at any moment of the day, even after
the vote, a player of his choice secretly shows him his card. Offered at the day's fixed
points (narration/day_powers.py)."""

from __future__ import annotations

from narration.card import Card, Kind
from narration.day_powers import day_power, point_key
from narration.hooks import Flow
from narration.prompts import player_prompt, rule_error
from narration.state import GameState
from narration.village import why_no_power, with_power

card = Card("biechtvader", Kind.PROFESSION)

SELF_RULE = ("De Biechtvader neemt een ander de biecht af; zijn eigen kaart kent hij al "
             "(uitspraak van de spelleider).")


@day_power(card, 2, "biechtvader")
def confession(state: GameState, point: str) -> Flow:
    holder = with_power(state, "biechtvader")
    if holder is None:
        state.skip(point_key("biechtvader", point), why_no_power(state, "biechtvader"))
        return
    confessor, church = holder
    others = [n for n in state.alive_names() if n != confessor.name]

    def not_himself(name: str) -> str | None:
        if name == confessor.name:
            raise rule_error(state, f"{name}:", SELF_RULE, ruling="biechtvader-zelf")
        return None

    line = state.text("private", "biechtvader_vraag", name=confessor.name)
    key = point_key("biechtvader", point)
    target = yield player_prompt(state, "biechtvader", key, line, others,
                                 optional=True, rule=not_himself, called=(confessor.name,))
    if not target:
        return
    church.used = True
    state.say("biechtvader_biecht", name=confessor.name, target=target)
    state.tell("biechtvader_ziet", to=("narrator", confessor.name), name=target,
               role=state.role_name(state.player(target).role))
