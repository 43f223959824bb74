"""Karakters' wolves, the 25-jaar roles and the Best Of edition: the rules a scenario's [expect]
cannot see (who is called, what is told privately, the Best Of rules for Volle Maan cards)."""

from __future__ import annotations

from pathlib import Path

import pytest

from narration.engine import Game
from narration.event_deck import Deck
from narration.hooks import Flow
from narration.memory import ElderLives
from narration.prompts import choice_label
from narration.replay import play
from narration.report import state_json
from narration.roles.best_of import (
    _elder_first_bite,
    _fluitspeler_turns_plain,
    _villager_and_piper,
)
from narration.roles.omroeper import Herald
from narration.scenario import load, parse
from narration.state import GameState, new_state
from setups.editions import narrator_may_play
from setups.game_setup import GameSetup

from .helpers import SCENARIOS, run_free


def scenario(name: str) -> Game:
    return play(load(SCENARIOS / f"{name}.toml"))


def called_at(game: Game, step: str) -> list[tuple[int, tuple[str, ...]]]:
    """(round, called players) of every prompt of `step`, replayed answer by answer."""
    seen: list[tuple[int, tuple[str, ...]]] = []
    replay = Game(game.setup)
    for value in game.answers:
        assert replay.prompt is not None
        if replay.prompt.step == step:
            seen.append((replay.prompt.round, replay.prompt.called))
        replay.answer(value)
    if replay.prompt is not None and replay.prompt.step == step:
        seen.append((replay.prompt.round, replay.prompt.called))
    return seen


def test_the_turned_wolvenkind_wakes_with_the_wolves_the_next_night() -> None:
    game = scenario("karakters/wolvenkind_model_sterft")
    wolves = dict(called_at(game, "weerwolven"))
    assert "Dirk" not in wolves[1]
    assert "Dirk" in wolves[2]
    told = [m for m in game.state.messages if m.line_id == "wolvenkind_wordt_wolf"]
    assert len(told) == 1 and not told[0].public and "Dirk" in told[0].to


def test_the_wolfshond_wakes_with_the_wolves_the_night_he_chooses_them() -> None:
    game = scenario("karakters/wolfshond_weerwolven")
    assert dict(called_at(game, "weerwolven"))[1] == ("Anna", "Dirk")
    assert called_at(game, "wolfshond") == [(1, ("Dirk",))]


def test_the_white_werewolf_is_not_among_the_wolves_who_win() -> None:
    winner = state_json(scenario("karakters/witte_weerwolf_deelt_niet"))["winner"]
    assert winner == {"camp": "weerwolven", "players": ["Anna"]}
    alone = state_json(scenario("karakters/witte_weerwolf_wint_alleen"))["winner"]
    assert alone == {"camp": "witte_weerwolf", "players": ["Bram"]}


def test_the_infection_is_secret_and_the_infected_keeps_his_step() -> None:
    game = scenario("karakters/oerwolf_besmet")
    public = " ".join(game.state.announcements())
    assert "Cor" not in public  # the infected player is never named aloud
    infected = [m for m in game.state.messages if m.line_id == "besmet"]
    assert len(infected) == 1 and infected[0].to == ("narrator", "Cor")
    assert called_at(game, "ziener")[1] == (2, ("Cor",))
    assert "Cor" in dict(called_at(game, "weerwolven"))[2]


def test_a_powerless_card_is_still_called_as_a_pause() -> None:
    game = scenario("jubileum/wolvenmoeder_ziener")
    assert called_at(game, "ziener") == [(1, ("Cor",)), (2, ("Cor",))]
    pauses = [m for m in game.state.messages if m.line_id == "kracht_kwijt_pauze"]
    assert len(pauses) == 1 and not pauses[0].public and pauses[0].round == 2
    wakes = [m for m in game.state.messages if m.line_id == "ziener_wakker"]
    assert [m.round for m in wakes] == [1, 2]
    secret = [m for m in game.state.messages if m.line_id == "wolvenmoeder_raak"]
    assert secret[0].to == ("narrator", "Bram", "Cor") and not secret[0].public


