"""``npq languages``: the languages of the edition and what each catalog still lacks.

    npq languages [--check]

Lists every language with the share of messages translated; with ``--check`` it prints each
message a catalog lacks (it shows in English: the fallback, never an error) and exits 1 if any
does. The same check is ``tests/test_i18n.py``'s.
"""

from __future__ import annotations

from typing import Annotated

import typer

from npq import i18n

__all__ = ["register"]


def register(app: typer.Typer) -> None:
    @app.command("languages")
    def languages_cmd(
        check: Annotated[
            bool, typer.Option("--check", help="List what each catalog lacks; exit 1 if any.")
        ] = False,
    ) -> None:
        """The edition's languages and how complete their catalogs are."""
        _ = i18n.gettext
        lacking = 0
        total = i18n.message_count()
        for code, name in i18n.LANGUAGES.items():
            if code == i18n.SOURCE:
                typer.echo(
                    i18n.render(_("{code}  {name}  (the source language)"), code=code, name=name)
                )
                continue
            missing = i18n.missing(code)
            lacking += len(missing)
            done = total - len(missing)
            typer.echo(
                i18n.render(
                    _("{code}  {name}  {done}/{total} messages translated"),
                    code=code,
                    name=name,
                    done=done,
                    total=total,
                )
            )
            if check:
                for line in missing:
                    typer.echo(f"    {line}")
        if check and lacking:
            raise typer.Exit(1)
