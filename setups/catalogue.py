"""The role catalogue, read once from `data/roles.toml` and each edition's `data/roles.<id>.toml`.

An edition's file holds the cards only that edition has (a full entry; its `box` is the
edition's id, so setups/editions.py keeps it out of other editions) and its own version of a
card the Zygomatic game also has (only the fields that differ, e.g. another `camp` or `text`):
`role(role_id, edition)` gives that version in that edition's games.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from texts import LANGS, with_texts


@dataclass(frozen=True)
class Role:
    id: str
    box: str
    camp: str
    werewolf: bool
    implemented: bool
    # The toneelspeler can play this card's power for a night (setups/karakters.py): its
    # place in the seeded draw, 0 when he cannot.
    actor_card: int
    group: int
    needs: str | None
    buildings: bool  # plays only with Het Dorp's buildings (the pyromaan, the raaf)
    draws_cards: bool  # the game draws cards this card may play (the toneelspeler's)
    brings_events: bool  # brings event cards into the game (the waarzegster's Spiritisme)
    makes_camps: tuple[str, ...]  # camps it can make besides its own (cupido: the lovers)
    # The cards that lie in the middle with this card (the dief's two burgers, roles.toml),
    # when a setup names none; their number is the middle's size (`middle_size`).
    middle: tuple[str, ...]
    in_double_agenda: bool  # false: Dubbele Agenda plays without it (roles.toml dubbele_agenda)
    names: dict[str, str]
    plurals: dict[str, str]
    texts: dict[str, str]

    def name(self, lang: str) -> str:
        return self.names.get(lang) or self.names["nl"]

    def plural(self, lang: str) -> str:
        return self.plurals.get(lang) or self.plurals["nl"]

    def text(self, lang: str) -> str:
        return self.texts.get(lang) or self.texts["nl"]


def _entry(role_id: str, entry: dict[str, Any], box: str = "") -> Role:
    langs = {lang: entry[lang] for lang in LANGS}
    return Role(
        id=role_id,
        box=entry.get("box", box),
        camp=entry["camp"],
        werewolf=bool(entry.get("werewolf", False)),
        implemented=bool(entry.get("implemented", False)),
        actor_card=int(entry.get("actor_card", 0)),
        group=int(entry.get("group", 1)),
        needs=entry.get("needs"),
        buildings=bool(entry.get("buildings", False)),
        draws_cards=bool(entry.get("draws_cards", False)),
        brings_events=bool(entry.get("brings_events", False)),
        makes_camps=tuple(entry.get("makes_camps", ())),
        middle=tuple(entry.get("middle", ())),
        in_double_agenda=bool(entry.get("dubbele_agenda", True)),
        names={lang: v["name"] for lang, v in langs.items()},
        plurals={lang: v["plural"] for lang, v in langs.items()},
        texts={lang: v["text"] for lang, v in langs.items()},
    )


def _read(name: str) -> dict[str, Any]:
    raw = tomllib.loads(resources.files("setups").joinpath(f"data/{name}").read_text("utf-8"))
    raw = with_texts(name.removesuffix(".toml"), raw)
    # An edition's version of a shared card that differs only in its texts has no table left
    # in the data file: its texts come back under the language, put them under the card.
    for lang in LANGS:
        for role_id, fields in raw.pop(lang, {}).items():
            raw.setdefault(role_id, {})[lang] = fields
    return raw


def _edition_files() -> list[tuple[str, dict[str, Any]]]:
    """Each edition's catalogue file `data/roles.<edition>.toml`, with its edition id."""
    folder = resources.files("setups").joinpath("data")
    found = sorted(e.name for e in folder.iterdir()
                   if e.name.startswith("roles.") and e.name.endswith(".toml"))
    return [(name.removeprefix("roles.").removesuffix(".toml"), _read(name)) for name in found]


@cache
def roles() -> dict[str, Role]:
    """Every card by id: the Zygomatic catalogue (`data/roles.toml`) and the cards only an
    edition has (`data/roles.<edition>.toml`, their box the edition's id)."""
    table = {role_id: _entry(role_id, entry) for role_id, entry in _read("roles.toml").items()}
    for edition, raw in _edition_files():
        for role_id, entry in raw.items():
            if role_id not in table:
                table[role_id] = _entry(role_id, entry, box=edition)
    return table


@cache
def _edition_versions() -> dict[tuple[str, str], Role]:
    """An edition's own version of a card the Zygomatic catalogue also has (the solo `vos` of
    `wolf_village`): the fields its file gives, over the catalogue's."""
    base = _read("roles.toml")
    versions: dict[tuple[str, str], Role] = {}
    for edition, raw in _edition_files():
        for role_id, entry in raw.items():
            if role_id in base:
                merged = {**base[role_id], **entry}
                for lang in LANGS:
                    merged[lang] = {**base[role_id][lang], **entry.get(lang, {})}
                versions[(edition, role_id)] = _entry(role_id, merged)
    return versions


def edition_versions() -> list[Role]:
    """Every edition's own version of a Zygomatic card: a screen sized for any card must fit
    these too (the deal's card frame and text block)."""
    return list(_edition_versions().values())


def role(role_id: str, edition: str = "") -> Role:
    """The card `role_id`; in an edition with its own version of that card, that version."""
    if edition:
        version = _edition_versions().get((edition, role_id))
        if version is not None:
            return version
    return roles()[role_id]


def is_role(role_id: str) -> bool:
    return role_id in roles()


@cache
def building_cards() -> frozenset[str]:
    """The ids of the cards that play only with Het Dorp's buildings (the catalogue's data)."""
    return frozenset(r.id for r in roles().values() if r.buildings)


@cache
def drawing_cards() -> frozenset[str]:
    """The ids of the cards for which the game draws cards to play (the toneelspeler)."""
    return frozenset(r.id for r in roles().values() if r.draws_cards)


@cache
def event_bringing_cards() -> frozenset[str]:
    """The ids of the cards that bring event cards into the game (the waarzegster)."""
    return frozenset(r.id for r in roles().values() if r.brings_events)


@cache
def werewolf_cards() -> frozenset[str]:
    """The ids of the cards that make their holder a werewolf (from the catalogue's data)."""
    return frozenset(r.id for r in roles().values() if r.werewolf)


def middle_size(cards: Iterable[str]) -> int:
    """How many cards lie in the middle in a game with `cards` (a mix counts each card it
    holds once): as many as the cards that bring a middle declare (roles.toml `middle`)."""
    return sum(len(role(r).middle) for r in set(cards) if is_role(r))


def middle_cards(cards: Iterable[str]) -> tuple[str, ...]:
    """The middle cards a setup with `cards` gets when it names none (roles.toml `middle`)."""
    return tuple(c for r in sorted(set(cards)) if is_role(r) for c in role(r).middle)
