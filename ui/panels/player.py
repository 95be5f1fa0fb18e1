"""The player's game plan (rulebook 2): Speed, Range and Integrity clips, fuel, crew, Bonds.

Everything shown is read from the engine's state; nothing is computed here that the engine
decides. Crew tokens show their silver or gold face (section 3, "Example of Token Insertion").
"""

from __future__ import annotations

import functools
import html
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from npq.content.nations import Nations, load_nations
from npq.game.state import Pending
from ui.cards import commander_info
from ui.texts import card_title, place_name, skill_title
from ui.theme import nation_name, piece_colour, seat_background, seat_name

__all__ = ["ClipBar", "CrewSlots", "PlayerBoard", "PlayersTable", "airship_name"]


class _SkillTitles(dict[str, str]):
    """Skill id -> the Specialist's title in the language in force (``ui.texts.skill_title``)."""

    def __getitem__(self, skill: str) -> str:
        return skill_title(skill)

    def get(self, skill: str, default: Any = None) -> Any:
        return skill_title(skill) if skill in self else default

    def values(self) -> list[str]:  # type: ignore[override]
        return [skill_title(s) for s in self]


SKILL_TITLES = _SkillTitles(
    engineer="Engineer", pilot="Pilot", manager="Manager", scientist="Scientist"
)
SKILL_GLYPHS = {"engineer": "E", "pilot": "P", "manager": "M", "scientist": "S"}


@functools.cache
def _nations() -> Nations:
    return load_nations()


def airship_name(nation: str) -> str:
    """The airship of a nation's game plan (section 4 table, D3)."""
    try:
        for n in _nations().all:
            if n.id == nation:
                return str(n.airship)
    except Exception:
        pass
    return "airship"


class ClipBar(QWidget):
    """A row of notches 1..6 with the clip on the current value (a game plan indicator)."""

    def __init__(self, label: str, maximum: int = 6, colour: str = "#37474f") -> None:
        super().__init__()
        self.label = label
        self.maximum = maximum
        self.value = 0
        self.limit = maximum
        self.colour = QColor(colour)
        self.setMinimumHeight(22)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_value(self, value: int, limit: int | None = None) -> None:
        self.value = int(value)
        self.limit = self.maximum if limit is None else int(limit)
        self.setToolTip(
            (
                self.tr("{label}: {value} of {limit}")
                if limit is not None
                else self.tr("{label}: {value}")
            ).format(label=self.label, value=self.value, limit=self.limit)
        )
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(220, 22)

    def paintEvent(self, event: Any) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        label_w = 70
        p.setPen(QPen(QColor("#263238")))
        font = QFont(self.font())
        font.setPointSizeF(9)
        p.setFont(font)
        p.drawText(QRectF(0, 0, label_w, self.height()), Qt.AlignmentFlag.AlignVCenter, self.label)
        w = (self.width() - label_w - 8) / self.maximum
        for i in range(1, self.maximum + 1):
            r = QRectF(label_w + (i - 1) * w + 2, 3, w - 4, self.height() - 6)
            filled = i <= self.value
            usable = i <= self.limit
            p.setPen(QPen(QColor("#90a4ae"), 1))
            p.setBrush(
                QBrush(
                    self.colour if filled else (QColor("#eceff1") if usable else QColor("#cfd8dc"))
                )
            )
            p.drawRoundedRect(r, 3, 3)
            p.setPen(QPen(QColor("white") if filled else QColor("#78909c")))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, str(i))
        p.end()


