"""Screen texts in every language (Dutch the default), from the "tui" catalogues
(texts/locale/<lang>/LC_MESSAGES/tui.po). A text missing in a language falls back to Dutch, a
missing key shows the key itself; a plural text agrees with the field `n`.
"""

from __future__ import annotations

from typing import Any

from texts import DEFAULT, LANGS, is_language, texts

__all__ = ["LANGS", "language", "set_language", "t"]

_lang = DEFAULT


def set_language(lang: str) -> None:
    global _lang
    _lang = lang if is_language(lang) else DEFAULT


def language() -> str:
    return _lang


def t(key: str, **params: Any) -> str:
    return texts(_lang, "tui").text(key, **params)
