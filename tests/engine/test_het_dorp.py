"""Het Dorp (its scenarios run in test_scenarios.py and test_must_fail.py): the proposal of
professions, and what a scenario's [expect] cannot see: private messages, a step that is not
called, the moment a day power is used."""

from __future__ import annotations

import tomllib
from collections import Counter
from pathlib import Path

import pytest

from narration.engine import Game
from narration.replay import play
from narration.scenario import load
from narration.village import first_werewolf_right_of
from setups.errors import SetupError
from setups.game_setup import GameSetup, setup_from_dict, setup_to_dict, validate
from setups.professions import (
    ZWERVER,
    professions,
    propose,
    propose_counts,
    single_buildings,
    validate_professions,
)

from .helpers import SCENARIOS, run_free

HET_DORP = SCENARIOS / "het_dorp"


def test_enough_het_dorp_scenarios() -> None:
    good = [p for p in HET_DORP.glob("*.toml")]
    assert len(good) >= 15


# --- the proposal -------------------------------------------------------------------------

@pytest.mark.parametrize("players", range(4, 48))
def test_proposal_is_valid_for_every_player_count(players: int) -> None:
    names = tuple(f"P{i}" for i in range(players))
    tiles = propose(players, seed=7)
    validate_professions(names, ("burger",) * players, tiles)
    counts = Counter(tiles)
    assert 2 <= counts["boer"] <= 6
    assert counts[ZWERVER] >= 1
    assert all(counts[s] <= 1 for s in single_buildings())
    if players >= 12:  # room for every single building once farmers and a vagrant are in
        assert all(counts[s] == 1 for s in single_buildings())


def test_proposal_is_seeded() -> None:
    assert propose(12, seed=3) == propose(12, seed=3)
    assert len({propose(12, seed=s) for s in range(10)}) > 1
    assert propose_counts(12) == (3, 8, 1)  # farmers, single buildings, vagrants
    assert propose_counts(29) == (6, 8, 15)  # the whole box
    assert propose_counts(8) == (2, 5, 1)
    assert propose_counts(4) == (2, 1, 1)


@pytest.mark.parametrize("card", ["pyromaan", "raaf"])
def test_the_cards_that_need_the_buildings_are_refused_without_professions(card: str) -> None:
    """"De Pyromaan kan alleen meedoen als je met de gebouwen speelt"; "De Raaf heeft net als
    de Pyromaan de gebouwen nodig" (the catalogue's `buildings`)."""
    names = tuple(f"P{i}" for i in range(8))
    roles = ("weerwolf", "weerwolf", card, "burger", "burger", "burger", "burger", "burger")
    with pytest.raises(SetupError) as refused:
        validate_professions(names, roles, ())
    assert refused.value.name == "needs_buildings" and refused.value.fields["role"] == card
    validate_professions(names, roles, propose(8, seed=1))
    validate_professions(names, ("weerwolf", *("burger",) * 7), ())


def test_catalogue_matches_the_box() -> None:
    """29 profession tiles and 14 buildings: 6 farms and one of each single building."""
    table = professions()
    assert sum(p.tiles for p in table.values()) == 29
    assert sum(p.tiles for p in table.values() if p.building) == 14
    assert {p.building for p in table.values() if p.building} == {
        "boerderij", "kerk", "hut", "school", "bakkerij", "kapsalon", "herberg",
        "politiebureau", "kasteel"}
    assert {p.power for p in table.values()} == {"permanent", "once", "conditional", "none"}
    assert table["waard"].power == "conditional"
    assert {p.id for p in table.values() if p.power == "once"} == {
        "biechtvader", "kwakzalver", "barbier", "kasteelheer"}


def test_professions_survive_the_journal_header() -> None:
    setup = GameSetup(("A", "B", "C", "D"), ("weerwolf", "raaf", "burger", "burger"),
                      professions=("boer", "waard", "zwerver", "boer"))
    validate(setup)
    assert setup_from_dict(setup_to_dict(setup)) == setup
    plain = GameSetup(("A", "B", "C", "D"), ("weerwolf", "burger", "burger", "burger"))
    assert "professions" not in setup_to_dict(plain)


