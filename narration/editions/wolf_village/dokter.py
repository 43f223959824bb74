"""Wolf Village's dokter: every night one player protected from the werewolves' bite, and from
nothing else. Options: `dokter_zelf` (he may protect himself, default on) and
`dokter_herhalen` (the same player two nights in a row, default off)."""

from __future__ import annotations

from dataclasses import dataclass

from narration.callorder import Step
from narration.card import Card, Kind
from narration.editions.wolf_village import EDITION
from narration.hooks import Flow
from narration.prompts import player_prompt, rule_error
from narration.shared_policies import bot_protects
from narration.state import GameState, Player


@dataclass
class DoctorMemory:
    """Whom he protected last, and in which night (the option dokter_herhalen)."""

    last: str | None = None
    last_round: int | None = None


card = Card("dokter", Kind.ROLE, edition=EDITION)

RULE = "Elke nacht kiest de dokter één speler om te beschermen."
SELF_RULE = "De dokter mag zichzelf niet beschermen (schakelaar dokter_zelf staat uit)."
REPEAT_RULE = ("De dokter mag niet twee nachten achter elkaar dezelfde speler beschermen "
               "(schakelaar dokter_herhalen staat uit).")


@card.night_step("dokter")
def dokter(state: GameState, step: Step, living: list[Player]) -> Flow:
    doctor = living[0]
    options = state.setup.options
    mem = state.memo("dokter", DoctorMemory)
    last = mem.last if mem.last_round == state.round - 1 else None
    barred = set() if options.dokter_herhalen or last is None else {last}
    if not options.dokter_zelf:
        barred.add(doctor.name)
    cands = [n for n in state.alive_names() if n not in barred]
    if not cands:
        state.skip("dokter", "there is nobody the dokter may protect tonight")
        return
    line = state.say(step.wake)

    def allowed(name: str) -> str | None:
        if name == doctor.name and not options.dokter_zelf:
            raise rule_error(state, f"{name}:", SELF_RULE, option="dokter_zelf")
        if name in barred:
            raise rule_error(state, f"{name}:", REPEAT_RULE, option="dokter_herhalen")
        return None

    info = (state.tell("wv_dokter_niet", name=last),) if last in barred else ()
    target = yield player_prompt(state, step.step, "dokter", line, cands, must_rule=RULE,
                                 rule=allowed, info=info, role="dokter", called=(doctor.name,))
    mem.last, mem.last_round = target, state.round
    state.night.protected = target
    state.tell("wv_dokter_beschermt", name=target)
    state.say("wv_dokter_slaapt")


# --- how a bot plays the dokter (narration/shared_policies.py `bot_protects`): the seer who
# came out, else himself when dokter_zelf allows it, else the player the table trusts most.
card.bot_policy("dokter")(bot_protects)
