<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>CounterDialog</name>
    <message>
        <source>A hostile Strategy card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{target}, {by} played {card} on you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It strikes now, at the start of your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold a card that cancels it (section 6). Counter it -- this costs one of this turn&apos;s actions -- or let it strike?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counter with {card} (one action)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let {card} strike</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>a rival</source>
        <extracomment>A payment of this many Bonds or more is confirmed first (issue 12), unless turned off. The question to the target of a hostile card holding a counter (section 6).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: a rival&apos;s Strategy card is about to strike — counter it or let it strike.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
