<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <source>Fly</source>
        <extracomment>(button id, label, the kinds of the List of Actions it covers, help) The buttons&apos; words for pyside6-lupdate (the table above is shown through self.tr; a test checks that every label and tooltip of BUTTONS is listed here).</extracomment>
        <translation>Volar</translation>
    </message>
    <message>
        <source>Move the airship with the Navigating Tool (section 4, 5)</source>
        <translation>Mueve el dirigible con la Herramienta de Navegación (secciones 4, 5)</translation>
    </message>
    <message>
        <source>Sail</source>
        <translation>Navegar</translation>
    </message>
    <message>
        <source>Move the ship, up to 3 segments (section 4 Ships)</source>
        <translation>Mueve el barco, hasta 3 segmentos (sección 4 Barcos)</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>Declarar</translation>
    </message>
    <message>
        <source>Declare a mission at a Starting Point (section 10)</source>
        <translation>Declara una misión en un Punto de Partida (sección 10)</translation>
    </message>
    <message>
        <source>Mission cards</source>
        <translation>Cartas de Misión</translation>
    </message>
    <message>
        <source>Exchange or draw a Mission card</source>
        <translation>Cambia o roba una carta de Misión</translation>
    </message>
    <message>
        <source>Abandon</source>
        <translation>Abandonar</translation>
    </message>
    <message>
        <source>Abandon the mission in progress</source>
        <translation>Abandona la misión en curso</translation>
    </message>
    <message>
        <source>Sell</source>
        <translation>Vender</translation>
    </message>
    <message>
        <source>Sell a completed mission to the Bank</source>
        <translation>Vende al Banco una misión completada</translation>
    </message>
    <message>
        <source>Hire</source>
        <translation>Contratar</translation>
    </message>
    <message>
        <source>Hire crew while stationed (section 3; in the advanced game also in flight: the member joins at the next base)</source>
        <translation>Contrata tripulación en una base (sección 3; en el juego avanzado también en vuelo: el miembro embarca en la próxima base)</translation>
    </message>
    <message>
        <source>Give up crew</source>
        <translation>Despedir</translation>
    </message>
    <message>
        <source>Give up a Commander or a Specialist (section 10; in the advanced game also in flight: he leaves at the next base), or renounce your Commander for one won at auction</source>
        <translation>Despide a un Comandante o un Especialista (sección 10; en el juego avanzado también en vuelo: se marcha en la próxima base), o renuncia a tu Comandante por uno ganado en subasta</translation>
    </message>
    <message>
        <source>Refuel</source>
        <translation>Repostar</translation>
    </message>
    <message>
        <source>Buy fuel at a base (10 Bonds a unit, section 11)</source>
        <translation>Compra combustible en una base (10 Bonos la unidad, sección 11)</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>Reparar</translation>
    </message>
    <message>
        <source>Repair structural damage at a base</source>
        <translation>Repara el daño estructural en una base</translation>
    </message>
    <message>
        <source>S.O.S.</source>
        <translation>S.O.S.</translation>
    </message>
    <message>
        <source>Call for rescue after an emergency landing</source>
        <translation>Pide rescate tras un aterrizaje de emergencia</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Estrategia</translation>
    </message>
    <message>
        <source>Strategy cards (section 6)</source>
        <translation>Cartas de Estrategia (sección 6)</translation>
    </message>
    <message>
        <source>Arctic base</source>
        <translation>Base ártica</translation>
    </message>
    <message>
        <source>Reserve, set up or move an Arctic base</source>
        <translation>Reserva, instala o mueve una base ártica</translation>
    </message>
    <message>
        <source>Loan</source>
        <translation>Préstamo</translation>
    </message>
    <message>
        <source>Borrow from or repay the Bank (up to 200 Bonds)</source>
        <translation>Pide prestado al Banco o devuélvele (hasta 200 Bonos)</translation>
    </message>
    <message>
        <source>Turn</source>
        <extracomment>Every kind a button covers, and End turn: the kinds the refresh asks reasons for. Asks the engine for every legal action of the given kinds, in their order. The turn&apos;s own bar: actions left, End turn, Undo. The window puts it beside the action buttons, or on a row of its own when both do not fit (longer words in Italian and Spanish): no action button is hidden in an overflow menu at 1280 px.</extracomment>
        <translation>Turno</translation>
    </message>
    <message>
        <source> Actions left: — </source>
        <translation> Acciones restantes: — </translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Take back the last action of this turn (not past a spin or a draw)</source>
        <translation>Recupera la última acción de este turno (no más allá de un giro o un robo)</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Fin del turno</translation>
    </message>
    <message>
        <source>Not your turn</source>
        <extracomment>The legal actions behind each enabled button (listed when first read). How to list the legal actions of some kinds (set by the window with its controller). The price and payee of an entry (&quot;100 Bonds to the Bank&quot;), set by the window.</extracomment>
        <translation>No es tu turno</translation>
    </message>
    <message>
        <source> Actions left: &lt;b&gt;{n}&lt;/b&gt; </source>
        <translation> Acciones restantes: &lt;b&gt;{n}&lt;/b&gt; </translation>
    </message>
    <message>
        <source>Not now: {reason}</source>
        <translation>Ahora no: {reason}</translation>
    </message>
    <message>
        <source>Not possible now</source>
        <translation>No es posible ahora</translation>
    </message>
    <message>
        <source>not possible now</source>
        <translation>no es posible ahora</translation>
    </message>
    <message>
        <source>End your turn (section 8: up to 3 actions, each kind once)</source>
        <translation>Termina tu turno (sección 8: hasta 3 acciones, cada tipo una vez)</translation>
    </message>
    <message>
        <source>Lay trap card: {card}</source>
        <translation>Colocar carta trampa: {card}</translation>
    </message>
    <message>
        <source>{action} — {price}</source>
        <translation>{action} — {price}</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Unexpected error</source>
        <translation>Error inesperado</translation>
    </message>
    <message>
        <source> — {players}, round {round}</source>
        <extracomment>The window&apos;s size where the screen has room for it.</extracomment>
        <translation> — {players}, ronda {round}</translation>
    </message>
    <message>
        <source>Resume?</source>
        <translation>¿Reanudar?</translation>
    </message>
    <message>
        <source>Resume the last game{which} (autosaved after the last turn)?</source>
        <translation>¿Reanudar la última partida{which} (guardada automáticamente tras el último turno)?</translation>
    </message>
</context>
<context>
    <name>ArcticList</name>
    <message>
        <source>&lt;b&gt;Arctic bases&lt;/b&gt; (double-click to reserve; click to show)</source>
        <translation>&lt;b&gt;Bases árticas&lt;/b&gt; (doble clic para reservar; clic para mostrar)</translation>
    </message>
    <message>
        <source>Arctic base</source>
        <translation>Base ártica</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Dueño</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>Reservada</translation>
    </message>
    <message>
        <source>{place} ({nation} Arctic base, legend 1k)</source>
        <translation>{place} (base ártica de {nation}, leyenda 1k)</translation>
    </message>
    <message>
        <source>Owner: {nation}</source>
        <translation>Dueño: {nation}</translation>
    </message>
    <message>
        <source>{name} · mast</source>
        <translation>{name} · mástil</translation>
    </message>
    <message>
        <source>free</source>
        <translation>libre</translation>
    </message>
    <message>
        <source>Reserved by {name}: Mooring Mast set up</source>
        <translation>Reservada por {name}: Mástil de Amarre instalado</translation>
    </message>
    <message>
        <source>Reserved by {name}, no Mooring Mast yet</source>
        <translation>Reservada por {name}, aún sin Mástil de Amarre</translation>
    </message>
    <message>
        <source>Free to reserve</source>
        <translation>Libre para reservar</translation>
    </message>
</context>
<context>
    <name>BonusCard</name>
    <message>
        <source>Unlocked at {stars} ★</source>
        <translation>Desbloqueado con {stars} ★</translation>
    </message>
</context>
<context>
    <name>ClipBar</name>
    <message>
        <source>{label}: {value} of {limit}</source>
        <translation>{label}: {value} de {limit}</translation>
    </message>
    <message>
        <source>{label}: {value}</source>
        <translation>{label}: {value}</translation>
    </message>
</context>
<context>
    <name>CounterDialog</name>
    <message>
        <source>A hostile Strategy card</source>
        <translation>Una carta de Estrategia hostil</translation>
    </message>
    <message>
        <source>{target}, {by} played {card} on you</source>
        <translation>{target}, {by} ha jugado {card} sobre ti</translation>
    </message>
    <message>
        <source>It strikes now, at the start of your turn.</source>
        <translation>Golpea ahora, al comienzo de tu turno.</translation>
    </message>
    <message>
        <source>You hold a card that cancels it (section 6). Counter it -- this costs one of this turn&apos;s actions -- or let it strike?</source>
        <translation>Tienes una carta que la anula (sección 6). ¿Contraatacar -- cuesta una de las acciones de este turno -- o dejar que golpee?</translation>
    </message>
    <message>
        <source>Counter with {card} (one action)</source>
        <translation>Contraatacar con {card} (una acción)</translation>
    </message>
    <message>
        <source>Let {card} strike</source>
        <translation>Dejar que {card} golpee</translation>
    </message>
</context>
<context>
    <name>CrewMarket</name>
    <message>
        <source>&lt;b&gt;Commanders&lt;/b&gt; (double-click to hire)</source>
        <extracomment>The From chooser&apos;s entry for the airship in flight (its point is the calculator&apos;s).</extracomment>
        <translation>&lt;b&gt;Comandantes&lt;/b&gt; (doble clic para contratar)</translation>
    </message>
    <message>
        <source>Commander</source>
        <translation>Comandante</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Habilidades</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Precio</translation>
    </message>
    <message>
        <source>&lt;b&gt;Specialist Tokens&lt;/b&gt; (double-click to hire)</source>
        <translation>&lt;b&gt;Fichas de Especialista&lt;/b&gt; (doble clic para contratar)</translation>
    </message>
    <message>
        <source>Specialist</source>
        <translation>Especialista</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Quedan</translation>
    </message>
    <message>
        <source>{name} (Adv.)</source>
        <translation>{name} (Avz.)</translation>
    </message>
    <message>
        <source>{name} — {skills}, {price} Bonds</source>
        <translation>{name} — {skills}, {price} Bonos</translation>
    </message>
</context>
<context>
    <name>CrewSlots</name>
    <message>
        <source>{skill}: gold token</source>
        <translation>{skill}: ficha de oro</translation>
    </message>
    <message>
        <source>{skill}: silver token</source>
        <translation>{skill}: ficha de plata</translation>
    </message>
    <message>
        <source>No Specialists aboard</source>
        <translation>Ningún Especialista a bordo</translation>
    </message>
