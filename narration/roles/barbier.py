"""De Barbier en de Kapsalon (Het Dorp): once per game, at any moment of the day, he
eliminates a player of his choice, never a zwerver. When that was a werewolf of the kinds the
rulebook names, the barber lives; in every other case he is eliminated at once too. Offered at
the day's fixed points (narration/day_powers.py)."""

from __future__ import annotations

import random
from typing import Any

from narration.bot_view import SeatView
from narration.card import Card, Kind
from narration.day_powers import POINTS, day_power, point_key
from narration.deaths import kill
from narration.hooks import Flow
from narration.ids import Cause
from narration.prompts import PLAYER, Prompt, player_prompt, rule_error
from narration.state import GameState
from narration.village import is_zwerver, why_no_power, with_power
from narration.wins import check_win

card = Card("barbier", Kind.PROFESSION, death_lines={Cause.BARBIER: "dood_algemeen"})

# "Hiervoor tellen de Gewone Weerwolf, de Grote Boze Wolf, de Besmettelijke Oerwolf en de
# Witte Weerwolf": the card counts (ruling barbier-weerwolven: a player who turned into a
# werewolf, like the wolvenkind or the wolfshond, is none of these).
WOLF_CARDS = ("weerwolf", "grote_boze_wolf", "oerwolf", "witte_weerwolf")
ZWERVER_RULE = "Een Zwerver mag hij niet kiezen."
SELF_RULE = "De Barbier kiest een andere speler (uitspraak van de spelleider)."


@day_power(card, 3, "barbier")
def razor(state: GameState, point: str) -> Flow:
    holder = with_power(state, "barbier")
    if holder is None:
        state.skip(point_key("barbier", point), why_no_power(state, "barbier"))
        return
    barber, salon = holder
    targets = [n for n in state.alive_names() if n != barber.name and not is_zwerver(state, n)]

    def allowed(name: str) -> str | None:
        if name == barber.name:
            raise rule_error(state, f"{name}:", SELF_RULE, ruling="barbier-zelf")
        if is_zwerver(state, name):
            raise rule_error(state, f"{name}:", ZWERVER_RULE)
        return None

    line = state.text("private", "barbier_vraag", name=barber.name)
    key = point_key("barbier", point)
    target = yield player_prompt(state, "barbier", key, line, targets, optional=True,
                                 rule=allowed, called=(barber.name,))
    if not target:
        return
    salon.used = True
    state.say("barbier_slaat_toe", name=barber.name, target=target)
    batch = [(target, "barbier")]
    if state.player(target).role not in WOLF_CARDS:
        batch.append((barber.name, "barbier"))
    yield from kill(state, batch)
    check_win(state)  # the rest of this moment is not asked once the game is decided


# --- how a bot plays the barbier (narration/bots.py) ------------------------------------------
# His razor costs his own life unless it finds a werewolf, so he uses it only on a player the
# seer exposed in public (at any of the day's three points), never on a guess. Infected (a
# werewolf), he keeps it.


@card.bot_policy(*(point_key("barbier", point) for point, _ in POINTS))
def bot_shaves(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != PLAYER:
        return NotImplemented  # not the razor this policy knows: the generic answer
    if view.werewolf:
        return ""
    exposed = [c for c in prompt.candidates if view.findings.get(c) and c != view.lover]
    return exposed[rng.randrange(len(exposed))] if exposed else ""
