"""New game, pass-the-device and end-of-game screens."""

from __future__ import annotations

import functools
import html
import secrets
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from npq.content.nations import Nations, load_nations
from npq.game.config import ALTERNATE_NATIONS, MAX_NAME, NEW_GAME_NOT_JUST_FIRST, GameConfig
from ui.advanced_texts import words
from ui.language import translate
from ui.texts import place_name
from ui.theme import SEAT_COLOURS, nation_name, piece_colour, seat_name

__all__ = ["EndGameDialog", "NewGameDialog", "NewGameSettings", "PassDeviceScreen", "victory_box"]


def _swatch(colour: QColor) -> QIcon:
    """A small square of ``colour`` for the colour choices."""
    pixmap = QPixmap(14, 14)
    pixmap.fill(colour)
    return QIcon(pixmap)


@functools.cache
def _nations() -> Nations:
    return load_nations()


#: Nation order of the seat combo boxes (the rulebook's tables).
NATION_ORDER = ("germany", "british_empire", "italy", "japan", "ussr", "usa", "france")

#: The nations seats get by default: section 8 recommends starting countries on different
#: continents for 2-4 players ("Germany + Japan + United States; United Kingdom + USSR + Japan
#: + United States"); the European nations follow for 5-6.
DEFAULT_SEATS = ("germany", "japan", "usa", "ussr", "british_empire", "italy")


@dataclass(frozen=True, slots=True)
class NewGameSettings:
    """What the New game dialog produced."""

    nations: tuple[str, ...]
    names: tuple[str, ...]
    bots: tuple[bool, ...]
    seed: int
    max_rounds: int | None
    not_just_first: bool
    trap_cards: bool
    first_player: int | None = None
    #: Nations starting from their alternate base and port (section 8); None: the rulebook's
    #: default (the British Empire and Italy leave Europe with 5 or more players).
    alternates: tuple[str, ...] | None = None
    bot_kind: str = "greedy"  # random, greedy or expert: Easy, Normal, Hard
    #: Per seat the colour chosen for its pieces and marks (``#rrggbb``), None: the nation's.
    colours: tuple[str | None, ...] = ()
    #: The advanced game and its options (issue #11; two or more players).
    advanced: bool = False
    telegrams: bool = False
    cession_at_base: bool = False
    second_place: bool = False

    def config(self) -> GameConfig:
        """The engine's GameConfig for these settings (section 8; the advanced switches only
        with the advanced game)."""
        advanced = self.advanced and len(self.nations) > 1
        return GameConfig(
            nations=self.nations,
            names=self.names,
            max_rounds=self.max_rounds,
            not_just_first=self.not_just_first,
            trap_cards=self.trap_cards,
            first_player=self.first_player,
            alternates=self.alternates,
            advanced=advanced,
            telegrams=advanced and self.telegrams,
            cession_at_base=advanced and self.cession_at_base,
            second_place=advanced and self.second_place,
        )


def _alternate_places(nation: str) -> str:
    """ "Montreal and Goose Bay": where a nation with an alternate start begins (section 8)."""
    nations = _nations()
    if nation not in nations:
        return ""
    n = nations[nation]
    if not n.alternate_base:
        return ""
    places = [place_name(n.alternate_base)]
    if n.alternate_port and n.alternate_port != n.alternate_base:
        places.append(place_name(n.alternate_port))
    return " and ".join(places)


def victory_box(name: str) -> QCheckBox:
    """The victory-rule switch of a new game (section 9), set to a new game's rule
    (:data:`~npq.game.config.NEW_GAME_NOT_JUST_FIRST`): the New game and Host dialogs."""
    box = QCheckBox(translate("NewGameDialog", 'Variant: It\'s Not Just "First" (section 9)'))
    box.setObjectName(name)
    box.setChecked(NEW_GAME_NOT_JUST_FIRST)
    box.setToolTip(
        translate(
            "NewGameDialog",
            "On: the round of the first return from the Pole is played out and the richest of "
            "those back wins, so every seat plays as many turns. Off: the basic rule, the first "
            "back wins at once (the first seat then wins more often).",
        )
    )
    return box


