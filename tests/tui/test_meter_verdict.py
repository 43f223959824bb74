"""The balance meter's line gives one verdict, written once and in one set of words: the
bots' and the card score's verdicts in the table's edition's words (Wolf Village's "In
balans"), the verdict named once when both agree. Last session's play-test read "Balans: in
balans · ... · hint: score +4 (In balans)" in Wolf Village: three times, in two spellings."""

from __future__ import annotations

import pytest

from setups.scores import verdict_label
from tui.balance_meter import meter_line

SHARES = [("dorp", 0.51, 0.04), ("weerwolven", 0.49, 0.04)]


@pytest.mark.parametrize("edition", ["", "wolf_village"])
def test_an_agreed_verdict_is_written_once(lang: str, edition: str) -> None:
    line = meter_line(SHARES, 50, 50, "balans", 0, edition=edition)
    words = verdict_label("balans", lang, edition=edition)
    assert line.count(words) == 1, line
    assert line.lower().count(words.lower()) == 1, line  # not once more in other capitals
    assert f"({words})" in line and "+0" in line


def test_wolf_villages_verdict_in_its_own_words_in_both_places(lang: str) -> None:
    """The bots say the village is favoured, the card score says balanced: two verdicts,
    each once, both in Wolf Village's words."""
    line = meter_line(SHARES, 50, 50, "dorp", 4, edition="wolf_village")
    favoured = verdict_label("dorp", lang, edition="wolf_village")
    balanced = verdict_label("balans", lang, edition="wolf_village")
    assert line.count(favoured) == 1 and line.count(f"({balanced})") == 1, line
    zygomatic = verdict_label("dorp", lang)
    assert zygomatic == favoured or zygomatic not in line, line


def test_the_dutch_wolf_village_meter_reads(lang: str) -> None:
    if lang != "nl":
        pytest.skip("the words of one language")
    assert meter_line(SHARES, 50, 50, "balans", 4, edition="wolf_village") == (
        "Balans: dorp 51% ±4 · weerwolven 49% ±4 · 50/50 potjes · bots en score +4 (in balans)")


@pytest.mark.parametrize("verdict_id", ["dorp", "weerwolven", "balans"])
def test_every_edition_writes_a_verdict_in_the_same_case(lang: str, verdict_id: str) -> None:
    """Wolf Village's "(Balanced)" beside the Zygomatic game's "(balanced)": a verdict stands
    inside a sentence ("hint: score +4 (...)"), so every edition writes it in lower case."""
    from setups.editions import edition_ids

    for edition in edition_ids():
        words = verdict_label(verdict_id, lang, edition=edition)
        assert words[0] == words[0].lower(), (edition, words)
