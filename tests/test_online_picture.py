"""The server's cheap pictures are the exact ones: memoised ``to_data``, patches, hidden cards.

Over whole games (basic and advanced, random bots that draw, swap, play and trap cards) every
view the server pictures with its memo equals ``to_data(view_for(state, seat))``; the patch
from one view to the next, applied to the last one, gives the next one exactly (and leaves the
last one as it was); and the cards the seat filter hides, found on the values, are the ones the
reference walk over the full pictures finds.
"""

from __future__ import annotations

import json

import pytest

from npq.bots import RandomBot, play_game
from npq.game import GameConfig, GameRecord, default_world, to_data, view_for
from npq.online.picture import PatchError, Picturer, apply_patch, diff
from npq.online.seats import (
    PUBLIC_CARD_EVENTS,
    CardMemo,
    SeatFilter,
    card_ids,
    hidden_from,
    redact_action,
    visible_cards,
)


def _record(advanced: bool) -> GameRecord:
    nations = ("italy", "japan", "usa")
    config = (
        GameConfig(nations, max_rounds=4, advanced=True)
        if advanced
        else GameConfig(nations, max_rounds=4)
    )
    summary = play_game(config, 5, [RandomBot(i) for i in range(3)], keep_record=True, max_rounds=4)
    assert summary.record is not None
    return summary.record


@pytest.fixture(scope="module", params=[False, True], ids=["basic", "advanced"])
def game(request):
    record = _record(request.param)
    replay = GameRecord.new(record.config, record.seed)
    steps = []
    for action in record.actions:
        before = replay.state
        replay, events = replay.play(action)
        steps.append((before, replay.state, events, str(action)))
    assert replay.state.outcome is not None or len(steps) > 100
    return steps


def _reference_hidden(before, after, events, seat):
    """The seat filter's rule on the full pictures (the walk it replaced)."""
    full_b, full_a = to_data(before), to_data(after)
    view_b, view_a = to_data(view_for(before, seat)), to_data(view_for(after, seat))
    after_hidden = hidden_from(full_a, view_a)
    revealed = {
        str(e.data["card"])
        for e in events
        if str(e.kind) in PUBLIC_CARD_EVENTS and isinstance(e.data.get("card"), str)
    }
    pending = {item.card for p in after.players for item in p.pending}
    return (
        (hidden_from(full_b, view_b) | after_hidden)
        - (revealed - (pending & after_hidden))
        - visible_cards(view_a)
        - visible_cards(view_b)
    )


def test_memoised_pictures_patches_and_hidden_cards_are_exact(game):
    picturer, cards = Picturer(), CardMemo()
    last = {seat: picturer.picture(view_for(game[0][0], seat)) for seat in range(3)}
    views = {}
    patched = hidden_checked = shared = 0
    for n, (before, after, events, _text) in enumerate(game, start=1):
        filt = SeatFilter(before, after, events, views, cards)
        picturer.next()
        cards.next()
        for seat in range(3):
            picture = picturer.picture(filt.view_state(seat))
            assert picture == to_data(view_for(after, seat)), (n, seat)
            frozen = json.dumps(last[seat], sort_keys=True)
            patch = diff(last[seat], picture)
            rebuilt = apply_patch(json.loads(json.dumps(last[seat])), patch)
            assert rebuilt == picture, (n, seat, patch)
            assert json.dumps(last[seat], sort_keys=True) == frozen  # diff changes nothing
            patched += len(patch)
            shared += picture["players"][seat] is last[seat]["players"][seat]
            last[seat] = picture
            if n % 3 == 0 or events:
                assert filt.hidden(seat) == _reference_hidden(before, after, events, seat), (
                    n,
                    seat,
                )
                hidden_checked += 1
        views = filt.after_views()
    assert hidden_checked > len(game)
    # the patches are small: the parts that did not change are shared, not sent again
    assert patched < 12 * 3 * len(game)
    assert shared > len(game)  # a seat's own player is often untouched by another's action


