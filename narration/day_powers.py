"""Het Dorp's powers "op elk moment van de dag" (biechtvader, kwakzalver, barbier): the flow
cannot be interrupted at just any moment, so each such power is offered at three fixed points
of the day, as an optional prompt that "" passes (ruling dagkrachten-momenten):

- `ochtend`, after the night's deaths and the veldwachter's buildings;
- `voor_stemming`, at the end of the debate, before the schooljuffrouw's ban and the vote;
- `na_stemming`, after the vote and its deaths (the biechtvader "zelfs nadat de stemming een
  slachtoffer heeft aangewezen").

In a scenario the power's key is answered at the first of these points of its day turn.
"""

from __future__ import annotations

from collections.abc import Callable

from narration.hooks import MomentHook, moment

POINTS = (("ochtend", 50), ("voor_stemming", 10), ("na_stemming", 50))


def day_power(order: int) -> Callable[[MomentHook], MomentHook]:
    """Offer a day power at each point; `order` sorts the powers offered at one point."""

    def register(fn: MomentHook) -> MomentHook:
        for name, base in POINTS:
            moment(name, base + order)(fn)
        return fn

    return register
