"""A game's setup: who sits where with which card, the middle cards, the seed and the options.

`validate` is the one place that decides whether a setup can be played; the TUI calls it live
while the narrator edits, the scenario reader and the journal call it on load.
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from dataclasses import dataclass, field, fields
from functools import lru_cache

from setups.catalogue import is_role, middle_cards, middle_size, role
from setups.errors import SetupError, shown
from setups.karakters import validate_actor_cards, validate_sect_group
from setups.options import Options
from setups.professions import validate_professions
from texts import LANGS, is_language

MAX_NAME_LENGTH = 40
MIN_PLAYERS = 4
MAX_PLAYERS = 47  # Het Pact's maximum


@dataclass(frozen=True)
class GameSetup:
    players: tuple[str, ...]
    roles: tuple[str, ...]
    seed: int = 1
    middle: tuple[str, ...] = ()
    options: Options = field(default_factory=Options)
    lang: str = "nl"
    # Het Dorp: one public profession per player, in seat order; empty without the expansion.
    professions: tuple[str, ...] = ()
    # "" (the Zygomatic game and its expansions) or "best_of" (setups/editions.py).
    edition: str = ""
    # Karakters: the toneelspeler's three open cards, and the players of the sektarier's first
    # group (the second is everyone else); empty: drawn or split by the game (setups/karakters).
    actor_cards: tuple[str, ...] = ()
    sect_group: tuple[str, ...] = ()
    # Volle Maan: the event deck face down, top card first (empty: no events).
    events: tuple[str, ...] = ()


def clean_name(raw: str) -> str:
    """A player name as it will be shown: trimmed, NFC, inner whitespace folded."""
    return " ".join(unicodedata.normalize("NFC", raw).split())


def name_error(name: str) -> SetupError | None:
    """Why a (cleaned) name cannot be used, or None."""
    if not name:
        return SetupError("name_empty")
    if len(name) > MAX_NAME_LENGTH:
        return SetupError("name_long", start=name[:20], max=MAX_NAME_LENGTH)
    if any(unicodedata.category(ch) in ("Cc", "Cf") and ch != "\u200d" for ch in name):
        return SetupError("name_control", name=name)
    if "[" in name or "]" in name:
        # The screens write names into styled text, where brackets are markup: "[/x]" ended
        # the game screen with an error, "Anna [b]" showed "Anna" in bold.
        return SetupError("name_brackets", name=name)
    return None


def validate_players(players: tuple[str, ...]) -> None:
    """Raise SetupError naming the first problem of the names (count, a bad name, a double)."""
    _validate_players(tuple(players))


# A name list found valid is not checked again (the balance meter deals thousands of games to
# the same names); a refusal raises, and lru_cache keeps no refusal.
@lru_cache(maxsize=256)
def _validate_players(players: tuple[str, ...]) -> None:
    if len(players) < MIN_PLAYERS:
        raise SetupError("players_few", min=MIN_PLAYERS, n=len(players))
    if len(players) > MAX_PLAYERS:
        raise SetupError("players_many", max=MAX_PLAYERS, n=len(players))
    seen: dict[str, str] = {}
    for name in players:
        problem = name_error(name)
        if problem:
            raise problem
        if name != clean_name(name):
            raise SetupError("name_spaces", name=name, clean=clean_name(name))
        key = name.casefold()
        if key in seen:
            raise SetupError("name_twice", name=name)
        seen[key] = name


def validate_roles(role_ids: tuple[str, ...], what: str = "roles") -> None:
    for role_id in role_ids:
        if not is_role(role_id):
            from setups.mixes import known_roles

            raise SetupError("unknown_role", role=shown(role_id), what=what, known=known_roles())
        if not role(role_id).implemented:
            raise SetupError("role_not_playable", role=role_id, name=role(role_id).name("nl"))


@dataclass(frozen=True, slots=True)
class _CardFacts:
    """What validate reads of a multiset of cards found playable by validate_roles and
    validate_edition (which only count the cards): the same for every deal of one mix."""

    counts: Counter[str]  # the cards on the seats, by id (read-only)
    wolf_card: bool       # a werewolf card is on a seat or in the middle


# (edition, sorted cards, sorted middle cards) -> their facts, kept once they passed every
# check that reads only the cards (the counts' order, seat order, names no problem then).
_CARD_FACTS: dict[tuple[str, tuple[str, ...], tuple[str, ...]], _CardFacts] = {}


# The setups without professions, Karakters' choices, events or Dubbele Agenda that passed
# every check, by every field the checks may read: their options (by the object itself, held
# here so its id stays its own: the balance meter and the bots deal thousands of games with one
# Options, which is not hashed each time), then every other field but the seed
# (`_KEY_FIELDS`), the cards and the middle cards sorted. The checks of such a setup read its
# cards only as counts, so a setup of the same table dealt again from another seed is not
# checked again. A field added to GameSetup joins the key by itself, so a new check reading it
# can never be skipped for a kept table; only a check that read the cards' seat order (as
# those of the professions, the actor cards, the sect and the identities do) would need its
# setups kept out here, in `_plain_key`'s first test.
_PASSED: dict[int, tuple[Options, set[tuple[object, ...]]]] = {}
_UNREAD_FIELDS = frozenset({"seed"})  # what no check reads
_ANY_ORDER_FIELDS = frozenset({"roles", "middle"})  # read as counts only (kept sorted)
_KEY_FIELDS: tuple[tuple[str, bool], ...] = tuple(
    (f.name, f.name in _ANY_ORDER_FIELDS) for f in fields(GameSetup)
    if f.name not in _UNREAD_FIELDS and f.name != "options")


def _passed(options: Options) -> set[tuple[object, ...]]:
    """The keys of the setups with these options (this object) that passed."""
    held = _PASSED.get(id(options))
    if held is None or held[0] is not options:
        if len(_PASSED) >= 64:
            _PASSED.clear()
        held = _PASSED[id(options)] = (options, set())
    return held[1]


def _plain_key(setup: GameSetup) -> tuple[object, ...] | None:
    """Every field validate may read of a setup whose checks read its cards only as counts
    (its cards sorted); None for any other setup (checked in full every time)."""
    options = setup.options
    if (setup.professions or setup.actor_cards or setup.sect_group or setup.events
            or options.dubbele_agenda or options.identiteit_weerwolf
            or options.events_in_force or options.event_deck or options.event_cards):
        return None
    try:  # (a field of the wrong type, from a file: checked in full, which names it)
        return tuple([tuple(sorted(getattr(setup, name))) if any_order
                      else getattr(setup, name) for name, any_order in _KEY_FIELDS])
    except TypeError:
        return None


def validate(setup: GameSetup) -> None:
    """Raise SetupError naming what is wrong and what is allowed."""
    key = _plain_key(setup)
    if key is not None:
        try:
            if key in _passed(setup.options):
                return
        except TypeError:  # (unhashable: as above)
            key = None
    _validate(setup)
    if key is not None:  # (a refusal raised: never kept)
        passed = _passed(setup.options)
        if len(passed) < 4096:
            passed.add(key)


def _validate(setup: GameSetup) -> None:
    validate_players(setup.players)
    if len(setup.roles) != len(setup.players):
        raise SetupError("roles_count", players=len(setup.players), roles=len(setup.roles))
    from setups.editions import validate_edition, validate_edition_options

    cards = (setup.edition, tuple(sorted(setup.roles)), tuple(sorted(setup.middle)))
    facts = _CARD_FACTS.get(cards)
    if facts is None:  # what these checks read does not depend on the seats
        validate_roles(setup.roles)
        validate_roles(setup.middle, "middle")
        validate_edition(setup.edition, setup.roles, setup.middle)
        facts = _CardFacts(Counter(setup.roles),
                           any(role(r).werewolf for r in (*setup.roles, *setup.middle)))
    validate_edition_options(setup.edition, setup.options)
    counts = facts.counts
    if counts["dief"] > 1:
        raise SetupError("one_dief")
    middle = middle_size(counts.elements())  # the cards its cards bring (the dief's two)
    if middle and len(setup.middle) != middle:
        raise SetupError("dief_middle", n=len(setup.middle))
    if not middle and setup.middle:
        raise SetupError("middle_without_dief")
    for role_id, n in counts.items():
        group = role(role_id).group
        if group > 1 and n % group:
            raise SetupError("group", role=role_id, group=group, n=n)
    if setup.options.dubbele_agenda or setup.options.identiteit_weerwolf:
        from setups.variants import validate_double_agenda

        validate_double_agenda(setup)
    if len(_CARD_FACTS) < 1024:  # the cards passed every check that reads only them
        _CARD_FACTS.setdefault(cards, facts)
    wolves = facts.wolf_card or bool(setup.options.identiteit_weerwolf)
    if setup.options.zwarte_dood and wolves:
        raise SetupError("zwarte_dood_wolves")
    if not wolves and not setup.options.zwarte_dood:
        raise SetupError("no_werewolf")
    validate_professions(setup.players, setup.roles, setup.professions)
    from setups.editions import validate_edition_professions

    validate_edition_professions(setup.edition, setup.professions)
    validate_actor_cards(setup.actor_cards, setup.roles)
    validate_sect_group(setup.sect_group, setup.players, setup.roles)
    if setup.events or setup.options.events_in_force or setup.options.event_deck or (
            setup.options.event_cards):
        from setups.events import validate_deck

        validate_deck(setup)
    if not is_language(setup.lang):
        raise SetupError("unknown_language", lang=shown(setup.lang), langs=", ".join(LANGS))


def setup_to_dict(setup: GameSetup) -> dict[str, object]:
    from setups.options import options_to_table

    data: dict[str, object] = {
        "players": list(setup.players),
        "roles": list(setup.roles),
        "middle": list(setup.middle),
        "seed": setup.seed,
        "lang": setup.lang,
        "options": options_to_table(setup.options),
        **({"professions": list(setup.professions)} if setup.professions else {}),
        "edition": setup.edition,
        "events": list(setup.events),
    }
    if setup.actor_cards:
        data["actor_cards"] = list(setup.actor_cards)
    if setup.sect_group:
        data["sect_group"] = list(setup.sect_group)
    return data


def setup_from_dict(data: dict[str, object], *, default_lang: str = "nl") -> GameSetup:
    """Build and validate a setup from plain data (a scenario's [setup], a journal header)."""
    from setups.options import options_from_table

    known = {"players", "roles", "middle", "seed", "lang", "options", "professions", "edition",
             "actor_cards", "sect_group", "events"}
    for key in data:
        if key not in known:
            raise SetupError("unknown_field", field=shown(key), allowed=", ".join(sorted(known)))

    def names(field_name: str, required: bool = True,
              example: str = '["Anna", "Bram"]') -> tuple[str, ...]:
        value = data.get(field_name, [] if not required else None)
        if value is None:
            raise SetupError("field_missing", field=field_name)
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise SetupError("field_not_names", field=field_name, example=example)
        return tuple(value)

    players = tuple(clean_name(n) for n in names("players"))
    roles_ = names("roles")
    middle = names("middle", required=False)
    professions = names("professions", required=False, example='["boer", "zwerver"]')
    events = names("events", required=False)
    seed = data.get("seed", 1)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SetupError("seed_not_number", seed=seed)
    lang = data.get("lang", default_lang)
    if not isinstance(lang, str):
        raise SetupError("lang_not_text")
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise SetupError("options_not_table")
    edition = data.get("edition", "")
    if not isinstance(edition, str):
        raise SetupError("edition_not_text", edition=edition)
    if not middle:
        middle = middle_cards(roles_)  # the rulebook adds two plain villagers for the dief
    actor_cards = names("actor_cards", required=False)
    sect_group = tuple(clean_name(n) for n in names("sect_group", required=False))
    setup = GameSetup(players, tuple(roles_), seed, middle, options_from_table(options), lang,
                      professions=professions, edition=edition, actor_cards=actor_cards,
                      sect_group=sect_group, events=events)
    validate(setup)
    return setup
