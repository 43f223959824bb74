"""Lines never wrap at a no-break space.

The French catalogues put a no-break space (U+00A0) before : ; ? ! and inside « » (texts.check
asks for it) so that a screen never leaves the mark alone at the start of a line; but Rich's
word splitter, which Textual's Content wraps with too, takes every Unicode space for a place to
break (`\\s`, which matches U+00A0): the play-test read "Joueurs\\n: 8". Rich has the bug open
(Textualize/rich#3545). Here the splitters of the pinned Rich and Textual (TextArea's) treat a
no-break space (U+00A0, U+202F, U+2007) as part of the word, as a typesetter does; a word glued
that way and longer than the line still folds. `install` replaces their patterns only when they
are the ones this was written for; tests/tui/test_no_break_wrap.py fails if an upgrade changes
them.
"""

from __future__ import annotations

import re

import rich._wrap
import textual._wrap

NO_BREAK = "\u00a0\u202f\u2007"
_SPACE = rf"[^\S{NO_BREAK}]"  # a space a line may break at
_WORD = rf"[\S{NO_BREAK}]"  # a word's character, no-break spaces included

RICH_WORD = re.compile(rf"{_SPACE}*{_WORD}+{_SPACE}*")
TEXTUAL_CHUNK = re.compile(rf"{_WORD}+{_SPACE}*|{_SPACE}+")
# The patterns of the pinned versions (rich 15.0.0, textual 8.2.8).
RICH_ORIGINAL = r"\s*\S+\s*"
TEXTUAL_ORIGINAL = r"\S+\s*|\s+"


def install() -> bool:
    """Use the no-break-aware patterns; False when a library's pattern is not the expected
    one (left as it is: a line may then break at a no-break space, but nothing fails)."""
    done = True
    if rich._wrap.re_word.pattern in (RICH_ORIGINAL, RICH_WORD.pattern):
        rich._wrap.re_word = RICH_WORD
    else:
        done = False
    if textual._wrap.re_chunk.pattern in (TEXTUAL_ORIGINAL, TEXTUAL_CHUNK.pattern):
        textual._wrap.re_chunk = TEXTUAL_CHUNK
    else:
        done = False
    return done


install()
