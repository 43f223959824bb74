"""The Karakters expansion: what the scenario `[expect]` tables cannot see: private results (the
vos's thumb, the silent bear), how often a step is called, and what the narrator is told."""

from __future__ import annotations

from typing import Any

from narration.engine import Game
from narration.memory import Cards, Names
from narration.potions import Potions
from narration.replay import play
from narration.scenario import load
from narration.state import GameState
from setups.game_setup import GameSetup

from .helpers import SCENARIOS, run_free

KARAKTERS = SCENARIOS / "karakters"


def played(name: str) -> GameState:
    return play(load(KARAKTERS / f"{name}.toml")).state


def private(state: GameState, line_id: str) -> list[tuple[int, str, str]]:
    return [(m.round, m.text, ",".join(m.to)) for m in state.messages
            if m.line_id == line_id and not m.public]


def said_count(state: GameState, line_id: str) -> int:
    return sum(1 for m in state.messages if m.public and m.line_id == line_id)


# --- de Vos ---------------------------------------------------------------------------------

def test_fox_thumb_up_keeps_his_nose() -> None:
    state = played("vos_duim_omhoog")
    ups = private(state, "vos_duim_omhoog")
    assert [r for r, _, _ in ups] == [1, 2]
    assert "Bram, Cor en Dirk" in ups[0][1] and "Anna" in ups[0][2]  # told to the fox
    assert not private(state, "vos_duim_omlaag")


def test_fox_miss_loses_the_power_but_is_still_called() -> None:
    state = played("vos_mist")
    assert [r for r, _, _ in private(state, "vos_duim_omlaag")] == [1]
    assert [r for r, _, _ in private(state, "vos_kwijt")] == [2]
    assert said_count(state, "vos_wakker") == 2


def test_fox_sniffs_living_neighbours_only() -> None:
    state = played("vos_dode_buren")
    ups = [text for _, text, _ in private(state, "vos_duim_omhoog")]
    assert "Anna, Bram en Dirk" in ups[0]   # Cor is dead: Dirk is Bram's neighbour now
    assert "Dirk, Fleur en Gijs" in ups[1]  # Eva is dead: Dirk sits beside Fleur


# --- Titus ----------------------------------------------------------------------------------

def test_bear_growls_in_public_only_beside_a_werewolf() -> None:
    assert said_count(played("titus_gromt"), "beer_gromt") == 1
    assert said_count(played("titus_buur_schuift"), "beer_gromt") == 1
    silent = played("titus_stil")
    assert said_count(silent, "beer_gromt") == 0
    assert len(private(silent, "beer_stil")) == 1


def test_infected_titus_growls_every_morning() -> None:
    """Player.turned (infected by the oerwolf): the bear growls with no wolf beside him."""
    setup = GameSetup(("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur"),
                      ("burger", "titus", "burger", "burger", "weerwolf", "burger"))
    game = Game(setup)
    game.state.player("Bram").turned = True
    run_free(game)
    assert game.prompt is not None and game.prompt.key == "weerwolven"
    game.answer("Fleur")
    run_free(game)
    assert said_count(game.state, "beer_gromt") == 1


# --- de Gezusters en Gebroeders ---------------------------------------------------------------

def test_sisters_wake_once_without_the_option_and_every_night_with_it() -> None:
    assert said_count(played("gezusters"), "gezusters_wakker") == 1
    every = played("gezusters_elke_nacht")
    assert said_count(every, "gezusters_wakker") == 2
    night_2 = [m.line_id for m in every.messages
               if m.round == 2 and m.phase == "night" and m.public]
    assert night_2[-2:] == ["gezusters_wakker", "gezusters_slapen"]


def test_maid_sister_is_not_woken_with_her_sister() -> None:
    state = played("dienstmeisje_gezuster")
    told = private(state, "familie_leden")
    assert [to for _, _, to in told] == ["narrator,Cor,Eva", "narrator,Eva"]
    assert private(state, "familie_onbekend")[0][2] == "narrator,Dirk"
    assert len(private(state, "familie_nieuw_lid")) == 1


