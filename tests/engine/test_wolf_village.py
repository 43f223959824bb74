"""Wolf Village (`edition = "wolf_village"`): what its scenarios cover together, and what a
scenario cannot see (private lines: the ziener's answer, what the handlanger and the
vrijmetselaars know, a secret night's facts)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from narration.engine import Game
from narration.modes import DOORGEVEN
from narration.scenario import load
from narration.secret_night import SecretNights, Task, told_before_the_night
from narration.session import Session
from setups.editions import edition
from setups.game_setup import GameSetup
from setups.options import Options

from .helpers import SCENARIOS, run_free

WV = "wolf_village"
GOOD = sorted(p for p in (SCENARIOS / WV).glob("*.toml"))
NAMES = ("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur", "Gijs", "Hanna")


def game(roles: tuple[str, ...], **options: Any) -> Game:
    return Game(GameSetup(NAMES, roles, 1, edition=WV, options=Options(**options)))


def private(g: Game, player: str) -> list[str]:
    return [m.text for m in g.state.messages if not m.public and player in m.to]


def test_the_scenarios_deal_every_card_twice_answer_every_key_and_reach_every_end() -> None:
    scenarios = [load(p) for p in GOOD]
    box = edition(WV).box
    assert box is not None
    for role_id in box:
        dealt = [s for s in scenarios if role_id in s.setup.roles]
        assert len(dealt) >= 2, role_id
    answered = {key.split("#")[0] for s in scenarios for turn in s.turns for key in turn.answers}
    assert answered >= {"cupido", "weerwolven", "ziener", "dokter", "heks", "jager",
                        "burgemeester", "burgemeester_beslist", "stemming", "herstemming",
                        "opvolger"}
    causes = {c for s in scenarios for c in s.expect.get("dead", {}).values()}
    assert causes >= {"weerwolven", "vergif", "liefdesverdriet", "jager", "stemming",
                      "herstemming", "verdwenen"}
    ends = {s.expect.get("winner") for s in scenarios}
    assert ends >= {"dorp", "weerwolven", "geliefden", "nar", "vos", None}


def test_the_ziener_learns_werewolf_or_not_and_only_a_werewolf_looks_like_one() -> None:
    roles = ("weerwolf", "ziener", "handlanger", "vos", "vervloekte", "burger", "burger",
             "weerwolf")
    for target, line in (("Cor", "Cor is geen weerwolf."), ("Dirk", "Dirk is geen weerwolf."),
                         ("Eva", "Eva is geen weerwolf."), ("Anna", "Anna is een weerwolf.")):
        g = game(roles)
        run_free(g)
        g.answer("Fleur")            # the wolves
        run_free(g)
        g.answer(target)             # the ziener
        assert line in private(g, "Bram")
        assert not any("Vos" in m or "Handlanger" in m for m in private(g, "Bram"))


def test_a_bitten_vervloekte_looks_like_a_werewolf_the_next_night_and_the_handlanger_learns_it(
) -> None:
    g = game(("weerwolf", "ziener", "handlanger", "dokter", "vervloekte", "burger", "burger",
              "burger"))
    assert "Handlanger Cor: de weerwolf is Anna." in private(g, "Cor")
    for answer in ("Eva", "Anna", "Bram"):  # wolves bite Eva, ziener, dokter
        run_free(g)
        g.answer(answer)
    run_free(g)
    assert g.state.player("Eva").camp == "weerwolven"
    assert "Eva was de vervloekte en is nu een weerwolf." in private(g, "Anna")
    assert "Handlanger Cor: de weerwolven zijn Anna en Eva." in private(g, "Cor")
    assert not any("vervloekte" in m and "Eva" in m for m in g.state.announcements())


def test_a_handlanger_who_does_not_know_the_wolves_is_told_so_and_nothing_more() -> None:
    g = game(("weerwolf", "ziener", "handlanger", "burger", "burger", "burger", "burger",
              "weerwolf"), handlanger_kent_wolven=False)
    told = private(g, "Cor")
    assert told == ["Handlanger Cor: je weet niet wie de weerwolven zijn."]


def test_the_vrijmetselaars_know_each_other_from_the_deal_and_nobody_else_is_told() -> None:
    setup = GameSetup(NAMES, ("weerwolf", "ziener", "vrijmetselaar", "burger", "vrijmetselaar",
                              "burger", "burger", "weerwolf"), 1, edition=WV)
    assert told_before_the_night(setup, "Cor") == ["De vrijmetselaars kennen elkaar: Cor en Eva."]
    assert told_before_the_night(setup, "Eva") == told_before_the_night(setup, "Cor")
    assert told_before_the_night(setup, "Dirk") == []


def test_the_wolves_tie_is_a_lot_from_the_seed_the_same_on_every_replay() -> None:
    victims = set()
    for seed in range(1, 9):
        setup = GameSetup(NAMES, ("weerwolf", "weerwolf", "ziener", "burger", "burger",
                                  "burger", "burger", "burger"), seed, edition=WV)
        g = Game(setup)
        run_free(g)
        g.answer({"Anna": "Eva", "Bram": "Fleur"})
        again = Game(setup, g.answers)
        assert again.state.night.victim == g.state.night.victim
        victims.add(g.state.night.victim)
    assert victims == {"Eva", "Fleur"}


def suspect_or_first(player: str, task: Task, nights: SecretNights) -> Any:
    prompt = task.prompt
    if task.key == "cupido":
        return list(prompt.candidates[:2])
    if task.key == "heks":
        return {}
    if prompt.kind == "player":
        return prompt.candidates[0]
    return None


def test_a_secret_night_of_wolf_village_shows_the_ziener_werewolf_or_not(tmp_path: Path) -> None:
    setup = GameSetup(NAMES, ("weerwolf", "ziener", "handlanger", "dokter", "heks", "burger",
                              "burger", "weerwolf"), 2, edition=WV)
    session = Session.new(setup, tmp_path / "spel.jsonl", mode=DOORGEVEN)
    nights = SecretNights(session)
    nights.pump()
    seen_facts: dict[str, list[str]] = {}
    while (player := nights.next_player()) is not None:
        while (task := nights.task(player)) is not None:
            value = "Cor" if task.key == "ziener" else suspect_or_first(player, task, nights)
            nights.answer(player, task, value)
        seen_facts[player] = [f.kind for f in nights.facts(player)]
        nights.finish(player)
    assert "ziener_ziet_geen_weerwolf" in seen_facts["Bram"]  # the handlanger: no werewolf
    assert "verteld" in seen_facts["Cor"]  # the handlanger knows the wolves on his turn
    assert not any(k.startswith("ziener_ziet") for p, ks in seen_facts.items() if p != "Bram"
                   for k in ks)
    game_now = session.game
    assert game_now.prompt is None or game_now.prompt.phase == "day"
    assert sum(1 for p in game_now.state.players if not p.alive) <= 2


def test_lovers_from_different_camps_learn_it_on_their_turn(tmp_path: Path) -> None:
    setup = GameSetup(NAMES, ("weerwolf", "ziener", "cupido", "burger", "burger", "burger",
                              "burger", "weerwolf"), 2, edition=WV)
    session = Session.new(setup, tmp_path / "spel.jsonl", mode=DOORGEVEN)
    for night in (1, 2):
        nights = SecretNights(session)
        nights.pump()
        kinds: dict[str, list[str]] = {}
        while (player := nights.next_player()) is not None:
            while (task := nights.task(player)) is not None:
                value = (["Anna", "Dirk"] if task.key == "cupido"
                         else ("Eva", "Fleur")[night - 1] if task.key == "weerwolven"
                         else suspect_or_first(player, task, nights))
                nights.answer(player, task, value)
            kinds[player] = [f.kind for f in nights.facts(player)]
            nights.finish(player)
        if night == 2:
            assert "geliefden_kampen" in kinds["Anna"] and "geliefden_kampen" in kinds["Dirk"]
            assert "geliefden_kampen" not in kinds["Bram"]
            break
        game_now = session.game  # the day: nobody voted out
        while game_now.prompt is not None and game_now.prompt.phase == "day":
            session.submit("" if game_now.prompt.needs_answer else None)
