"""The game server against bad input, out-of-turn play and undo; several processes on one store.

Each bad input is answered with an ``error`` naming the problem (code, params) and leaves the
connection open and the game as it was: after it, ``ping`` still answers and the same action
count stands.
"""

from __future__ import annotations

import asyncio
import json

import pytest
from _online_helpers import join, make_store, new_game, run, serving, tokens, url_of
from websockets.asyncio.client import connect

from npq.game import Action, EndTurn, check
from npq.online.protocol import MAX_FRAME, MAX_MESSAGE, VERSION
from npq.online.seats import refusal
from npq.online.server import hash_token, new_token
from npq.online.store import SQLiteStore


async def _next(session, kind: str, timeout: float = 10.0) -> dict:
    while True:
        data = await session.next_message(timeout)
        if data["type"] == kind:
            return data


async def _still_fine(session, n: int) -> None:
    pong = await session.request("ping")
    assert pong["type"] == "pong"
    state = await session.request("sync")
    assert state["type"] == "state" and state["n"] == n


def test_tokens_are_secret_and_stored_hashed(tmp_path):
    a, b = new_token(), new_token()
    assert a != b and a.startswith("npq_") and len(a) > 40
    assert hash_token(a) != a and len(hash_token(a)) == 64

    async def main():
        store = SQLiteStore(tmp_path / "g.sqlite3")
        async with serving(store) as server:
            created = await new_game(server, ["italy", "japan"])
        raw = (tmp_path / "g.sqlite3").read_bytes()
        for token in tokens(created):
            assert token.encode() not in raw
            assert store.find_seat(hash_token(token))[0] == created["game"]

    run(main())


def test_each_bad_input_is_named_and_harms_neither_connection_nor_game(tmp_path):
    async def main():
        async with serving(SQLiteStore(tmp_path / "g.sqlite3"), rate=1000, burst=1000) as server:
            created = await new_game(server, ["italy", "japan"], first_player=0)
            italy, japan = tokens(created)
            s0 = await join(server, italy)
            s1 = await join(server, japan)
            assert s0.seat == 0 and s0.my_turn and not s1.my_turn

            cases = [
                ("{oops", "bad_json", {}),
                (json.dumps({"v": VERSION, "type": "warp"}), "unknown_type", {"type": "warp"}),
                (json.dumps({"v": 99, "type": "ping"}), "unsupported_version", {"got": 99}),
                (
                    json.dumps({"v": VERSION, "type": "act", "action": "x" * (MAX_MESSAGE + 1)}),
                    "too_large",
                    {"limit": MAX_MESSAGE},
                ),
                (b"\x00\x01binary", "binary", {}),
                (json.dumps({"v": VERSION, "type": "act"}), "bad_message", {"field": "action"}),
                (
                    json.dumps({"v": VERSION, "type": "act", "action": "teleport pole"}),
                    "bad_action",
                    {"action": "teleport pole"},
                ),
                (
                    json.dumps({"v": VERSION, "type": "hello", "token": japan}),
                    "already_joined",
                    {"game": created["game"], "seat": 0},
                ),
            ]
            for raw, code, params in cases:
                await s0.send_raw(raw)
                err = await _next(s0, "error")
                assert err["code"] == code, (raw[:40], err)
                for key, value in params.items():
                    assert err["params"][key] == value
                await _still_fine(s0, 0)

            # an illegal action: the engine's refusal, with its rulebook section, as data
            err = await s0.act("repair 1")
            why = check(server.games[created["game"]].record.state, Action.parse("repair 1"))
            assert why is not None
            expected = refusal(why)
            assert err["type"] == "error" and err["code"] == expected["code"]
            assert err["params"] == expected["params"] and err["rule"] == why.rule
            assert err["message"] == str(why) and "." in err["code"]
            # out of turn: Japan acts while Italy is to play
            err = await s1.act(EndTurn())
            assert err["code"] == "not_your_turn"
            assert err["params"] == {"seat": 1, "waiting": [0], "waiting_for": ["Italy"]}
            assert "waiting for Italy" in err["message"]
            # a stale view: the client says it saw 5 actions, the game has 0
            err = await s0.request("act", action="end", n=5)
            assert (err["code"], err["params"]) == ("stale", {"n": 0, "yours": 5})
            await _still_fine(s0, 0)
            await _still_fine(s1, 0)

            # the game is unharmed: Italy's turn goes on and ends normally
            # protocol 2: the sender's own update, carrying the act's ref, acknowledges it
            ack = await s0.act(EndTurn())
            assert ack["type"] == "update" and ack["n"] == 1 and ack["by"] == 0 and ack["ref"]
            update = await _next(s1, "update")
            assert update["by"] == 0 and update["action"] == "end" and update["actors"] == [1]
            await s0.close()
            await s1.close()

    run(main())


