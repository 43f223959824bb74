"""What the engine asks the table, and how an answer is checked before it is applied.

A prompt says which step it belongs to, which answer key it takes (the scenario key), who is
called, what kind of answer fits and which line is spoken. Its `check` turns a raw answer into
the normal form that is journaled, or raises AnswerError naming what was wrong and what is
allowed; nothing is applied until the check passes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from narration.errors import AnswerError, PromptError
from narration.ids import PromptKind
from narration.lines import edition_line
from narration.state import GameState
from setups.errors import shown
from setups.game_setup import clean_name

NONE = PromptKind.NONE
PLAYER = PromptKind.PLAYER
PLAYERS = PromptKind.PLAYERS
CHOICE = PromptKind.CHOICE
YESNO = PromptKind.YESNO
TABLE = PromptKind.TABLE
VOTE = PromptKind.VOTE

Check = Callable[[Any], Any]
RuleCheck = Callable[[Any], str | None]


def _take_it(value: Any) -> Any:
    """A prompt's check by default: takes any answer as it is."""
    return value


@dataclass(slots=True)  # not frozen: a frozen dataclass is slow to make, and many are made
class Prompt:
    step: str
    key: str | None
    kind: PromptKind
    phase: str
    round: int
    line: str = ""
    called: tuple[str, ...] = ()
    role: str | None = None
    info: tuple[str, ...] = ()
    candidates: tuple[str, ...] = ()
    choices: tuple[str, ...] = ()
    low: int = 0
    high: int = 0
    optional: bool = False
    voters: tuple[str, ...] = ()
    # TABLE: the fields of `choices` that take a player (the others are yes/no).
    player_fields: tuple[str, ...] = ()
    # A power a player may use at this point of the day (Het Dorp); the screen passes the
    # offer by itself unless the narrator says a player wants to use one.
    day_power: bool = False
    # How each choice is shown, when its value alone does not say it (a question's text).
    labels: tuple[str, ...] = ()
    # The screen shows the discussion timer (the discussion; the Volle Maan variants' moments
    # with a time limit: De Sprekende Muur's notes, Maneschijn's candle).
    timed: bool = False
    # The rulebook's quote that says a choice must be made here (its Dutch text, the "rules"
    # catalogue's id), "" for none: the screen shows it beside "pick N more" (the zondebok).
    must_rule: str = ""
    # VOTE: every voter's pick is entered one by one and there is no outcome to pick, each
    # voter among the candidates but himself (Dolle Nacht: each werewolf, woken alone, looks
    # at another player's card). The screen offers no "whom the village votes out".
    one_by_one: bool = False
    check: Check = field(default=_take_it, compare=False, repr=False)

    @property
    def needs_answer(self) -> bool:
        return self.kind != NONE


_new = object.__new__


def _prompt(step: str, key: str | None, kind: PromptKind, state: GameState, line: str,
            called: tuple[str, ...], role: str | None, info: tuple[str, ...],
            candidates: tuple[str, ...] = ()) -> Prompt:
    """`Prompt(step, key, kind, state.phase, state.round, line, called, role, info,
    candidates)`, every other field at its default, made without calling the class: a class
    call goes through type_call and __init__ in C (~1.3 K instructions more a prompt, ~34 a
    bot game). Every field is set here (a slot left unset could not be read): a field added
    to Prompt is added here too (tests/engine/test_prompt_factory.py)."""
    prompt: Prompt = _new(Prompt)
    prompt.step = step
    prompt.key = key
    prompt.kind = kind
    prompt.phase = state.phase
    prompt.round = state.round
    prompt.line = line
    prompt.called = called
    prompt.role = role
    prompt.info = info
    prompt.candidates = candidates
    prompt.choices = ()
    prompt.low = 0
    prompt.high = 0
    prompt.optional = False
    prompt.voters = ()
    prompt.player_fields = ()
    prompt.day_power = False
    prompt.labels = ()
    prompt.timed = False
    prompt.must_rule = ""
    prompt.one_by_one = False
    prompt.check = _take_it
    return prompt


def choice_label(state: GameState, value: str) -> str:
    """How a choice is shown: a role's name (the dief's cards), else its `keuze_<value>` word
    (the wolfshond's camps), else the value itself."""
    from narration.lines import has_line
    from setups.catalogue import is_role

    if is_role(value):
        return state.role_name(value)
    if has_line(state.lang, "word", f"keuze_{value}"):
        return state.text("word", f"keuze_{value}")
    return value


