"""Editions: boxes that play by rules of their own on top of the base game.

`best_of` ("Het Beste van De Weerwolven van Wakkerdam") has its own box of 28 tiles, its own
call order (narration/data/callorder.toml, `[editions.best_of]`), a two-step tie and a few
sharpened rules (narration/roles/best_of.py). The default edition ("") is the Zygomatic game
with its expansions.
"""

from __future__ import annotations

from collections import Counter

from setups.errors import SetupError
from texts import localized

EDITIONS = ("", "best_of")

# The setup fields an edition adds, explained: the "setups" catalogue's `editions.help.<field>`.
EDITION_HELP: dict[str, dict[str, str]] = {"edition": localized("editions:help.edition")}

# "De karakters in de doos": 28 tiles.
BEST_OF_BOX: Counter[str] = Counter({
    "weerwolf": 3, "oerwolf": 1, "grote_boze_wolf": 1,
    "burger": 7, "cupido": 1, "ziener": 1, "gezuster": 2, "onschuldig_meisje": 1, "vos": 1,
    "ridder": 1, "dorpsoudste": 1, "heks": 1, "titus": 1, "jager": 1,
    "wolvenkind": 1, "wolfshond": 1,
    "witte_weerwolf": 1, "fluitspeler": 1, "engel": 1,
})


def validate_edition(edition: str, roles: tuple[str, ...], middle: tuple[str, ...]) -> None:
    """Raise SetupError when the roles do not fit the edition's box."""
    if edition not in EDITIONS:
        allowed = ", ".join(repr(e) for e in EDITIONS)
        raise SetupError(f"Unknown edition {edition!r}; allowed: {allowed}.")
    if edition != "best_of":
        return
    counts = Counter(roles) + Counter(middle)
    for role_id, n in sorted(counts.items()):
        if role_id not in BEST_OF_BOX:
            allowed = ", ".join(sorted(BEST_OF_BOX))
            raise SetupError(
                f"'{role_id}' is not in the Best Of box (no dief, no genezer); its cards: "
                f"{allowed}."
            )
        if n > BEST_OF_BOX[role_id]:
            raise SetupError(
                f"The Best Of box has {BEST_OF_BOX[role_id]} × '{role_id}', the mix asks {n}."
            )


def narrator_may_play(edition: str) -> bool:
    """Whether the narrator may also hold a card ("In een kleine groep mag de spelleider ook
    zelf meespelen"); in Best Of "De spelleider speelt in deze editie nooit zelf mee"."""
    return edition != "best_of"