class CrewSlots(QWidget):
    """The Commander slot and one Specialist slot per skill, tokens silver or gold (section 3)."""

    def __init__(self) -> None:
        super().__init__()
        self.specialists: tuple[str, ...] = ()
        self.commander_skills: tuple[str, ...] = ()
        self.setMinimumHeight(46)

    def set_crew(self, crew: Any) -> None:
        self.specialists = tuple(crew.specialists)
        self.commander_skills = tuple(str(s) for s in crew.commander_skills)
        tips = []
        for skill in SKILL_TITLES:
            if skill in self.specialists:
                face = (
                    self.tr("{skill}: gold token")
                    if skill in self.commander_skills
                    else self.tr("{skill}: silver token")
                )
                tips.append(face.format(skill=SKILL_TITLES[skill]))
        self.setToolTip("\n".join(tips) or self.tr("No Specialists aboard"))
        self.update()

    def token_face(self, skill: str) -> str | None:
        """``"gold"``, ``"silver"`` or None (empty slot)."""
        if skill not in self.specialists:
            return None
        return "gold" if skill in self.commander_skills else "silver"

    def paintEvent(self, event: Any) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        n = len(SKILL_TITLES)
        w = self.width() / n
        font = QFont(self.font())
        font.setPointSizeF(8)
        # a narrow panel: shrink the captions until "Scientist" fits its slot
        widest = max(SKILL_TITLES.values(), key=len)
        while font.pointSizeF() > 6 and QFontMetricsF(font).horizontalAdvance(widest) > w - 2:
            font.setPointSizeF(font.pointSizeF() - 0.5)
        for i, skill in enumerate(SKILL_TITLES):
            cx = w * i + w / 2
            face = self.token_face(skill)
            r = 14.0
            if face is None:
                p.setPen(QPen(QColor("#b0bec5"), 1.2, Qt.PenStyle.DashLine))
                p.setBrush(Qt.BrushStyle.NoBrush)
            else:
                fill = QColor("#f9c74f") if face == "gold" else QColor("#cfd8dc")
                p.setPen(QPen(QColor("#8d6e00") if face == "gold" else QColor("#607d8b"), 2))
                p.setBrush(QBrush(fill))
            p.drawEllipse(QPointF(cx, 16), r, r)
            p.setPen(QPen(QColor("#263238") if face else QColor("#b0bec5")))
            bold = QFont(font)
            bold.setBold(True)
            p.setFont(bold)
            p.drawText(
                QRectF(cx - r, 2, 2 * r, 28), Qt.AlignmentFlag.AlignCenter, SKILL_GLYPHS[skill]
            )
            p.setFont(font)
            p.setPen(QPen(QColor("#455a64")))
            p.drawText(
                QRectF(cx - w / 2, 31, w, 14), Qt.AlignmentFlag.AlignCenter, SKILL_TITLES[skill]
            )
        p.end()