def test_the_monkey_sees_each_card_privately() -> None:
    game = scenario("jubileum/aap_bekijkt_burgers")
    seen = [m for m in game.state.messages if m.line_id == "aap_ziet"]
    assert [m.text for m in seen] == ["De aap ziet de kaart van Hanna: Ziener.",
                                      "De aap ziet de kaart van Dirk: Gewone Burger."]
    assert all(not m.public and m.to == ("narrator", "Cor") for m in seen)


def test_the_kolos_is_called_only_the_night_he_is_devoured() -> None:
    assert called_at(scenario("jubileum/kolos_neemt_weerwolf_mee"), "kolos") == [(1, ("Cor",))]
    assert called_at(scenario("jubileum/kolos_gered"), "kolos") == []


def test_a_dead_kolos_is_not_paused_for_and_the_oerwolf_is_woken_every_night() -> None:
    game = scenario("jubileum/kolos_dood_verborgen")
    assert not [m for m in game.state.messages if m.line_id == "kolos_wakker"]
    infected = scenario("karakters/oerwolf_besmet")
    assert called_at(infected, "oerwolf") == [(1, ("Bram",)), (2, ("Bram",))]
    asked = [r for r in infected.records if r.key == "oerwolf"]
    assert [r.round for r in asked] == [1]  # asked once; night 2 only a pause


def test_wolfshond_choices_have_names_in_both_languages() -> None:
    setup = GameSetup(("A", "B", "C", "D"), ("weerwolf", "wolfshond", "burger", "burger"))
    state = new_state(setup)
    assert choice_label(state, "weerwolven") == "De weerwolven"
    assert choice_label(state, "dief") == "Dief"
    english = new_state(GameSetup(setup.players, setup.roles, lang="en"))
    assert choice_label(english, "dorp") == "The village"


# --- Best Of's rules for the Volle Maan cards, on hand-built states -------------------------
# The dorpsoudste and the fluitspeler cannot be dealt before Volle Maan lands (issue 5); these
# call the hooks the oerwolf and cupido run, with the card put in place by hand.

def best_of_state(edition: str = "best_of") -> GameState:
    setup = GameSetup(("Anna", "Bram", "Cor", "Dirk"), ("weerwolf", "oerwolf", "burger",
                                                         "burger"), edition=edition)
    return new_state(setup)


def test_best_of_dorpsoudste_is_immune_to_his_first_infection_only() -> None:
    state = best_of_state()
    elder = state.player("Cor")
    elder.role = "dorpsoudste"
    assert _elder_first_bite(state, elder)
    state.memory["dorpsoudste"] = ElderLives(lives=1)
    assert _elder_first_bite(state, elder) is None
    plain = best_of_state("")
    other = plain.player("Cor")
    other.role = "dorpsoudste"
    assert _elder_first_bite(plain, other) is None


def test_best_of_infected_fluitspeler_becomes_a_plain_werewolf() -> None:
    from narration.roles.oerwolf import infect_victim

    state = best_of_state()
    piper = state.player("Cor")
    piper.role = "fluitspeler"
    infect_victim(state, piper)
    assert piper.role == "weerwolf" and piper.werewolf and piper.camp == "weerwolven"
    plain = best_of_state("")
    other = plain.player("Cor")
    other.role = "fluitspeler"
    _fluitspeler_turns_plain(plain, other)
    assert other.role == "fluitspeler"


def test_best_of_villager_and_piper_in_love_play_for_themselves() -> None:
    from narration.lovers import update_lover_camps

    state = best_of_state()
    piper, villager = state.player("Cor"), state.player("Dirk")
    piper.role = "fluitspeler"
    piper.lover, villager.lover = "Dirk", "Cor"
    assert _villager_and_piper(state, piper, villager)
    update_lover_camps(state)
    assert piper.camp == villager.camp == "geliefden"


def test_best_of_narrator_never_plays() -> None:
    assert narrator_may_play("") and not narrator_may_play("best_of")


