"""A refusal as a player reads it on his own screen.

The engine's refusal text is the scenario format's (`vergif = Eva: Regel: “…”`, pinned by the
`.refusal` files); a screen says instead, in the player's language, what he picked that is not
allowed and that he may pick something else, then the rule's quote (an AnswerError by a rule
carries it alone, and the setup switch behind it: never the switch's id). An error that is no
rule's (a question that wants two players) is already a sentence and is shown as it is.
"""

from __future__ import annotations

from narration.errors import AnswerError
from texts import texts
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
