"""The setup's head line and summary say each count once in every language (French read
"8 joueurs joueurs · 8 cartes cartes": the counts bring their noun, the line added it again)."""

from __future__ import annotations

import re

from tui.i18n import LANGS, language, set_language, t


def doubled(text: str) -> list[str]:
    return re.findall(r"\b(\w+) \1\b", text)


def test_the_counts_of_the_setup_lines_say_their_noun_once() -> None:
    before = language()
    try:
        for lang in LANGS:
            set_language(lang)
            players, cards = t("setup.count.players", n=8), t("setup.count.cards", n=8)
            head = t("setup.mix.head", players=players, cards=cards, source="x")
            summary = t("setup.summary", players=players, cards="1× x")
            assert not doubled(head), (lang, head)
            assert not doubled(summary), (lang, summary)
    finally:
        set_language(before)


def test_the_ways_to_deal_and_play_fit_the_start_step_at_80_columns() -> None:
    """French cut "un joueur mène le jou…" even at 100 columns, and "chacun ne voit que …"
    at 80."""
    before = language()
    try:
        for lang in LANGS:
            set_language(lang)
            for key in ("mode.verteller", "mode.doorgeven", "mode.verteller_speelt_mee",
                        "deal.secret", "deal.cards"):
                label = t(f"setup.{key}")
                assert len(label) <= 68, (lang, label)
    finally:
        set_language(before)
