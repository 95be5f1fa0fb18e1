"""The Range tab's weather plan (issue 18's planner, issue 12's "planned route on the map").

:class:`WeatherPlan` asks :func:`npq.nav.plan_route` -- the one planner of the engine, the bots,
``npq calc range --round R`` and ``npq plot route`` -- for the flight from the Range
Calculator's From to its To, turn by turn against the weather disc's forecast from a round,
with the crew, fuel and Structural Integrity it is given. It plans in the background (the first
plan of a session builds the planner's caches), lists the turns, hands the plan to the map
(:attr:`planned`) and offers to fly the next leg (:attr:`fly_next`), which the window turns
into the Navigating Tool laid and declared toward that leg's end.
"""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from npq import i18n
from npq.nav.planner import RouteCrew, RoutePlan, RouteRules, RouteTurn, plan_route
from npq.weather import load_weather_disc
from ui.language import QT_TRANSLATE_NOOP, translate
from ui.texts import place_name

__all__ = ["PlanRequest", "WeatherPlan", "next_leg", "plan_lines"]

#: Why a target cannot be reached, in words (the planner's reasons, as ``npq calc range`` says).
REASON_WORDS = {
    "fuel": QT_TRANSLATE_NOOP("WeatherPlan", "no chain of bases keeps every leg within the fuel"),
    "barrage": QT_TRANSLATE_NOOP("WeatherPlan", "the way runs through the locked Barrage Area"),
    "obstacles": QT_TRANSLATE_NOOP(
        "WeatherPlan", "obstacles bar the way (a Commander may cross them)"
    ),
    "weather": QT_TRANSLATE_NOOP(
        "WeatherPlan",
        "the weather (fog, storms at low Integrity, headwinds) closes every way in time",
    ),
}


def _tr(text: str) -> str:
    """A text of :data:`REASON_WORDS` in the language in force."""
    return translate("WeatherPlan", text)


def _places(ids: Any) -> str:
    return ", ".join(place_name(s) for s in ids)


@dataclass(frozen=True, slots=True)
class PlanRequest:
    """Everything a plan depends on: the arguments of :func:`npq.nav.plan_route`, as the CLI's
    ``npq calc range FROM TO --speed S --range R --fuel F --round N --integrity I
    [--commander] [--scientist] [--advanced] [--barrage-unlocked] [--mast BASE ...]`` passes
    them. ``dry``: the places that sell no fuel (:func:`npq.game.rules.dry_bases`: from
    edition 3 the Arctic bases without a Mooring Mast), where the plan never stops."""

    origin: Any  # a place id or a board point (an airship in flight)
    target: str
    speed: int
    range_: int
    fuel: int
    round_no: int
    integrity: int
    commander: bool = False
    scientist: bool = False
    advanced: bool = False
    barrage_unlocked: bool = False
    max_integrity: int = 3
    dry: frozenset[str] = frozenset()
    # how far the game's disc stands ahead of its round count (npq.game.State.disc_notches:
    # the set-up turn edition 4 draws, L114, less the rounds a Telegram held it): round_no is
    # the game's round, read on the disc turned so (the CLI's --disc)
    notches: int = 0

    def plan(self, board: Any) -> RoutePlan:
        return plan_route(
            board,
            self.origin,
            self.target,
            speed=self.speed,
            range_=self.range_,
            fuel=self.fuel,
            round_no=self.round_no,
            integrity=self.integrity,
            crew=RouteCrew(commander=self.commander, scientist=self.scientist),
            rules=RouteRules(
                advanced=self.advanced,
                barrage_unlocked=self.barrage_unlocked,
                max_integrity=self.max_integrity,
                dry=self.dry,
            ),
            disc=load_weather_disc().turned(self.notches) if self.notches else None,
        )


def next_leg(plan: RoutePlan) -> str | tuple[float, float] | None:
    """Where the plan's first turn flies: the end of its first leg (a place id, or the target
    point), or None when the plan does not fly this turn (it waits, or it is not reachable,
    or the airship is already there)."""
    if not plan.reachable or not plan.turns or plan.turns[0].action != "fly":
        return None
    if len(plan.path) >= 2:
        return plan.path[1] if plan.path[1] is not None else plan.end
    return None


