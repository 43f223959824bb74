"""House-rule switches a table chooses at setup (`[setup.options]` in a scenario)."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from setups.errors import SetupError, shown

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
    # Karakters: with experienced players the narrator wakes the gezusters and gebroeders again
    # every night from night 2, so they can share suspicions without a sound.
    family_every_night: bool = False
    # Het Dorp as in huisregels-met-beroepen.txt where it differs in small ways: the pyromaan's
    # werewolf is drawn by lot, one-time day powers end with the vote, the veldwachter must
    # fill every empty building (narration/RULINGS.md, "Huisregels met beroepen").
    huisregels_beroepen: bool = False
    # The edition `huisregels`: the "1 of 2 (afhankelijk van het aantal spelers)" rules (the
    # fluitspeler's charms, the raaf's votes, the schooljuffrouw's ban) give 2 from this many
    # players on, else 1 (ruling huisregels-een-of-twee).
    twee_vanaf: int = 12
    # Pass-the-laptop: a card that chooses "aan het begin van de nacht" (the house rules'
    # schout and yeti) chooses on his secret turn for the next night, and on the first night
    # nothing (ruling doorgeven-begin-nacht). The secret-night modes set it for every new game.
    vooraf_kiezen: bool = False
    # Karakters with Volle Maan: the mayor appoints an omroeper (town crier) who holds the event
    # cards and reads one of his choice in the morning instead of the draw.
    omroeper: bool = False
    # --- Volle Maan (setups/volle_maan.py explains each in nl and en) ---
    # The daring variant: a revealed dorpsgek dies with the dorpsoudste killed by the village.
    dorpsgek_durf: bool = False
    # The event deck when the setup gives no explicit order (`GameSetup.events`): "" none,
    # "alle" the 36 cards, "keuze" the cards of `event_cards`; shuffled by the game's seed.
    event_deck: str = ""
    event_cards: tuple[str, ...] = ()
    # Draw an event card every morning (1), or every 2nd or 3rd morning.
    event_every: int = 1
    # Permanent event cards in force from the start of the game.
    events_in_force: tuple[str, ...] = ()
    # Groot wantrouwen: each player points at 2 or 3 players he trusts (the sources differ).
    groot_wantrouwen_vrienden: int = 2
    # Het Kleintje: his vote counts triple the next day only, or for the rest of the game.
    kleintje_rest_van_spel: bool = False
    # Invloeden: the app asks whom the last eliminated player points at to start the round
    # (answer `invloeden`) and takes the ballots in that order (ruling invloeden-om-de-beurt).
    # Every new game sets it (narration/session.py); a journal written before it resumes as
    # it began, without that question (its answers would no longer line up).
    invloeden_wie_begint: bool = False
    # Nachtmerrie with a tie for most accused: "niemand" is eliminated, or "allen" (all tied).
    nachtmerrie_gelijk: str = "niemand"
    # Variants of the Volle Maan rule booklet.
    hij_is_het_niet: bool = False
    dubbele_agenda: str = ""
    # Dubbele Agenda: the players whose secret identity card is a Weerwolf.
    identiteit_weerwolf: tuple[str, ...] = ()
    oogstfeest: bool = False
    zwarte_dood: bool = False
    besmetting: bool = False
    maneschijn: str = ""
    sprekende_muur: bool = False
    # --- Wolf Village (edition wolf_village; "twee schakelaars van de spelleider") ---
    # The dokter may protect himself; may protect the same player two nights in a row.
    dokter_zelf: bool = True
    dokter_herhalen: bool = False
    # The handlanger knows who the werewolves are (off: like the madman of the Japanese game).
    handlanger_kent_wolven: bool = True
    # --- Every rule set ---
    # Pass-the-laptop: the day's ballots are entered on the open screen with no narrator to
    # tell a player anything in secret, so no ballot is refused for a bond only the lovers
    # know (a lover against the partner; the Dag der dwazen's duty to vote against him): the
    # lovers keep that rule themselves, reminded on their turns
    # (ruling doorgeven-geliefde-stem). The secret-night modes set it for every new game.
    stemming_in_het_open: bool = False
    # The cards were dealt at the table ("Echte kaarten", which the set-up allows only with a
    # narrator): no screen showed a player what his card lets him know from the start, so the
    # narrator calls those players on the first night (Wolf Village's vrijmetselaars and
    # handlanger, ruling wv-echte-kaarten). The real-cards deal sets it.
    echte_kaarten: bool = False


# The [setup.options] keys a scenario may set (every field of Options), for `wakkerdam replay
# --keys`; their help texts are the "tui" catalogue's `replay_keys.option.<key>`.
OPTION_KEYS: tuple[str, ...] = tuple(f.name for f in fields(Options))

CHOICES: dict[str, tuple[str, ...]] = {
    "event_deck": ("", "alle", "keuze"),
    "nachtmerrie_gelijk": ("niemand", "allen"),
    "dubbele_agenda": ("", "klein", "groot"),
    "maneschijn": ("", "gewoon", "riskant"),
}
RANGES: dict[str, tuple[int, ...]] = {
    "event_every": (1, 2, 3),
    "groot_wantrouwen_vrienden": (2, 3),
    "twee_vanaf": tuple(range(4, 49)),
}


def given_titles(options: Options) -> tuple[str, ...]:
    """The title cards a game with these options hands out besides the mayor's, which every
    game has: the omroeper when switched on. (The box each comes in: setups/data/boxes.toml.)"""
    return ("omroeper",) if options.omroeper else ()


def options_from_table(table: dict[str, Any]) -> Options:
    known = {f.name: f for f in fields(Options)}
    values: dict[str, Any] = {}
    for key, value in table.items():
        if key not in known:
            raise SetupError("unknown_option", option=shown(key), known=", ".join(sorted(known)))
        default = getattr(Options(), key)
        if isinstance(default, bool) and not isinstance(value, bool):
            raise SetupError("option_bool", option=key, value=value)
        if isinstance(default, str) and not isinstance(value, str):
            raise SetupError("option_text", option=key, value=value)
        if isinstance(default, int) and not isinstance(default, bool) and (
                not isinstance(value, int) or isinstance(value, bool)):
            raise SetupError("option_number", option=key, value=value)
        if isinstance(default, tuple):
            if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
                raise SetupError("option_texts", option=key, value=value)
            value = tuple(value)
        if key in CHOICES and value not in CHOICES[key]:
            raise SetupError("option_choice", option=key, value=value,
                             allowed=", ".join(repr(c) for c in CHOICES[key]))
        if key in RANGES and value not in RANGES[key]:
            allowed = RANGES[key]
            if len(allowed) > 3:
                raise SetupError("option_range", option=key, value=value, low=allowed[0],
                                 high=allowed[-1])
            raise SetupError("option_choice", option=key, value=value,
                             allowed=", ".join(str(c) for c in allowed))
        values[key] = value
    options = Options(**values)
    if options.tie_rule not in TIE_RULES:
        raise SetupError("tie_rule", rule=shown(options.tie_rule), allowed=", ".join(TIE_RULES))
    return options


def options_to_table(options: Options) -> dict[str, Any]:
    table = {f.name: getattr(options, f.name) for f in fields(Options)}
    return {k: list(v) if isinstance(v, tuple) else v for k, v in table.items()}
