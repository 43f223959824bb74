"""The call order table is whole: every step a dealable role needs has a handler and a wake
line in both languages, and the night filters pick the right nights."""

from __future__ import annotations

from narration.callorder import all_steps, night_steps
from narration.card import NIGHT_STEP
from narration.lines import has_line
from narration.ruleset import full_ruleset
from setups.catalogue import roles


def test_every_step_of_an_implemented_role_has_a_handler_and_wake_lines() -> None:
    implemented = {r.id for r in roles().values() if r.implemented}
    STEPS = set(full_ruleset().keys(NIGHT_STEP))  # every card's night steps
    for step in all_steps():
        if step.roles and set(step.roles) <= implemented:
            assert step.step in STEPS, f"step {step.step} has no handler"
        if step.step in STEPS:
            for lang in ("nl", "en"):
                assert has_line(lang, "public", step.wake), (step.step, lang)


def test_the_witte_weerwolf_is_called_on_even_nights_only() -> None:
    called = [n for n in range(1, 7) if any(s.step == "witte_weerwolf" for s in night_steps(n))]
    assert called == [2, 4, 6]


def test_first_night_steps_come_first_and_only_in_night_one() -> None:
    first = [s.step for s in night_steps(1)]
    later = [s.step for s in night_steps(2)]
    assert first.index("cupido") < first.index("ziener")
    assert "cupido" not in later and "dief" not in later
    assert later.index("genezer") < later.index("weerwolven") < later.index("heks")
    # The rulebook's night ends with the fluitspeler and the charmed players; only the kolos,
    # called "aan het einde van de nacht" when he was devoured, comes after them.
    assert later[-3:] == ["fluitspeler", "betoverden", "kolos"]


def test_25_jaar_and_the_wolfshond_sit_where_the_rulebook_puts_them() -> None:
    first = [s.step for s in night_steps(1)]
    assert first.index("wolfshond") + 1 == first.index("weerwolven")
    assert first.index("weerwolven") < first.index("wolvenmoeder") < first.index("oerwolf")
    mother = [n for n in range(1, 6) if any(s.step == "wolvenmoeder" for s in night_steps(n))]
    assert mother == [1, 2]
    assert first.index("ziener") < first.index("aap") < first.index("weerwolven")


def test_best_of_has_its_own_order() -> None:
    first = [s.step for s in night_steps(1, "best_of")]
    assert first[:6] == ["cupido", "geliefden", "ziener", "gezusters", "wolvenkind", "titus"]
    assert first.index("heks") < first.index("vos")  # Best Of puts the vos after the witch
    later = [s.step for s in night_steps(2, "best_of")]
    assert later[0] == "ziener"
    assert later.index("weerwolven") + 2 == later.index("witte_weerwolf")  # after the girl
    assert "dief" not in first and "genezer" not in first
    assert "witte_weerwolf" not in [s.step for s in night_steps(3, "best_of")]