class NewGameDialog(QDialog):
    """Seats 1–6, a nation and human or bot per seat, the seed and the basic-game options."""

    def __init__(
        self,
        parent: QWidget | None = None,
        seed: int | None = None,
        last: dict[str, Any] | None = None,
    ) -> None:
        """``last``: the seats a previous dialog was accepted with (:meth:`remembered`), offered
        again (the seed is drawn afresh all the same)."""
        super().__init__(parent)
        if seed is None:  # a fresh deal and weather each game (issue 12: it was always 1924)
            seed = secrets.randbelow(1_000_000_000)
        self.setWindowTitle(self.tr("New game — North Pole Quest"))
        layout = QVBoxLayout(self)
        top = QFormLayout()
        self.players = QSpinBox()
        self.players.setRange(1, 6)
        self.players.setValue(2)
        self.players.setObjectName("players")
        top.addRow(self.tr("Players"), self.players)
        layout.addLayout(top)
        seats = QGroupBox(self.tr("Seats (turns go round in this order)"))
        grid = QGridLayout(seats)
        grid.addWidget(QLabel(self.tr("<b>Seat</b>")), 0, 0)
        grid.addWidget(QLabel(self.tr("<b>Nation</b>")), 0, 1)
        grid.addWidget(QLabel(self.tr("<b>Name</b>")), 0, 2)
        grid.addWidget(QLabel(self.tr("<b>Bot</b>")), 0, 3)
        grid.addWidget(QLabel(self.tr("<b>Leaves Europe</b>")), 0, 4)
        grid.addWidget(QLabel(self.tr("<b>Colour</b>")), 0, 5)
        self.colour_boxes: list[QComboBox] = []
        self.nation_boxes: list[QComboBox] = []
        self.name_edits: list[QLineEdit] = []
        self.bot_boxes: list[QCheckBox] = []
        self.seat_labels: list[QLabel] = []
        self.alternate_boxes: list[QCheckBox] = []
        self._alternate_chosen: list[bool] = [False] * 6  # ticked or unticked by the player
        for i in range(6):
            label = QLabel(f"{i + 1}")
            combo = QComboBox()
            for nation in NATION_ORDER:
                combo.addItem(nation_name(nation), nation)
            combo.setCurrentIndex(NATION_ORDER.index(DEFAULT_SEATS[i]))
            name = QLineEdit()
            name.setMaxLength(MAX_NAME)
            name.setPlaceholderText(nation_name(DEFAULT_SEATS[i]))
            combo.currentIndexChanged.connect(
                lambda _i, c=combo, n=name: n.setPlaceholderText(nation_name(c.currentData()))
            )
            name.setToolTip(self.tr("The player's name (empty: the nation's name)"))
            bot = QCheckBox()
            bot.setChecked(i > 0)
            bot.setToolTip(
                self.tr(
                    "Ticked: a bot plays this seat. With two or more human seats the screen is "
                    "passed between turns and hides every hand."
                )
            )
            grid.addWidget(label, i + 1, 0)
            grid.addWidget(combo, i + 1, 1)
            grid.addWidget(name, i + 1, 2)
            grid.addWidget(bot, i + 1, 3)
            alternate = QCheckBox()
            alternate.setObjectName(f"alternate-{i + 1}")
            alternate.clicked.connect(lambda _c=False, k=i: self._alternate_clicked(k))
            combo.currentIndexChanged.connect(lambda _i, k=i: self._alternate_nation(k))
            grid.addWidget(alternate, i + 1, 4)
            colour = QComboBox()
            colour.setObjectName(f"colour-{i + 1}")
            # as wide as its longest choice ("British Empire's" was cut to "British Emp")
            colour.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            colour.setToolTip(
                self.tr(
                    "The colour of this seat's airship, ship, flags and marks on the board, its "
                    "player board and its lines in the log"
                )
            )
            self._fill_colours(colour, str(combo.currentData()))
            combo.currentIndexChanged.connect(
                lambda _i, c=combo, box=colour: self._fill_colours(box, str(c.currentData()))
            )
            grid.addWidget(colour, i + 1, 5)
            self.colour_boxes.append(colour)
            self.alternate_boxes.append(alternate)
            self.seat_labels.append(label)
            self.nation_boxes.append(combo)
            self.name_edits.append(name)
            self.bot_boxes.append(bot)
        layout.addWidget(seats)
        options = QGroupBox(self.tr("Basic game options"))
        form = QFormLayout(options)
        self.seed = QSpinBox()
        self.seed.setRange(0, 2_000_000_000)
        self.seed.setValue(seed)
        form.addRow(self.tr("Seed"), self.seed)
        self.bot_level = QComboBox()
        self.bot_level.setObjectName("bot-level")
        for level, kind in (
            (self.tr("Easy — plays any legal action"), "random"),
            (self.tr("Normal — near missions, refuels, the Pole when safe"), "greedy"),
            (
                self.tr("Hard — searches its options over sampled hidden cards, ~1 s a turn"),
                "expert",
            ),
        ):
            self.bot_level.addItem(level, kind)
        self.bot_level.setCurrentIndex(1)
        form.addRow(self.tr("Bot level"), self.bot_level)
        self.first = QComboBox()
        self.first.setObjectName("first-player")
        form.addRow(self.tr("First player (section 8)"), self.first)
        self.max_rounds = QSpinBox()
        self.max_rounds.setRange(0, 200)
        self.max_rounds.setValue(0)
        self.max_rounds.setSpecialValueText(self.tr("no limit"))
        form.addRow(self.tr("Round limit (interrupted game, section 9)"), self.max_rounds)
        self.not_just_first = victory_box("not-just-first")
        form.addRow(self.not_just_first)
        self.trap_cards = QCheckBox(self.tr("Trap cards on Strategy circles"))
        self.trap_cards.setChecked(True)
        form.addRow(self.trap_cards)
        layout.addWidget(options)
        layout.addWidget(self._advanced_options())
        self.error = QLabel()
        self.error.setStyleSheet("color: #c62828")
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.players.valueChanged.connect(self._seats_changed)
        if last:
            self._restore(last)
        self._seats_changed()
        for i in range(6):
            self._alternate_nation(i)
        # an error is about what was there when OK was pressed: any change takes it away
        self.players.valueChanged.connect(self._clear_error)
        for i in range(6):
            self.nation_boxes[i].currentIndexChanged.connect(self._clear_error)
            self.name_edits[i].textChanged.connect(self._clear_error)
            self.bot_boxes[i].toggled.connect(self._clear_error)
            self.alternate_boxes[i].toggled.connect(self._clear_error)
            self.colour_boxes[i].currentIndexChanged.connect(self._clear_error)
        self.first.currentIndexChanged.connect(self._clear_error)

    def _clear_error(self, *_args: Any) -> None:
        self.error.clear()

    @staticmethod
    def _fill_colours(box: QComboBox, nation: str) -> None:
        """The colour choices of a seat: its nation's own first, then the palette (the choice
        made is kept when the nation changes)."""
        chosen = box.currentData()
        box.blockSignals(True)
        box.clear()
        own = piece_colour(nation)
        box.addItem(
            _swatch(own),
            translate("NewGameDialog", "{nation}'s").format(nation=nation_name(nation)),
            None,
        )
        for name, hex_ in SEAT_COLOURS:
            box.addItem(_swatch(piece_colour(None, hex_)), translate("NewGameDialog", name), hex_)
        index = box.findData(chosen) if chosen else 0
        box.setCurrentIndex(max(index, 0))
        box.blockSignals(False)

    def _restore(self, last: dict[str, Any]) -> None:
        """Offer the seats of the last game again (what is valid of them)."""
        seats = last.get("seats")
        if not isinstance(seats, list):
            return
        players = last.get("players")
        if isinstance(players, int) and 1 <= players <= 6:
            self.players.setValue(players)
        for i, seat in enumerate(seats[:6]):
            if not isinstance(seat, dict):
                continue
            nation = seat.get("nation")
            if isinstance(nation, str) and nation in NATION_ORDER:
                self.nation_boxes[i].setCurrentIndex(NATION_ORDER.index(nation))
            name = seat.get("name")
            if isinstance(name, str):
                self.name_edits[i].setText(name[:MAX_NAME])
            bot = seat.get("bot")
            if isinstance(bot, bool):
                self.bot_boxes[i].setChecked(bot)
            colour = seat.get("colour")
            if isinstance(colour, str):
                index = self.colour_boxes[i].findData(colour)
                if index >= 0:
                    self.colour_boxes[i].setCurrentIndex(index)
        kind = last.get("bot_kind")
        if isinstance(kind, str) and self.bot_level.findData(kind) >= 0:
            self.bot_level.setCurrentIndex(self.bot_level.findData(kind))

    def remembered(self) -> dict[str, Any]:
        """The seats as typed and chosen (names as typed: an empty one stays the nation's), for
        the next dialog (:mod:`ui.storage`'s seat choices)."""
        return {
            "players": self.players.value(),
            "bot_kind": str(self.bot_level.currentData()),
            "seats": [
                {
                    "nation": str(self.nation_boxes[i].currentData()),
                    "name": self.name_edits[i].text().strip(),
                    "bot": self.bot_boxes[i].isChecked(),
                    "colour": self.colour_boxes[i].currentData(),
                }
                for i in range(6)
            ],
        }

    def _advanced_options(self) -> QGroupBox:
        """The advanced game and its options (issue #11): greyed for a game of one player, the
        options greyed while the advanced rules are off."""
        box = QGroupBox(words("new.group"))
        box.setObjectName("advanced-options")
        v = QVBoxLayout(box)
        self.advanced = QCheckBox(words("new.advanced"))
        self.advanced.setObjectName("advanced")
        self.advanced.setToolTip(words("new.advanced.tip"))
        v.addWidget(self.advanced)
        self.telegrams = QCheckBox(words("new.telegrams"))
        self.telegrams.setObjectName("telegrams")
        self.telegrams.setChecked(True)
        self.cession_at_base = QCheckBox(words("new.cession"))
        self.cession_at_base.setObjectName("cession-at-base")
        self.second_place = QCheckBox(words("new.second"))
        self.second_place.setObjectName("second-place")
        self.advanced_suboptions = (self.telegrams, self.cession_at_base, self.second_place)
        for option in self.advanced_suboptions:
            option.setStyleSheet("margin-left: 18px")
            v.addWidget(option)
        self.advanced_note = QLabel(words("new.solo"))
        self.advanced_note.setStyleSheet("color: #757575")
        v.addWidget(self.advanced_note)
        self.advanced.toggled.connect(lambda _on: self._advanced_changed())
        return box

    def _advanced_changed(self) -> None:
        many = self.players.value() > 1
        self.advanced.setEnabled(many)
        self.advanced_note.setVisible(not many)
        on = many and self.advanced.isChecked()
        for option in self.advanced_suboptions:
            option.setEnabled(on)

    def _seats_changed(self) -> None:
        n = self.players.value()
        chosen = self.first.currentData() if self.first.count() else None
        self.first.clear()
        self.first.addItem(self.tr("drawn by lot"), None)
        for i in range(n):
            self.first.addItem(self.tr("seat {n}").format(n=i + 1), i)
        index = self.first.findData(chosen) if chosen is not None and chosen < n else 0
        self.first.setCurrentIndex(max(index, 0))
        for i in range(6):
            for w in (
                self.seat_labels[i],
                self.nation_boxes[i],
                self.name_edits[i],
                self.bot_boxes[i],
                self.alternate_boxes[i],
                self.colour_boxes[i],
            ):
                w.setEnabled(i < n)
                w.setVisible(i < n)
            self._alternate_nation(i)
        self._advanced_changed()

    def _alternate_default(self) -> bool:
        """Section 8: "with 5 or 6 players" the British Empire and Italy leave Europe."""
        return self.players.value() >= 5

    def _alternate_clicked(self, seat: int) -> None:
        self._alternate_chosen[seat] = True

    def _alternate_nation(self, seat: int) -> None:
        """The seat's "leaves Europe" box: only for a nation with an alternate start; the
        rulebook's default until the player ticks or unticks it."""
        box = self.alternate_boxes[seat]
        nation = str(self.nation_boxes[seat].currentData())
        where = _alternate_places(nation) if nation in ALTERNATE_NATIONS else ""
        box.setEnabled(bool(where) and seat < self.players.value())
        if not where:
            box.setChecked(False)
            box.setToolTip(self.tr("This nation has no alternate start (section 8)"))
            return
        if not self._alternate_chosen[seat]:
            box.setChecked(self._alternate_default())
        box.setToolTip(
            self.tr(
                "Start from {where} instead of Europe (section 8: the rule for 5-6 players, "
                "choosable for any number)"
            ).format(where=where)
        )

    def _alternates(self, nations: tuple[str, ...]) -> tuple[str, ...] | None:
        """The nations ticked to leave Europe; None when that is the rulebook's default."""
        chosen = tuple(
            nation
            for i, nation in enumerate(nations)
            if self.alternate_boxes[i].isChecked() and nation in ALTERNATE_NATIONS
        )
        default = tuple(n for n in nations if n in ALTERNATE_NATIONS and len(nations) >= 5)
        return None if chosen == default else chosen

    def settings(self) -> NewGameSettings:
        n = self.players.value()
        nations = tuple(str(self.nation_boxes[i].currentData()) for i in range(n))
        names = tuple(
            self.name_edits[i].text().strip() or nation_name(nations[i]) for i in range(n)
        )
        return NewGameSettings(
            nations=nations,
            names=names,
            bots=tuple(self.bot_boxes[i].isChecked() for i in range(n)),
            seed=self.seed.value(),
            max_rounds=self.max_rounds.value() or None,
            not_just_first=self.not_just_first.isChecked(),
            trap_cards=self.trap_cards.isChecked(),
            first_player=self.first.currentData(),
            alternates=self._alternates(nations),
            bot_kind=str(self.bot_level.currentData()),
            colours=tuple(self.colour_boxes[i].currentData() for i in range(n)),
            advanced=self.advanced.isEnabled() and self.advanced.isChecked(),
            telegrams=self.telegrams.isChecked(),
            cession_at_base=self.cession_at_base.isChecked(),
            second_place=self.second_place.isChecked(),
        )

    def _accept(self) -> None:
        settings = self.settings()
        try:
            settings.config()
        except ValueError as exc:  # the engine's own check of the setup (section 8)
            self.error.setText(str(exc))
            return
        chosen = [c for c in settings.colours if c]
        if len(chosen) != len(set(chosen)):
            self.error.setText(
                self.tr("two seats have chosen the same colour: pick another for one")
            )
            return
        self.accept()


