"""De Fluitspeler (Volle Maan): belongs to no camp. Every night he charms two players (never
himself); then everyone ever charmed wakes to see the others. The moment every other living
player is charmed he wins alone: after his charm, or when a vote or a bite removes the last
uncharmed player. A charm does not pass to a lover; charmed players keep their powers."""

from __future__ import annotations

from narration.bot_view import BALLOT
from narration.callorder import Step
from narration.card import Card, Kind
from narration.hooks import Flow
from narration.memory import Names
from narration.prompts import none_prompt, players_prompt, rule_error
from narration.shared_policies import bot_charms, bot_piper_votes
from narration.state import GameState, Player, Winner
from narration.wins import SOLO_WIN, check_win

card = Card("fluitspeler", Kind.ROLE, keeps_memory=True)

RULE = "Elke nacht kiest hij twee spelers die hij betovert."
SELF_RULE = "De Fluitspeler kan zichzelf niet betoveren."


def charmed(state: GameState) -> list[str]:
    return list(state.memo("fluitspeler", Names).names)


def per_night(state: GameState) -> int:
    return 1 if state.setup.options.oogstfeest else 2  # Het Oogstfeest: one a night


@card.night_step("fluitspeler")
def fluitspeler(state: GameState, step: Step, living: list[Player]) -> Flow:
    piper = living[0]
    done = set(charmed(state))
    # Ruling fluitspeler-nieuw: he charms players not charmed yet; with fewer left, those.
    cands = [p.name for p in state.alive() if p.name != piper.name and p.name not in done]
    count = min(per_night(state), len(cands))
    line = state.say(step.wake)

    def not_himself(names: list[str]) -> str | None:
        if piper.name in names:
            raise rule_error(state, f"{piper.name}:", SELF_RULE)
        return None

    chosen = yield players_prompt(state, step.step, "fluitspeler", line, cands, low=count,
                                  high=count, must_rule=RULE, rule=not_himself,
                                  role="fluitspeler", called=(piper.name,))
    state.memo("fluitspeler", Names).names.extend(chosen)
    if chosen:
        state.tell("fluitspeler_betovert", names=state.names(chosen), n=len(chosen))
    state.say("fluitspeler_slaapt")


@card.night_step("betoverden")
def betoverden(state: GameState, step: Step, living: list[Player]) -> Flow:
    awake = [n for n in charmed(state) if state.player(n).alive]
    if not awake:
        return
    line = state.say(step.wake)
    info = (state.tell("betoverden_zijn", names=state.names(awake), n=len(awake)),)
    yield none_prompt(state, step.step, line, info=info, called=tuple(awake))
    state.say("betoverden_slapen")
    # "Is op enig moment elke levende speler behalve de Fluitspeler betoverd": ruling
    # fluitspeler-moment, the win counts at once, before dawn.
    check_win(state)


@card.hook(SOLO_WIN, 20)
def all_charmed(state: GameState) -> Winner | None:
    # An infected fluitspeler keeps charming but "wint vanaf nu met de Weerwolven": his solo
    # goal is gone (ruling fluitspeler-besmet).
    pipers = [p for p in state.alive() if p.role == "fluitspeler" and not p.turned]
    if not pipers:
        return None
    done = set(charmed(state))
    if all(p.name in done for p in state.alive() if p not in pipers):
        return Winner("fluitspeler", [p.name for p in state.players
                                      if p.role == "fluitspeler" and not p.turned])
    return None


# --- how a bot plays the fluitspeler: narration/shared_policies.py (the house rules'
# fluitspeler plays alike, with his 1 or 2 charms a night)
card.bot_policy("fluitspeler")(bot_charms)
card.bot_policy(BALLOT)(bot_piper_votes)
