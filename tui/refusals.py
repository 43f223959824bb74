"""A refusal as the one at the keys reads it: a player on his own screen, or the narrator.

The engine's refusal text is the scenario format's (`vergif = Eva: Regel: “…”`, pinned by the
`.refusal` files); a screen says instead, in the app's language, what was picked that is not
allowed and that something else may be picked, then the rule's quote (an AnswerError by a rule
carries it alone, and the setup switch behind it: never the switch's id). An error that is no
rule's (a question that wants two players) is already a sentence and is shown as it is. The
narrator's screens name the player the refused answer picked (`picked_in`), the secret turns
the player on the row picked.

Behind the narrator's privacy curtain a refusal by a rule, and any refusal of a night's pick,
names neither the player nor the rule: "the ziener looks at another player" beside Cor's name
tells Cor's card, the lovers' rule beside a ballot tells the lovers. It says that the pick is
not allowed and that the curtain shows why; raising the curtain shows the whole sentence
(ruling `verteller-gordijn`, tui/curtain.py); where no key raises it (the edit screen) it
says only that the pick is not allowed.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from narration.errors import AnswerError
from narration.prompts import Prompt
from texts import texts
from tui.curtain import DOWN, UP, Curtain
from tui.i18n import language, t


def quote(rule: str) -> str:
    """A rulebook quote (Dutch, its own id) in the screen's language, where translated."""
    quotes = texts(language(), "rules")
    return quotes.text(rule) if quotes.has(rule) else rule


def refusal_text(error: AnswerError, picked: str = "", me: str = "") -> str:
    """What the screen says for `error`; `picked` the player the refused pick named, if any,
    `me` the player whose screen it is. A rule that a setup switch turns off is told by that
    switch's label, never its id."""
    if not error.rule:
        return str(error)
    if picked and picked == me:
        first = t("refusal.self")
    else:
        first = t("refusal.picked", name=picked) if picked else t("refusal.not_allowed")
    if error.option:
        why = t("refusal.setting", setting=t(f"setup.opt.{error.option}"))
    else:
        why = t("refusal.rule", rule=quote(error.rule))
    return f"{first} {why}"


def picked_in(prompt: Prompt | None, value: Any, players: Collection[str]) -> str:
    """The player a refused answer to `prompt` picked, where the answer tells which ("" when
    it does not: several players, or a choice that is no player). A table's field (the heks's
    poison) is the one refused when the answer without it passes the check; a ballot
    (`{voter: target}`) picked its target."""
    if isinstance(value, list) and len(value) == 1:
        value = value[0]
    if isinstance(value, str):
        return value if value in players else ""
    if not isinstance(value, dict) or prompt is None:
        return ""
    if prompt.player_fields:
        for name in prompt.player_fields:
            target = value.get(name)
            if not isinstance(target, str) or target not in players:
                continue
            try:
                prompt.check({k: v for k, v in value.items() if k != name})
            except AnswerError:
                continue
            return target
        return ""
    if len(value) == 1:  # one voter's ballot
        target = next(iter(value.values()))
        return target if isinstance(target, str) and target in players else ""
    return ""


def narrator_refusal(error: AnswerError, prompt: Prompt | None, value: Any,
                     players: Collection[str], *, curtain: Curtain = UP) -> str:
    """What the narrator's screen says for `error`, the refusal of `value` to `prompt`. Behind
    the curtain a refusal that could tell a secret names none; where the curtain can be
    raised, it says that raising it shows why."""
    if curtain != UP and (error.rule or prompt is None or prompt.phase == "night"):
        said = t("refusal.not_allowed")
        return f"{said} {t('refusal.behind_curtain')}" if curtain == DOWN else said
    return refusal_text(error, picked_in(prompt, value, players))
