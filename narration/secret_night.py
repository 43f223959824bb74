"""Secret nights (pass-the-laptop): one secret turn per living player, the engine fed in order.

Every living player takes one turn each night, in an order drawn from the seed, the round and
the living players only, never from the cards. On his turn a player does what his card does
tonight (the ziener looks, each werewolf votes, the heks decides, ...); a player without a
night power names the player he suspects most. The engine still asks its prompts in the call
order (ziener, weerwolven, heks, ...): each choice is kept until the engine asks for it, and
fed to it then. What a player is shown follows the rulebook's order of information:

- the werewolves' victim is the majority of the living werewolves' votes, a tie decided by a
  seeded lot (ruling `doorgeven-wolvenstem`);
- the heks sees the victim only once it is fixed; a heks whose turn comes earlier decides
  without seeing it, and her "save" then means "save whoever it turns out to be" (ruling
  `doorgeven-heks-blind`);
- the ziener sees the card on his own turn, as it lies at that moment (`doorgeven-ziener`);
- nobody can catch the onschuldig_meisje peeking at a laptop: `meisje_betrapt` is false
  (`doorgeven-meisje`).

Each choice is journaled as a `turn` event (`{"r": round, "p": player, "k": key, "v": value}`,
and `"k": "klaar"` when the player hands on) before the engine answers it unlocks, so resume
and replay rebuild the same nights. The engine's answers stay the scenario format's (the
`weerwolven` key is the single victim); the per-wolf votes and the suspicions live only in
the turn events.

Steps of roles this module has no special rule for are handled generically: the player answers
the engine's own prompt when the engine is at his step, or, when it is not there yet, the
prompt the step's handler asks of a copy of the present state.
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from narration.call_plan import step_holders, tonight
from narration.callorder import Step
from narration.card import NIGHT_STEP
from narration.errors import AnswerError
from narration.prompts import (
    CHOICE,
    NONE,
    PLAYER,
    PLAYERS,
    Prompt,
    err,
    player_prompt,
    resolve_name,
    rule_error,
    table_prompt,
)
from narration.roles.heks import ONCE_RULE, SELF_RULE
from narration.roles.weerwolven import RULE as WOLF_RULE
from narration.session import Session
from narration.state import GameState, Message

SUSPECT = "verdachte"   # the task of a player without a night power tonight
DONE = "klaar"          # journaled when a player hides the screen and hands on
WOLVES = "weerwolven"
HEKS = "heks"
ZIENER = "ziener"
MEISJE = "meisje_betrapt"
# Steps that can change who is a werewolf before the wolves choose (the set is final after them).
WOLF_CHANGING_STEPS = frozenset({"dief", "wolfshond"})
NEUTRAL_NIGHT_LINES = frozenset({"nacht_valt"})
MISSING = object()


@dataclass(frozen=True)
class Task:
    """One thing a player does on his turn: answer `prompt` (its `check` validates)."""

    key: str
    prompt: Prompt
    live: bool            # the engine asks this step right now
    blind: bool = False   # the heks decides before the werewolves' victim is fixed


@dataclass(frozen=True)
class Fact:
    """Something a player may know now; `kind` names the text, `params` fill it in."""

    kind: str
    params: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Suspicion:
    round: int
    player: str
    suspect: str


def turn_order(state: GameState) -> tuple[str, ...]:
    """Tonight's order: the living players shuffled by the seed and the round, nothing else."""
    order = list(state.alive_names())
    random.Random(f"{state.setup.seed}:beurten:{state.round}").shuffle(order)
    return tuple(order)


def safe_public_lines(messages: list[Message]) -> list[str]:
    """The public lines that may be spoken in a secret-night mode: everything of the day, and
    of the night only the neutral ones (a role's wake or sleep line would tell when he acts)."""
    return [m.text for m in messages
            if m.public and (m.phase != "night" or m.line_id in NEUTRAL_NIGHT_LINES)]


