"""The Hypothesis strategies of the whole test suite, in one place.

- Legal setups, one strategy an expansion (`base_setups`, `karakters_setups`,
  `karakters_b_setups`, `volle_maan_setups`, `het_dorp_setups`) and one that mixes them all
  (`all_setups`): the property tests in tests/engine/ play random games from them with the
  legal answers of narration/legal_answers.py.
- Fuzz values (`json_values`, `toml_values`, `setup_dicts`): JSON/TOML-like values biased
  towards what the parsers look for (player names, role ids, answer keys, option names), so
  the fuzzing reaches past the first type check (tests/fuzz/).

The example counts are set per test with tests/profiles.py's `examples(n)`.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from hypothesis import assume
from hypothesis import strategies as st

from narration.keys import KEYS
from setups.catalogue import building_cards, role, roles
from setups.editions import box_of
from setups.errors import SetupError
from setups.events import event_cards, shuffled_deck
from setups.game_setup import GameSetup, validate
from setups.mixes import BASE_MIX
from setups.options import TIE_RULES, Options
from setups.professions import propose
from setups.variants import NOT_IN_SMALL_AGENDA

# The Best Of box: its cards and how many of each.
BEST_OF: Mapping[str, int] = box_of("best_of") or {}

# --- the base game -------------------------------------------------------------------
BASE_SPECIALS = ("jager", "cupido", "heks", "onschuldig_meisje", "dief")


@st.composite
def base_setups(draw: st.DrawFn) -> GameSetup:
    """The base game: up to all five specials, the ziener or not, the dief's two cards."""
    n = draw(st.integers(8, 18))
    wolves, _, _ = BASE_MIX[n]
    specials = draw(st.lists(st.sampled_from(BASE_SPECIALS), unique=True,
                             max_size=len(BASE_SPECIALS)))
    seer = draw(st.booleans())
    roles = ["weerwolf"] * wolves + (["ziener"] if seer else []) + specials
    roles += ["burger"] * (n - len(roles))
    roles = draw(st.permutations(roles))
    middle: tuple[str, ...] = ()
    if "dief" in roles:
        middle = tuple(draw(st.lists(st.sampled_from(("burger", "weerwolf", "ziener", "cupido",
                                                        "heks", "jager")),
                                     min_size=2, max_size=2)))
        if "cupido" in roles and "cupido" in middle:
            middle = ("burger", middle[1] if middle[1] != "cupido" else "burger")
    options = Options(
        reveal_dead_roles=draw(st.booleans()),
        tie_rule=draw(st.sampled_from(TIE_RULES)),
        mayor_election=draw(st.booleans()),
    )
    players = tuple(f"Speler{i}" for i in range(n))
    return GameSetup(players, tuple(roles), draw(st.integers(0, 10**6)), middle, options)


# --- Karakters, part A --------------------------------------------------------------------
KARAKTERS = ("dorpse_dorpeling", "engel", "stotterende_raadsheer", "ridder", "toneelspeler",
             "dienstmeisje", "vos", "titus", "sektarier")
KARAKTERS_BASE = ("ziener", "heks", "jager", "cupido", "onschuldig_meisje")
FAMILIES = {"gezuster": 2, "gebroeder": 3}


@st.composite
def karakters_setups(draw: st.DrawFn) -> GameSetup:
    """Karakters part A mixed into the base game, the families and the sect's group."""
    n = draw(st.integers(8, 16))
    wolves, _, _ = BASE_MIX[n]
    chars = draw(st.lists(st.sampled_from(KARAKTERS), unique=True, min_size=1, max_size=5))
    base = draw(st.lists(st.sampled_from(KARAKTERS_BASE), unique=True, max_size=3))
    roles = ["weerwolf"] * wolves + chars + base
    for family, size in FAMILIES.items():
        if draw(st.booleans()) and len(roles) + size <= n:
            roles += [family] * size
    roles = roles[:n] + ["burger"] * (n - len(roles))
    roles = draw(st.permutations(roles))
    players = tuple(f"Speler{i}" for i in range(n))
    sect_group: tuple[str, ...] = ()
    if "sektarier" in roles and draw(st.booleans()):
        sect_group = tuple(draw(st.lists(st.sampled_from(players), unique=True, min_size=1,
                                         max_size=n - 1)))
    options = Options(
        reveal_dead_roles=draw(st.booleans()),
        tie_rule=draw(st.sampled_from(TIE_RULES)),
        mayor_election=draw(st.booleans()),
        family_every_night=draw(st.booleans()),
    )
    return GameSetup(players, tuple(roles), draw(st.integers(0, 10**6)), (), options,
                     sect_group=sect_group)


