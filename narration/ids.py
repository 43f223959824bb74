"""The normative ids of ../shared/SCENARIOS.md that are not cards: phases, prompt kinds, camps
and causes of death. Each is a StrEnum, so a value is its id string everywhere (journal,
scenarios, JSON) while the code names it once. Card ids live with their cards (the catalogue
data and each card's module)."""

from __future__ import annotations

from enum import StrEnum


class DayStepId(StrEnum):
    """The day's own steps, of no card: the flow asks them (narration/flow.py), the day's
    rule card lists them on the call-order panel (narration/roles/dag.py)."""

    DAG_BEGINT = "dag_begint"  # daybreak: the night's turns may still be going on
    DISCUSSIE = "discussie"    # the discussion before the vote (timed)


class Phase(StrEnum):
    SETUP = "setup"
    NIGHT = "night"
    DAY = "day"
    END = "end"


class PromptKind(StrEnum):
    NONE = "none"          # nothing to answer: a line to speak, a pause
    PLAYER = "player"      # one player ("" for nobody where passing is allowed)
    PLAYERS = "players"    # a list of players
    CHOICE = "choice"      # one of a few named choices ("" where passing is allowed)
    YESNO = "yesno"        # true or false
    TABLE = "table"        # a small table of fields (the witch's potions)
    VOTE = "vote"          # the eliminated player, or ballots {voter: target}


class Camp(StrEnum):
    DORP = "dorp"
    WEERWOLVEN = "weerwolven"
    GELIEFDEN = "geliefden"    # lovers from different camps
    FLUITSPELER = "fluitspeler"
    WITTE_WEERWOLF = "witte_weerwolf"
    ENGEL = "engel"
    SEKTARIER = "sektarier"
    NAR = "nar"                # wolf_village: the jester, alone
    VOS = "vos"                # wolf_village: the solo fox
    NIEMAND = "niemand"        # nobody is left


class Cause(StrEnum):
    WEERWOLVEN = "weerwolven"
    GROTE_BOZE_WOLF = "grote_boze_wolf"
    WITTE_WEERWOLF = "witte_weerwolf"
    VERGIF = "vergif"
    STEMMING = "stemming"
    HERSTEMMING = "herstemming"
    JAGER = "jager"
    LIEFDESVERDRIET = "liefdesverdriet"
    INFECTIE = "infectie"      # the ridder's rusty sword
    BETRAPT = "betrapt"        # the onschuldig_meisje caught
    BARBIER = "barbier"
    BRAND = "brand"            # the pyromaan's fire
    KOLOS = "kolos"
    AAP = "aap"
    GEBEURTENIS = "gebeurtenis"
    VERDWENEN = "verdwenen"    # wolf_village: the fox seen by the ziener, gone at dawn
    ZIENER = "ziener"          # the house rules' weerhamster, looked at by the ziener