def test_forged_tokens_are_refused_and_a_frame_past_the_library_limit_closes(tmp_path):
    async def main():
        async with serving(SQLiteStore(tmp_path / "g.sqlite3")) as server:
            await new_game(server, ["italy", "japan"])
            async with connect(url_of(server), max_size=None) as ws:
                for token in (new_token(), "npq_short", "not-a-token", "x" * 500):
                    await ws.send(json.dumps({"v": VERSION, "type": "hello", "token": token}))
                    err = json.loads(await ws.recv())
                    assert err["code"] == "bad_token", err
                await ws.send(json.dumps({"v": VERSION, "type": "act", "action": "end"}))
                assert json.loads(await ws.recv())["code"] == "not_joined"
                await ws.send(json.dumps({"v": VERSION, "type": "ping", "ref": "p"}))
                assert json.loads(await ws.recv())["type"] == "pong"
            async with connect(url_of(server), max_size=None) as ws:
                await ws.send("x" * (MAX_FRAME + 1))
                with pytest.raises(Exception):  # noqa: B017 - closed with 1009 (too big)
                    await asyncio.wait_for(ws.recv(), 10)
                assert ws.close_code == 1009

    run(main())


def test_a_flood_is_rate_limited_and_the_connection_carries_on(tmp_path):
    async def main():
        async with serving(SQLiteStore(tmp_path / "g.sqlite3"), rate=5, burst=10) as server:
            created = await new_game(server, ["italy", "japan"])
            s0 = await join(server, tokens(created)[0])
            flood = json.dumps({"v": VERSION, "type": "ping"})
            for _ in range(200):
                await s0.send_raw(flood)
            pongs = errors = 0
            while True:
                try:
                    data = await s0.next_message(1.0)
                except TimeoutError:
                    break
                pongs += data["type"] == "pong"
                if data["type"] == "error":
                    errors += 1
                    assert data["code"] == "rate_limited"
                    assert data["params"] == {"rate": 5, "burst": 10}
            assert 8 <= pongs <= 20  # the burst (less the hello), and what the rate refilled
            assert 1 <= errors <= 3  # at most one such error a second
            await asyncio.sleep(1.0)
            await _still_fine(s0, 0)
            await s0.close()

    run(main())


def test_game_creation_is_limited_per_connection(tmp_path):
    create = json.dumps({"v": VERSION, "type": "create", "config": {"nations": ["italy"]}})

    async def main():
        store = SQLiteStore(tmp_path / "g.sqlite3")
        async with serving(store) as server, connect(url_of(server)) as ws:
            kinds = []
            for _ in range(12):
                await ws.send(create)
                reply = json.loads(await ws.recv())
                kinds.append(reply["type"] if reply["type"] != "error" else reply["code"])
            assert kinds[:10] == ["created"] * 10
            assert kinds[10:] == ["rate_limited"] * 2
            assert len(server.store.games()) == 10
            await ws.send(json.dumps({"v": VERSION, "type": "ping"}))
            assert json.loads(await ws.recv())["type"] == "pong"

    run(main())


def test_a_second_connection_with_the_same_token_takes_the_seat_over(tmp_path):
    async def main():
        async with serving(SQLiteStore(tmp_path / "g.sqlite3")) as server:
            created = await new_game(server, ["italy", "japan"])
            first = await join(server, tokens(created)[0])
            second = await join(server, tokens(created)[0])
            err = await _next(first, "error")
            assert err["code"] == "superseded" and err["params"] == {"seat": 0}
            closed = await _next(first, "closed")
            assert closed["code"] == 4001  # not retried: the seat plays elsewhere now
            await _still_fine(second, 0)
            await first.close()
            await second.close()

    run(main())