class PassDeviceScreen(QWidget):
    """Hot-seat: hides everything private until the next player says it is them."""

    ready = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAutoFillBackground(False)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.label = QLabel()
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setTextFormat(Qt.TextFormat.PlainText)  # a name from a save is not HTML
        self.label.setWordWrap(True)
        self.label.setStyleSheet("color: white; font-size: 26pt; font-weight: bold")
        layout.addWidget(self.label)
        self.sub = QLabel(
            self.tr("Everything private is hidden. Hand the device over, then press the button.")
        )
        self.sub.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.sub.setStyleSheet("color: #eceff1; font-size: 12pt")
        layout.addWidget(self.sub)
        self.summary = QLabel()
        self.summary.setObjectName("pass-summary")
        self.summary.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)  # log lines hold players' names
        self.summary.setWordWrap(True)
        self.summary.setStyleSheet("color: #eceff1; font-size: 11pt; padding: 10px")
        layout.addWidget(self.summary)
        self.button = QPushButton()
        self.button.setObjectName("pass-ready")
        self.button.setMinimumHeight(44)
        self.button.setStyleSheet("font-size: 13pt; padding: 6px 24px")
        self.button.clicked.connect(self._ready)
        row = QGridLayout()
        row.addWidget(self.button, 0, 1)
        row.setColumnStretch(0, 1)
        row.setColumnStretch(2, 1)
        layout.addLayout(row)
        layout.addStretch(2)
        self.hide()

    def ask(self, name: str, since: list[str] | None = None) -> None:
        """Cover the table for ``name``; ``since``: what the others did since their last turn
        (public log lines), shown as a summary."""
        lines = since or []
        if len(lines) > 14:
            lines = [*lines[:13], self.tr("… and %n more (see the log)", "", len(lines) - 13)]
        self.summary.setText(
            self.tr("Since your last turn:\n{lines}").format(lines="\n".join(lines))
            if lines
            else ""
        )
        self.summary.setVisible(bool(lines))
        self.label.setText(self.tr("Pass to {name}").format(name=name))
        self.button.setText(self.tr("I am {name} — show my turn").format(name=name))
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self.button.setFocus()

    def _ready(self) -> None:
        self.hide()
        self.ready.emit()

    def keyPressEvent(self, event: Any) -> None:
        """Enter or Space: "I am …" (outside a dialog a push button ignores Enter)."""
        if self.isVisible() and event.key() in (
            Qt.Key.Key_Return,
            Qt.Key.Key_Enter,
            Qt.Key.Key_Space,
        ):
            self._ready()
            return
        super().keyPressEvent(event)

    def paintEvent(self, event: Any) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), QColor(28, 38, 46, 250))
        p.end()