def test_setup_type_errors_are_clear() -> None:
    with pytest.raises(SetupError, match="'professions' must be a list of texts, like \\[\"boer\""):
        setup_from_dict({"players": ["A", "B", "C", "D"],
                         "roles": ["weerwolf", "burger", "burger", "burger"],
                         "professions": "boer"})


# --- what [expect] cannot see ---------------------------------------------------------------

def twelve() -> Game:
    """The twelve-player table of the het_dorp scenarios, at its first prompt."""
    text = (HET_DORP / "biechtvader_biecht.toml").read_text(encoding="utf-8")
    setup = setup_from_dict(tomllib.loads(text)["setup"])
    return Game(setup)


def answer_until(game: Game, step: str, answers: dict[str, object]) -> None:
    """Answer by key (nothing for optional prompts) until the prompt of `step` is asked."""
    while game.prompt is not None and game.prompt.step != step:
        prompt = game.prompt
        if prompt.kind == "none":
            game.answer(None)
        elif prompt.key in answers:
            game.answer(answers[prompt.key])
        else:
            game.answer("" if prompt.kind != "players" else [])


def test_confession_is_private_to_the_confessor_and_the_narrator() -> None:
    game = play(load(HET_DORP / "biechtvader_biecht.toml"))
    seen = [m for m in game.state.messages if m.line_id == "biechtvader_ziet"]
    assert len(seen) == 1
    assert not seen[0].public and seen[0].to == ("narrator", "Cor")
    assert "Weerwolf" in seen[0].text and "Anna" in seen[0].text
    assert not any("Weerwolf" in a for a in game.state.announcements()
                   if "biecht" in a)


def test_confession_after_the_vote() -> None:
    """'zelfs nadat de stemming een slachtoffer heeft aangewezen': offered after the vote."""
    game = twelve()
    answer_until(game, "stemming", {"ziener": "Anna", "weerwolven": "Dirk"})
    game.answer("Eva")  # the vote condemns Eva
    answer_until(game, "biechtvader", {})
    assert game.prompt is not None and game.prompt.phase == "day"
    assert not game.state.player("Eva").alive  # the vote is over
    game.answer("Anna")
    assert any(m.line_id == "biechtvader_ziet" for m in game.state.messages)


def test_baker_wakes_every_night_until_he_dies() -> None:
    game = play(load(HET_DORP / "kasteelheer_zichzelf.toml"))
    wakes = [m.round for m in game.state.messages if m.line_id == "bakker_wakker"]
    assert wakes == [1, 2]
    game = twelve()  # the wolves eat the baker Gijs: the next night he is not called
    answer_until(game, "stemming", {"ziener": "Anna", "weerwolven": "Gijs"})
    game.answer("")
    answer_until(game, "weerwolven", {"ziener": "Bram"})
    game.answer("Eva")
    run_free(game)
    assert [m.round for m in game.state.messages if m.line_id == "bakker_wakker"] == [1]


def test_raven_mark_counts_only_in_the_next_vote() -> None:
    game = twelve()
    answer_until(game, "stemming", {"ziener": "Anna", "weerwolven": "Eva", "raaf": "Dirk"})
    game.answer("")  # nobody out: the mark is spent all the same
    answer_until(game, "stemming", {"ziener": "Bram", "weerwolven": "Lot",
                                    "burgemeester": "Anna"})
    game.answer({"ballots": {"Cor": "Bram"}})
    assert "De stemmen: Bram 1 stem." in game.state.announcements()  # no raven votes
    answer_until(game, "nacht_valt", {})  # the kasteelheer does not pardon
    assert not game.state.player("Bram").alive and game.state.player("Dirk").alive


