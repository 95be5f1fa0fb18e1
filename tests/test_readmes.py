"""README.md in three languages (issue 13): README.it.md and README.es.md are translations kept
in step with the English one -- the same sections in the same order, the same pictures, the
same command examples and the same command-line reference, and each links to the others.

When README.md gains a section, a command or a picture, the translations must gain it too.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LANGS = ["it", "es"]
HOW_TO_FIX = (
    "README.{lang}.md no longer follows README.md: translate the change into README.it.md "
    "and README.es.md (same sections, pictures, examples and command table)."
)


def _text(lang: str | None) -> str:
    name = "README.md" if lang is None else f"README.{lang}.md"
    return (ROOT / name).read_text(encoding="utf-8")


def _headings(text: str) -> list[int]:
    """The level of each heading, in order (the words are the language's)."""
    return [len(m.group(1)) for m in re.finditer(r"^(#+) ", text, flags=re.MULTILINE)]


def _pictures(text: str) -> list[str]:
    return re.findall(r"!\[[^\]]*\]\(([^)]+)\)", text)


def _examples(text: str) -> list[str]:
    """The indented command examples, line for line (commands are the same in every
    language)."""
    return [
        line
        for line in text.splitlines()
        if line.startswith("    ") and not line.strip().startswith(("-", "1", "2", "3", "4", "5"))
    ]


#: The command reference's placeholders that the help says in the language
#: (:func:`npq.cli._frame.placeholders`): a translated README writes them as its ``--help``
#: shows them (``npq calc course PARTENZA ARRIVO``), read back to English to compare.
PLACEHOLDERS = {"FROM": "FROM", "TO": "TO", "NOTCHES": "NOTCHES", "NAME": "name", "SAVE": "save"}
PLACEHOLDERS["GAME_ID"] = "game_id"


def _in_english(text: str, lang: str | None) -> str:
    """``text`` with the language's placeholders put back in English."""
    if lang is None:
        return text
    from npq import i18n

    catalog = i18n.translations(lang)
    words = {catalog.pgettext("placeholder", key).upper(): en for en, key in PLACEHOLDERS.items()}
    words = {said: en for said, en in words.items() if said != en}
    if not words:
        return text
    pattern = re.compile(r"\b(" + "|".join(map(re.escape, words)) + r")\b")
    return pattern.sub(lambda m: words[m.group(1)], text)


def _commands(text: str) -> list[str]:
    """The first cell of every table row that names a command or a path (`...`)."""
    return re.findall(r"^\| (`[^|]*`(?:, `[^|]*`)?) \|", text, flags=re.MULTILINE)


@pytest.mark.parametrize("lang", LANGS)
def test_the_translated_readme_has_the_same_structure(lang: str) -> None:
    english, text = _text(None), _in_english(_text(lang), lang)
    why = HOW_TO_FIX.format(lang=lang)
    assert _headings(text) == _headings(english), why
    assert _pictures(text) == _pictures(english), why
    assert _commands(text) == _commands(english), why
    assert len(_commands(english)) > 25
    blocks = [
        line
        for line in _examples(english)
        if line.lstrip().startswith(("npq", "make", "pip", "sudo"))
    ]
    ours = [
        line for line in _examples(text) if line.lstrip().startswith(("npq", "make", "pip", "sudo"))
    ]
    assert ours == blocks, why


@pytest.mark.parametrize("lang", [None, *LANGS])
def test_the_readmes_link_to_each_other(lang: str | None) -> None:
    text = _text(lang)
    links = set(re.findall(r"\]\((README(?:\.\w\w)?\.md)\)", text.split("\n\n")[1]))
    own = "README.md" if lang is None else f"README.{lang}.md"
    assert links == {"README.md", "README.it.md", "README.es.md"} - {own}


@pytest.mark.parametrize("lang", LANGS)
def test_the_translated_readme_is_translated(lang: str) -> None:
    """Not a copy: the prose is in the language (its own guide is linked)."""
    text = _text(lang)
    assert f"docs/how-to-play.{lang}.md" in text
    words = {
        "it": (" della ", " il gioco ", " partita "),
        "es": (" del ", " el juego ", " partida "),
    }
    assert all(w in text for w in words[lang])
    assert "Each turn you have" not in text


@pytest.mark.parametrize("lang", LANGS)
def test_the_translated_readme_names_the_placeholders_as_its_help_does(lang: str) -> None:
    """``NPQ_LANG=it npq calc course --help`` says PARTENZA ARRIVO: so does README.it.md."""
    from npq import i18n

    catalog = i18n.translations(lang)
    text = _text(lang)
    for en, key in PLACEHOLDERS.items():
        said = catalog.pgettext("placeholder", key).upper()
        if said != en:
            assert re.search(rf"`npq [^`]*\b{said}\b", text), (lang, en, said)
            assert not re.search(rf"`npq [^`]* {en}\b", text), (lang, en)
