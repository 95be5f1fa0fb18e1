"""Golden replay: a fixed seed and action list must end in the pinned state hash.

The save in ``tests/golden/`` is a 2-player greedy-bot game (seed 1924), played on a frozen copy
of the board and content (``tests/golden/data/``), so edits of ``data/`` leave it alone and only
a change of the engine (or of the navigation it calls) can move the hash. If a deliberate rule
change moves it, regenerate the save and pin the new hash after checking that the game still
reads right (``npq replay``)::

    cd tests && python -c "from test_game_golden import regenerate; regenerate()"

The advanced game has its own golden save (``regenerate_advanced``).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from npq.board import load_board
from npq.content import load_content
from npq.game import GameRecord, World, load_game
from npq.weather import load_weather_disc

HERE = Path(__file__).parent / "golden"
GOLDEN = HERE / "greedy-2p-1924.json"
DATA = HERE / "data"
PINNED = "6293ba3eb26b71bff454dbf8d2bf303259cf407ce7799ee06dd9e7cb4993d371"


@lru_cache(maxsize=1)
def frozen_world() -> World:
    board = load_board(DATA / "board.geojson", DATA / "territories.geojson")
    return World(
        board=board, disc=load_weather_disc(DATA / "weather_disc.toml"), content=load_content(DATA)
    )


def regenerate() -> None:
    from npq.bots import GreedyBot, play_game
    from npq.game import GameConfig, save_game

    cfg = GameConfig(("italy", "usa"))
    summary = play_game(
        cfg, 1924, [GreedyBot(), GreedyBot()], max_rounds=60, keep_record=True, world=frozen_world()
    )
    assert summary.record is not None
    save_game(GOLDEN, summary.record)
    print(summary.final_hash)


def test_golden_replay_reaches_the_pinned_hash() -> None:
    record = load_game(GOLDEN, frozen_world())  # replays every action, checks every turn's hash
    assert record.final_hash == PINNED
    assert record.state.outcome is not None
    assert len(record.actions) > 50


ADVANCED_GOLDEN = HERE / "greedy-4p-advanced-1924.json"
ADVANCED_PINNED = "09d9ff6da080ded3757a93a22072e76aa68f9dbed797016ab212e3d2d9c40a92"


def regenerate_advanced() -> None:
    """The advanced game's golden save: 4 greedy bots, telegrams on, seed 1924 (issue #11)."""
    from npq.bots import GreedyBot, play_game
    from npq.game import GameConfig, save_game

    cfg = GameConfig(("italy", "usa", "japan", "germany"), advanced=True, telegrams=True)
    bots = [GreedyBot() for _ in range(4)]
    summary = play_game(cfg, 1924, bots, max_rounds=60, keep_record=True, world=frozen_world())
    assert summary.record is not None
    save_game(ADVANCED_GOLDEN, summary.record)
    print(summary.final_hash)


def test_golden_replay_of_an_advanced_game_reaches_its_pinned_hash() -> None:
    """The advanced rule set on frozen data (the Telegram deck frozen beside the board): the
    draft, auctions, telegrams and the advanced prices replay to the same hash."""
    from npq.game import Bid, DraftCard, PassBid

    record = load_game(ADVANCED_GOLDEN, frozen_world())
    assert record.config.advanced and record.config.telegrams
    assert record.final_hash == ADVANCED_PINNED
    assert record.state.outcome is not None
    kinds = {type(a) for a in record.actions}
    assert DraftCard in kinds
    assert kinds & {Bid, PassBid}  # at least one hire was contested


#: The same seed played by edition 3 of the rules (issue 17's rulings): saved by edition 3, it
#: never moves now that edition 4 is the current one (the saves above, of editions 1 and 2,
#: never move either).
EDITION3 = HERE / "greedy-2p-1924-edition3.json"
PINNED_EDITION3 = "190ddd19b6d2a96fdf26bd470c0f2da61ffe5e2b99e1d19cae2642c013926fdb"
#: The advanced game of :data:`ADVANCED_GOLDEN` played by edition 3 (the rescue, the cession
#: auction and the seas of issue 11, issue 17's rulings).
EDITION3_ADVANCED = HERE / "greedy-4p-advanced-1924-edition3.json"
PINNED_EDITION3_ADVANCED = "0cc6bbfeba59370bdd65e3180c5b970f5850575e1e923a67c24807900ac0e8f3"

