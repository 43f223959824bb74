"""Wolf Village's heks: a healing potion and a poison, each once in the whole game; she sees the
werewolves' victim; the elixir saves that victim, herself too; the poison kills any other
player she picks, that same night; both in one night allowed. With both used she is still
called (silence would betray her), and nothing is asked."""

from __future__ import annotations

from typing import Any

from narration.callorder import Step
from narration.card import Card, Kind
from narration.editions.wolf_village import EDITION
from narration.hooks import Flow
from narration.potions import potions
from narration.prompts import err, none_prompt, resolve_name, rule_error, table_prompt
from narration.state import GameState, Player

card = Card("heks", Kind.ROLE, edition=EDITION)

ONCE_RULE = "De heks heeft twee drankjes, elk voor één gebruik in het hele spel."
VICTIM_RULE = "Het levensdrankje kan het slachtoffer van de weerwolven redden."
SELF_RULE = "De heks kan zichzelf niet vergiftigen."


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
        state.say("wv_heks_slaapt")
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
            out["vergif"] = target
        return out

    choices = tuple(c for c, ok in (("redden", elixir_left and bool(victim)),
                                    ("vergif", poison_left)) if ok)
    answer = yield table_prompt(state, step.step, "heks", line, check, choices=choices,
                                player_fields=("vergif",),
                                candidates=[n for n in state.alive_names() if n != witch.name],
                                info=tuple(info), role="heks", called=(witch.name,))
    if answer.get("redden"):
        mem.elixir_used = state.round
        state.night.saved = victim
        state.tell("heks_redt", name=victim)
    if answer.get("vergif"):
        mem.poison_used = state.round
        state.night.poisoned = answer["vergif"]
        state.tell("heks_vergiftigt", name=answer["vergif"])
    state.say("wv_heks_slaapt")
