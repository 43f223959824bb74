"""A bot reads its card's memory as a copy (narration/bot_view.py read_copy): equal to the
record, never the record itself, deep for what it does not copy field by field."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

from narration.bot_view import read_copy
from narration.memory import Cards, Names


@dataclass
class Flat:
    cards: list[str] = field(default_factory=list)
    seen: dict[str, bool] = field(default_factory=dict)
    marked: set[str] = field(default_factory=set)
    pair: tuple[str, ...] = ()
    used: int | None = None


@dataclass
class Nested:
    rounds: list[list[str]] = field(default_factory=list)


def test_a_flat_record_is_copied_field_by_field_and_changing_the_copy_changes_nothing() -> None:
    record = Flat(["ziener", "weerwolf"], {"Ann": True}, {"Bob"}, ("Cas", "Dirk"), 3)
    mine = read_copy(record)
    assert mine == record and type(mine) is Flat
    mine.cards.append("heks")
    mine.seen["Eva"] = False
    mine.marked.add("Fien")
    assert record == Flat(["ziener", "weerwolf"], {"Ann": True}, {"Bob"}, ("Cas", "Dirk"), 3)


def test_a_nested_record_is_deep_copied() -> None:
    record = Nested([["Ann"], ["Bob"]])
    mine = read_copy(record)
    assert mine == record
    mine.rounds[0].append("Cas")
    assert record.rounds == [["Ann"], ["Bob"]]


def test_the_memory_records_copy_as_deepcopy_copies_them() -> None:
    for record in (Cards(["ziener", "burger"]), Names(["Ann"]), Cards()):
        mine = read_copy(record)
        assert mine == copy.deepcopy(record) and mine is not record


@dataclass
class OwnCopy:
    """A record that says itself how it is copied."""

    cards: list[str] = field(default_factory=list)

    def __deepcopy__(self, memo: dict[int, object]) -> OwnCopy:
        return OwnCopy([*self.cards, "copied"])


@dataclass
class OwnCopyChild(Flat):
    def __deepcopy__(self, memo: dict[int, object]) -> OwnCopyChild:
        return OwnCopyChild(cards=["copied"])


def test_whether_a_class_is_plain_is_kept_per_class() -> None:
    """Asked once per class (narration/bot_view.py _PLAIN): a plain class read first does not
    make a class with its own copy (or a subclass of the plain one with its own) plain."""
    for _ in range(2):
        assert read_copy(Flat(["ziener"])).cards == ["ziener"]
        assert read_copy(OwnCopy(["ziener"])).cards == ["ziener", "copied"]
        assert read_copy(OwnCopyChild(["ziener"])).cards == ["copied"]
