"""The bots' caches (narration/bot_view.py, narration/bots.py) give what a fresh read of the
table gives: the table's suspicion within one answer and after it, the order by suspicion,
the village's read of a vote."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from narration.bot_view import Board, SeatView
from narration.bots import Bots, VillageRead, village_ballot
from narration.engine import Game
from narration.prompts import VOTE, Prompt
from narration.state import Death
from setups.deal import deal_setup

NAMES = ("Anna", "Bram", "Cor", "Dirk", "Eva", "Fleur")


def table() -> Game:
    return Game(deal_setup(NAMES, Counter(weerwolf=2, ziener=1, burger=3), 4))


def vote(round_number: int = 1) -> Prompt:
    return Prompt("stemming", "stemming", VOTE, "day", round_number, candidates=NAMES,
                  voters=NAMES)


def test_a_claim_within_one_answer_is_read_at_once() -> None:
    game = table()
    board = Board(moment=5)
    view = SeatView(game.state, board, "Anna", {})
    assert view.suspicion("Cor") == 0.0  # read (and kept) for moment 5
    SeatView(game.state, board, "Bram", {}).claim("ziener", {"Cor": True})
    assert view.suspicion("Cor") > 0 and view.findings == {"Cor": True}


def test_a_vote_within_one_answer_is_read_at_once() -> None:
    game = table()
    wolf = next(p.name for p in game.state.players if p.werewolf)
    villager = next(p.name for p in game.state.players if not p.werewolf)
    board = Board(moment=1)
    view = SeatView(game.state, board, None, {})
    game.state.player(villager).alive = False
    game.state.deaths.append(Death(villager, 1, "day", "stemming"))
    assert view.suspicion(wolf) == 0.0  # the death is read: nobody voted yet
    board.record_vote(1, "stemming", {wolf: villager})
    assert view.suspicion(wolf) > 0  # he voted out a villager: read within the same answer


def test_a_death_is_read_once_the_next_answer_begins() -> None:
    game = table()
    wolf = next(p.name for p in game.state.players if p.werewolf)
    villager = next(p.name for p in game.state.players if not p.werewolf)
    board = Board(moment=1)
    board.record_vote(1, "stemming", {wolf: villager})
    view = SeatView(game.state, board, None, {})
    assert view.suspicion(wolf) == 0.0
    game.state.player(villager).alive = False  # as the engine does after the answer
    game.state.deaths.append(Death(villager, 1, "day", "stemming"))
    board.moment += 1
    assert view.suspicion(wolf) > 0
    fresh = SeatView(game.state, Board(votes=list(board.votes)), None, {})
    assert fresh.suspicion(wolf) == view.suspicion(wolf)  # as a board with no cache reads it


def test_the_order_by_suspicion_follows_a_new_claim() -> None:
    game = table()
    board = Board(moment=3)
    view = SeatView(game.state, board, None, {})
    view.ranked(NAMES, random.Random(1))
    SeatView(game.state, board, "Anna", {}).claim("ziener", {"Eva": True, "Cor": False})
    for seed in range(10):
        ranked = view.ranked(NAMES, random.Random(seed))
        assert ranked[0] == "Eva" and ranked[-1] == "Cor"
        fresh = SeatView(game.state, Board(claims=dict(board.claims), said=dict(board.said)),
                         None, {})
        assert ranked == fresh.ranked(NAMES, random.Random(seed))


def test_the_village_read_of_a_vote_is_the_read_of_each_ballot_alone() -> None:
    """One VillageRead for the whole vote, read from the table's view, gives each seat what
    village_ballot (a read of its own seat's view) gives it, with the same dice; lovers too."""
    game = table()
    game.state.player("Bram").lover, game.state.player("Cor").lover = "Cor", "Bram"
    board = Board(moment=0)
    SeatView(game.state, board, "Anna", {}).claim("ziener", {"Cor": True, "Dirk": False})
    for seed in range(30):
        shared, alone = random.Random(seed), random.Random(seed)
        board_shared = Board(claims=dict(board.claims), said=dict(board.said), moment=0)
        board_alone = Board(claims=dict(board.claims), said=dict(board.said))
        read = VillageRead(vote(), SeatView(game.state, board_shared, None, {}))
        for seat in NAMES:
            lover = game.state.player(seat).lover
            mine = read.ballot(seat, lover, shared)
            theirs = village_ballot(SeatView(game.state, board_alone, seat, {}), vote(),
                                    alone)
            assert mine == theirs, (seed, seat)


def test_each_vote_is_read_afresh() -> None:
    """The second vote of a game reads the claims made since the first."""
    game = table()
    bots = Bots(game, 7)
    bots._ballots(vote(1))
    first_lead = bots.board.leads[(1, "stemming")]
    SeatView(game.state, bots.board, "Anna", {}).claim("ziener", {"Fleur": True})
    bots.board.moment += 1
    bots._ballots(vote(2))
    assert bots.board.leads[(2, "stemming")] == "Fleur"
    assert first_lead is not None


def test_the_claims_are_read_again_when_a_claimer_dies_and_his_card_turns() -> None:
    """A claimer shown a liar by his open card: the claims' part is not kept past a death;
    a vote alone keeps it."""
    game = table()
    wolf = next(p.name for p in game.state.players if p.werewolf)
    board = Board(moment=1)
    SeatView(game.state, board, wolf, {}).claim("ziener", {"Anna": True})
    view = SeatView(game.state, board, None, {})
    claimed = view.suspicion(wolf)
    board.record_vote(1, "stemming", {"Bram": "Cor"})  # no outcome yet: nothing changes
    assert view.suspicion(wolf) == claimed < 0
    game.state.player(wolf).alive = False
    game.state.deaths.append(Death(wolf, 1, "night", "weerwolven"))
    board.moment += 1
    assert view.suspicion(wolf) > 0  # his open card: a werewolf, not the ziener he claimed
    fresh = SeatView(game.state, Board(claims=dict(board.claims), said=dict(board.said),
                                       votes=list(board.votes)), None, {})
    assert fresh.suspicions() == view.suspicions()


def fresh_read(game: Game, board: Board) -> tuple[dict[str, float], dict[str, bool]]:
    """The table's read from a board that has never read anything."""
    blank = Board(claims=dict(board.claims), said={k: dict(v) for k, v in board.said.items()},
                  votes=list(board.votes))
    view = SeatView(game.state, blank, None, {})
    return dict(view.suspicions()), dict(view.findings)


def test_the_kept_read_is_a_fresh_read_at_every_answer_of_whole_games() -> None:
    """Bots play whole games; before every answer the table's kept read (claims' part kept
    across unrelated deaths, votes' outcomes kept as they become known) equals a read from
    scratch, with the dead cards turned open and hidden."""
    names = tuple(f"P{i + 1}" for i in range(12))
    mix = Counter(weerwolf=3, ziener=1, heks=1, jager=1, cupido=1, burger=5)
    compared = 0
    for reveal in (True, False):
        for seed in range(12):
            setup = deal_setup(names, mix, seed)
            if not reveal:
                setup = replace(setup, options=replace(setup.options, reveal_dead_roles=False))
            game = Game(setup)
            bots = Bots(game, seed)
            table_view = bots.view(None)
            while game.prompt is not None and game.state.round <= 12:
                bots.answer(game.prompt)
                bots.board.moment += 1  # as the next answer begins
                kept = (dict(table_view.suspicions()), dict(table_view.findings))
                assert kept == fresh_read(game, bots.board), (reveal, seed, game.state.round)
                compared += bool(bots.board.claims and bots.board.votes)
    assert compared > 50  # claims and votes were there to read


def test_each_ruleset_has_its_own_policies() -> None:
    """The policy memo is kept per ruleset: Wolf Village's ziener is not the Zygomatic one."""
    names = tuple(f"P{i + 1}" for i in range(8))
    mix = Counter(weerwolf=2, ziener=1, burger=5)
    zygomatic = Bots(Game(deal_setup(names, mix, 1)), 1)
    wolf_village = Bots(Game(deal_setup(names, mix, 1, edition="wolf_village")), 1)
    ours = zygomatic.card_policy("ziener", "ziener_ziet")
    theirs = wolf_village.card_policy("ziener", "ziener_ziet")
    assert ours is not None and theirs is not None and ours is not theirs
    assert ours.__module__ == "narration.roles.ziener"
    assert theirs.__module__ == "narration.editions.wolf_village.ziener"


def test_the_seats_passed_over_at_day_break_are_those_with_nothing_to_say() -> None:
    """The cards that talk when the day begins are kept per ruleset: for every card of two
    editions, a seat is passed over exactly when neither its card nor (for a werewolf) the
    pack's card has a day policy."""
    from narration.bot_view import DAY

    names = tuple(f"P{i + 1}" for i in range(8))
    mix = Counter(weerwolf=2, ziener=1, burger=5)
    for edition in ("", "wolf_village"):
        bots = Bots(Game(deal_setup(names, mix, 1, edition=edition)), 1)
        talking, pack_talks = bots._talking
        assert "ziener" in talking and pack_talks
        for role_id in bots.game.state.rules.by_role:
            for werewolf in (False, True):
                talks = role_id in talking or (pack_talks and werewolf)
                assert talks == (bots.card_policy(role_id, DAY, werewolf) is not None), \
                    (edition, role_id, werewolf)


def test_a_seat_whose_card_changes_to_a_talking_one_is_heard_at_day_break() -> None:
    """The seats asked at day break are kept per index of the cards held: a burger who is
    handed the ziener's card (with a werewolf in what she saw) claims it the next day."""
    from narration.ids import Phase

    names = tuple(f"P{i + 1}" for i in range(8))
    game = Game(deal_setup(names, Counter(weerwolf=2, ziener=1, burger=5), 1))
    bots = Bots(game, 1)
    state = game.state
    state.phase, state.round = Phase.DAY, 1
    bots._day_talk()  # the talking seats read: the ziener has seen nobody yet
    assert not bots.board.claims
    wolf = next(p.name for p in state.players if p.werewolf)
    old = next(p for p in state.players if p.role == "ziener")
    seer = next(p for p in state.players if p.role == "burger")
    old.role, seer.role = "burger", "ziener"  # the card changes hands
    bots.view(seer.name).notes["seen"] = {wolf: True}
    state.round = 2
    bots._day_talk()
    assert bots.board.claims == {seer.name: "ziener"}


def test_the_kept_sums_follow_a_card_that_changes_after_its_vote() -> None:
    """The votes' part goes on from the kept sums across a death that adds no outcome, not
    across a voted-out player's card changing hands after his death (the dienstmeisje takes
    it): the next read weighs his vote by the card he holds now, as a fresh read does."""
    game = table()
    wolf = next(p.name for p in game.state.players if p.werewolf)
    villagers = [p.name for p in game.state.players if not p.werewolf]
    out = villagers[0]
    board = Board(moment=1)
    view = SeatView(game.state, board, None, {})
    board.record_vote(1, "stemming", {wolf: out})
    game.state.player(out).alive = False
    game.state.deaths.append(Death(out, 1, "day", "stemming"))
    board.moment += 1
    assert view.suspicion(wolf) == 1.0  # he voted out a villager's card
    kept = view.suspicions()
    for moment, name in enumerate(villagers[1:3]):
        if moment:
            game.state.player(out).role = "weerwolf"  # his card changed hands
        game.state.player(name).alive = False
        game.state.deaths.append(Death(name, 2, "night", "weerwolven"))
        board.moment += 1
        assert (view.suspicions() is kept) == (not moment)  # an unrelated death: kept
        assert dict(view.suspicions()) == fresh_read(game, board)[0]
    assert view.suspicion(wolf) == -1.0


def seats(game: Game) -> tuple[str, str, list[str]]:
    """A werewolf, the ziener and the villagers of the table (burgers)."""
    players = game.state.players
    wolf = next(p.name for p in players if p.werewolf)
    seer = next(p.name for p in players if p.role == "ziener")
    return wolf, seer, [p.name for p in players if p.role == "burger"]


def die(game: Game, board: Board, name: str, round_number: int, cause: str) -> None:
    """`name` dies as the engine has him die; the next answer begins."""
    game.state.player(name).alive = False
    game.state.deaths.append(Death(name, round_number, "day", cause))
    board.moment += 1


def test_a_death_of_a_player_named_in_a_claim_reads_the_claims_again() -> None:
    """A werewolf claims the seer's card and names a villager a werewolf; the villager dies
    (not at a vote) and his open card proves the claimer a liar: the kept claims' part is not
    kept past the death of a player a claim names."""
    game = table()
    wolf, _, villagers = seats(game)
    board = Board(moment=1)
    view = SeatView(game.state, board, None, {})
    SeatView(game.state, board, wolf, {}).claim("ziener", {villagers[0]: True})
    assert view.suspicion(wolf) < 0 < view.suspicion(villagers[0])
    die(game, board, villagers[0], 1, "weerwolven")
    assert view.suspicion(wolf) > 0 and view.findings == {}  # a liar: his word counts no more
    assert (dict(view.suspicions()), dict(view.findings)) == fresh_read(game, board)


def test_the_death_of_a_claimed_cards_holder_reads_the_claims_again() -> None:
    """A werewolf claims the seer's card naming nobody; the real seer dies, named by nobody,
    and her open card is the card he claimed: the claims' part is read again."""
    game = table()
    wolf, seer, _ = seats(game)
    board = Board(moment=1)
    view = SeatView(game.state, board, None, {})
    SeatView(game.state, board, wolf, {}).claim("ziener", {})
    assert view.suspicion(wolf) < 0
    die(game, board, seer, 1, "weerwolven")
    assert view.suspicion(wolf) > 0  # the card he claimed lies open in another's hand
    assert dict(view.suspicions()) == fresh_read(game, board)[0]


def count_claim_reads(monkeypatch: pytest.MonkeyPatch, board: Board) -> list[SeatView]:
    """From now on, each read of `board`'s claims' part appends its view to the list
    returned (a fresh read's board is another)."""
    reads: list[SeatView] = []
    read_claims = SeatView._read_claims

    def counted(self: SeatView) -> tuple[dict[str, float], dict[str, bool]]:
        if self._board is board:
            reads.append(self)
        return read_claims(self)

    monkeypatch.setattr(SeatView, "_read_claims", counted)
    return reads


def test_the_claims_are_not_read_again_for_a_cleared_villager_but_for_a_cleared_wolf(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The seer claims her card and clears a villager and a werewolf (a lie or a mistake
    alike): the villager's open card bears her out and proves nothing, so his death leaves
    the claims' part as it was, unread; the werewolf's open card proves her a liar."""
    game = table()
    wolf, seer, villagers = seats(game)
    board = Board(moment=1)
    view = SeatView(game.state, board, None, {})
    SeatView(game.state, board, seer, {}).claim("ziener", {villagers[0]: False, wolf: False})
    assert view.suspicion(seer) < 0 and view.findings == {villagers[0]: False, wolf: False}
    reads = count_claim_reads(monkeypatch, board)
    die(game, board, villagers[0], 1, "weerwolven")
    assert view.suspicion(seer) < 0 and not reads  # not read again
    assert (dict(view.suspicions()), dict(view.findings)) == fresh_read(game, board)
    die(game, board, wolf, 1, "jager")
    assert view.suspicion(seer) > 0 and view.findings == {}  # his open card belies her
    assert reads
    assert (dict(view.suspicions()), dict(view.findings)) == fresh_read(game, board)


def test_an_exposed_wolfs_death_reads_the_claims_again_only_when_two_claim_one_card(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The seer names a werewolf; he dies and his open card bears her out: with no other
    claimer of her card, the claims' part is not read again; when another werewolf claims her
    card too, it is (his death proves her the seer, so the other claimer a liar)."""
    for rival in (False, True):
        game = table()
        wolves = [p.name for p in game.state.players if p.werewolf]
        _, seer, _ = seats(game)
        board = Board(moment=1)
        view = SeatView(game.state, board, None, {})
        SeatView(game.state, board, seer, {}).claim("ziener", {wolves[0]: True})
        if rival:
            SeatView(game.state, board, wolves[1], {}).claim("ziener", {seer: True})
        assert view.suspicion(wolves[0]) > 0
        reads = count_claim_reads(monkeypatch, board)
        die(game, board, wolves[0], 1, "jager")
        assert (dict(view.suspicions()), dict(view.findings)) == fresh_read(game, board)
        assert bool(reads) == rival
        if rival:
            assert view.findings == {wolves[0]: True}  # the liar's word counts no more


def test_a_vote_whose_outcome_is_known_after_a_later_ones_is_summed_too() -> None:
    """Two votes of one day; the later one's outcome is known first: the earlier one's,
    known after it, is still added (the sums are made again in the order the votes were
    cast), as a fresh read adds both."""
    game = table()
    wolf, _, villagers = seats(game)
    board = Board(moment=1)
    view = SeatView(game.state, board, None, {})
    board.record_vote(1, "stemming", {wolf: villagers[0]})
    board.record_vote(1, "herstemming", {wolf: villagers[1], villagers[2]: villagers[1]})
    die(game, board, villagers[1], 1, "herstemming")
    assert view.suspicion(wolf) == view.suspicion(villagers[2]) == 1.0
    die(game, board, villagers[0], 1, "stemming")
    assert view.suspicion(wolf) == 2.0 and view.suspicion(villagers[2]) == 1.0
    assert dict(view.suspicions()) == fresh_read(game, board)[0]


def test_with_the_dead_cards_hidden_a_vote_weighs_nothing_and_a_claim_is_read() -> None:
    """Cards not turned open: no vote's outcome is weighed, a claim is read at once."""
    game = table()
    game.state.setup = replace(game.state.setup, options=replace(
        game.state.setup.options, reveal_dead_roles=False))
    wolf, seer, villagers = seats(game)
    board = Board(moment=1)
    view = SeatView(game.state, board, None, {})
    board.record_vote(1, "stemming", {wolf: villagers[0]})
    die(game, board, villagers[0], 1, "stemming")
    assert view.suspicions() == {}
    SeatView(game.state, board, seer, {}).claim("ziener", {wolf: True})
    assert view.suspicion(wolf) == 10.0 and view.findings == {wolf: True}
    assert (dict(view.suspicions()), dict(view.findings)) == fresh_read(game, board)
