"""Help → How to play: the guide (docs/how-to-play.md) inside the app, searchable, by chapter.

The guide is one Markdown file, shipped with the app (``ui/guide/`` in a wheel, ``docs/`` in a
checkout). Each ``## `` heading starts a chapter; the comment under it
(``<!-- rulebook: 6 10 -->``) names the rulebook sections it explains, so a tooltip or a
refusal that cites "section 10" opens the chapter about it (:func:`chapter_for`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QUrl
from PySide6.QtGui import QColor, QImage, QTextCharFormat, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTextBrowser,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from npq import i18n

__all__ = [
    "Chapter",
    "GuideWindow",
    "chapter_for",
    "guide_chapters",
    "guide_dir",
    "guide_path",
]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for lupdate in ``context``; translated where it is shown."""
    return text


class _Texts(dict[str, str]):
    """The guide window's words, shown in the app's language (Qt's catalogs, context Guide)."""

    def __getitem__(self, key: str) -> str:
        return QCoreApplication.translate("Guide", super().__getitem__(key))


#: Player-facing words of the guide window, in one place.
TEXTS = _Texts(
    {
        "title": QT_TRANSLATE_NOOP("Guide", "How to play"),
        "search": QT_TRANSLATE_NOOP("Guide", "Search the guide…"),
        "matches": QT_TRANSLATE_NOOP("Guide", "{n} chapter(s) mention “{q}”"),
        "no_match": QT_TRANSLATE_NOOP("Guide", "No chapter mentions “{q}”"),
        "missing": QT_TRANSLATE_NOOP(
            "Guide", "The guide (how-to-play.md) is missing from this installation."
        ),
    }
)

_PACKAGED = Path(__file__).resolve().parent / "guide"
_CHECKOUT = Path(__file__).resolve().parent.parent / "docs"
_SECTIONS = re.compile(r"<!--\s*rulebook:\s*([^>]*?)\s*-->")
_CITED = re.compile(
    r"\b(?:section|sections|rulebook)\s+((?:\d{1,2}[AB]?)(?:\s*(?:,|and)\s*\d{1,2}[AB]?)*)", re.I
)
_RULE = re.compile(r"^\s*(\d{1,2}[AB]?)\s+[A-Z]")
_WORD = re.compile(r"[a-z]{5,}")


def _stems(text: str) -> set[str]:
    """Words of five letters or more, cut to six: "declaring" meets "declare", "missions"
    meets "mission"."""
    return {w[:6] for w in _WORD.findall(text.lower())}


def guide_dir() -> Path:
    """The folder holding ``how-to-play.md`` and its ``images/``."""
    if (_PACKAGED / "how-to-play.md").is_file():
        return _PACKAGED
    return _CHECKOUT


def guide_path() -> Path:
    """The guide in the language in force (``how-to-play.it.md``), else the English one."""
    lang = i18n.language()
    if lang != i18n.SOURCE:
        translated = guide_dir() / f"how-to-play.{lang}.md"
        if translated.is_file():
            return translated
    return guide_dir() / "how-to-play.md"


@dataclass(frozen=True, slots=True)
class Chapter:
    """One ``## `` chapter of the guide: its title, the rulebook sections it explains, its text."""

    title: str
    sections: tuple[str, ...]
    body: str

    @property
    def markdown(self) -> str:
        return f"## {self.title}\n\n{self.body}"


def parse_guide(text: str) -> tuple[Chapter, ...]:
    """Split the guide into chapters; the text before the first ``## `` is the first chapter."""
    chapters: list[Chapter] = []
    parts = re.split(r"^## ", text, flags=re.M)
    head = parts[0].strip()
    if head:
        title = head.splitlines()[0].lstrip("# ").strip()
        body = "\n".join(head.splitlines()[1:]).strip()
        chapters.append(Chapter(title, (), body))
    for part in parts[1:]:
        title, _, rest = part.partition("\n")
        found = _SECTIONS.search(rest)
        sections = tuple(found.group(1).split()) if found else ()
        body = _SECTIONS.sub("", rest).strip()
        chapters.append(Chapter(title.strip(), sections, body))
    return tuple(chapters)


