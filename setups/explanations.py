"""What each card does, in two plain sentences, as its player sees it on his secret turn.

The texts are the "setups" catalogue's `role_explanations.<role id>` messages.
"""

from __future__ import annotations

from texts import DEFAULT, keys_under, text, texts

PREFIX = "role_explanations:"


def explanation(role_id: str, lang: str) -> str:
    """The two sentences for `role_id` in `lang` (Dutch when the language has none); "" when
    the role has no explanation yet."""
    key = PREFIX + role_id
    return text(lang, "setups", key) if texts(DEFAULT, "setups").has(key) else ""


def explained_roles() -> set[str]:
    return {key[len(PREFIX):] for key in keys_under(DEFAULT, "setups", PREFIX)}
