"""The order a person expects of a list of names: letters before case and accents.

Python sorts by code point, which puts every capital before every small letter and every
accented letter after "z": "Émile", "Ĳsbrand" and "bram" all came after "Zoë". Neither the
standard library nor Babel collates without a system locale (locale.strxfrm needs one
installed and set for the whole process; Babel has no collation), so the key below
is the Unicode compatibility decomposition with its combining marks dropped, case-folded:
"Émile" sorts as "emile", "Ĳsbrand" as "ijsbrand" (the Dutch ĳ is i + j), "Straße" as
"strasse". A letter with no decomposition ("Ø", "Ł") keeps its own place.
"""

from __future__ import annotations

import unicodedata

__all__ = ["person_order"]


def person_order(text: str) -> tuple[str, str]:
    """A sort key: the letters without accents, case-folded; ties ("anna", "Anna") in a fixed
    order by the text itself."""
    letters = "".join(ch for ch in unicodedata.normalize("NFKD", text)
                      if not unicodedata.combining(ch))
    return letters.casefold(), text
