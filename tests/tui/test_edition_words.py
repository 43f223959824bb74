"""An edition's setup speaks its own words: Wolf Village's tie rules as Wolf Village plays them
(a mayor decides; without one a re-vote or nobody; no lot), and the mix's problems naming the
cards as the edition names them (the house rules' Eros, Wolf Village's Burger), never an id."""

from __future__ import annotations

import re
from collections import Counter

import pytest
from textual.widgets import RadioButton, Static

from setups.catalogue import role
from setups.editions import edition, edition_ids
from setups.mix_check import mix_problems
from setups.options import OPTION_KEYS, TIE_RULES
from tests.tui.conftest import GROUP, MakeApp
from tests.tui.input_helpers import open_new_game
from tests.tui.test_setup_screens import SIZE
from texts import LANGS
from tui.i18n import language, set_language, t
from tui.screens.new_game import setup_issue


def shown_ties(screen: object) -> dict[str, str]:
    from tui.screens.new_game import NewGameScreen

    assert isinstance(screen, NewGameScreen)
    return {rule: str(screen.query_one(f"#tie-{rule}", RadioButton).label)
            for rule in TIE_RULES if screen.query_one(f"#tie-{rule}", RadioButton).display}


async def test_wolf_village_offers_its_own_tie_rules(make_app: MakeApp) -> None:
    app = make_app(group=GROUP)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(pilot)
        zygomatic = shown_ties(screen)
        assert list(zygomatic) == list(TIE_RULES)
        screen.query_one("#edition-wolf_village", RadioButton).value = True
        await pilot.pause()
        ties = shown_ties(screen)
        assert list(ties) == ["herstemming", "niemand"]
        assert ties["herstemming"] == t("setup.tie.wolf_village.herstemming") != zygomatic[
            "herstemming"]
        assert ties["niemand"] == t("setup.tie.wolf_village.niemand")
        await pilot.pause()
        assert screen._options().tie_rule == "herstemming"  # the default gave way
        assert screen.query_one("#tie-lot", RadioButton).disabled
        screen.query_one("#tie-niemand", RadioButton).value = True
        await pilot.pause()
        assert screen._options().tie_rule == "niemand"
        screen.query_one("#edition-zygomatic", RadioButton).value = True
        await pilot.pause()
        assert shown_ties(screen) == zygomatic  # the Zygomatic labels, all four again


@pytest.mark.parametrize("lang", LANGS)
def test_mix_problems_name_the_editions_cards(lang: str) -> None:
    eros = role("cupido", "huisregels").name(lang)
    [limit] = [p for p in mix_problems(8, Counter(weerwolf=2, cupido=2, burger=4),
                                       owned=["basis"], edition="huisregels")
               if p.rule == "edition_box_limit"]
    assert eros in limit.text(lang) and role("cupido").name(lang) not in limit.text(lang)
    [missing] = [p for p in mix_problems(8, Counter(weerwolf=2, genezer=1, burger=5),
                                         edition="wolf_village") if p.rule == "edition_box"]
    text = missing.text(lang)
    assert role("genezer").name(lang) in text and "'genezer'" not in text
    assert role("burger", "wolf_village").name(lang) in text
    assert edition("wolf_village").name(lang) in text
    [advice] = [p for p in mix_problems(8, Counter(weerwolf=4, burger=4), edition="wolf_village")
                if p.rule == "edition_wolves"]
    assert advice.text(lang).startswith(edition("wolf_village").name(lang))


def test_the_setup_status_names_a_card_outside_the_box_in_dutch() -> None:
    before = language()
    set_language("nl")
    try:
        issue = setup_issue(list(GROUP), Counter(weerwolf=2, genezer=1, burger=5),
                            edition="wolf_village")
    finally:
        set_language(before)
    assert issue is not None and issue[0] == "mix"
    assert issue[1].startswith("Genezer zit niet in Wolf Village")
    assert "Burger, Cupido, Dokter" in issue[1]


OPTION_IDS = {key for key in OPTION_KEYS if "_" in key}  # ids no sentence would hold


@pytest.mark.parametrize("lang", LANGS)
def test_an_editions_explanation_names_no_option_id(lang: str) -> None:
    """The options step shows the chosen edition's explanation to the players: its options
    in words (Wolf Village's "dokter_zelf, dokter_herhalen, ..." were option ids)."""
    for edition_id in edition_ids():
        words = set(re.findall(r"\w+", edition(edition_id).help(lang)))
        assert not words & OPTION_IDS, (edition_id, words & OPTION_IDS)
        if lang != "nl":  # the tie rules' ids are Dutch words
            assert "herstemming" not in words, edition_id


async def test_the_options_step_explains_wolf_village_in_words(make_app: MakeApp) -> None:
    app = make_app(group=GROUP)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_new_game(pilot)
        screen.query_one("#edition-wolf_village", RadioButton).value = True
        await pilot.pause()
        hint = str(screen.query_one("#edition-hint", Static).render())
        assert hint.startswith("Wolf Village: 13 rollen")
        assert "dokter" in hint and "handlanger" in hint
        assert not set(re.findall(r"\w+", hint)) & OPTION_IDS, hint


@pytest.mark.parametrize("lang", LANGS)
async def test_wolf_villages_tie_rules_read_whole_at_80x24(make_app: MakeApp, lang: str) -> None:
    """Its tie labels are long ("Herstemming — de burgemeester beslist; zonder burgemeester
    stemt het dorp opnieuw tusse…" was cut, even at 100 columns): they wrap."""
    from tests.tui.input_helpers import screen_text

    app = make_app(lang=lang, group=GROUP)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_new_game(pilot)
        screen.query_one("#edition-wolf_village", RadioButton).value = True
        await pilot.pause()
        await pilot.press("pagedown", "pagedown")
        await pilot.pause()
        words = " ".join(line.strip(" ▊▎") for line in screen_text(app).splitlines()).split()
        for rule in ("herstemming", "niemand"):
            label = t(f"setup.tie.wolf_village.{rule}").split()
            assert any(words[i:i + len(label)] == label for i in range(len(words))), label
