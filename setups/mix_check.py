"""The mix check: every reason a mix of cards cannot be played, in plain Dutch and English.

`mix_problems(players, mix, owned=..., titles=...)` lists every problem, errors first, then the
rulebook's advice ("Karakters combineren"); the TUI shows them live while the narrator edits,
the balance command refuses a mix with an error. Rules:

- players: 4 to 47 (Het Pact's maximum);
- every card playable in this version (`implemented` in roles.toml);
- card count: one a player, plus two middle cards with the dief; one dief at most;
- cards that come in groups (gezuster 2, gebroeder 3) in whole groups;
- at least one werewolf (Dubbele Agenda: none needed, the identity cards are the wolves; the
  dief, onschuldig meisje, dorpsgek and fluitspeler do not play);
- boxes owned (`owned`; None means the group has not said, so no box rules apply): a card whose
  rules need another box (pyromaan and raaf: Het Dorp's buildings; waarzegster: Volle Maan) or
  a title that does (omroeper: Volle Maan) needs that box owned; no more copies of a card than
  the owned boxes hold, sticker characters each using up a Gewone Burger card.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection
from dataclasses import dataclass, field, replace
from typing import Any

from setups.boxes import available, box_name, boxes, expand, title_box
from setups.catalogue import is_role, middle_size, role
from setups.game_setup import MAX_PLAYERS, MIN_PLAYERS
from texts import text

ERROR = "error"
ADVICE = "advice"


def message(lang: str, rule: str, **params: Any) -> str:
    """The "setups" catalogue's `mix_messages.<rule>` with its fields filled in."""
    return text(lang, "setups", f"mix_messages:{rule}", **params)


@dataclass(frozen=True)
class MixProblem:
    """One problem of a mix. `text(lang)` is the sentence to show; the cards it names are
    named as the game's `edition` names them (Wolf Village's "Burger", the house rules' Eros)."""

    rule: str
    severity: str = ERROR
    params: dict[str, Any] = field(default_factory=dict, compare=False)
    texts: dict[str, str] | None = field(default=None, compare=False)
    edition: str = field(default="", compare=False)

    def text(self, lang: str) -> str:
        if self.texts is not None:
            return self.texts.get(lang) or self.texts["nl"]
        from setups.editions import edition

        shown: dict[str, Any] = {}
        for key, value in self.params.items():
            if key == "role":
                shown[key] = role(value, self.edition).name(lang)
            elif key == "roles":
                shown[key] = ", ".join(sorted(role(r, self.edition).name(lang) for r in value))
            elif key == "edition":
                shown[key] = edition(value).name(lang)
            elif key == "box":
                shown[key] = box_name(value, lang)
            elif key == "title":
                shown[key] = message(lang, f"title_{value}")
            else:
                shown[key] = value
        return message(lang, self.rule, **shown)

    @property
    def blocking(self) -> bool:
        return self.severity == ERROR


def _problem(rule: str, **params: Any) -> MixProblem:
    return MixProblem(rule, ERROR, params)


def count_problems(players: int, mix: Counter[str]) -> list[MixProblem]:
    problems: list[MixProblem] = []
    if players < MIN_PLAYERS:
        problems.append(_problem("players_few", min=MIN_PLAYERS, players=players))
    if players > MAX_PLAYERS:
        problems.append(_problem("players_many", max=MAX_PLAYERS, players=players))
    if mix["dief"] > 1:
        problems.append(_problem("one_dief", n=mix["dief"]))
    cards = sum(mix.values())
    middle = middle_size(mix.elements())  # the cards that bring a middle (the dief's two)
    need = players + middle
    if cards != need:
        rule = "count_dief" if middle else "count"
        problems.append(_problem(rule, n=cards, players=players, need=need))
    return problems


def box_problems(mix: Counter[str], owned: Collection[str] | None,
                 titles: Collection[str] = ()) -> list[MixProblem]:
    """Dependencies and limits of the boxes the group owns (None: not set, no box rules)."""
    if owned is None:
        return []
    problems: list[MixProblem] = []
    unknown = [b for b in owned if b not in boxes()]
    for box_id in unknown:
        problems.append(_problem("unknown_box", box=box_id, known=", ".join(boxes())))
    have = expand([b for b in owned if b in boxes()])
    for role_id in sorted(mix):
        needs = role(role_id).needs
        if needs and needs not in have:
            problems.append(_problem("needs_box", role=role_id, box=needs))
    for title in sorted(titles):
        needs = title_box(title)
        if needs and needs not in have:
            problems.append(_problem("title_needs_box", title=title, box=needs))
    stock = available(have)
    burgers_used = mix["burger"]
    stickered = 0
    for role_id, n in sorted(mix.items()):
        if role_id == "burger":
            continue
        printed = stock.cards[role_id]
        if role_id in stock.stickers:
            if n > printed + 1:
                problems.append(_problem("box_limit", role=role_id, n=n, have=printed + 1))
            extra = max(0, min(n, printed + 1) - printed)
            stickered += extra
            burgers_used += extra
        elif n > printed:
            problems.append(_problem("box_limit", role=role_id, n=n, have=printed))
    if burgers_used > stock.cards["burger"]:
        if stickered:
            problems.append(_problem("box_burgers", n=burgers_used, stickers=stickered,
                                     have=stock.cards["burger"]))
        else:
            problems.append(_problem("box_limit", role="burger", n=burgers_used,
                                     have=stock.cards["burger"]))
    return problems


