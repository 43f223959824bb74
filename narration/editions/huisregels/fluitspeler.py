"""De Fluitspeler (huisregels): every night he charms 1 or 2 players ("afhankelijk van het
aantal spelers": counts.py), never himself; the charmed do not know it and keep their powers
(they are not woken: ruling huisregels-betoverden). He wins while alive when every other
player is dead or charmed; in love, he and his partner win together when every other player is
dead or charmed ("dus de geliefde van de fluitspeler niet")."""

from __future__ import annotations

from narration.bot_view import BALLOT
from narration.callorder import Step
from narration.card import Card, Kind
from narration.editions.huisregels.counts import one_or_two
from narration.hooks import Flow
from narration.ids import Camp
from narration.memory import Names
from narration.presence import action_fails, tell_failed, visit_blocked
from narration.prompts import players_prompt, rule_error
from narration.shared_policies import bot_charms, bot_piper_votes
from narration.state import GameState, Player, Winner
from narration.wins import SOLO_WIN

card = Card("fluitspeler", Kind.ROLE, edition="huisregels", keeps_memory=True)

RULE = ("De fluitspeler mag elke nacht 1 of 2 (afhankelijk van het aantal spelers) spelers "
        "betoveren.")
SELF_RULE = "De Fluitspeler kan zichzelf niet betoveren."


def charmed(state: GameState) -> list[str]:
    return list(state.recall("fluitspeler", Names).names)


@card.night_step("fluitspeler")
def fluitspeler(state: GameState, step: Step, living: list[Player]) -> Flow:
    piper = living[0]
    done = set(charmed(state))
    cands = [p.name for p in state.alive() if p.name != piper.name and p.name not in done
             and not visit_blocked(state, "fluitspeler", p.name)]
    count = min(one_or_two(state), len(cands))
    line = state.say(step.wake)

    def allowed(names: list[str]) -> str | None:
        for name in names:
            if name == piper.name:
                raise rule_error(state, f"{name}:", SELF_RULE)
            blocked = visit_blocked(state, "fluitspeler", name)
            if blocked:
                raise rule_error(state, f"{name}:", blocked)
        return None

    chosen = yield players_prompt(state, step.step, "fluitspeler", line, cands, low=count,
                                  high=count, must_rule=RULE, rule=allowed,
                                  role="fluitspeler", called=(piper.name,))
    if chosen and action_fails(state, "fluitspeler"):  # the yeti's gift: nobody is tapped
        tell_failed(state, "fluitspeler", chosen)
    elif chosen:
        state.memo("fluitspeler", Names).names.extend(chosen)
        state.tell("fluitspeler_betovert", names=state.names(chosen), n=len(chosen))
    state.say("fluitspeler_slaapt")


@card.hook(SOLO_WIN, 20)
def all_others_charmed(state: GameState) -> Winner | None:
    pipers = [p for p in state.alive() if p.role == "fluitspeler" and not p.turned]
    if not pipers:
        return None
    piper = pipers[0]
    pair = {piper.name, *([piper.lover] if piper.lover else [])}
    done = set(charmed(state))
    if not all(p.name in done for p in state.alive() if p.name not in pair):
        return None
    if piper.lover:
        return Winner(Camp.GELIEFDEN, sorted(pair, key=lambda n: state.player(n).seat))
    return Winner(Camp.FLUITSPELER, [piper.name])


# --- how a bot plays the fluitspeler: as the Zygomatic one (narration/shared_policies.py): he
# charms the players the table suspects least, 1 or 2 as his prompt asks, and votes for the
# most suspected player he has not charmed.
card.bot_policy("fluitspeler")(bot_charms)
card.bot_policy(BALLOT)(bot_piper_votes)