def _turn_line(t: RouteTurn) -> str:
    """One turn in words: a whole sentence from the catalog for the turn's head and what it
    does, its parts (each a whole phrase of the catalog) joined as a list."""
    icon = (
        i18n.gettext(t.icon.value) if t.icon is not None else translate("WeatherPlan", "no weather")
    )
    if t.action == "wait":
        return translate(
            "WeatherPlan", "T{turn} · R{round} · {weather}: wait on the ground"
        ).format(turn=t.turn, round=t.round_no, weather=icon)
    parts = [
        translate("WeatherPlan", "fly {length} L at Speed {speed}").format(
            length=i18n.format_number(math.dist(t.start, t.end), ".1f"),
            speed=i18n.format_number(float(t.speed), "g"),
        )
    ]
    if t.band:
        parts.append(translate("WeatherPlan", "wind: the band on the map"))
    if t.venture_cards:
        parts.append(
            translate("WeatherPlan", "Venture cards the Commander draws: {cards}").format(
                cards=t.venture_cards
            )
        )
    if t.stop and t.repair:
        parts.append(
            translate("WeatherPlan", "lands at {place}: refuel and repair").format(
                place=place_name(t.stop)
            )
        )
    elif t.stop:
        parts.append(
            translate("WeatherPlan", "lands at {place}: refuel").format(place=place_name(t.stop))
        )
    elif t.arrived:
        parts.append(
            translate("WeatherPlan", "lands at {place}").format(place=place_name(t.arrived))
        )
    parts.append(
        translate("WeatherPlan", "worst case after it: fuel {fuel}, Integrity {integrity}").format(
            fuel=t.fuel, integrity=t.integrity
        )
    )
    return translate("WeatherPlan", "T{turn} · R{round} · {weather}: {parts}").format(
        turn=t.turn, round=t.round_no, weather=icon, parts="; ".join(parts)
    )


def plan_lines(plan: RoutePlan) -> list[str]:
    """The plan turn by turn, in words (one line a turn, then the totals, the Venture cards a
    Commander's crossings draw and whether it is the search's fallback), in the language in
    force: every line a whole sentence of the catalog (issue 13: no sentence pieced together)."""
    if not plan.reachable:
        reason = str(plan.reason)
        why = _tr(REASON_WORDS[reason]) if reason in REASON_WORDS else reason
        out = [translate("WeatherPlan", "Not reachable: {reason}.").format(reason=why)]
        if plan.fallback:
            out.append(
                translate(
                    "WeatherPlan",
                    "The search spent its effort budget, and its fallback chain of legs does"
                    " not get there either.",
                )
            )
        return out
    if not plan.turns:
        return [translate("WeatherPlan", "Already there.")]
    out = [_turn_line(t) for t in plan.turns]
    out.append(
        translate(
            "WeatherPlan",
            "Arrives in round {worst} at worst ({expected} expected); stops: {stops}; "
            "waiting turns: {waits}; Bonds at the stops: {bonds}",
        ).format(
            worst=plan.worst_arrival,
            expected=plan.expected_arrival,
            stops=_places(plan.stops) or translate("WeatherPlan", "none"),
            waits=plan.waits,
            bonds=plan.bonds,
        )
    )
    if plan.venture_cards:
        out.append(
            translate(
                "WeatherPlan", "Venture cards the Commander draws on the way: {cards}"
            ).format(cards=plan.venture_cards)
        )
    if plan.fallback:
        out.append(
            translate(
                "WeatherPlan",
                "The search spent its effort budget: this is its fallback plan (a chain of legs"
                " toward the target with the same checks), not proven the earliest.",
            )
        )
    return out


class _Signal(QObject):
    done = Signal(int, object)  # (request number, RoutePlan or an error text)


class _Job(QRunnable):
    def __init__(
        self,
        number: int,
        board: Any,
        request: PlanRequest,
        signal: _Signal,
        cancelled: threading.Event,
    ) -> None:
        super().__init__()
        self.number, self.board, self.request, self.signal = number, board, request, signal
        self.cancelled = cancelled

    def run(self) -> None:
        if self.cancelled.is_set():
            return
        try:
            plan: Any = self.request.plan(self.board)
        except Exception as exc:  # a bad place or number: said in the tab
            plan = str(exc)
        # the window closed meanwhile (:meth:`WeatherPlan.shutdown`): nobody to tell, and the
        # signal's object may be going with the application ("Signal source has been deleted")
        if not self.cancelled.is_set():
            self.signal.done.emit(self.number, plan)