# --- de Toneelspeler --------------------------------------------------------------------------

def test_actor_sees_as_the_seer_and_the_card_leaves_the_table() -> None:
    state = played("toneelspeler_ziener")
    seen = private(state, "ziener_ziet")
    assert len(seen) == 1 and "Cor" in seen[0][2] and "Weerwolf" in seen[0][1]
    assert state.recall("toneelspeler", Cards).cards == ["jager"]


def test_drawn_open_cards_are_not_dealt() -> None:
    state = played("toneelspeler_kaarten_getrokken")
    cards = state.recall("toneelspeler", Cards).cards
    assert len(cards) == 3 and not set(cards) & set(state.setup.roles)


def test_the_seer_sees_the_actors_own_card() -> None:
    setup = GameSetup(("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur"),
                      ("weerwolf", "ziener", "toneelspeler", "burger", "burger", "burger"),
                      actor_cards=("vos", "heks", "jager"))
    game = Game(setup)
    run_free(game)
    game.answer("vos")
    run_free(game)
    game.answer("Cor")  # the seer looks at the actor, who plays the vos tonight
    assert "Toneelspeler" in private(game.state, "ziener_ziet")[0][1]


# --- het Dienstmeisje -------------------------------------------------------------------------

def test_maid_hides_the_taken_card_and_shows_her_own() -> None:
    state = played("dienstmeisje_neemt_kaart")
    said = state.announcements()
    assert "Cor was Ziener." not in said
    assert not any(s.startswith("Cor was") for s in said)
    # The new seer is not told what the old seer saw; she sees for herself from now on.
    seen = private(state, "ziener_ziet")
    assert [(r, to) for r, _, to in seen] == [(1, "narrator,Cor"), (2, "narrator,Dirk")]


def test_maid_heks_gets_both_potions_back() -> None:
    state = played("dienstmeisje_heks")
    assert state.memory["heks"] == Potions(elixir_used=2, poison_used=2)


def test_maid_cupido_makes_a_second_pair() -> None:
    state = played("dienstmeisje_cupido")
    assert state.player("Eva").lover == "Fleur" and state.player("Anna").lover == "Gijs"


def test_maid_cupido_can_make_a_love_triangle() -> None:
    state = played("dienstmeisje_cupido_driehoek")
    eva = state.player("Eva")
    assert eva.lover == "Fleur" and eva.more_lovers == ["Gijs"]
    assert state.player("Gijs").lover == "Eva"


def test_maid_taking_a_first_night_card_on_day_zero_is_called_once() -> None:
    state = played("dienstmeisje_dag_nul_cupido")
    assert said_count(state, "cupido_wakker") == 1


def test_maid_raadsheer_agrees_a_new_sign() -> None:
    state = played("dienstmeisje_raadsheer")
    signs = private(state, "raadsheer_teken")
    assert [(r, to) for r, _, to in signs] == [(1, "narrator,Cor"), (3, "narrator,Dirk")]


def test_raadsheer_prompt_is_silent() -> None:
    """The narrator watches for the sign; nothing is spoken that would betray it."""
    setup = load(KARAKTERS / "raadsheer_tweede_stemming.toml").setup
    game = Game(setup)
    while game.prompt is not None and game.prompt.key != "raadsheer":
        prompt = game.prompt
        game.answer("Anna" if prompt.key == "stemming" else None)
    assert game.prompt is not None and game.prompt.line == "" and game.prompt.called == ()


# --- de Engel en de Sektariër -----------------------------------------------------------------

def test_engel_game_starts_on_day_zero() -> None:
    setup = load(KARAKTERS / "engel_dag_nul_weggestemd.toml").setup
    game = Game(setup)
    assert game.prompt is not None
    assert (game.prompt.phase, game.prompt.round) == ("day", 0)


def test_engel_alone_wins_and_the_game_ends() -> None:
    state = played("engel_eerste_nacht")
    assert state.winner is not None and state.winner.players == ["Dirk"]
    assert state.phase == "end"


