"""The balance meter's line gives one verdict, written once and in one set of words: the
bots', in the table's edition's words (Wolf Village's "In balans"); the card points stand
beside it saying only whether they come to the same verdict. Play-tests read "Balans: in
balans · ... · hint: score +4 (In balans)" in Wolf Village (three times, in two spellings) and
"Balans: gunstig voor het dorp · ... · hint: score +4 (in balans)": two verdicts that
contradict each other."""

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
    assert line.startswith(f"{line.split(words)[0]}{words} · "), line  # at the head
    assert "+0" in line


def test_card_points_that_disagree_do_not_give_a_second_verdict(lang: str) -> None:
    """The bots say the village is favoured, the card points say balanced: the line says
    the bots' verdict once, in Wolf Village's words, and never the points' own."""
    line = meter_line(SHARES, 50, 50, "dorp", 4, edition="wolf_village")
    favoured = verdict_label("dorp", lang, edition="wolf_village")
    balanced = verdict_label("balans", lang, edition="wolf_village")
    assert line.count(favoured) == 1 and balanced not in line, line
    assert line.index(favoured) < line.index("+4"), line  # the verdict first, the hint after
    zygomatic = verdict_label("dorp", lang)
    assert zygomatic == favoured or zygomatic not in line, line


def test_while_the_bots_play_the_points_give_no_verdict(lang: str) -> None:
    """The first results (no verdict yet) and the running line show the points alone: a
    verdict from the points first, then the bots' other one, read as the meter changing its
    mind."""
    line = meter_line(SHARES, 5, 2400, "", 4)
    for verdict_id in ("dorp", "weerwolven", "balans"):
        assert verdict_label(verdict_id, lang) not in line, line
    assert "+4" in line


def test_the_dutch_wolf_village_meter_reads(lang: str) -> None:
    if lang != "nl":
        pytest.skip("the words of one language")
    assert meter_line(SHARES, 50, 50, "balans", 4, edition="wolf_village") == (
        "Balans: in balans · dorp 51% ±4 · weerwolven 49% ±4 · 50/50 potjes · "
        "kaartpunten +4 (zelfde oordeel)")
    assert meter_line(SHARES, 50, 50, "dorp", 4, edition="wolf_village") == (
        "Balans: gunstig voor het dorp · dorp 51% ±4 · weerwolven 49% ±4 · 50/50 potjes · "
        "kaartpunten +4 (ander oordeel)")


@pytest.mark.parametrize("verdict_id", ["dorp", "weerwolven", "balans"])
def test_every_edition_writes_a_verdict_in_the_same_case(lang: str, verdict_id: str) -> None:
    """Wolf Village's "(Balanced)" beside the Zygomatic game's "(balanced)": a verdict stands
    inside a sentence ("Balans: in balans", "kaartpunten +4 (in balans)" where the bots could
    not play the mix), so every edition writes it in lower case."""
    from setups.editions import edition_ids

    for edition in edition_ids():
        words = verdict_label(verdict_id, lang, edition=edition)
        assert words[0] == words[0].lower(), (edition, words)