class PlayerBoard(QFrame):
    """One player's game plan: nation, airship, clips, fuel, crew, Bonds, loan, missions."""

    def __init__(self) -> None:
        super().__init__()
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.seat: int | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(4)
        self.title = QLabel(self.tr("—"))
        self.title.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.title)
        self.speed = ClipBar(self.tr("Speed"), colour="#1565c0")
        self.range = ClipBar(self.tr("Range"), colour="#2e7d32")
        self.integrity = ClipBar(self.tr("Integrity"), maximum=3, colour="#6d4c41")
        for w in (self.speed, self.range, self.integrity):
            layout.addWidget(w)
        fuel_row = QHBoxLayout()
        fuel_row.addWidget(QLabel(self.tr("Fuel")))
        self.fuel = QProgressBar()
        self.fuel.setTextVisible(True)
        self.fuel.setFormat("%v / %m")
        fuel_row.addWidget(self.fuel, 1)
        layout.addLayout(fuel_row)
        self.commander = QLabel(self.tr("Commander: —"))
        self.commander.setWordWrap(True)
        layout.addWidget(self.commander)
        self.crew = CrewSlots()
        layout.addWidget(self.crew)
        grid = QGridLayout()
        self.bonds = QLabel()
        self.loan = QLabel()
        self.position = QLabel()
        self.position.setWordWrap(True)
        grid.addWidget(QLabel(self.tr("Bonds")), 0, 0)
        grid.addWidget(self.bonds, 0, 1)
        grid.addWidget(QLabel(self.tr("Loan")), 1, 0)
        grid.addWidget(self.loan, 1, 1)
        grid.addWidget(QLabel(self.tr("Where")), 2, 0)
        grid.addWidget(self.position, 2, 1)
        layout.addLayout(grid)
        self.missions = QLabel()
        self.missions.setWordWrap(True)
        self.missions.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.missions)
        # section 6: a Strategy card played on this player acts at the start of his turn
        self.pending = QLabel()
        self.pending.setObjectName("pending-cards")
        self.pending.setWordWrap(True)
        self.pending.setTextFormat(Qt.TextFormat.RichText)
        self.pending.setStyleSheet("color: #b71c1c")
        self.pending.hide()
        layout.addWidget(self.pending)

    def show_player(
        self,
        state: Any,
        seat: int,
        pending: tuple[Pending, ...] | None = None,
        chosen: str | None = None,
    ) -> None:
        """Fill the board from the engine's state for ``seat``; ``pending`` are the Strategy
        cards played on him still to strike, as the viewer may see them (:func:`npq.game.
        view_for`: a hidden card is ``"?"``); ``chosen``: the seat's colour (None: its
        nation's)."""
        self.seat = seat
        pl = state.players[seat]
        colour = piece_colour(pl.nation, chosen).name()
        bg = seat_background(pl.nation, chosen).name()
        name = html.escape(seat_name(state.config, seat))  # a name from a save is not HTML
        nation_text = "" if name == nation_name(pl.nation) else f" — {nation_name(pl.nation)}"
        self.title.setText(
            f"<span style='background:{bg}; color:{colour}; font-size:14pt'>&nbsp;■&nbsp;</span> "
            f"<b style='font-size:12pt'>{name}</b>{nation_text}<br>"
            f"<i>{airship_name(pl.nation)}</i>"
        )
        self.speed.set_value(pl.speed)
        self.range.set_value(pl.range)
        self.integrity.set_value(pl.airship.integrity, pl.max_integrity)
        self.fuel.setMaximum(max(pl.range, 1))
        self.fuel.setValue(max(0, min(pl.airship.fuel, max(pl.range, 1))))
        # a card may fill the tank above its capacity for a while (section 2): the bar is full,
        # its words say how much there is ("6 / 4", as the players table)
        self.fuel.setFormat(f"{pl.airship.fuel} / {pl.range}")
        low = pl.airship.fuel <= 1
        self.fuel.setStyleSheet(
            # a styled chunk drops the style's text placement: centre "3 / 4" again
            "QProgressBar { text-align: center; } QProgressBar::chunk { background: %s; }"
            % ("#e53935" if low else "#43a047")
        )
        if pl.crew.commander:
            cname, skills, _ = commander_info(pl.crew.commander)
            skill_words = ", ".join(SKILL_TITLES.get(s, s) for s in skills)
            self.commander.setText(
                self.tr("Commander: <b>{name}</b> ({skills})").format(
                    name=cname, skills=skill_words
                )
            )
        else:
            self.commander.setText(self.tr("Commander: — (obstacles must be flown around)"))
        self.crew.set_crew(pl.crew)
        self.bonds.setText(f"<b>{state.bonds(seat)}</b>")
        try:
            owed = state.ledger.loan_outstanding(pl.nation)
        except Exception:
            owed = 0
        self.loan.setText(
            self.tr("{owed} Bonds owed").format(owed=owed) if owed else self.tr("none")
        )
        air = place_name(pl.airship.place) if pl.airship.place else self.tr("in flight")
        if pl.airship.emergency is not None:
            air = self.tr("emergency landing ({cause})").format(cause=pl.airship.emergency)
        ship = place_name(pl.ship.place) if pl.ship.place else self.tr("at sea")
        self.position.setText(self.tr("airship: {air}<br>ship: {ship}").format(air=air, ship=ship))
        done = ", ".join(place_name(m.target) for m in pl.completed) or self.tr("none yet")
        active = (
            self.tr("{start} → <b>{target}</b> ({reward} Bonds)").format(
                start=place_name(pl.active.start),
                target=place_name(pl.active.target),
                reward=pl.active.reward,
            )
            if pl.active
            else self.tr("none", "no mission (it: nessuna, es: ninguna)")
        )
        arctic = (
            place_name(pl.arctic)
            + (self.tr(" (Mooring Mast up)") if pl.mast else self.tr(" (reserved)"))
            if pl.arctic
            else self.tr("none", "no Arctic base (it: nessuna, es: ninguna)")
        )
        self.missions.setText(
            self.tr(
                "Missions done ({n}/3): {done}<br>Active mission: {active}<br>Arctic base: {arctic}"
            ).format(n=len(pl.completed), done=done, active=active, arctic=arctic)
        )
        self.show_pending(state, pending if pending is not None else ())

    def show_pending(self, state: Any, pending: tuple[Pending, ...]) -> None:
        """The hostile cards waiting for this player's turn (section 6), named when the viewer
        may see them, else "a Strategy card" face down."""
        lines = []
        for p in pending:
            by = html.escape(seat_name(state.config, p.by))
            what = (
                self.tr("a Strategy card (face down)")
                if p.card == "?"
                else self.tr("“{card}”").format(card=card_title(p.card))
            )
            lines.append(
                self.tr("{card} from {by}: it strikes at the start of this player's turn").format(
                    card=what, by=by
                )
            )
        self.pending.setText("<br>".join(lines))
        self.pending.setVisible(bool(lines))


