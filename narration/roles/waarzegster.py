"""De Waarzegster (bonus character of Karakters, played with Volle Maan's five Spiritisme
cards, set aside before the game). Every night the narrator asks whether she uses her power;
if so he reads the four questions of a Spiritisme card aloud, she picks one with her fingers
and points at the player who must ask it. The next morning that player is the Medium and asks
the question aloud; the player eliminated first in the game answers yes or no. The card then
leaves the game.

Keys: `waarzegster` (the card, `""` not tonight), `waarzegster_vraag` (1-4),
`waarzegster_medium` (the player who asks). The Medium speaks in the `ochtend` moment at
order 300: after the dawn (and the bear's growl), before the omroeper and the event card
(400/500), as the combined order has it. The question texts live with Volle Maan's card
data: every QUESTION_TEXT hook may give the text of (card, question);
without one the narrator reads it from the card ("vraag 2 van Spiritisme-kaart 3").
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from narration.callorder import Step
from narration.card import Card, Kind
from narration.event_deck import QUESTION_TEXT, SPIRITISME_CARDS
from narration.hooks import Flow
from narration.prompts import choice_prompt, none_prompt, player_prompt
from narration.state import GameState, Player


@dataclass
class Question:
    """The séance chosen tonight, asked in the morning."""

    card: str
    number: int
    medium: str


@dataclass
class Seances:
    """The Spiritisme cards used, and tonight's question until the morning asks it."""

    used: list[str] = field(default_factory=list)
    pending: Question | None = None


card = Card("waarzegster", Kind.ROLE, keeps_memory=True)

CARDS = SPIRITISME_CARDS
QUESTIONS = ("1", "2", "3", "4")
QUESTION_RULE = "De Waarzegster kiest een vraag door het juiste aantal vingers op te steken."
MEDIUM_RULE = "De Waarzegster wijst daarna de speler aan die de vraag moet stellen."


def mem(state: GameState) -> Seances:
    return state.memo("waarzegster", Seances)


def cards_left(state: GameState) -> list[str]:
    return [c for c in CARDS if c not in mem(state).used]


def question_text(state: GameState, card: str, number: int) -> str:
    for source in state.rules.fns(QUESTION_TEXT):
        text = source(state, card, number)
        if text:
            return text
    return state.text("word", "spiritisme_vraag", n=number, card=card[-1])


@card.night_step("waarzegster")
def waarzegster(state: GameState, step: Step, living: list[Player]) -> Flow:
    seer = living[0]
    line = state.say(step.wake)
    left = cards_left(state)
    called = (seer.name,)
    if not left:
        state.skip("waarzegster", "the five Spiritisme cards are used")
        info = (state.tell("waarzegster_op"),)
        yield none_prompt(state, step.step, line, info=info, role="waarzegster", called=called)
        state.say("waarzegster_slaapt")
        return
    info = (state.tell("waarzegster_kaarten", cards=", ".join(c[-1] for c in left)),)
    card = yield choice_prompt(state, step.step, "waarzegster", line, left, optional=True,
                               info=info, role="waarzegster", called=called)
    if card:
        asked = state.say("waarzegster_leest", card=card[-1])
        questions = tuple(state.tell("waarzegster_vraag_tekst", n=n,
                                     question=question_text(state, card, n))
                          for n in range(1, 5))
        pick = choice_prompt(state, "waarzegster_vraag", "waarzegster_vraag", asked,
                             list(QUESTIONS), must_rule=QUESTION_RULE, info=questions,
                             role="waarzegster", called=called)
        number = yield replace(pick, check=lambda value: pick.check(
            str(value) if isinstance(value, int) and not isinstance(value, bool) else value))
        pointer = state.say("waarzegster_wijst")
        medium = yield player_prompt(state, "waarzegster_medium", "waarzegster_medium",
                                     pointer, state.alive_names(), must_rule=MEDIUM_RULE,
                                     role="waarzegster", called=called)
        mem(state).pending = Question(card, int(number), medium)
        state.tell("waarzegster_kiest", to=("narrator", seer.name), medium=medium,
                   question=question_text(state, card, int(number)))
    state.say("waarzegster_slaapt")


@card.moment("ochtend", 300)
def the_medium_asks(state: GameState) -> Flow:
    pending, mem(state).pending = mem(state).pending, None
    if pending is None:
        return
    medium = state.player(pending.medium)
    if not medium.alive:
        # Ruling medium-dood: the chosen Medium did not survive the night: no séance; the card
        # was used all the same.
        mem(state).used.append(pending.card)
        state.say("medium_dood", name=medium.name)
        return
    if not state.deaths:
        # Ruling medium-geen-geest: nobody has been eliminated yet, so no spirit can answer:
        # the card goes back to the waarzegster's pile unused.
        state.say("medium_geen_geest")
        return
    mem(state).used.append(pending.card)
    spirit = state.deaths[0].name
    question = question_text(state, pending.card, pending.number)
    state.say("medium_vraagt", name=medium.name, question=question)
    line = state.say("medium_geest_antwoordt", spirit=spirit)
    yield none_prompt(state, "medium", line, called=(medium.name,))