def err(state: GameState, line_id: str, **params: Any) -> AnswerError:
    """The error line `line_id`; a typed value it quotes is shown on one line."""
    shown_params = {k: shown(v) if isinstance(v, str) else v for k, v in params.items()}
    return AnswerError(state.text("error", line_id, **shown_params))


def rule_error(state: GameState, what: str, rule: str, ruling: str | None = None, *,
               option: str = "") -> AnswerError:
    """The refusal of `what` quoting `rule`; `ruling` the RULINGS.md id behind it, if any;
    `option` the setup switch (an Options field) whose being off forbids it."""
    return AnswerError(state.text("error", "rule", what=what, rule=rule), ruling=ruling,
                       rule=rule, option=option)


def resolve_name(state: GameState, value: str) -> str | None:
    """The player a typed name means: exact, or equal after the setup's cleaning (NFC, spaces)
    and ignoring case, as the names were checked for duplicates. None when nobody."""
    names = [p.name for p in state.players]
    if value in names:
        return value
    folded = {n.casefold(): n for n in names}
    return folded.get(clean_name(value).casefold())


def _name(state: GameState, value: Any, candidates: tuple[str, ...] | None) -> str:
    """The player `value` names, when he is one of `candidates` (None: any player)."""
    if not isinstance(value, str):
        raise err(state, "need_player")
    try:
        player = state.player(value)
    except KeyError:
        resolved = resolve_name(state, value)
        if resolved is None:
            allowed = candidates if candidates is not None else _everyone(state)
            raise err(state, "unknown_player", name=value, allowed=", ".join(allowed)) from None
        value, player = resolved, state.player(resolved)
    if candidates is not None and value not in candidates:
        if not player.alive:
            raise err(state, "dead_player", name=value)
        raise err(state, "not_allowed", name=value, allowed=", ".join(candidates))
    return str(value)


def _everyone(state: GameState) -> tuple[str, ...]:
    return tuple(p.name for p in state.players)


# What a prompt that asks nothing takes (compared by ==: 1 and 1.0 equal True); never changed.
_NOTHING: tuple[Any, ...] = (None, True, "", {}, [])


@cache
def _check_for(lang: str, edition: str, kind: PromptKind) -> Check:
    """The checks that read nothing of the state but its lines' language and edition (to say
    what was wrong), made once for each: a check made with every prompt is a function object
    made and freed (~1.7 K instructions, ~20 a bot game)."""
    return _nothing_check(lang, edition) if kind == NONE else _yesno_check(lang, edition)


def _nothing_check(lang: str, edition: str) -> Check:
    def check(value: Any) -> None:
        # (None, the bots' answer, is taken without building the allowed values' dict and
        # list again: they are made once, _NOTHING.)
        if value is not None and value not in _NOTHING:
            raise AnswerError(edition_line(lang, edition, "error", "need_nothing", {}))
        return None

    return check


def _yesno_check(lang: str, edition: str) -> Check:
    def check(value: Any) -> bool:
        if value in ("", None):
            return False
        if not isinstance(value, bool):
            raise AnswerError(edition_line(lang, edition, "error", "need_yesno", {}))
        return value

    return check


def none_prompt(state: GameState, step: str, line: str, *, info: tuple[str, ...] = (),
                role: str | None = None, called: tuple[str, ...] = (),
                timed: bool = False) -> Prompt:
    prompt = _prompt(step, None, NONE, state, line, called, role, info)
    setup = state.setup
    prompt.check = _check_for(setup.lang, setup.edition, NONE)
    prompt.timed = timed
    return prompt


def answerable(step: str, key: str, need: int, have: int) -> None:
    """Refuse a prompt that needs `need` picks from `have` possibilities: nobody could answer
    it and the game would be stuck (a rule must pass over such a question itself)."""
    if have < need:
        raise PromptError(f"step '{step}' would ask '{key}' for {need} of {have} possibilities; "
                          "nobody can answer that")


def player_prompt(state: GameState, step: str, key: str, line: str, candidates: list[str], *,
                  optional: bool = False, rule: RuleCheck | None = None,
                  must_rule: str = "", info: tuple[str, ...] = (), role: str | None = None,
                  called: tuple[str, ...] = ()) -> Prompt:
    cands = tuple(candidates)
    answerable(step, key, 0 if optional else 1, len(cands))

    def check(value: Any) -> str:
        if value in ("", None, []):
            if optional:
                return ""
            raise err(state, "must_choose", rule=must_rule)
        if isinstance(value, list) and len(value) == 1:
            value = value[0]
        name = _name(state, value, None)
        problem = rule(name) if rule else None
        if problem:
            raise AnswerError(problem)
        if name not in cands:
            _name(state, name, cands)
        return name

    prompt = _prompt(step, key, PLAYER, state, line, called, role, info, cands)
    prompt.optional, prompt.low, prompt.high = optional, 0 if optional else 1, 1
    prompt.must_rule = must_rule
    prompt.check = check
    return prompt


