"""The role catalogue, read once from `data/roles.toml`; the names and texts in every language
are the "setups" catalogue's `roles:<id>.*` messages (texts.with_texts puts them in)."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from importlib import resources

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
    names: dict[str, str]
    plurals: dict[str, str]
    texts: dict[str, str]

    def name(self, lang: str) -> str:
        return self.names.get(lang) or self.names["nl"]

    def plural(self, lang: str) -> str:
        return self.plurals.get(lang) or self.plurals["nl"]

    def text(self, lang: str) -> str:
        return self.texts.get(lang) or self.texts["nl"]


@cache
def roles() -> dict[str, Role]:
    raw = with_texts("roles", tomllib.loads(
        resources.files("setups").joinpath("data/roles.toml").read_text("utf-8")))
    table: dict[str, Role] = {}
    for role_id, entry in raw.items():
        langs = {lang: entry[lang] for lang in LANGS}
        table[role_id] = Role(
            id=role_id,
            box=entry["box"],
            camp=entry["camp"],
            werewolf=bool(entry.get("werewolf", False)),
            implemented=bool(entry.get("implemented", False)),
            actor_card=int(entry.get("actor_card", 0)),
            group=int(entry.get("group", 1)),
            needs=entry.get("needs"),
            names={lang: v["name"] for lang, v in langs.items()},
            plurals={lang: v["plural"] for lang, v in langs.items()},
            texts={lang: v["text"] for lang, v in langs.items()},
        )
    return table


def role(role_id: str) -> Role:
    return roles()[role_id]


def is_role(role_id: str) -> bool:
    return role_id in roles()


@cache
def werewolf_cards() -> frozenset[str]:
    """The ids of the cards that make their holder a werewolf (from the catalogue's data)."""
    return frozenset(r.id for r in roles().values() if r.werewolf)
