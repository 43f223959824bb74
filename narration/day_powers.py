"""Het Dorp's powers "op elk moment van de dag" (biechtvader, kwakzalver, barbier): the flow
cannot be interrupted at just any moment, so each such power is offered at three fixed points
of the day, as an optional prompt that "" passes (ruling dagkrachten-momenten):

- `ochtend`, after the night's deaths and the veldwachter's buildings: key `barbier`;
- `voor_stemming`, at the end of the debate, before the schooljuffrouw's ban and the vote:
  key `barbier@voor_stemming`;
- `na_stemming`, after the vote and its deaths (the biechtvader "zelfs nadat de stemming een
  slachtoffer heeft aangewezen"): key `barbier@na_stemming`.

The plain key is the rulebook's (SCENARIOS.md); the two others say when the power was used, so
that an exported game replays exactly.
"""

from __future__ import annotations

from collections.abc import Callable

from narration.card import Card
from narration.hooks import Flow
from narration.moments import MomentHook
from narration.prompts import Prompt
from narration.state import GameState
from narration.village import house_professions, with_power

POINTS = (("ochtend", 50), ("voor_stemming", 10), ("na_stemming", 50))
DayPower = Callable[[GameState, str], Flow]


def point_key(key: str, point: str) -> str:
    """The answer key of a day power at one point of the day."""
    return key if point == POINTS[0][0] else f"{key}@{point}"


def _at(fn: DayPower, key: str, point: str) -> MomentHook:
    def offer(state: GameState) -> Flow:
        if point == "na_stemming" and house_professions(state):
            state.skip(point_key(key, point), "under the house rules (huisregels_beroepen) a "
                       "one-time day power cannot be used once the vote's result is known")
            return
        yield from marked(fn(state, point))

    return offer


def marked(flow: Flow) -> Flow:
    """The power's flow, with every prompt it asks marked as a day power's offer."""
    answer = None
    try:
        while True:
            prompt = flow.send(answer)
            if isinstance(prompt, Prompt):
                prompt.day_power = True
            answer = yield prompt
    except StopIteration:
        return


def day_power(card: Card, order: int, key: str) -> Callable[[DayPower], DayPower]:
    """Offer `card`'s day power (answer key `key`) at each point; `order` (1-9) sorts the
    powers offered at one point. The power gets the point's name to build its key
    (`point_key`)."""

    def attach(fn: DayPower) -> DayPower:
        card.day_powers += ((order, key),)
        for name, base in POINTS:
            card.moment(name, base * 10 + order)(_at(fn, key, name))
        return fn

    return attach


def usable_day_powers(state: GameState) -> tuple[str, ...]:
    """The day powers of this game's cards that a living holder can still use, in the order
    they are offered (what the narrator is told `k` will ask for)."""
    declared = sorted(p for card in state.rules.cards for p in card.day_powers)
    return tuple(key for _, key in declared if with_power(state, key) is not None)
