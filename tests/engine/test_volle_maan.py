"""Volle Maan: facts a scenario's [expect] cannot state (its must-fail scenarios are checked by
test_must_fail.py)."""

from __future__ import annotations

import pytest

from narration.event_deck import Deck
from narration.memory import Names
from narration.replay import play
from narration.scenario import load

from .helpers import SCENARIOS

VOLLE_MAAN = SCENARIOS / "volle_maan"


def scenario(name: str):  # type: ignore[no-untyped-def]
    return play(load(VOLLE_MAAN / f"{name}.toml"))


def test_the_lovers_charm_does_not_pass_on() -> None:
    game = scenario("fluitspeler_geliefde")
    state = game.state
    charmed = state.recall("fluitspeler", Names).names
    assert "Dirk" in charmed and "Eva" not in charmed
    assert state.winner is None and game.prompt is not None


def test_the_elders_first_attack_is_told_to_the_narrator_only() -> None:
    game = scenario("dorpsoudste_eerste_aanval")
    told = [m for m in game.state.messages if m.line_id == "dorpsoudste_overleeft"]
    assert len(told) == 1 and not told[0].public and told[0].to == ("narrator",)
    assert not any("Dorpsoudste" in s for s in game.state.announcements()[:12])


def test_the_genezer_is_called_before_the_werewolves() -> None:
    game = scenario("genezer_beschermt")
    steps = [r.step for r in game.records if r.round == 1 and r.phase == "night"]
    assert steps.index("genezer") < steps.index("weerwolven")


# --- event cards -------------------------------------------------------------------------------
def card_scenario(name: str):  # type: ignore[no-untyped-def]
    return play(load(VOLLE_MAAN / "gebeurtenissen" / f"{name}.toml"))


def test_begrafenis_hides_the_wolves_victims_only() -> None:
    state = card_scenario("begrafenis_van_start").state
    said = state.announcements()
    assert not any(s.startswith("Eva was ") for s in said)
    assert "Hanna was Gewone Burger." in said
    buried = [m for m in state.messages if m.line_id == "begrafenis_kaart"]
    assert len(buried) == 1 and not buried[0].public and "Eva" in buried[0].text


def test_the_executioner_alone_sees_the_card_of_the_voted_out() -> None:
    state = card_scenario("beul").state
    assert not any(s.startswith("Dirk was ") for s in state.announcements())
    seen = [m for m in state.messages if m.line_id == "beul_ziet" and "Dirk" in m.text]
    assert len(seen) == 1 and not seen[0].public and seen[0].to == ("narrator", "Gijs")


def test_every_second_morning_draws_on_days_two_and_four() -> None:
    state = card_scenario("om_de_twee_ochtenden").state
    drawn = state.recall("gebeurtenissen", Deck).drawn
    assert drawn == [(2, "stralende_zondag"), (4, "einde_oogst")]
    assert state.recall("gebeurtenissen", Deck).pile == ["sombere_maandag"]


def test_the_first_morning_never_draws() -> None:
    state = card_scenario("begrafenis_van_start").state
    assert state.recall("gebeurtenissen", Deck).drawn == []


def test_the_app_answers_state_questions_for_the_narrator() -> None:
    state = card_scenario("spiritisme_spel").state
    told = [m for m in state.messages if m.line_id == "spiritisme_app"]
    assert len(told) == 1 and not told[0].public and told[0].text.endswith("ja.")


def test_a_full_deck_is_36_cards_shuffled_by_the_seed() -> None:
    from setups.events import event_cards, shuffled_deck

    assert len(event_cards()) == 36
    one, again, other = shuffled_deck(7), shuffled_deck(7), shuffled_deck(8)
    assert one == again and sorted(one) == sorted(event_cards()) and one != other
    assert shuffled_deck(7, ["wonder", "straf"]) in (("wonder", "straf"), ("straf", "wonder"))


@pytest.mark.parametrize("events, options, message", [
    (["wondr"], {}, "Unknown event card 'wondr'"),
    (["wonder", "wonder"], {}, "in the deck twice"),
    ([], {"events_in_force": ["wonder"]}, "Only permanent cards"),
    (["begrafenis"], {"events_in_force": ["begrafenis"]}, "cannot also be in the deck"),
    ([], {"event_every": 4}, "allowed: 1, 2, 3"),
    ([], {"groot_wantrouwen_vrienden": 5}, "allowed: 2, 3"),
])
def test_bad_event_setups_are_refused_with_what_is_allowed(
        events: list[str], options: dict[str, object], message: str) -> None:
    from setups.errors import SetupError
    from setups.game_setup import setup_from_dict

    data: dict[str, object] = {"players": ["A", "B", "C", "D", "E"],
                               "roles": ["weerwolf"] + ["burger"] * 4,
            "events": events, "options": options}
    with pytest.raises(SetupError, match=message):
        setup_from_dict(data)


