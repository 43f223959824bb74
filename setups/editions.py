"""Editions: rule sets that play by rules of their own, read from `data/editions.toml`.

`best_of` ("Het Beste van De Weerwolven van Wakkerdam") has its own box of 28 tiles, its own
call order (narration/data/callorder.toml, `[editions.best_of]`), a two-step tie and a few
sharpened rules (narration/roles/best_of.py). The default edition ("") is the Zygomatic game
with its expansions. Each further edition is one `[[edition]]` table in the data, its cards'
catalogue entries in `data/roles.<id>.toml` (setups/catalogue.py), its call order and its
cards in narration/ (SCENARIOS.md, "Other rule sets").
"""

from __future__ import annotations

import tomllib
from collections import Counter
from dataclasses import dataclass, fields, replace
from functools import cache
from importlib import resources

from setups.errors import Name, SetupError
from setups.options import OPTION_KEYS, Options
from texts import LANGS, with_texts


@dataclass(frozen=True)
class Edition:
    id: str
    # The cards in its box and how many of each, or None: the whole Zygomatic catalogue.
    box: Counter[str] | None
    narrator_plays: bool
    # What its box lacks, per language (empty: nothing to say).
    lacks: dict[str, str]
    # The professions its text gives (None: all of Het Dorp's).
    professions: tuple[str, ...] | None
    names: dict[str, str]
    helps: dict[str, str]
    # The values of the option tie_rule the edition knows (empty: every value).
    tie_rules: tuple[str, ...] = ()
    # Those the setup's options step offers (empty: all it knows); a known value not offered
    # plays as one that is (Wolf Village's "burgemeester", the option's default, is its re-vote).
    tie_choices: tuple[str, ...] = ()
    # What the ziener learns of the player she looks at: "kaart" (his card) or "weerwolf"
    # (only whether he is a werewolf).
    ziener_ziet: str = "kaart"
    # The first round in which the farmers elect the mayor (Het Dorp: "Vanaf de tweede ronde";
    # an edition whose text gives no day may let them elect from the first, "" not today).
    boeren_kiezen_vanaf: int = 2
    # Whether the lovers learn if they are on different sides (wolf_village).
    geliefden_kennen_kampen: bool = False
    # Whether a mix is dealt from the Zygomatic boxes a group owns (Wolf Village is an app: no).
    from_boxes: bool = True
    # The recommended werewolves per player count, [(low, high, wolves)], and the cards that
    # take a werewolf's place in that count (Wolf Village's handlanger).
    wolves_advice: tuple[tuple[int, int, int], ...] = ()
    wolf_places: tuple[str, ...] = ()
    # What the set-up's options step offers: keys of Options and "professions" (Het Dorp).
    options: frozenset[str] = frozenset()

    def offers(self, key: str) -> bool:
        """Whether the set-up shows the switch of this option (or Het Dorp, "professions")."""
        return key in self.options

    def name(self, lang: str) -> str:
        return self.names.get(lang) or self.names["nl"]

    def lacks_in(self, lang: str) -> str:
        return self.lacks.get(lang) or self.lacks.get("nl", "")

    def help(self, lang: str) -> str:
        return self.helps.get(lang) or self.helps["nl"]


@cache
def editions() -> dict[str, Edition]:
    text = resources.files("setups").joinpath("data/editions.toml").read_text("utf-8")
    table: dict[str, Edition] = {}
    for entry in with_texts("editions", tomllib.loads(text))["edition"]:
        box = entry.get("box")
        langs = {lang: entry[lang] for lang in LANGS if lang in entry}
        table[entry["id"]] = Edition(
            id=entry["id"],
            box=Counter(box) if box is not None else None,
            narrator_plays=bool(entry.get("narrator_plays", True)),
            lacks={lang: entry[lang]["lacks"] for lang in LANGS
                   if "lacks" in entry.get(lang, {})},
            professions=tuple(entry["professions"]) if "professions" in entry else None,
            names={lang: v["name"] for lang, v in langs.items()},
            helps={lang: v["help"] for lang, v in langs.items()},
            tie_rules=tuple(entry.get("tie_rules", ())),
            tie_choices=tuple(entry.get("tie_choices", ())),
            ziener_ziet=entry.get("ziener_ziet", "kaart"),
            boeren_kiezen_vanaf=int(entry.get("boeren_kiezen_vanaf", 2)),
            geliefden_kennen_kampen=bool(entry.get("geliefden_kennen_kampen", False)),
            from_boxes=bool(entry.get("from_boxes", True)),
            wolves_advice=tuple((int(a), int(b), int(c))
                                for a, b, c in entry.get("wolves_advice", ())),
            wolf_places=tuple(entry.get("wolf_places", ())),
            options=_offered_options(entry["id"], entry.get("options", ())),
        )
    return table


