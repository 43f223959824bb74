"""The card turned open at a death (`dood_onthuld`) is said unrendered (a bot game reads none
of its ~9 a game) and reads, when first read, the card's name of the game's language and
edition: what the eager line would have said."""

from __future__ import annotations

from collections import Counter

import pytest

from narration.deaths import kill
from narration.engine import Game
from setups.deal import deal_setup

NAMES = ("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur", "Gijs", "Hanna")
MIX = Counter(weerwolf=2, ziener=1, heks=1, jager=1, burger=3)


@pytest.mark.parametrize("edition", ["", "wolf_village"])
@pytest.mark.parametrize("lang", ["nl", "en", "de", "fr"])
def test_the_card_named_at_a_death_is_the_name_of_its_language_and_edition(
        lang: str, edition: str) -> None:
    state = Game(deal_setup(NAMES, MIX, 3, lang=lang, edition=edition)).state
    for victim in (p for p in state.players if p.role in ("ziener", "heks", "weerwolf")):
        said = len(state.messages)
        for _ in kill(state, [(victim.name, "stemming")]):
            pass
        [shown] = [m for m in state.messages[said:] if m.line_id == "dood_onthuld"]
        assert shown._fields is not None  # not rendered yet
        name = state.role_name(victim.role)
        assert shown.text == state.text("public", "dood_onthuld", name=victim.name, role=name)
        assert name in shown.text
