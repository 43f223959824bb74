"""The named moments of a game that cards hook into (`card.moment(name, order)`), run by the
flow in this order:

`voor_het_spel` (before the first night: the engel's day-0 vote, the sektarier's groups),
`begin_nacht` (after "the village sleeps"), `einde_nacht` (after the last step of the night),
`ochtend` (after dawn's deaths and the win check: the bear's growl, the medium, the event
card or the omroeper, the veldwachter), `voor_stemming` (after the debate: the
schooljuffrouw's ban, the waard's vote), `na_stemming` (after the vote and its deaths: the
stotterende_raadsheer's second vote). The flow checks for a winner after `voor_het_spel`,
`ochtend`, `voor_stemming` and the vote.
"""

from __future__ import annotations

from collections.abc import Callable

from narration.hooks import Flow
from narration.ids import Phase
from narration.state import GameState

MomentHook = Callable[[GameState], Flow]
# (Phase.END read once: an enum member read from its class is slow, narration/flow.py.)
_END = Phase.END



def run_moment(state: GameState, name: str) -> Flow | tuple[()]:
    """Run the hooks of moment `name` in their declared order, until the game has ended. A
    moment no card of the game hooks gives () to `yield from`: no generator is made for it
    (~20 a game)."""
    hooks: tuple[MomentHook, ...] | None = state.rules.moments.get(name)
    if hooks is None:
        return ()
    return _run_hooks(state, hooks)


def _run_hooks(state: GameState, hooks: tuple[MomentHook, ...]) -> Flow:
    for fn in hooks:
        if state.phase == _END:
            return
        yield from fn(state)