@cache
def guide_chapters() -> tuple[Chapter, ...]:
    """The shipped guide's chapters (empty if the file is missing)."""
    try:
        return parse_guide(guide_path().read_text(encoding="utf-8"))
    except OSError:
        return ()


def cited_sections(text: str) -> tuple[str, ...]:
    """The rulebook sections a tooltip or a refusal cites: "section 10", "(section 4, 5)",
    "rulebook 1B", or a rule name such as "10 Declaring a Mission"."""
    found: list[str] = []
    for m in _CITED.finditer(text):
        found += re.findall(r"\d{1,2}[AB]?", m.group(1))
    rule = _RULE.match(text)
    if rule:
        found.append(rule.group(1))
    return tuple(dict.fromkeys(s.upper() for s in found))


def chapter_for(text: str, chapters: tuple[Chapter, ...] | None = None) -> int | None:
    """The index of the chapter a text (tooltip, refusal) points to, or None.

    Chapters explaining a cited section come first; among them (or among all, when nothing is
    cited) the one sharing the most words with the text wins, so "section 10: declare a
    mission" opens *Missions* rather than *Emergency landing*.
    """
    chapters = guide_chapters() if chapters is None else chapters
    cited = cited_sections(text)
    words = _stems(text) - {"sectio", "rulebo"}
    best: tuple[float, int] | None = None
    for i, ch in enumerate(chapters):
        hit = [s for s in cited if s in ch.sections]
        if cited and not hit:
            continue
        own = _stems(ch.title + " " + ch.body)
        title_words = _stems(ch.title)
        score: float = len(words & own) + 3 * len(words & title_words)
        if hit and ch.sections and ch.sections[0] == hit[0]:
            score += 0.5  # the chapter is mainly about that section
        score -= 0.1 * len(ch.sections)  # prefer the focused chapter over the overview
        if best is None or score > best[0]:
            best = (score, i)
    if best is None or (not cited and best[0] < 2):
        return None
    return best[1]