def test_a_volle_maan_setup_survives_the_journal_header() -> None:
    from setups.game_setup import GameSetup, setup_from_dict, setup_to_dict
    from setups.options import Options

    setup = GameSetup(("A", "B", "C", "D", "E"), ("weerwolf", "genezer", "fluitspeler",
                                                  "burger", "burger"), 4,
                      options=Options(event_deck="keuze", event_cards=("wonder", "straf"),
                                      events_in_force=("begrafenis",), event_every=3,
                                      besmetting=True, maneschijn="gewoon"),
                      events=())
    assert setup_from_dict(setup_to_dict(setup)) == setup
    explicit = GameSetup(setup.players, setup.roles, 4, events=("wonder", "straf"))
    assert setup_from_dict(setup_to_dict(explicit)) == explicit


def test_the_deck_chosen_in_the_options_is_shuffled_by_the_seed() -> None:
    from setups.events import event_cards, table_deck
    from setups.game_setup import GameSetup
    from setups.options import Options

    players, roles = ("A", "B", "C", "D", "E"), ("weerwolf",) + ("burger",) * 4
    full = GameSetup(players, roles, 9, options=Options(event_deck="alle",
                                                        events_in_force=("beul",)))
    deck = table_deck(full)
    assert len(deck) == 35 and "beul" not in deck and set(deck) < set(event_cards())
    assert table_deck(full) == deck
    chosen = GameSetup(players, roles, 9, options=Options(event_deck="keuze",
                                                          event_cards=("wonder", "straf")))
    assert sorted(table_deck(chosen)) == ["straf", "wonder"]
    assert table_deck(GameSetup(players, roles, 9)) == ()


@pytest.mark.parametrize("data, message", [
    ({"events": ["wonder"], "options": {"event_deck": "alle"}}, "not both"),
    ({"options": {"event_deck": "keuze"}}, "needs the chosen cards"),
    ({"options": {"event_deck": "sommige"}}, "allowed: '', 'alle', 'keuze'"),
    ({"options": {"identiteit_weerwolf": ["A"]}}, "only used with the variant dubbele_agenda"),
    ({"options": {"dubbele_agenda": "klein", "identiteit_weerwolf": ["Z"]}}, "'Z', who does"),
])
def test_bad_deck_and_variant_options_are_refused(data: dict[str, object], message: str) -> None:
    from setups.errors import SetupError
    from setups.game_setup import setup_from_dict

    with pytest.raises(SetupError, match=message):
        setup_from_dict({"players": ["A", "B", "C", "D", "E"],
                         "roles": ["weerwolf"] + ["burger"] * 4, **data})


def test_replay_keys_lists_the_volle_maan_keys() -> None:
    from .helpers import run_cli

    done = run_cli("replay", "--keys")
    assert done.returncode == 0, done.stderr
    for key in ("genezer", "fluitspeler", "zondebok", "spiritisme", "groot_wantrouwen",
                "hij_is_het_niet", "zwarte_dood_doorzien", "straf_borgen"):
        assert key in done.stdout


def test_table_judged_cards_remind_the_narrator_privately() -> None:
    state = card_scenario("herinneringen").state
    touch = [m for m in state.messages if m.line_id == "aanraking_herinnering"]
    assert [m.round for m in touch] == [1, 2, 3]  # every night (the third has just begun)
    assert not any(m.public for m in touch)
    reminders = [m for m in state.messages if m.line_id == "gebeurtenis_herinnering"]
    assert len(reminders) == 1 and "één voor één" in reminders[0].text
    assert not reminders[0].public and reminders[0].to == ("narrator",)


def test_the_harvest_seer_sees_three_cards_but_not_whose() -> None:
    game = play(load(VOLLE_MAAN / "varianten" / "oogstfeest_ziener_fluitspeler.toml"))
    [shown] = [m for m in game.state.messages if m.line_id == "ziener_ziet_drie"]
    # Fleur and her living neighbours Eva (werewolf) and Gijs: sorted, no names.
    assert shown.text.endswith("Gewone Burger, Gewone Burger, Weerwolf.")
    assert "Fleur" not in shown.text and not shown.public
    assert game.state.recall("fluitspeler", Names).names == ["Gijs"]


def test_fools_day_swaps_the_powers_for_one_round_only() -> None:
    state = card_scenario("dag_der_dwazen").state
    seers = [(m.round, m.to) for m in state.messages if m.line_id == "ziener_ziet"]
    assert seers == [(1, ("narrator", "Dirk")), (2, ("narrator", "Dirk")),
                     (3, ("narrator", "Cor")), (4, ("narrator", "Dirk"))]
    poison = [m for m in state.messages if m.line_id == "heks_vergiftigt"]
    assert [m.round for m in poison] == [3]
    assert not any(m.line_id == "dood_liefdesverdriet" for m in state.messages)


def test_a_prompt_nobody_can_answer_is_refused_where_it_is_made() -> None:
    """The factory refuses to ask for more players than there are candidates."""
    from narration.errors import PromptError
    from narration.prompts import players_prompt
    from narration.state import new_state
    from setups.game_setup import GameSetup

    state = new_state(GameSetup(("Anna", "Bram", "Cor", "Dirk"), ("burger",) * 4))
    with pytest.raises(PromptError, match="for 2 of 1 possibilities"):
        players_prompt(state, "spiritisme", "spiritisme_wijst", "", ["Anna"], low=2, high=2)
    assert players_prompt(state, "spiritisme", "spiritisme_wijst", "", ["Anna", "Bram"],
                          low=2, high=2).low == 2
