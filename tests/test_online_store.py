"""The game store: config + seed + action log, appended transactionally, shared by processes.

Every test runs on SQLite and on PostgreSQL (skipped only where NPQ_TEST_PG_DSN is unset;
.ci/run starts a PostgreSQL server and sets it).
"""

from __future__ import annotations

import json
import sqlite3

import pytest
from _online_helpers import PG_DSN, make_store

from npq.online.store import SQLiteStore, StoreError, open_store

KINDS = ["sqlite", "postgres"]


@pytest.fixture(params=KINDS)
def store(request, tmp_path):
    s = make_store(request.param, tmp_path)
    yield s
    s.close()


def _game(store, game_id="g1"):
    store.create_game(
        game_id,
        {"nations": ["italy", "japan"]},
        2**62 + 5,
        [(0, "italy", "hash-a", None), (1, "japan", None, "greedy")],
        [0],
        [1],
    )


def test_a_game_is_stored_with_its_seats_and_found_by_token_hash(store):
    _game(store)
    assert store.find_seat("hash-a") == ("g1", 0)
    assert store.find_seat("nope") is None
    row = store.load("g1")
    assert row is not None
    assert (row.seed, row.n, row.revision, row.status, row.waiting) == (
        2**62 + 5,
        0,
        0,
        "running",
        (0,),
    )
    assert [(s.seat, s.nation, s.bot, s.has_token) for s in row.seats] == [
        (0, "italy", None, True),
        (1, "japan", "greedy", False),
    ]
    assert store.load("missing") is None


def test_actions_append_in_order_and_a_stale_revision_is_refused(store):
    _game(store)
    assert store.append("g1", 0, 0, "refuel 1", "running", [0]) == 1
    assert store.append("g1", 1, 0, "end", "running", [1]) == 2
    # a second process that still holds revision 1 cannot append action 3 over action 2
    assert store.append("g1", 1, 0, "sos", "running", [1]) is None
    row = store.load("g1")
    assert row.actions == ("refuel 1", "end") and row.n == 2 and row.waiting == (1,)
    assert store.load("g1", after=1).actions == ("end",)
    assert store.revisions(["g1", "zz"]) == {"g1": (2, 0)}


def test_undo_takes_back_the_last_action_and_marks_the_revision(store):
    _game(store)
    store.append("g1", 0, 0, "refuel 1", "running", [0])
    store.append("g1", 1, 0, "repair 1", "running", [0])
    assert store.undo("g1", 1, [0]) is None  # stale
    assert store.undo("g1", 2, [0]) == 3
    row = store.load("g1")
    assert (row.actions, row.n, row.revision, row.undone_at) == (("refuel 1",), 1, 3, 3)
    assert store.append("g1", 3, 0, "sos", "over", []) == 4
    assert store.load("g1").actions == ("refuel 1", "sos")
    assert store.games("over") == [("g1", "over", 2, ())]


def test_the_bot_lease_is_held_by_one_runner_until_it_expires(store):
    _game(store)
    store.append("g1", 0, 0, "end", "running", [1])  # japan (a bot) to play
    assert store.bot_games() == ["g1"]
    assert store.claim("g1", "A", 30)
    assert not store.claim("g1", "B", 30)
    assert store.claim("g1", "A", 30)  # renewed
    assert store.bot_games() == []  # held
    store.release("A")
    assert store.claim("g1", "B", -1)  # B holds it, already expired
    assert store.claim("g1", "A", 30)


def test_a_token_hash_is_unique(store):
    _game(store)
    with pytest.raises(Exception):  # noqa: B017 - sqlite3.IntegrityError or psycopg's
        store.create_game("g2", {"nations": ["usa"]}, 1, [(0, "usa", "hash-a", None)], [0])
    assert store.load("g2") is None  # the transaction left nothing behind


def test_a_database_of_another_schema_version_is_refused(tmp_path):
    path = tmp_path / "g.sqlite3"
    SQLiteStore(path).close()
    conn = sqlite3.connect(path)
    conn.execute("UPDATE meta SET value = '99' WHERE key = 'schema'")
    conn.commit()
    conn.close()
    with pytest.raises(StoreError, match="schema version 99"):
        SQLiteStore(path)


