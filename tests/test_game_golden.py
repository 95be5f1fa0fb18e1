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

from functools import cache, lru_cache
from pathlib import Path

import pytest

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

#: The same two games played by edition 7 (issue 14: four Japanese ports as Mission cities,
#: Virgohamna on the board, the bots' Pilot): saved by edition 7, they never move now that
#: edition 8 is the current one.
EDITION7 = HERE / "greedy-2p-1924-edition7.json"
PINNED_EDITION7 = "a908bdf1b145ea95b6937e1f6fd116feeaed20deece41cacb37007b42b9fcc3f"
EDITION7_ADVANCED = HERE / "greedy-4p-advanced-1924-edition7.json"
PINNED_EDITION7_ADVANCED = "34b6b0f71a79a76b3271cd459fad5bef056f800e3817cb67f6303863c8216696"

#: The same two games played by edition 8 (issue 14: eighteen Mission cities more, the bots'
#: least gift on the table): saved by edition 8, they never move now that edition 9 is the
#: current one.
EDITION8 = HERE / "greedy-2p-1924-edition8.json"
PINNED_EDITION8 = "5bb4cce9975c6bc768cf6b16f619e7f34c24298fa425d66e053e45f15cb356a8"
EDITION8_ADVANCED = HERE / "greedy-4p-advanced-1924-edition8.json"
PINNED_EDITION8_ADVANCED = "00e18a3c12864161dd9ad0148535c00e583ec77acb678d984ed44f7105c36259"

#: The same two games played by edition 9 (issue 14: Mission cities of edition 8 retired, the
#: bots' blind swap for the deck's top): saved by edition 9, they never move now that edition
#: 10 is the current one.
EDITION9 = HERE / "greedy-2p-1924-edition9.json"
PINNED_EDITION9 = "a06a700c7fa33ed9b63e3eec523a4621c979426a36321b30d3ac1cbf26bf5d86"
EDITION9_ADVANCED = HERE / "greedy-4p-advanced-1924-edition9.json"
PINNED_EDITION9_ADVANCED = "0d46685c2b20735ff2057bc01bac5441c4606b58988595cf7e1ae58676fd3aed"

#: The same two games played by the current edition, 10 (issue 14: the bots hire a slow
#: airship's Engineer or Pilot with a spare action): a change of the current rules re-pins
#: these.
CURRENT = HERE / "greedy-2p-1924-edition10.json"
#: Italy against the USA, neither airship slow: the same game as edition 9's, by edition 10
PINNED_CURRENT = "a06a700c7fa33ed9b63e3eec523a4621c979426a36321b30d3ac1cbf26bf5d86"
CURRENT_ADVANCED = HERE / "greedy-4p-advanced-1924-edition10.json"
#: edition 9's game too (Japan, of Range 3, hires first in both)
PINNED_CURRENT_ADVANCED = "0d46685c2b20735ff2057bc01bac5441c4606b58988595cf7e1ae58676fd3aed"
#: France against Germany: edition 10's change, France's Engineer hired with a spare action
CURRENT_FRANCE = HERE / "greedy-2p-1924-edition10-france.json"
PINNED_CURRENT_FRANCE = "a88a6b91737c6e86c14faa31c37de27d04b713d570f8766f97272b13ef51daa0"


