"""Errors of the narrator. Each message names what was wrong and what is allowed."""

from __future__ import annotations

from setups.errors import SetupError, TranslatedError, WakkerdamError, message_in

__all__ = ["AnswerError", "JournalError", "JournalWarning", "PromptError", "ScenarioError",
           "SetupError", "TranslatedError", "WakkerdamError", "message_in"]


class AnswerError(WakkerdamError):
    """An answer that breaks a rule or does not fit the question; nothing was applied.

    `str(error)` is the engine's sentence, in the scenario format's words (the `.refusal`
    files pin it). `ruling` is the id in narration/RULINGS.md of the ruling it applies, where
    the rulebook left the case open (None: a rulebook quote or no rule): for logs and the
    scenario checker, never shown on a screen. A refusal by a rule also carries that rule's
    quote alone (`rule`) and the setup switch that forbids it (`option`, an Options field,
    "" for none), so a screen can say it in a sentence of its own (tui/refusals.py)."""

    def __init__(self, message: str, *, ruling: str | None = None, rule: str = "",
                 option: str = "") -> None:
        super().__init__(message)
        self.ruling = ruling
        self.rule = rule
        self.option = option


class JournalError(TranslatedError):
    """A journal (autosave) that cannot be read; names the file and the line. Its texts are
    the "narration" catalogue's `journal_error.<name>`."""

    domain = "narration"
    prefix = "journal_error."


class JournalWarning(TranslatedError):
    """What reading a journal repaired and the player should know (a last line torn by a
    crash, dropped and kept aside): shown as a warning, never raised. Its texts are the
    "narration" catalogue's `journal_warning.<name>`."""

    domain = "narration"
    prefix = "journal_warning."


class ScenarioError(TranslatedError):
    """A scenario file that cannot be played; names the turn, the key and the rule. Its texts
    are the "narration" catalogue's `scenario_error.<name>`, their parts narration/
    scenario_words.py's `Words`: `text(lang)` in a language, `str()` in English (the
    `.refusal` sidecars pin it)."""

    domain = "narration"
    prefix = "scenario_error."


class PromptError(WakkerdamError):
    """A rule tried to ask a question nobody can answer (fewer candidates than it needs): a bug
    in that rule, refused where the prompt is made instead of leaving the game stuck."""