class EndGameDialog(QDialog):
    """The end of the game: how it ended, the winner(s) and everyone's Bonds (section 9)."""

    def __init__(self, state: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game over"))
        outcome = state.outcome
        layout = QVBoxLayout(self)
        how = {
            "pole": self.tr("First back from the North Pole, in round {round}."),
            "pole_most_bonds": self.tr(
                'Back from the Pole with the most Bonds (It\'s Not Just "First"), in round {round}.'
            ),
            "interrupted": (
                self.tr("The game was interrupted in round {round}: the most Bonds wins.")
                if state.interrupt_round is not None
                else self.tr("The round limit was reached in round {round}: the most Bonds wins.")
            ),
            "crash": self.tr("The airship crashed in round {round}."),
        }.get(str(outcome.termination), str(outcome.termination) + ", round {round}.")
        how = how.format(round=outcome.round)
        winners = ", ".join(html.escape(seat_name(state.config, w)) for w in outcome.winners)
        headline = (
            self.tr("<h2>{winners} win(s)!</h2>", "", len(outcome.winners)).format(winners=winners)
            if winners
            else self.tr("<h2>Nobody wins!</h2>")
        )
        second = tuple(getattr(outcome, "second", ()) or ())
        if second:
            # the advanced game's second place (section 9)
            names = ", ".join(html.escape(seat_name(state.config, s)) for s in second)
            how += " " + html.escape(words("end.second", names=names))
        title = QLabel(f"{headline}<p>{how}</p>")
        title.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(title)
        self.summary = title.text()
        # the winners first (section 9), then by Bonds
        rows = sorted(
            range(len(state.players)),
            key=lambda s: (s not in outcome.winners, s not in second, -outcome.bonds[s]),
        )
        table = "<table cellpadding=4><tr><th align=left>{}</th><th>{}</th><th>{}</th></tr>".format(
            self.tr("Player"), self.tr("Bonds"), self.tr("Missions")
        )
        for seat in rows:
            pl = state.players[seat]
            mark = " ★" if seat in outcome.winners else " ②" if seat in second else ""
            table += (
                f"<tr><td>{html.escape(seat_name(state.config, seat))}{mark}</td><td align=right>{outcome.bonds[seat]}</td>"
                f"<td align=right>{len(pl.completed)}</td></tr>"
            )
        table += "</table>"
        body = QLabel(table)
        body.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(body)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        # what a player wants next: another game (the main window connects it)
        self.new_game_button = buttons.addButton(
            self.tr("New game…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.new_game_button.setObjectName("end-new-game")
        self.new_game_button.clicked.connect(self.accept)
        layout.addWidget(buttons)