class WeatherPlan(QGroupBox):
    """The weather plan of the Range tab: its inputs, its turns, the map and the next leg."""

    planned = Signal(object)  # the RoutePlan shown (None: none)
    fly_next = Signal(object)  # the next leg's end: a place id or a board point
    wanted = Signal()  # an input changed: the calculator sends a new request

    def __init__(self, board: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Weather plan"))
        self.setToolTip(
            self.tr("Turn by turn against the weather disc's forecast (npq calc range --round)")
        )
        self.board = board
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.round = QSpinBox()
        self.round.setRange(1, 300)
        self.round.setObjectName("plan-round")
        self.round.setToolTip(
            self.tr("The round the flight starts in: the weather disc's forecast")
        )
        self.fuel = QSpinBox()
        self.fuel.setRange(0, 6)
        self.fuel.setValue(4)
        self.fuel.setToolTip(self.tr("Fuel in the tank now"))
        self.integrity = QSpinBox()
        self.integrity.setRange(1, 3)
        self.integrity.setValue(3)
        self.integrity.setToolTip(
            self.tr("Structural Integrity now: no plan lets a storm take the last")
        )
        form.addRow(self.tr("Round"), self.round)
        form.addRow(self.tr("Fuel now"), self.fuel)
        form.addRow(self.tr("Integrity"), self.integrity)
        layout.addLayout(form)
        self.commander = QCheckBox(self.tr("Commander"))
        self.commander.setToolTip(
            self.tr("A Commander aboard may cross obstacles (a Venture card each)")
        )
        self.scientist = QCheckBox(self.tr("Scientist"))
        self.scientist.setToolTip(
            self.tr("A Scientist aboard cancels the wind's turn in fog and storm")
        )
        layout.addWidget(self.commander)
        layout.addWidget(self.scientist)
        self.on_map = QCheckBox(self.tr("Draw it on the map"))
        self.on_map.setObjectName("plan-on-map")
        self.on_map.setChecked(True)
        self.on_map.toggled.connect(lambda _on: self.planned.emit(self.shown_plan()))
        layout.addWidget(self.on_map)
        self.text = QLabel()
        self.text.setObjectName("plan-turns")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)  # place names are not HTML
        layout.addWidget(self.text)
        self.fly_button = QPushButton(self.tr("Fly the next leg"))
        self.fly_button.setObjectName("plan-fly-next")
        self.fly_button.setToolTip(self._fly_tip())
        self.fly_button.setEnabled(False)
        self.fly_button.clicked.connect(self._fly_next)
        layout.addWidget(self.fly_button)
        self.plan: RoutePlan | None = None
        self.request: PlanRequest | None = None
        self.extra: dict[str, Any] = {"advanced": False, "barrage_unlocked": False}
        self.can_fly = False  # the window says whether the plan's airship is the one to play
        self._number = 0
        #: No plan before the player opens the Range tab (:meth:`arm`): a game nobody plans
        #: in starts no search in the background
        self.armed = False
        # no parent: a job still running when the tab goes keeps its signal alive (the
        # connection to this widget goes with the widget)
        self._signal = _Signal()
        self._signal.done.connect(self._done)
        # the plans' own thread: one search at a time, a request waiting for it replaced by
        # a newer one (a stale plan is not searched at all), and shutdown() waits for it alone
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._cancelled = threading.Event()
        self._quiet = False
        for box in (self.round, self.fuel, self.integrity):
            box.valueChanged.connect(self._changed)
        for check in (self.commander, self.scientist):
            check.toggled.connect(self._changed)

    # -- inputs ---------------------------------------------------------------------------------
    def set_context(
        self,
        *,
        round_no: int,
        fuel: int,
        integrity: int,
        commander: bool,
        scientist: bool,
        advanced: bool = False,
        barrage_unlocked: bool = False,
        max_integrity: int = 3,
        dry: frozenset[str] = frozenset(),
        notches: int = 0,
    ) -> None:
        """The game's numbers for the airship to plan for (one new plan, not one per field);
        ``dry``: the places that sell no fuel now (:func:`npq.game.rules.dry_bases`);
        ``round_no`` is the game's round and ``notches`` how far its disc stands ahead of it
        (:attr:`npq.game.State.disc_notches`), so the tab's Round is the round the player
        sees in the game."""
        self._quiet = True
        try:
            self.round.setValue(round_no)
            self.fuel.setValue(fuel)
            self.integrity.setMaximum(max(1, max_integrity))
            self.integrity.setValue(max(1, integrity))
            self.commander.setChecked(commander)
            self.scientist.setChecked(scientist)
            self.extra = {
                "advanced": advanced,
                "barrage_unlocked": barrage_unlocked,
                "max_integrity": max(1, max_integrity),
                "dry": frozenset(dry),
                "notches": int(notches),
            }
        finally:
            self._quiet = False
        self.wanted.emit()

    def reset(self) -> None:
        """Another game: the previous one's plan goes (from the tab and the map), and the next
        request plans afresh even if it asks the same."""
        self._number += 1  # an answer still on its way is dropped
        self.request = None
        self.plan = None
        self.text.setText("")
        self._sync_button()
        self.planned.emit(None)

    def set_board(self, board: Any) -> None:
        """Plan on ``board`` (a game of another edition is on the table: the board of its
        edition); the plan of the board before goes."""
        if board is not self.board:
            self.board = board
            self.reset()

    def arm(self) -> None:
        """Start planning (the Range tab was opened); from then on every change re-plans."""
        if not self.armed:
            self.armed = True
            self.wanted.emit()

    def _changed(self, *_args: Any) -> None:
        if not self._quiet:
            self.wanted.emit()

    def make_request(self, origin: Any, target: str, speed: int, range_: int) -> PlanRequest:
        return PlanRequest(
            origin=origin,
            target=target,
            speed=speed,
            range_=range_,
            fuel=min(self.fuel.value(), range_),
            round_no=self.round.value(),
            integrity=self.integrity.value(),
            commander=self.commander.isChecked(),
            scientist=self.scientist.isChecked(),
            **self.extra,
        )

    def ask(self, request: PlanRequest) -> None:
        """Plan ``request`` in the background (an answer to an older request is dropped)."""
        if not self.armed or request == self.request:
            return
        self._number += 1
        self.request = request
        self.plan = None
        self.text.setText(self.tr("planning against the forecast…"))
        self.fly_button.setEnabled(False)
        self.planned.emit(None)
        if self._cancelled.is_set():
            return
        self._pool.clear()  # a request not yet started is stale now
        self._pool.start(_Job(self._number, self.board, request, self._signal, self._cancelled))

    def shutdown(self, wait_ms: int = 30_000) -> None:
        """The window closes: no plan is started any more, none waiting is searched, and the
        one being searched is waited for (a search cannot be interrupted; it ends within a
        second) without telling anyone -- a job still running at the application's exit
        emitted on a deleted object ("Signal source has been deleted")."""
        self._cancelled.set()
        self._number += 1
        self._pool.clear()
        self._pool.waitForDone(wait_ms)

    def _done(self, number: int, plan: Any) -> None:
        if number != self._number:
            return
        if isinstance(plan, str):
            self.plan = None
            self.text.setText(self.tr("No plan: {reason}").format(reason=plan))
            self.planned.emit(None)
            self._sync_button()
            return
        self.plan = plan
        self.text.setText("\n".join(plan_lines(plan)))
        self._sync_button()
        self.planned.emit(self.shown_plan())

    def shown_plan(self) -> RoutePlan | None:
        """The plan the map draws (None when there is none or it is not to be drawn)."""
        return self.plan if self.on_map.isChecked() else None

    def set_can_fly(self, value: bool) -> None:
        self.can_fly = value
        self._sync_button()

    def _sync_button(self) -> None:
        leg = next_leg(self.plan) if self.plan is not None else None
        self.fly_button.setEnabled(self.can_fly and leg is not None)
        if self.plan is not None and self.plan.turns and self.plan.turns[0].action == "wait":
            self.fly_button.setToolTip(self.tr("The plan waits on the ground this turn"))
        else:
            self.fly_button.setToolTip(self._fly_tip())

    def _fly_tip(self) -> str:
        return self.tr(
            "Lay the Navigating Tool toward the end of the plan's first leg, declared: "
            "click it again or press Enter to fly"
        )

    def _fly_next(self) -> None:
        leg = next_leg(self.plan) if self.plan is not None else None
        if leg is not None:
            self.fly_next.emit(leg)
