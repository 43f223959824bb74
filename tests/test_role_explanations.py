"""Every card has its two plain sentences for the secret deal and turns, in Dutch and English."""

from __future__ import annotations

import re

import pytest

from setups.catalogue import roles
from setups.explanations import explained_roles, explanation


def sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?])\s+", text.strip()) if s]


def test_every_role_in_the_catalogue_is_explained_and_nothing_else() -> None:
    assert explained_roles() == set(roles())


@pytest.mark.parametrize("role_id", sorted(roles()))
@pytest.mark.parametrize("lang", ["nl", "en"])
def test_each_explanation_is_two_plain_sentences(role_id: str, lang: str) -> None:
    text = explanation(role_id, lang)
    assert len(sentences(text)) == 2, text
    assert text.endswith("."), text
    assert len(text) <= 220, f"{role_id} ({lang}) is too long for one screen at 80 columns"


def test_an_unknown_role_has_no_explanation_and_english_falls_back_to_dutch() -> None:
    assert explanation("bestaat_niet", "nl") == ""
    assert explanation("weerwolf", "xx") == explanation("weerwolf", "nl")