def test_undo_as_at_the_desk_within_the_turn_until_information_is_revealed(tmp_path):
    async def main():
        async with serving(SQLiteStore(tmp_path / "g.sqlite3")) as server:
            created = await new_game(server, ["italy", "japan"], first_player=0)
            s0 = await join(server, tokens(created)[0])
            s1 = await join(server, tokens(created)[1])
            assert (await s0.request("undo"))["code"] == "nothing_to_undo"
            # Italy (Rome, 240 Bonds) hires a Specialist: nothing revealed, so it can be undone
            ack = await s0.act("hire-specialist engineer")
            assert ack["type"] == "update", ack
            assert s0.can_undo
            assert (await s1.request("undo"))["code"] == "nothing_to_undo"  # not Japan's action
            bonds = s0.state.bonds(0)
            done = await s0.request("undo")
            assert done["type"] == "ack" and done["undone"] == "hire-specialist engineer"
            assert s0.n == 0 and s0.state.bonds(0) > bonds
            seen = await _next(s1, "update")
            while not seen["undone"]:
                seen = await _next(s1, "update")
            assert seen["action"] == "hire-specialist engineer" and seen["n"] == 0
            # a card drawn reveals information: no undo past it
            ack = await s0.act("draw-strategy")
            assert ack["type"] == "update", ack
            assert not s0.can_undo
            assert (await s0.request("undo"))["code"] == "nothing_to_undo"
            # the store agrees: one action, the draw
            row = server.store.load(created["game"])
            assert row.actions == ("draw-strategy",)
            await s0.close()
            await s1.close()

    run(main())


def test_bad_configs_are_refused_by_name(tmp_path):
    async def main():
        from npq.online.client import OnlineError, create_game

        async with serving(SQLiteStore(tmp_path / "g.sqlite3")) as server:
            for config, bots, words in [
                ({"nations": ["atlantis"]}, None, "unknown nation"),
                ({"nations": ["italy", "italy"]}, None, "one player only"),
                ({"nations": ["italy"], "mode": "solo"}, None, "unknown config key"),
                ({"nations": ["italy", "japan"]}, {"5": "greedy"}, "no seat '5'"),
                ({"nations": ["italy", "japan"]}, {"japan": "genius"}, "unknown bot 'genius'"),
            ]:
                with pytest.raises(OnlineError) as info:
                    await create_game(url_of(server), config, bots)
                assert info.value.code == "bad_config" and words in str(info.value), info.value

    run(main())


@pytest.mark.parametrize("kind", ["sqlite", "postgres"])
def test_two_server_processes_share_one_store(kind, tmp_path):
    """A seat on server A and a seat on server B play one game; each sees the other's moves."""

    async def main():
        store_a = make_store(kind, tmp_path)
        store_b = type(store_a)(getattr(store_a, "dsn", None) or store_a.path)
        async with serving(store_a, poll=0.1) as a, serving(store_b, poll=0.1) as b:
            created = await new_game(a, ["italy", "japan"], first_player=0)
            s0 = await join(a, tokens(created)[0])
            s1 = await join(b, tokens(created)[1])
            assert (await s0.act("refuel 1"))["type"] in ("update", "error")
            ack = await s0.act(EndTurn())
            assert ack["type"] == "update"
            # B learns of Italy's moves from the store and tells Japan
            for _ in range(100):
                if s1.my_turn:
                    break
                await asyncio.sleep(0.05)
            assert s1.my_turn and s1.n == s0.n
            ack = await s1.act(EndTurn())
            assert ack["type"] == "update"
            for _ in range(100):
                if s0.my_turn:
                    break
                await asyncio.sleep(0.05)
            assert s0.my_turn and s0.n == s1.n
            # a stale append from A's old copy is impossible: both agree with the store
            assert store_a.load(created["game"]).n == s0.n
            await s0.close()
            await s1.close()
        store_a.close()
        store_b.close()

    run(main())


def test_the_server_times_its_own_answers_when_asked(tmp_path):
    # npq serve --timings: each act's answer timed from its message received to the answer
    # written (accepted and refused apart), and the event loop's lateness; off by default
    async def main():
        async with serving(SQLiteStore(tmp_path / "g.sqlite3")) as server:
            assert server.timings is None
        async with serving(SQLiteStore(tmp_path / "t.sqlite3"), timings=True) as server:
            created = await new_game(server, ["italy", "japan"], first_player=0)
            italy, japan = tokens(created)
            s0 = await join(server, italy)
            s1 = await join(server, japan)
            assert (await s0.act("repair 1"))["type"] == "error"  # refused by the rules
            assert (await s1.act(EndTurn()))["code"] == "not_your_turn"  # refused: out of turn
            assert (await s0.act(EndTurn()))["type"] == "update"
            await asyncio.sleep(0.2)  # the loop's ticker wakes a few times
            summary = server.timings.summary()
            await s0.close()
            await s1.close()
        assert summary["accepted_ms"]["count"] == 1
        assert summary["refused_ms"]["count"] == 2
        assert 0 < summary["accepted_ms"]["p50"] <= summary["accepted_ms"]["max"] < 10_000
        assert summary["loop_lag_ms"]["count"] >= 2
        assert summary["cpu_s"] > 0 and summary["wall_s"] > 0.2

    run(main())
