"""The lines the app speaks and shows, in every language, from the "narration" catalogues.

A line's message id is "<section>.<line id>" (texts/locale/<lang>/LC_MESSAGES/narration.po).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from texts import DEFAULT, LANGS, texts

__all__ = ["LANGS", "edition_line", "has_line", "join_names", "line", "line_ids", "table"]

# Rendered lines by what decides their text: (lang, edition, section, line id, the fields and
# their types). A line's text depends on nothing else (the catalogues are read once), and a
# game speaks the same few hundred lines again and again (a bot game ~125 a game), so they
# are formatted once. The types are part of the key because 1 == True == 1.0 format apart.
_RENDERED: dict[tuple[Any, ...], str] = {}
_RENDERED_MAX = 50_000  # a vote's tally makes many distinct lines: start over past this


@cache
def _ids(lang: str) -> dict[str, frozenset[str]]:
    by_section: dict[str, set[str]] = {}
    for key in texts(lang, "narration").keys:
        section, _, line_id = key.partition(".")
        by_section.setdefault(section, set()).add(line_id)
    return {section: frozenset(ids) for section, ids in by_section.items()}


def table(lang: str) -> dict[str, frozenset[str]]:
    """Every line id of one language by section."""
    return _ids(lang)


def line(lang: str, section: str, line_id: str, **params: Any) -> str:
    """The text of one line with its fields filled in (a plural line agrees with `n`)."""
    if line_id not in _ids(lang).get(section, frozenset()):
        raise KeyError(f"no line [{section}] {line_id} in {lang}")
    if lang != DEFAULT:
        # A rulebook quote (a card's RULE, in Dutch) given as a field (`rule`, `reason`): the
        # "rules" catalogue's translation; any other value is not in it and stays as it is.
        quotes = texts(lang, "rules")
        params = {key: quotes.text(value) if isinstance(value, str) and quotes.has(value)
                  else value for key, value in params.items()}
    return texts(lang, "narration").text(f"{section}.{line_id}", **params)


def edition_line(lang: str, edition: str, section: str, line_id: str,
                 params: dict[str, Any]) -> str:
    """The text of one line in a game of `edition`: the edition's own version (section
    `<section>_<edition>`) when it has one, else the common one; formatted once per fields."""
    # (A line without fields, most prompts' lines, is found by the shortest key. Each field
    # adds its name, value and type in a loop: ~1.2-1.8 K instructions less a line than the
    # items and a map of the types unpacked into one tuple, ~25 lines of a bot game.)
    key: tuple[Any, ...] = (lang, edition, section, line_id)
    if params:
        for field, value in params.items():
            key += (field, value, type(value))
    try:
        return _RENDERED[key]
    except KeyError:
        pass
    except TypeError:  # a field that cannot be a key (a list): format it every time
        return line(lang, _edition_section(lang, edition, section, line_id), line_id, **params)
    text = line(lang, _edition_section(lang, edition, section, line_id), line_id, **params)
    if len(_RENDERED) >= _RENDERED_MAX:
        _RENDERED.clear()
    _RENDERED[key] = text
    return text


def _edition_section(lang: str, edition: str, section: str, line_id: str) -> str:
    own = f"{section}_{edition}"
    return own if edition and has_line(lang, own, line_id) else section


def has_line(lang: str, section: str, line_id: str) -> bool:
    return line_id in _ids(lang).get(section, frozenset())


def line_ids(lang: str, section: str) -> set[str]:
    return set(_ids(lang).get(section, frozenset()))


def join_names(lang: str, names: list[str]) -> str:
    """'Anna, Bram en Cor'."""
    if len(names) <= 1:
        return "".join(names)
    # (The word "en" of each language found once: asked ~8 times a bot game, a dict's get
    # costs ~1.3 K instructions less than a call of edition_line.)
    word = _AND.get(lang)
    if word is None:
        word = _AND[lang] = edition_line(lang, "", "word", "en", {})
    return f"{', '.join(names[:-1])} {word} {names[-1]}"


_AND: dict[str, str] = {}
