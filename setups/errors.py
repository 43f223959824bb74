"""The project's own errors: each carries one clear sentence for a person, never a traceback.

An error a player can see (SetupError, narration's JournalError) keeps its message id and
fields, not a finished sentence: `error.text(lang)` is the message in the player's language,
`str(error)` the English one (for developers: the scenario checker, logs, tests). A field
that is itself a `Localized` value (another such error, a card problem, a `Name`) is rendered
in the same language, so "the setup cannot be played: {error}" is one language throughout.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Protocol, runtime_checkable


def shown(text: object) -> str:
    """`text` as a message may quote it: control characters (a newline in a key, a NUL in a
    name) written as escapes, so every message stays one readable line."""
    return "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in str(text))


@runtime_checkable
class Localized(Protocol):
    """Anything that can say itself in a language (`text("de")`)."""

    def text(self, lang: str) -> str: ...


@dataclass(frozen=True)
class Name:
    """A thing a message names, said in the message's language: the `kind` "edition" (its
    name), "lacks" (what an edition's box lacks)."""

    kind: str
    id: str

    def text(self, lang: str) -> str:
        from setups.editions import edition

        if self.kind == "edition":
            return edition(self.id).name(lang)
        if self.kind == "lacks":
            return edition(self.id).lacks_in(lang)
        raise ValueError(f"unknown kind of name {self.kind!r}")


class WakkerdamError(Exception):
    """Any failure a user can cause. `str(error)` is the message; `text(lang)` the message
    in a language (the same English words, for an error that has no translations)."""

    def text(self, lang: str) -> str:
        return str(self)


def message_in(error: BaseException, lang: str) -> str:
    """The message of any exception in `lang`: a project error's own text, else `str()`."""
    return error.text(lang) if isinstance(error, WakkerdamError) else str(error)


def in_language(value: Any, lang: str) -> Any:
    """A message field as `lang` shows it: a Localized value in that language, any other value
    unchanged (so the message's format spec, `{value!r}`, still applies to it)."""
    return value.text(lang) if isinstance(value, Localized) and not isinstance(value, str) \
        else value


class TranslatedError(WakkerdamError):
    """An error whose message is a catalogue text: `domain`, the message id `prefix + name`,
    and its fields. Raised as `SetupError("players_few", min=4, n=3)`."""

    domain: ClassVar[str] = "setups"
    prefix: ClassVar[str] = ""

    def __init__(self, name: str, /, **fields: Any) -> None:
        super().__init__(name)
        self.name = name
        self.fields = fields

    @property
    def key(self) -> str:
        return self.prefix + self.name

    def text(self, lang: str) -> str:
        from texts import text

        shown_fields = {field: in_language(value, lang) for field, value in self.fields.items()}
        return text(lang, self.domain, self.key, **shown_fields)

    def __str__(self) -> str:
        return self.text("en")

    def __reduce__(self) -> tuple[Any, ...]:  # a balance worker's error crosses processes
        return (_rebuilt, (type(self), self.name, self.fields))


def _rebuilt(cls: type[TranslatedError], name: str, fields: dict[str, Any]) -> TranslatedError:
    return cls(name, **fields)


class SetupError(TranslatedError):
    """A setup that cannot be dealt or played: unknown role, wrong count, bad names. Its texts
    are the "setups" catalogue's `setup_errors:<name>`."""

    domain = "setups"
    prefix = "setup_errors:"