def test_a_file_that_is_not_a_database_is_refused(tmp_path):
    path = tmp_path / "junk.sqlite3"
    path.write_bytes(b"not a database at all" * 100)
    with pytest.raises(StoreError, match="not a usable game database"):
        open_store(path)


def test_sqlite_runs_in_wal_mode_and_syncs_as_asked(tmp_path):
    store = SQLiteStore(tmp_path / "g.sqlite3")
    assert store._execute("PRAGMA journal_mode")[0][0] == "wal"
    assert store._execute("PRAGMA synchronous")[0][0] == 1  # NORMAL: survives a killed process
    store.close()
    store = open_store(tmp_path / "f.sqlite3", fsync=True)
    assert store._execute("PRAGMA synchronous")[0][0] == 2  # FULL: survives a power cut too
    store.close()


_WRITER = """
import sys
from npq.online.store import SQLiteStore
store = SQLiteStore(sys.argv[1])
store.create_game("g1", {"nations": ["italy", "japan"]}, 5, [(0, "italy", "h", None)], [0], [])
revision = store.load("g1").revision
for n in range(1, 100000):
    got = store.append_many([("g1", revision, 0, f"refuel {n}", "running", [0])])
    revision = got[0]
    print(n, flush=True)  # told only once committed, as the server announces an action
"""


def test_a_killed_process_loses_no_committed_action(tmp_path):
    """SIGKILL in the middle of a stream of commits (synchronous=NORMAL): every action whose
    commit returned is in the database afterwards, in order."""
    import signal
    import subprocess
    import sys

    db = tmp_path / "k.sqlite3"
    proc = subprocess.Popen(
        [sys.executable, "-c", _WRITER, str(db)], stdout=subprocess.PIPE, text=True
    )
    assert proc.stdout is not None
    told = 0
    for line in proc.stdout:
        told = int(line)
        if told >= 300:
            break
    proc.send_signal(signal.SIGKILL)
    proc.wait(30)
    for line in proc.stdout:  # what it printed before it died was committed as well
        told = max(told, int(line))
    store = SQLiteStore(db)
    row = store.load("g1")
    store.close()
    assert row.n >= told >= 300
    assert row.actions[:told] == tuple(f"refuel {n}" for n in range(1, told + 1))


@pytest.mark.skipif(PG_DSN is None, reason="NPQ_TEST_PG_DSN is not set")
def test_an_unreachable_postgresql_is_a_clear_error_without_the_password():
    with pytest.raises(StoreError) as info:
        open_store("postgresql://npq:secret@127.0.0.1:1/none?connect_timeout=2")
    assert "secret" not in str(info.value) and "127.0.0.1:1" in str(info.value)


@pytest.mark.skipif(PG_DSN is None, reason="NPQ_TEST_PG_DSN is not set")
def test_postgresql_reconnects_after_its_connection_drops(tmp_path):
    import psycopg

    store = make_store("postgres", tmp_path)
    _game(store)
    pid = store._execute("SELECT pg_backend_pid()")[0][0]
    with psycopg.connect(PG_DSN, autocommit=True) as admin:
        admin.execute("SELECT pg_terminate_backend(%s)", [pid])
    with pytest.raises(StoreError, match="PostgreSQL"):
        store.load("g1")  # the call in flight fails, named, and the server goes on
    assert store.load("g1").n == 0  # the next one has a new connection
    assert store.append("g1", 0, 0, "end", "running", [1]) == 1
    store.close()


def test_a_stored_game_goes_on_by_the_edition_of_the_rules_it_began_with(tmp_path):
    """The store keeps the edition with the config: a server whose engine plays new games by
    a later edition replays (and goes on with) an older game by its own rules."""
    from npq.game import GameConfig, state_hash
    from npq.game.setup import new_game
    from npq.game.state import EDITION
    from npq.online.server import replay_row, stored_config

    config = GameConfig(("italy", "japan"), first_player=0)
    store = SQLiteStore(tmp_path / "e.sqlite3")
    for game_id, edition in (("new", EDITION), ("old", 1)):
        store.create_game(
            game_id, stored_config(config, edition), 7, [(0, "italy", game_id, None)], [0], []
        )
    row = store.load("new")
    assert row.config["edition"] == EDITION
    assert replay_row(row).state.edition == EDITION
    old = replay_row(store.load("old"))
    assert old.state.edition == 1
    assert state_hash(old.state) == state_hash(new_game(config, 7, edition=1))
    # a game stored before the edition was kept is of edition 2 (online play came with it)
    store._execute("UPDATE games SET config = ? WHERE id = 'old'", [json.dumps(config.to_dict())])
    assert replay_row(store.load("old")).state.edition == 2
    # a damaged edition is a clear store error
    store._execute("UPDATE games SET config = ? WHERE id = 'old'", ['{"nations": ["x"]}'])
    with pytest.raises(StoreError, match="cannot be set up again"):
        replay_row(store.load("old"))
    store.close()