def _offered_options(edition_id: str, keys: list[str]) -> frozenset[str]:
    """An edition's `options`, each a key of Options or "professions" (a typo is an error
    here, not a switch silently missing from the set-up)."""
    for key in keys:
        if key not in OPTION_KEYS and key != "professions":
            raise ValueError(f"editions.toml: edition {edition_id!r} offers an unknown option "
                             f"{key!r}; known: professions, {', '.join(OPTION_KEYS)}")
    return frozenset(keys)


_DEFAULT_OPTIONS = Options()


def played(edition_id: str, options: Options) -> Options:
    """The options with every one the edition does not offer at its default: a switch the
    set-up hid (another rule set chosen after it was switched on, or remembered from the last
    game) does not stay on."""
    own = edition(edition_id)
    default = Options()
    return replace(options, **{f.name: getattr(default, f.name) for f in fields(Options)
                               if not own.offers(f.name)})


def edition(edition_id: str) -> Edition:
    return editions()[edition_id]


def edition_ids() -> tuple[str, ...]:
    return tuple(editions())


def validate_edition(edition_id: str, roles: tuple[str, ...], middle: tuple[str, ...]) -> None:
    """Raise SetupError when the roles do not fit the edition's box."""
    if edition_id not in editions():
        allowed = ", ".join(repr(e) for e in editions())
        raise SetupError("unknown_edition", edition=edition_id, allowed=allowed)
    from setups.catalogue import role

    box = edition(edition_id).box
    counts = Counter(roles) + Counter(middle)
    if box is None:
        for role_id in sorted(counts):
            own = role(role_id).box
            if own in editions() and own != edition_id:
                raise SetupError("card_of_edition", role=role_id, own=own,
                                 name=Name("edition", own))
        return
    name = Name("edition", edition_id)
    for role_id, n in sorted(counts.items()):
        if role_id not in box:
            allowed = ", ".join(sorted(box))
            if edition(edition_id).lacks:
                raise SetupError("not_in_box_lacks", role=role_id, name=name, allowed=allowed,
                                 lacks=Name("lacks", edition_id))
            raise SetupError("not_in_box", role=role_id, name=name, allowed=allowed)
        if n > box[role_id]:
            raise SetupError("box_count", name=name, has=box[role_id], role=role_id, n=n)


def validate_edition_options(edition_id: str, options: Options) -> None:
    """Raise SetupError when an option has a value the edition does not know, or one the
    edition does not offer is switched on (ruling `editie-opties`: a scenario or a `balance`
    mix cannot play Wolf Village with Volle Maan's events; the set-up screen never shows such
    a switch)."""
    own = edition(edition_id)
    if own.tie_rules and options.tie_rule not in own.tie_rules:
        raise SetupError("tie_rule_edition", rule=options.tie_rule,
                         name=Name("edition", edition_id), allowed=", ".join(own.tie_rules))
    default = _DEFAULT_OPTIONS
    for key in OPTION_KEYS:
        if not own.offers(key) and getattr(options, key) != getattr(default, key):
            offered = [k for k in OPTION_KEYS if own.offers(k)]
            raise SetupError("option_edition", option=key, name=Name("edition", edition_id),
                             allowed=", ".join(offered))


def tie_choices(edition_id: str) -> tuple[str, ...]:
    """The tie rules the setup offers for a game of the edition, the first the default."""
    from setups.options import TIE_RULES

    own = edition(edition_id)
    return own.tie_choices or own.tie_rules or TIE_RULES


def validate_edition_professions(edition_id: str, chosen: tuple[str, ...]) -> None:
    """Raise SetupError when a profession is not one the edition's text gives."""
    allowed = edition(edition_id).professions if edition_id in editions() else None
    if allowed is None:
        return
    for pid in chosen:
        if pid not in allowed:
            raise SetupError("profession_edition", profession=pid,
                             name=Name("edition", edition_id), allowed=", ".join(allowed))


def narrator_may_play(edition_id: str) -> bool:
    """Whether the narrator may also hold a card ("In een kleine groep mag de spelleider ook
    zelf meespelen"); in Best Of "De spelleider speelt in deze editie nooit zelf mee"."""
    return edition(edition_id).narrator_plays if edition_id in editions() else True


def box_of(edition_id: str) -> Counter[str] | None:
    """The cards of the edition's box (None: the Zygomatic catalogue)."""
    return edition(edition_id).box