def players_prompt(state: GameState, step: str, key: str, line: str, candidates: list[str], *,
                   low: int, high: int, rule: RuleCheck | None = None, must_rule: str = "",
                   info: tuple[str, ...] = (), role: str | None = None,
                   called: tuple[str, ...] = ()) -> Prompt:
    cands = tuple(candidates)
    answerable(step, key, low, len(cands))

    def check(value: Any) -> list[str]:
        if value in ("", None):
            value = []
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list):
            raise err(state, "need_players_list")
        names = [_name(state, v, None) for v in value]
        for n in names:
            if names.count(n) > 1:
                raise err(state, "duplicate_player", name=n)
        if not low <= len(names) <= high:
            if low == high:
                if not names and must_rule:
                    raise err(state, "must_choose", rule=must_rule)
                raise err(state, "need_one" if low == 1 else "need_count", count=low)
            raise err(state, "need_range", low=low, high=high)
        problem = rule(names) if rule else None
        if problem:
            raise AnswerError(problem)
        for n in names:
            _name(state, n, cands)
        return names

    prompt = _prompt(step, key, PLAYERS, state, line, called, role, info, cands)
    prompt.low, prompt.high, prompt.optional = low, high, low == 0
    prompt.must_rule = must_rule
    prompt.check = check
    return prompt


def choice_prompt(state: GameState, step: str, key: str, line: str, choices: list[str], *,
                  optional: bool = False, must_rule: str = "", info: tuple[str, ...] = (),
                  role: str | None = None, called: tuple[str, ...] = (),
                  rule: RuleCheck | None = None,
                  labels: tuple[str, ...] = ()) -> Prompt:
    """`rule(choice)`: why a shown choice may not be picked now (refused when picked)."""
    opts = tuple(choices)
    answerable(step, key, 0 if optional else 1, len(opts))

    def check(value: Any) -> str:
        if value in ("", None):
            if optional:
                return ""
            raise err(state, "must_choose", rule=must_rule)
        if not isinstance(value, str) or value not in opts:
            raise err(state, "need_choice", value=value, allowed=", ".join(opts))
        problem = rule(value) if rule else None
        if problem:
            raise AnswerError(problem)
        return value

    prompt = _prompt(step, key, CHOICE, state, line, called, role, info)
    prompt.choices, prompt.optional, prompt.labels = opts, optional, labels
    prompt.must_rule = must_rule
    prompt.check = check
    return prompt


def yesno_prompt(state: GameState, step: str, key: str, line: str, *,
                 info: tuple[str, ...] = (), role: str | None = None,
                 called: tuple[str, ...] = ()) -> Prompt:
    prompt = _prompt(step, key, YESNO, state, line, called, role, info)
    prompt.optional = True
    setup = state.setup
    prompt.check = _check_for(setup.lang, setup.edition, YESNO)
    return prompt


def ballots_prompt(state: GameState, step: str, key: str, line: str,
                   candidates: tuple[str, ...], voters: tuple[str, ...], check: Check) -> Prompt:
    """A vote: each of `voters` names one of `candidates` (`check` is the vote's own,
    narration/vote.py)."""
    prompt = _prompt(step, key, VOTE, state, line, (), None, (), candidates)
    prompt.voters = voters
    prompt.check = check
    return prompt


def table_prompt(state: GameState, step: str, key: str, line: str, check: Check, *,
                 choices: tuple[str, ...], candidates: list[str], info: tuple[str, ...] = (),
                 role: str | None = None, called: tuple[str, ...] = (),
                 player_fields: tuple[str, ...] = ()) -> Prompt:
    """A small table of fields (`choices`): yes/no fields, and `player_fields` that take one
    of `candidates` (the witch: `redden` yes/no, `vergif` a player)."""
    prompt = _prompt(step, key, TABLE, state, line, called, role, info, tuple(candidates))
    prompt.choices, prompt.optional = choices, True
    prompt.player_fields = tuple([f for f in player_fields if f in choices])
    prompt.check = check
    return prompt
