"""House-rule switches a table chooses at setup (`[setup.options]` in a scenario)."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from setups.errors import SetupError

TIE_RULES = ("burgemeester", "herstemming", "lot", "niemand")


@dataclass(frozen=True)
class Options:
    # The narrator may hold a mayor election on any day while there is no mayor.
    mayor_election: bool = True
    # Dead players' cards are turned open (rulebook). When False, a dead role's step is still
    # called with a pause so that silence does not betray the death.
    reveal_dead_roles: bool = True
    # What a tied vote does: the mayor decides (rulebook; nobody dies without a mayor), a
    # re-vote among the tied, a seeded lot, or nobody is eliminated.
    tie_rule: str = "burgemeester"
    # Het Dorp as in huisregels-met-beroepen.txt where it differs in small ways: the pyromaan's
    # werewolf is drawn by lot, one-time day powers end with the vote, the veldwachter must
    # fill every empty building (narration/RULINGS.md, "Huisregels met beroepen").
    huisregels_beroepen: bool = False
    # Karakters with Volle Maan: the mayor appoints an omroeper (town crier) who holds the event
    # cards and reads one of his choice in the morning instead of the draw.
    omroeper: bool = False


OPTION_HELP: dict[str, str] = {
    "mayor_election": "true/false: hold a mayor election (default true)",
    "reveal_dead_roles": "true/false: turn the cards of the dead open (default true)",
    "tie_rule": "tie in the vote: " + ", ".join(TIE_RULES) + " (default burgemeester)",
    "huisregels_beroepen": "true/false: Het Dorp by the house rules: the burnt werewolf by lot, "
                           "day powers end with the vote, every empty building filled "
                           "(default false)",
    "omroeper": "true/false: play with the omroeper, the town crier the mayor appoints; he holds "
                "the event cards (Volle Maan) and reads one in the morning (default false)",
}


def options_from_table(table: dict[str, Any]) -> Options:
    known = {f.name: f for f in fields(Options)}
    values: dict[str, Any] = {}
    for key, value in table.items():
        if key not in known:
            raise SetupError(
                f"Unknown option '{key}'; known options: {', '.join(sorted(known))}."
            )
        default = getattr(Options(), key)
        if isinstance(default, bool) and not isinstance(value, bool):
            raise SetupError(f"Option '{key}' must be true or false, not {value!r}.")
        if isinstance(default, str) and not isinstance(value, str):
            raise SetupError(f"Option '{key}' must be text, not {value!r}.")
        values[key] = value
    options = Options(**values)
    if options.tie_rule not in TIE_RULES:
        raise SetupError(
            f"Option tie_rule is '{options.tie_rule}'; allowed: {', '.join(TIE_RULES)}."
        )
    return options


def options_to_table(options: Options) -> dict[str, Any]:
    return {f.name: getattr(options, f.name) for f in fields(Options)}