def test_best_of_game_starts_with_cupido_and_the_seer(tmp_path: Path) -> None:
    setup = GameSetup(("Anna", "Bram", "Cor", "Dirk", "Eva"),
                      ("weerwolf", "wolvenkind", "ziener", "cupido", "burger"),
                      edition="best_of")
    game = Game(setup)
    order = []
    while game.prompt is not None and game.prompt.phase == "night":
        run_free(game)
        if game.prompt is None or game.prompt.phase != "night":
            break
        order.append(game.prompt.step)
        value = {"cupido": ["Anna", "Eva"], "ziener": "Anna", "wolvenkind": "Eva",
                 "weerwolven": "Eva"}.get(game.prompt.step)
        game.answer(value)
    assert order[:4] == ["cupido", "ziener", "wolvenkind", "weerwolven"]


# --- the omroeper's cards: Volle Maan's deck is on another branch; the hand and the card's
# effect come in through `hand_from_setup` and the CARD_READER point, stubbed here ---------

def test_the_omroeper_reads_a_card_instead_of_the_draw(monkeypatch: pytest.MonkeyPatch) -> None:
    from narration.roles import omroeper

    monkeypatch.setattr(omroeper, "hand_from_setup", lambda state: ["wonder", "enthousiasme"])
    read: list[tuple[str, str, int]] = []

    def reader(state: GameState, card: str, name: str) -> Flow:
        read.append((card, name, state.round))
        yield from ()

    # The deck's reader is a card of its own (omroeper_cards): a game whose ruleset holds a
    # stub in its place reads through the stub.
    from narration import state as state_module
    from narration.card import Card, Kind
    from narration.event_deck import CARD_READER
    from narration.ruleset import build_ruleset, ruleset_for

    stub = Card("omroeper_cards", Kind.EVENT)
    stub.hook(CARD_READER, 10)(reader)
    monkeypatch.setattr(state_module, "ruleset_for", lambda setup: build_ruleset(
        stub if c.id == "omroeper_cards" else c for c in ruleset_for(setup).cards))
    text = (SCENARIOS / "karakters" / "omroeper_benoemd.toml").read_text("utf-8")
    more = """
[[turn]]
phase = "night"
ziener = "Bram"
weerwolven = "Fleur"

[[turn]]
phase = "day"
omroeper_kaart = "wonder"
omroeper_ontslag = "Gijs"
stemming = ""

[[turn]]
phase = "night"
ziener = "Dirk"
weerwolven = "Hanna"

[[turn]]
phase = "day"
stemming = ""
"""
    game = play(parse(text.split("[expect]")[0] + more))
    assert read == [("wonder", "Dirk", 2)]
    herald = game.state.recall("omroeper", Herald)
    assert herald.played == [(2, "wonder")] and herald.hand == ["enthousiasme"]
    assert game.state.recall("gebeurtenissen", Deck).replaced == 2
    said = game.state.announcements()
    assert "Omroeper Dirk leest een kaart voor: wonder." in said
    assert "Gijs is de omroeper." in said  # dismissed after his announcement
    asked = [m for m in game.state.messages if m.line_id == "omroeper_vraag"]
    assert [m.round for m in asked] == [2, 3]  # Gijs has the unused card on day 3
    told = [m for m in game.state.messages if m.line_id == "omroeper_kaarten"]
    assert told[-1].to == ("narrator", "Gijs") and "enthousiasme" in told[-1].text


def test_edition_and_omroeper_option_survive_the_journal(tmp_path: Path) -> None:
    from narration.journal import Journal, resume
    from setups.options import Options

    setup = GameSetup(("Anna", "Bram", "Cor", "Dirk"), ("weerwolf", "wolvenkind", "ziener",
                                                         "burger"),
                      options=Options(omroeper=True), edition="best_of")
    path = tmp_path / "game.jsonl"
    journal = Journal.create(setup, path)
    game = Game(setup)
    while game.prompt is not None and game.prompt.step != "wolvenkind":
        value = "Dirk" if game.prompt.key == "ziener" else None  # Best Of: seer before child
        journal.answer(game.answer(value))
    resumed, _, warnings = resume(path)
    assert warnings == []
    assert resumed.setup == setup
    assert resumed.records == game.records