class PlayersTable(QTableWidget):
    """Every player at a glance: public information only."""

    COLUMNS = (
        QT_TRANSLATE_NOOP("PlayersTable", "Player"),
        QT_TRANSLATE_NOOP("PlayersTable", "Bonds"),
        QT_TRANSLATE_NOOP("PlayersTable", "Done"),
        QT_TRANSLATE_NOOP("PlayersTable", "Fuel"),
        QT_TRANSLATE_NOOP("PlayersTable", "Int."),
    )

    #: Each column's heading in full (the heading itself may be short: "Int.", "Carb.").
    TIPS = (
        QT_TRANSLATE_NOOP("PlayersTable", "Player (⚙: a bot)"),
        QT_TRANSLATE_NOOP("PlayersTable", "Bonds"),
        QT_TRANSLATE_NOOP("PlayersTable", "Missions completed, of 3"),
        QT_TRANSLATE_NOOP("PlayersTable", "Fuel in the tank / Range"),
        QT_TRANSLATE_NOOP("PlayersTable", "Structural Integrity"),
    )

    def __init__(self) -> None:
        super().__init__(0, len(self.COLUMNS))
        self.setHorizontalHeaderLabels([self.tr(str(c)) for c in self.COLUMNS])
        for col, tip in enumerate(self.TIPS):
            item = self.horizontalHeaderItem(col)
            if item is not None:
                item.setToolTip(self.tr(str(tip)))
        self.verticalHeader().setVisible(False)
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.horizontalHeader().setStretchLastSection(False)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMaximumHeight(200)

    def show_state(
        self, state: Any, bots: list[bool], colours: list[str | None] | None = None
    ) -> None:
        """The players' public numbers; ``colours``: each seat's chosen colour (None: its
        nation's)."""
        self.setRowCount(len(state.players))
        for seat, pl in enumerate(state.players):
            turn = "▶ " if seat == state.current and not state.is_over else ""
            bot = bool(bots) and bots[seat]
            who = f"{turn}{seat_name(state.config, seat)}{' ⚙' if bot else ''}"
            where = place_name(pl.airship.place) if pl.airship.place else self.tr("in flight")
            values = (
                who,
                str(state.bonds(seat)),
                f"{len(pl.completed)}/3",
                f"{pl.airship.fuel}/{pl.range}",
                f"{pl.airship.integrity}/{pl.max_integrity}",
            )
            tip = (
                self.tr("bot · airship: {where}") if bot else self.tr("human · airship: {where}")
            ).format(where=where)
            for col, text in enumerate(values):
                item = QTableWidgetItem(text)
                item.setToolTip(tip)
                if col == 0:
                    chosen = colours[seat] if colours and seat < len(colours) else None
                    item.setBackground(QBrush(seat_background(pl.nation, chosen)))
                    font = item.font()
                    font.setBold(seat == state.current)
                    item.setFont(font)
                self.setItem(seat, col, item)
        self.resizeColumnsToContents()
        self.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        rows = sum(self.rowHeight(r) for r in range(self.rowCount()))
        self.setFixedHeight(rows + self.horizontalHeader().height() + 4)
