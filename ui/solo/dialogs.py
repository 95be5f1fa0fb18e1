"""Solo Mode dialogs: setup, end screen and profile screen (rulebook section 12).

- :class:`SoloSetupDialog` -- nation, up to 3 secondary objectives, up to 3 unlocked bonuses
  (all different; only those the profile's stars have unlocked are offered), seed.
- :class:`SoloEndScreen` -- result, stars earned, objectives met and failed, the itemised Match
  Points; the player keeps the score or declines it (section 12: "the player can opt for a
  score"), then the bonuses unlocked by this game.
- :class:`ProfileScreen` -- total stars, games, unlocked bonuses as their Solo cards, and a
  chart of the stars with the progress to the next bonus.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from npq import i18n
from npq.content.nations import load_nations
from npq.errors import RuleViolation
from npq.solo.bonuses import commander_choices, unlocked_bonuses
from npq.solo.game import SoloResult
from npq.solo.profile import ProfileSummary, SoloGameRecord
from npq.solo.scoring import MatchPoints, line_words
from npq.solo.setup import SoloSetup
from npq.solo.tables import (
    MAX_ACTIVE_BONUSES,
    MAX_CHOSEN_OBJECTIVES,
    BonusEffect,
    SoloTables,
    load_solo_tables,
)
from ui.language import QT_TRANSLATE_NOOP, translate
from ui.solo.widgets import BonusCard, NextBonusBar, StarsChart
from ui.texts import skill_title

__all__ = [
    "SOLO_RULES_TEXT",
    "ProfileScreen",
    "SoloEndScreen",
    "SoloSetupDialog",
    "match_points_table",
]

#: The solo rules in brief, shown in the setup dialog (section 12; docs/rules-decisions.md).
SOLO_RULES_TEXT = QT_TRANSLATE_NOOP(
    "SoloSetupDialog",
    "<b>Solo rules</b> (section 12): no Strategy cards; up to 5 Mission cards in hand, and "
    "<b>every Mission card you draw must be completed before you leave for the Pole</b> — also "
    "one drawn before your third mission (it can be exchanged, never discarded); a crash ends "
    "the game unless the Airship Rescue bonus saves it. At the end you keep the score (stars "
    "and Match Points) or decline it.",
)

RESULT_TEXT = {
    "won": QT_TRANSLATE_NOOP(
        "SoloEndScreen", "Over the Pole and back: the expedition is a triumph."
    ),
    "crashed": QT_TRANSLATE_NOOP("SoloEndScreen", "The airship crashed: the expedition is over."),
    # the log and the status line say the same (ui.texts.SOLO_SHORT): no winner is named
    "interrupted": QT_TRANSLATE_NOOP(
        "SoloEndScreen", "The expedition ended short of the Pole: it is scored as it stands."
    ),
}


class SoloSetupDialog(QDialog):
    """Choose the nation, the secondary objectives and the bonuses of a solo game."""

    def __init__(
        self,
        total_stars: int,
        parent: QWidget | None = None,
        tables: SoloTables | None = None,
        profile: str = "default",
        seed: int | None = None,
        profiles: Mapping[str, int] | None = None,
    ) -> None:
        """``profiles`` (name -> total stars) adds a profile chooser; a new name starts at 0."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Solo game"))
        self.tables = tables or load_solo_tables()
        self.total_stars = total_stars
        self.profile = profile
        self.profiles = dict(profiles or {})
        layout = QVBoxLayout(self)

        form = QFormLayout()
        self.profile_box: QComboBox | None = None
        if profiles is not None:
            self.profile_box = QComboBox()
            self.profile_box.setEditable(True)
            names = list(self.profiles) or [profile]
            if profile not in names:
                names.insert(0, profile)
            self.profile_box.addItems(names)
            self.profile_box.setCurrentText(profile)
            self.profile_box.currentTextChanged.connect(self._profile_changed)
            form.addRow(self.tr("Profile"), self.profile_box)
        self.nation = QComboBox()
        for nation in load_nations():
            self.nation.addItem(
                self.tr(
                    "{nation} — {airship} (Speed {speed}, Range {range}, {bonds} Bonds)"
                ).format(
                    nation=i18n.gettext(nation.name),
                    airship=nation.airship,
                    speed=nation.speed,
                    range=nation.range,
                    bonds=nation.bonds,
                ),
                nation.id,
            )
        form.addRow(self.tr("Nation"), self.nation)
        self.seed = QSpinBox()
        self.seed.setRange(0, 2_000_000_000)
        self.seed.setValue(random.randrange(1, 1_000_000) if seed is None else seed)
        form.addRow(self.tr("Seed"), self.seed)
        layout.addLayout(form)
        self.rules = QLabel(self.tr(SOLO_RULES_TEXT))
        self.rules.setObjectName("soloRules")
        self.rules.setWordWrap(True)
        layout.addWidget(self.rules)

        obj_box = QGroupBox(
            self.tr("Secondary objectives (up to {n}; 1 ★ each, −30 points if failed)").format(
                n=MAX_CHOSEN_OBJECTIVES
            )
        )
        obj_layout = QVBoxLayout(obj_box)
        self.objective_boxes: dict[int, QCheckBox] = {}
        for spec in self.tables.objectives:
            box = QCheckBox(f"{spec.number}. {i18n.gettext(spec.text)}")
            box.setToolTip(spec.source)
            box.toggled.connect(self._limit)
            obj_layout.addWidget(box)
            self.objective_boxes[spec.number] = box
        layout.addWidget(obj_box)

        self.bonus_group = QGroupBox()
        self._bonus_layout = QVBoxLayout(self.bonus_group)
        self.bonus_boxes: dict[str, QCheckBox] = {}
        self._fill_bonuses()
        layout.addWidget(self.bonus_group)

        # with the (Advanced) Commander bonus the player picks who joins the crew (section 12)
        self.commander_label = QLabel(self.tr("Free Commander"))
        self.commander_box = QComboBox()
        commander_row = QFormLayout()
        commander_row.addRow(self.commander_label, self.commander_box)
        layout.addLayout(commander_row)
        self._fill_commanders()

        self.error = QLabel()
        self.error.setStyleSheet("color: #b71c1c;")
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _fill_bonuses(self) -> None:
        """Offer the bonuses the current profile has unlocked (section 12), none ticked."""
        while self._bonus_layout.count():
            item = self._bonus_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.bonus_boxes = {}
        total = self.total_stars
        self.bonus_group.setTitle(
            self.tr("Bonuses (you have {stars} ★; up to {n}, all different)").format(
                stars=total, n=MAX_ACTIVE_BONUSES
            )
        )
        unlocked = unlocked_bonuses(total, self.tables)
        for bonus in unlocked:
            box = QCheckBox(
                self.tr("{bonus} — “{card}”").format(
                    bonus=i18n.gettext(bonus.name), card=i18n.gettext(bonus.card_title)
                )
            )
            box.setToolTip(i18n.gettext(bonus.card_text))
            box.toggled.connect(self._limit)
            self._bonus_layout.addWidget(box)
            self.bonus_boxes[bonus.key] = box
        if not unlocked:
            first = self.tables.bonuses[0]
            self._bonus_layout.addWidget(
                QLabel(
                    self.tr("No bonus unlocked yet: {bonus} unlocks at {stars} ★.").format(
                        bonus=i18n.gettext(first.name), stars=first.stars
                    )
                )
            )

    def _profile_changed(self, name: str) -> None:
        self.profile = name.strip() or self.profile
        self.total_stars = self.profiles.get(self.profile, 0)
        self._fill_bonuses()
        self._fill_commanders()

    def _limit(self) -> None:
        """Grey out further choices once 3 are ticked; one Commander bonus at most (section 3)."""
        chosen_obj = [b for b in self.objective_boxes.values() if b.isChecked()]
        for box in self.objective_boxes.values():
            box.setEnabled(box.isChecked() or len(chosen_obj) < MAX_CHOSEN_OBJECTIVES)
        chosen = [k for k, b in self.bonus_boxes.items() if b.isChecked()]
        commanders = {
            b.key
            for b in self.tables.bonuses
            if b.effect in (BonusEffect.COMMANDER, BonusEffect.ADVANCED_COMMANDER)
        }
        has_commander = any(k in commanders for k in chosen)
        for key, box in self.bonus_boxes.items():
            allowed = len(chosen) < MAX_ACTIVE_BONUSES and not (key in commanders and has_commander)
            box.setEnabled(box.isChecked() or allowed)
        self._fill_commanders()

    def _fill_commanders(self) -> None:
        """Offer the Commanders (or Advanced Commanders) the ticked bonus brings; hidden
        without such a bonus."""
        box = getattr(self, "commander_box", None)
        if box is None:
            return
        chosen = [k for k, b in self.bonus_boxes.items() if b.isChecked()]
        pool = commander_choices(chosen, self.tables)
        ids = [c.id for c in pool]
        current = box.currentData()
        if ids != [box.itemData(i) for i in range(box.count())]:
            box.clear()
            for c in pool:
                skills = ", ".join(skill_title(str(s)) for s in c.skills)
                box.addItem(f"{c.name} ({skills})", c.id)
            if current in ids:
                box.setCurrentIndex(ids.index(current))
        box.setVisible(bool(ids))
        self.commander_label.setVisible(bool(ids))

    def setup(self) -> SoloSetup:
        """The choice as a :class:`SoloSetup` (not yet validated)."""
        return SoloSetup(
            nation=str(self.nation.currentData()),
            objectives=tuple(n for n, b in self.objective_boxes.items() if b.isChecked()),
            bonuses=tuple(k for k, b in self.bonus_boxes.items() if b.isChecked()),
            seed=self.seed.value(),
            profile=self.profile,
            commander=self.commander_box.currentData() if self.commander_box.count() else None,
        )

    def accept(self) -> None:
        """Close only on a choice the rules allow; otherwise say why."""
        try:
            self.setup().validated(self.total_stars, self.tables)
        except RuleViolation as exc:
            self.error.setText(str(exc))
            return
        super().accept()