#: The same two games played by edition 4 (issue 14: the weather disc turned at set-up by
#: lot): saved by edition 4, they never move now that edition 5 is the current one.
EDITION4 = HERE / "greedy-2p-1924-edition4.json"
PINNED_EDITION4 = "50209146a0cc4084b2860d758387f2cbcc3e19b8e8c17ee7a0a9a0d461c1d475"
EDITION4_ADVANCED = HERE / "greedy-4p-advanced-1924-edition4.json"
PINNED_EDITION4_ADVANCED = "506eeeb217d7debd544ef45efe3857d7acf57768780d6c6fb1b11c6c601971c1"

#: The same two games played by edition 5 (issue 14: the Mission cities and the USA's Speed
#: of ``editions.toml``, frozen beside the board): saved by edition 5, they never move now that
#: edition 6 is the current one.
EDITION5 = HERE / "greedy-2p-1924-edition5.json"
PINNED_EDITION5 = "4fa2fc6d4148347447bbce353f5e0d236b1e01012cdb8c428091507902501535"
EDITION5_ADVANCED = HERE / "greedy-4p-advanced-1924-edition5.json"
PINNED_EDITION5_ADVANCED = "6b909938aa25391a7b66024035110ce75afefc671f7ac1976a0025f9f83690b0"

#: The same two games played by edition 6 (issue 14: ten Mission cities more and the USSR's
#: Speed 4 of ``editions.toml``, frozen beside the board): saved by edition 6, they never move
#: now that edition 7 is the current one -- replayed on the frozen board, which has edition 7's
#: Virgohamna, they are played on its board of edition 6 (World.for_edition), without it.
EDITION6 = HERE / "greedy-2p-1924-edition6.json"
PINNED_EDITION6 = "2fb8f719985c52d214e4738c7582bcf868d882b5a3314e399e97c36cf81649a1"
EDITION6_ADVANCED = HERE / "greedy-4p-advanced-1924-edition6.json"
PINNED_EDITION6_ADVANCED = "b1951849f4f75652ea6cf145ab15d63006e42ec9cdd17e5229015cdad3c4e485"

#: The same two games played by the current edition, 7 (issue 14: four Japanese ports as
#: Mission cities, Virgohamna on the board, the bots' Pilot): a change of the current rules
#: re-pins these.
CURRENT = HERE / "greedy-2p-1924-edition7.json"
PINNED_CURRENT = "a908bdf1b145ea95b6937e1f6fd116feeaed20deece41cacb37007b42b9fcc3f"
CURRENT_ADVANCED = HERE / "greedy-4p-advanced-1924-edition7.json"
PINNED_CURRENT_ADVANCED = "34b6b0f71a79a76b3271cd459fad5bef056f800e3817cb67f6303863c8216696"


def regenerate_current() -> None:
    """The current edition's goldens: the 2-player game of :func:`regenerate` and the advanced
    game of :func:`regenerate_advanced`, played by today's rules."""
    from npq.bots import GreedyBot, play_game
    from npq.game import GameConfig, save_game

    for path, cfg in (
        (CURRENT, GameConfig(("italy", "usa"))),
        (
            CURRENT_ADVANCED,
            GameConfig(("italy", "usa", "japan", "germany"), advanced=True, telegrams=True),
        ),
    ):
        bots = [GreedyBot() for _ in cfg.nations]
        summary = play_game(cfg, 1924, bots, max_rounds=60, keep_record=True, world=frozen_world())
        assert summary.record is not None
        save_game(path, summary.record)
        print(path.name, summary.final_hash)


def test_golden_replay_of_edition_3_reaches_its_pinned_hash() -> None:
    record = load_game(EDITION3, frozen_world())
    assert record.state.edition == 3 and record.state.disc_start == 0
    assert record.final_hash == PINNED_EDITION3
    assert record.state.outcome is not None and len(record.actions) > 50


def test_golden_replay_of_the_advanced_edition_3_reaches_its_pinned_hash() -> None:
    record = load_game(EDITION3_ADVANCED, frozen_world())
    assert record.state.edition == 3 and record.state.disc_start == 0
    assert record.final_hash == PINNED_EDITION3_ADVANCED
    assert record.state.outcome is not None and len(record.actions) > 100


