"""Secret nights of the house rules (pass-the-laptop): the schout and the yeti choose "aan het
begin van de nacht", so on the laptop they choose on their turn for the next night (ruling
doorgeven-begin-nacht). Whatever the turn order: no turn shows a result a later turn changes,
and the engine is fed no choice a player did not make."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from narration.errors import AnswerError
from narration.modes import DOORGEVEN
from narration.secret_night import SUSPECT, SecretNights
from narration.session import Session
from setups.game_setup import GameSetup

PLAYERS = ("Anna", "Bram", "Cor", "Daan", "Eva", "Fleur", "Gijs", "Hanna")
ROLES = ("weerwolf", "weerwolf", "ziener", "yeti", "schout", "burger", "genezer", "burger")
ZIENER, YETI, SCHOUT = "Cor", "Daan", "Eva"
WATCHED = ("Bram", "Fleur", "Hanna")  # the schout watches these in turn; the ziener looks there


def night_answers(session: Session, r: int) -> dict[str, Any]:
    return {rec.step: rec.answer for rec in session.game.records
            if rec.phase == "night" and rec.round == r}


def pass_the_day(session: Session) -> None:
    game = session.game
    while game.prompt is not None and game.prompt.phase == "day":
        session.submit("" if game.prompt.key == "stemming" else None)


def play(seed: int, tmp_path: Path, nights: int = 4) -> list[dict[str, Any]]:
    """Four nights; per night what each card chose on its turn, what the ziener's turn
    showed him, the engine's answers and what the engine told the ziener."""
    setup = GameSetup(PLAYERS, ROLES, seed, edition="huisregels")
    session = Session.new(setup, tmp_path / f"spel{seed}.jsonl", mode=DOORGEVEN)
    played = []
    for _ in range(nights):
        turns = SecretNights(session)
        turns.pump()
        r = session.game.state.round
        chosen: dict[str, Any] = {}
        shown: list[tuple[str, str]] = []
        while (player := turns.next_player()) is not None:
            while (task := turns.task(player)) is not None:
                prompt = task.prompt
                preferred: dict[str, list[Any]] = {
                    "yeti": [True], "schout": [WATCHED[r % 3], *WATCHED],
                    "ziener": [WATCHED[(r - 1) % 3], *WATCHED],  # the house watched tonight
                    "weerwolven": ["Hanna", "Gijs", "Fleur"]}
                tries = list(preferred.get(task.key, []))
                tries += list(prompt.candidates) if prompt.kind == "player" else [None]
                for value in tries:
                    try:
                        chosen[task.key] = turns.answer(player, task, value)
                        break
                    except AnswerError:
                        continue
                if task.key == "ziener":
                    shown = [(f.kind, str(f.params.get("name", ""))) for f in turns.facts(player)
                             if f.kind.startswith("ziener")]
            turns.finish(player)
        told = [m.line_id for m in session.game.state.messages
                if m.round == r and not m.public and ZIENER in m.to
                and m.line_id in ("ziener_ziet", "ziener_mislukt")]
        told_text = [m.text for m in session.game.state.messages
                     if m.round == r and m.line_id == "ziener_ziet"]
        played.append({"round": r, "chosen": chosen, "shown": shown,
                       "engine": night_answers(session, r), "told": told,
                       "told_text": told_text})
        pass_the_day(session)
        if session.game.prompt is None:
            break  # the game is over
    return played


def test_the_schout_and_the_yeti_choose_on_their_turn_for_the_next_night(
        tmp_path: Path) -> None:
    for seed in range(1, 9):
        nights = play(seed, tmp_path)
        before: dict[str, Any] = {}
        for night in nights:
            engine, chosen = night["engine"], night["chosen"]
            # The night's watch and gift are the choices of the night before (night 1: none).
            assert engine.get("schout") in ("", None, before.get("schout")), (seed, night)
            if engine.get("schout"):
                assert engine["schout"] == before["schout"]
            assert engine.get("yeti") in (None, False, before.get("yeti")), (seed, night)
            if night["round"] == 1:
                assert not engine.get("schout") and not engine.get("yeti")
            before = chosen


def test_no_turn_shows_a_look_that_a_later_turn_changes(tmp_path: Path) -> None:
    """The ziener's look is the one he chose, and his turn shows what the engine tells him:
    nothing when the yeti's gift spoils it, else werewolf or not. Seen last session: the
    schout's later turn watched the house he had looked at (the engine stood in another
    look), or the yeti's later turn spoiled a look his turn had shown."""
    failed = watched_look_refused = 0
    for seed in range(1, 9):
        for night in play(seed, tmp_path):
            engine, chosen, shown = night["engine"], night["chosen"], night["shown"]
            if "ziener" not in chosen:
                continue  # held in by the schout: nothing to look at
            assert engine["ziener"] == chosen["ziener"], (seed, night)  # his own choice
            assert len(shown) == 1 and shown[0][1] == chosen["ziener"], (seed, night)
            if night["told"] == ["ziener_mislukt"]:
                failed += 1
                assert shown[0][0] == "ziener_mislukt", (seed, night)
            else:
                assert night["told"] == ["ziener_ziet"], (seed, night)
                wolf = chosen["ziener"] in ("Anna", "Bram")
                assert shown[0][0] == ("ziener_ziet_weerwolf" if wolf
                                       else "ziener_ziet_geen_weerwolf"), (seed, night)
            if engine.get("schout") == WATCHED[(night["round"] - 1) % 3]:
                watched_look_refused += 1
                assert chosen["ziener"] != engine["schout"]
    assert failed and watched_look_refused  # both cases were met


def test_a_spent_yeti_and_the_first_night_ask_nothing_the_player_did_not_choose(
        tmp_path: Path) -> None:
    setup = GameSetup(PLAYERS, ROLES, 1, edition="huisregels")
    session = Session.new(setup, tmp_path / "spel.jsonl", mode=DOORGEVEN)
    assert session.game.setup.options.vooraf_kiezen  # the laptop's modes set it
    turns = SecretNights(session)
    turns.pump()
    # Night 1 asked the engine's schout and yeti already: nobody watched, no gift.
    assert night_answers(session, 1)["schout"] == ""
    assert night_answers(session, 1)["yeti"] is False
    task = turns.task(YETI)
    assert task is not None and task.key == "yeti" and task.next_night
    task = turns.task(SCHOUT)
    assert task is not None and task.key == "schout" and task.next_night
    try:
        turns.answer(SCHOUT, task, SCHOUT)
    except AnswerError as e:
        assert e.ruling == "schout-zelf"
    else:
        raise AssertionError("the schout watched his own house")
    try:
        turns.answer(SCHOUT, task, "")
    except AnswerError:
        pass
    else:
        raise AssertionError("the schout named nobody")
    assert SUSPECT not in turns.answered(SCHOUT)