class GuideWindow(QDialog):
    """The guide: chapters on the left (filtered by the search), the chapter on the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("guide")
        self.setWindowTitle(TEXTS["title"])
        self.resize(980, 720)
        self.chapters = guide_chapters()
        self.current = 0
        self.search = QLineEdit()
        self.search.setObjectName("guide-search")
        self.search.setPlaceholderText(TEXTS["search"])
        self.search.setClearButtonEnabled(True)
        self.status = QLabel()
        self.toc = QListWidget()
        self.toc.setObjectName("guide-chapters")
        self.browser = QTextBrowser()
        self.browser.setObjectName("guide-text")
        self.browser.setOpenExternalLinks(False)
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self._link)
        self.browser.setSearchPaths([str(guide_dir())])
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        lv.addWidget(self.search)
        lv.addWidget(self.status)
        lv.addWidget(self.toc, 1)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(self.browser)
        split.setStretchFactor(1, 1)
        split.setSizes([240, 740])
        layout = QHBoxLayout(self)
        layout.addWidget(split)
        for ch in self.chapters:
            item = QListWidgetItem(ch.title)
            self.toc.addItem(item)
        self.toc.currentRowChanged.connect(self._show_row)
        self.search.textChanged.connect(self._filter)
        self.search.returnPressed.connect(self.find_next)
        if self.chapters:
            self.toc.setCurrentRow(0)
        else:
            self.browser.setPlainText(TEXTS["missing"])

    # -- navigation -------------------------------------------------------------------------
    def open_chapter(self, index: int) -> None:
        """Show chapter ``index`` (and select it in the list)."""
        if 0 <= index < len(self.chapters):
            item = self.toc.item(index)
            item.setHidden(False)
            self.toc.setCurrentRow(index)
            self._show(index)

    def open_for(self, text: str) -> bool:
        """Open the chapter a tooltip or a refusal points to; False if none fits."""
        index = chapter_for(text, self.chapters)
        if index is None:
            return False
        self.open_chapter(index)
        return True

    def open_title(self, title: str) -> bool:
        for i, ch in enumerate(self.chapters):
            if ch.title.lower() == title.lower():
                self.open_chapter(i)
                return True
        return False

    @property
    def chapter_title(self) -> str:
        return self.chapters[self.current].title if self.chapters else ""

    def _show_row(self, row: int) -> None:
        if row >= 0:
            self._show(row)

    def _show(self, index: int) -> None:
        self.current = index
        doc = self.browser.document()
        doc.setBaseUrl(QUrl.fromLocalFile(str(guide_dir()) + "/"))
        self.browser.setMarkdown(self.chapters[index].markdown)
        self._fit_images(doc)
        self._highlight()

    def _fit_images(self, doc: QTextDocument) -> None:
        """Scale pictures down to the text's width (they are drawn at print size)."""
        limit = max(320, self.browser.viewport().width() - 40)
        block = doc.begin()
        while block.isValid():
            it = block.begin()
            while not it.atEnd():
                frag = it.fragment()
                fmt = frag.charFormat()
                if fmt.isImageFormat():
                    image = fmt.toImageFormat()
                    natural = QImage(str(guide_dir() / image.name())).width()
                    if natural > limit:
                        image.setWidth(limit)
                        cursor = QTextCursor(doc)
                        cursor.setPosition(frag.position())
                        cursor.setPosition(
                            frag.position() + frag.length(), QTextCursor.MoveMode.KeepAnchor
                        )
                        cursor.setCharFormat(image)
                it += 1
            block = block.next()

    def _link(self, url: QUrl) -> None:
        target = url.toString()
        if target.endswith(".md") or target.startswith("#"):
            self.open_title(target.lstrip("#").replace("-", " "))

    # -- search -----------------------------------------------------------------------------
    def matching(self, query: str) -> list[int]:
        """Chapters whose title or text holds every word of ``query`` (case-insensitive)."""
        words = query.lower().split()
        return [
            i
            for i, ch in enumerate(self.chapters)
            if all(w in (ch.title + "\n" + ch.body).lower() for w in words)
        ]

    def _filter(self, query: str) -> None:
        query = query.strip()
        hits = self.matching(query) if query else list(range(len(self.chapters)))
        for i in range(self.toc.count()):
            self.toc.item(i).setHidden(i not in hits)
        if not query:
            self.status.clear()
        elif hits:
            self.status.setText(TEXTS["matches"].format(n=len(hits), q=query))
            if self.current not in hits:
                self.open_chapter(hits[0])
        else:
            self.status.setText(TEXTS["no_match"].format(q=query))
        self._highlight()

    def _highlight(self) -> None:
        """Mark every occurrence of the search words in the chapter shown."""
        words = self.search.text().split()
        marks: list[QTextEdit.ExtraSelection] = []
        doc = self.browser.document()
        fmt = QTextCharFormat()
        fmt.setBackground(QColor("#ffe066"))
        first: QTextCursor | None = None
        for w in words:
            cursor = doc.find(w, 0)
            while not cursor.isNull():
                sel = QTextEdit.ExtraSelection()
                sel.cursor = cursor
                sel.format = fmt
                marks.append(sel)
                if first is None or cursor.position() < first.position():
                    first = QTextCursor(cursor)
                cursor = doc.find(w, cursor)
        self.browser.setExtraSelections(marks)
        self.marks = len(marks)
        if first is not None:
            self.browser.setTextCursor(first)
            self.browser.ensureCursorVisible()

    def find_next(self) -> None:
        """Enter in the search box: the next occurrence, then the next matching chapter."""
        words = self.search.text().split()
        if not words:
            return
        if self.browser.find(words[0]):
            return
        hits = self.matching(self.search.text())
        later = [i for i in hits if i > self.current] or hits
        if later:
            self.open_chapter(later[0])
