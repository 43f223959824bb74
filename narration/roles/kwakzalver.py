"""De Kwakzalver en de Hut (Het Dorp): once per game, at any moment of the day, he renews the
one-time power of another player, used or not: the narrator gives the tile back. Offered at
the day's fixed points (narration/day_powers.py)."""

from __future__ import annotations

from narration.card import Card, Kind
from narration.day_powers import day_power, point_key
from narration.hooks import Flow
from narration.prompts import player_prompt, rule_error
from narration.state import GameState
from narration.village import home, why_no_power, with_power
from setups.professions import profession

card = Card("kwakzalver", Kind.PROFESSION)

RULE = ("De Kwakzalver mag één keer per spel, op elk moment van de dag, de eenmalige "
        "eigenschap van een andere speler vernieuwen.")


def has_once_power(state: GameState, name: str) -> bool:
    """Ruling kwakzalver-tegels: only a profession tile with a one-time power can be given
    back (biechtvader, barbier, kasteelheer), not a card's power like the witch's potions."""
    b = home(state, name)
    return b is not None and profession(b.profession).power == "once"


@day_power(card, 1, "kwakzalver")
def renewal(state: GameState, point: str) -> Flow:
    holder = with_power(state, "kwakzalver")
    if holder is None:
        state.skip(point_key("kwakzalver", point), why_no_power(state, "kwakzalver"))
        return
    quack, hut = holder
    others = [n for n in state.alive_names()
              if n != quack.name and has_once_power(state, n)]
    if not others:
        state.skip(point_key("kwakzalver", point),
                   "no other living player has a one-time power to renew")
        return

    def once_power(name: str) -> str | None:
        if name == quack.name or not has_once_power(state, name):
            raise rule_error(state, f"{name}:", RULE)
        return None

    line = state.text("private", "kwakzalver_vraag", name=quack.name)
    key = point_key("kwakzalver", point)
    target = yield player_prompt(state, "kwakzalver", key, line, others,
                                 optional=True, rule=once_power, called=(quack.name,))
    if not target:
        return
    hut.used = True
    renewed = home(state, target)
    assert renewed is not None  # checked by once_power
    renewed.used = False
    state.say("kwakzalver_vernieuwt", name=quack.name, target=target)
