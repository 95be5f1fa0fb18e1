"""Compile one translation catalog atomically (``make i18n``; docs/architecture.md "Languages").

    python tools/i18n_compile.py npq/locale/it/LC_MESSAGES/npq.po npq/locale/it/LC_MESSAGES/npq.mo
    python tools/i18n_compile.py ui/translations/npq_it.ts ui/translations/npq_it.qm

A ``.po`` is compiled by Babel (fuzzy entries left out, as ``pybabel compile`` does), a ``.ts``
by ``pyside6-lrelease`` into a temporary folder; either is then moved over the target by
:func:`npq._files.atomic_write`. Never written in place: a running app maps its ``.qm``
(``QTranslator.load``) and a process reading a catalog while it is rewritten gets half a file;
rewriting a mapped ``.qm`` killed the app with a bus error.
"""

from __future__ import annotations

import sys
from pathlib import Path


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: i18n_compile.py SOURCE.(po|ts) TARGET.(mo|qm)", file=sys.stderr)
        return 2
    source, target = Path(argv[0]), Path(argv[1])
    if source.suffix == ".po":
        from npq._files import atomic_write
        from npq.i18n import compile_po

        atomic_write(target, compile_po(source))
        return 0
    if source.suffix == ".ts":
        from ui.language import compile_ts

        if compile_ts(source, target):
            return 0
        print(f"pyside6-lrelease could not compile {source}", file=sys.stderr)
        return 1
    print(f"{source}: neither a .po nor a .ts catalog", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