def wolves_majority(state: GameState, votes: dict[str, str]) -> str:
    """Ruling doorgeven-wolvenstem: the victim most living werewolves voted for; a tie by a lot
    drawn from the seed and the round (the same whenever it is drawn); no votes: nobody."""
    valid = [target for target in votes.values()
             if target and state.player(target).alive and not state.player(target).werewolf]
    if not valid:
        return ""
    counts = Counter(valid)
    top = max(counts.values())
    seats = {p.name: p.seat for p in state.players}
    tied = sorted((n for n, c in counts.items() if c == top), key=seats.__getitem__)
    if len(tied) == 1:
        return tied[0]
    return random.Random(f"{state.setup.seed}:{state.round}:wolvenstem").choice(tied)


# A special rule for a step: builds the task of `player` (None: nothing to ask him tonight).
TaskBuilder = Callable[["SecretNights", str, Step], Task | None]
TASKS: dict[str, TaskBuilder] = {}


def task_builder(step: str) -> Callable[[TaskBuilder], TaskBuilder]:
    def register(fn: TaskBuilder) -> TaskBuilder:
        TASKS[step] = fn
        return fn

    return register


class SecretNights:
    """The secret turns of one game, folded from the session's journaled turn events."""

    def __init__(self, session: Session) -> None:
        self.session = session
        # (round, player) -> {key: value} of the choices made, in journal order.
        self.choices: dict[tuple[int, str], dict[str, Any]] = {}
        self.finished: dict[int, list[str]] = {}
        self.seen: dict[tuple[int, str], tuple[str, str]] = {}
        for event in session.turns:
            self._fold(event)

    # --- the fold ---------------------------------------------------------------------------
    def _fold(self, event: dict[str, Any]) -> None:
        r, player, key = int(event["r"]), str(event["p"]), str(event["k"])
        if key == DONE:
            self.finished.setdefault(r, []).append(player)
            return
        self.choices.setdefault((r, player), {})[key] = event.get("v")
        if "seen" in event:
            self.seen[(r, player)] = (str(event["v"]), str(event["seen"]))

    def _record(self, event: dict[str, Any]) -> None:
        self.session.record_turn(event)
        self._fold(event)

    # --- where the night stands -------------------------------------------------------------
    @property
    def state(self) -> GameState:
        return self.session.game.state

    @property
    def at_night(self) -> bool:
        """The night's turns may still be going on: the engine is in the night, or it has
        everything it needs and waits at daybreak while the last players take their turns
        (nobody dies before daybreak is answered, so tonight's order still holds)."""
        prompt = self.session.game.prompt
        return prompt is not None and (prompt.phase == "night" or prompt.step == "dag_begint")

    def order(self) -> tuple[str, ...]:
        return turn_order(self.state)

    def done(self) -> list[str]:
        return list(self.finished.get(self.state.round, []))

    def next_player(self) -> str | None:
        """Whose turn it is (None when every living player has had his turn tonight)."""
        if not self.at_night:
            return None
        done = set(self.done())
        return next((p for p in self.order() if p not in done), None)

    def answered(self, player: str) -> dict[str, Any]:
        return self.choices.get((self.state.round, player), {})

    def suspicions(self) -> list[Suspicion]:
        return [Suspicion(r, p, str(keys[SUSPECT])) for (r, p), keys in self.choices.items()
                if keys.get(SUSPECT)]

    def _pending_steps(self) -> list[Step]:
        """Tonight's steps from the one the engine asks now on (none once the night is over).
        Between steps (nightfall, a moment of the night) the steps after the last one
        answered tonight."""
        game = self.session.game
        prompt = game.prompt
        if prompt is None or prompt.phase != "night":
            return []
        steps = tonight(self.state)
        names = [s.step for s in steps]
        if prompt.step in names:
            return steps[names.index(prompt.step):]
        done = [r.step for r in game.records
                if r.phase == "night" and r.round == self.state.round and r.step in names]
        return steps[names.index(done[-1]) + 1:] if done else steps

    def _wolves_final(self) -> bool:
        """No step that could still make a player a werewolf tonight is waiting."""
        return not any(s.step in WOLF_CHANGING_STEPS and any(p.alive for p in
                       step_holders(self.state, s)) for s in self._pending_steps())

    def wolf_votes(self) -> dict[str, str]:
        r = self.state.round
        return {p.name: str(self.choices[(r, p.name)][WOLVES]) for p in self.state.alive()
                if p.werewolf and WOLVES in self.choices.get((r, p.name), {})}

    def victim(self) -> str | None:
        """The werewolves' victim once it is fixed ("" for nobody), else None."""
        prompt = self.session.game.prompt
        if not self.at_night:
            return None
        if prompt is not None and WOLVES not in [s.key for s in self._pending_steps()]:
            return str(self.state.night.victim or "")
        living = [p.name for p in self.state.alive() if p.werewolf]
        votes = self.wolf_votes()
        if not self._wolves_final() or any(w not in votes for w in living):
            return None
        return wolves_majority(self.state, votes)

    # --- a turn -----------------------------------------------------------------------------
    def task(self, player: str) -> Task | None:
        """The next thing `player` does on his turn, or None when his turn is complete."""
        if not self.at_night:
            return None
        answered = self.answered(player)
        powered = any(k != SUSPECT for k in answered)
        steps = tonight(self.state)
        for step in steps:
            holders = [p.name for p in step_holders(self.state, step) if p.alive]
            if player not in holders or not step.key or step.key == MEISJE:
                continue
            if step.key in answered:
                continue
            if (self.state.rules.keyed(NIGHT_STEP, step.step) is None
                    or step.key not in self._pending_keys()):
                continue  # asked before his card came to him (a dief's old step)
            if step.key != WOLVES and self._answered_by_other(step.key, holders, player):
                continue
            builder = TASKS.get(step.step, _generic_task)
            task = builder(self, player, step)
            if task is not None:
                return task
        live = self.session.game.prompt
        if (live is not None and live.phase == "night" and live.needs_answer
                and player in live.called and (live.key or live.step) not in answered
                and live.step not in {s.step for s in steps}):
            # A question of a moment of the night (not a step) for this player: as asked.
            return Task(live.key or live.step, live, live=True)
        if powered or SUSPECT in answered:
            return None
        others = [n for n in self.state.alive_names() if n != player]
        prompt = player_prompt(self.state, SUSPECT, SUSPECT, "", others)
        return Task(SUSPECT, prompt, live=False)

    def _pending_keys(self) -> set[str]:
        return {s.key for s in self._pending_steps() if s.key}

    def _answered_by_other(self, key: str, holders: list[str], player: str) -> bool:
        r = self.state.round
        return any(key in self.choices.get((r, h), {}) for h in holders if h != player)

    def answer(self, player: str, task: Task, value: Any) -> Any:
        """Check and journal one choice, then feed the engine as far as it can go.
        Raises AnswerError (naming what is wrong) and changes nothing when refused."""
        normal = task.prompt.check(value)
        event: dict[str, Any] = {"r": self.state.round, "p": player, "k": task.key, "v": normal}
        if task.key == HEKS and task.blind:
            event["blind"] = True
        if task.key == ZIENER:
            event["seen"] = self.state.player(normal).role
        self._record(event)
        self.pump()
        return normal

    def finish(self, player: str) -> None:
        """The player hides the screen and hands on."""
        if self.task(player) is not None:
            raise AnswerError(self.state.text("error", "not_asked"))
        self._record({"r": self.state.round, "p": player, "k": DONE})
        self.pump()

    def facts(self, player: str) -> list[Fact]:
        """What `player` may know on his turn now (his card is shown apart)."""
        state = self.state
        me = state.player(player)
        facts: list[Fact] = []
        if me.lover:
            facts.append(Fact("geliefde", {"name": me.lover}))
        if me.werewolf:
            others = [p.name for p in state.alive() if p.werewolf and p.name != player]
            facts.append(Fact("weerwolven", {"names": state.names(others)}) if others
                         else Fact("weerwolf_alleen"))
            votes = self.wolf_votes()
            if votes:
                facts.append(Fact("wolvenstemmen", {"votes": ", ".join(
                    f"{w} → {t or '—'}" for w, t in votes.items())}))
        seen = self.seen.get((state.round, player))
        if seen:
            facts.append(Fact("ziener_ziet", {"name": seen[0], "role": state.role_name(seen[1])}))
        return facts + heks_facts(self, player)

    # --- feeding the engine -----------------------------------------------------------------
    def pump(self) -> None:
        """Answer the engine's night prompts whose answers are known, in call order."""
        game = self.session.game
        while game.prompt is not None and game.prompt.phase == "night":
            prompt = game.prompt
            if not prompt.needs_answer:
                self.session.submit(None)
                continue
            value = self._value_for(prompt)
            if value is MISSING:
                return
            # A choice made ahead may no longer fit (the night changed under it): keep what
            # still fits of it (the poison without the save), else fall back.
            for attempt in [value, *_smaller(value)]:
                try:
                    self.session.submit(attempt)
                    break
                except AnswerError:
                    continue
            else:
                self.session.submit(fallback(self.state, prompt))

    def _value_for(self, prompt: Prompt) -> Any:
        r = self.state.round
        key = prompt.key or prompt.step
        if key == MEISJE:
            return False  # ruling doorgeven-meisje
        if key == WOLVES:
            votes = self.wolf_votes()
            if any(w not in votes for w in prompt.called):
                return MISSING
            return wolves_majority(self.state, votes)
        for name in prompt.called:
            chosen = self.choices.get((r, name), {})
            if key in chosen:
                value = chosen[key]
                if key == HEKS:
                    return _heks_answer(self.state, value, blind=bool(
                        self._event_flag(r, name, "blind")))
                return value
        done = set(self.finished.get(r, []))
        if all(n in done for n in prompt.called):  # also: nobody is called (no narrator)
            return fallback(self.state, prompt)
        return MISSING

    def _event_flag(self, r: int, player: str, flag: str) -> Any:
        for event in self.session.turns:
            if event.get("r") == r and event.get("p") == player and event.get("k") == HEKS:
                return event.get(flag)
        return None


