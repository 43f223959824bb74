"""How a bot plays the cards that more than one edition deals alike (narration/bots.py): the
pack, the ziener, the heks, the jager, cupido, the mayor's title, the fluitspeler and a
protector (Wolf Village's dokter, the house rules' genezer). Cards do not import cards,
so each card (the Zygomatic one in narration/roles/, an edition's own in narration/editions/)
registers these functions with its `@card.bot_policy` keys; what a card plays its own way
stays in its module (the Zygomatic ziener reads the cards she saw, Wolf Village's only
"werewolf or not"). Every policy gets a SeatView only, and is O(players).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from itertools import filterfalse
from typing import Any

from narration.bot_view import FOLLOW_LEAD, SeatView
from narration.memory import Names
from narration.pack_meal import choose_meal
from narration.prompts import PLAYER, PLAYERS, TABLE, Prompt

# --- the pack (weerwolven) -------------------------------------------------------------------
# Every werewolf without a ballot of his own card follows these (narration/bots.py PACK).
# The meal: a player who claimed a village power (the seer) first, then one she cleared (the
# village trusts him), else a player the table does not suspect: a suspect is left alive for
# the village to vote out. By day the pack votes as one: the day's lead when he is not a
# werewolf (blending in with the village), else the most suspected villager; a werewolf the
# seer exposed is given up (the pack votes for him too) half the time, to look innocent.
# A werewolf never votes for a werewolf otherwise, nor for his lover.
# A meal that survived the night (the genezer shielded him, the heks saved him) is bitten again
# the next night, unless somebody else has claimed a card since (the claimer comes first): the
# genezer may not shield the same player two nights in a row and the heks has one elixir, so
# the second bite is the surest one.
# When a claimer exposes a living werewolf, that werewolf lies back COUNTER_CLAIM of the time:
# he claims the same card and names his accuser a werewolf (narration/bot_view.py weighs two
# such claims until an open card decides between them). Once per accusation.
BUS_EXPOSED = 0.5
COUNTER_CLAIM = 0.5


def _prey(view: SeatView, names: tuple[str, ...] | list[str],
          pack: list[str] | None = None) -> list[str]:
    """`names` without the seat, his lover and his pack (`pack`: view.pack(), when the caller
    has it already)."""
    if pack is None:
        pack = view.pack()
    # filterfalse over a set's __contains__ runs in C: cheaper than a comprehension
    return list(filterfalse({view.me, view.lover, *pack}.__contains__, names))


def bot_meal(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != PLAYER:
        return NotImplemented  # not the meal this policy knows: the generic answer
    prey = _prey(view, prompt.candidates)
    if not prey:
        return ""
    notes = view.pack_notes
    last = notes.get("meal")
    survived = last[1] if last and last[0] == prompt.round - 1 and last[1] in prey else None
    claims = view.claims
    claimers = [n for n in prey if n in claims]
    if survived and (survived in claimers or not claimers):
        choice = survived
    else:
        choice = choose_meal(view, prey, rng)
    notes["meal"] = (prompt.round, choice)
    return choice


def bot_pack_votes(view: SeatView, prompt: Prompt, rng: random.Random) -> str | None:
    notes = view.pack_notes
    key = (prompt.round, prompt.key)
    me, lover, pack = view.me, view.lover, view.pack()
    candidates = prompt.candidates
    prey: list[str] | None = None  # made when needed: the pack's later werewolves rarely do
    if notes.get("vote") != key:
        prey = _prey(view, candidates, pack)
        lead = view.lead(prompt, rng)
        if lead and lead != me and lead not in pack:
            target: str | None = lead
        elif lead and view.findings.get(lead) and rng.random() < BUS_EXPOSED:
            target = lead  # give up an exposed werewolf
        else:
            target = view.most_suspected(prey, rng)
        others = list(prey)
        if target in others:
            others.remove(target)
        notes["vote"], notes["target"], notes["own"] = key, target, view.most_suspected(
            others or prey, rng)
    target = notes.get("target")
    if target == view.lead(prompt, rng) and target in candidates and target != me \
            and target != lover and target not in pack and rng.random() >= FOLLOW_LEAD:
        target = notes.get("own")  # as often as a villager, he goes his own way
    if target in (me, lover) or target not in candidates:
        return view.most_suspected(_prey(view, candidates, pack) if prey is None else prey, rng)
    return str(target) if target else None


def bot_counter_claims(view: SeatView, rng: random.Random) -> None:
    me = view.me
    if not view.werewolf or not me or me in view.claims or not view.findings.get(me):
        return  # only a werewolf a claimer exposed lies back
    pack = view.pack()
    answered = view.pack_notes.setdefault("answered", set())
    for accuser, card_id in list(view.claims.items()):
        if accuser in pack or accuser == me or accuser in answered:
            continue
        if view.is_alive(accuser):
            answered.add(accuser)
            if rng.random() < COUNTER_CLAIM:
                view.claim(card_id, {accuser: True})
            return


# --- the ziener ------------------------------------------------------------------------------
# She looks at the most suspected player she has not seen yet (ties at random) and keeps what
# her card showed her. She stays hidden until she has found a living werewolf; from that day on
# she claims the card in public and tells everything she has seen, so the village votes on it
# and trusts whom she cleared (narration/bot_view.py). She votes for a werewolf she found.
# Under Het Oogstfeest she sees three cards without knowing whose, so she learns nothing sure.


def bot_looks(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != PLAYER or not prompt.candidates:
        return NotImplemented  # not the look this policy knows: the generic answer
    seen = view.notes.setdefault("seen", {})
    unseen = [c for c in prompt.candidates if c not in seen] or list(prompt.candidates)
    target = view.most_suspected(unseen, rng) or unseen[0]
    view.notes["looking_at"] = target
    return target


def remember_look(view: SeatView, finding: Callable[[str], bool | None]) -> None:
    """After her look: note whether the player she looked at is a werewolf, as her card's
    `finding(name)` tells it (None: it told her nothing sure)."""
    target = view.notes.pop("looking_at", None)
    wolf = finding(target) if target else None
    if target and wolf is not None:
        view.notes.setdefault("seen", {})[target] = wolf


def bot_claims(view: SeatView, rng: random.Random) -> None:
    seen: dict[str, bool] = view.notes.get("seen", {})
    if view.me in view.claims:
        view.claim("ziener", seen)
        return
    for name, wolf in seen.items():
        if wolf and view.is_alive(name):
            view.claim("ziener", seen)
            return


def bot_votes(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    seen: dict[str, bool] = view.notes.get("seen", {})
    wolves = [c for c in prompt.candidates if seen.get(c) and c != view.lover]
    return rng.choice(wolves) if wolves else NotImplemented


# --- the heks --------------------------------------------------------------------------------
# She is shown the wolves' victim (the names in her prompt's lines). She saves him with her
# elixir SAVE_SHARE of the time, herself always. She keeps her poison for a sure target: a
# werewolf the seer exposed in public, else a player the table clearly suspects (at least
# POISON_SUSPICION, narration/bot_view.py); never herself, the victim or her lover.
SAVE_SHARE = 0.8
POISON_SUSPICION = 2.0


def bot_potions(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != TABLE:
        return NotImplemented  # not the potions this policy knows: the generic answer
    answer: dict[str, Any] = {}
    victims = view.shown()
    victim = victims[0] if victims else None
    if "redden" in prompt.choices and victim and (victim == view.me
                                                  or rng.random() < SAVE_SHARE):
        answer["redden"] = True
    if "vergif" in prompt.choices:
        targets = list(filterfalse({view.me, victim, view.lover}.__contains__,
                                   prompt.candidates))
        findings = view.findings
        exposed = [c for c in targets if findings.get(c)]
        suspect = view.most_suspected(targets, rng)
        if exposed:
            answer["vergif"] = rng.choice(exposed)
        elif suspect and view.suspicion(suspect) >= POISON_SUSPICION:
            answer["vergif"] = suspect
    return answer


# --- the jager -------------------------------------------------------------------------------
# He shoots a werewolf the seer exposed in public, else the player the table suspects most;
# never his lover, nor a player the seer cleared while anybody else is in reach.


def bot_shoots(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != PLAYER or not prompt.candidates:
        return NotImplemented  # not the shot this policy knows: the generic answer
    targets = list(filterfalse({view.me, view.lover}.__contains__, prompt.candidates))
    findings = view.findings
    exposed = [c for c in targets if findings.get(c)]
    if exposed:
        return rng.choice(exposed)
    unclear = [c for c in targets if findings.get(c) is not False] or targets
    return view.most_suspected(unclear, rng) or prompt.candidates[0]


# --- cupido ----------------------------------------------------------------------------------
# Cupido knows nobody's card on the first night: he pairs himself with a random player half
# the time (a pair he knows is in his own camp), else two random players. A lover never votes
# for his lover (narration/bots.py village_ballot, the pack's ballot), and the pack never eats
# a werewolf's lover; a pair of two camps plays for itself by the same votes, which is what
# their goal asks (everyone else out).
SELF_PAIR = 0.5


def bot_pairs(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    names = list(prompt.candidates)
    if prompt.kind != PLAYERS or prompt.low != 2 or len(names) < 2:
        return NotImplemented  # not the pair this policy knows: the generic answer
    if view.me in names and rng.random() < SELF_PAIR:
        others = [n for n in names if n != view.me]
        return [view.me, rng.choice(others)]
    return rng.sample(names, 2)


# --- the mayor's title -----------------------------------------------------------------------
# The village elects the player who claimed a village power, else one the seer cleared, else
# the player it suspects least. A dying mayor names his most trusted heir; a werewolf names a
# werewolf of his pack when he can. At a tie the mayor sends out the most suspected of the
# tied; a werewolf mayor spares his pack.


def bot_elects(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != PLAYER or not prompt.candidates:
        return NotImplemented  # not the choice this policy knows: the generic answer
    names = list(prompt.candidates)
    claims = view.claims
    claimed = [n for n in names if n in claims]
    if claimed:
        return claimed[0]
    return view.least_suspected(names, rng) or (names[0] if names else "")


def bot_heir(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != PLAYER or not prompt.candidates:
        return NotImplemented  # not the choice this policy knows: the generic answer
    me, wolves = view.me, view.pack()
    names = [n for n in prompt.candidates if n != me]
    pack = [n for n in names if n in wolves]
    if pack:
        return rng.choice(pack)
    return view.least_suspected(names or prompt.candidates, rng) or prompt.candidates[0]


def bot_breaks_tie(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != PLAYER or not prompt.candidates:
        return NotImplemented  # not the choice this policy knows: the generic answer
    spared = set(view.pack()) | {view.me, view.lover}
    names = [n for n in prompt.candidates if n not in spared]
    return view.most_suspected(names or prompt.candidates, rng) or prompt.candidates[0]


# --- the fluitspeler ------------------------------------------------------------------------
# He charms the players the table suspects least (they live longest); by day he votes for the
# most suspected player he has not charmed yet, so the uncharmed go first; never his lover.


def bot_charms(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != PLAYERS or prompt.low > len(prompt.candidates):
        return NotImplemented  # not the charm this policy knows: the generic answer
    ranked = view.ranked(prompt.candidates, rng)
    return ranked[len(ranked) - prompt.low:] if prompt.low else []


def bot_piper_votes(view: SeatView, prompt: Prompt, rng: random.Random) -> str | None:
    done = set(view.card_memory(Names).names)
    spared = (view.me, view.lover)
    pool = [c for c in prompt.candidates if c not in spared]
    free = [c for c in pool if c not in done] or pool
    return view.most_suspected(free, rng)


# --- a protector (Wolf Village's dokter, the house rules' genezer) ----------------------------
# He protects whom the pack eats first: a living claimer nobody has proved a liar (the seer who
# came out), then himself when he may, else the player the table trusts most (a suspect is
# left for the vote). Never a player his card does not offer him (the prompt's candidates).


def bot_protects(view: SeatView, prompt: Prompt, rng: random.Random) -> Any:
    if prompt.kind != PLAYER or not prompt.candidates:
        return NotImplemented  # not the protection this policy knows: the generic answer
    names = list(prompt.candidates)
    liars, claims, me = view.liars(), view.claims, view.me
    claimers = [n for n in names if n in claims and n not in liars and n != me]
    if claimers:
        return rng.choice(claimers)
    if view.me in names:
        return view.me
    return view.least_suspected(names, rng) or names[0]