def test_sektarier_leaves_and_the_others_play_on() -> None:
    state = played("sektarier_wint")
    assert state.memo("sektarier", Names).names == ["Cor"]
    assert state.winner is not None and state.winner.camp == "dorp"
    assert "Cor" not in state.winner.players


def test_an_infected_maid_stays_infected_with_her_new_card() -> None:
    """"Was ze betoverd of besmet, dan blijft ze dat": Player.turned stays with her."""
    setup = GameSetup(("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur"),
                      ("weerwolf", "weerwolf", "ziener", "dienstmeisje", "burger", "burger"))
    game = Game(setup)
    game.state.player("Dirk").turned = True  # as if the oerwolf had infected her
    answers = {"ziener": "Anna", "weerwolven": "Fleur", "stemming": "Cor", "dienstmeisje": True}
    while (game.prompt is not None and game.prompt.phase != "night") or game.state.round < 2:
        prompt = game.prompt
        assert prompt is not None
        game.answer(answers.get(prompt.key or "") if prompt.needs_answer else None)
    dirk = game.state.player("Dirk")
    assert dirk.role == "ziener" and dirk.turned and dirk.werewolf
    assert dirk.camp == "weerwolven"


def test_an_infected_sektarier_loses_his_goal() -> None:
    """"Besmet de Oerwolf hem, dan wordt hij een Gewone Weerwolf en vervalt zijn eigen doel"."""
    from narration.roles.sektarier import sect_winners

    state = played("sektarier_groepen_helften")
    cor = state.player("Cor")
    for name in ("Eva", "Fleur", "Gijs", "Hanna"):
        state.player(name).alive = False
    assert sect_winners(state) == [cor]
    cor.turned = True
    assert sect_winners(state) == [] and cor.camp == "weerwolven"


def test_keys_list_the_karakters_keys_and_setup_fields() -> None:
    from .helpers import run_cli

    done = run_cli("replay", "--keys")
    assert done.returncode == 0
    for word in ("toneelspeler", "vos", "raadsheer", "tweede_stemming", "dienstmeisje",
                 "family_every_night", "actor_cards", "sect_group"):
        assert f"  {word} " in done.stdout, word


def test_the_maid_acts_after_every_rule_that_spares_the_condemned() -> None:
    from narration.card import Card, Kind
    from narration.roles.dienstmeisje import takes_the_card
    from narration.ruleset import build_ruleset
    from narration.vote_rules import CONDEMNED_RULE

    def spares(state: GameState, name: str, cause: str) -> Any:
        return False
        yield

    late = Card("late_card", Kind.RULE)  # a card found after hers, with a high order
    late.hook(CONDEMNED_RULE, 999)(spares)
    game = Game(load(KARAKTERS / "dienstmeisje_neemt_kaart.toml").setup)
    rules = build_ruleset((late, *game.state.rules.cards))
    fns = rules.fns(CONDEMNED_RULE)
    assert fns[-1] is takes_the_card
    assert fns.count(takes_the_card) == 1
    assert fns.index(spares) < fns.index(takes_the_card)


def test_before_the_game_groups_then_open_cards_then_the_engel() -> None:
    """"Voor het spel begint": 1. the sektarier's groups, 2. the cards laid out, 3. the engel."""
    setup = GameSetup(("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur"),
                      ("weerwolf", "sektarier", "toneelspeler", "engel", "dorpse_dorpeling",
                       "burger"), actor_cards=("vos", "heks", "jager"))
    game = Game(setup)
    said = [m.line_id for m in game.state.messages if m.public]
    assert said[:4] == ["sektarier_groepen", "toneelspeler_kaarten", "dorpeling_bekend",
                        "engel_dag_nul"]


def test_setup_fields_survive_the_journal_header() -> None:
    from setups.game_setup import setup_from_dict, setup_to_dict

    setup = GameSetup(("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur"),
                      ("weerwolf", "sektarier", "toneelspeler", "burger", "burger", "burger"),
                      actor_cards=("vos", "heks", "jager"), sect_group=("Anna", "Eva"))
    assert setup_from_dict(setup_to_dict(setup)) == setup
