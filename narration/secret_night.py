"""Secret nights (pass-the-laptop): one secret turn per living player, the engine fed in order.

Every living player takes one turn each night, in an order drawn from the seed, the round and
the living players only, never from the cards. On his turn a player does what his card does
tonight (the ziener looks, each werewolf votes, the heks decides, ...); a player without a
night power names the player he suspects most. The engine still asks its prompts in the call
order (ziener, weerwolven, heks, ...): each choice is kept until the engine asks for it, and
fed to it then.

A choice is checked when it is made, by the engine's own prompt for that step and its own
check: when the engine has not reached the step yet, the prompt is the one the engine asks
when the game is replayed from its answers up to nightfall and fed tonight's choices made so
far (a step whose holder has not had his turn yet passes, the werewolves' victim is their
majority so far or the first player they may eat). Nothing a player is shown or refused may
depend on where the other cards sit in the turn order:

- the werewolves' victim is the majority of the living werewolves' votes that the engine's
  own check of the werewolves' prompt accepts, a tie decided by a seeded lot (ruling
  `doorgeven-wolvenstem`);
- the heks never sees the victim: her "save" means "save whoever the wolves attack", and is
  not used when they attack nobody (ruling `doorgeven-heks-altijd-blind`);
- the ziener sees the card as it lay at nightfall (`doorgeven-ziener`), and a werewolf is shown
  the werewolves as they were at nightfall (`doorgeven-dief`);
- nobody can catch the onschuldig_meisje peeking at a laptop: `meisje_betrapt` is false
  (`doorgeven-meisje`);

What a card's step needs on a turn beyond its prompt (a vote of the pack, a blind decision, a
look at a card, a question nobody is asked, the facts of its holder) is declared by the card
(`Card.secret_turns`, narration/card.py) and read here from the game's ruleset; this module
names no card.
- a card that chooses "at the start of the night" (a step with a `NIGHT_BEFORE` hook: the
  house rules' schout and yeti) chooses on his turn for the next night, and its step is fed
  at nightfall with the choice of the night before, nothing on the first night (option
  `vooraf_kiezen`, ruling `doorgeven-begin-nacht`): a choice that changes what the other
  cards may do or learn tonight can never come after their turns.

Each choice is journaled as a `turn` event (`{"r": round, "p": player, "k": key, "v": value}`,
and `"k": "klaar"` when the player hands on) before the engine answers it unlocks, so resume
and replay rebuild the same nights. The engine's answers stay the scenario format's (the
`weerwolven` key is the single victim); the per-wolf votes and the suspicions live only in
the turn events.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any

from narration.call_plan import step_holders, tonight
from narration.callorder import Step
from narration.card import NIGHT_BEFORE, SecretTurn
from narration.engine import Game
from narration.errors import AnswerError
from narration.ids import Camp, DayStepId, Phase
from narration.prompts import CHOICE, PLAYER, PLAYERS, YESNO, Prompt, player_prompt
from narration.session import Session
from narration.state import GameState, Message
from setups.game_setup import GameSetup

SUSPECT = "verdachte"   # the task of a player without a night power tonight
DONE = "klaar"          # journaled when a player hides the screen and hands on
NEUTRAL_NIGHT_LINES = frozenset({"nacht_valt"})
MISSING = object()
PLAIN = SecretTurn()    # a step no card declares a secret turn for: taken as the engine asks
# The suspicion's lines would tell what the turn order holds: his facts say it.
SUSPECTING = SecretTurn(facts_say_it=True)


def secret_turn(state: GameState, key: str) -> SecretTurn:
    """How the step (prompt key) `key` is taken on a secret turn, as its card declares."""
    return state.rules.secret_turns.get(key, PLAIN)


def is_ballot(key: str, turn: SecretTurn) -> bool:
    """Whether the task `key` (taken as `turn`) is one voice among the table's, whose empty
    answer abstains (as a day ballot's 0): each werewolf's vote for the victim, the suspicion
    of a player without a power; a one-player card's empty pick is "nobody"."""
    return turn.pack or key == SUSPECT


def pack_keys(state: GameState) -> frozenset[str]:
    """The steps of this game that every living holder votes on (the werewolves' meal)."""
    return frozenset(k for k, turn in state.rules.secret_turns.items() if turn.pack)


@dataclass(frozen=True)
class Task:
    """One thing a player does on his turn: answer `prompt` (its `check` validates)."""

    key: str
    prompt: Prompt
    live: bool            # the engine asks this step right now
    blind: bool = False   # decided without seeing the werewolves' victim (the heks)
    next_night: bool = False  # chosen tonight for the next night (doorgeven-begin-nacht)
    turn: SecretTurn = PLAIN  # what the card declares of this step on a secret turn

    @property
    def shows_prompt_info(self) -> bool:
        """Whether the turn shows the prompt's lines to the narrator beside the facts."""
        return not self.turn.facts_say_it

    @property
    def ballot(self) -> bool:
        """Whether the task is one voice among the table's (`is_ballot`)."""
        return is_ballot(self.key, self.turn)


@dataclass(frozen=True)
class Fact:
    """Something a player may know now; `kind` names the text, `params` fill it in."""

    kind: str
    params: dict[str, str | int] = field(default_factory=dict)  # n: a list's length


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


def accepts(prompt: Prompt, value: Any) -> bool:
    """Whether the engine's own check of `prompt` takes `value`."""
    try:
        prompt.check(value)
    except AnswerError:
        return False
    return True


def wolves_majority(state: GameState, prompt: Prompt, votes: dict[str, str]) -> str:
    """Ruling doorgeven-wolvenstem: of the votes the engine's werewolves' prompt accepts (its
    own prey rules: never a werewolf, Het Oogstfeest's neighbours, the away), the victim most
    living werewolves voted for; a tie by a lot drawn from the seed and the round (the same
    whenever it is drawn); no such vote: nobody."""
    valid = [target for target in votes.values() if target and accepts(prompt, target)]
    if not valid:
        return ""
    counts = Counter(valid)
    top = max(counts.values())
    seats = {p.name: p.seat for p in state.players}
    tied = sorted((n for n, c in counts.items() if c == top), key=seats.__getitem__)
    if len(tied) == 1:
        return tied[0]
    return random.Random(f"{state.setup.seed}:{state.round}:wolvenstem").choice(tied)


def blind_save(prompt: Prompt, value: Any, turn: SecretTurn) -> Any:
    """Ruling doorgeven-heks-altijd-blind: a blind card's save (its field `ask_first`) stands
    for whoever the wolves attack; when the engine's own prompt offers no save (nobody was
    attacked), the elixir is not used."""
    save = turn.ask_first
    if (turn.blind and save and isinstance(value, dict) and value.get(save)
            and save not in prompt.choices):
        return {k: v for k, v in value.items() if k != save}
    return value


def for_player(prompt: Prompt, player: str) -> Prompt:
    """The engine's prompt as one holder answers it on his own turn."""
    return replace(prompt, called=(player,))


class SecretNights:
    """The secret turns of one game, folded from the session's journaled turn events."""

    def __init__(self, session: Session) -> None:
        self.session = session
        # (round, player) -> {key: value} of the choices made, in journal order.
        self.choices: dict[tuple[int, str], dict[str, Any]] = {}
        self.finished: dict[int, list[str]] = {}
        self.seen: dict[tuple[int, str], tuple[str, str]] = {}
        # wolf_village: whether the player the ziener looked at is a werewolf, all she learns.
        self.seen_wolf: dict[tuple[int, str], bool] = {}
        # The ziener's looks that failed (the house rules' yeti): he sees nothing.
        self.look_failed: set[tuple[int, str]] = set()
        self._probes: dict[tuple[int, int, str], Prompt | None] = {}
        self._nightfall: dict[tuple[int, int], GameState] = {}
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
        if "wolf" in event:
            self.seen_wolf[(r, player)] = bool(event["wolf"])
        if event.get("mislukt"):
            self.look_failed.add((r, player))

    def _record(self, event: dict[str, Any]) -> None:
        self.session.record_turn(event)
        self._fold(event)

    # --- where the night stands -------------------------------------------------------------
    @property
    def state(self) -> GameState:
        return self.session.game.state

    @property
    def at_night(self) -> bool:
        return turns_going_on(self.session.game)

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

    def wolf_votes(self, key: str | None = None) -> dict[str, str]:
        """Tonight's votes of the living on the pack's step `key` (None: on every step that
        the pack votes on)."""
        r = self.state.round
        keys = pack_keys(self.state) if key is None else (key,)
        return {name: str(chosen[k]) for (rr, name), chosen in self.choices.items()
                for k in keys if rr == r and k in chosen and self.state.player(name).alive}

    # --- the engine's prompts, also for a step it has not reached yet -----------------------
    def _night_start(self) -> int:
        """How many of the game's answers were given before tonight began."""
        records = self.session.game.records
        r = self.state.round
        return next((i for i, rec in enumerate(records)
                     if rec.phase == "night" and rec.round == r), len(records))

    def nightfall(self) -> GameState:
        """The game as it was when tonight began (the cards as they lay at nightfall)."""
        start = self._night_start()
        key = (self.state.round, start)
        if key not in self._nightfall:
            self._nightfall[key] = Game(self.session.game.setup,
                                        self.session.game.answers[:start]).state
        return self._nightfall[key]

    def engine_prompt(self, key: str) -> Prompt | None:
        """The engine's own prompt for tonight's step `key`: the game replayed from its answers
        up to nightfall, fed tonight's choices made so far, up to where it asks `key`. A step
        whose holders have not had their turn passes (or gets its seeded answer); the
        werewolves' victim is their majority so far, else the first player they may eat (so
        the heks's choice is checked the same whether the wolves have played or not). None when
        the engine does not ask `key` tonight."""
        cache_key = (len(self.session.game.records), len(self.session.turns), key)
        if cache_key in self._probes:
            return self._probes[cache_key]
        ahead = self._ahead(key)
        found = ahead.prompt if ahead is not None else None
        self._probes[cache_key] = found
        return found

    def _ahead(self, key: str) -> Game | None:
        """A replay of tonight (as `engine_prompt` says) stopped where the engine asks `key`;
        None when it does not ask it tonight."""
        game = Game(self.session.game.setup,
                    self.session.game.answers[:self._night_start()])
        while game.prompt is not None and game.prompt.phase == "night":
            prompt = game.prompt
            if (prompt.key or prompt.step) == key and prompt.needs_answer:
                return game
            if not prompt.needs_answer:
                game.answer(None)
                continue
            value = self._value_for(prompt, game.state, probing=True)
            if value is MISSING or not accepts(prompt, value):
                value = fallback(game.state, prompt)
            game.answer(value)
        return None

    def _look_fails(self, player: str, key: str, target: str) -> bool:
        """Whether the engine tells the holder of the look `key` he sees nothing tonight when
        he looks at `target` (the house rules' yeti: the card's `failed_line`): asked of the
        engine itself, at his step."""
        failed = secret_turn(self.state, key).failed_line
        game = self._ahead(key) if failed else None
        if game is None:
            return False
        before = len(game.state.messages)
        game.answer(target)
        return any(m.line_id == failed and player in m.to
                   for m in game.state.messages[before:])

    def for_next_night(self, key: str) -> bool:
        """Whether tonight's choice `key` is made for the next night (doorgeven-begin-nacht)."""
        return any(s.key == key and self._chosen_before(s.step) for s in tonight(self.state))

    def _chosen_before(self, step: str) -> bool:
        """Whether tonight's step `step` is answered by its holder's choice of the night
        before (ruling doorgeven-begin-nacht)."""
        state = self.state
        return (state.setup.options.vooraf_kiezen
                and state.rules.keyed(NIGHT_BEFORE, step) is not None)

    # --- a turn -----------------------------------------------------------------------------
    def task(self, player: str) -> Task | None:
        """The next thing `player` does on his turn, or None when his turn is complete."""
        if not self.at_night:
            return None
        answered = self.answered(player)
        powered = any(k != SUSPECT for k in answered)
        steps = tonight(self.state)
        pending = self._pending_keys()
        for step in steps:
            holders = [p.name for p in step_holders(self.state, step) if p.alive]
            turn = secret_turn(self.state, step.key or "")
            if player not in holders or not step.key or not turn.asked:
                continue
            if self._chosen_before(step.step):
                if step.key in answered:
                    continue
                ahead = self.state.rules.keyed(NIGHT_BEFORE, step.step)
                assert ahead is not None
                chosen = ahead.fn(self.state, self.state.player(player))
                if chosen is not None:
                    return Task(step.key, chosen, live=False, next_night=True, turn=turn)
                continue
            if step.key in answered or step.key not in pending:
                continue  # answered, or asked before his card came to him (a dief's old step)
            if not turn.pack and self._answered_by_other(step.key, holders, player):
                continue
            prompt = self._prompt_now(step)
            if prompt is None:
                continue
            return Task(step.key, for_player(prompt, player),
                        live=prompt is self.session.game.prompt, blind=turn.blind, turn=turn)
        live = self.session.game.prompt
        if (live is not None and live.phase == "night" and live.needs_answer
                and player in live.called and (live.key or live.step) not in answered
                and live.step not in {s.step for s in steps}):
            # A question of a moment of the night (not a step) for this player: as asked.
            return Task(live.key or live.step, live, live=True,
                        turn=secret_turn(self.state, live.key or live.step))
        if powered or SUSPECT in answered:
            return None
        others = [n for n in self.state.alive_names() if n != player]
        prompt = player_prompt(self.state, SUSPECT, SUSPECT, "", others, optional=True)
        return Task(SUSPECT, prompt, live=False, turn=SUSPECTING)

    def _live(self, key: str) -> bool:
        prompt = self.session.game.prompt
        return prompt is not None and (prompt.key or prompt.step) == key

    def _prompt_now(self, step: Step) -> Prompt | None:
        """The prompt a holder of `step` answers now: the engine's, asked now or ahead. A blind
        card's (the heks's) is always the one asked ahead (with a victim), so that what she may
        pick never tells whether the wolves have chosen or whom."""
        if self._live(step.key or "") and not secret_turn(self.state, step.key or "").blind:
            live = self.session.game.prompt
            return live if live is not None and live.needs_answer else None
        return self.engine_prompt(step.key or step.step)

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

    def _pending_keys(self) -> set[str]:
        return {s.key for s in self._pending_steps() if s.key}

    def _answered_by_other(self, key: str, holders: list[str], player: str) -> bool:
        r = self.state.round
        return any(key in self.choices.get((r, h), {}) for h in holders if h != player)

    def answer(self, player: str, task: Task, value: Any) -> Any:
        """Check (by the engine's own prompt) and journal one choice, then feed the engine as
        far as it can go. Raises AnswerError (naming what is wrong) and changes nothing when
        refused."""
        normal = task.prompt.check(value)
        event: dict[str, Any] = {"r": self.state.round, "p": player, "k": task.key, "v": normal}
        if task.blind:
            event["blind"] = True
        if task.turn.looks and isinstance(normal, str) and normal:
            seen = self.nightfall().player(normal)
            event["seen"] = seen.role  # ruling doorgeven-ziener
            if seer_sees_wolves(self.state):  # ruling wv-doorgeven-ziener
                event["wolf"] = seen.werewolf
            if self._look_fails(player, task.key, normal):  # ruling yeti-mislukt: he sees nothing
                event["mislukt"] = True
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
        """What `player` may know on his turn now (his card is shown apart): what held at
        nightfall (ruling doorgeven-dief: the werewolves; doorgeven-geliefden: the lover),
        whoever has played tonight."""
        state = self.state
        me = state.player(player)
        dusk = self.nightfall()
        facts: list[Fact] = []
        lover = dusk.player(player).lover  # ruling doorgeven-geliefden
        if lover:
            facts.append(Fact("geliefde", {"name": lover}))
            if dusk.player(player).camp == Camp.GELIEFDEN and lovers_learn_sides(state):
                facts.append(Fact("geliefden_kampen"))  # ruling wv-doorgeven-geliefden
        if me.werewolf:
            others = [p.name for p in dusk.alive() if p.werewolf and p.name != player]
            facts.append(Fact("weerwolven", {"names": state.names(others), "n": len(others)})
                         if others else Fact("weerwolf_alleen"))
            votes = {w: v for w, v in self.wolf_votes().items() if w != player}
            if votes:  # a werewolf who picked nobody abstained, as row 0 said on his turn
                abstained = state.text("word", "onthouding")
                facts.append(Fact("wolvenstemmen", {"votes": ", ".join(
                    f"{w} → {t or abstained}" for w, t in votes.items())}))
        seen = self.seen.get((state.round, player))
        wolf = self.seen_wolf.get((state.round, player))
        if seen and (state.round, player) in self.look_failed:
            facts.append(Fact("ziener_mislukt", {"name": seen[0]}))
        elif seen and wolf is not None:
            kind = "ziener_ziet_weerwolf" if wolf else "ziener_ziet_geen_weerwolf"
            facts.append(Fact(kind, {"name": seen[0]}))
        elif seen:
            facts.append(Fact("ziener_ziet", {"name": seen[0], "role": state.role_name(seen[1])}))
        facts += [Fact("verteld", {"text": text}) for text in told_at_the_deal(state, player)]
        return facts + card_facts(self, player)

    # --- feeding the engine -----------------------------------------------------------------
    def pump(self) -> None:
        """Answer the engine's night prompts whose answers are known, in call order."""
        game = self.session.game
        while game.prompt is not None and game.prompt.phase == "night":
            prompt = game.prompt
            if not prompt.needs_answer:
                self.session.submit(None)
                continue
            value = self._value_for(prompt, self.state, probing=False)
            if value is MISSING:
                return
            if not accepts(prompt, value):
                # Checked when it was chosen, but the night changed under it since (a dief who
                # took a card later in the turns than in the call order): ruling
                # doorgeven-onbekende-stap.
                value = fallback(self.state, prompt)
            self.session.submit(value)

    def _value_for(self, prompt: Prompt, state: GameState, *, probing: bool) -> Any:
        """The answer tonight's choices give `prompt` (MISSING while a holder is still to play;
        a replay ahead stands in for those with the majority so far or a first candidate)."""
        r = state.round
        key = prompt.key or prompt.step
        turn = secret_turn(state, key)
        if not turn.asked:
            return turn.answer  # asked of nobody: ruling doorgeven-meisje
        if self._chosen_before(prompt.step):  # ruling doorgeven-begin-nacht
            for name in prompt.called:
                before = self.choices.get((r - 1, name), {})
                if key in before:
                    return before[key]
            return False if prompt.kind == YESNO else ""
        if turn.pack:
            votes = {w: v for w, v in self.wolf_votes(key).items() if w in prompt.called}
            if probing:
                victim = wolves_majority(state, prompt, votes)
                return victim or next((c for c in prompt.candidates if accepts(prompt, c)), "")
            if any(w not in votes for w in prompt.called):
                return MISSING
            return wolves_majority(state, prompt, votes)
        for name in prompt.called:
            chosen = self.choices.get((r, name), {})
            if key in chosen:
                return blind_save(prompt, chosen[key], turn)
        if probing:
            return MISSING
        done = set(self.finished.get(r, []))
        if all(n in done for n in prompt.called):  # also: nobody is called (no narrator)
            return fallback(state, prompt)
        return MISSING


def fallback(state: GameState, prompt: Prompt) -> Any:
    """The answer for a step whose holders have all had their turn without answering it: pass
    where the rules allow, else a seeded legal choice (ruling doorgeven-onbekende-stap)."""
    if accepts(prompt, ""):
        return ""
    rng = random.Random(f"{state.setup.seed}:{state.round}:{prompt.step}:terugval")
    if prompt.kind == PLAYER:
        return rng.choice(prompt.candidates)
    if prompt.kind == PLAYERS:
        return rng.sample(list(prompt.candidates), max(prompt.low, 1))
    if prompt.kind == CHOICE:
        return rng.choice(prompt.choices)
    return None


def seer_sees_wolves(state: GameState) -> bool:
    """wolf_village: the ziener learns only "werewolf or not" (setups/data/editions.toml)."""
    from setups.editions import edition

    return edition(state.setup.edition).ziener_ziet == "weerwolf"


def lovers_learn_sides(state: GameState) -> bool:
    """wolf_village: the lovers learn whether they are on different sides."""
    from setups.editions import edition

    return edition(state.setup.edition).geliefden_kennen_kampen


def told_at_the_deal(state: GameState, player: str) -> list[str]:
    """What the engine told this player before the first night (wolf_village: the
    handlanger's werewolves, the vrijmetselaars' partner): the same whatever the turn order."""
    return [m.text for m in state.messages
            if not m.public and m.phase == "setup" and player in m.to]


def turns_going_on(game: Game) -> bool:
    """The night's turns may still be going on: the engine is in the night, or it has
    everything it needs and waits at daybreak while the last players take their turns
    (nobody dies before daybreak is answered, so tonight's order still holds)."""
    prompt = game.prompt
    return prompt is not None and (prompt.phase == Phase.NIGHT
                                   or prompt.step == DayStepId.DAG_BEGINT)


def told_before_the_night(setup: GameSetup, player: str) -> list[str]:
    """What the engine tells `player` before the first night, for the deal screen."""
    return told_at_the_deal(Game(setup, validated=True).state, player)


def deal_facts(role_id: str, told: bool = False) -> list[Fact]:
    """What a player may know when he is dealt his card: only the card itself, unless he is
    `told` more at the deal (told_before_the_night: the handlanger's werewolves, the
    vrijmetselaars' partner; "nothing more than your card" would deny it). A werewolf meets
    the others on the first night, not before."""
    from setups.catalogue import role

    if role(role_id).werewolf:
        return [Fact("weerwolven_later")]
    return [] if told else [Fact("alleen_kaart")]


def card_facts(nights: SecretNights, player: str) -> list[Fact]:
    """What the cards `player` holds or acts declare he may know on his turn while he has
    not taken their step yet (`SecretTurn.facts`: the heks's potions, never the victim)."""
    state = nights.state
    me = state.player(player)
    answered = nights.answered(player)
    facts: list[Fact] = []
    for role_id in dict.fromkeys((me.role, me.acting)):
        card = state.rules.card_of_role(role_id) if role_id else None
        for key, turn in (card.secret_turns.items() if card is not None else ()):
            if turn.facts is not None and key not in answered:
                facts += [Fact(kind, params) for kind, params in turn.facts(state, me)]
    return facts