# --- Karakters, part B and the 25-jaar roles, in both editions --------------------------
WOLVES = ("witte_weerwolf", "grote_boze_wolf", "oerwolf", "wolvenmoeder")
VILLAGE = ("wolvenkind", "wolfshond", "poppenspeler", "aap", "kolos", "jager", "cupido", "heks",
           "ziener", "onschuldig_meisje", "waarzegster")


@st.composite
def karakters_b_setups(draw: st.DrawFn) -> GameSetup:
    """The Karakters wolves and the 25-jaar roles, in the default edition and in Best Of."""
    edition = draw(st.sampled_from(["", "best_of"]))
    plain_wolves = draw(st.integers(1, 3))
    extra_wolves = draw(st.lists(st.sampled_from(WOLVES), unique=True, max_size=3))
    n = draw(st.integers(max(6, 2 * (plain_wolves + len(extra_wolves))), 16))
    village = draw(st.lists(st.sampled_from(VILLAGE), unique=True, max_size=6))
    roles = ["weerwolf"] * plain_wolves + extra_wolves + village
    if edition == "best_of":
        roles = [r for r in roles if r in BEST_OF]
    roles = roles[:n]
    roles += ["burger"] * (n - len(roles))
    if edition == "best_of" and roles.count("burger") > BEST_OF["burger"]:
        n = len(roles) - (roles.count("burger") - BEST_OF["burger"])
        roles = [r for r in roles if r != "burger"] + ["burger"] * BEST_OF["burger"]
        roles = roles[:n]
    if not any(role(r).werewolf for r in roles):
        roles[0] = "weerwolf"
    roles = draw(st.permutations(roles))
    options = Options(reveal_dead_roles=draw(st.booleans()),
                      tie_rule=draw(st.sampled_from(TIE_RULES)),
                      mayor_election=draw(st.booleans()),
                      omroeper=draw(st.booleans()))
    players = tuple(f"Speler{i}" for i in range(len(roles)))
    return GameSetup(players, tuple(roles), draw(st.integers(0, 10**6)), (), options,
                     edition=edition)


# --- Volle Maan: characters, the event deck and a variant ---------------------------
VOLLE_MAAN_SPECIALS = ("jager", "cupido", "heks", "onschuldig_meisje", "dorpsgek",
                       "dorpsoudste", "zondebok", "genezer", "fluitspeler")
VOLLE_MAAN_VARIANTS = ("", "", "hij_is_het_niet", "oogstfeest", "besmetting", "zwarte_dood",
                       "dubbele_agenda")


@st.composite
def volle_maan_setups(draw: st.DrawFn) -> GameSetup:
    """The Volle Maan characters, the whole event deck and one of the booklet's variants."""
    n = draw(st.integers(8, 18))
    wolves, _, _ = BASE_MIX[n]
    specials = draw(st.lists(st.sampled_from(VOLLE_MAAN_SPECIALS), unique=True,
                             max_size=len(VOLLE_MAAN_SPECIALS)))
    variant = draw(st.sampled_from(VOLLE_MAAN_VARIANTS))
    if variant == "dubbele_agenda":
        specials = [r for r in specials if r not in NOT_IN_SMALL_AGENDA]
    roles = ["weerwolf"] * wolves + ["ziener"] + specials[: n - wolves - 1]
    roles += ["burger"] * (n - len(roles))
    if variant in ("zwarte_dood", "dubbele_agenda"):
        roles = ["burger" if r == "weerwolf" else r for r in roles]
    roles = draw(st.permutations(roles))
    players = tuple(f"Speler{i}" for i in range(n))
    identity = tuple(draw(st.lists(st.sampled_from(players), min_size=1, max_size=wolves,
                                   unique=True))) if variant == "dubbele_agenda" else ()
    seed = draw(st.integers(0, 10**6))
    permanent = [c.id for c in event_cards().values() if c.permanent]
    in_force = tuple(draw(st.lists(st.sampled_from(permanent), unique=True, max_size=2)))
    deck = tuple(c for c in shuffled_deck(seed) if c not in in_force)
    options = Options(
        tie_rule=draw(st.sampled_from(TIE_RULES)),
        mayor_election=draw(st.booleans()),
        reveal_dead_roles=draw(st.booleans()),
        dorpsgek_durf=draw(st.booleans()),
        event_every=draw(st.sampled_from((1, 2, 3))),
        events_in_force=in_force,
        nachtmerrie_gelijk=draw(st.sampled_from(("niemand", "allen"))),
        kleintje_rest_van_spel=draw(st.booleans()),
        hij_is_het_niet=variant == "hij_is_het_niet",
        oogstfeest=variant == "oogstfeest",
        besmetting=variant == "besmetting",
        zwarte_dood=variant == "zwarte_dood",
        dubbele_agenda="klein" if variant == "dubbele_agenda" else "",
        identiteit_weerwolf=identity,
        maneschijn=draw(st.sampled_from(("", "gewoon", "riskant"))),
        sprekende_muur=draw(st.booleans()),
    )
    return GameSetup(players, tuple(roles), seed, (), options, "nl", events=deck)


