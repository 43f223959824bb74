"""Hypothesis strategies for the fuzz tests: JSON/TOML-like values biased towards what the
parsers look for (player names, role ids, answer keys, option names), so the fuzzing reaches
past the first type check."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from narration.keys import KEYS
from setups.catalogue import roles
from setups.options import TIE_RULES, Options

NAMES = ("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur", "Gijs", "Hanna")
ROLE_IDS = tuple(sorted(roles()))
ANSWER_KEYS = tuple(sorted(KEYS))
WORDS = (*NAMES, *ROLE_IDS, *ANSWER_KEYS, *TIE_RULES, *Options.__dataclass_fields__,
         "night", "day", "redden", "vergif", "ballots", "a", "undo", "redo", "", " ", "anna",
         "Zoe\u0308", "Anna ", "\x00", "\u200b", "x" * 41)

words = st.sampled_from(WORDS)
texts = st.one_of(words, st.text(max_size=12))
scalars = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 3), st.integers(), texts,
    st.floats(allow_nan=True, allow_infinity=True),
)


def json_values(max_leaves: int = 12) -> st.SearchStrategy[Any]:
    """Anything JSON can hold (and a journal or a scenario could contain)."""
    return st.recursive(
        scalars,
        lambda inner: st.lists(inner, max_size=5) | st.dictionaries(texts, inner, max_size=5),
        max_leaves=max_leaves,
    )


def toml_values(max_leaves: int = 10) -> st.SearchStrategy[Any]:
    """What TOML can hold: no None, no NaN keys; tables and arrays of them."""
    leaf = st.one_of(st.booleans(), st.integers(-3, 3), st.integers(-(2**63), 2**63 - 1), texts,
                     st.floats(allow_nan=False))
    return st.recursive(
        leaf,
        lambda inner: st.lists(inner, max_size=5) | st.dictionaries(texts, inner, max_size=5),
        max_leaves=max_leaves,
    )


CORE_FIELDS = ("players", "roles", "middle", "seed", "lang", "options")


@st.composite
def setup_dicts(draw: st.DrawFn, values: st.SearchStrategy[Any]) -> dict[str, Any]:
    """A setup table: mostly the right fields with plausible or wrong values."""
    n = draw(st.integers(0, 10))
    plausible: dict[str, st.SearchStrategy[Any]] = {
        "players": st.lists(texts, min_size=n, max_size=n) | values,
        "roles": st.lists(st.sampled_from(ROLE_IDS) | texts, min_size=n, max_size=n + 2)
        | values,
        "middle": st.lists(st.sampled_from(ROLE_IDS) | texts, max_size=3) | values,
        "seed": st.integers() | values,
        "lang": st.sampled_from(("nl", "en", "de", "")) | values,
        "options": st.dictionaries(st.sampled_from(tuple(Options.__dataclass_fields__)) | texts,
                                   st.booleans() | st.sampled_from(TIE_RULES) | values,
                                   max_size=3) | values,
    }
    # The expansions' fields (Het Dorp's professions, Best Of, the toneelspeler, the sect).
    plausible["professions"] = st.lists(texts, min_size=n, max_size=n) | values
    plausible["edition"] = st.sampled_from(("", "best_of", "x")) | values
    plausible["actor_cards"] = st.lists(st.sampled_from(ROLE_IDS) | texts, max_size=3) | values
    plausible["sect_group"] = st.lists(texts, max_size=n) | values
    data: dict[str, Any] = {}
    for key, strategy in plausible.items():
        if draw(st.integers(0, 5 if key in CORE_FIELDS else 1)) != 0:  # core fields usually
            data[key] = draw(strategy)
    if draw(st.integers(0, 9)) == 0:
        data[draw(texts)] = draw(values)
    return data
