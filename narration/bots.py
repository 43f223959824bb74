"""Bots that play a whole game headless, for the balance meter and the benchmark.

`play_headless(setup, seed)` plays one game from the first night to the win (or the round cap)
and returns the winning camp id, or "niemand" (nobody left, or the cap reached: a draw).
`play_bot_game` returns the same with the rounds played and whether the cap ended it.

Every prompt the engine yields is answered, also the prompts of roles added later, in two
layers:

1. **Generic answers** from the prompt alone (`Prompt.kind`, `candidates`, `choices`, `low`,
   `high`, `voters`): a player prompt picks a candidate; a players prompt picks `low`..`high`
   distinct candidates (exactly `low` when they are equal); a choice picks one of the choices
   (a pass when optional, one time in four); yes/no says yes one time in five; a table is
   answered empty (refused: each field a candidate, then each field on); a vote is a ballot
   per voter. A werewolf called alone or with his pack
   prefers non-werewolf candidates. When the engine refuses an answer (a rule the bot did not
   know), the bot tries other candidates, then a pass, then random legal answers
   (narration/legal_answers.py); a prompt nobody can answer raises BotError, naming the step.
2. **Role-aware policies** on top, each simple and seeded:
   - Werewolves never target werewolves; they eat the seer once she has spoken up, else a
     random villager; by day they all vote for the same villager (see the vote below).
   - The seer looks at a living player she has not seen yet. She stays hidden until she has
     found a living werewolf; then, at the next day, she speaks: the werewolf becomes the
     village's suspect, the players she cleared are spared by its votes, and the pack knows
     her from then on.
   - Each day has a leading suspect: an exposed werewolf, else (the table's instinct, one day
     in five) a hidden werewolf, else a random player the seer has not cleared. Villagers
     follow the lead (nine times in ten when the seer named him, half the time otherwise),
     else vote for a random player they have no reason to trust. The pack joins a lead on a
     villager, else votes for its own target. Nobody votes for himself or his lover.
   - The witch saves the wolves' victim with probability 0.7 (herself always) and poisons an
     exposed werewolf, else a random other player one night in six.
   - The hunter shoots an exposed werewolf, else a random player he does not trust.
   - Cupido pairs two random players (himself allowed); the thief takes a werewolf card when
     one lies in the middle half of the time, else keeps or takes at random.
   - The little girl is caught one night in ten.
   - The village elects a random mayor on the first day; a dying mayor names a trusted
     successor (a werewolf names a werewolf); the mayor breaks a tie against an exposed
     werewolf, else at random (a werewolf mayor spares his pack).
A game always ends: after MAX_ROUNDS rounds it is a draw ("niemand", `capped` = True).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from narration.engine import Game
from narration.errors import AnswerError, WakkerdamError
from narration.legal_answers import legal_answer
from narration.prompts import CHOICE, NONE, PLAYER, PLAYERS, TABLE, VOTE, YESNO, Prompt
from setups.catalogue import role
from setups.game_setup import GameSetup

MAX_ROUNDS = 40
DRAW = "niemand"

WITCH_SAVES = 0.7
WITCH_POISONS = 1 / 6
FOLLOW_SEER = 0.9
FOLLOW_LEAD = 0.5
INSTINCT = 0.2
GIRL_CAUGHT = 0.1
YES_SHARE = 0.2
PASS_SHARE = 0.25
LEGAL_TRIES = 6


class BotError(WakkerdamError):
    """A prompt the bots cannot answer with anything the engine accepts."""


@dataclass
class BotResult:
    winner: str
    rounds: int
    capped: bool
    answers: int


@dataclass
class Knowledge:
    """What the table knows, per side: the seer's private findings and what she has said."""

    seen: dict[str, bool] = field(default_factory=dict)  # name -> is a werewolf (seer only)
    exposed: set[str] = field(default_factory=set)        # werewolves the seer has named
    trusted: set[str] = field(default_factory=set)        # players the seer has cleared
    seer_spoke: str | None = None                         # the seer once she has spoken up
    spoken_round: int = 0