# --- Het Dorp: professions and buildings ---------------------------------------------
HET_DORP_SPECIALS = ("pyromaan", "raaf", "jager", "heks", "cupido", "onschuldig_meisje")


@st.composite
def het_dorp_setups(draw: st.DrawFn) -> GameSetup:
    """Het Dorp: the proposed professions (buildings) with the Het Dorp roles."""
    n = draw(st.integers(8, 18))
    wolves, _, _ = BASE_MIX[n]
    specials = draw(st.lists(st.sampled_from(HET_DORP_SPECIALS), unique=True,
                             max_size=min(len(HET_DORP_SPECIALS), n - wolves - 1)))
    roles = ["weerwolf"] * wolves + ["ziener"] + specials
    roles += ["burger"] * (n - len(roles))
    roles = draw(st.permutations(roles))
    seed = draw(st.integers(0, 10**6))
    professions = propose(n, seed)
    options = Options(
        reveal_dead_roles=draw(st.booleans()),
        tie_rule=draw(st.sampled_from(TIE_RULES)),
        mayor_election=draw(st.booleans()),
        huisregels_beroepen=draw(st.booleans()),
    )
    players = tuple(f"Speler{i}" for i in range(n))
    return GameSetup(players, tuple(roles), seed, (), options, professions=professions)


# --- every expansion at once ----------------------------------------------------------
PLAIN = ("weerwolf", "burger")
ALL_SPECIALS = tuple(sorted(r.id for r in roles().values()
                            if r.implemented and r.id not in PLAIN))
ALL_VARIANTS = ("", "", "", "hij_is_het_niet", "oogstfeest", "besmetting", "maneschijn",
                "sprekende_muur")


@st.composite
def all_setups(draw: st.DrawFn) -> GameSetup:
    """Every expansion at once, and the Best Of edition where the mix fits its box."""
    edition = draw(st.sampled_from(("", "", "best_of")))
    n = draw(st.integers(8, 18))
    wolves, _, _ = BASE_MIX[n]
    pool = [r for r in ALL_SPECIALS if edition != "best_of" or r in BEST_OF]
    specials = draw(st.lists(st.sampled_from(pool), unique=True, max_size=8))
    cards: list[str] = []
    for special in specials:  # the gezusters come in twos, the gebroeders in threes
        cards += [special] * role(special).group
    roles_ = ["weerwolf"] * wolves + cards
    roles_ = roles_[:n] + ["burger"] * (n - len(roles_))
    if edition == "best_of":
        extra = roles_.count("burger") - BEST_OF["burger"]
        if extra > 0:  # the Best Of box has seven plain villagers: a smaller table
            roles_ = [r for r in roles_ if r != "burger"] + ["burger"] * BEST_OF["burger"]
            n = len(roles_)
            if n < 8:
                assume(False)
    roles_ = list(draw(st.permutations(roles_)))
    middle: tuple[str, ...] = ()
    if "dief" in roles_:  # two cards from the box beside the dealt ones
        middle = tuple(draw(st.lists(st.sampled_from(("burger", "weerwolf", *pool)),
                                     min_size=2, max_size=2)))
    seed = draw(st.integers(0, 10**6))
    professions: tuple[str, ...] = ()
    if any(r in building_cards() for r in roles_) or draw(st.booleans()):
        professions = propose(n, seed)
    events: tuple[str, ...] = ()
    in_force: tuple[str, ...] = ()
    deck = draw(st.sampled_from(("", "setup", "alle")))  # no events, an explicit deck, option
    if deck:
        permanent = [c.id for c in event_cards().values() if c.permanent]
        in_force = tuple(draw(st.lists(st.sampled_from(permanent), unique=True, max_size=1)))
    if deck == "setup":
        events = tuple(c for c in shuffled_deck(seed) if c not in in_force)
    variant = draw(st.sampled_from(ALL_VARIANTS))
    options = Options(
        tie_rule=draw(st.sampled_from(TIE_RULES)),
        mayor_election=draw(st.booleans()),
        reveal_dead_roles=draw(st.booleans()),
        omroeper=bool(deck) and draw(st.booleans()),
        event_deck="alle" if deck == "alle" else "",
        family_every_night=draw(st.booleans()),
        huisregels_beroepen=bool(professions) and draw(st.booleans()),
        event_every=draw(st.sampled_from((1, 2))),
        events_in_force=in_force,
        hij_is_het_niet=variant == "hij_is_het_niet",
        oogstfeest=variant == "oogstfeest",
        besmetting=variant == "besmetting",
        maneschijn="gewoon" if variant == "maneschijn" else "",
        sprekende_muur=variant == "sprekende_muur",
    )
    players = tuple(f"Speler{i}" for i in range(n))
    setup = GameSetup(players, tuple(roles_), seed, middle, options, "nl",
                      professions=professions, edition=edition, events=events)
    try:
        validate(setup)
    except SetupError:
        assume(False)
    return setup