def test_golden_replay_of_edition_4_reaches_its_pinned_hash() -> None:
    record = load_game(EDITION4, frozen_world())
    assert record.state.edition == 4
    assert record.state.disc_start != 0  # the disc turned at set-up (L114)
    assert record.final_hash == PINNED_EDITION4
    assert record.state.outcome is not None and len(record.actions) > 50
    # edition 4's deck and Speeds: the board's Mission cities, the USA at D3's Speed 4
    cards = set(record.state.mission_deck) | set(record.state.mission_table)
    for p in record.state.players:
        cards |= set(p.missions) | {c.card for c in p.completed}
    assert not cards & set(frozen_world().content.editions.mission_cities())
    usa = record.config.nations.index("usa")
    assert record.state.players[usa].board.speed == 4


def test_golden_replay_of_the_advanced_edition_4_reaches_its_pinned_hash() -> None:
    record = load_game(EDITION4_ADVANCED, frozen_world())
    assert record.state.edition == 4
    assert record.final_hash == PINNED_EDITION4_ADVANCED
    assert record.state.outcome is not None and len(record.actions) > 100


def test_golden_replay_of_edition_5_reaches_its_pinned_hash() -> None:
    record = load_game(EDITION5, frozen_world())
    assert record.state.edition == 5
    assert record.state.disc_start != 0  # the disc turned at set-up (L114)
    assert record.final_hash == PINNED_EDITION5
    assert record.state.outcome is not None and len(record.actions) > 50
    usa = record.config.nations.index("usa")
    assert record.state.players[usa].board.speed == 5  # data/editions.toml, from edition 5
    # edition 5's deck: none of the cities edition 6 adds
    cards = set(record.state.mission_deck) | set(record.state.mission_table)
    for p in record.state.players:
        cards |= set(p.missions) | {c.card for c in p.completed}
    w = frozen_world()
    assert not cards & (set(w.added_missions(6)) - set(w.added_missions(5)))


def test_golden_replay_of_the_advanced_edition_5_reaches_its_pinned_hash() -> None:
    record = load_game(EDITION5_ADVANCED, frozen_world())
    assert record.state.edition == 5
    assert record.final_hash == PINNED_EDITION5_ADVANCED
    assert record.state.outcome is not None and len(record.actions) > 100


def _cards(record: GameRecord) -> set[str]:
    cards = set(record.state.mission_deck) | set(record.state.mission_table)
    for p in record.state.players:
        cards |= set(p.missions) | {c.card for c in p.completed}
        if p.active is not None:
            cards.add(p.active.card)
    return cards


def test_golden_replay_of_edition_6_reaches_its_pinned_hash() -> None:
    record = load_game(EDITION6, frozen_world())
    assert record.state.edition == 6
    assert record.state.disc_start != 0  # the disc turned at set-up (L114)
    assert record.final_hash == PINNED_EDITION6
    assert record.state.outcome is not None and len(record.actions) > 50
    usa = record.config.nations.index("usa")
    assert record.state.players[usa].board.speed == 5  # data/editions.toml, from edition 5
    assert _cards(record) == set(frozen_world().mission_cards(6))  # the deck of 57 (edition 6)


def test_golden_replay_of_the_advanced_edition_6_reaches_its_pinned_hash() -> None:
    record = load_game(EDITION6_ADVANCED, frozen_world())
    assert record.state.edition == 6
    assert record.final_hash == PINNED_EDITION6_ADVANCED
    assert record.state.outcome is not None and len(record.actions) > 100


def test_golden_replay_of_the_current_edition_reaches_its_pinned_hash() -> None:
    from npq.game.state import EDITION

    record = load_game(CURRENT, frozen_world())
    assert record.state.edition == EDITION == 7
    assert record.state.disc_start != 0  # the disc turned at set-up (L114)
    assert record.final_hash == PINNED_CURRENT
    assert record.state.outcome is not None and len(record.actions) > 50
    assert _cards(record) == set(frozen_world().mission_cards(7))  # the deck of 61 (edition 7)


def test_golden_replay_of_the_current_advanced_edition_reaches_its_pinned_hash() -> None:
    from npq.game.state import EDITION

    record = load_game(CURRENT_ADVANCED, frozen_world())
    assert record.state.edition == EDITION == 7
    assert record.final_hash == PINNED_CURRENT_ADVANCED
    assert record.state.outcome is not None and len(record.actions) > 100