class Bots:
    def __init__(self, game: Game, seed: int) -> None:
        self.game = game
        self.rng = random.Random(f"bots:{seed}")
        self.know = Knowledge()
        # Player objects live as long as the game (they change in place): look them up fast.
        self.seats = {p.name: p for p in game.state.players}

    # --- helpers --------------------------------------------------------------------------
    def _wolf(self, name: str) -> bool:
        return self.seats[name].werewolf

    def _called_wolves(self, prompt: Prompt) -> bool:
        return bool(prompt.called) and all(self._wolf(n) for n in prompt.called)

    def _pick(self, options: list[str] | tuple[str, ...]) -> str:
        return options[self.rng.randrange(len(options))]

    def _suspects(self, voter: str, candidates: tuple[str, ...]) -> list[str]:
        """Whom a villager would name: an exposed wolf, else anyone not trusted."""
        lover = self.seats[voter].lover
        usable = [c for c in candidates if c != voter and c != lover]
        exposed = [c for c in usable if c in self.know.exposed]
        if exposed:
            return exposed
        untrusted = [c for c in usable if c not in self.know.trusted]
        return untrusted or usable

    def _prey(self, candidates: tuple[str, ...], avoid: str | None = None) -> list[str]:
        """Whom the wolves go for: the seer once she spoke, else any non-wolf."""
        prey = [c for c in candidates if not self._wolf(c) and c != avoid]
        if self.know.seer_spoke in prey:
            return [self.know.seer_spoke] if self.know.seer_spoke else prey
        return prey

    def _seer_speaks(self) -> None:
        """At day, a living seer tells what she has seen."""
        state = self.game.state
        if self.know.spoken_round == state.round:
            return
        self.know.spoken_round = state.round
        seers = [p for p in state.players if p.role == "ziener" and p.alive]
        found = [n for n, wolf in self.know.seen.items() if wolf and state.player(n).alive]
        if not seers or not found:
            return  # she stays hidden until she can name a living werewolf
        for name, wolf in self.know.seen.items():
            (self.know.exposed if wolf else self.know.trusted).add(name)
        self.know.seer_spoke = seers[0].name

    # --- role-aware answers ---------------------------------------------------------------
    def policy(self, prompt: Prompt) -> Any:
        """The role-aware answer, or NotImplemented to fall back on the generic one."""
        state = self.game.state
        key = prompt.key
        cands = prompt.candidates
        if prompt.kind == VOTE:
            self._seer_speaks()
            return {"ballots": self._ballots(prompt)}
        if key == "weerwolven":
            prey = self._prey(cands)
            return self._pick(prey) if prey else ""
        if key == "ziener":
            unseen = [c for c in cands if c not in self.know.seen]
            target = self._pick(unseen or list(cands))
            self.know.seen[target] = self._wolf(target)
            return target
        if key == "heks":
            return self._witch(prompt)
        if key == "jager":
            hunter = prompt.called[0] if prompt.called else ""
            return self._pick(self._suspects(hunter, cands) or list(cands))
        if key == "meisje_betrapt":
            return self.rng.random() < GIRL_CAUGHT
        if key == "dief":
            wolves = [c for c in prompt.choices if role(c).werewolf]
            if wolves and self.rng.random() < 0.5:
                return wolves[0]
            return NotImplemented
        if key == "burgemeester":
            self._seer_speaks()
            pool = [c for c in cands if c not in self.know.exposed] or list(cands)
            return self._pick(pool)
        if key == "opvolger" and prompt.called:
            mayor = state.player(prompt.called[0])
            if mayor.werewolf:
                pool = [c for c in cands if self._wolf(c)]
            else:
                pool = [c for c in cands if c in self.know.trusted] or self._suspects_free(cands)
            return self._pick(pool or list(cands))
        if key == "burgemeester_beslist" and prompt.called:
            mayor = state.player(prompt.called[0])
            if mayor.werewolf:
                pool = [c for c in cands if not self._wolf(c)]
            else:
                pool = [c for c in cands if c in self.know.exposed]
            return self._pick(pool or list(cands))
        return NotImplemented

    def _suspects_free(self, cands: tuple[str, ...]) -> list[str]:
        return [c for c in cands if c not in self.know.exposed]

    def _witch(self, prompt: Prompt) -> dict[str, Any]:
        state = self.game.state
        witch = prompt.called[0] if prompt.called else ""
        answer: dict[str, Any] = {}
        victim = state.night.victim
        saves = victim == witch or self.rng.random() < WITCH_SAVES
        if "redden" in prompt.choices and victim and saves:
            answer["redden"] = True
        if "vergif" in prompt.choices:
            targets = [c for c in prompt.candidates if c != witch and c != victim]
            exposed = [c for c in targets if c in self.know.exposed]
            if exposed:
                answer["vergif"] = self._pick(exposed)
            elif targets and self.rng.random() < WITCH_POISONS:
                pool = [c for c in targets if c not in self.know.trusted] or targets
                answer["vergif"] = self._pick(pool)
        return answer

    def _ballots(self, prompt: Prompt) -> dict[str, str]:
        """One ballot per voter. The day has a leading suspect (an exposed werewolf, else a
        random player nobody trusts); villagers follow the lead (FOLLOW_LEAD) or vote their
        own suspicion; the pack joins a lead on a villager, else votes its own target."""
        cands = prompt.candidates
        ballots: dict[str, str] = {}
        exposed = [c for c in cands if c in self.know.exposed]
        untrusted = [c for c in cands if c not in self.know.trusted] or list(cands)
        hidden = [c for c in untrusted if self._wolf(c)]
        if exposed:
            lead: str | None = self._pick(exposed)
        elif hidden and self.rng.random() < INSTINCT:
            lead = self._pick(hidden)  # the table reads a liar's tells
        else:
            lead = self._pick(untrusted) if untrusted else None
        prey = self._prey(cands)
        pack_target = lead if lead and not self._wolf(lead) else (
            self._pick(prey) if prey else None)
        for voter in prompt.voters:
            lover = self.seats[voter].lover
            if self._wolf(voter) and pack_target and pack_target not in (voter, lover):
                ballots[voter] = pack_target
                continue
            pool = self._suspects(voter, cands)
            if not pool:
                continue  # abstains
            follow = FOLLOW_SEER if lead in exposed else FOLLOW_LEAD
            if lead in pool and self.rng.random() < follow:
                ballots[voter] = lead
            else:
                ballots[voter] = self._pick(pool)
        return ballots

    # --- generic answers ------------------------------------------------------------------
    def generic(self, prompt: Prompt) -> Any:
        kind = prompt.kind
        cands = list(prompt.candidates)
        if kind == NONE:
            return None
        if kind == PLAYER:
            if not cands:
                return ""
            if self._called_wolves(prompt):
                cands = [c for c in cands if not self._wolf(c)] or cands
            return self._pick(cands)
        if kind == PLAYERS:
            low, high = prompt.low, min(prompt.high, len(cands))
            count = low if low >= high else self.rng.randint(low, high)
            if self._called_wolves(prompt):
                prey = [c for c in cands if not self._wolf(c)]
                if len(prey) >= count:
                    cands = prey
            return self.rng.sample(cands, min(count, len(cands)))
        if kind == CHOICE:
            if not prompt.choices or (prompt.optional and self.rng.random() < PASS_SHARE):
                return ""
            return self._pick(prompt.choices)
        if kind == YESNO:
            return self.rng.random() < YES_SHARE
        if kind == TABLE:
            return {}
        if kind == VOTE:
            return {"ballots": self._ballots(prompt)}
        return None

    def alternatives(self, prompt: Prompt) -> list[Any]:
        """Other answers to try after a refusal: other candidates, then passes."""
        options: list[Any] = []
        if prompt.kind == PLAYER:
            options = list(prompt.candidates)
            self.rng.shuffle(options)
        elif prompt.kind == PLAYERS and prompt.candidates:
            for _ in range(6):
                options.append(self.generic(prompt))
        elif prompt.kind == CHOICE:
            options = list(prompt.choices)
        elif prompt.kind == VOTE:
            options = [""]
        elif prompt.kind == TABLE and prompt.choices:
            # A table of fields: each field a candidate, or each field switched on.
            if prompt.candidates:
                options.append({c: self._pick(prompt.candidates) for c in prompt.choices})
            options.append(dict.fromkeys(prompt.choices, True))
        return [*options[:12], "", None, [], {}, False]

    def answer(self, prompt: Prompt) -> None:
        game = self.game
        if prompt.kind == NONE:
            game.answer(None)
            return
        first = self.policy(prompt)
        if first is NotImplemented:
            first = self.generic(prompt)
        try:
            game.answer(first)
            return
        except AnswerError:
            pass
        for value in self.alternatives(prompt):
            try:
                game.answer(value)
                return
            except AnswerError:
                continue
        for _ in range(LEGAL_TRIES):  # last, the shared random legal answers
            try:
                game.answer(legal_answer(prompt, game.state, self.rng))
                return
            except AnswerError:
                continue
        raise BotError(f"The bots found no answer the engine accepts for step '{prompt.step}'.")


def play_bot_game(setup: GameSetup, seed: int, max_rounds: int = MAX_ROUNDS, *,
                  validated: bool = False) -> BotResult:
    """Play one game with bots at every seat; see the module docstring for the policies.
    `validated`: the setup was checked already (setups.deal.deal_setup checks its deal)."""
    game = Game(setup, validated=validated)
    bots = Bots(game, seed)
    answers = 0
    while game.prompt is not None:
        if game.state.round > max_rounds:
            return BotResult(DRAW, game.state.round - 1, True, answers)
        bots.answer(game.prompt)
        answers += 1
    winner = game.state.winner.camp if game.state.winner else DRAW
    return BotResult(winner, game.state.round, False, answers)


def play_headless(setup: GameSetup, seed: int) -> str:
    """Play one game with bots; the winning camp id, or "niemand" (also for a capped draw)."""
    return play_bot_game(setup, seed).winner