def test_words_and_events_that_name_no_card_skip_the_hidden_cards_and_read_the_same(game):
    # the server works out what a seat may not see only for an action whose words or events
    # name a card of the game, and not even then when every card named lies face up for the
    # seat (its hand, its trap, the Mission table, before or after): every card a view blanks
    # is one of card_ids(world), and the words and events each seat is shown are the same as
    # with the work always done
    ids = card_ids(default_world())
    cards, quick_cards = CardMemo(), CardMemo()
    views, quick_views = {}, {}
    skipped = face_up = worked = 0
    for before, after, events, text in game:
        full = SeatFilter(before, after, events, views, cards)
        quick = SeatFilter(before, after, events, quick_views, quick_cards, None, ids)
        cards.next()
        quick_cards.next()
        words = {w for w in text.split(" ") if w in ids} | {
            w
            for e in events
            for v in e.data.values()
            if isinstance(v, str)
            for w in v.split(" ")
            if w in ids
        }
        for seat in range(3):
            quick.view_state(seat)
            assert full.hidden(seat) <= ids, full.hidden(seat) - ids
            assert quick.action(text, seat) == full.action(text, seat)
            assert quick.events(events, seat) == full.events(events, seat)
        if quick._hidden:
            worked += 1
        elif words:
            face_up += 1
        else:
            skipped += 1
        views, quick_views = full.after_views(), quick.after_views()
    assert skipped > len(game) / 3 and face_up > 2 and worked > 2, (skipped, face_up, worked)


def test_a_patch_sets_deletes_and_replaces_and_leaves_its_base_alone():
    old = {"a": 1, "b": {"c": [1, 2, 3], "d": "x"}, "e": None, "f": True}
    new = {"a": 1.0, "b": {"c": [1, 5, 3], "g": 2}, "e": None, "f": 1}
    patch = diff(old, new)
    assert patch == [
        [["a"], 1.0],
        [["b", "c", 1], 5],
        [["b", "g"], 2],
        [["b", "d"]],
        [["f"], 1],
    ]
    base = json.loads(json.dumps(old))
    out = apply_patch(base, patch)
    assert out == new and type(out["a"]) is float and type(out["f"]) is int
    assert base == old
    assert diff(old, old) == []
    assert apply_patch(old, [[[], {"z": 1}]]) == {"z": 1}


@pytest.mark.parametrize(
    "patch",
    [
        {"a": 1},
        [["a", 1]],
        [[["nope", "x"], 1]],
        [[["b", "c", 9], 1]],
        [[["b", "c", True], 1]],
        [[["b", "zz"]]],
        [[[]]],
    ],
)
def test_a_patch_that_does_not_fit_is_refused(patch):
    with pytest.raises(PatchError):
        apply_patch({"a": 1, "b": {"c": [1]}}, patch)


@pytest.mark.parametrize(
    ("text", "hidden", "shown"),
    [
        # a flight to Rome names a place, not the Rome Mission card lying in the deck
        ("fly rome", {"rome"}, "fly rome"),
        ("reserve kings_bay", {"kings_bay"}, "reserve kings_bay"),
        ("declare rome", {"rome"}, "declare ?"),
        ("exchange chicago milano", {"milano"}, "exchange chicago ?"),
        ("trap harbour_closed sc_taymyr", {"harbour_closed"}, "trap ? sc_taymyr"),
        ("replace-strategy grounded", {"grounded"}, "replace-strategy ?"),
        ("play tax_audit @1", set(), "play tax_audit @1"),
        # words that are no action: every hidden id is blanked
        ("trap ? sc_taymyr rome", {"rome"}, "trap ? sc_taymyr ?"),
    ],
)
def test_only_the_cards_an_action_names_are_blanked_in_its_words(text, hidden, shown):
    assert redact_action(text, hidden) == shown
