"""The words of a scenario error, in the language it is shown in.

A scenario error (narration/errors.py ScenarioError) frames what went wrong: the file, the
turn and its phase, the key, and why ("never asked in this turn: ..."). Each part is a
`Words`: a message of the "narration" catalogue (`scenario_error.<key>`) with its fields, said
in the error's language when it is shown (`wakkerdam replay` in Dutch frames in Dutch) and in
English by `str()` (the `.refusal` sidecars under tests/ and the logs read English). A field
can itself be Localized (another `Words`, a SetupError, a rulebook quote); the engine's own
refusal, already in the game's language, is a plain string.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from setups.errors import in_language

__all__ = ["KeyWhen", "Quote", "Words", "phase", "where", "words"]


@dataclass(frozen=True)
class Words:
    key: str
    fields: tuple[tuple[str, Any], ...] = ()

    def text(self, lang: str) -> str:
        from texts import text

        shown = {name: in_language(value, lang) for name, value in self.fields}
        return text(lang, "narration", f"scenario_error.{self.key}", **shown)

    def __str__(self) -> str:
        return self.text("en")


def words(key: str, **fields: Any) -> Words:
    return Words(key, tuple(fields.items()))


def phase(name: str) -> Words:
    """'night' or 'day' as a word of the language."""
    return words(f"phase.{name}")


def where(source: str, turn: int, turn_phase: str) -> Words:
    """'FILE, turn 2 (day)'."""
    return words("where", source=source, turn=turn, phase=phase(turn_phase))


@dataclass(frozen=True)
class Quote:
    """A rulebook quote (a key's rule, in Dutch) in quotation marks, translated by the
    "rules" catalogue where it has the quote."""

    rule: str

    def text(self, lang: str) -> str:
        from texts import texts

        quotes = texts(lang, "rules")
        said = quotes.text(self.rule) if quotes.has(self.rule) else self.rule
        return words("quote", rule=said).text(lang)


@dataclass(frozen=True)
class KeyWhen:
    """When an answer key is asked, as `wakkerdam replay --keys` says it (the "tui"
    catalogue's `replay_keys.key.<key>.when`, a format template: `{{ }}` are braces)."""

    key: str

    def text(self, lang: str) -> str:
        from texts import text

        return text(lang, "tui", f"replay_keys.key.{self.key}.when").format()
