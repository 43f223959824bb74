"""Every preset's text says what its mixes deal: a card it names is in the mix at every player
count it is offered for, or the text says from which count on ("vanaf 13" / "from 13")."""

from __future__ import annotations

import re

import pytest

from setups.catalogue import roles
from setups.presets import Preset, presets


def named(text: str, name: str) -> bool:
    """The card's name in the text, Dutch adjective endings allowed (Onschuldig(e) Meisje)."""
    words = name.split()
    pattern = r"\b" + r"\s+".join(re.escape(w) + "e?" for w in words) + r"\b"
    return re.search(pattern, text, re.IGNORECASE) is not None


def counts(preset: Preset) -> list[int]:
    return [n for n in range(preset.low, preset.high + 1) if preset.fits(n)]


@pytest.mark.parametrize("preset", presets(), ids=lambda p: p.id)
@pytest.mark.parametrize("lang", ["nl", "en"])
def test_a_preset_text_names_only_cards_its_mixes_deal(preset: Preset, lang: str) -> None:
    text = preset.text(lang)
    word = {"nl": "vanaf", "en": "from"}[lang]
    offered = counts(preset)
    for role_id, card in roles().items():
        if role_id in ("weerwolf", "burger") or not named(text, card.name(lang)):
            continue
        dealt = [n for n in offered if role_id in preset.mix(n)]
        assert dealt, f"{preset.id} ({lang}) names {card.name(lang)} but never deals it"
        start = dealt[0]
        assert dealt == [n for n in offered if n >= start], \
            f"{preset.id} ({lang}): {card.name(lang)} is not dealt at every count from {start}"
        if start > offered[0]:
            assert re.search(rf"\b{word} {start}\b", text), \
                f"{preset.id} ({lang}) names {card.name(lang)}, dealt only from {start} players"


def test_the_check_sees_a_card_a_text_claims_but_no_mix_deals() -> None:
    basis = next(p for p in presets() if p.id == "klassiek_basis")
    assert named(basis.text("nl"), "Onschuldig Meisje")
    assert all("dief" not in basis.mix(n) for n in range(6, 13))
