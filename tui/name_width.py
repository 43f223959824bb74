"""Names whose width on screen no program can know: refused when typed.

Rich (and with it Textual's borders and lists) counts a joined emoji as one wide character:
🧙‍♂️ (U+200D joins 🧙 and ♂), 👍🏽 (a skin tone), ❤️ (U+FE0F asks for the emoji form), 🇳🇱 (two
regional letters), 1️⃣ (a keycap). Terminals do not agree on them: one draws 🧙‍♂️ in two
cells, another in three or five (its parts side by side), tmux 3.3 draws ❤️ in one; a flag
takes two or four. No count can be right in every terminal, and one cell off moves the
border of that row in every list and on the seat map. So the name entry refuses the
characters that build such sequences (with a plain emoji like 🐺, or letters, the count is
the same everywhere); a name is the narrator's, and changed silently it would be one nobody
typed. Names that come in another way (a saved game, a scenario) are still shown, counted as
Rich counts them.
"""

from __future__ import annotations

JOINERS = frozenset("\u200d\u20e3\ufe0e\ufe0f")  # ZWJ, keycap, text and emoji selectors
SKIN_TONES = range(0x1F3FB, 0x1F400)
REGIONAL_LETTERS = range(0x1F1E6, 0x1F200)  # a flag is two of them


def joined_emoji(name: str) -> bool:
    """Whether `name` holds a character that joins or changes an emoji."""
    return any(ch in JOINERS or ord(ch) in SKIN_TONES or ord(ch) in REGIONAL_LETTERS
               for ch in name)