def _heks_answer(state: GameState, value: Any, *, blind: bool) -> dict[str, Any]:
    """Ruling doorgeven-heks-blind: a blind "save" saves the victim if there is one; with no
    victim the elixir is not used."""
    out = dict(value or {})
    if blind and out.get("redden") and not state.night.victim:
        out.pop("redden")
    return out


def _smaller(value: Any) -> list[Any]:
    """A table answer with one field left out, each way (the heks: the poison alone)."""
    if not isinstance(value, dict) or len(value) < 2:
        return []
    return [{k: v for k, v in value.items() if k != drop} for drop in value]


def fallback(state: GameState, prompt: Prompt) -> Any:
    """The answer for a step whose holders have all had their turn without answering it: pass
    where the rules allow, else a seeded legal choice (ruling doorgeven-onbekende-stap)."""
    try:
        prompt.check("")
        return ""
    except AnswerError:
        pass
    rng = random.Random(f"{state.setup.seed}:{state.round}:{prompt.step}:terugval")
    if prompt.kind == PLAYER:
        return rng.choice(prompt.candidates)
    if prompt.kind == PLAYERS:
        return rng.sample(list(prompt.candidates), max(prompt.low, 1))
    if prompt.kind == CHOICE:
        return rng.choice(prompt.choices)
    return None