def match_points_table(mp: MatchPoints, parent: QWidget | None = None) -> QTableWidget:
    """The Match Points breakdown as a table: element, count, points each, points."""
    table = QTableWidget(len(mp.lines) + 1, 4, parent)
    table.setHorizontalHeaderLabels(
        [
            translate("MatchPoints", "Element"),
            translate("MatchPoints", "Count"),
            translate("MatchPoints", "Each"),
            translate("MatchPoints", "Points"),
        ]
    )
    mandatory = load_solo_tables().match_points.mandatory_missions
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    for row, line in enumerate(mp.lines):
        cells = (
            line_words(line, mandatory),
            i18n.format_number(line.count),
            f"{line.each:+d}",
            f"{line.points:+d}",
        )
        for col, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if col:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(row, col, item)
    total = QTableWidgetItem(translate("MatchPoints", "Total"))
    font = total.font()
    font.setBold(True)
    total.setFont(font)
    table.setItem(len(mp.lines), 0, total)
    value = QTableWidgetItem(str(mp.total))
    value.setFont(font)
    value.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    table.setItem(len(mp.lines), 3, value)
    table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    table.resizeColumnsToContents()
    table.verticalHeader().setDefaultSectionSize(22)
    table.setMinimumHeight(22 * (len(mp.lines) + 2) + 6)
    return table


