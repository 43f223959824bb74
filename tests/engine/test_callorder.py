"""The call order table is whole: every step a dealable role needs has a handler and a wake
line in both languages, and the night filters pick the right nights."""

from __future__ import annotations

from narration.callorder import all_steps, night_steps
from narration.flow import STEPS
from narration.lines import has_line
from setups.catalogue import roles


def test_every_step_of_an_implemented_role_has_a_handler_and_wake_lines() -> None:
    implemented = {r.id for r in roles().values() if r.implemented}
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
    assert later[-2:] == ["fluitspeler", "betoverden"]
