"""De Heks: a healing potion and a poison, each once per game; both in one night allowed; the
elixir on herself allowed; she is shown the wolves' victim first."""

from __future__ import annotations

import random
from typing import Any

from narration.bot_view import SeatView
from narration.callorder import Step
from narration.card import Card, Kind
from narration.hooks import Flow
from narration.potions import potions
from narration.presence import visit_blocked
from narration.prompts import (
    TABLE,
    Prompt,
    err,
    none_prompt,
    resolve_name,
    rule_error,
    table_prompt,
)
from narration.state import GameState, Player

card = Card("heks", Kind.ROLE)

ONCE_RULE = "De Heks heeft twee drankjes die ze elk één keer per spel mag gebruiken."
VICTIM_RULE = "Met het levenselixer wekt ze het slachtoffer van de Weerwolven weer tot leven."
SELF_RULE = ("De Heks mag haar vergif niet op zichzelf gebruiken "
             "(uitspraak, zie narration/RULINGS.md: heks-vergif-zelf).")


@card.night_step("heks")
def heks(state: GameState, step: Step, living: list[Player]) -> Flow:
    witch = living[0]
    mem = potions(state)
    elixir_left, poison_left = mem.elixir_left, mem.poison_left
    line = state.say(step.wake)
    victim: str | None = state.night.victim
    info = [state.tell("heks_slachtoffer", name=victim) if victim
            else state.tell("heks_geen_slachtoffer")]
    left = [state.text("word", w) for w, ok in (("levensdrankje", elixir_left),
                                                ("gifdrankje", poison_left)) if ok]
    info.append(state.tell("heks_drankjes", potions=state.names(left) or
                           state.text("word", "niets")))
    if not (elixir_left or poison_left):
        state.skip("heks", "both of the heks's potions are used")
        yield none_prompt(state, step.step, line, info=tuple(info), role="heks",
                          called=(witch.name,))
        state.say("heks_slaapt")
        return

    def check(value: Any) -> dict[str, Any]:
        if value in (None, "", {}):
            return {}
        if not isinstance(value, dict):
            raise err(state, "need_table", example='{ redden = true, vergif = "Eva" }')
        for field in value:
            if field not in ("redden", "vergif"):
                raise err(state, "unknown_field", field=field, allowed="redden, vergif")
        out: dict[str, Any] = {}
        save = value.get("redden", False)
        if not isinstance(save, bool):
            raise err(state, "need_yesno")
        if save:
            if not elixir_left:
                raise rule_error(state, "redden:", ONCE_RULE)
            if not victim:
                raise rule_error(state, state.text("private", "heks_geen_slachtoffer"),
                                 VICTIM_RULE)
            out["redden"] = True
        target = value.get("vergif", "")
        if target:
            if isinstance(target, str):
                target = resolve_name(state, target) or target
            if not poison_left:
                raise rule_error(state, "vergif:", ONCE_RULE)
            if not isinstance(target, str) or target not in {p.name for p in state.players}:
                raise err(state, "unknown_player", name=target,
                          allowed=", ".join(state.alive_names()))
            if not state.player(target).alive:
                raise err(state, "dead_player", name=target)
            if target == witch.name:
                raise rule_error(state, f"vergif = {target}:", SELF_RULE)
            blocked = visit_blocked(state, "heks", target)
            if blocked:
                raise rule_error(state, f"vergif = {target}:", blocked)
            out["vergif"] = target
        return out

    choices = tuple(c for c, ok in (("redden", elixir_left and bool(victim)),
                                    ("vergif", poison_left)) if ok)
    answer = yield table_prompt(state, step.step, "heks", line, check, choices=choices,
                                player_fields=("vergif",),
                                candidates=[n for n in state.alive_names() if n != witch.name
                                            and not visit_blocked(state, "heks", n)],
                                info=tuple(info), role="heks", called=(witch.name,))
    if answer.get("redden"):
        mem.elixir_used = state.round
        state.night.saved = victim
        state.tell("heks_redt", name=victim)
    if answer.get("vergif"):
        mem.poison_used = state.round
        state.night.poisoned = answer["vergif"]
        state.tell("heks_vergiftigt", name=answer["vergif"])
    state.say("heks_slaapt")


# --- how a bot plays the heks (narration/bots.py) ---------------------------------------------
# She is shown the wolves' victim (the names in her prompt's lines). She saves him with her
# elixir SAVE_SHARE of the time, herself always. She keeps her poison for a sure target: a
# werewolf the seer exposed in public, else a player the table clearly suspects (at least
# POISON_SUSPICION, narration/bot_view.py); never herself, the victim or her lover.
SAVE_SHARE = 0.8
POISON_SUSPICION = 2.0


@card.bot_policy("heks")
def bot_potions(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != TABLE:
        return NotImplemented  # not the potions this policy knows: the generic answer
    answer: dict[str, Any] = {}
    victims = view.shown()
    victim = victims[0] if victims else None
    if "redden" in prompt.choices and victim and (victim == view.me
                                                  or rng.random() < SAVE_SHARE):
        answer["redden"] = True
    if "vergif" in prompt.choices:
        targets = [c for c in prompt.candidates if c not in (view.me, victim, view.lover)]
        exposed = [c for c in targets if view.findings.get(c)]
        suspect = view.most_suspected(targets, rng)
        if exposed:
            answer["vergif"] = exposed[rng.randrange(len(exposed))]
        elif suspect and view.suspicion(suspect) >= POISON_SUSPICION:
            answer["vergif"] = suspect
    return answer