class SoloEndScreen(QDialog):
    """The end of a solo game: stars earned and the Match Points breakdown.

    Built from the game's :class:`~npq.solo.game.SoloResult` before it is recorded, the screen
    asks whether the player keeps the score or declines it (section 12: "the player can opt for
    a score"): :attr:`keep_button` / :attr:`decline_button` emit :attr:`decided` (``True``:
    keep); closing the screen undecided keeps it. :meth:`show_recorded` then shows what the
    profile holds. Built from a :class:`SoloGameRecord`, it shows that record.
    """

    decided = Signal(bool)  # True: the score is kept; False: declined (recorded unscored)

    def __init__(
        self,
        record: SoloGameRecord | SoloResult,
        parent: QWidget | None = None,
        tables: SoloTables | None = None,
        total_stars: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Solo game over"))
        self.tables = tables or load_solo_tables()
        self.pending = isinstance(record, SoloResult)
        self.declined: bool | None = None
        objectives = (
            record.setup.objectives if isinstance(record, SoloResult) else record.objectives
        )
        layout = QVBoxLayout(self)
        result = RESULT_TEXT.get(record.result)
        headline = QLabel(f"<h2>{self.tr(result) if result else record.result}</h2>")
        headline.setWordWrap(True)
        layout.addWidget(headline)
        self.stars_label = QLabel()
        layout.addWidget(self.stars_label)
        self._show_stars(record, total_stars)

        objectives_box = QGroupBox(self.tr("Secondary objectives"))
        grid = QGridLayout(objectives_box)
        for row, number in enumerate(objectives):
            spec = self.tables.objective(number)
            met = number in record.objectives_met
            mark = QLabel("★" if met else "✗")
            mark.setStyleSheet(f"color: {'#b8860b' if met else '#b71c1c'}; font-size: 13pt;")
            grid.addWidget(mark, row, 0)
            grid.addWidget(QLabel(f"{number}. {i18n.gettext(spec.text)}"), row, 1)
            grid.addWidget(QLabel(self.tr("completed") if met else self.tr("failed (−30)")), row, 2)
        if not objectives:
            grid.addWidget(QLabel(self.tr("None chosen.")), 0, 0)
        layout.addWidget(objectives_box)

        self.unlocked_label = QLabel()
        self.unlocked_label.setObjectName("newlyUnlocked")
        self.unlocked_label.setVisible(False)
        layout.addWidget(self.unlocked_label)
        self._show_unlocked(getattr(record, "newly_unlocked", ()))

        self.points_label = QLabel(
            self.tr("<b>Match Points: {n}</b>").format(n=record.match_points.total)
        )
        layout.addWidget(self.points_label)
        self.table = match_points_table(record.match_points, self)
        layout.addWidget(self.table)

        self.choice_label = QLabel(
            self.tr(
                "Keep the score, or decline it: the game is then recorded as played but "
                "unscored — no stars, no Match Points (section 12: the player can opt for a score)."
            )
        )
        self.choice_label.setWordWrap(True)
        layout.addWidget(self.choice_label)
        self.buttons = QDialogButtonBox()
        self.keep_button = QPushButton(self.tr("Keep the score"))
        self.keep_button.setObjectName("soloKeepScore")
        self.decline_button = QPushButton(self.tr("Decline the score"))
        self.decline_button.setObjectName("soloDeclineScore")
        self.close_button = QPushButton(self.tr("Close"))
        self.buttons.addButton(self.keep_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.decline_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.keep_button.clicked.connect(lambda: self._decide(True))
        self.decline_button.clicked.connect(lambda: self._decide(False))
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._show_choice()
        self.resize(640, 640)

    def _show_stars(self, record: SoloGameRecord | SoloResult, total_stars: int | None) -> None:
        if isinstance(record, SoloGameRecord) and not record.scored:
            self.stars_label.setText(
                self.tr("<b>Recorded unscored</b>: the score was declined; no stars")
                + (
                    self.tr(" · {n} ★ in all, unchanged").format(n=total_stars)
                    if total_stars is not None
                    else ""
                )
            )
            return
        earned = (
            self.tr("%n star(s) to earn", "", record.stars)
            if self.pending
            else self.tr("%n star(s) earned", "", record.stars)
        )
        self.stars_label.setText(
            f"<span style='font-size:16pt; color:#b8860b'>{'★' * record.stars or '—'}</span> "
            + earned
            + (self.tr(" · {n} in all").format(n=total_stars) if total_stars is not None else "")
        )

    def _show_unlocked(self, keys: Sequence[str]) -> None:
        if keys:
            names = ", ".join(i18n.gettext(self.tables.bonus(k).name) for k in keys)
            self.unlocked_label.setText(
                self.tr("<b>New bonus unlocked:</b> {names}").format(names=names)
            )
        self.unlocked_label.setVisible(bool(keys))

    def _show_choice(self) -> None:
        self.keep_button.setVisible(self.pending)
        self.decline_button.setVisible(self.pending)
        self.choice_label.setVisible(self.pending)
        self.close_button.setVisible(not self.pending)
        if self.pending:
            self.keep_button.setDefault(True)
        else:
            self.close_button.setDefault(True)

    def _decide(self, keep: bool) -> None:
        if not self.pending or self.declined is not None:
            return
        self.declined = not keep
        self.decided.emit(keep)

    def show_recorded(self, record: SoloGameRecord, total_stars: int | None = None) -> None:
        """The game as the profile recorded it (scored or unscored): the choice is made."""
        self.pending = False
        self._show_stars(record, total_stars)
        self._show_unlocked(record.newly_unlocked)
        if not record.scored:
            self.points_label.setText(self.tr("<b>Match Points: not counted (score declined)</b>"))
        self._show_choice()

    def reject(self) -> None:
        """Closing the screen undecided keeps the score (the game is not left unrecorded)."""
        self._decide(True)
        super().reject()

    def closeEvent(self, event: QCloseEvent) -> None:
        self._decide(True)
        super().closeEvent(event)


class ProfileScreen(QDialog):
    """The solo profile: total stars, the chart of stars per game, unlocked bonuses."""

    def __init__(
        self,
        summary: ProfileSummary,
        history: Sequence[SoloGameRecord] = (),
        parent: QWidget | None = None,
        tables: SoloTables | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Solo profile — {name}").format(name=summary.name))
        self.tables = tables or load_solo_tables()
        layout = QVBoxLayout(self)
        best = "—" if summary.best_match_points is None else str(summary.best_match_points)
        unscored = self.tr(" ({n} unscored)").format(n=summary.unscored) if summary.unscored else ""
        self.headline = QLabel(
            f"<h2>{summary.total_stars} ★</h2>"
            + self.tr(
                "%n solo game(s){unscored}, {wins} won · best Match Points {best}",
                "",
                summary.games,
            ).format(unscored=unscored, wins=summary.wins, best=best)
        )
        layout.addWidget(self.headline)
        self.next_bar = NextBonusBar(self, self.tables)
        self.next_bar.set_total(summary.total_stars)
        layout.addWidget(self.next_bar)
        self.chart = StarsChart(self, self.tables)
        self.chart.set_stars(summary.stars_per_game)
        layout.addWidget(self.chart, 1)

        cards = QWidget()
        row = QHBoxLayout(cards)
        for key in summary.unlocked:
            row.addWidget(BonusCard(self.tables.bonus(key)))
        if not summary.unlocked:
            row.addWidget(QLabel(self.tr("No bonus unlocked yet.")))
        row.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidget(cards)
        scroll.setWidgetResizable(True)
        scroll.setMinimumHeight(
            max((c.sizeHint().height() for c in cards.findChildren(BonusCard)), default=40) + 30
        )
        layout.addWidget(QLabel(self.tr("<b>Unlocked bonuses</b>")))
        layout.addWidget(scroll)

        nations = load_nations()
        self.history = QTableWidget(len(history), 6)
        self.history.setHorizontalHeaderLabels(
            [
                "#",
                self.tr("Date"),
                self.tr("Nation"),
                self.tr("Result"),
                self.tr("Stars"),
                self.tr("Match Points"),
            ]
        )
        self.history.verticalHeader().setVisible(False)
        self.history.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for r, game in enumerate(reversed(history)):
            cells = (
                str(game.id),
                game.played_at[:16].replace("T", " "),
                nations[game.nation].name if game.nation in nations else game.nation,
                game.result,
                ("★" * game.stars or "—") if game.scored else "unscored",
                str(game.match_points.total) if game.scored else "unscored",
            )
            for c, text in enumerate(cells):
                self.history.setItem(r, c, QTableWidgetItem(text))
        self.history.horizontalHeader().setStretchLastSection(True)
        layout.addWidget(self.history)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(760, 720)
