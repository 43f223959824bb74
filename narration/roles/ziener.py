"""De Ziener: every night points at a player and is shown his card (privately)."""

from __future__ import annotations

import random

from narration.bot_view import BALLOT, DAY, SeatView
from narration.callorder import Step
from narration.card import Card, Kind, SecretTurn
from narration.hooks import Flow
from narration.memory import Cards
from narration.presence import action_fails
from narration.prompts import Prompt, none_prompt
from narration.seats import living_neighbours
from narration.shared_policies import bot_claims, bot_looks, bot_votes, remember_look
from narration.state import GameState, Player
from narration.visits import VisitRules, visit_prompt
from setups.catalogue import role
from setups.editions import edition

# On a secret turn she looks at the card as it lay at nightfall; her facts say what she saw,
# and the yeti's "ziener_mislukt" that she saw nothing.
card = Card("ziener", Kind.ROLE, secret_turns={"ziener": SecretTurn(
    facts_say_it=True, looks=True, failed_line="ziener_mislukt")})

RULE = "De Ziener wijst elke nacht een speler aan en krijgt diens karakterkaart te zien."
SELF_RULE = ("De Ziener wijst een andere speler aan dan zichzelf; zijn eigen kaart kent hij al "
             "(uitspraak van de spelleider).")


RULES = VisitRules(RULE, SELF_RULE, "nobody else is alive to look at",
                   not_self_ruling="ziener-zelf")


@card.night_step("ziener")
def ziener(state: GameState, step: Step, living: list[Player]) -> Flow:
    seer = living[0]
    target = yield from visit_prompt(state, step, seer, "ziener", RULES)
    if target is None:  # he is the last one alive (De Zwarte Dood goes on until nobody is left)
        return
    seen = state.player(target)
    if action_fails(state, "ziener"):  # the house rules' yeti: he sees nothing tonight
        shown = state.tell("ziener_mislukt", to=("narrator", seer.name))
        yield none_prompt(state, "ziener_ziet", "", info=(shown,), role="ziener",
                          called=(seer.name,))
        state.announce("ziener_slaapt")
        return
    state.night.seen = seen.name  # for the event cards (Slaapwandelen, Spiritisme)
    state.memo("ziener", Cards).cards.append(seen.role)
    if state.setup.options.oogstfeest:
        # Het Oogstfeest: the chosen card and those of his living neighbours, not whose.
        names = [seen.name, *living_neighbours(state, seen.name)]
        roles = sorted(state.role_name(state.player(n).role) for n in names)
        shown = state.tell("ziener_ziet_drie", to=("narrator", seer.name),
                           roles=", ".join(roles))
    elif state.setup.edition and edition(state.setup.edition).ziener_ziet == "weerwolf":
        # The house rules: only whether he is a werewolf (ruling huisregels-ziener).
        verdict = state.text("word", "ja" if seen.werewolf else "nee")
        shown = state.tell("ziener_ziet", to=("narrator", seer.name), name=seen.name,
                           verdict=verdict)
    else:
        shown = state.tell("ziener_ziet", to=("narrator", seer.name), name=seen.name,
                           role=state.role_name(seen.role))
    # A step of its own so the narrator can show the card while the seer is awake.
    yield none_prompt(state, "ziener_ziet", "", info=(shown,), role="ziener",
                      called=(seer.name,))
    state.announce("ziener_slaapt")


# --- how a bot plays the ziener: narration/shared_policies.py (Wolf Village's ziener plays
# alike); what she keeps of a look is this card's: the werewolf or not of the card she saw.
card.bot_policy("ziener")(bot_looks)
card.bot_policy(DAY)(bot_claims)
card.bot_policy(BALLOT)(bot_votes)


@card.bot_policy("ziener_ziet")
def bot_sees(view: SeatView, prompt: Prompt, rng: random.Random) -> None:
    cards = view.card_memory(Cards).cards
    sure = bool(cards) and not view.options.oogstfeest
    remember_look(view, lambda name: role(cards[-1]).werewolf if sure else None)