def test_fire_kills_the_first_werewolf_to_the_right() -> None:
    """Right = earlier in the seat list, wrapping round (SCENARIOS.md)."""
    state = twelve().state
    wolf = first_werewolf_right_of(state, "Fleur")  # seats: Eva, Dirk, Cor, Bram (wolf)
    assert wolf is not None and wolf.name == "Bram"
    wolf = first_werewolf_right_of(state, "Anna")  # wraps: Lot, Kim, … Bram
    assert wolf is not None and wolf.name == "Bram"
    state.player("Bram").alive = False
    wolf = first_werewolf_right_of(state, "Fleur")  # the dead are skipped
    assert wolf is not None and wolf.name == "Anna"


def test_raven_mark_falls_when_the_building_burns() -> None:
    """Ruling raaf-brand: the marked player's building burnt that night; he is a zwerver."""
    game = twelve()
    answer_until(game, "stemming", {"ziener": "Anna", "weerwolven": "Eva", "raaf": "Hanna",
                                    "pyromaan": "Hanna"})
    assert game.state.player("Hanna").profession == "zwerver"
    assert not any(m.line_id == "raaf_teken" for m in game.state.messages)
    game.answer({"ballots": {"Cor": "Hanna"}})
    assert "De stemmen: Hanna 1 stem." in game.state.announcements()


def test_export_keeps_the_moment_of_a_day_power_and_every_building() -> None:
    """A barber after the vote and two buildings given one by one replay from the export."""
    from narration.report import state_json
    from narration.scenario import parse
    from narration.scenario_export import export_scenario

    game = twelve()
    answer_until(game, "barbier", {"ziener": "Anna", "weerwolven": "Dirk", "stemming": "Lot"})
    while game.prompt is not None and game.prompt.key != "barbier@na_stemming":
        game.answer(None if not game.prompt.needs_answer else "")
    game.answer("Fleur")  # Fleur and the barber Hanna die after the vote
    answer_until(game, "veldwachter", {"ziener": "Bram", "weerwolven": "Eva"})
    game.answer("Bram")
    game.answer("")  # the next empty building stays empty
    answer_until(game, "nacht_valt", {"burgemeester": "Anna", "stemming": ""})
    assert game.state.player("Bram").profession != "zwerver"
    text = export_scenario(game)
    assert '"barbier@na_stemming" = "Fleur"' in text
    replayed = play(parse(text))
    run_free(game)  # the replay runs on to the first question of the night
    assert state_json(replayed) == state_json(game)


def test_a_het_dorp_journal_resumes_to_the_same_game(tmp_path: Path) -> None:
    """The professions travel in the journal header; resume rebuilds buildings and powers."""
    from narration.journal import Journal, resume
    from narration.report import state_json

    game = play(load(HET_DORP / "veldwachter_weigering.toml"))
    path = tmp_path / "dorp.jsonl"
    journal = Journal.create(game.setup, path)
    for value in game.answers:
        journal.answer(value)
    resumed, _, warnings = resume(path)
    assert warnings == []
    assert resumed.setup.professions == game.setup.professions
    assert state_json(resumed) == state_json(game)
    assert resumed.state.buildings == game.state.buildings


def test_the_schooljuffrouw_s_question_says_the_most_she_may_name_today() -> None:
    # Play-test 4 Dec 2026: "Hoogstens twee spelers" beside "Kies 0 tot 1 spelers". With one
    # player she may ban (the others are zwervers) she may name one, and the question says so.
    players = ("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur", "Gijs", "Hanna")
    roles = ("weerwolf", "weerwolf", "ziener", "burger", "burger", "burger", "heks", "burger")
    professions = ("boer", "zwerver", "zwerver", "zwerver", "zwerver", "zwerver",
                   "schooljuffrouw", "zwerver")
    game = Game(GameSetup(players, roles, seed=1, professions=professions))
    answer_until(game, "schooljuffrouw", {"ziener": "Anna", "weerwolven": "Eva",
                                           "stemming": ""})
    prompt = game.prompt
    assert prompt is not None and prompt.high == 1
    assert "Hoogstens 1," in prompt.line and "twee" not in prompt.line