def test_a_new_holder_of_the_wolvenkind_or_wolfshond_card_chooses_the_next_night() -> None:
    """The dienstmeisje (another branch) hands a player these cards mid-game; this puts the
    card in place by hand, as her rule will, and checks the next night asks him."""
    setup = GameSetup(("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur"),
                      ("weerwolf", "wolvenkind", "wolfshond", "burger", "burger", "burger"))
    game = Game(setup)
    first = {"wolvenkind": "Dirk", "wolfshond": "dorp", "weerwolven": "", "stemming": ""}
    while game.prompt is not None and game.prompt.round == 1:
        game.answer(first.get(game.prompt.key or ""))
    assert game.prompt is not None and game.prompt.round == 2
    game.state.player("Eva").role = "wolvenkind"   # as if the dienstmeisje took these cards
    game.state.player("Fleur").role = "wolfshond"
    keys = []
    while game.prompt is not None and game.prompt.round == 2 and game.prompt.phase == "night":
        prompt = game.prompt
        keys.append((prompt.key, prompt.called))
        value = {"wolvenkind": "Dirk", "wolfshond": "weerwolven"}.get(prompt.key or "")
        game.answer("" if prompt.key == "weerwolven" else value)
    assert ("wolvenkind", ("Eva",)) in keys  # "Dat mag dezelfde speler zijn als eerst"
    assert ("wolfshond", ("Fleur",)) in keys
    assert game.state.player("Fleur").camp == "weerwolven"
    assert [k for k, _ in keys].count("wolvenkind") == 1  # Bram is not asked again


def test_a_protected_victim_is_not_infected() -> None:
    """The genezer (Volle Maan, another branch) writes `protected` into the night's log; the
    log is set by hand here, as his step will."""
    from narration.roles.oerwolf import infect_victim

    state = best_of_state("")
    victim = state.player("Cor")
    state.night.protected = "Cor"
    infect_victim(state, victim)
    assert not victim.turned and state.night.infected is None
    failed = [m for m in state.messages if m.line_id == "besmetting_mislukt"]
    assert failed and "genezer" in failed[0].text.casefold()


def test_a_new_witte_weerwolf_waits_a_night_before_his_own_kill() -> None:
    """As above, for the dienstmeisje who takes the witte_weerwolf's card: "wacht nog een
    nacht voordat hij zijn eigen eigenschap gebruikt". Taken on day 3, she wakes with the wolves
    on night 4 but is first woken alone on night 6; the original holder from night 2."""
    setup = GameSetup(("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur", "Gijs", "Hanna"),
                      ("weerwolf", "witte_weerwolf", "burger", "burger", "burger", "burger",
                       "burger", "weerwolf"))
    game = Game(setup)
    called: list[tuple[int, tuple[str, ...]]] = []
    while game.prompt is not None and game.prompt.round <= 6:
        prompt = game.prompt
        if prompt.round == 4 and prompt.step == "nacht_valt":
            game.state.player("Bram").alive = False  # the first white wolf is gone
            game.state.player("Cor").role = "witte_weerwolf"
        if prompt.step == "witte_weerwolf":
            called.append((prompt.round, prompt.called))
        game.answer("" if prompt.needs_answer else None)
    assert called == [(2, ("Bram",)), (6, ("Cor",))]


def test_a_new_card_brings_its_power_back_after_the_wolvenmoeder() -> None:
    game = scenario("jubileum/wolvenmoeder_ziener")
    seer = game.state.player("Cor")
    from narration.powers import has_power

    assert not has_power(game.state, seer)
    seer.role = "heks"  # as if the dienstmeisje's new card: it starts afresh
    assert has_power(game.state, seer)


def test_the_true_nature_of_a_dead_wolfshond_stays_secret() -> None:
    game = scenario("karakters/wolfshond_aard_geheim")
    public = [m.text for m in game.state.messages if m.public and "Dirk" in m.text]
    assert public == ["Het dorp heeft Dirk weggestemd.", "Dirk was Wolfshond."]