def _generic_task(nights: SecretNights, player: str, step: Step) -> Task | None:
    """The engine's own prompt when it asks this step now; else what the step's handler would
    ask of a copy of the present state (the real state is never touched)."""
    game = nights.session.game
    prompt = game.prompt
    if prompt is not None and (prompt.key or prompt.step) == step.key:
        return Task(step.key or step.step, prompt, live=True) if prompt.needs_answer else None
    shadow = copy.deepcopy(nights.state)
    living = [p for p in step_holders(shadow, step) if p.alive]
    try:
        handler = shadow.rules.keyed(NIGHT_STEP, step.step)
        assert handler is not None
        ahead = next(handler.fn(shadow, step, living), None)
    except Exception:  # cannot run ahead: answered by ruling doorgeven-onbekende-stap
        return None
    if not isinstance(ahead, Prompt) or ahead.kind == NONE:
        return None
    return Task(step.key or step.step, ahead, live=False)


@task_builder("weerwolven")
def _wolf_vote(nights: SecretNights, player: str, step: Step) -> Task | None:
    """Each werewolf votes for a victim (or nobody); the majority decides."""
    state = nights.state
    prey = [p.name for p in state.alive() if not p.werewolf]

    def never_a_werewolf(name: str) -> str | None:
        if state.player(name).werewolf:
            raise rule_error(state, f"{name}:", WOLF_RULE)
        return None

    prompt = player_prompt(state, step.step, WOLVES, "", prey, optional=True,
                           rule=never_a_werewolf, role="weerwolf", called=(player,))
    return Task(WOLVES, prompt, live=False)


