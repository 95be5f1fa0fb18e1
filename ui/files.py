"""The Open dialog of the app: saved games only (issue 12: it listed the ``*.seats.json`` side
files, and opening one failed with "unknown key(s) ['bots']")."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, QSortFilterProxyModel
from PySide6.QtWidgets import QFileDialog, QFileSystemModel, QWidget

from ui.language import QT_TRANSLATE_NOOP, translate
from ui.storage import SIDE_SUFFIXES

__all__ = ["TEXTS", "SaveFileDialog", "SavesOnly"]

#: Player-facing words of the dialog, in one place.
TEXTS = {
    "title": QT_TRANSLATE_NOOP("SaveFileDialog", "Open a saved game"),
    "filter": QT_TRANSLATE_NOOP("SaveFileDialog", "Saved games (*.json)"),
}


class SavesOnly(QSortFilterProxyModel):
    """Hides the seats and solo side files the app writes beside every save."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)

    def filterAcceptsRow(
        self, source_row: int, source_parent: QModelIndex | QPersistentModelIndex
    ) -> bool:
        model = self.sourceModel()
        index = model.index(source_row, 0, source_parent)
        name = str(model.data(index))
        if isinstance(model, QFileSystemModel) and model.isDir(index):
            return True
        return not name.endswith(SIDE_SUFFIXES)


class SaveFileDialog(QFileDialog):
    """Choose a save to open: ``*.json`` files without the side files (a Qt dialog, not the
    platform's, so that the filter applies)."""

    def __init__(self, parent: QWidget | None = None, directory: str = "") -> None:
        super().__init__(
            parent,
            translate("SaveFileDialog", TEXTS["title"]),
            directory,
            translate("SaveFileDialog", TEXTS["filter"]),
        )
        self.setObjectName("open-dialog")
        self.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        self.setFileMode(QFileDialog.FileMode.ExistingFile)
        self.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
        self.setProxyModel(SavesOnly(self))
