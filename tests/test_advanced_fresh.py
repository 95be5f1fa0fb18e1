"""A NEW advanced game, started through the public entry points (``npq sim --advanced``, the
app's New game), plays the rules of the current edition (issue #11 with edition 3): the rescue
at sea comes to a rival's ship, which answers it out of its turn and is paid 20 Bonds a Length
when it tows the airship in; the save replays (``npq replay``)."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from npq.cli import app
from npq.game import new_game
from npq.game.rules.advanced.rescue import rescue_fee
from npq.game.rules.api import apply
from npq.game.rules.sets import RESCUE_EDITION
from npq.game.save import load_game
from npq.game.state import EDITION

cli = CliRunner()

#: ``npq sim`` arguments of a three-player advanced game of greedy bots in which the airship of
#: one player is ditched at sea and a rival's ship is the nearest (found by playing seeds).
SIM = ["sim", "--players", "3", "--games", "1", "--seed", "5", "--nations", "italy,germany,usa"]


def rescue_story(record):
    """The S.O.S. at sea, its answer and the payment, replayed from the record's start: the
    seat that called, the seat that answered, what was paid to whom (the events' data)."""
    state = new_game(record.config, record.seed, record.world, edition=record.state.edition)
    story: dict = {}
    seats = (
        record.seats if len(record.seats) == len(record.actions) else (None,) * len(record.actions)
    )
    for action, seat in zip(record.actions, seats, strict=True):
        state, events = apply(state, action, record.world, seat=seat)
        for e in events:
            kind = str(e.kind)
            if kind == "rescue_called" and e.get("ground") == "water" and "called" not in story:
                story["called"] = (int(e.player), int(e.get("responder")))
            elif kind == "rescue_arrived" and "called" in story and "arrived" not in story:
                story["arrived"] = (int(e.player), int(e.get("of")), str(e.get("spent")))
            elif kind == "rescue_paid" and "arrived" in story and "paid" not in story:
                story["paid"] = dict(e.data)
                story["payer"] = int(e.player)
    return story


def test_npq_sim_advanced_plays_the_rescue_of_the_current_edition(tmp_path):
    assert EDITION >= RESCUE_EDITION
    out = cli.invoke(app, [*SIM, "--advanced", "--save-dir", str(tmp_path)])
    assert out.exit_code == 0, out.output
    save = tmp_path / "game-5.json"
    assert json.loads(save.read_text())["version"] == EDITION
    record = load_game(save)
    assert record.state.edition == EDITION and record.config.advanced
    verbs = [str(a).split()[0] for a in record.actions]
    assert verbs.count("rescue") >= 1 and verbs[:6] == ["draft"] * 6
    story = rescue_story(record)
    # Germany's airship is ditched at sea; Italy's ship is the nearest and answers in
    # Germany's turn, which takes Italy's next ship move (L1015, Q12)
    assert story["called"] == (1, 0)
    assert story["arrived"] == (0, 1, "next_turn")
    # towed into Port Burwell (Labrador: no rent); Germany owes Italy 20 Bonds a Length of her
    # ship's trip, 6.721 L, to the nearest 10 (L1017, L1074-1080, Q14): 130 Bonds, of which
    # she pays the 105 she has
    assert story["payer"] == 1
    assert story["paid"] == {
        "ground": "water",
        "place": "port_burwell",
        "lengths": 6.721,
        "fee": 105,
        "to": 0,
        "rent": 0,
        "rent_to": None,
    }
    assert rescue_fee(20, 6.721) == 130
    replay = cli.invoke(app, ["replay", str(save), "--json"])
    assert replay.exit_code == 0, replay.output
    assert json.loads(replay.output)["over"] is True