@task_builder("heks")
def _heks(nights: SecretNights, player: str, step: Step) -> Task | None:
    """The heks: the elixir for the victim when it is fixed (blind: whoever it will be), the
    poison for any living player but herself."""
    state = nights.state
    mem = state.mem("heks")
    elixir_left, poison_left = "elixir_used" not in mem, "poison_used" not in mem
    if not (elixir_left or poison_left):
        return None
    victim = nights.victim()
    blind = victim is None
    can_save = elixir_left and (blind or bool(victim))
    others = [n for n in state.alive_names() if n != player]

    def check(value: Any) -> dict[str, Any]:
        if value in (None, "", {}):
            return {}
        if not isinstance(value, dict):
            raise err(state, "need_table", example='{ redden = true, vergif = "Eva" }')
        for name in value:
            if name not in ("redden", "vergif"):
                raise err(state, "unknown_field", field=name, allowed="redden, vergif")
        out: dict[str, Any] = {}
        save = value.get("redden", False)
        if not isinstance(save, bool):
            raise err(state, "need_yesno")
        if save:
            if not can_save:
                raise rule_error(state, "redden:", ONCE_RULE)
            out["redden"] = True
        target = value.get("vergif", "")
        if target:
            target = resolve_name(state, str(target)) or target
            if not poison_left:
                raise rule_error(state, "vergif:", ONCE_RULE)
            if target == player:
                raise rule_error(state, f"vergif = {target}:", SELF_RULE)
            if target not in others:
                raise err(state, "not_allowed", name=target, allowed=", ".join(others))
            out["vergif"] = target
        return out

    choices = tuple(c for c, ok in (("redden", can_save), ("vergif", poison_left)) if ok)
    prompt = table_prompt(state, step.step, HEKS, "", check, choices=choices,
                          player_fields=("vergif",), candidates=others,
                          role="heks", called=(player,))
    return Task(HEKS, prompt, live=False, blind=blind)


def deal_facts(role_id: str) -> list[Fact]:
    """What a player may know when he is dealt his card: only the card itself. A werewolf
    meets the others on the first night, not before."""
    from setups.catalogue import role

    return [Fact("weerwolven_later")] if role(role_id).werewolf else [Fact("alleen_kaart")]


def heks_facts(nights: SecretNights, player: str) -> list[Fact]:
    """What the heks is shown on her turn: the victim, or that she decides without it."""
    state = nights.state
    if state.player(player).role != "heks" or HEKS in nights.answered(player):
        return []
    mem = state.mem("heks")
    left = [state.text("word", w) for w, ok in (("levensdrankje", "elixir_used" not in mem),
                                                ("gifdrankje", "poison_used" not in mem)) if ok]
    facts = [Fact("heks_drankjes", {"potions": state.names(left) or state.text("word", "niets")})]
    victim = nights.victim()
    if victim is None:
        facts.append(Fact("heks_blind"))
    elif victim:
        facts.append(Fact("heks_slachtoffer", {"name": victim}))
    else:
        facts.append(Fact("heks_geen_slachtoffer"))
    return facts