def regenerate_current() -> None:
    """The current edition's goldens: the 2-player game of :func:`regenerate` and the advanced
    game of :func:`regenerate_advanced`, played by today's rules."""
    from npq.bots import GreedyBot, play_game
    from npq.game import GameConfig, save_game

    for path, cfg in (
        (CURRENT, GameConfig(("italy", "usa"))),
        (CURRENT_FRANCE, GameConfig(("france", "germany"))),
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


#: Every edition's two golden games: (edition, save, pinned hash, actions at least). Each
#: replays, checking every turn's hash, to its pinned final hash and a finished game.
EDITION_GOLDENS = (
    (3, EDITION3, PINNED_EDITION3, 50),
    (3, EDITION3_ADVANCED, PINNED_EDITION3_ADVANCED, 100),
    (4, EDITION4, PINNED_EDITION4, 50),
    (4, EDITION4_ADVANCED, PINNED_EDITION4_ADVANCED, 100),
    (5, EDITION5, PINNED_EDITION5, 50),
    (5, EDITION5_ADVANCED, PINNED_EDITION5_ADVANCED, 100),
    (6, EDITION6, PINNED_EDITION6, 50),
    (6, EDITION6_ADVANCED, PINNED_EDITION6_ADVANCED, 100),
    (7, EDITION7, PINNED_EDITION7, 50),
    (7, EDITION7_ADVANCED, PINNED_EDITION7_ADVANCED, 100),
    (8, EDITION8, PINNED_EDITION8, 50),
    (8, EDITION8_ADVANCED, PINNED_EDITION8_ADVANCED, 100),
    (9, EDITION9, PINNED_EDITION9, 50),
    (9, EDITION9_ADVANCED, PINNED_EDITION9_ADVANCED, 100),
    (10, CURRENT, PINNED_CURRENT, 50),
    (10, CURRENT_ADVANCED, PINNED_CURRENT_ADVANCED, 100),
    (10, CURRENT_FRANCE, PINNED_CURRENT_FRANCE, 50),
)


@cache
def _replayed(path: Path) -> GameRecord:
    return load_game(path, frozen_world())


@pytest.mark.parametrize(
    ("edition", "path", "pinned", "actions"),
    EDITION_GOLDENS,
    ids=[f"edition{e}-{p.stem.split('-')[1]}" for e, p, _, _ in EDITION_GOLDENS],
)
def test_golden_replay_of_an_edition_reaches_its_pinned_hash(
    edition: int, path: Path, pinned: str, actions: int
) -> None:
    record = _replayed(path)
    assert record.state.edition == edition
    assert record.final_hash == pinned
    assert record.state.outcome is not None and len(record.actions) > actions
    if edition >= 4:
        assert record.state.disc_start != 0  # the disc turned at set-up by lot (L114)
    else:
        assert record.state.disc_start == 0


def _cards(record: GameRecord) -> set[str]:
    cards = set(record.state.mission_deck) | set(record.state.mission_table)
    for p in record.state.players:
        cards |= set(p.missions) | {c.card for c in p.completed}
        if p.active is not None:
            cards.add(p.active.card)
    return cards


def _speed(record: GameRecord, nation: str) -> int:
    return record.state.players[record.config.nations.index(nation)].board.speed


def test_each_edition_golden_deals_its_own_deck_and_speeds() -> None:
    """What each edition's data changed, in its golden game: edition 4 the board's Mission
    cities and the USA at D3's Speed 4; edition 5 its cities and the USA's Speed 5, none of
    edition 6's cities; editions 6, 7 and 8 their decks of 57, 61 and 79 cards; edition 9 edition
    8's less the cities it retired; edition 10 (a bot change) edition 9's."""
    w = frozen_world()
    e4, e5, e6, e7, e8, e9, e10 = (
        _replayed(p) for p in (EDITION4, EDITION5, EDITION6, EDITION7, EDITION8, EDITION9, CURRENT)
    )
    assert not _cards(e4) & set(w.content.editions.mission_cities())
    assert _speed(e4, "usa") == 4
    assert _speed(e5, "usa") == _speed(e6, "usa") == 5  # data/editions.toml, from edition 5
    assert not _cards(e5) & (set(w.added_missions(6)) - set(w.added_missions(5)))
    assert _cards(e6) == set(w.mission_cards(6)) and len(w.mission_cards(6)) == 57
    assert _cards(e7) == set(w.mission_cards(7)) and len(w.mission_cards(7)) == 61
    assert _cards(e8) == set(w.mission_cards(8)) and len(w.mission_cards(8)) == 79
    retired = set(w.mission_cards(8)) - set(w.mission_cards(9))
    assert retired and _cards(e9) == set(w.mission_cards(9)) and not _cards(e9) & retired
    assert _cards(e10) == set(w.mission_cards(10)) == set(w.mission_cards(9))  # a bot change


def test_the_current_edition_is_the_newest_golden() -> None:
    """A change of the current rules re-pins :data:`CURRENT`: it is played by today's edition."""
    from npq.game.state import EDITION

    assert EDITION == max(e for e, *_ in EDITION_GOLDENS) == 10
    assert _replayed(CURRENT).state.edition == _replayed(CURRENT_ADVANCED).state.edition == EDITION