def test_an_online_game_exported_as_a_save_says_which_seat_took_each_action(tmp_path):
    """Issue 10: the store keeps each action with the seat that took it (the draft picks and
    auction bids of the advanced game are taken by seats whose turn it is not), the replay
    plays each as its seat's, and the owner's export writes them as the save's ``seats``;
    the save replays to the same hash. A row read without its seats still replays, the flow
    naming each seat."""
    from dataclasses import replace

    from npq.bots import Driver, GreedyBot
    from npq.game import GameConfig, GameRecord, actors, state_hash
    from npq.game.save import dumps, loads
    from npq.game.state import EDITION
    from npq.online.server import replay_row, stored_config, with_checkpoints

    config = GameConfig(("italy", "japan", "usa"), advanced=True, first_player=0)
    record = GameRecord.new(config, 11)
    driver = Driver([GreedyBot() for _ in config.nations])
    store = SQLiteStore(tmp_path / "s.sqlite3")
    store.create_game("g", stored_config(config, EDITION), 11, [(0, "italy", "t", None)], [0])
    out_of_turn = 0
    for revision in range(150):
        if record.state.outcome is not None:
            break
        seat = actors(record.state)[0]
        out_of_turn += seat != record.state.current
        record, _ = record.play(driver.choose(record.state))
        assert record.seats[-1] == seat
        status = "over" if record.state.outcome else "running"
        waiting = list(actors(record.state)) if record.state.outcome is None else []
        new = store.append("g", revision, seat, str(record.actions[-1]), status, waiting)
        assert new == revision + 1
    assert out_of_turn >= 6  # the draft's picks at least
    row = store.load("g")
    assert row.action_seats == record.seats
    exported = json.loads(dumps(with_checkpoints(replay_row(row))))
    assert exported["seats"] == list(record.seats)
    again = loads(json.dumps(exported))
    assert again.seats == record.seats
    assert state_hash(again.state) == state_hash(record.state)
    # a stored seat that was not to act is a clear error naming the action
    seats = list(record.seats)
    seats[0] = (seats[0] + 1) % 3
    with pytest.raises(StoreError, match="action 1"):
        replay_row(replace(row, action_seats=tuple(seats)))
    # a row without its seats replays as the flow names them, to the same state
    old = replay_row(replace(row, action_seats=()))
    assert state_hash(old.state) == state_hash(record.state)
    assert old.seats == record.seats  # and its export carries the seats the flow named


def test_a_seat_reads_its_view_by_the_edition_of_the_game(tmp_path):
    """The view leaves the edition out (as the hash does), so the server says it beside the view
    and the client's decoded view carries it: what a client works out on its view of an
    edition-1 game, or of an advanced game of edition 3 (the rescue), is by that edition's
    rules, not by those the client's engine plays new games by."""
    from _online_helpers import join, run, serving

    from npq.game import GameConfig
    from npq.online.server import hash_token, new_token, stored_config

    store = SQLiteStore(tmp_path / "v.sqlite3")
    config = GameConfig(("italy", "japan"), first_player=0, advanced=True)
    keys = {}
    for game_id, edition in (("one", 1), ("three", 3)):
        keys[game_id] = new_token()
        store.create_game(
            game_id,
            stored_config(config if edition == 3 else GameConfig(("italy", "japan")), edition),
            7,
            [(0, "italy", hash_token(keys[game_id]), None), (1, "japan", None, "greedy")],
            [0],
            [1],
        )

    async def scenario():
        async with serving(store) as server:
            out = {}
            for game_id in keys:
                session = await join(server, keys[game_id])
                out[game_id] = session.edition, session.state.edition
                await session.close()
            return out

    assert run(scenario()) == {"one": (1, 1), "three": (3, 3)}
    store.close()
