"""Cards that do nothing unless a variant is in play (Stralende zondag: Lycantropische
Besmetting; Einde van de oogst: Het Oogstfeest; Sombere maandag: "Hij is het zeker niet!").
The sources do not say what they do then (marked uncertain in the reference), so the app
tells the narrator to settle it with the table (ruling stille-dagen)."""

from __future__ import annotations

from narration.card import Card, Kind
from narration.event_deck import last_drawn
from narration.hooks import Flow
from narration.state import GameState

card = Card("quiet_days", Kind.EVENT)

VARIANT_OF = {"stralende_zondag": "besmetting", "einde_oogst": "oogstfeest",
              "sombere_maandag": "hij_is_het_niet"}


@card.effect(*VARIANT_OF)
def quiet_day(state: GameState) -> Flow:
    card = last_drawn(state)
    if getattr(state.setup.options, VARIANT_OF[card]):
        state.tell("stille_dag_variant")
    yield from ()