# --- fuzz values -----------------------------------------------------------------------
NAMES = ("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur", "Gijs", "Hanna")
ROLE_IDS = tuple(sorted(roles()))
ANSWER_KEYS = tuple(sorted(KEYS))
WORDS = (*NAMES, *ROLE_IDS, *ANSWER_KEYS, *TIE_RULES, *Options.__dataclass_fields__,
         "night", "day", "redden", "vergif", "ballots", "a", "undo", "redo", "", " ", "anna",
         "Zoe\u0308", "Anna ", "\x00", "\u200b", "x" * 41)

words = st.sampled_from(WORDS)
texts = st.one_of(words, st.text(max_size=12))
scalars = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 3), st.integers(), texts,
    st.floats(allow_nan=True, allow_infinity=True),
)


# The fuzz strategies are built once per argument and shared (functools.cache): a composite
# strategy that built a fresh `st.recursive` at every draw spent most of the fuzz tests' CPU
# (13 CPU s of tests/fuzz/) building and validating strategies, not running the code under test.
# The same objects draw the same examples, so the derandomized examples did not change.
@cache
def json_values(max_leaves: int = 12) -> st.SearchStrategy[Any]:
    """Anything JSON can hold (and a journal or a scenario could contain)."""
    return st.recursive(
        scalars,
        lambda inner: st.lists(inner, max_size=5) | st.dictionaries(texts, inner, max_size=5),
        max_leaves=max_leaves,
    )


@cache
def toml_values(max_leaves: int = 10) -> st.SearchStrategy[Any]:
    """What TOML can hold: no None, no NaN keys; tables and arrays of them."""
    leaf = st.one_of(st.booleans(), st.integers(-3, 3), st.integers(-(2**63), 2**63 - 1), texts,
                     st.floats(allow_nan=False))
    return st.recursive(
        leaf,
        lambda inner: st.lists(inner, max_size=5) | st.dictionaries(texts, inner, max_size=5),
        max_leaves=max_leaves,
    )


CORE_FIELDS = ("players", "roles", "middle", "seed", "lang", "options")


@st.composite
def setup_dicts(draw: st.DrawFn, values: st.SearchStrategy[Any]) -> dict[str, Any]:
    """A setup table: mostly the right fields with plausible or wrong values."""
    n = draw(st.integers(0, 10))
    data: dict[str, Any] = {}
    for key, strategy in setup_fields(n, values).items():
        if draw(st.integers(0, 5 if key in CORE_FIELDS else 1)) != 0:  # core fields usually
            data[key] = draw(strategy)
    if draw(st.integers(0, 9)) == 0:
        data[draw(texts)] = draw(values)
    return data


@cache
def setup_fields(n: int, values: st.SearchStrategy[Any]) -> dict[str, st.SearchStrategy[Any]]:
    """setup_dicts' strategy for each field of a table of n players (built once per n)."""
    plausible: dict[str, st.SearchStrategy[Any]] = {
        "players": st.lists(texts, min_size=n, max_size=n) | values,
        "roles": st.lists(st.sampled_from(ROLE_IDS) | texts, min_size=n, max_size=n + 2)
        | values,
        "middle": st.lists(st.sampled_from(ROLE_IDS) | texts, max_size=3) | values,
        "seed": st.integers() | values,
        "lang": st.sampled_from(("nl", "en", "de", "")) | values,
        "options": st.dictionaries(st.sampled_from(tuple(Options.__dataclass_fields__)) | texts,
                                   st.booleans() | st.sampled_from(TIE_RULES) | values,
                                   max_size=3) | values,
    }
    # The expansions' fields (Het Dorp's professions, Best Of, the toneelspeler, the sect).
    plausible["professions"] = st.lists(texts, min_size=n, max_size=n) | values
    plausible["edition"] = st.sampled_from(("", "best_of", "x")) | values
    plausible["actor_cards"] = st.lists(st.sampled_from(ROLE_IDS) | texts, max_size=3) | values
    plausible["sect_group"] = st.lists(texts, max_size=n) | values
    return plausible