def double_agenda_problems(players: int, mix: Counter[str]) -> list[MixProblem]:
    """Volle Maan's Dubbele Agenda: the identity cards are the wolves (no werewolf card
    needed), and the dief, the onschuldig meisje, the dorpsgek and the fluitspeler stay out."""
    from setups.identities import identity_wolves
    from setups.variants import NOT_IN_SMALL_AGENDA

    problems = [_problem("agenda_not_playing", role=r) for r in sorted(mix)
                if r in NOT_IN_SMALL_AGENDA]
    problems.append(MixProblem("agenda_identities", ADVICE,
                               {"wolves": identity_wolves(players),
                                "villagers": players - identity_wolves(players)}))
    return problems


def edition_wolves_advice(players: int, mix: Counter[str], edition_id: str) -> list[MixProblem]:
    """An edition's recommended number of werewolves (Wolf Village: "ongeveer één weerwolf per
    vijf spelers"; a handlanger takes a werewolf's place), as advice when the mix differs."""
    from setups.editions import edition

    own = edition(edition_id)
    need = next((n for low, high, n in own.wolves_advice if low <= players <= high), None)
    if need is None:
        return []
    have = sum(n for r, n in mix.items() if role(r, edition_id).werewolf or r in own.wolf_places)
    if have == need:
        return []
    return [MixProblem("edition_wolves", ADVICE, {"edition": edition_id,
                                                 "players": players, "need": need,
                                                 "have": have})]


def edition_box_problems(mix: Counter[str], edition_id: str) -> list[MixProblem]:
    """The cards an edition's box does not hold, or holds fewer of (Wolf Village, Best Of, the
    house rules): what `setups.editions.validate_edition` refuses, said in the table's words."""
    from setups.editions import edition

    box = edition(edition_id).box
    if box is None:
        return []
    problems: list[MixProblem] = []
    for role_id, n in sorted(mix.items()):
        if role_id not in box:
            problems.append(_problem("edition_box", role=role_id, edition=edition_id,
                                     roles=tuple(sorted(box))))
        elif n > box[role_id]:
            problems.append(_problem("edition_box_limit", role=role_id, edition=edition_id,
                                     n=n, have=box[role_id]))
    return problems


def mix_problems(players: int, mix: Counter[str], *, owned: Collection[str] | None = None,
                 titles: Collection[str] = (), advice: bool = True,
                 dubbele_agenda: str = "", edition: str = "") -> list[MixProblem]:
    """Every problem of playing `mix` with `players` players; errors first, then advice.
    `dubbele_agenda` ("klein"/"groot"): the variant's card rules apply. An edition that is not
    dealt from the Zygomatic boxes (Wolf Village) skips the box rules and gives its own advice."""
    from setups.editions import edition as edition_of

    own_edition = bool(edition) and not edition_of(edition).from_boxes
    mix = +Counter(mix)
    problems = count_problems(players, mix)
    for role_id in sorted(mix):
        if is_role(role_id) and not role(role_id).implemented:
            problems.append(_problem("not_implemented", role=role_id))
    for role_id, n in sorted(mix.items()):
        group = role(role_id).group
        if group > 1 and n % group:
            lower = n - n % group
            problems.append(_problem("group", role=role_id, group=group, n=n,
                                     lower=lower, higher=lower + group))
    if dubbele_agenda:
        problems += double_agenda_problems(players, mix)
    elif not any(role(r).werewolf for r in mix):
        problems.append(_problem("no_werewolf"))
    if edition:
        problems += edition_box_problems(mix, edition)
    if not own_edition:
        problems += box_problems(mix, owned, titles)
    problems.sort(key=lambda p: not p.blocking)
    if advice and own_edition:
        problems += edition_wolves_advice(players, mix, edition)
    elif advice:
        from setups.presets import advice_for

        problems += [MixProblem(a.id, ADVICE, texts=a.texts) for a in advice_for(mix)]
    return [replace(p, edition=edition) for p in problems] if edition else problems


def blocking(problems: list[MixProblem]) -> list[MixProblem]:
    return [p for p in problems if p.blocking]
