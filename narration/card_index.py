"""Where the cards are: every module of the card packages that exports a `card`.

Cards are found by walking their packages, not by a list of ids, so adding a card is adding
its module. Importing a card module only builds its card object; nothing is registered
anywhere, and the order of discovery decides nothing (narration/ruleset.py sorts by declared
precedence and refuses ties).
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

from narration.card import Card

# An edition's cards live in a package of their own under narration/editions/ (its cards
# declare `edition=`); subpackages are walked too.
CARD_PACKAGES = ("narration.roles", "narration.events", "narration.variants",
                 "narration.editions")


@cache
def all_cards() -> tuple[Card, ...]:
    found: list[Card] = []
    for package_name in CARD_PACKAGES:
        package = importlib.import_module(package_name)
        for info in sorted(pkgutil.walk_packages(package.__path__, f"{package_name}."),
                           key=lambda m: m.name):
            module = importlib.import_module(info.name)
            card = getattr(module, "card", None)
            if isinstance(card, Card):
                found.append(card)
    return tuple(found)


def card_named(card_id: str) -> Card:
    for card in all_cards():
        if card.id == card_id:
            return card
    raise KeyError(card_id)
