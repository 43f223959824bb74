"""Het Toegewijde Dienstmeisje: after a village vote, before the card of the player voted out is
shown, she may reveal herself, discard her own card (shown to all) and take his card unseen; it
is her character for the rest of the game. A dienstmeisje who is a lover cannot use her power.

What stuck to the player voted out stays with him (infected, in love, charmed, mayor,
omroeper): his lover dies of grief, a mayor names his own successor. What she was herself
stays hers (charmed, infected, omroeper); a mayor lays the title down and names a successor at
once. The new card starts afresh (narration/fresh_start.py): its memory is wiped, and the
next night the narrator calls her as that character to pass on what it needs (its first-night
step, or the card's own `next_night` hook: a new sign, new lovers, the family).
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, field
from typing import Any

from narration.callorder import Step, night_steps
from narration.card import NEXT_NIGHT, NIGHT_STEP, Card, Kind
from narration.deaths import HIDE_RULE, kill
from narration.fresh_start import restart_card
from narration.hooks import Flow
from narration.ids import Cause
from narration.powers import power_blocked
from narration.prompts import none_prompt, player_prompt, players_prompt, yesno_prompt
from narration.state import GameState, Player
from narration.vote_rules import CONDEMNED_RULE


@dataclass
class Maid:
    """Whose cards she took (they stay hidden), and who took a card this day, to be called
    the next night."""

    taken_from: list[str] = field(default_factory=list)
    fresh: list[str] = field(default_factory=list)


card = Card("dienstmeisje", Kind.ROLE, death_lines={Cause.LIEFDESVERDRIET: "dood_liefdesverdriet"})

CARD = "dienstmeisje"
SUCCESSOR_RULE = ("Was ze Burgemeester, dan legt ze die functie neer en wijst ze meteen een "
                  "opvolger aan.")
CUPIDO_RULE = "Cupido kiest de volgende nacht twee nieuwe Geliefden."
# First-night steps that are not the card's own call (the dief's swap is over with the night).
NOT_AGAIN = {"dief", "geliefden"}


# Ruling dienstmeisje-laatst: she takes the card only of a player who is really eliminated, so
# her rule comes after every rule that spares or pardons him (the dorpsgek, the kasteelheer:
# "De Kasteelheer en het Toegewijde Dienstmeisje"): its order is the highest of the point.
@card.hook(CONDEMNED_RULE, 1000)
def takes_the_card(state: GameState, out: str, cause: str) -> Generator[Any, Any, bool]:
    condemned = state.player(out)
    maids = [p for p in state.holders(CARD) if p.name != out]
    if not maids:
        return False
    maid = maids[0]
    if maid.lover is not None:
        state.skip("dienstmeisje", f"the dienstmeisje {maid.name} is a lover and cannot use "
                                   "her power")
        return False
    lost = power_blocked(state, maid)
    if lost:  # ruling kracht-kwijt-overdag (the wolvenmoeder, Besmetting, the dorpsoudste)
        state.skip("dienstmeisje", lost.why)
        return False
    info = (state.tell("dienstmeisje_vraag", name=maid.name, victim=out),)
    takes = yield yesno_prompt(state, "dienstmeisje", "dienstmeisje", "", info=info, role=CARD)
    if not takes:
        return False
    card = condemned.role
    state.say("dienstmeisje_onthult", name=maid.name, victim=out)
    camp = condemned.camp
    condemned.role, maid.role = CARD, card
    if condemned.camp != camp:  # he still wins (or loses) with the camp he played for
        condemned.camp_override = camp
    condemned.acting = None
    state.memo(CARD, Maid).taken_from.append(out)
    state.tell("dienstmeisje_nieuwe_kaart", to=("narrator", maid.name), name=maid.name,
               role=state.role_name(card))
    restart_card(state, maid)
    state.memo(CARD, Maid).fresh.append(maid.name)
    if "burgemeester" in maid.titles:
        maid.titles.remove("burgemeester")
        heirs = [n for n in state.alive_names() if n not in (maid.name, out)]
        line = state.say("dienstmeisje_opvolger", name=maid.name)
        heir = yield player_prompt(state, "opvolger", "opvolger", line, heirs,
                                   must_rule=SUCCESSOR_RULE, called=(maid.name,))
        state.player(heir).titles.append("burgemeester")
        state.say("opvolger_gekozen", name=heir)
    yield from kill(state, [(out, cause)])
    return True


@card.hook(HIDE_RULE, 10)
def taken_card_stays_hidden(state: GameState, player: Player, cause: str) -> bool:
    """The card of the player voted out went to her unseen; only hers, discarded, was shown."""
    return player.name in state.recall(CARD, Maid).taken_from


def first_night_step(state: GameState, role_id: str) -> Step | None:
    """The card's own call of the first night (the raadsheer's sign, titus), if it has one."""
    later = set(night_steps(2))
    for step in night_steps(1):
        if (step not in later and role_id in step.roles and step.step not in NOT_AGAIN
                and state.rules.keyed(NIGHT_STEP, step.step) is not None):
            return step
    return None


@card.moment("begin_nacht", 50)  # "roep je dat karakter de volgende nacht op"
def call_the_new_card(state: GameState) -> Flow:
    fresh, state.memo(CARD, Maid).fresh = state.memo(CARD, Maid).fresh, []
    if state.round == 1:
        return  # taken on day 0: the first night calls every card anyway
    for name in fresh:
        maid = state.player(name)
        if not maid.alive:
            continue
        hook = state.rules.keyed(NEXT_NIGHT, maid.role)
        step = first_night_step(state, maid.role)
        handler = state.rules.keyed(NIGHT_STEP, step.step) if step is not None else None
        if hook is not None:
            yield from hook.fn(state, maid)
        elif step is not None and handler is not None:
            yield from handler.fn(state, step, [maid])


def bind(state: GameState, a: Player, b: Player) -> None:
    """Make `a` and `b` lovers; one already in love gets a second partner (a triangle).
    A bond between a werewolf and a non-werewolf makes both play for the camp geliefden."""
    for one, other in ((a, b), (b, a)):
        if one.lover is None:
            one.lover = other.name
        else:
            one.more_lovers.append(other.name)
    if a.werewolf != b.werewolf:
        a.camp_override = b.camp_override = "geliefden"


@card.grief(20)
def triangle_grief(state: GameState, player: Player) -> list[tuple[str, str]]:
    """The further partners of a love triangle die of grief too (the first: cupido.py)."""
    return [(name, "liefdesverdriet") for name in player.more_lovers
            if state.player(name).alive]


@card.next_night("cupido")
def new_lovers(state: GameState, player: Player) -> Flow:
    """A dienstmeisje become cupido picks two new lovers the next night: a second pair, or a
    love triangle when one of them is in love already (ruling dienstmeisje-cupido)."""
    line = state.say("cupido_wakker")

    def not_a_pair_yet(names: list[str]) -> str | None:
        a, b = state.player(names[0]), state.player(names[1])
        if b.name in (a.lover, *a.more_lovers):
            return state.text("error", "al_verliefd", a=a.name, b=b.name)
        return None

    pair = yield players_prompt(state, "cupido", "cupido", line, state.alive_names(), low=2,
                                high=2, rule=not_a_pair_yet, must_rule=CUPIDO_RULE,
                                role="cupido", called=(player.name,))
    bind(state, state.player(pair[0]), state.player(pair[1]))
    state.tell("cupido_koppel", a=pair[0], b=pair[1])
    state.say("cupido_slaapt")
    line = state.say("geliefden_wakker")
    yield none_prompt(state, "geliefden", line, called=tuple(pair))
    state.say("geliefden_slapen")
