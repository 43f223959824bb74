"""Wolf Village's Cupido and the lovers: on the first night two players, himself allowed; they
learn each other's names and whether they are on different sides; one dies, the other dies
of grief ("Met een gebroken hart volgt ... de geliefde in de dood"). Lovers from different
camps play only for each other (narration/editions/wolf_village/camps.py)."""

from __future__ import annotations

from narration.callorder import Step
from narration.card import Card, Kind
from narration.editions.wolf_village import EDITION
from narration.editions.wolf_village.camps import judge_lovers
from narration.hooks import Flow
from narration.ids import Camp, Cause
from narration.lovers import pair_lovers
from narration.prompts import none_prompt
from narration.shared_policies import bot_pairs
from narration.state import GameState, Player

card = Card("cupido", Kind.ROLE, edition=EDITION,
            death_lines={Cause.LIEFDESVERDRIET: "dood_liefdesverdriet"})

RULE = ("Alleen in de eerste nacht kiest Cupido twee spelers die verliefd worden; Cupido mag "
        "zichzelf als een van beiden kiezen.")


@card.night_step("cupido")
def cupido(state: GameState, step: Step, living: list[Player]) -> Flow:
    return pair_lovers(state, step, living, RULE, "cupido_slaapt", judge_lovers)


@card.night_step("geliefden")
def geliefden(state: GameState, step: Step, living: list[Player]) -> Flow:
    lovers = [p for p in state.players if p.lover is not None and p.alive]
    if len(lovers) != 2:
        return
    line = state.say(step.wake)
    sides = ("geliefden_kampen" if lovers[0].camp == Camp.GELIEFDEN
             else "wv_geliefden_zelfde_kant")
    info = (state.tell(sides, to=("narrator", *(p.name for p in lovers))),)
    yield none_prompt(state, step.step, line, info=info, called=tuple(p.name for p in lovers))
    state.say("geliefden_slapen")


@card.grief(21)
def grief(state: GameState, player: Player) -> list[tuple[str, str]]:
    if player.lover is None:
        return []
    partner = state.player(player.lover)
    return [(partner.name, "liefdesverdriet")] if partner.alive else []


# --- how a bot plays cupido: as the Zygomatic cupido (narration/shared_policies.py); he may
# choose himself here too.
card.bot_policy("cupido")(bot_pairs)
