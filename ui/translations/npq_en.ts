<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>EndGameDialog</name>
    <message numerus="yes">
        <source>&lt;h2&gt;{winners} win(s)!&lt;/h2&gt;</source>
        <translation>
            <numerusform>&lt;h2&gt;{winners} wins!&lt;/h2&gt;</numerusform>
            <numerusform>&lt;h2&gt;{winners} win!&lt;/h2&gt;</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message numerus="yes">
        <source>Opened {file}: round {round}, %n action(s) replayed</source>
        <translation>
            <numerusform>Opened {file}: round {round}, %n action replayed</numerusform>
            <numerusform>Opened {file}: round {round}, %n actions replayed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>solo: {players} — %n action(s), {when}</source>
        <translation>
            <numerusform>solo: {players} — %n action, {when}</numerusform>
            <numerusform>solo: {players} — %n actions, {when}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{players} — %n action(s), {when}</source>
        <translation>
            <numerusform>{players} — %n action, {when}</numerusform>
            <numerusform>{players} — %n actions, {when}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You still have %n action(s) this turn. End it anyway? (An ended turn cannot be taken back.)</source>
        <translation>
            <numerusform>You still have %n action this turn. End it anyway? (An ended turn cannot be taken back.)</numerusform>
            <numerusform>You still have %n actions this turn. End it anyway? (An ended turn cannot be taken back.)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over ({how}): {winners} win(s). Game → New game to play again.</source>
        <translation>
            <numerusform>Game over ({how}): {winners} wins. Game → New game to play again.</numerusform>
            <numerusform>Game over ({how}): {winners} win. Game → New game to play again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} to play: %n action(s) left, then End turn (Ctrl+E).</source>
        <translation>
            <numerusform>{name} to play: %n action left, then End turn (Ctrl+E).</numerusform>
            <numerusform>{name} to play: %n actions left, then End turn (Ctrl+E).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PassDeviceScreen</name>
    <message numerus="yes">
        <source>… and %n more (see the log)</source>
        <translation>
            <numerusform>… and %n more (see the log)</numerusform>
            <numerusform>… and %n more (see the log)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProfileScreen</name>
    <message numerus="yes">
        <source>%n solo game(s){unscored}, {wins} won · best Match Points {best}</source>
        <translation>
            <numerusform>%n solo game{unscored}, {wins} won · best Match Points {best}</numerusform>
            <numerusform>%n solo games{unscored}, {wins} won · best Match Points {best}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RangeCalculator</name>
    <message numerus="yes">
        <source>via {stops}: %n turn(s)</source>
        <translation>
            <numerusform>via {stops}: %n turn</numerusform>
            <numerusform>via {stops}: %n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>via {stops}: %n turn(s) — no chain of bases reaches it</source>
        <translation>
            <numerusform>via {stops}: %n turn — no chain of bases reaches it</numerusform>
            <numerusform>via {stops}: %n turns — no chain of bases reaches it</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SoloEndScreen</name>
    <message numerus="yes">
        <source>%n star(s) to earn</source>
        <translation>
            <numerusform>%n star to earn</numerusform>
            <numerusform>%n stars to earn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n star(s) earned</source>
        <translation>
            <numerusform>%n star earned</numerusform>
            <numerusform>%n stars earned</numerusform>
        </translation>
    </message>
</context>
</TS>