</context>
<context>
    <name>EndGameDialog</name>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>First back from the North Pole, in round {round}.</source>
        <translation>Primero en volver del Polo Norte, en la ronda {round}.</translation>
    </message>
    <message>
        <source>Back from the Pole with the most Bonds (It&apos;s Not Just &quot;First&quot;), in round {round}.</source>
        <translation>De vuelta del Polo con más Bonos (No basta ser &quot;el primero&quot;), en la ronda {round}.</translation>
    </message>
    <message>
        <source>The game was interrupted in round {round}: the most Bonds wins.</source>
        <translation>La partida se interrumpió en la ronda {round}: gana quien tenga más Bonos.</translation>
    </message>
    <message>
        <source>The round limit was reached in round {round}: the most Bonds wins.</source>
        <translation>Se alcanzó el límite de rondas en la ronda {round}: gana quien tenga más Bonos.</translation>
    </message>
    <message>
        <source>The airship crashed in round {round}.</source>
        <translation>El dirigible se estrelló en la ronda {round}.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;h2&gt;{winners} win(s)!&lt;/h2&gt;</source>
        <translation>
            <numerusform>&lt;h2&gt;¡Gana {winners}!&lt;/h2&gt;</numerusform>
            <numerusform>&lt;h2&gt;¡Ganan {winners}!&lt;/h2&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;h2&gt;Nobody wins!&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;¡Nadie gana!&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Bonds</source>
        <translation>Bonos</translation>
    </message>
    <message>
        <source>Missions</source>
        <translation>Misiones</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>New game, seed {seed}: {seats}</source>
        <extracomment>The colour chosen for each seat (``#rrggbb``; None: its nation&apos;s), kept beside saves. Which bot plays the bot seats: random, greedy or expert (Easy, Normal, Hard).</extracomment>
        <translation>Nueva partida, semilla {seed}: {seats}</translation>
    </message>
    <message>
        <source>{name} (bot)</source>
        <translation>{name} (bot)</translation>
    </message>
    <message>
        <source>{name} (human)</source>
        <translation>{name} (humano)</translation>
    </message>
    <message numerus="yes">
        <source>Opened {file}: round {round}, %n action(s) replayed</source>
        <translation>
            <numerusform>Abierto {file}: ronda {round}, %n acción rejugada</numerusform>
            <numerusform>Abierto {file}: ronda {round}, %n acciones rejugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>The log of the earlier turns could not be rebuilt: {reason}</source>
        <translation>No se pudo reconstruir el registro de los turnos anteriores: {reason}</translation>
    </message>
    <message>
        <source>Autosave failed</source>
        <translation>El guardado automático falló</translation>
    </message>
    <message>
        <source>The action failed</source>
        <translation>La acción falló</translation>
    </message>
    <message>
        <source>{name} takes back: {action}</source>
        <translation>{name} deshace: {action}</translation>
    </message>
    <message>
        <source>{name} plays again: {action}</source>
        <translation>{name} vuelve a jugar: {action}</translation>
    </message>
    <message>
        <source>Bot error</source>
        <translation>Error del bot</translation>
    </message>
    <message>
        <source>{name}: {error}</source>
        <translation>{name}: {error}</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>How to play</source>
        <extracomment>Player-facing words of the guide window, in one place.</extracomment>
        <translation>Cómo se juega</translation>
    </message>
    <message>
        <source>Search the guide…</source>
        <translation>Buscar en la guía…</translation>
    </message>
    <message>
        <source>{n} chapter(s) mention “{q}”</source>
        <translation>{n} capítulo(s) hablan de “{q}”</translation>
    </message>
    <message>
        <source>No chapter mentions “{q}”</source>
        <translation>Ningún capítulo habla de “{q}”</translation>
    </message>
    <message>
        <source>The guide (how-to-play.md) is missing from this installation.</source>
        <translation>La guía (how-to-play.md) falta en esta instalación.</translation>
    </message>
</context>
<context>
    <name>HandPanel</name>
    <message>
        <source>&lt;b&gt;Mission cards&lt;/b&gt;</source>
        <translation>&lt;b&gt;Cartas de Misión&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Strategy cards&lt;/b&gt;</source>
        <translation>&lt;b&gt;Cartas de Estrategia&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Face-up Mission cards on the table&lt;/b&gt;</source>
        <translation>&lt;b&gt;Cartas de Misión boca arriba en la mesa&lt;/b&gt;</translation>
    </message>
    <message>
        <source>(hidden)</source>
        <translation>(ocultas)</translation>
    </message>
    <message>
        <source>{city} — {reward} Bonds from your start</source>
        <translation>{city} — {reward} Bonos desde tu salida</translation>
    </message>
    <message>
        <source>Mission card: {city} — the Mission Calculator pays {reward} Bonds from your Starting Base.&lt;br&gt;{text}</source>
        <translation>Carta de Misión: {city} — la Calculadora de Misiones paga {reward} Bonos desde tu Base de Partida.&lt;br&gt;{text}</translation>
    </message>
    <message>
        <source>Mission card: {city}.&lt;br&gt;{text}</source>
        <translation>Carta de Misión: {city}.&lt;br&gt;{text}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mission cards&lt;/b&gt; ({n}/{limit})</source>
        <translation>&lt;b&gt;Cartas de Misión&lt;/b&gt; ({n}/{limit})</translation>
    </message>
    <message>
        <source>&lt;i&gt;no Strategy cards&lt;/i&gt;</source>
        <translation>&lt;i&gt;ninguna carta de Estrategia&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Strategy cards&lt;/b&gt; ({n}/{limit})</source>
        <translation>&lt;b&gt;Cartas de Estrategia&lt;/b&gt; ({n}/{limit})</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host an online game</source>
        <translation>Organizar una partida en línea</translation>
    </message>
    <message>
        <source>empty: start a server on this machine</source>
        <translation>vacío: inicia un servidor en esta máquina</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Servidor</translation>
    </message>
    <message>
        <source>Let players on other machines reach this machine&apos;s server</source>
        <translation>Deja que otras máquinas lleguen al servidor de esta</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <source>Interrupt after round</source>
        <translation>Interrumpir tras la ronda</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seat&lt;/b&gt;</source>
        <translation>&lt;b&gt;Puesto&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nation&lt;/b&gt;</source>
        <translation>&lt;b&gt;Nación&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Played by&lt;/b&gt;</source>
        <translation>&lt;b&gt;Jugado por&lt;/b&gt;</translation>
    </message>
    <message>
        <source>me</source>
        <translation>yo</translation>
    </message>
    <message>
        <source>a friend (gets a link)</source>
        <translation>un amigo (recibe un enlace)</translation>
    </message>
    <message>
        <source>server bot (greedy)</source>
        <translation>bot del servidor (codicioso)</translation>
    </message>
    <message>
        <source>server bot (random)</source>
        <translation>bot del servidor (aleatorio)</translation>
    </message>
    <message>
        <source>{nation} is seated twice</source>
        <translation>{nation} está sentada dos veces</translation>
    </message>
    <message>
        <source>you can play one seat</source>
        <translation>solo puedes jugar un puesto</translation>
    </message>
    <message>
        <source>seat at least one nation</source>
        <translation>sienta al menos una nación</translation>
    </message>
    <message>
        <source>choose the seat you play (Played by: me)</source>
        <translation>elige el puesto que juegas (Jugado por: yo)</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join an online game</source>
        <translation>Unirse a una partida en línea</translation>
    </message>
    <message>
        <source>npq://host:8765/npq_…  (or a bare token, with the server)</source>
        <translation>npq://host:8765/npq_…  (o un token solo, con el servidor)</translation>
    </message>
    <message>
        <source>host:8765 (only with a bare token)</source>
        <translation>host:8765 (solo con un token solo)</translation>
    </message>
    <message>
        <source>certificate to trust (wss:// with a self-signed one)</source>
        <translation>certificado de confianza (wss:// con uno autofirmado)</translation>
    </message>
    <message>
        <source>Link or token</source>
        <translation>Enlace o token</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Servidor</translation>
    </message>
    <message>
        <source>Certificate</source>
        <translation>Certificado</translation>
    </message>
</context>
<context>
    <name>LearningAids</name>
    <message>
        <source>How to play…</source>
        <extracomment>Player-facing words of these menus, in one place (shown through ``self.tr``).</extracomment>
        <translation>Cómo se juega…</translation>
    </message>
    <message>
        <source>The rules and the app, chapter by chapter (F1: the chapter the tooltip under the mouse cites)</source>
        <translation>Las reglas y la aplicación, capítulo a capítulo (F1: el capítulo que cita la sugerencia bajo el ratón)</translation>
    </message>
    <message>
        <source>Map legend…</source>
        <translation>Leyenda del mapa…</translation>
    </message>
    <message>
        <source>Tutorial…</source>
        <translation>Tutorial…</translation>
    </message>
    <message>
        <source>A guided first game: each step checked as you play it (skip or restart any time)</source>
        <translation>Una primera partida guiada: cada paso se comprueba mientras lo juegas (sáltalo o reinicia cuando quieras)</translation>
    </message>
    <message>
        <source>About North Pole Quest…</source>
        <translation>Acerca de North Pole Quest…</translation>
    </message>
    <message>
        <source>About North Pole Quest</source>
        <translation>Acerca de North Pole Quest</translation>
    </message>
    <message>
        <source>&lt;b&gt;North Pole Quest&lt;/b&gt;, a digital edition of the board game &lt;i&gt;Airships: North Pole Quest&lt;/i&gt; (1924: the race to fly an airship over the Pole and back).&lt;br&gt;&lt;br&gt;The board&apos;s borders are derived from aourednik/historical-basemaps (GPL-3.0); this program is free software under the GPL-3.0-or-later.&lt;br&gt;&lt;br&gt;Help → How to play teaches the game; Help → Tutorial plays a first game with you.</source>
        <translation>&lt;b&gt;North Pole Quest&lt;/b&gt;, una edición digital del juego de mesa &lt;i&gt;Airships: North Pole Quest&lt;/i&gt; (1924: la carrera por sobrevolar el Polo en dirigible y volver).&lt;br&gt;&lt;br&gt;Las fronteras del tablero proceden de aourednik/historical-basemaps (GPL-3.0); este programa es software libre bajo la GPL-3.0-or-later.&lt;br&gt;&lt;br&gt;Ayuda → Cómo se juega enseña el juego; Ayuda → Tutorial juega contigo una primera partida.</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Centre on the airship to play</source>
        <translation>Centrar en el dirigible que juega</translation>
    </message>
    <message>
        <source>Map legend on the map</source>
        <translation>Leyenda sobre el mapa</translation>
    </message>
</context>
<context>
    <name>Legend</name>
    <message>
        <source>Starting base (1a): an airship starts here; declare missions here</source>
        <extracomment>(symbol, what it is): the legend, in the order of the rulebook&apos;s legend, then the rest.</extracomment>
        <translation>Base de partida (1a): aquí sale un dirigible; aquí se declaran las misiones</translation>
    </message>
    <message>
        <source>Base (1b): stop, refuel, repair; the grey ring is where you arrive</source>
        <translation>Base (1b): parada, repostaje, reparación; el anillo gris es donde se llega</translation>
    </message>
    <message>
        <source>Mission base (1c): a city of the Mission Calculator</source>
        <translation>Base de misión (1c): una ciudad de la Calculadora de Misiones</translation>
    </message>
    <message>
        <source>Starting port (1d): a ship starts here</source>
        <translation>Puerto de partida (1d): aquí sale un barco</translation>
    </message>
    <message>
        <source>Port (1e): for ships, and a base for airships</source>
        <translation>Puerto (1e): para barcos, y una base para dirigibles</translation>
    </message>
    <message>
        <source>Mission port (1f): a port that is also a mission city</source>
        <translation>Puerto de misión (1f): un puerto que también es ciudad de misión</translation>
    </message>
    <message>
        <source>Neutral Arctic base (1k): reserve it for the Pole</source>
        <translation>Base ártica neutral (1k): resérvala para el Polo</translation>
    </message>
    <message>
        <source>Arctic base owned by a nation (here the USSR)</source>
        <translation>Base ártica de una nación (aquí la URSS)</translation>
    </message>
    <message>
        <source>Political restricted area (1g): an obstacle in the advanced game</source>
        <translation>Zona restringida política (1g): un obstáculo en el juego avanzado</translation>
    </message>
    <message>
        <source>Geographical obstacle (1h): a Commander and a Venture card to cross</source>
        <translation>Obstáculo geográfico (1h): hacen falta un Comandante y una carta de Aventura para cruzarlo</translation>
    </message>
    <message>
        <source>Sea obstacle (1i): airships need a Commander; ships draw a card</source>
        <translation>Obstáculo marítimo (1i): los dirigibles necesitan un Comandante; los barcos roban una carta</translation>
    </message>
    <message>
        <source>Edge of a weather area (1B)</source>
        <translation>Borde de una zona meteorológica (1B)</translation>
    </message>
    <message>
        <source>Weather window: sun, no effect</source>
        <translation>Ventana meteorológica: sol, sin efecto</translation>
    </message>
    <message>
        <source>Wind: the Wind Indicator turns the course or changes the Speed</source>
        <translation>Viento: el Indicador de Viento desvía el rumbo o cambia la Velocidad</translation>
    </message>
    <message>
        <source>Rain: one Length less</source>
        <translation>Lluvia: una Longitud menos</translation>
    </message>
    <message>
        <source>Fog: airships cannot take off; ships draw a Venture card</source>
        <translation>Niebla: los dirigibles no pueden despegar; los barcos roban una carta de Aventura</translation>
    </message>
    <message>
        <source>Storm: the Wind Indicator and one damage</source>
        <translation>Tormenta: el Indicador de Viento y un daño</translation>
    </message>
    <message>
        <source>Empty window: no weather effect</source>
        <translation>Ventana vacía: sin efecto meteorológico</translation>
    </message>
    <message>
        <source>Strategy circle: a trap card can be laid here</source>
        <translation>Círculo de Estrategia: aquí se puede colocar una carta trampa</translation>
    </message>
    <message>
        <source>Barrage Area: closed until you have three missions</source>
        <translation>Zona de Barrera: cerrada hasta que tengas tres misiones</translation>
    </message>
    <message>
        <source>Arctic ice ring: ships move one Length a turn</source>
        <translation>Anillo de hielo ártico: los barcos avanzan una Longitud por turno</translation>
    </message>
    <message>
        <source>The North Pole</source>
        <translation>El Polo Norte</translation>
    </message>
    <message>
        <source>An airship (its player&apos;s colour)</source>
        <translation>Un dirigible (del color de su jugador)</translation>
    </message>
    <message>
        <source>A ship</source>
        <translation>Un barco</translation>
    </message>
    <message>
        <source>Mission target token: a declared mission</source>
        <translation>Ficha de objetivo: una misión declarada</translation>
    </message>
    <message>
        <source>Arctic base reserved by a player</source>
        <translation>Base ártica reservada por un jugador</translation>
    </message>
    <message>
        <source>Mooring Mast: the Arctic base is set up</source>
        <translation>Mástil de Amarre: la base ártica está instalada</translation>
    </message>
    <message>
        <source>A trap card lying on a Strategy circle</source>
        <translation>Una carta trampa sobre un círculo de Estrategia</translation>
    </message>
</context>
<context>
    <name>LegendDialog</name>
    <message>
        <source>Map legend</source>
        <translation>Leyenda del mapa</translation>
    </message>
</context>
<context>
    <name>LinksDialog</name>
    <message>
        <source>Send each player their link</source>
        <translation>Envía a cada jugador su enlace</translation>
    </message>
    <message>
        <source>Each link opens one seat and no other: send it to that player only. A link to 127.0.0.1 works on this machine only: for friends elsewhere, host with “Let players on other machines reach this machine&apos;s server” (and your router&apos;s port forwarded), or on a server they can reach.</source>
        <translation>Cada enlace abre un solo puesto: envíalo solo a ese jugador. Un enlace a 127.0.0.1 solo funciona en esta máquina: para amigos en otro lugar, organiza con “Deja que otras máquinas lleguen al servidor de esta” (y el puerto redirigido en tu router), o en un servidor al que lleguen.</translation>
    </message>
    <message>
        <source>Copy all</source>
        <translation>Copiar todo</translation>
    </message>
</context>
<context>
    <name>LogFilters</name>
    <message>
        <source>Actions</source>
        <extracomment>The app&apos;s bot levels and the engine&apos;s bots behind them (issue 14; ``npq sim --bot``). The Hard bot&apos;s thinking time a turn in the app (seconds; it never freezes the window long). The log&apos;s kinds of lines (the log can be filtered by them): the action itself, what came of it by kind of event, and the app&apos;s own notes (new game, opened, taken back).</extracomment>
        <translation>Acciones</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Movimientos</translation>
    </message>
    <message>
        <source>Weather</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>Bonds</source>
        <translation>Bonos</translation>
    </message>
    <message>
        <source>Missions</source>
        <translation>Misiones</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>Everything</source>
        <translation>Todo</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Todos los jugadores</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Slow</source>
        <extracomment>The bots&apos; speeds (the name is shown through ``self.tr``, context MainWindow).</extracomment>
        <translation>Lentos</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normales</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápidos</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantáneos</translation>
    </message>
    <message>
        <source>North Pole Quest</source>
        <extracomment>A payment of this many Bonds or more is confirmed first (issue 12), unless turned off. Every edition&apos;s world (the rules ask it for a game&apos;s: World.for_edition). The board shown: the game&apos;s on the table, of its edition (:meth:`_follow_edition`). The question to the target of a hostile card holding a counter (section 6).</extracomment>
        <translation>North Pole Quest</translation>
    </message>
    <message>
        <source>Start a new game (Ctrl+N) or open a saved one (Ctrl+O).</source>
        <translation>Empieza una partida nueva (Ctrl+N) o abre una guardada (Ctrl+O).</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Como el sistema</translation>
    </message>
    <message>
        <source>Cannot keep the setting</source>
        <translation>No se puede guardar el ajuste</translation>
    </message>
    <message>
        <source>The language changes when the app is started again.</source>
        <translation>El idioma cambia cuando se vuelva a abrir la aplicación.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Crew</source>
        <translation>Tripulación</translation>
    </message>
    <message>
        <source>Arctic</source>
        <translation>Ártico</translation>
    </message>
    <message>
        <source>Missions</source>
        <translation>Misiones</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Autonomía</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>As wide as the five tabs&apos; words at least (&quot;Equipaggio&quot;, &quot;Tripulación&quot; are longer than &quot;Crew&quot;): no tab behind the scroll arrows in any language.</extracomment>
        <translation>Partida</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Guardar como…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Export the game map…</source>
        <translation>Exportar el mapa de la partida…</translation>
    </message>
    <message>
        <source>Draw the game so far on the board, each piece&apos;s track round by round (PNG, SVG or PDF; the same as npq plot game)</source>
        <translation>Dibuja la partida hasta ahora en el tablero, la trayectoria de cada pieza ronda a ronda (PNG, SVG o PDF; igual que npq plot game)</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Partidas recientes</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Fin del turno</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Interrupt the game…</source>
        <translation>Interrumpir la partida…</translation>
    </message>
    <message>
        <source>End the game with this round: the most Bonds wins (section 9); a solo game is scored as it stands (section 12)</source>
        <translation>Termina la partida con esta ronda: gana quien tenga más Bonos (sección 9); una partida en solitario se puntúa tal como está (sección 12)</translation>
    </message>
    <message>
        <source>&amp;Solo</source>
        <translation>&amp;Solitario</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>{action} ({keys})</source>
        <translation>{action} ({keys})</translation>
    </message>
    <message>
        <source>Zoom +</source>
        <translation>Zoom +</translation>
    </message>
    <message>
        <source>Zoom −</source>
        <translation>Zoom −</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajustar</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mover</translation>
    </message>
    <message>
        <source>Put the Navigating Tool away</source>
        <translation>Guardar la Herramienta de Navegación</translation>
    </message>
    <message>
        <source> Weather: round 1 </source>
        <translation> Tiempo: ronda 1 </translation>
    </message>
    <message>
        <source> Weather: round {round} (forecast +{ahead}) </source>
        <translation> Tiempo: ronda {round} (previsión +{ahead}) </translation>
    </message>
    <message>
        <source>Forecast: slide to see the weather windows of the coming rounds (the weather disc turns one notch at the end of every round, so the future is known)</source>
        <translation>Previsión: desliza para ver las ventanas meteorológicas de las próximas rondas (el Disco Meteorológico gira una muesca al final de cada ronda, así que el futuro se conoce)</translation>
    </message>
    <message>
        <source> Bots: </source>
        <translation> Bots: </translation>
    </message>
    <message>
        <source>Solo mode unavailable: {reason}</source>
        <translation>Modo solitario no disponible: {reason}</translation>
    </message>
    <message>
        <source>{title}: {message}</source>
        <translation>{title}: {message}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <source>Save (Ctrl+Shift+S: save as)</source>
        <translation>Guardar (Ctrl+Mayús+S: guardar como)</translation>
    </message>
    <message>
        <source>Undo the last action of this turn (not past a spin or a draw)</source>
        <translation>Deshacer la última acción del turno (no más allá de un giro del indicador o un robo)</translation>
    </message>
    <message>
        <source>Zoom in / out (or the mouse wheel)</source>
        <translation>Acercar / alejar (o la rueda del ratón)</translation>
    </message>
    <message>
        <source>Fit the whole board</source>
        <translation>Ajustar todo el tablero</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Flechas</translation>
    </message>
    <message>
        <source>Pan the map once it has the focus (or drag it)</source>
        <translation>Desplazar el mapa cuando tiene el foco (o arrastrarlo)</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Intro</translation>
    </message>
    <message>
        <source>Move along the course declared with the Navigating Tool</source>
        <translation>Moverse por el rumbo declarado con la Herramienta de Navegación</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Centre the map on the airship to play</source>
        <translation>Centrar el mapa en el dirigible que juega</translation>
    </message>
    <message>
        <source>Show or hide the map legend on the map</source>
        <translation>Mostrar u ocultar la leyenda sobre el mapa</translation>
    </message>
    <message>
        <source>How to play, at the chapter the tooltip under the mouse cites</source>
        <translation>Cómo se juega, en el capítulo que cita la sugerencia bajo el ratón</translation>
    </message>
    <message>
        <source>Not allowed: {reason}</source>
        <translation>No permitido: {reason}</translation>
    </message>
    <message>
        <source>Leave this game?</source>
        <translation>¿Dejar esta partida?</translation>
    </message>
    <message>
        <source>The game of {players} (round {round}) is still in play. Leave it? It is autosaved and stays in Game → Recent games.</source>
        <translation>La partida de {players} (ronda {round}) sigue en juego. ¿Dejarla? Se guarda automáticamente y queda en Partida → Partidas recientes.</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>No se puede empezar la partida</translation>
    </message>
    <message>
        <source>Cannot open the saved game</source>
        <translation>No se puede abrir la partida guardada</translation>
    </message>
    <message>
        <source>Solo objectives</source>
        <translation>Objetivos del solitario</translation>
    </message>
    <message>
        <source>Objective tracking is unavailable: {reason}</source>
        <translation>El seguimiento de objetivos no está disponible: {reason}</translation>
    </message>
    <message>
        <source>No game played yet</source>
        <translation>Aún no se ha jugado ninguna partida</translation>
    </message>
    <message numerus="yes">
        <source>solo: {players} — %n action(s), {when}</source>
        <translation>
            <numerusform>solitario: {players} — %n acción, {when}</numerusform>
            <numerusform>solitario: {players} — %n acciones, {when}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{players} — %n action(s), {when}</source>
        <translation>
            <numerusform>{players} — %n acción, {when}</numerusform>
            <numerusform>{players} — %n acciones, {when}</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the game map</source>
        <translation>Exportar el mapa de la partida</translation>
    </message>
    <message>
        <source>Pictures (*.png *.svg *.pdf)</source>
        <translation>Imágenes (*.png *.svg *.pdf)</translation>
    </message>
    <message>
        <source>Cannot export the game map</source>
        <translation>No se puede exportar el mapa de la partida</translation>
    </message>
    <message>
        <source>Game map written to {path}</source>
        <translation>Mapa de la partida escrito en {path}</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Partidas guardadas (*.json)</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>No se puede guardar la partida</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Guardada en {path}</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Nada que rehacer.</translation>
    </message>
    <message>
        <source>Nothing to undo this turn (not past a spin or a draw).</source>
        <translation>Nada que deshacer este turno (no más allá de un giro del indicador o un robo).</translation>
    </message>
    <message>
        <source>End the turn?</source>
        <translation>¿Terminar el turno?</translation>
    </message>
    <message numerus="yes">
        <source>You still have %n action(s) this turn. End it anyway? (An ended turn cannot be taken back.)</source>
        <translation>
            <numerusform>Aún te queda %n acción este turno. ¿Terminarlo igualmente? (Un turno terminado no se puede deshacer.)</numerusform>
            <numerusform>Aún te quedan %n acciones este turno. ¿Terminarlo igualmente? (Un turno terminado no se puede deshacer.)</numerusform>
        </translation>
    </message>
    <message>
        <source>Pay for this?</source>
        <translation>¿Pagar?</translation>
    </message>
    <message>
        <source>{action} costs {amount} Bonds, paid to {payees}. Go ahead?</source>
        <translation>{action} cuesta {amount} Bonos, pagados a {payees}. ¿Seguir?</translation>
    </message>
    <message>
        <source> and </source>
        <translation> y </translation>
    </message>
    <message>
        <source>{n} Bonds to {payee}</source>
        <translation>{n} Bonos a {payee}</translation>
    </message>
    <message>
        <source>you receive {n} Bonds</source>
        <translation>recibes {n} Bonos</translation>
    </message>
    <message>
        <source>the Bank</source>
        <translation>el Banco</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>No volver a preguntar</translation>
    </message>
    <message>
        <source>Call off the expedition? The game ends when you end this turn, and it is scored as it stands: open objectives fail (section 12).</source>
        <translation>¿Cancelar la expedición? La partida termina cuando acabes este turno y se puntúa tal como está: los objetivos abiertos fracasan (sección 12).</translation>
    </message>
    <message>
        <source>Interrupt the game? It ends with this round, and the player with the most Bonds (net of any Bank loan) wins (section 9).</source>
        <translation>¿Interrumpir la partida? Termina con esta ronda y gana el jugador con más Bonos (descontado el préstamo del Banco) (sección 9).</translation>
    </message>
    <message>
        <source>Interrupt the game</source>
        <translation>Interrumpir la partida</translation>
    </message>
    <message>
        <source>Interrupt the game?</source>
        <translation>¿Interrumpir la partida?</translation>
    </message>
    <message>
        <source>{asked}: {proposer} proposes to interrupt the game. It would end with this round, and the player with the most Bonds (net of any Bank loan) would win (section 9). Do you agree?</source>
        <translation>{asked}: {proposer} propone interrumpir la partida. Terminaría con esta ronda y ganaría el jugador con más Bonos (descontado el préstamo del Banco) (sección 9). ¿Estás de acuerdo?</translation>
    </message>
    <message>
        <source>{name} (bot) is playing…</source>
        <translation>{name} (bot) está jugando…</translation>
    </message>
    <message>
        <source>{name} to play: up to 3 actions, then End turn.</source>
        <translation>Le toca a {name}: hasta 3 acciones, luego Fin del turno.</translation>
    </message>
    <message>
        <source>R{round} {text}</source>
        <translation>R{round} {text}</translation>
    </message>
    <message>
        <source>{name}, a rival&apos;s Strategy card hit you: {effects}</source>
        <translation>{name}, te ha golpeado una carta de Estrategia de un rival: {effects}</translation>
    </message>
    <message>
        <source>The airship cannot fly now.</source>
        <translation>El dirigible no puede volar ahora.</translation>
    </message>
    <message>
        <source>the target</source>
        <translation>el objetivo</translation>
    </message>
    <message>
        <source>The plan&apos;s next leg is declared toward {name}: click it again or press Enter to fly; Esc puts the tool away.</source>
        <translation>El siguiente tramo del plan está declarado hacia {name}: haz clic otra vez o pulsa Intro para volar; Esc guarda la herramienta.</translation>
    </message>
    <message>
        <source>Game over ({how}): {what} Game → New game to play again.</source>
        <translation>Fin de la partida ({how}): {what} Partida → Nueva partida para volver a jugar.</translation>
    </message>
    <message>
        <source>Game over ({how}): nobody wins. Game → New game to play again.</source>
        <translation>Fin de la partida ({how}): nadie gana. Partida → Nueva partida para volver a jugar.</translation>
    </message>
    <message numerus="yes">
        <source>Game over ({how}): {winners} win(s). Game → New game to play again.</source>
        <translation>
            <numerusform>Fin de la partida ({how}): gana {winners}. Partida → Nueva partida para volver a jugar.</numerusform>
            <numerusform>Fin de la partida ({how}): ganan {winners}. Partida → Nueva partida para volver a jugar.</numerusform>
        </translation>
    </message>
    <message>
        <source>Venture card &lt;b&gt;{title}&lt;/b&gt; ({zone}): {text}</source>
        <translation>Carta de Aventura &lt;b&gt;{title}&lt;/b&gt; ({zone}): {text}</translation>
    </message>
    <message>
        <source>course turned {degrees}° left</source>
        <translation>rumbo desviado {degrees}° a la izquierda</translation>
    </message>
    <message>
        <source>course turned {degrees}° right</source>
        <translation>rumbo desviado {degrees}° a la derecha</translation>
    </message>
    <message>
        <source>tailwind, Speed +{n}</source>
        <translation>viento de cola, Velocidad +{n}</translation>
    </message>
    <message>
        <source>headwind, Speed {n}</source>
        <translation>viento de cara, Velocidad {n}</translation>
    </message>
    <message>
        <source>no effect</source>
        <translation>sin efecto</translation>
    </message>
    <message>
        <source>{who} spins the Wind Indicator: &lt;b&gt;{result}&lt;/b&gt; — {detail}</source>
        <translation>{who} gira el Indicador de Viento: &lt;b&gt;{result}&lt;/b&gt; — {detail}</translation>
    </message>
    <message>
        <source>Point at a target: the preview shows the course. Click open water to turn there (up to 3 segments); double-click (or click a port) to declare the course, then click it again or press Enter to sail; Esc puts the tool away.</source>
        <translation>Apunta a un objetivo: la vista previa muestra el rumbo. Haz clic en mar abierto para virar allí (hasta 3 segmentos); doble clic (o clic en un puerto) para declarar el rumbo, luego haz clic otra vez o pulsa Intro para navegar; Esc guarda la herramienta.</translation>
    </message>
    <message>
        <source>Point at a target: the preview shows the course. Click (or double-click) to declare it, then click it again or press Enter to move; Esc puts the tool away.</source>
        <translation>Apunta a un objetivo: la vista previa muestra el rumbo. Haz clic (o doble clic) para declararlo, luego haz clic otra vez o pulsa Intro para moverte; Esc guarda la herramienta.</translation>
    </message>
    <message>
        <source>Click the target on the map first to declare the course; then Enter moves.</source>
        <translation>Primero haz clic en el objetivo del mapa para declarar el rumbo; luego Intro mueve.</translation>
    </message>
    <message numerus="yes">
        <source>{name} to play: %n action(s) left, then End turn (Ctrl+E).</source>
        <translation>
            <numerusform>Le toca a {name}: queda %n acción, luego Fin del turno (Ctrl+E).</numerusform>
            <numerusform>Le toca a {name}: quedan %n acciones, luego Fin del turno (Ctrl+E).</numerusform>
        </translation>
    </message>
    <message>
        <source> Your airship is down after an emergency landing: send the S.O.S.</source>
        <translation> Tu dirigible está en tierra tras un aterrizaje de emergencia: envía el S.O.S.</translation>
    </message>
    <message>
        <source> First: {reason}.</source>
        <translation> Primero: {reason}.</translation>
    </message>
    <message>
        <source>Too close to the last turning point: a segment starts further away. Double-click to end the course here.</source>
        <translation>Demasiado cerca del último punto de giro: un segmento empieza más lejos. Doble clic para terminar aquí el rumbo.</translation>
    </message>
    <message>
        <source>Course declared: click it again or press Enter to move; Esc puts the tool away.</source>
        <translation>Rumbo declarado: vuelve a hacer clic o pulsa Intro para mover; Esc guarda la herramienta.</translation>
    </message>
    <message>
        <source> Weather: round {round} </source>
        <translation> Tiempo: ronda {round} </translation>
    </message>
    <message>
        <source>The weather disc was turned {degrees}° at set-up: from edition 4 every game draws where its disc starts (L114), so every game has its own weather</source>
        <translation>El disco meteorológico se giró {degrees}° en la preparación: desde la edición 4 cada partida sortea dónde empieza su disco (L114), así que cada partida tiene su propio tiempo</translation>
    </message>
    <message>
        <source>The weather disc stood at 0° at set-up (as assembled)</source>
        <translation>El disco meteorológico estaba a 0° en la preparación (tal como se monta)</translation>
    </message>
    <message>
        <source>in flight</source>
        <translation>en vuelo</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;&apos;s airship ({nation})&lt;br&gt;{where} · fuel {fuel}/{range} · Integrity {integrity}/{max_integrity}</source>
        <translation>Dirigible de &lt;b&gt;{name}&lt;/b&gt; ({nation})&lt;br&gt;{where} · combustible {fuel}/{range} · Integridad {integrity}/{max_integrity}</translation>
    </message>
    <message>
        <source>at sea</source>
        <translation>en el mar</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;&apos;s ship ({nation})&lt;br&gt;{where}</source>
        <translation>Barco de &lt;b&gt;{name}&lt;/b&gt; ({nation})&lt;br&gt;{where}</translation>
    </message>
    <message>
        <source>{name}&apos;s mission: {start} → {target} ({reward} Bonds)</source>
        <translation>Misión de {name}: {start} → {target} ({reward} Bonos)</translation>
    </message>
    <message>
        <source>Mooring Mast: {name} at {place}</source>
        <translation>Mástil de Amarre: {name} en {place}</translation>
    </message>
    <message>
        <source>Arctic base reserved: {name} at {place}</source>
        <translation>Base ártica reservada: {name} en {place}</translation>
    </message>
    <message>
        <source>A trap card lies face down here</source>
        <translation>Aquí hay una carta trampa boca abajo</translation>
    </message>
    <message>
        <source>North Pole Quest — round {round}, {name} to play</source>
        <translation>North Pole Quest — ronda {round}, le toca a {name}</translation>
    </message>
    <message>
        <source>The engine failed</source>
        <translation>El motor del juego ha fallado</translation>
    </message>
    <message>
        <source>{error}: {detail}</source>
        <translation>{error}: {detail}</translation>
    </message>
    <message>
        <source>a rival</source>
        <translation>un rival</translation>
    </message>
    <message>
        <source>{player}: a rival&apos;s Strategy card is about to strike — counter it or let it strike.</source>
        <translation>{player}: una carta de Estrategia de un rival está a punto de golpear — contraataca o deja que golpee.</translation>
    </message>
</context>
<context>
    <name>MapScene</name>
    <message>
        <source>Airship starting base (1a)</source>
        <extracomment>Legend names of the place kinds (rulebook 1A, legend 1a–1k), shown through ``self.tr``.</extracomment>
        <translation>Base de partida de dirigibles (1a)</translation>
    </message>
    <message>
        <source>Base (1b)</source>
        <translation>Base (1b)</translation>
    </message>
    <message>
        <source>Mission base (1c)</source>
        <translation>Base de misión (1c)</translation>
    </message>
    <message>
        <source>Ship starting port (1d)</source>
        <translation>Puerto de partida de barcos (1d)</translation>
    </message>
    <message>
        <source>Port (1e)</source>
        <translation>Puerto (1e)</translation>
    </message>
    <message>
        <source>Mission port (1f)</source>
        <translation>Puerto de misión (1f)</translation>
    </message>
    <message>
        <source>Arctic base (1k)</source>
        <translation>Base ártica (1k)</translation>
    </message>
    <message>
        <source>Geographical obstacle (1h): an airship crosses only with a Commander aboard and draws a Venture card (geographical line); ships are not affected.</source>
        <extracomment>What each zone type does (rulebook 1A &quot;Restricted Areas and Obstacles&quot;, D10), shown through ``self.tr``.</extracomment>
        <translation>Obstáculo geográfico (1h): un dirigible solo lo cruza con un Comandante a bordo y roba una carta de Aventura (línea geográfica); a los barcos no les afecta.</translation>
    </message>
    <message>
        <source>Sea obstacle (1i): an airship crosses only with a Commander aboard; a ship may always cross and draws a Venture card (sea line).</source>
        <translation>Obstáculo marítimo (1i): un dirigible solo lo cruza con un Comandante a bordo; un barco siempre puede cruzarlo y roba una carta de Aventura (línea marítima).</translation>
    </message>
    <message>
        <source>Political-economic restricted area (1g): advanced rules only — crossing needs a Commander and a Venture card (political-economic line).</source>
        <translation>Zona restringida político-económica (1g): solo en las reglas avanzadas — cruzarla requiere un Comandante y una carta de Aventura (línea político-económica).</translation>
    </message>
    <message>
        <source>{nation} airship</source>
        <extracomment>Which names win when two would overlap: starting bases and ports, then mission cities, Arctic bases, the rest. Zoom tiers for names, in screen pixels per Length. Another board is shown (:meth:`set_board`): its places&apos; names are to be laid out.</extracomment>
        <translation>dirigible de {nation}</translation>
    </message>
    <message>
        <source>{nation} ship</source>
        <translation>barco de {nation}</translation>
    </message>
    <message>
        <source>{nation} mission target</source>
        <translation>objetivo de misión de {nation}</translation>
    </message>
    <message>
        <source>Arctic base reserved by {nation}</source>
        <translation>Base ártica reservada por {nation}</translation>
    </message>
    <message>
        <source>{nation} Mooring Mast</source>
        <translation>Mástil de Amarre de {nation}</translation>
    </message>
    <message>
        <source>Trap card, face down (Strategy circle)</source>
        <translation>Carta trampa, boca abajo (círculo de Estrategia)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;&lt;br&gt;{kind}&lt;br&gt;owner: {owner}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;&lt;br&gt;{kind}&lt;br&gt;dueño: {owner}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Strategy circle: {name}&lt;/b&gt;&lt;br&gt;a trap card may be laid here face down; the first airship or ship over it springs it (section 10)</source>
        <translation>&lt;b&gt;Círculo de Estrategia: {name}&lt;/b&gt;&lt;br&gt;aquí se puede colocar boca abajo una carta trampa; el primer dirigible o barco que pasa por encima la dispara (sección 10)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{area}&lt;/b&gt;&lt;br&gt;weather now: {now}&lt;br&gt;next rounds: {coming}</source>
        <translation>&lt;b&gt;{area}&lt;/b&gt;&lt;br&gt;tiempo ahora: {now}&lt;br&gt;próximas rondas: {coming}</translation>
    </message>
    <message>
        <source>calm (no icon)</source>
        <translation>calma (sin icono)</translation>
    </message>
    <message>
        <source>calm</source>
        <translation>calma</translation>
    </message>
    <message>
        <source>&lt;b&gt;Barrage Area&lt;/b&gt;&lt;br&gt;airships enter only with the Barrage Limit unlocked (1A The Pole)</source>
        <translation>&lt;b&gt;Zona de Barrera&lt;/b&gt;&lt;br&gt;los dirigibles solo entran con el Límite de Barrera desbloqueado (1A El Polo)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Arctic ice ring&lt;/b&gt;&lt;br&gt;ships move 1 L a turn inside it (4 Ships, D5)</source>
        <translation>&lt;b&gt;Anillo de hielo ártico&lt;/b&gt;&lt;br&gt;dentro de él los barcos avanzan 1 L por turno (4 Barcos, D5)</translation>
    </message>
</context>
<context>
    <name>MatchPoints</name>
    <message>
        <source>Element</source>
        <translation>Elemento</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Cantidad</translation>
    </message>
    <message>
        <source>Each</source>
        <translation>Cada uno</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
</context>
<context>
    <name>MissionTable</name>
    <message>
        <source>From</source>
        <translation>Desde</translation>
    </message>
    <message>
        <source>To</source>
        <translation>A</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>Bonds</source>
        <translation>Bonos</translation>
    </message>
    <message>
        <source>Distance in Lengths</source>
        <translation>Distancia en Longitudes</translation>
    </message>
    <message>
        <source>Reward in Bonds (D11)</source>
        <translation>Recompensa en Bonos (D11)</translation>
    </message>
    <message>
        <source>Mission Calculator unavailable: {reason}</source>
        <translation>Calculadora de Misiones no disponible: {reason}</translation>
    </message>
    <message>
        <source>{name}: {distance} L, {reward} Bonds — one of your Mission cards</source>
        <translation>{name}: {distance} L, {reward} Bonos — una de tus cartas de Misión</translation>
    </message>
    <message>
        <source>{name}: {distance} L, {reward} Bonds</source>
        <translation>{name}: {distance} L, {reward} Bonos</translation>
    </message>
</context>
<context>
    <name>NavPreviewItem</name>
    <message>
        <source>{length} L of Speed {speed}</source>
        <translation>{length} L a Velocidad {speed}</translation>
    </message>
    <message>
        <source>arrives at {place}</source>
        <translation>llega a {place}</translation>
    </message>
    <message>
        <source>crosses {zones}</source>
        <translation>cruza {zones}</translation>
    </message>
    <message>
        <source>fuel after the turn: {fuel}</source>
        <translation>combustible tras el turno: {fuel}</translation>
    </message>
    <message>
        <source>declared: click it again or press Enter to move (Esc: put away)</source>
        <translation>declarada: haz clic otra vez o pulsa Intro para mover (Esc: guardar)</translation>
    </message>
    <message>
        <source>click to declare this course (then click again to move)</source>
        <translation>haz clic para declarar este rumbo (luego otra vez para mover)</translation>
    </message>
    <message>
        <source>illegal: {reason}</source>
        <translation>no permitido: {reason}</translation>
    </message>
</context>
<context>
    <name>NavigatingTool</name>
    <message>
        <source>no weather</source>
        <extracomment>The shortest ship segment a click may start: a turning point closer than this to the last one (or to the ship) is not added (issue 12: a double click left two points a hair apart).</extracomment>
        <translation>sin tiempo</translation>
    </message>
    <message>
        <source>toward {place}</source>
        <translation>hacia {place}</translation>
    </message>
    <message>
        <source>{weather}: the Wind Indicator is spun on confirm (±1 Speed, 12°/24° L/R)</source>
        <translation>{weather}: al confirmar se gira el Indicador de Viento (±1 Velocidad, 12°/24° I/D)</translation>
    </message>
    <message>
        <source>storm: 1 structural damage</source>
        <translation>tormenta: 1 daño estructural</translation>
    </message>
    <message>
        <source>over the North Pole</source>
        <translation>sobre el Polo Norte</translation>
    </message>
    <message>
        <source>crosses the Neutral Territories (solo objective 3 fails)</source>
        <translation>cruza los Territorios Neutrales (el objetivo en solitario 3 falla)</translation>
    </message>
    <message>
        <source>{place}&apos;s ring already holds the airship: this move only stations it on {place}, for one action and one fuel unit</source>
        <translation>el anillo de {place} ya contiene el dirigible: este movimiento solo lo estaciona en {place}, por una acción y una unidad de combustible</translation>
    </message>
    <message>
        <source>fog ({area})</source>
        <translation>niebla ({area})</translation>
    </message>
    <message>
        <source>segment {n} of 3 · budget used {cost} of 3 L</source>
        <translation>segmento {n} de 3 · usados {cost} de 3 L</translation>
    </message>
    <message>
        <source>{length} L in the ice ring (costs 3 each)</source>
        <translation>{length} L en el anillo de hielo (cuestan 3 cada una)</translation>
    </message>
    <message>
        <source>click: turn here (segment {n} starts) · double-click: end the course here</source>
        <translation>clic: gira aquí (empieza el segmento {n}) · doble clic: el rumbo termina aquí</translation>
    </message>
    <message>
        <source>too close to the last turning point for another segment</source>
        <translation>demasiado cerca del último punto de giro para otro segmento</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game — North Pole Quest</source>
        <translation>Nueva partida — North Pole Quest</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Seats (turns go round in this order)</source>
        <translation>Puestos (los turnos van en este orden)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seat&lt;/b&gt;</source>
        <translation>&lt;b&gt;Puesto&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nation&lt;/b&gt;</source>
        <translation>&lt;b&gt;Nación&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Name&lt;/b&gt;</source>
        <translation>&lt;b&gt;Nombre&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bot&lt;/b&gt;</source>
        <translation>&lt;b&gt;Bot&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Leaves Europe&lt;/b&gt;</source>
        <translation>&lt;b&gt;Sale de fuera de Europa&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Colour&lt;/b&gt;</source>
        <translation>&lt;b&gt;Color&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The player&apos;s name (empty: the nation&apos;s name)</source>
        <translation>El nombre del jugador (vacío: el nombre de la nación)</translation>
    </message>
    <message>
        <source>Ticked: a bot plays this seat. With two or more human seats the screen is passed between turns and hides every hand.</source>
        <translation>Marcado: un bot juega este puesto. Con dos o más puestos humanos la pantalla se pasa entre turnos y oculta todas las manos.</translation>
    </message>
    <message>
        <source>The colour of this seat&apos;s airship, ship, flags and marks on the board, its player board and its lines in the log</source>
        <translation>El color del dirigible, el barco, las banderas y las marcas de este puesto en el tablero, de su tablero de jugador y de sus líneas en el registro</translation>
    </message>
    <message>
        <source>Basic game options</source>
        <translation>Opciones del juego básico</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>Easy — plays any legal action</source>
        <translation>Fácil — juega cualquier acción legal</translation>
    </message>
    <message>
        <source>Normal — near missions, refuels, the Pole when safe</source>
        <translation>Normal — misiones cercanas, repostajes, el Polo cuando es seguro</translation>
    </message>
    <message>
        <source>Hard — searches its options over sampled hidden cards, ~1 s a turn</source>
        <translation>Difícil — explora sus opciones sobre cartas ocultas muestreadas, ~1 s por turno</translation>
    </message>
    <message>
        <source>Bot level</source>
        <translation>Nivel de los bots</translation>
    </message>
    <message>
        <source>First player (section 8)</source>
        <translation>Primer jugador (sección 8)</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <source>Round limit (interrupted game, section 9)</source>
        <translation>Límite de rondas (partida interrumpida, sección 9)</translation>
    </message>
    <message>
        <source>Variant: It&apos;s Not Just &quot;First&quot; (section 9)</source>
        <extracomment>Nation order of the seat combo boxes (the rulebook&apos;s tables). The nations seats get by default: section 8 recommends starting countries on different continents for 2-4 players (&quot;Germany + Japan + United States; United Kingdom + USSR + Japan + United States&quot;); the European nations follow for 5-6. Nations starting from their alternate base and port (section 8); None: the rulebook&apos;s default (the British Empire and Italy leave Europe with 5 or more players). Per seat the colour chosen for its pieces and marks (``#rrggbb``), None: the nation&apos;s. The advanced game and its options (issue #11; two or more players).</extracomment>
        <translation>Variante: No basta ser &quot;el primero&quot; (sección 9)</translation>
    </message>
    <message>
        <source>On: the round of the first return from the Pole is played out and the richest of those back wins, so every seat plays as many turns. Off: the basic rule, the first back wins at once (the first seat then wins more often).</source>
        <translation>Activada: la ronda de la primera vuelta del Polo se juega hasta el final y gana el más rico de los que han vuelto, así cada puesto juega tantos turnos como los demás. Desactivada: la regla básica, el primero en volver gana al instante (el primer puesto gana entonces más a menudo).</translation>
    </message>
    <message>
        <source>Trap cards on Strategy circles</source>
        <translation>Cartas trampa en los círculos de Estrategia</translation>
    </message>
    <message>
        <source>{nation}&apos;s</source>
        <translation>color de {nation}</translation>
    </message>
    <message>
        <source>drawn by lot</source>
        <translation>por sorteo</translation>
    </message>
    <message>
        <source>seat {n}</source>
        <translation>puesto {n}</translation>
    </message>
    <message>
        <source>This nation has no alternate start (section 8)</source>
        <translation>Esta nación no tiene salida alternativa (sección 8)</translation>
    </message>
    <message>
        <source>Start from {where} instead of Europe (section 8: the rule for 5-6 players, choosable for any number)</source>
        <translation>Sal desde {where} en lugar de Europa (sección 8: la regla para 5-6 jugadores, elegible con cualquier número)</translation>
    </message>
    <message>
        <source>two seats have chosen the same colour: pick another for one</source>
        <translation>dos puestos han elegido el mismo color: cambia el de uno</translation>
    </message>
    <message>
        <source>red</source>
        <extracomment>Scene units per Length. The board plane is in Lengths (1 unit = 500 km, D1); the scene is scaled so that pens and fonts in scene units stay comfortable numbers. Territory fills and nation names come from ``data/nations.toml`` (rulebook 1A colours), as in the matplotlib board, so the app and the printed map agree. Strong shades of the same hues for miniatures, flags and tokens, readable on the pale territory fill and distinct from each other (``piece_hex`` of ``data/nations.toml``, shared with the game plots). English names (msgids: :func:`nation_name` shows them in the language in force). The colours a seat may choose at the New game dialog instead of its nation&apos;s (issue 12: two nations&apos; shades can look alike to some eyes): strong shades, distinct from each other and readable on every territory fill; the name is what the dialog shows.</extracomment>
        <translation>rojo</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>morado</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>naranja</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>marrón</translation>
    </message>
    <message>
        <source>magenta</source>
        <translation>magenta</translation>
    </message>
    <message>
        <source>teal</source>
        <translation>verde azulado</translation>
    </message>
    <message>
        <source>black</source>
        <translation>negro</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>oro</translation>
    </message>
</context>
<context>
    <name>NextBonusBar</name>
    <message>
        <source>all bonuses unlocked</source>
        <translation>todas las bonificaciones desbloqueadas</translation>
    </message>
    <message>
        <source>Next bonus: {bonus}</source>
        <translation>Próxima bonificación: {bonus}</translation>
    </message>
</context>
<context>
    <name>ObjectivesTrackerWidget</name>
    <message>
        <source>open</source>
        <extracomment>An objective&apos;s status as the tracker&apos;s tooltip says it (shown through ``self.tr``).</extracomment>
        <translation>abierto</translation>
    </message>
    <message>
        <source>met</source>
        <translation>cumplido</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fallido</translation>
    </message>
    <message>
        <source>&lt;b&gt;Secondary objectives&lt;/b&gt;</source>
        <translation>&lt;b&gt;Objetivos secundarios&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No secondary objective chosen.</source>
        <translation>Ningún objetivo secundario elegido.</translation>
    </message>
</context>
<context>
    <name>OnlineController</name>
    <message>
        <source>back from sleep: joining the game again</source>
        <extracomment>How often the controller looks at the clock for a sleep of the machine (ms), and the gap in wall-clock time between two looks that means the machine slept (s). the wall clock read for sleeps (a test may set its own)</extracomment>
        <translation>de vuelta de la suspensión: volviendo a unirse a la partida</translation>
    </message>
    <message>
        <source>Not your turn: {waiting}.</source>
        <translation>No es tu turno: {waiting}.</translation>
    </message>
    <message>
        <source>an online game is kept by its server: when it is over, export it with npq online export (Game → Online → Export this game…)</source>
        <translation>una partida en línea la guarda su servidor: cuando termine, expórtala con npq online export (Partida → En línea → Exportar esta partida…)</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partida ha terminado</translation>
    </message>
    <message>
        <source>Online game</source>
        <translation>Partida en línea</translation>
    </message>
    <message>
        <source>The online game was left: {why}</source>
        <translation>Se ha dejado la partida en línea: {why}</translation>
    </message>
    <message>
        <source>disconnected: {why}</source>
        <translation>desconectado: {why}</translation>
    </message>
    <message>
        <source>Online game {game}: {status} · away: {names}</source>
        <translation>Partida en línea {game}: {status} · ausentes: {names}</translation>
    </message>
    <message>
        <source>Online game {game}: {status}</source>
        <translation>Partida en línea {game}: {status}</translation>
    </message>
    <message>
        <source>Someone</source>
        <translation>Alguien</translation>
    </message>
    <message>
        <source>{name} takes back: {action}</source>
        <translation>{name} deshace: {action}</translation>
    </message>
    <message>
        <source>{name} plays: {action}</source>
        <translation>{name} juega: {action}</translation>
    </message>
</context>
<context>
    <name>OnlineLink</name>
    <message>
        <source>the connection to the server is gone</source>
        <translation>se ha perdido la conexión con el servidor</translation>
    </message>
</context>
<context>
    <name>OnlineMenu</name>
    <message>
        <source>Online</source>
        <translation>En línea</translation>
    </message>
    <message>
        <source>Host a game…</source>
        <translation>Alojar una partida…</translation>
    </message>
    <message>
        <source>Join a game…</source>
        <translation>Unirse a una partida…</translation>
    </message>
    <message>
        <source>Export this game…</source>
        <translation>Exportar esta partida…</translation>
    </message>
    <message>
        <source>Leave the online game</source>
        <translation>Dejar la partida en línea</translation>
    </message>
    <message>
        <source>Cannot join</source>
        <translation>No se puede unir</translation>
    </message>
    <message>
        <source>Cannot join the online game</source>
        <translation>No se puede unir a la partida en línea</translation>
    </message>
    <message>
        <source>Online game {game}: {status}</source>
        <translation>Partida en línea {game}: {status}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your decision&lt;/b&gt; is awaited in the online game</source>
        <translation>&lt;b&gt;Se espera tu decisión&lt;/b&gt; en la partida en línea</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your turn&lt;/b&gt; in the online game</source>
        <translation>&lt;b&gt;Tu turno&lt;/b&gt; en la partida en línea</translation>
    </message>
    <message>
        <source>North Pole Quest</source>
        <translation>North Pole Quest</translation>
    </message>
    <message>
        <source>Your turn in the online game</source>
        <translation>Tu turno en la partida en línea</translation>
    </message>
    <message>
        <source>Cannot host the game</source>
        <translation>No se puede organizar la partida</translation>
    </message>
    <message>
        <source>{name}: server bot ({bot})</source>
        <translation>{name}: bot del servidor ({bot})</translation>
    </message>
    <message>
        <source>{name} (you): {link}</source>
        <translation>{name} (tú): {link}</translation>
    </message>
    <message>
        <source>Export the online game</source>
        <translation>Exportar la partida en línea</translation>
    </message>
    <message>
        <source>Games (*.json)</source>
        <translation>Partidas (*.json)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Exported to {file}</source>
        <translation>Exportada a {file}</translation>
    </message>
    <message>
        <source>Leave the online game? It goes on without you.</source>
        <translation>¿Dejar la partida en línea? Sigue sin ti.</translation>
    </message>
</context>
<context>
    <name>PassDeviceScreen</name>
    <message>
        <source>Everything private is hidden. Hand the device over, then press the button.</source>
        <translation>Todo lo privado está oculto. Pasa el dispositivo y pulsa el botón.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (see the log)</source>
        <translation>
            <numerusform>… y %n más (mira el registro)</numerusform>
            <numerusform>… y %n más (mira el registro)</numerusform>
        </translation>
    </message>
    <message>
        <source>Since your last turn:
{lines}</source>
        <translation>Desde tu último turno:
{lines}</translation>
    </message>
    <message>
        <source>Pass to {name}</source>
        <translation>Pasa a {name}</translation>
    </message>
    <message>
        <source>I am {name} — show my turn</source>
        <translation>Soy {name} — muestra mi turno</translation>
    </message>
</context>
<context>
    <name>PlayerBoard</name>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Autonomía</translation>
    </message>
    <message>
        <source>Integrity</source>
        <translation>Integridad</translation>
    </message>
    <message>
        <source>Fuel</source>
        <translation>Combustible</translation>
    </message>
    <message>
        <source>Commander: —</source>
        <translation>Comandante: —</translation>
    </message>
    <message>
        <source>Bonds</source>
        <translation>Bonos</translation>
    </message>
    <message>
        <source>Loan</source>
        <translation>Préstamo</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dónde</translation>
    </message>
    <message>
        <source>Commander: &lt;b&gt;{name}&lt;/b&gt; ({skills})</source>
        <translation>Comandante: &lt;b&gt;{name}&lt;/b&gt; ({skills})</translation>
    </message>
    <message>
        <source>Commander: — (obstacles must be flown around)</source>
        <translation>Comandante: — (los obstáculos deben rodearse en vuelo)</translation>
    </message>
    <message>
        <source>{owed} Bonds owed</source>
        <translation>{owed} Bonos adeudados</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>in flight</source>
        <translation>en vuelo</translation>
    </message>
    <message>
        <source>emergency landing ({cause})</source>
        <translation>aterrizaje de emergencia ({cause})</translation>
    </message>
    <message>
        <source>at sea</source>
        <translation>en el mar</translation>
    </message>
    <message>
        <source>airship: {air}&lt;br&gt;ship: {ship}</source>
        <translation>dirigible: {air}&lt;br&gt;barco: {ship}</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ninguna todavía</translation>
    </message>
    <message>
        <source>{start} → &lt;b&gt;{target}&lt;/b&gt; ({reward} Bonds)</source>
        <translation>{start} → &lt;b&gt;{target}&lt;/b&gt; ({reward} Bonos)</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no mission (it: nessuna, es: ninguna)</comment>
        <translation>ninguna</translation>
    </message>
    <message>
        <source> (Mooring Mast up)</source>
        <translation> (Mástil de Amarre instalado)</translation>
    </message>
    <message>
        <source> (reserved)</source>
        <translation> (reservada)</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no Arctic base (it: nessuna, es: ninguna)</comment>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>Missions done ({n}/3): {done}&lt;br&gt;Active mission: {active}&lt;br&gt;Arctic base: {arctic}</source>
        <translation>Misiones hechas ({n}/3): {done}&lt;br&gt;Misión activa: {active}&lt;br&gt;Base ártica: {arctic}</translation>
    </message>
    <message>
        <source>a Strategy card (face down)</source>
        <translation>una carta de Estrategia (boca abajo)</translation>
    </message>
    <message>
        <source>“{card}”</source>
        <translation>«{card}»</translation>
    </message>
    <message>
        <source>{card} from {by}: it strikes at the start of this player&apos;s turn</source>
        <translation>{card} de {by}: golpea al comienzo del turno de este jugador</translation>
    </message>
</context>
<context>
    <name>PlayersTable</name>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Bonds</source>
        <translation>Bonos</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hechas</translation>
    </message>
    <message>
        <source>Fuel</source>
        <translation>Comb.</translation>
    </message>
    <message>
        <source>Int.</source>
        <translation>Int.</translation>
    </message>
    <message>
        <source>Player (⚙: a bot)</source>
        <extracomment>Each column&apos;s heading in full (the heading itself may be short: &quot;Int.&quot;, &quot;Carb.&quot;).</extracomment>
        <translation>Jugador (⚙: un bot)</translation>
    </message>
    <message>
        <source>Missions completed, of 3</source>
        <translation>Misiones completadas, de 3</translation>
    </message>
    <message>
        <source>Fuel in the tank / Range</source>
        <translation>Combustible en el depósito / Autonomía</translation>
    </message>
    <message>
        <source>Structural Integrity</source>
        <translation>Integridad Estructural</translation>
    </message>
    <message>
        <source>in flight</source>
        <translation>en vuelo</translation>
    </message>
    <message>
        <source>bot · airship: {where}</source>
        <translation>bot · dirigible: {where}</translation>
    </message>
    <message>
        <source>human · airship: {where}</source>
        <translation>humano · dirigible: {where}</translation>
    </message>
</context>
<context>
    <name>ProfileScreen</name>
    <message>
        <source>Solo profile — {name}</source>
        <translation>Perfil del solitario — {name}</translation>
    </message>
    <message>
        <source> ({n} unscored)</source>
        <translation> ({n} sin puntuar)</translation>
    </message>
    <message numerus="yes">
        <source>%n solo game(s){unscored}, {wins} won · best Match Points {best}</source>
        <translation>
            <numerusform>%n partida en solitario{unscored}, {wins} ganadas · mejores Puntos de Partida {best}</numerusform>
            <numerusform>%n partidas en solitario{unscored}, {wins} ganadas · mejores Puntos de Partida {best}</numerusform>
        </translation>
    </message>
    <message>
        <source>No bonus unlocked yet.</source>
        <translation>Aún no hay ninguna bonificación desbloqueada.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Unlocked bonuses&lt;/b&gt;</source>
        <translation>&lt;b&gt;Bonificaciones desbloqueadas&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Nation</source>
        <translation>Nación</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Stars</source>
        <translation>Estrellas</translation>
    </message>
    <message>
        <source>Match Points</source>
        <translation>Puntos de Partida</translation>
    </message>
</context>
<context>
    <name>RangeCalculator</name>
    <message>
        <source>Suggest bases</source>
        <translation>Sugerir bases</translation>
    </message>
    <message>
        <source>Suggest a chain of refuelling bases (straight legs, no weather)</source>
        <translation>Sugiere una cadena de bases de repostaje (tramos rectos, sin tiempo)</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Desde</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Hasta</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Autonomía</translation>
    </message>
    <message>
        <source>the airship (in flight)</source>
        <extracomment>The airship&apos;s point when it is in flight (the From chooser&apos;s first entry) The To the player picked by hand (None: the game&apos;s target), kept while it is a way to go for the same airship and mission (:meth:`choose_target`)</extracomment>
        <translation>el dirigible (en vuelo)</translation>
    </message>
    <message>
        <source>Range Calculator: {reason}</source>
        <translation>Calculadora de Autonomía: {reason}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{distance} L&lt;/b&gt; in a straight line&lt;br&gt;turns at Speed {speed}: &lt;b&gt;{turns}&lt;/b&gt;&lt;br&gt;fuel units: &lt;b&gt;{fuel}&lt;/b&gt; (tank {tank})&lt;br&gt;refuelling stops needed: &lt;b&gt;{stops}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{distance} L&lt;/b&gt; en línea recta&lt;br&gt;turnos a Velocidad {speed}: &lt;b&gt;{turns}&lt;/b&gt;&lt;br&gt;unidades de combustible: &lt;b&gt;{fuel}&lt;/b&gt; (depósito {tank})&lt;br&gt;escalas de repostaje necesarias: &lt;b&gt;{stops}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>searching the bases…</source>
        <translation>buscando las bases…</translation>
    </message>
    <message>
        <source>no plan: {reason}</source>
        <translation>sin plan: {reason}</translation>
    </message>
    <message>
        <source>straight there</source>
        <translation>directo hasta allí</translation>
    </message>
    <message numerus="yes">
        <source>via {stops}: %n turn(s)</source>
        <translation>
            <numerusform>por {stops}: %n turno</numerusform>
            <numerusform>por {stops}: %n turnos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>via {stops}: %n turn(s) — no chain of bases reaches it</source>
        <translation>
            <numerusform>por {stops}: %n turno — ninguna cadena de bases llega</numerusform>
            <numerusform>por {stops}: %n turnos — ninguna cadena de bases llega</numerusform>
        </translation>
    </message>
    <message>
        <source>the straight line crosses an obstacle: the flight goes round it</source>
        <translation>la línea recta cruza un obstáculo: el vuelo lo rodea</translation>
    </message>
    <message>
        <source>the straight line crosses the Barrage Area: the flight goes round it</source>
        <translation>la línea recta cruza la Zona de Barrera: el vuelo la rodea</translation>
    </message>
    <message>
        <source>fuel is bought only at a base on the way</source>
        <translation>el combustible solo se compra en una base por el camino</translation>
    </message>
</context>
<context>
    <name>RoutePlanItem</name>
    <message>
        <source>T{turn}</source>
        <translation>T{turn}</translation>
    </message>
    <message>
        <source>T{turn} R{round}</source>
        <translation>T{turn} R{round}</translation>
    </message>
    <message>
        <source> · refuel + repair</source>
        <translation> · repostaje + reparación</translation>
    </message>
    <message>
        <source> · refuel</source>
        <translation> · repostaje</translation>
    </message>
    <message>
        <source>wait R{rounds}</source>
        <translation>espera R{rounds}</translation>
    </message>
</context>
<context>
    <name>SaveFileDialog</name>
    <message>
        <source>Open a saved game</source>
        <extracomment>Player-facing words of the dialog, in one place.</extracomment>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Partidas guardadas (*.json)</translation>
    </message>
</context>
<context>
    <name>SoloEndScreen</name>
    <message>
        <source>Over the Pole and back: the expedition is a triumph.</source>
        <translation>Sobre el Polo y de vuelta: la expedición es un triunfo.</translation>
    </message>
    <message>
        <source>The airship crashed: the expedition is over.</source>
        <translation>El dirigible se estrelló: la expedición ha terminado.</translation>
    </message>
    <message>
        <source>The expedition ended short of the Pole: it is scored as it stands.</source>
        <translation>La expedición terminó antes del Polo: se puntúa tal como está.</translation>
    </message>
    <message>
        <source>Solo game over</source>
        <translation>Solitario terminado</translation>
    </message>
    <message>
        <source>Secondary objectives</source>
        <translation>Objetivos secundarios</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>completado</translation>
    </message>
    <message>
        <source>failed (−30)</source>
        <translation>fallido (−30)</translation>
    </message>
    <message>
        <source>None chosen.</source>
        <translation>Ninguno elegido.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Match Points: {n}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Puntos de Partida: {n}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Keep the score, or decline it: the game is then recorded as played but unscored — no stars, no Match Points (section 12: the player can opt for a score).</source>
        <translation>Quédate la puntuación o recházala: la partida queda registrada como jugada pero sin puntuar — sin estrellas ni Puntos de Partida (sección 12: el jugador puede optar por una puntuación).</translation>
    </message>
    <message>
        <source>Keep the score</source>
        <translation>Quedarse la puntuación</translation>
    </message>
    <message>
        <source>Decline the score</source>
        <translation>Rechazar la puntuación</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recorded unscored&lt;/b&gt;: the score was declined; no stars</source>
        <translation>&lt;b&gt;Registrada sin puntuar&lt;/b&gt;: se rechazó la puntuación; sin estrellas</translation>
    </message>
    <message>
        <source> · {n} ★ in all, unchanged</source>
        <translation> · {n} ★ en total, sin cambios</translation>
    </message>
    <message numerus="yes">
        <source>%n star(s) to earn</source>
        <translation>
            <numerusform>%n estrella por ganar</numerusform>
            <numerusform>%n estrellas por ganar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n star(s) earned</source>
        <translation>
            <numerusform>%n estrella ganada</numerusform>
            <numerusform>%n estrellas ganadas</numerusform>
        </translation>
    </message>
    <message>
        <source> · {n} in all</source>
        <translation> · {n} en total</translation>
    </message>
    <message>
        <source>&lt;b&gt;New bonus unlocked:&lt;/b&gt; {names}</source>
        <translation>&lt;b&gt;Nueva bonificación desbloqueada:&lt;/b&gt; {names}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Match Points: not counted (score declined)&lt;/b&gt;</source>
        <translation>&lt;b&gt;Puntos de Partida: no contados (puntuación rechazada)&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>SoloPanel</name>
    <message>
        <source>Match Points if the game ended now (section 12, Match Points Table); open objectives count as not completed.</source>
        <translation>Puntos de Partida si la partida terminara ahora (sección 12, Tabla de Puntos de Partida); los objetivos abiertos cuentan como no completados.</translation>
    </message>
</context>
<context>
    <name>SoloSession</name>
    <message>
        <source>&lt;b&gt;Objective tracking is unavailable for this game.&lt;/b&gt;&lt;br&gt;Its secondary objectives are not known: the file {side} beside the save is missing or belongs to another game, and the solo profile does not know this save, so its stars and Match Points will not be recorded. The game itself plays on by the solo rules (section 12). To track objectives, start a new game with Solo → Solo game…</source>
        <extracomment>Format version of the ``&lt;save&gt;.solo.json`` side file. Shown in the solo dock when an opened solo save cannot be tracked.</extracomment>
        <translation>&lt;b&gt;El seguimiento de objetivos no está disponible para esta partida.&lt;/b&gt;&lt;br&gt;Sus objetivos secundarios no se conocen: el archivo {side} junto a la partida guardada falta o pertenece a otra partida, y el perfil del solitario no conoce esta partida, así que sus estrellas y Puntos de Partida no se registrarán. La partida sigue de todos modos con las reglas del solitario (sección 12). Para seguir los objetivos, empieza una partida nueva con Solitario → Partida en solitario…</translation>
    </message>
    <message>
        <source>&lt;b&gt;This game will not be recorded.&lt;/b&gt;&lt;br&gt;Its bonuses are not unlocked in the solo profile {profile}: {reason}. The profile accepts only games whose bonuses were unlocked when they started (section 12, 100 Stars Bonus Table). The game itself plays on by the solo rules.</source>
        <extracomment>Shown in the solo dock when an opened solo save uses bonuses its profile has not unlocked.</extracomment>
        <translation>&lt;b&gt;Esta partida no se registrará.&lt;/b&gt;&lt;br&gt;Sus bonificaciones no están desbloqueadas en el perfil del solitario {profile}: {reason}. El perfil solo acepta partidas cuyas bonificaciones estaban desbloqueadas al empezar (sección 12, Tabla de Bonificaciones de las 100 Estrellas). La partida sigue de todos modos con las reglas del solitario.</translation>
    </message>
    <message>
        <source>Solo objectives not saved</source>
        <translation>Objetivos del solitario no guardados</translation>
    </message>
    <message>
        <source>Match Points now: &lt;b&gt;{n}&lt;/b&gt;</source>
        <translation>Puntos de Partida ahora: &lt;b&gt;{n}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Solo profile</source>
        <translation>Perfil del solitario</translation>
    </message>
    <message>
        <source>The game could not be saved: {reason}</source>
        <translation>No se pudo guardar la partida: {reason}</translation>
    </message>
    <message>
        <source>The game could not be recorded: {reason}</source>
        <translation>No se pudo registrar la partida: {reason}</translation>
    </message>
    <message>
        <source>Solo game</source>
        <translation>Partida en solitario</translation>
    </message>
    <message>
        <source>Solo objectives</source>
        <translation>Objetivos del solitario</translation>
    </message>
    <message>
        <source>the profile cannot be read ({reason})</source>
        <translation>el perfil no se puede leer ({reason})</translation>
    </message>
    <message>
        <source>Solo game opened without its objectives: tracking is unavailable.</source>
        <translation>Partida en solitario abierta sin sus objetivos: el seguimiento no está disponible.</translation>
    </message>
    <message>
        <source>Solo game opened: its bonuses are locked in the profile, it will not be recorded.</source>
        <translation>Partida en solitario abierta: sus bonificaciones están bloqueadas en el perfil, no se registrará.</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Perfil:</translation>
    </message>
    <message>
        <source>Solo &amp;game…</source>
        <translation>&amp;Partida en solitario…</translation>
    </message>
    <message>
        <source>Solo &amp;profile…</source>
        <translation>&amp;Perfil del solitario…</translation>
    </message>
</context>
<context>
    <name>SoloSetupDialog</name>
    <message>
        <source>&lt;b&gt;Solo rules&lt;/b&gt; (section 12): no Strategy cards; up to 5 Mission cards in hand, and &lt;b&gt;every Mission card you draw must be completed before you leave for the Pole&lt;/b&gt; — also one drawn before your third mission (it can be exchanged, never discarded); a crash ends the game unless the Airship Rescue bonus saves it. At the end you keep the score (stars and Match Points) or decline it.</source>
        <extracomment>The solo rules in brief, shown in the setup dialog (section 12; docs/rules-decisions.md).</extracomment>
        <translation>&lt;b&gt;Reglas del solitario&lt;/b&gt; (sección 12): sin cartas de Estrategia; hasta 5 cartas de Misión en la mano, y &lt;b&gt;cada carta de Misión que robes debe completarse antes de partir hacia el Polo&lt;/b&gt; — también una robada antes de tu tercera misión (se puede cambiar, nunca descartar); un accidente termina la partida salvo que la salve la bonificación Rescate del Dirigible. Al final conservas la puntuación (estrellas y Puntos de Partida) o la rechazas.</translation>
    </message>
    <message>
        <source>Solo game</source>
        <translation>Partida en solitario</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Perfil</translation>
    </message>
    <message>
        <source>{nation} — {airship} (Speed {speed}, Range {range}, {bonds} Bonds)</source>
        <translation>{nation} — {airship} (Velocidad {speed}, Autonomía {range}, {bonds} Bonos)</translation>
    </message>
    <message>
        <source>Nation</source>
        <translation>Nación</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>Secondary objectives (up to {n}; 1 ★ each, −30 points if failed)</source>
        <translation>Objetivos secundarios (hasta {n}; 1 ★ cada uno, −30 puntos si fracasan)</translation>
    </message>
    <message>
        <source>Free Commander</source>
        <translation>Comandante gratuito</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>Bonuses (you have {stars} ★; up to {n}, all different)</source>
        <translation>Bonificaciones (tienes {stars} ★; hasta {n}, todas distintas)</translation>
    </message>
    <message>
        <source>{bonus} — “{card}”</source>
        <translation>{bonus} — «{card}»</translation>
    </message>
    <message>
        <source>No bonus unlocked yet: {bonus} unlocks at {stars} ★.</source>
        <translation>Aún no hay bonificaciones desbloqueadas: {bonus} se desbloquea con {stars} ★.</translation>
    </message>
</context>
<context>
    <name>StarsChart</name>
    <message>
        <source>No solo game yet</source>
        <translation>Aún no hay partidas en solitario</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partida</translation>
    </message>
    <message>
        <source>{stars} ★ {bonus}</source>
        <translation>{stars} ★ {bonus}</translation>
    </message>
    <message>
        <source>{stars} ★ {bonus} (next)</source>
        <translation>{stars} ★ {bonus} (siguiente)</translation>
    </message>
</context>
<context>
    <name>TutorialPanel</name>
    <message>
        <source>Declare a mission</source>
        <extracomment>The deal the steps are written for (checked by tests/test_ui_tutorial.py). The edition of the rules the tutorial&apos;s game plays by: 3, whose weather disc stands at 0° at set-up, so the steps&apos; wind over Kasumigaura in round 1 and the spin that leaves the airship short of Vladivostok are this deal&apos;s (edition 4 turns the disc by lot, L114, and differs in nothing else; docs/rules-decisions.md &quot;Edition 4&quot;). The steps, in order; player-facing words of the tutorial live here and in :data:`TEXTS`.</extracomment>
        <translation>Declara una misión</translation>
    </message>
    <message>
        <source>Welcome aboard! You fly &lt;b&gt;Japan&lt;/b&gt;&apos;s airship from Kasumigaura; a bot flies Italy far away. To reach the Pole you first need three missions. One of your Mission cards is &lt;b&gt;Vladivostok&lt;/b&gt;, only two Lengths across the sea.&lt;br&gt;&lt;br&gt;Press &lt;b&gt;Declare&lt;/b&gt; and choose Vladivostok. Declaring costs one of your three actions this turn.</source>
        <translation>¡Bienvenido a bordo! Pilotas el dirigible de &lt;b&gt;Japón&lt;/b&gt; desde Kasumigaura; un bot pilota Italia, muy lejos. Para llegar al Polo necesitas primero tres misiones. Una de tus cartas de Misión es &lt;b&gt;Vladivostok&lt;/b&gt;, a solo dos Longitudes al otro lado del mar.&lt;br&gt;&lt;br&gt;Pulsa &lt;b&gt;Declarar&lt;/b&gt; y elige Vladivostok. Declarar cuesta una de tus tres acciones de este turno.</translation>
    </message>
    <message>
        <source>Hire a Specialist</source>
        <translation>Contrata a un Especialista</translation>
    </message>
    <message>
        <source>Your airship stands on a base, so you can hire crew. A &lt;b&gt;Pilot&lt;/b&gt; gives +1 Range: a bigger fuel tank. Press &lt;b&gt;Hire&lt;/b&gt; and take the Pilot (50 Bonds, paid to the Bank; the menu shows the price).</source>
        <translation>Tu dirigible está en una base, así que puedes contratar tripulación. Un &lt;b&gt;Piloto&lt;/b&gt; da +1 de Autonomía: un depósito más grande. Pulsa &lt;b&gt;Contratar&lt;/b&gt; y toma el Piloto (50 Bonos, pagados al Banco; el menú muestra el precio).</translation>
    </message>
    <message>
        <source>Fly with the Navigating Tool</source>
        <translation>Vuela con la Herramienta de Navegación</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Fly&lt;/b&gt; (or click your airship) and move the mouse to Vladivostok: the Navigating Tool shows a notch per Length, the wind&apos;s side lines and the fuel left. Click Vladivostok, then click again (or press Enter) to fly.&lt;br&gt;&lt;br&gt;The weather window over Kasumigaura shows &lt;b&gt;wind&lt;/b&gt;: the Wind Indicator spins before you move and may turn you aside or slow you. Watch the banner and the log.</source>
        <translation>Pulsa &lt;b&gt;Volar&lt;/b&gt; (o haz clic en tu dirigible) y lleva el ratón a Vladivostok: la Herramienta de Navegación muestra una muesca por Longitud, las líneas laterales del viento y el combustible que queda. Haz clic en Vladivostok y luego otra vez (o pulsa Intro) para volar.&lt;br&gt;&lt;br&gt;La ventana meteorológica sobre Kasumigaura muestra &lt;b&gt;viento&lt;/b&gt;: el Indicador de Viento gira antes de que te muevas y puede desviarte o frenarte. Mira el aviso y el registro.</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Termina el turno</translation>
    </message>
    <message>
        <source>You have used your three actions. Press &lt;b&gt;End turn&lt;/b&gt; (Ctrl+E). You spent one fuel unit in flight; the bot plays Italy&apos;s turn, then the weather disc turns one notch.</source>
        <translation>Has usado tus tres acciones. Pulsa &lt;b&gt;Fin del turno&lt;/b&gt; (Ctrl+E). En vuelo gastaste una unidad de combustible; el bot juega el turno de Italia y luego el disco meteorológico gira una muesca.</translation>
    </message>
    <message>
        <source>Complete the mission</source>
        <translation>Completa la misión</translation>
    </message>
    <message>
        <source>The wind left you short of Vladivostok, and an airship in flight must move every turn. Fly on to Vladivostok: arriving inside its ring completes the mission by itself, and the Bank pays the reward.</source>
        <translation>El viento te dejó antes de Vladivostok, y un dirigible en vuelo debe moverse cada turno. Sigue hasta Vladivostok: llegar dentro de su anillo completa la misión por sí solo, y el Banco paga la recompensa.</translation>
    </message>
    <message>
        <source>Refuel</source>
        <translation>Reposta</translation>
    </message>
    <message>
        <source>You are on a base with an almost empty tank. Press &lt;b&gt;Refuel&lt;/b&gt; and fill up: 10 Bonds a unit in the basic game. Never leave a base without the fuel to reach the next one.</source>
        <translation>Estás en una base con el depósito casi vacío. Pulsa &lt;b&gt;Repostar&lt;/b&gt; y llena el depósito: 10 Bonos por unidad en el juego básico. Nunca dejes una base sin combustible para llegar a la siguiente.</translation>
    </message>
    <message>
        <source>Play a Strategy card</source>
        <translation>Juega una carta de Estrategia</translation>
    </message>
    <message>
        <source>Your hand holds &lt;b&gt;Great-Circle Course&lt;/b&gt;: +2 fuel and +1 Speed, but only with a Pilot aboard, and you have one. Press &lt;b&gt;Strategy&lt;/b&gt; and play it on yourself. You may play one Strategy card a turn; some hinder a rival instead.</source>
        <translation>En la mano tienes &lt;b&gt;Rumbo ortodrómico&lt;/b&gt;: +2 de combustible y +1 de Velocidad, pero solo con un Piloto a bordo, y tú lo tienes. Pulsa &lt;b&gt;Estrategia&lt;/b&gt; y juégala sobre ti. Puedes jugar una carta de Estrategia por turno; algunas, en cambio, estorban a un rival.</translation>
    </message>
    <message>
        <source>Reserve an Arctic base</source>
        <translation>Reserva una base ártica</translation>
    </message>
    <message>
        <source>End this turn when you like. The Pole is flown from an &lt;b&gt;Arctic base&lt;/b&gt; (a snowflake on the map). Open the &lt;b&gt;Arctic&lt;/b&gt; tab (or press &lt;b&gt;Arctic base&lt;/b&gt;) and reserve &lt;b&gt;Uelen&lt;/b&gt; or another free one near you: 50 Bonds, one action.</source>
        <translation>Termina este turno cuando quieras. Al Polo se vuela desde una &lt;b&gt;base ártica&lt;/b&gt; (un copo de nieve en el mapa). Abre la pestaña &lt;b&gt;Ártico&lt;/b&gt; (o pulsa &lt;b&gt;Base ártica&lt;/b&gt;) y reserva &lt;b&gt;Uelen&lt;/b&gt; u otra libre cerca de ti: 50 Bonos, una acción.</translation>
    </message>
    <message>
        <source>Sail the ship</source>
        <translation>Navega con el barco</translation>
    </message>
    <message>
        <source>Your ship waits in Kushiro. It will carry the Mooring Mast to your Arctic base. Press &lt;b&gt;Sail&lt;/b&gt;, click points on the water to turn there (up to three segments, 3 Lengths a turn), double-click the last one to declare the course, then click it again (or press Enter) to sail.</source>
        <translation>Tu barco espera en Kushiro. Llevará el Mástil de Amarre a tu base ártica. Pulsa &lt;b&gt;Navegar&lt;/b&gt;, haz clic en puntos del agua para virar allí (hasta tres segmentos, 3 Longitudes por turno), doble clic en el último para declarar el rumbo y luego otra vez clic (o pulsa Intro) para navegar.</translation>
    </message>
    <message>
        <source>Tutorial</source>
        <translation>Tutorial</translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation>Paso {n} de {total}</translation>
    </message>
    <message>
        <source>Skip this step</source>
        <translation>Saltar este paso</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>You know the basics</source>
        <translation>Ya sabes lo básico</translation>
    </message>
    <message>
        <source>That is the whole rhythm of the game: missions for Bonds, crew for a better airship, the ship to the Arctic base. Fly two more missions, set up your base with the ship there (&lt;b&gt;Arctic base → Set up&lt;/b&gt;), and the Barrage Area around the Pole opens. &lt;b&gt;Help → How to play&lt;/b&gt; (F1) explains every rule; the game goes on from here.</source>
        <translation>Ese es todo el ritmo del juego: misiones para los Bonos, tripulación para un dirigible mejor, el barco hacia la base ártica. Vuela dos misiones más, instala tu base con el barco allí (&lt;b&gt;Base ártica → Instalar&lt;/b&gt;) y la Zona de Barrera alrededor del Polo se abre. &lt;b&gt;Ayuda → Cómo se juega&lt;/b&gt; (F1) explica cada regla; la partida sigue desde aquí.</translation>
    </message>
    <message>
        <source>✔ {title}</source>
        <translation>✔ {title}</translation>
    </message>
</context>
<context>
    <name>WeatherPlan</name>
    <message>
        <source>no chain of bases keeps every leg within the fuel</source>
        <extracomment>Why a target cannot be reached, in words (the planner&apos;s reasons, as ``npq calc range`` says).</extracomment>
        <translation>ninguna cadena de bases mantiene cada tramo dentro del combustible</translation>
    </message>
    <message>
        <source>the way runs through the locked Barrage Area</source>
        <translation>el camino pasa por el Área de Barrera cerrada</translation>
    </message>
    <message>
        <source>obstacles bar the way (a Commander may cross them)</source>
        <translation>obstáculos cierran el paso (un Comandante puede cruzarlos)</translation>
    </message>
    <message>
        <source>the weather (fog, storms at low Integrity, headwinds) closes every way in time</source>
        <translation>el tiempo (niebla, tormentas con poca Integridad, vientos en contra) cierra a tiempo todo camino</translation>
    </message>
    <message>
        <source>T{turn} · R{round} · {weather}: wait on the ground</source>
        <translation>T{turn} · R{round} · {weather}: espera en tierra</translation>
    </message>
    <message>
        <source>fly {length} L at Speed {speed}</source>
        <translation>vuela {length} L a Velocidad {speed}</translation>
    </message>
    <message>
        <source>wind: the band on the map</source>
        <translation>viento: la franja en el mapa</translation>
    </message>
    <message>
        <source>lands at {place}: refuel and repair</source>
        <translation>aterriza en {place}: repostaje y reparación</translation>
    </message>
    <message>
        <source>lands at {place}: refuel</source>
        <translation>aterriza en {place}: repostaje</translation>
    </message>
    <message>
        <source>lands at {place}</source>
        <translation>aterriza en {place}</translation>
    </message>
    <message>
        <source>worst case after it: fuel {fuel}, Integrity {integrity}</source>
        <translation>peor caso tras el turno: combustible {fuel}, Integridad {integrity}</translation>
    </message>
    <message>
        <source>T{turn} · R{round} · {weather}: {parts}</source>
        <translation>T{turn} · R{round} · {weather}: {parts}</translation>
    </message>
    <message>
        <source>Not reachable: {reason}.</source>
        <translation>No alcanzable: {reason}.</translation>
    </message>
    <message>
        <source>The search spent its effort budget, and its fallback chain of legs does not get there either.</source>
        <translation>La búsqueda agotó su presupuesto de esfuerzo, y tampoco su cadena de tramos de reserva llega.</translation>
    </message>
    <message>
        <source>Already there.</source>
        <translation>Ya está allí.</translation>
    </message>
    <message>
        <source>no weather</source>
        <translation>sin tiempo</translation>
    </message>
    <message>
        <source>Venture cards the Commander draws: {cards}</source>
        <translation>cartas de Aventura que roba el Comandante: {cards}</translation>
    </message>
    <message>
        <source>Arrives in round {worst} at worst ({expected} expected); stops: {stops}; waiting turns: {waits}; Bonds at the stops: {bonds}</source>
        <translation>Llega en la ronda {worst} en el peor caso ({expected} prevista); escalas: {stops}; turnos de espera: {waits}; Bonos en las escalas: {bonds}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>Venture cards the Commander draws on the way: {cards}</source>
        <translation>Cartas de Aventura que roba el Comandante por el camino: {cards}</translation>
    </message>
    <message>
        <source>The search spent its effort budget: this is its fallback plan (a chain of legs toward the target with the same checks), not proven the earliest.</source>
        <translation>La búsqueda agotó su presupuesto de esfuerzo: este es su plan de reserva (una cadena de tramos hacia el destino con las mismas comprobaciones), sin probar que sea el más rápido.</translation>
    </message>
    <message>
        <source>Weather plan</source>
        <translation>Plan meteorológico</translation>
    </message>
    <message>
        <source>Turn by turn against the weather disc&apos;s forecast (npq calc range --round)</source>
        <translation>Turno a turno según la previsión del Disco Meteorológico (npq calc range --round)</translation>
    </message>
    <message>
        <source>The round the flight starts in: the weather disc&apos;s forecast</source>
        <translation>La ronda en que empieza el vuelo: la previsión del Disco Meteorológico</translation>
    </message>
    <message>
        <source>Fuel in the tank now</source>
        <translation>Combustible en el depósito ahora</translation>
    </message>
    <message>
        <source>Structural Integrity now: no plan lets a storm take the last</source>
        <translation>Integridad Estructural ahora: ningún plan deja que una tormenta quite la última</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Fuel now</source>
        <translation>Combustible ahora</translation>
    </message>
    <message>
        <source>Integrity</source>
        <translation>Integridad</translation>
    </message>
    <message>
        <source>Commander</source>
        <translation>Comandante</translation>
    </message>
    <message>
        <source>A Commander aboard may cross obstacles (a Venture card each)</source>
        <translation>Un Comandante a bordo puede cruzar obstáculos (una carta de Aventura cada uno)</translation>
    </message>
    <message>
        <source>Scientist</source>
        <translation>Científico</translation>
    </message>
    <message>
        <source>A Scientist aboard cancels the wind&apos;s turn in fog and storm</source>
        <translation>Un Científico a bordo anula la desviación del viento con niebla y tormenta</translation>
    </message>
    <message>
        <source>Draw it on the map</source>
        <translation>Dibujarlo en el mapa</translation>
    </message>
    <message>
        <source>Fly the next leg</source>
        <translation>Volar el próximo tramo</translation>
    </message>
    <message>
        <source>planning against the forecast…</source>
        <extracomment>No plan before the player opens the Range tab (:meth:`arm`): a game nobody plans in starts no search in the background</extracomment>
        <translation>planificando según la previsión…</translation>
    </message>
    <message>
        <source>No plan: {reason}</source>
        <translation>Sin plan: {reason}</translation>
    </message>
    <message>
        <source>The plan waits on the ground this turn</source>
        <translation>El plan espera en tierra este turno</translation>
    </message>
    <message>
        <source>Lay the Navigating Tool toward the end of the plan&apos;s first leg, declared: click it again or press Enter to fly</source>
        <translation>Coloca la Herramienta de Navegación hacia el final del primer tramo del plan, declarada: haz clic otra vez o pulsa Intro para volar</translation>
    </message>
</context>
</TS>
