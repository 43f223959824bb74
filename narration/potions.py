"""The heks's potions: what the heks cards, Het Oogstfeest's box, the Bosvruchten event and
the secret turns all read, so it is a record of its own here and not inside one card; and the
heks's call itself, which the Zygomatic heks and Wolf Village's play alike, each with the rule
quotes of its own text.

"De Heks heeft twee drankjes die ze elk één keer per spel mag gebruiken": each `*_used` holds
the round it was used in, or None while it is left.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from narration.callorder import Step
from narration.card import SecretTurn
from narration.hooks import Flow
from narration.presence import decided_at_dawn, visit_blocked, visitable
from narration.prompts import err, none_prompt, resolve_name, rule_error, table_prompt
from narration.state import GameState, Player


@dataclass
class Potions:
    elixir_used: int | None = None
    poison_used: int | None = None
    # Het Oogstfeest: the round the heks tossed her box (once per game).
    box_used: int | None = None

    @property
    def elixir_left(self) -> bool:
        return self.elixir_used is None

    @property
    def poison_left(self) -> bool:
        return self.poison_used is None


def potions(state: GameState) -> Potions:
    return state.memo("heks", Potions)


@dataclass(frozen=True)
class HeksRules:
    """What one edition's heks quotes when an answer breaks her rules, and her sleep line."""

    once: str
    victim: str
    no_self_poison: str
    sleep: str
    no_self_poison_ruling: str | None = None  # its RULINGS.md id, if a ruling


def heks_step(state: GameState, step: Step, living: list[Player], rules: HeksRules) -> Flow:
    """The heks's call: shown the victim and her potions, she answers one table
    (`{ redden = true, vergif = "Eva" }`); each card gives the rule quotes and sleep line."""
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
        state.announce(rules.sleep)
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
                raise rule_error(state, "redden:", rules.once)
            if not victim:
                raise rule_error(state, state.text("private", "heks_geen_slachtoffer"),
                                 rules.victim)
            out["redden"] = True
        target = value.get("vergif", "")
        if target:
            if isinstance(target, str):
                target = resolve_name(state, target) or target
            if not poison_left:
                raise rule_error(state, "vergif:", rules.once)
            if not isinstance(target, str) or target not in {p.name for p in state.players}:
                raise err(state, "unknown_player", name=target,
                          allowed=", ".join(state.alive_names()))
            if not state.player(target).alive:
                raise err(state, "dead_player", name=target)
            if target == witch.name:
                raise rule_error(state, f"vergif = {target}:", rules.no_self_poison,
                                 rules.no_self_poison_ruling)
            blocked = visit_blocked(state, "heks", target)
            if blocked:
                raise rule_error(state, f"vergif = {target}:", blocked)
            out["vergif"] = target
        return out

    choices = tuple([c for c, ok in (("redden", elixir_left and bool(victim)),
                                     ("vergif", poison_left)) if ok])
    answer = yield table_prompt(state, step.step, "heks", line, check, choices=choices,
                                player_fields=("vergif",),
                                candidates=visitable(state, "heks", [
                                    n for n in state.alive_names() if n != witch.name]),
                                info=tuple(info), role="heks", called=(witch.name,))
    # On a night whose draws are made at dawn (the house rules' yeti) the narrator is told what
    # she did, not that it worked: the end of the night says which potion failed.
    if answer.get("redden"):
        mem.elixir_used = state.round
        state.night.saved = victim
        state.note("heks_redt_onzeker" if decided_at_dawn(state, "redden") else "heks_redt",
                   name=victim)
    if answer.get("vergif"):
        mem.poison_used = state.round
        state.night.poisoned = answer["vergif"]
        state.note("heks_vergiftigt_onzeker" if decided_at_dawn(state, "vergif")
                   else "heks_vergiftigt", name=answer["vergif"])
    state.announce(rules.sleep)


def secret_facts(state: GameState, holder: Player) -> list[tuple[str, dict[str, str | int]]]:
    """What the heks is shown on her secret turn: her potions, and (while she has the elixir)
    that her save stands for whoever the wolves attack; never the victim, so that nothing on
    her screen depends on where the wolves sit in the turn order (ruling
    doorgeven-heks-altijd-blind)."""
    mem = potions(state)
    left = [state.text("word", w) for w, ok in (("levensdrankje", mem.elixir_left),
                                                ("gifdrankje", mem.poison_left)) if ok]
    potions_left = state.names(left) or state.text("word", "niets")
    facts: list[tuple[str, dict[str, str | int]]] = [("heks_drankjes", {"potions": potions_left})]
    if mem.elixir_left:
        facts.append(("heks_blind", {}))
    return facts


# How the heks (either edition's) takes her call on a secret turn: blind, the elixir first and
# then the poison, her potions among her facts (narration/secret_night.py).
SECRET_TURN = SecretTurn(facts_say_it=True, blind=True, ask_first="redden",
                         ask_player="vergif", facts=secret_facts)
