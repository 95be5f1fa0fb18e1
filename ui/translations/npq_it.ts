<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <source>Fly</source>
        <extracomment>(button id, label, the kinds of the List of Actions it covers, help) The buttons&apos; words for pyside6-lupdate (the table above is shown through self.tr; a test checks that every label and tooltip of BUTTONS is listed here).</extracomment>
        <translation>Vola</translation>
    </message>
    <message>
        <source>Move the airship with the Navigating Tool (section 4, 5)</source>
        <translation>Muovi il dirigibile con lo Strumento di Navigazione (sezioni 4, 5)</translation>
    </message>
    <message>
        <source>Sail</source>
        <translation>Naviga</translation>
    </message>
    <message>
        <source>Move the ship, up to 3 segments (section 4 Ships)</source>
        <translation>Muovi la nave, fino a 3 segmenti (sezione 4 Navi)</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>Dichiara</translation>
    </message>
    <message>
        <source>Declare a mission at a Starting Point (section 10)</source>
        <translation>Dichiara una missione in un Punto di Partenza (sezione 10)</translation>
    </message>
    <message>
        <source>Mission cards</source>
        <translation>Carte Missione</translation>
    </message>
    <message>
        <source>Exchange or draw a Mission card</source>
        <translation>Scambia o pesca una carta Missione</translation>
    </message>
    <message>
        <source>Abandon</source>
        <translation>Abbandona</translation>
    </message>
    <message>
        <source>Abandon the mission in progress</source>
        <translation>Abbandona la missione in corso</translation>
    </message>
    <message>
        <source>Sell</source>
        <translation>Vendi</translation>
    </message>
    <message>
        <source>Sell a completed mission to the Bank</source>
        <translation>Vendi alla Banca una missione completata</translation>
    </message>
    <message>
        <source>Hire</source>
        <translation>Ingaggia</translation>
    </message>
    <message>
        <source>Hire crew while stationed (section 3; in the advanced game also in flight: the member joins at the next base)</source>
        <translation>Ingaggia equipaggio in una base (sezione 3; nel gioco avanzato anche in volo: il membro sale alla prossima base)</translation>
    </message>
    <message>
        <source>Give up crew</source>
        <translation>Congeda</translation>
    </message>
    <message>
        <source>Give up a Commander or a Specialist (section 10; in the advanced game also in flight: he leaves at the next base), or renounce your Commander for one won at auction</source>
        <translation>Congeda un Comandante o uno Specialista (sezione 10; nel gioco avanzato anche in volo: lascia alla prossima base), o rinuncia al tuo Comandante per uno vinto all&apos;asta</translation>
    </message>
    <message>
        <source>Refuel</source>
        <translation>Rifornisci</translation>
    </message>
    <message>
        <source>Buy fuel at a base (10 Bonds a unit, section 11)</source>
        <translation>Compra carburante in una base (10 Bond l&apos;unità, sezione 11)</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>Ripara</translation>
    </message>
    <message>
        <source>Repair structural damage at a base</source>
        <translation>Ripara i danni strutturali in una base</translation>
    </message>
    <message>
        <source>S.O.S.</source>
        <translation>S.O.S.</translation>
    </message>
    <message>
        <source>Call for rescue after an emergency landing</source>
        <translation>Chiedi soccorso dopo un atterraggio di emergenza</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategia</translation>
    </message>
    <message>
        <source>Strategy cards (section 6)</source>
        <translation>Carte Strategia (sezione 6)</translation>
    </message>
    <message>
        <source>Arctic base</source>
        <translation>Base artica</translation>
    </message>
    <message>
        <source>Reserve, set up or move an Arctic base</source>
        <translation>Prenota, allestisci o sposta una base artica</translation>
    </message>
    <message>
        <source>Loan</source>
        <translation>Prestito</translation>
    </message>
    <message>
        <source>Borrow from or repay the Bank (up to 200 Bonds)</source>
        <translation>Prendi in prestito dalla Banca o rimborsala (fino a 200 Bond)</translation>
    </message>
    <message>
        <source>Turn</source>
        <extracomment>Every kind a button covers, and End turn: the kinds the refresh asks reasons for. Asks the engine for every legal action of the given kinds, in their order. The turn&apos;s own bar: actions left, End turn, Undo. The window puts it beside the action buttons, or on a row of its own when both do not fit (longer words in Italian and Spanish): no action button is hidden in an overflow menu at 1280 px.</extracomment>
        <translation>Turno</translation>
    </message>
    <message>
        <source> Actions left: — </source>
        <translation> Azioni rimaste: — </translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Take back the last action of this turn (not past a spin or a draw)</source>
        <translation>Riprendi l&apos;ultima azione di questo turno (non oltre un giro o una pescata)</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Fine turno</translation>
    </message>
    <message>
        <source>Not your turn</source>
        <extracomment>The legal actions behind each enabled button (listed when first read). How to list the legal actions of some kinds (set by the window with its controller). The price and payee of an entry (&quot;100 Bonds to the Bank&quot;), set by the window.</extracomment>
        <translation>Non è il tuo turno</translation>
    </message>
    <message>
        <source> Actions left: &lt;b&gt;{n}&lt;/b&gt; </source>
        <translation> Azioni rimaste: &lt;b&gt;{n}&lt;/b&gt; </translation>
    </message>
    <message>
        <source>Not now: {reason}</source>
        <translation>Non ora: {reason}</translation>
    </message>
    <message>
        <source>Not possible now</source>
        <translation>Non è possibile ora</translation>
    </message>
    <message>
        <source>not possible now</source>
        <translation>non è possibile ora</translation>
    </message>
    <message>
        <source>End your turn (section 8: up to 3 actions, each kind once)</source>
        <translation>Termina il turno (sezione 8: fino a 3 azioni, ogni tipo una volta)</translation>
    </message>
    <message>
        <source>Lay trap card: {card}</source>
        <translation>Piazza la carta trappola: {card}</translation>
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
        <translation>Errore imprevisto</translation>
    </message>
    <message>
        <source> — {players}, round {round}</source>
        <extracomment>The window&apos;s size where the screen has room for it.</extracomment>
        <translation> — {players}, round {round}</translation>
    </message>
    <message>
        <source>Resume?</source>
        <translation>Riprendere?</translation>
    </message>
    <message>
        <source>Resume the last game{which} (autosaved after the last turn)?</source>
        <translation>Riprendere l&apos;ultima partita{which} (salvata in automatico dopo l&apos;ultimo turno)?</translation>
    </message>
</context>
<context>
    <name>ArcticList</name>
    <message>
        <source>&lt;b&gt;Arctic bases&lt;/b&gt; (double-click to reserve; click to show)</source>
        <translation>&lt;b&gt;Basi artiche&lt;/b&gt; (doppio clic per prenotare; clic per mostrare)</translation>
    </message>
    <message>
        <source>Arctic base</source>
        <translation>Base artica</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Proprietario</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>Prenotata</translation>
    </message>
    <message>
        <source>{place} ({nation} Arctic base, legend 1k)</source>
        <translation>{place} (base artica di {nation}, legenda 1k)</translation>
    </message>
    <message>
        <source>Owner: {nation}</source>
        <translation>Proprietario: {nation}</translation>
    </message>
    <message>
        <source>{name} · mast</source>
        <translation>{name} · pilone</translation>
    </message>
    <message>
        <source>free</source>
        <translation>libera</translation>
    </message>
    <message>
        <source>Reserved by {name}: Mooring Mast set up</source>
        <translation>Prenotata da {name}: Pilone d&apos;Ormeggio eretto</translation>
    </message>
    <message>
        <source>Reserved by {name}, no Mooring Mast yet</source>
        <translation>Prenotata da {name}, ancora senza Pilone d&apos;Ormeggio</translation>
    </message>
    <message>
        <source>Free to reserve</source>
        <translation>Libera da prenotare</translation>
    </message>
</context>
<context>
    <name>BonusCard</name>
    <message>
        <source>Unlocked at {stars} ★</source>
        <translation>Sbloccato a {stars} ★</translation>
    </message>
</context>
<context>
    <name>ClipBar</name>
    <message>
        <source>{label}: {value} of {limit}</source>
        <translation>{label}: {value} di {limit}</translation>
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
        <translation>Una carta Strategia ostile</translation>
    </message>
    <message>
        <source>{target}, {by} played {card} on you</source>
        <translation>{target}, {by} ha giocato {card} su di te</translation>
    </message>
    <message>
        <source>It strikes now, at the start of your turn.</source>
        <translation>Colpisce ora, all&apos;inizio del tuo turno.</translation>
    </message>
    <message>
        <source>You hold a card that cancels it (section 6). Counter it -- this costs one of this turn&apos;s actions -- or let it strike?</source>
        <translation>Hai una carta che la annulla (sezione 6). Contrastarla -- costa una delle azioni di questo turno -- o lasciarla colpire?</translation>
    </message>
    <message>
        <source>Counter with {card} (one action)</source>
        <translation>Contrasta con {card} (un&apos;azione)</translation>
    </message>
    <message>
        <source>Let {card} strike</source>
        <translation>Lascia colpire {card}</translation>
    </message>
</context>
<context>
    <name>CrewMarket</name>
    <message>
        <source>&lt;b&gt;Commanders&lt;/b&gt; (double-click to hire)</source>
        <extracomment>The From chooser&apos;s entry for the airship in flight (its point is the calculator&apos;s).</extracomment>
        <translation>&lt;b&gt;Comandanti&lt;/b&gt; (doppio clic per ingaggiare)</translation>
    </message>
    <message>
        <source>Commander</source>
        <translation>Comandante</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Abilità</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Prezzo</translation>
    </message>
    <message>
        <source>&lt;b&gt;Specialist Tokens&lt;/b&gt; (double-click to hire)</source>
        <translation>&lt;b&gt;Segnalini Specialista&lt;/b&gt; (doppio clic per ingaggiare)</translation>
    </message>
    <message>
        <source>Specialist</source>
        <translation>Specialista</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Rimasti</translation>
    </message>
    <message>
        <source>{name} (Adv.)</source>
        <translation>{name} (Avz.)</translation>
    </message>
    <message>
        <source>{name} — {skills}, {price} Bonds</source>
        <translation>{name} — {skills}, {price} Bond</translation>
    </message>
</context>
<context>
    <name>CrewSlots</name>
    <message>
        <source>{skill}: gold token</source>
        <translation>{skill}: segnalino d&apos;oro</translation>
    </message>
    <message>
        <source>{skill}: silver token</source>
        <translation>{skill}: segnalino d&apos;argento</translation>
    </message>
    <message>
        <source>No Specialists aboard</source>
        <translation>Nessuno Specialista a bordo</translation>
    </message>
</context>
<context>
    <name>EndGameDialog</name>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>First back from the North Pole, in round {round}.</source>
        <translation>Primo a tornare dal Polo Nord, nel round {round}.</translation>
    </message>
    <message>
        <source>Back from the Pole with the most Bonds (It&apos;s Not Just &quot;First&quot;), in round {round}.</source>
        <translation>Tornato dal Polo con più Bond (Non basta essere &quot;primi&quot;), nel round {round}.</translation>
    </message>
    <message>
        <source>The game was interrupted in round {round}: the most Bonds wins.</source>
        <translation>La partita è stata interrotta nel round {round}: vince chi ha più Bond.</translation>
    </message>
    <message>
        <source>The round limit was reached in round {round}: the most Bonds wins.</source>
        <translation>Il limite di round è stato raggiunto nel round {round}: vince chi ha più Bond.</translation>
    </message>
    <message>
        <source>The airship crashed in round {round}.</source>
        <translation>Il dirigibile è precipitato nel round {round}.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;h2&gt;{winners} win(s)!&lt;/h2&gt;</source>
        <translation>
            <numerusform>&lt;h2&gt;Vince {winners}!&lt;/h2&gt;</numerusform>
            <numerusform>&lt;h2&gt;Vincono {winners}!&lt;/h2&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;h2&gt;Nobody wins!&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Nessuno vince!&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Bonds</source>
        <translation>Bond</translation>
    </message>
    <message>
        <source>Missions</source>
        <translation>Missioni</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nuova partita…</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>New game, seed {seed}: {seats}</source>
        <extracomment>The colour chosen for each seat (``#rrggbb``; None: its nation&apos;s), kept beside saves. Which bot plays the bot seats: random, greedy or expert (Easy, Normal, Hard).</extracomment>
        <translation>Nuova partita, seme {seed}: {seats}</translation>
    </message>
    <message>
        <source>{name} (bot)</source>
        <translation>{name} (bot)</translation>
    </message>
    <message>
        <source>{name} (human)</source>
        <translation>{name} (umano)</translation>
    </message>
    <message numerus="yes">
        <source>Opened {file}: round {round}, %n action(s) replayed</source>
        <translation>
            <numerusform>Aperto {file}: round {round}, %n azione rigiocata</numerusform>
            <numerusform>Aperto {file}: round {round}, %n azioni rigiocate</numerusform>
        </translation>
    </message>
    <message>
        <source>The log of the earlier turns could not be rebuilt: {reason}</source>
        <translation>Non è stato possibile ricostruire il diario dei turni precedenti: {reason}</translation>
    </message>
    <message>
        <source>Autosave failed</source>
        <translation>Salvataggio automatico non riuscito</translation>
    </message>
    <message>
        <source>The action failed</source>
        <translation>L&apos;azione non è riuscita</translation>
    </message>
    <message>
        <source>{name} takes back: {action}</source>
        <translation>{name} annulla: {action}</translation>
    </message>
    <message>
        <source>{name} plays again: {action}</source>
        <translation>{name} rigioca: {action}</translation>
    </message>
    <message>
        <source>Bot error</source>
        <translation>Errore del bot</translation>
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
        <translation>Come si gioca</translation>
    </message>
    <message>
        <source>Search the guide…</source>
        <translation>Cerca nella guida…</translation>
    </message>
    <message>
        <source>{n} chapter(s) mention “{q}”</source>
        <translation>{n} capitolo/i parlano di “{q}”</translation>
    </message>
    <message>
        <source>No chapter mentions “{q}”</source>
        <translation>Nessun capitolo parla di “{q}”</translation>
    </message>
    <message>
        <source>The guide (how-to-play.md) is missing from this installation.</source>
        <translation>La guida (how-to-play.md) manca in questa installazione.</translation>
    </message>
</context>
<context>
    <name>HandPanel</name>
    <message>
        <source>&lt;b&gt;Mission cards&lt;/b&gt;</source>
        <translation>&lt;b&gt;Carte Missione&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Strategy cards&lt;/b&gt;</source>
        <translation>&lt;b&gt;Carte Strategia&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Face-up Mission cards on the table&lt;/b&gt;</source>
        <translation>&lt;b&gt;Carte Missione scoperte sul tavolo&lt;/b&gt;</translation>
    </message>
    <message>
        <source>(hidden)</source>
        <translation>(nascoste)</translation>
    </message>
    <message>
        <source>{city} — {reward} Bonds from your start</source>
        <translation>{city} — {reward} Bond dalla tua partenza</translation>
    </message>
    <message>
        <source>Mission card: {city} — the Mission Calculator pays {reward} Bonds from your Starting Base.&lt;br&gt;{text}</source>
        <translation>Carta Missione: {city} — il Calcolatore delle Missioni paga {reward} Bond dalla tua Base di Partenza.&lt;br&gt;{text}</translation>
    </message>
    <message>
        <source>Mission card: {city}.&lt;br&gt;{text}</source>
        <translation>Carta Missione: {city}.&lt;br&gt;{text}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Mission cards&lt;/b&gt; ({n}/{limit})</source>
        <translation>&lt;b&gt;Carte Missione&lt;/b&gt; ({n}/{limit})</translation>
    </message>
    <message>
        <source>&lt;i&gt;no Strategy cards&lt;/i&gt;</source>
        <translation>&lt;i&gt;nessuna carta Strategia&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Strategy cards&lt;/b&gt; ({n}/{limit})</source>
        <translation>&lt;b&gt;Carte Strategia&lt;/b&gt; ({n}/{limit})</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host an online game</source>
        <translation>Ospita una partita online</translation>
    </message>
    <message>
        <source>empty: start a server on this machine</source>
        <translation>vuoto: avvia un server su questa macchina</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Let players on other machines reach this machine&apos;s server</source>
        <translation>Lascia raggiungere il server di questa macchina da altre macchine</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>nessun limite</translation>
    </message>
    <message>
        <source>Interrupt after round</source>
        <translation>Interrompi dopo il round</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seat&lt;/b&gt;</source>
        <translation>&lt;b&gt;Posto&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nation&lt;/b&gt;</source>
        <translation>&lt;b&gt;Nazione&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Played by&lt;/b&gt;</source>
        <translation>&lt;b&gt;Giocato da&lt;/b&gt;</translation>
    </message>
    <message>
        <source>me</source>
        <translation>io</translation>
    </message>
    <message>
        <source>a friend (gets a link)</source>
        <translation>un amico (riceve un link)</translation>
    </message>
    <message>
        <source>server bot (greedy)</source>
        <translation>bot del server (avido)</translation>
    </message>
    <message>
        <source>server bot (random)</source>
        <translation>bot del server (casuale)</translation>
    </message>
    <message>
        <source>{nation} is seated twice</source>
        <translation>{nation} è seduta due volte</translation>
    </message>
    <message>
        <source>you can play one seat</source>
        <translation>puoi giocare un solo posto</translation>
    </message>
    <message>
        <source>seat at least one nation</source>
        <translation>fai sedere almeno una nazione</translation>
    </message>
    <message>
        <source>choose the seat you play (Played by: me)</source>
        <translation>scegli il posto che giochi (Giocato da: io)</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join an online game</source>
        <translation>Unisciti a una partita online</translation>
    </message>
    <message>
        <source>npq://host:8765/npq_…  (or a bare token, with the server)</source>
        <translation>npq://host:8765/npq_…  (o un token semplice, con il server)</translation>
    </message>
    <message>
        <source>host:8765 (only with a bare token)</source>
        <translation>host:8765 (solo con un token semplice)</translation>
    </message>
    <message>
        <source>certificate to trust (wss:// with a self-signed one)</source>
        <translation>certificato di cui fidarsi (wss:// con uno autofirmato)</translation>
    </message>
    <message>
        <source>Link or token</source>
        <translation>Link o token</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Certificate</source>
        <translation>Certificato</translation>
    </message>
</context>
<context>
    <name>LearningAids</name>
    <message>
        <source>How to play…</source>
        <extracomment>Player-facing words of these menus, in one place (shown through ``self.tr``).</extracomment>
        <translation>Come si gioca…</translation>
    </message>
    <message>
        <source>The rules and the app, chapter by chapter (F1: the chapter the tooltip under the mouse cites)</source>
        <translation>Le regole e l&apos;app, capitolo per capitolo (F1: il capitolo citato dal suggerimento sotto il mouse)</translation>
    </message>
    <message>
        <source>Map legend…</source>
        <translation>Legenda della mappa…</translation>
    </message>
    <message>
        <source>Tutorial…</source>
        <translation>Tutorial…</translation>
    </message>
    <message>
        <source>A guided first game: each step checked as you play it (skip or restart any time)</source>
        <translation>Una prima partita guidata: ogni passo verificato mentre lo giochi (salta o ricomincia quando vuoi)</translation>
    </message>
    <message>
        <source>About North Pole Quest…</source>
        <translation>Informazioni su North Pole Quest…</translation>
    </message>
    <message>
        <source>About North Pole Quest</source>
        <translation>Informazioni su North Pole Quest</translation>
    </message>
    <message>
        <source>&lt;b&gt;North Pole Quest&lt;/b&gt;, a digital edition of the board game &lt;i&gt;Airships: North Pole Quest&lt;/i&gt; (1924: the race to fly an airship over the Pole and back).&lt;br&gt;&lt;br&gt;The board&apos;s borders are derived from aourednik/historical-basemaps (GPL-3.0); this program is free software under the GPL-3.0-or-later.&lt;br&gt;&lt;br&gt;Help → How to play teaches the game; Help → Tutorial plays a first game with you.</source>
        <translation>&lt;b&gt;North Pole Quest&lt;/b&gt;, un&apos;edizione digitale del gioco da tavolo &lt;i&gt;Airships: North Pole Quest&lt;/i&gt; (1924: la corsa per sorvolare il Polo in dirigibile e tornare).&lt;br&gt;&lt;br&gt;I confini del tabellone derivano da aourednik/historical-basemaps (GPL-3.0); questo programma è software libero sotto la GPL-3.0-or-later.&lt;br&gt;&lt;br&gt;Aiuto → Come si gioca insegna il gioco; Aiuto → Tutorial gioca con te una prima partita.</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vista</translation>
    </message>
    <message>
        <source>Centre on the airship to play</source>
        <translation>Centra sul dirigibile di turno</translation>
    </message>
    <message>
        <source>Map legend on the map</source>
        <translation>Legenda sulla mappa</translation>
    </message>
</context>
<context>
    <name>Legend</name>
    <message>
        <source>Starting base (1a): an airship starts here; declare missions here</source>
        <extracomment>(symbol, what it is): the legend, in the order of the rulebook&apos;s legend, then the rest.</extracomment>
        <translation>Base di partenza (1a): qui parte un dirigibile; qui si dichiarano le missioni</translation>
    </message>
    <message>
        <source>Base (1b): stop, refuel, repair; the grey ring is where you arrive</source>
        <translation>Base (1b): sosta, rifornimento, riparazioni; l&apos;anello grigio è dove si arriva</translation>
    </message>
    <message>
        <source>Mission base (1c): a city of the Mission Calculator</source>
        <translation>Base missione (1c): una città del Calcolatore delle Missioni</translation>
    </message>
    <message>
        <source>Starting port (1d): a ship starts here</source>
        <translation>Porto di partenza (1d): qui parte una nave</translation>
    </message>
    <message>
        <source>Port (1e): for ships, and a base for airships</source>
        <translation>Porto (1e): per le navi, e una base per i dirigibili</translation>
    </message>
    <message>
        <source>Mission port (1f): a port that is also a mission city</source>
        <translation>Porto missione (1f): un porto che è anche una città di missione</translation>
    </message>
    <message>
        <source>Neutral Arctic base (1k): reserve it for the Pole</source>
        <translation>Base artica neutrale (1k): prenotala per il Polo</translation>
    </message>
    <message>
        <source>Arctic base owned by a nation (here the USSR)</source>
        <translation>Base artica di una nazione (qui l&apos;URSS)</translation>
    </message>
    <message>
        <source>Political restricted area (1g): an obstacle in the advanced game</source>
        <translation>Area riservata politica (1g): un ostacolo nel gioco avanzato</translation>
    </message>
    <message>
        <source>Geographical obstacle (1h): a Commander and a Venture card to cross</source>
        <translation>Ostacolo geografico (1h): servono un Comandante e una carta Avventura per attraversarlo</translation>
    </message>
    <message>
        <source>Sea obstacle (1i): airships need a Commander; ships draw a card</source>
        <translation>Ostacolo marino (1i): i dirigibili hanno bisogno di un Comandante; le navi pescano una carta</translation>
    </message>
    <message>
        <source>Edge of a weather area (1B)</source>
        <translation>Confine di un&apos;area meteo (1B)</translation>
    </message>
    <message>
        <source>Weather window: sun, no effect</source>
        <translation>Finestra meteo: sole, nessun effetto</translation>
    </message>
    <message>
        <source>Wind: the Wind Indicator turns the course or changes the Speed</source>
        <translation>Vento: l&apos;Indicatore del Vento devia la rotta o cambia la Velocità</translation>
    </message>
    <message>
        <source>Rain: one Length less</source>
        <translation>Pioggia: una Lunghezza in meno</translation>
    </message>
    <message>
        <source>Fog: airships cannot take off; ships draw a Venture card</source>
        <translation>Nebbia: i dirigibili non possono decollare; le navi pescano una carta Avventura</translation>
    </message>
    <message>
        <source>Storm: the Wind Indicator and one damage</source>
        <translation>Tempesta: l&apos;Indicatore del Vento e un danno</translation>
    </message>
    <message>
        <source>Empty window: no weather effect</source>
        <translation>Finestra vuota: nessun effetto meteo</translation>
    </message>
    <message>
        <source>Strategy circle: a trap card can be laid here</source>
        <translation>Cerchio Strategia: qui si può piazzare una carta trappola</translation>
    </message>
    <message>
        <source>Barrage Area: closed until you have three missions</source>
        <translation>Area di Sbarramento: chiusa finché non hai tre missioni</translation>
    </message>
    <message>
        <source>Arctic ice ring: ships move one Length a turn</source>
        <translation>Anello di ghiaccio artico: le navi avanzano di una Lunghezza per turno</translation>
    </message>
    <message>
        <source>The North Pole</source>
        <translation>Il Polo Nord</translation>
    </message>
    <message>
        <source>An airship (its player&apos;s colour)</source>
        <translation>Un dirigibile (nel colore del suo giocatore)</translation>
    </message>
    <message>
        <source>A ship</source>
        <translation>Una nave</translation>
    </message>
    <message>
        <source>Mission target token: a declared mission</source>
        <translation>Segnalino obiettivo: una missione dichiarata</translation>
    </message>
    <message>
        <source>Arctic base reserved by a player</source>
        <translation>Base artica prenotata da un giocatore</translation>
    </message>
    <message>
        <source>Mooring Mast: the Arctic base is set up</source>
        <translation>Pilone d&apos;Ormeggio: la base artica è allestita</translation>
    </message>
    <message>
        <source>A trap card lying on a Strategy circle</source>
        <translation>Una carta trappola su un cerchio Strategia</translation>
    </message>
</context>
<context>
    <name>LegendDialog</name>
    <message>
        <source>Map legend</source>
        <translation>Legenda della mappa</translation>
    </message>
</context>
<context>
    <name>LinksDialog</name>
    <message>
        <source>Send each player their link</source>
        <translation>Manda a ogni giocatore il suo link</translation>
    </message>
    <message>
        <source>Each link opens one seat and no other: send it to that player only. A link to 127.0.0.1 works on this machine only: for friends elsewhere, host with “Let players on other machines reach this machine&apos;s server” (and your router&apos;s port forwarded), or on a server they can reach.</source>
        <translation>Ogni link apre un solo posto: mandalo solo a quel giocatore. Un link a 127.0.0.1 funziona solo su questa macchina: per amici altrove, ospita con “Lascia raggiungere il server di questa macchina da altre macchine” (e la porta inoltrata dal router), o su un server che possano raggiungere.</translation>
    </message>
    <message>
        <source>Copy all</source>
        <translation>Copia tutto</translation>
    </message>
</context>
<context>
    <name>LogFilters</name>
    <message>
        <source>Actions</source>
        <extracomment>The app&apos;s bot levels and the engine&apos;s bots behind them (issue 14; ``npq sim --bot``). The Hard bot&apos;s thinking time a turn in the app (seconds; it never freezes the window long). The log&apos;s kinds of lines (the log can be filtered by them): the action itself, what came of it by kind of event, and the app&apos;s own notes (new game, opened, taken back).</extracomment>
        <translation>Azioni</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Movimenti</translation>
    </message>
    <message>
        <source>Weather</source>
        <translation>Meteo</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Bonds</source>
        <translation>Bond</translation>
    </message>
    <message>
        <source>Missions</source>
        <translation>Missioni</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Everything</source>
        <translation>Tutto</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Tutti i giocatori</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Slow</source>
        <extracomment>The bots&apos; speeds (the name is shown through ``self.tr``, context MainWindow).</extracomment>
        <translation>Lenti</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normali</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloci</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Istantanei</translation>
    </message>
    <message>
        <source>North Pole Quest</source>
        <extracomment>A payment of this many Bonds or more is confirmed first (issue 12), unless turned off. Every edition&apos;s world (the rules ask it for a game&apos;s: World.for_edition). The board shown: the game&apos;s on the table, of its edition (:meth:`_follow_edition`). The question to the target of a hostile card holding a counter (section 6).</extracomment>
        <translation>North Pole Quest</translation>
    </message>
    <message>
        <source>Start a new game (Ctrl+N) or open a saved one (Ctrl+O).</source>
        <translation>Inizia una nuova partita (Ctrl+N) o aprine una salvata (Ctrl+O).</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Come il sistema</translation>
    </message>
    <message>
        <source>Cannot keep the setting</source>
        <translation>Impossibile conservare l&apos;impostazione</translation>
    </message>
    <message>
        <source>The language changes when the app is started again.</source>
        <translation>La lingua cambia al prossimo avvio dell&apos;app.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Diario</translation>
    </message>
    <message>
        <source>Crew</source>
        <translation>Equipaggio</translation>
    </message>
    <message>
        <source>Arctic</source>
        <translation>Artico</translation>
    </message>
    <message>
        <source>Missions</source>
        <translation>Missioni</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Autonomia</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>As wide as the five tabs&apos; words at least (&quot;Equipaggio&quot;, &quot;Tripulación&quot; are longer than &quot;Crew&quot;): no tab behind the scroll arrows in any language.</extracomment>
        <translation>Partita</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nuova partita…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Apri…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salva</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Salva come…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>Export the game map…</source>
        <translation>Esporta la mappa della partita…</translation>
    </message>
    <message>
        <source>Draw the game so far on the board, each piece&apos;s track round by round (PNG, SVG or PDF; the same as npq plot game)</source>
        <translation>Disegna la partita finora sul tabellone, il percorso di ogni pezzo round per round (PNG, SVG o PDF; come npq plot game)</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Partite recenti</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Fine turno</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Esci</translation>
    </message>
    <message>
        <source>Interrupt the game…</source>
        <translation>Interrompi la partita…</translation>
    </message>
    <message>
        <source>End the game with this round: the most Bonds wins (section 9); a solo game is scored as it stands (section 12)</source>
        <translation>Termina la partita con questo round: vince chi ha più Bond (sezione 9); una partita in solitario è valutata così com&apos;è (sezione 12)</translation>
    </message>
    <message>
        <source>&amp;Solo</source>
        <translation>&amp;Solitario</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
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
        <translation>Adatta</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Inizio</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Muovi</translation>
    </message>
    <message>
        <source>Put the Navigating Tool away</source>
        <translation>Riponi lo Strumento di Navigazione</translation>
    </message>
    <message>
        <source> Weather: round 1 </source>
        <translation> Meteo: round 1 </translation>
    </message>
    <message>
        <source> Weather: round {round} (forecast +{ahead}) </source>
        <translation> Meteo: round {round} (previsione +{ahead}) </translation>
    </message>
    <message>
        <source>Forecast: slide to see the weather windows of the coming rounds (the weather disc turns one notch at the end of every round, so the future is known)</source>
        <translation>Previsione: scorri per vedere le finestre meteo dei prossimi round (il Disco Meteo gira di una tacca alla fine di ogni round, quindi il futuro è noto)</translation>
    </message>
    <message>
        <source> Bots: </source>
        <translation> Bot: </translation>
    </message>
    <message>
        <source>Solo mode unavailable: {reason}</source>
        <translation>Modalità solitario non disponibile: {reason}</translation>
    </message>
    <message>
        <source>{title}: {message}</source>
        <translation>{title}: {message}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Apri una partita salvata</translation>
    </message>
    <message>
        <source>Save (Ctrl+Shift+S: save as)</source>
        <translation>Salva (Ctrl+Maiusc+S: salva con nome)</translation>
    </message>
    <message>
        <source>Undo the last action of this turn (not past a spin or a draw)</source>
        <translation>Annulla l&apos;ultima azione del turno (non oltre un giro dell&apos;indicatore o una pesca)</translation>
    </message>
    <message>
        <source>Zoom in / out (or the mouse wheel)</source>
        <translation>Ingrandisci / riduci (o la rotella del mouse)</translation>
    </message>
    <message>
        <source>Fit the whole board</source>
        <translation>Mostra tutto il tabellone</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Frecce</translation>
    </message>
    <message>
        <source>Pan the map once it has the focus (or drag it)</source>
        <translation>Sposta la mappa quando ha il fuoco (o trascinala)</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Invio</translation>
    </message>
    <message>
        <source>Move along the course declared with the Navigating Tool</source>
        <translation>Muovi lungo la rotta dichiarata con lo Strumento di Navigazione</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Centre the map on the airship to play</source>
        <translation>Centra la mappa sul dirigibile di turno</translation>
    </message>
    <message>
        <source>Show or hide the map legend on the map</source>
        <translation>Mostra o nascondi la legenda sulla mappa</translation>
    </message>
    <message>
        <source>How to play, at the chapter the tooltip under the mouse cites</source>
        <translation>Come si gioca, al capitolo citato dal suggerimento sotto il mouse</translation>
    </message>
    <message>
        <source>Not allowed: {reason}</source>
        <translation>Non consentito: {reason}</translation>
    </message>
    <message>
        <source>Leave this game?</source>
        <translation>Lasciare questa partita?</translation>
    </message>
    <message>
        <source>The game of {players} (round {round}) is still in play. Leave it? It is autosaved and stays in Game → Recent games.</source>
        <translation>La partita di {players} (round {round}) è ancora in corso. Lasciarla? È salvata in automatico e resta in Partita → Partite recenti.</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>Impossibile iniziare la partita</translation>
    </message>
    <message>
        <source>Cannot open the saved game</source>
        <translation>Impossibile aprire la partita salvata</translation>
    </message>
    <message>
        <source>Solo objectives</source>
        <translation>Obiettivi del solitario</translation>
    </message>
    <message>
        <source>Objective tracking is unavailable: {reason}</source>
        <translation>Il controllo degli obiettivi non è disponibile: {reason}</translation>
    </message>
    <message>
        <source>No game played yet</source>
        <translation>Nessuna partita giocata finora</translation>
    </message>
    <message numerus="yes">
        <source>solo: {players} — %n action(s), {when}</source>
        <translation>
            <numerusform>solitario: {players} — %n azione, {when}</numerusform>
            <numerusform>solitario: {players} — %n azioni, {when}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{players} — %n action(s), {when}</source>
        <translation>
            <numerusform>{players} — %n azione, {when}</numerusform>
            <numerusform>{players} — %n azioni, {when}</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the game map</source>
        <translation>Esporta la mappa della partita</translation>
    </message>
    <message>
        <source>Pictures (*.png *.svg *.pdf)</source>
        <translation>Immagini (*.png *.svg *.pdf)</translation>
    </message>
    <message>
        <source>Cannot export the game map</source>
        <translation>Impossibile esportare la mappa della partita</translation>
    </message>
    <message>
        <source>Game map written to {path}</source>
        <translation>Mappa della partita scritta in {path}</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Partite salvate (*.json)</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Impossibile salvare la partita</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Salvata in {path}</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Niente da ripetere.</translation>
    </message>
    <message>
        <source>Nothing to undo this turn (not past a spin or a draw).</source>
        <translation>Niente da annullare in questo turno (non oltre un giro dell&apos;indicatore o una pesca).</translation>
    </message>
    <message>
        <source>End the turn?</source>
        <translation>Finire il turno?</translation>
    </message>
    <message numerus="yes">
        <source>You still have %n action(s) this turn. End it anyway? (An ended turn cannot be taken back.)</source>
        <translation>
            <numerusform>Hai ancora %n azione in questo turno. Finirlo comunque? (Un turno finito non si può annullare.)</numerusform>
            <numerusform>Hai ancora %n azioni in questo turno. Finirlo comunque? (Un turno finito non si può annullare.)</numerusform>
        </translation>
    </message>
    <message>
        <source>Pay for this?</source>
        <translation>Pagare?</translation>
    </message>
    <message>
        <source>{action} costs {amount} Bonds, paid to {payees}. Go ahead?</source>
        <translation>{action} costa {amount} Bond, pagati a {payees}. Procedere?</translation>
    </message>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <source>{n} Bonds to {payee}</source>
        <translation>{n} Bond a {payee}</translation>
    </message>
    <message>
        <source>you receive {n} Bonds</source>
        <translation>ricevi {n} Bond</translation>
    </message>
    <message>
        <source>the Bank</source>
        <translation>la Banca</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Non chiedere più</translation>
    </message>
    <message>
        <source>Call off the expedition? The game ends when you end this turn, and it is scored as it stands: open objectives fail (section 12).</source>
        <translation>Annullare la spedizione? La partita finisce quando chiudi questo turno e si conteggia così com&apos;è: gli obiettivi aperti falliscono (sezione 12).</translation>
    </message>
    <message>
        <source>Interrupt the game? It ends with this round, and the player with the most Bonds (net of any Bank loan) wins (section 9).</source>
        <translation>Interrompere la partita? Finisce con questo round e vince il giocatore con più Bond (al netto del prestito della Banca) (sezione 9).</translation>
    </message>
    <message>
        <source>Interrupt the game</source>
        <translation>Interrompi la partita</translation>
    </message>
    <message>
        <source>Interrupt the game?</source>
        <translation>Interrompere la partita?</translation>
    </message>
    <message>
        <source>{asked}: {proposer} proposes to interrupt the game. It would end with this round, and the player with the most Bonds (net of any Bank loan) would win (section 9). Do you agree?</source>
        <translation>{asked}: {proposer} propone di interrompere la partita. Finirebbe con questo round e vincerebbe il giocatore con più Bond (al netto del prestito della Banca) (sezione 9). Sei d&apos;accordo?</translation>
    </message>
    <message>
        <source>{name} (bot) is playing…</source>
        <translation>{name} (bot) sta giocando…</translation>
    </message>
    <message>
        <source>{name} to play: up to 3 actions, then End turn.</source>
        <translation>Tocca a {name}: fino a 3 azioni, poi Fine turno.</translation>
    </message>
    <message>
        <source>R{round} {text}</source>
        <translation>R{round} {text}</translation>
    </message>
    <message>
        <source>{name}, a rival&apos;s Strategy card hit you: {effects}</source>
        <translation>{name}, ti ha colpito una carta Strategia di un rivale: {effects}</translation>
    </message>
    <message>
        <source>The airship cannot fly now.</source>
        <translation>Il dirigibile non può volare ora.</translation>
    </message>
    <message>
        <source>the target</source>
        <translation>l&apos;obiettivo</translation>
    </message>
    <message>
        <source>The plan&apos;s next leg is declared toward {name}: click it again or press Enter to fly; Esc puts the tool away.</source>
        <translation>La prossima tappa del piano è dichiarata verso {name}: fai di nuovo clic o premi Invio per volare; Esc ripone lo strumento.</translation>
    </message>
    <message>
        <source>Game over ({how}): {what} Game → New game to play again.</source>
        <translation>Partita finita ({how}): {what} Partita → Nuova partita per giocare ancora.</translation>
    </message>
    <message>
        <source>Game over ({how}): nobody wins. Game → New game to play again.</source>
        <translation>Partita finita ({how}): nessuno vince. Partita → Nuova partita per giocare ancora.</translation>
    </message>
    <message numerus="yes">
        <source>Game over ({how}): {winners} win(s). Game → New game to play again.</source>
        <translation>
            <numerusform>Partita finita ({how}): vince {winners}. Partita → Nuova partita per giocare ancora.</numerusform>
            <numerusform>Partita finita ({how}): vincono {winners}. Partita → Nuova partita per giocare ancora.</numerusform>
        </translation>
    </message>
    <message>
        <source>Venture card &lt;b&gt;{title}&lt;/b&gt; ({zone}): {text}</source>
        <translation>Carta Avventura &lt;b&gt;{title}&lt;/b&gt; ({zone}): {text}</translation>
    </message>
    <message>
        <source>course turned {degrees}° left</source>
        <translation>rotta deviata di {degrees}° a sinistra</translation>
    </message>
    <message>
        <source>course turned {degrees}° right</source>
        <translation>rotta deviata di {degrees}° a destra</translation>
    </message>
    <message>
        <source>tailwind, Speed +{n}</source>
        <translation>vento in coda, Velocità +{n}</translation>
    </message>
    <message>
        <source>headwind, Speed {n}</source>
        <translation>vento contrario, Velocità {n}</translation>
    </message>
    <message>
        <source>no effect</source>
        <translation>nessun effetto</translation>
    </message>
    <message>
        <source>{who} spins the Wind Indicator: &lt;b&gt;{result}&lt;/b&gt; — {detail}</source>
        <translation>{who} gira l&apos;Indicatore del Vento: &lt;b&gt;{result}&lt;/b&gt; — {detail}</translation>
    </message>
    <message>
        <source>Point at a target: the preview shows the course. Click open water to turn there (up to 3 segments); double-click (or click a port) to declare the course, then click it again or press Enter to sail; Esc puts the tool away.</source>
        <translation>Punta un obiettivo: l&apos;anteprima mostra la rotta. Fai clic in mare aperto per virare lì (fino a 3 segmenti); doppio clic (o clic su un porto) per dichiarare la rotta, poi fai di nuovo clic o premi Invio per navigare; Esc ripone lo strumento.</translation>
    </message>
    <message>
        <source>Point at a target: the preview shows the course. Click (or double-click) to declare it, then click it again or press Enter to move; Esc puts the tool away.</source>
        <translation>Punta un obiettivo: l&apos;anteprima mostra la rotta. Fai clic (o doppio clic) per dichiararla, poi fai di nuovo clic o premi Invio per muovere; Esc ripone lo strumento.</translation>
    </message>
    <message>
        <source>Click the target on the map first to declare the course; then Enter moves.</source>
        <translation>Prima fai clic sull&apos;obiettivo sulla mappa per dichiarare la rotta; poi Invio muove.</translation>
    </message>
    <message numerus="yes">
        <source>{name} to play: %n action(s) left, then End turn (Ctrl+E).</source>
        <translation>
            <numerusform>Tocca a {name}: resta %n azione, poi Fine turno (Ctrl+E).</numerusform>
            <numerusform>Tocca a {name}: restano %n azioni, poi Fine turno (Ctrl+E).</numerusform>
        </translation>
    </message>
    <message>
        <source> Your airship is down after an emergency landing: send the S.O.S.</source>
        <translation> Il tuo dirigibile è a terra dopo un atterraggio di emergenza: invia l&apos;S.O.S.</translation>
    </message>
    <message>
        <source> First: {reason}.</source>
        <translation> Prima: {reason}.</translation>
    </message>
    <message>
        <source>Too close to the last turning point: a segment starts further away. Double-click to end the course here.</source>
        <translation>Troppo vicino all&apos;ultimo punto di virata: un segmento comincia più lontano. Doppio clic per chiudere qui la rotta.</translation>
    </message>
    <message>
        <source>Course declared: click it again or press Enter to move; Esc puts the tool away.</source>
        <translation>Rotta dichiarata: cliccala di nuovo o premi Invio per muovere; Esc ripone lo strumento.</translation>
    </message>
    <message>
        <source> Weather: round {round} </source>
        <translation> Meteo: round {round} </translation>
    </message>
    <message>
        <source>The weather disc was turned {degrees}° at set-up: from edition 4 every game draws where its disc starts (L114), so every game has its own weather</source>
        <translation>Il disco meteo è stato girato di {degrees}° alla preparazione: dall&apos;edizione 4 ogni partita tira a sorte dove parte il suo disco (L114), così ogni partita ha il suo meteo</translation>
    </message>
    <message>
        <source>The weather disc stood at 0° at set-up (as assembled)</source>
        <translation>Il disco meteo stava a 0° alla preparazione (come montato)</translation>
    </message>
    <message>
        <source>in flight</source>
        <translation>in volo</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;&apos;s airship ({nation})&lt;br&gt;{where} · fuel {fuel}/{range} · Integrity {integrity}/{max_integrity}</source>
        <translation>Dirigibile di &lt;b&gt;{name}&lt;/b&gt; ({nation})&lt;br&gt;{where} · carburante {fuel}/{range} · Integrità {integrity}/{max_integrity}</translation>
    </message>
    <message>
        <source>at sea</source>
        <translation>in mare</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;&apos;s ship ({nation})&lt;br&gt;{where}</source>
        <translation>Nave di &lt;b&gt;{name}&lt;/b&gt; ({nation})&lt;br&gt;{where}</translation>
    </message>
    <message>
        <source>{name}&apos;s mission: {start} → {target} ({reward} Bonds)</source>
        <translation>Missione di {name}: {start} → {target} ({reward} Bond)</translation>
    </message>
    <message>
        <source>Mooring Mast: {name} at {place}</source>
        <translation>Pilone d&apos;Ormeggio: {name} a {place}</translation>
    </message>
    <message>
        <source>Arctic base reserved: {name} at {place}</source>
        <translation>Base artica prenotata: {name} a {place}</translation>
    </message>
    <message>
        <source>A trap card lies face down here</source>
        <translation>Qui c&apos;è una carta trappola coperta</translation>
    </message>
    <message>
        <source>North Pole Quest — round {round}, {name} to play</source>
        <translation>North Pole Quest — round {round}, tocca a {name}</translation>
    </message>
    <message>
        <source>The engine failed</source>
        <translation>Il motore di gioco ha fallito</translation>
    </message>
    <message>
        <source>{error}: {detail}</source>
        <translation>{error}: {detail}</translation>
    </message>
    <message>
        <source>a rival</source>
        <translation>un rivale</translation>
    </message>
    <message>
        <source>{player}: a rival&apos;s Strategy card is about to strike — counter it or let it strike.</source>
        <translation>{player}: una carta Strategia di un rivale sta per colpire — contrastala o lasciala colpire.</translation>
    </message>
</context>
<context>
    <name>MapScene</name>
    <message>
        <source>Airship starting base (1a)</source>
        <extracomment>Legend names of the place kinds (rulebook 1A, legend 1a–1k), shown through ``self.tr``.</extracomment>
        <translation>Base di partenza dei dirigibili (1a)</translation>
    </message>
    <message>
        <source>Base (1b)</source>
        <translation>Base (1b)</translation>
    </message>
    <message>
        <source>Mission base (1c)</source>
        <translation>Base missione (1c)</translation>
    </message>
    <message>
        <source>Ship starting port (1d)</source>
        <translation>Porto di partenza delle navi (1d)</translation>
    </message>
    <message>
        <source>Port (1e)</source>
        <translation>Porto (1e)</translation>
    </message>
    <message>
        <source>Mission port (1f)</source>
        <translation>Porto missione (1f)</translation>
    </message>
    <message>
        <source>Arctic base (1k)</source>
        <translation>Base artica (1k)</translation>
    </message>
    <message>
        <source>Geographical obstacle (1h): an airship crosses only with a Commander aboard and draws a Venture card (geographical line); ships are not affected.</source>
        <extracomment>What each zone type does (rulebook 1A &quot;Restricted Areas and Obstacles&quot;, D10), shown through ``self.tr``.</extracomment>
        <translation>Ostacolo geografico (1h): un dirigibile lo attraversa solo con un Comandante a bordo e pesca una carta Avventura (riga geografica); le navi non ne risentono.</translation>
    </message>
    <message>
        <source>Sea obstacle (1i): an airship crosses only with a Commander aboard; a ship may always cross and draws a Venture card (sea line).</source>
        <translation>Ostacolo marino (1i): un dirigibile lo attraversa solo con un Comandante a bordo; una nave può sempre attraversarlo e pesca una carta Avventura (riga marina).</translation>
    </message>
    <message>
        <source>Political-economic restricted area (1g): advanced rules only — crossing needs a Commander and a Venture card (political-economic line).</source>
        <translation>Area riservata politico-economica (1g): solo nelle regole avanzate — attraversarla richiede un Comandante e una carta Avventura (riga politico-economica).</translation>
    </message>
    <message>
        <source>{nation} airship</source>
        <extracomment>Which names win when two would overlap: starting bases and ports, then mission cities, Arctic bases, the rest. Zoom tiers for names, in screen pixels per Length. Another board is shown (:meth:`set_board`): its places&apos; names are to be laid out.</extracomment>
        <translation>dirigibile di {nation}</translation>
    </message>
    <message>
        <source>{nation} ship</source>
        <translation>nave di {nation}</translation>
    </message>
    <message>
        <source>{nation} mission target</source>
        <translation>obiettivo di missione di {nation}</translation>
    </message>
    <message>
        <source>Arctic base reserved by {nation}</source>
        <translation>Base artica prenotata da {nation}</translation>
    </message>
    <message>
        <source>{nation} Mooring Mast</source>
        <translation>Pilone d&apos;Ormeggio di {nation}</translation>
    </message>
    <message>
        <source>Trap card, face down (Strategy circle)</source>
        <translation>Carta trappola, coperta (cerchio Strategia)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;&lt;br&gt;{kind}&lt;br&gt;owner: {owner}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;&lt;br&gt;{kind}&lt;br&gt;proprietario: {owner}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Strategy circle: {name}&lt;/b&gt;&lt;br&gt;a trap card may be laid here face down; the first airship or ship over it springs it (section 10)</source>
        <translation>&lt;b&gt;Cerchio Strategia: {name}&lt;/b&gt;&lt;br&gt;qui si può piazzare coperta una carta trappola; il primo dirigibile o la prima nave che vi passa la fa scattare (sezione 10)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{area}&lt;/b&gt;&lt;br&gt;weather now: {now}&lt;br&gt;next rounds: {coming}</source>
        <translation>&lt;b&gt;{area}&lt;/b&gt;&lt;br&gt;meteo ora: {now}&lt;br&gt;prossimi round: {coming}</translation>
    </message>
    <message>
        <source>calm (no icon)</source>
        <translation>calma (nessuna icona)</translation>
    </message>
    <message>
        <source>calm</source>
        <translation>calma</translation>
    </message>
    <message>
        <source>&lt;b&gt;Barrage Area&lt;/b&gt;&lt;br&gt;airships enter only with the Barrage Limit unlocked (1A The Pole)</source>
        <translation>&lt;b&gt;Area di Sbarramento&lt;/b&gt;&lt;br&gt;i dirigibili vi entrano solo con il Limite di Sbarramento sbloccato (1A Il Polo)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Arctic ice ring&lt;/b&gt;&lt;br&gt;ships move 1 L a turn inside it (4 Ships, D5)</source>
        <translation>&lt;b&gt;Anello di ghiaccio artico&lt;/b&gt;&lt;br&gt;al suo interno le navi avanzano di 1 L per turno (4 Navi, D5)</translation>
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
        <translation>Quantità</translation>
    </message>
    <message>
        <source>Each</source>
        <translation>Ciascuno</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
</context>
<context>
    <name>MissionTable</name>
    <message>
        <source>From</source>
        <translation>Da</translation>
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
        <translation>Bond</translation>
    </message>
    <message>
        <source>Distance in Lengths</source>
        <translation>Distanza in Lunghezze</translation>
    </message>
    <message>
        <source>Reward in Bonds (D11)</source>
        <translation>Ricompensa in Bond (D11)</translation>
    </message>
    <message>
        <source>Mission Calculator unavailable: {reason}</source>
        <translation>Calcolatore delle Missioni non disponibile: {reason}</translation>
    </message>
    <message>
        <source>{name}: {distance} L, {reward} Bonds — one of your Mission cards</source>
        <translation>{name}: {distance} L, {reward} Bond — una delle tue carte Missione</translation>
    </message>
    <message>
        <source>{name}: {distance} L, {reward} Bonds</source>
        <translation>{name}: {distance} L, {reward} Bond</translation>
    </message>
</context>
<context>
    <name>NavPreviewItem</name>
    <message>
        <source>{length} L of Speed {speed}</source>
        <translation>{length} L a Velocità {speed}</translation>
    </message>
    <message>
        <source>arrives at {place}</source>
        <translation>arriva a {place}</translation>
    </message>
    <message>
        <source>crosses {zones}</source>
        <translation>attraversa {zones}</translation>
    </message>
    <message>
        <source>fuel after the turn: {fuel}</source>
        <translation>carburante dopo il turno: {fuel}</translation>
    </message>
    <message>
        <source>declared: click it again or press Enter to move (Esc: put away)</source>
        <translation>dichiarata: clicca di nuovo o premi Invio per muovere (Esc: riponi)</translation>
    </message>
    <message>
        <source>click to declare this course (then click again to move)</source>
        <translation>clicca per dichiarare questa rotta (poi clicca di nuovo per muovere)</translation>
    </message>
    <message>
        <source>illegal: {reason}</source>
        <translation>non ammessa: {reason}</translation>
    </message>
</context>
<context>
    <name>NavigatingTool</name>
    <message>
        <source>no weather</source>
        <extracomment>The shortest ship segment a click may start: a turning point closer than this to the last one (or to the ship) is not added (issue 12: a double click left two points a hair apart).</extracomment>
        <translation>nessun tempo</translation>
    </message>
    <message>
        <source>toward {place}</source>
        <translation>verso {place}</translation>
    </message>
    <message>
        <source>{weather}: the Wind Indicator is spun on confirm (±1 Speed, 12°/24° L/R)</source>
        <translation>{weather}: alla conferma si gira l&apos;Indicatore del Vento (±1 Velocità, 12°/24° S/D)</translation>
    </message>
    <message>
        <source>storm: 1 structural damage</source>
        <translation>tempesta: 1 danno strutturale</translation>
    </message>
    <message>
        <source>over the North Pole</source>
        <translation>sopra il Polo Nord</translation>
    </message>
    <message>
        <source>crosses the Neutral Territories (solo objective 3 fails)</source>
        <translation>attraversa i Territori Neutrali (l&apos;obiettivo solitario 3 fallisce)</translation>
    </message>
    <message>
        <source>{place}&apos;s ring already holds the airship: this move only stations it on {place}, for one action and one fuel unit</source>
        <translation>l&apos;anello di {place} contiene già il dirigibile: questa mossa lo staziona soltanto a {place}, per un&apos;azione e un&apos;unità di carburante</translation>
    </message>
    <message>
        <source>fog ({area})</source>
        <translation>nebbia ({area})</translation>
    </message>
    <message>
        <source>segment {n} of 3 · budget used {cost} of 3 L</source>
        <translation>segmento {n} di 3 · usati {cost} di 3 L</translation>
    </message>
    <message>
        <source>{length} L in the ice ring (costs 3 each)</source>
        <translation>{length} L nell&apos;anello di ghiaccio (costano 3 ciascuna)</translation>
    </message>
    <message>
        <source>click: turn here (segment {n} starts) · double-click: end the course here</source>
        <translation>clic: svolta qui (inizia il segmento {n}) · doppio clic: la rotta finisce qui</translation>
    </message>
    <message>
        <source>too close to the last turning point for another segment</source>
        <translation>troppo vicino all&apos;ultimo punto di svolta per un altro segmento</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game — North Pole Quest</source>
        <translation>Nuova partita — North Pole Quest</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Seats (turns go round in this order)</source>
        <translation>Posti (i turni girano in quest&apos;ordine)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seat&lt;/b&gt;</source>
        <translation>&lt;b&gt;Posto&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nation&lt;/b&gt;</source>
        <translation>&lt;b&gt;Nazione&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Name&lt;/b&gt;</source>
        <translation>&lt;b&gt;Nome&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bot&lt;/b&gt;</source>
        <translation>&lt;b&gt;Bot&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Leaves Europe&lt;/b&gt;</source>
        <translation>&lt;b&gt;Parte fuori Europa&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Colour&lt;/b&gt;</source>
        <translation>&lt;b&gt;Colore&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The player&apos;s name (empty: the nation&apos;s name)</source>
        <translation>Il nome del giocatore (vuoto: il nome della nazione)</translation>
    </message>
    <message>
        <source>Ticked: a bot plays this seat. With two or more human seats the screen is passed between turns and hides every hand.</source>
        <translation>Spuntato: un bot gioca questo posto. Con due o più posti umani lo schermo passa di mano tra i turni e nasconde ogni mano.</translation>
    </message>
    <message>
        <source>The colour of this seat&apos;s airship, ship, flags and marks on the board, its player board and its lines in the log</source>
        <translation>Il colore del dirigibile, della nave, delle bandiere e dei segni di questo posto sul tabellone, della sua plancia e delle sue righe nel diario</translation>
    </message>
    <message>
        <source>Basic game options</source>
        <translation>Opzioni del gioco base</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seme</translation>
    </message>
    <message>
        <source>Easy — plays any legal action</source>
        <translation>Facile — gioca un&apos;azione legale qualsiasi</translation>
    </message>
    <message>
        <source>Normal — near missions, refuels, the Pole when safe</source>
        <translation>Normale — missioni vicine, rifornimenti, il Polo quando è sicuro</translation>
    </message>
    <message>
        <source>Hard — searches its options over sampled hidden cards, ~1 s a turn</source>
        <translation>Difficile — esplora le sue opzioni su carte nascoste campionate, ~1 s a turno</translation>
    </message>
    <message>
        <source>Bot level</source>
        <translation>Livello dei bot</translation>
    </message>
    <message>
        <source>First player (section 8)</source>
        <translation>Primo giocatore (sezione 8)</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>nessun limite</translation>
    </message>
    <message>
        <source>Round limit (interrupted game, section 9)</source>
        <translation>Limite di round (partita interrotta, sezione 9)</translation>
    </message>
    <message>
        <source>Variant: It&apos;s Not Just &quot;First&quot; (section 9)</source>
        <extracomment>Nation order of the seat combo boxes (the rulebook&apos;s tables). The nations seats get by default: section 8 recommends starting countries on different continents for 2-4 players (&quot;Germany + Japan + United States; United Kingdom + USSR + Japan + United States&quot;); the European nations follow for 5-6. Nations starting from their alternate base and port (section 8); None: the rulebook&apos;s default (the British Empire and Italy leave Europe with 5 or more players). Per seat the colour chosen for its pieces and marks (``#rrggbb``), None: the nation&apos;s. The advanced game and its options (issue #11; two or more players).</extracomment>
        <translation>Variante: Non basta essere &quot;primi&quot; (sezione 9)</translation>
    </message>
    <message>
        <source>On: the round of the first return from the Pole is played out and the richest of those back wins, so every seat plays as many turns. Off: the basic rule, the first back wins at once (the first seat then wins more often).</source>
        <translation>Attiva: il round del primo ritorno dal Polo si gioca fino in fondo e vince il più ricco di chi è tornato, così ogni posto gioca tanti turni quanti gli altri. Disattiva: la regola base, il primo a tornare vince subito (il primo posto vince allora più spesso).</translation>
    </message>
    <message>
        <source>Trap cards on Strategy circles</source>
        <translation>Carte trappola sui cerchi Strategia</translation>
    </message>
    <message>
        <source>{nation}&apos;s</source>
        <translation>colore di {nation}</translation>
    </message>
    <message>
        <source>drawn by lot</source>
        <translation>sorteggiato</translation>
    </message>
    <message>
        <source>seat {n}</source>
        <translation>posto {n}</translation>
    </message>
    <message>
        <source>This nation has no alternate start (section 8)</source>
        <translation>Questa nazione non ha una partenza alternativa (sezione 8)</translation>
    </message>
    <message>
        <source>Start from {where} instead of Europe (section 8: the rule for 5-6 players, choosable for any number)</source>
        <translation>Parti da {where} invece che dall&apos;Europa (sezione 8: la regola per 5-6 giocatori, sceglibile con qualsiasi numero)</translation>
    </message>
    <message>
        <source>two seats have chosen the same colour: pick another for one</source>
        <translation>due posti hanno scelto lo stesso colore: cambialo per uno dei due</translation>
    </message>
    <message>
        <source>red</source>
        <extracomment>Scene units per Length. The board plane is in Lengths (1 unit = 500 km, D1); the scene is scaled so that pens and fonts in scene units stay comfortable numbers. Territory fills and nation names come from ``data/nations.toml`` (rulebook 1A colours), as in the matplotlib board, so the app and the printed map agree. Strong shades of the same hues for miniatures, flags and tokens, readable on the pale territory fill and distinct from each other (``piece_hex`` of ``data/nations.toml``, shared with the game plots). English names (msgids: :func:`nation_name` shows them in the language in force). The colours a seat may choose at the New game dialog instead of its nation&apos;s (issue 12: two nations&apos; shades can look alike to some eyes): strong shades, distinct from each other and readable on every territory fill; the name is what the dialog shows.</extracomment>
        <translation>rosso</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blu</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>viola</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>arancione</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>marrone</translation>
    </message>
    <message>
        <source>magenta</source>
        <translation>magenta</translation>
    </message>
    <message>
        <source>teal</source>
        <translation>verde acqua</translation>
    </message>
    <message>
        <source>black</source>
        <translation>nero</translation>
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
        <translation>tutti i bonus sbloccati</translation>
    </message>
    <message>
        <source>Next bonus: {bonus}</source>
        <translation>Prossimo bonus: {bonus}</translation>
    </message>
</context>
<context>
    <name>ObjectivesTrackerWidget</name>
    <message>
        <source>open</source>
        <extracomment>An objective&apos;s status as the tracker&apos;s tooltip says it (shown through ``self.tr``).</extracomment>
        <translation>aperto</translation>
    </message>
    <message>
        <source>met</source>
        <translation>raggiunto</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fallito</translation>
    </message>
    <message>
        <source>&lt;b&gt;Secondary objectives&lt;/b&gt;</source>
        <translation>&lt;b&gt;Obiettivi secondari&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No secondary objective chosen.</source>
        <translation>Nessun obiettivo secondario scelto.</translation>
    </message>
</context>
<context>
    <name>OnlineController</name>
    <message>
        <source>back from sleep: joining the game again</source>
        <extracomment>How often the controller looks at the clock for a sleep of the machine (ms), and the gap in wall-clock time between two looks that means the machine slept (s). the wall clock read for sleeps (a test may set its own)</extracomment>
        <translation>ripresa dalla sospensione: rientro nella partita</translation>
    </message>
    <message>
        <source>Not your turn: {waiting}.</source>
        <translation>Non è il tuo turno: {waiting}.</translation>
    </message>
    <message>
        <source>an online game is kept by its server: when it is over, export it with npq online export (Game → Online → Export this game…)</source>
        <translation>una partita online la conserva il suo server: quando è finita, esportala con npq online export (Partita → Online → Esporta questa partita…)</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partita è finita</translation>
    </message>
    <message>
        <source>Online game</source>
        <translation>Partita online</translation>
    </message>
    <message>
        <source>The online game was left: {why}</source>
        <translation>Hai lasciato la partita online: {why}</translation>
    </message>
    <message>
        <source>disconnected: {why}</source>
        <translation>disconnesso: {why}</translation>
    </message>
    <message>
        <source>Online game {game}: {status} · away: {names}</source>
        <translation>Partita online {game}: {status} · assenti: {names}</translation>
    </message>
    <message>
        <source>Online game {game}: {status}</source>
        <translation>Partita online {game}: {status}</translation>
    </message>
    <message>
        <source>Someone</source>
        <translation>Qualcuno</translation>
    </message>
    <message>
        <source>{name} takes back: {action}</source>
        <translation>{name} annulla: {action}</translation>
    </message>
    <message>
        <source>{name} plays: {action}</source>
        <translation>{name} gioca: {action}</translation>
    </message>
</context>
<context>
    <name>OnlineLink</name>
    <message>
        <source>the connection to the server is gone</source>
        <translation>la connessione al server è caduta</translation>
    </message>
</context>
<context>
    <name>OnlineMenu</name>
    <message>
        <source>Online</source>
        <translation>Online</translation>
    </message>
    <message>
        <source>Host a game…</source>
        <translation>Ospita una partita…</translation>
    </message>
    <message>
        <source>Join a game…</source>
        <translation>Partecipa a una partita…</translation>
    </message>
    <message>
        <source>Export this game…</source>
        <translation>Esporta questa partita…</translation>
    </message>
    <message>
        <source>Leave the online game</source>
        <translation>Lascia la partita online</translation>
    </message>
    <message>
        <source>Cannot join</source>
        <translation>Impossibile unirsi</translation>
    </message>
    <message>
        <source>Cannot join the online game</source>
        <translation>Impossibile unirsi alla partita online</translation>
    </message>
    <message>
        <source>Online game {game}: {status}</source>
        <translation>Partita online {game}: {status}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your decision&lt;/b&gt; is awaited in the online game</source>
        <translation>&lt;b&gt;Si attende la tua decisione&lt;/b&gt; nella partita online</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your turn&lt;/b&gt; in the online game</source>
        <translation>&lt;b&gt;Tocca a te&lt;/b&gt; nella partita online</translation>
    </message>
    <message>
        <source>North Pole Quest</source>
        <translation>North Pole Quest</translation>
    </message>
    <message>
        <source>Your turn in the online game</source>
        <translation>Tocca a te nella partita online</translation>
    </message>
    <message>
        <source>Cannot host the game</source>
        <translation>Impossibile ospitare la partita</translation>
    </message>
    <message>
        <source>{name}: server bot ({bot})</source>
        <translation>{name}: bot del server ({bot})</translation>
    </message>
    <message>
        <source>{name} (you): {link}</source>
        <translation>{name} (tu): {link}</translation>
    </message>
    <message>
        <source>Export the online game</source>
        <translation>Esporta la partita online</translation>
    </message>
    <message>
        <source>Games (*.json)</source>
        <translation>Partite (*.json)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Esporta</translation>
    </message>
    <message>
        <source>Exported to {file}</source>
        <translation>Esportata in {file}</translation>
    </message>
    <message>
        <source>Leave the online game? It goes on without you.</source>
        <translation>Lasciare la partita online? Continua senza di te.</translation>
    </message>
</context>
<context>
    <name>PassDeviceScreen</name>
    <message>
        <source>Everything private is hidden. Hand the device over, then press the button.</source>
        <translation>Tutto ciò che è privato è nascosto. Passa il dispositivo, poi premi il pulsante.</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (see the log)</source>
        <translation>
            <numerusform>… e ancora %n (vedi il diario)</numerusform>
            <numerusform>… e altre %n (vedi il diario)</numerusform>
        </translation>
    </message>
    <message>
        <source>Since your last turn:
{lines}</source>
        <translation>Dal tuo ultimo turno:
{lines}</translation>
    </message>
    <message>
        <source>Pass to {name}</source>
        <translation>Passa a {name}</translation>
    </message>
    <message>
        <source>I am {name} — show my turn</source>
        <translation>Sono {name} — mostra il mio turno</translation>
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
        <translation>Velocità</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Autonomia</translation>
    </message>
    <message>
        <source>Integrity</source>
        <translation>Integrità</translation>
    </message>
    <message>
        <source>Fuel</source>
        <translation>Carburante</translation>
    </message>
    <message>
        <source>Commander: —</source>
        <translation>Comandante: —</translation>
    </message>
    <message>
        <source>Bonds</source>
        <translation>Bond</translation>
    </message>
    <message>
        <source>Loan</source>
        <translation>Prestito</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dove</translation>
    </message>
    <message>
        <source>Commander: &lt;b&gt;{name}&lt;/b&gt; ({skills})</source>
        <translation>Comandante: &lt;b&gt;{name}&lt;/b&gt; ({skills})</translation>
    </message>
    <message>
        <source>Commander: — (obstacles must be flown around)</source>
        <translation>Comandante: — (gli ostacoli vanno aggirati in volo)</translation>
    </message>
    <message>
        <source>{owed} Bonds owed</source>
        <translation>{owed} Bond dovuti</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>in flight</source>
        <translation>in volo</translation>
    </message>
    <message>
        <source>emergency landing ({cause})</source>
        <translation>atterraggio di emergenza ({cause})</translation>
    </message>
    <message>
        <source>at sea</source>
        <translation>in mare</translation>
    </message>
    <message>
        <source>airship: {air}&lt;br&gt;ship: {ship}</source>
        <translation>dirigibile: {air}&lt;br&gt;nave: {ship}</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ancora nessuna</translation>
    </message>
    <message>
        <source>{start} → &lt;b&gt;{target}&lt;/b&gt; ({reward} Bonds)</source>
        <translation>{start} → &lt;b&gt;{target}&lt;/b&gt; ({reward} Bond)</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no mission (it: nessuna, es: ninguna)</comment>
        <translation>nessuna</translation>
    </message>
    <message>
        <source> (Mooring Mast up)</source>
        <translation> (Pilone d&apos;Ormeggio eretto)</translation>
    </message>
    <message>
        <source> (reserved)</source>
        <translation> (prenotata)</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no Arctic base (it: nessuna, es: ninguna)</comment>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>Missions done ({n}/3): {done}&lt;br&gt;Active mission: {active}&lt;br&gt;Arctic base: {arctic}</source>
        <translation>Missioni compiute ({n}/3): {done}&lt;br&gt;Missione attiva: {active}&lt;br&gt;Base artica: {arctic}</translation>
    </message>
    <message>
        <source>a Strategy card (face down)</source>
        <translation>una carta Strategia (coperta)</translation>
    </message>
    <message>
        <source>“{card}”</source>
        <translation>«{card}»</translation>
    </message>
    <message>
        <source>{card} from {by}: it strikes at the start of this player&apos;s turn</source>
        <translation>{card} da {by}: colpisce all&apos;inizio del turno di questo giocatore</translation>
    </message>
</context>
<context>
    <name>PlayersTable</name>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Bonds</source>
        <translation>Bond</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fatte</translation>
    </message>
    <message>
        <source>Fuel</source>
        <translation>Carb.</translation>
    </message>
    <message>
        <source>Int.</source>
        <translation>Int.</translation>
    </message>
    <message>
        <source>Player (⚙: a bot)</source>
        <extracomment>Each column&apos;s heading in full (the heading itself may be short: &quot;Int.&quot;, &quot;Carb.&quot;).</extracomment>
        <translation>Giocatore (⚙: un bot)</translation>
    </message>
    <message>
        <source>Missions completed, of 3</source>
        <translation>Missioni completate, su 3</translation>
    </message>
    <message>
        <source>Fuel in the tank / Range</source>
        <translation>Carburante nel serbatoio / Autonomia</translation>
    </message>
    <message>
        <source>Structural Integrity</source>
        <translation>Integrità Strutturale</translation>
    </message>
    <message>
        <source>in flight</source>
        <translation>in volo</translation>
    </message>
    <message>
        <source>bot · airship: {where}</source>
        <translation>bot · dirigibile: {where}</translation>
    </message>
    <message>
        <source>human · airship: {where}</source>
        <translation>umano · dirigibile: {where}</translation>
    </message>
</context>
<context>
    <name>ProfileScreen</name>
    <message>
        <source>Solo profile — {name}</source>
        <translation>Profilo del solitario — {name}</translation>
    </message>
    <message>
        <source> ({n} unscored)</source>
        <translation> ({n} senza punteggio)</translation>
    </message>
    <message numerus="yes">
        <source>%n solo game(s){unscored}, {wins} won · best Match Points {best}</source>
        <translation>
            <numerusform>%n partita in solitario{unscored}, {wins} vinte · migliori Punti Partita {best}</numerusform>
            <numerusform>%n partite in solitario{unscored}, {wins} vinte · migliori Punti Partita {best}</numerusform>
        </translation>
    </message>
    <message>
        <source>No bonus unlocked yet.</source>
        <translation>Nessun bonus ancora sbloccato.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Unlocked bonuses&lt;/b&gt;</source>
        <translation>&lt;b&gt;Bonus sbloccati&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Nation</source>
        <translation>Nazione</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Esito</translation>
    </message>
    <message>
        <source>Stars</source>
        <translation>Stelle</translation>
    </message>
    <message>
        <source>Match Points</source>
        <translation>Punti Partita</translation>
    </message>
</context>
<context>
    <name>RangeCalculator</name>
    <message>
        <source>Suggest bases</source>
        <translation>Suggerisci basi</translation>
    </message>
    <message>
        <source>Suggest a chain of refuelling bases (straight legs, no weather)</source>
        <translation>Suggerisci una catena di basi di rifornimento (tratte dritte, senza meteo)</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Da</translation>
    </message>
    <message>
        <source>To</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocità</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Autonomia</translation>
    </message>
    <message>
        <source>the airship (in flight)</source>
        <extracomment>The airship&apos;s point when it is in flight (the From chooser&apos;s first entry) The To the player picked by hand (None: the game&apos;s target), kept while it is a way to go for the same airship and mission (:meth:`choose_target`)</extracomment>
        <translation>il dirigibile (in volo)</translation>
    </message>
    <message>
        <source>Range Calculator: {reason}</source>
        <translation>Calcolatore dell&apos;Autonomia: {reason}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{distance} L&lt;/b&gt; in a straight line&lt;br&gt;turns at Speed {speed}: &lt;b&gt;{turns}&lt;/b&gt;&lt;br&gt;fuel units: &lt;b&gt;{fuel}&lt;/b&gt; (tank {tank})&lt;br&gt;refuelling stops needed: &lt;b&gt;{stops}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{distance} L&lt;/b&gt; in linea retta&lt;br&gt;turni a Velocità {speed}: &lt;b&gt;{turns}&lt;/b&gt;&lt;br&gt;unità di carburante: &lt;b&gt;{fuel}&lt;/b&gt; (serbatoio {tank})&lt;br&gt;soste di rifornimento necessarie: &lt;b&gt;{stops}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>searching the bases…</source>
        <translation>ricerca delle basi…</translation>
    </message>
    <message>
        <source>no plan: {reason}</source>
        <translation>nessun piano: {reason}</translation>
    </message>
    <message>
        <source>straight there</source>
        <translation>dritto fin lì</translation>
    </message>
    <message numerus="yes">
        <source>via {stops}: %n turn(s)</source>
        <translation>
            <numerusform>via {stops}: %n turno</numerusform>
            <numerusform>via {stops}: %n turni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>via {stops}: %n turn(s) — no chain of bases reaches it</source>
        <translation>
            <numerusform>via {stops}: %n turno — nessuna catena di basi ci arriva</numerusform>
            <numerusform>via {stops}: %n turni — nessuna catena di basi ci arriva</numerusform>
        </translation>
    </message>
    <message>
        <source>the straight line crosses an obstacle: the flight goes round it</source>
        <translation>la linea retta attraversa un ostacolo: il volo lo aggira</translation>
    </message>
    <message>
        <source>the straight line crosses the Barrage Area: the flight goes round it</source>
        <translation>la linea retta attraversa l&apos;Area di Sbarramento: il volo la aggira</translation>
    </message>
    <message>
        <source>fuel is bought only at a base on the way</source>
        <translation>il carburante si compra solo in una base lungo la strada</translation>
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
        <translation> · rifornimento + riparazione</translation>
    </message>
    <message>
        <source> · refuel</source>
        <translation> · rifornimento</translation>
    </message>
    <message>
        <source>wait R{rounds}</source>
        <translation>attesa R{rounds}</translation>
    </message>
</context>
<context>
    <name>SaveFileDialog</name>
    <message>
        <source>Open a saved game</source>
        <extracomment>Player-facing words of the dialog, in one place.</extracomment>
        <translation>Apri una partita salvata</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Partite salvate (*.json)</translation>
    </message>
</context>
<context>
    <name>SoloEndScreen</name>
    <message>
        <source>Over the Pole and back: the expedition is a triumph.</source>
        <translation>Oltre il Polo e ritorno: la spedizione è un trionfo.</translation>
    </message>
    <message>
        <source>The airship crashed: the expedition is over.</source>
        <translation>Il dirigibile è precipitato: la spedizione è finita.</translation>
    </message>
    <message>
        <source>The expedition ended short of the Pole: it is scored as it stands.</source>
        <translation>La spedizione si è fermata prima del Polo: si conteggia così com&apos;è.</translation>
    </message>
    <message>
        <source>Solo game over</source>
        <translation>Solitario finito</translation>
    </message>
    <message>
        <source>Secondary objectives</source>
        <translation>Obiettivi secondari</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>completato</translation>
    </message>
    <message>
        <source>failed (−30)</source>
        <translation>fallito (−30)</translation>
    </message>
    <message>
        <source>None chosen.</source>
        <translation>Nessuno scelto.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Match Points: {n}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Punti Partita: {n}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Keep the score, or decline it: the game is then recorded as played but unscored — no stars, no Match Points (section 12: the player can opt for a score).</source>
        <translation>Tieni il punteggio, o rifiutalo: la partita viene allora registrata come giocata ma senza punteggio — niente stelle, niente Punti Partita (sezione 12: il giocatore può scegliere un punteggio).</translation>
    </message>
    <message>
        <source>Keep the score</source>
        <translation>Tieni il punteggio</translation>
    </message>
    <message>
        <source>Decline the score</source>
        <translation>Rifiuta il punteggio</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recorded unscored&lt;/b&gt;: the score was declined; no stars</source>
        <translation>&lt;b&gt;Registrata senza punteggio&lt;/b&gt;: il punteggio è stato rifiutato; nessuna stella</translation>
    </message>
    <message>
        <source> · {n} ★ in all, unchanged</source>
        <translation> · {n} ★ in tutto, invariate</translation>
    </message>
    <message numerus="yes">
        <source>%n star(s) to earn</source>
        <translation>
            <numerusform>%n stella da guadagnare</numerusform>
            <numerusform>%n stelle da guadagnare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n star(s) earned</source>
        <translation>
            <numerusform>%n stella guadagnata</numerusform>
            <numerusform>%n stelle guadagnate</numerusform>
        </translation>
    </message>
    <message>
        <source> · {n} in all</source>
        <translation> · {n} in tutto</translation>
    </message>
    <message>
        <source>&lt;b&gt;New bonus unlocked:&lt;/b&gt; {names}</source>
        <translation>&lt;b&gt;Nuovo bonus sbloccato:&lt;/b&gt; {names}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Match Points: not counted (score declined)&lt;/b&gt;</source>
        <translation>&lt;b&gt;Punti Partita: non contati (punteggio rifiutato)&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>SoloPanel</name>
    <message>
        <source>Match Points if the game ended now (section 12, Match Points Table); open objectives count as not completed.</source>
        <translation>Punti Partita se la partita finisse ora (sezione 12, Tabella dei Punti Partita); gli obiettivi aperti contano come non completati.</translation>
    </message>
</context>
<context>
    <name>SoloSession</name>
    <message>
        <source>&lt;b&gt;Objective tracking is unavailable for this game.&lt;/b&gt;&lt;br&gt;Its secondary objectives are not known: the file {side} beside the save is missing or belongs to another game, and the solo profile does not know this save, so its stars and Match Points will not be recorded. The game itself plays on by the solo rules (section 12). To track objectives, start a new game with Solo → Solo game…</source>
        <extracomment>Format version of the ``&lt;save&gt;.solo.json`` side file. Shown in the solo dock when an opened solo save cannot be tracked.</extracomment>
        <translation>&lt;b&gt;Il controllo degli obiettivi non è disponibile per questa partita.&lt;/b&gt;&lt;br&gt;I suoi obiettivi secondari non sono noti: il file {side} accanto al salvataggio manca o appartiene a un&apos;altra partita, e il profilo del solitario non conosce questo salvataggio, quindi le sue stelle e i suoi Punti Partita non verranno registrati. La partita prosegue comunque con le regole del solitario (sezione 12). Per controllare gli obiettivi, inizia una nuova partita con Solitario → Partita in solitario…</translation>
    </message>
    <message>
        <source>&lt;b&gt;This game will not be recorded.&lt;/b&gt;&lt;br&gt;Its bonuses are not unlocked in the solo profile {profile}: {reason}. The profile accepts only games whose bonuses were unlocked when they started (section 12, 100 Stars Bonus Table). The game itself plays on by the solo rules.</source>
        <extracomment>Shown in the solo dock when an opened solo save uses bonuses its profile has not unlocked.</extracomment>
        <translation>&lt;b&gt;Questa partita non verrà registrata.&lt;/b&gt;&lt;br&gt;I suoi bonus non sono sbloccati nel profilo del solitario {profile}: {reason}. Il profilo accetta solo partite i cui bonus erano sbloccati quando sono iniziate (sezione 12, Tabella dei Bonus delle 100 Stelle). La partita prosegue comunque con le regole del solitario.</translation>
    </message>
    <message>
        <source>Solo objectives not saved</source>
        <translation>Obiettivi del solitario non salvati</translation>
    </message>
    <message>
        <source>Match Points now: &lt;b&gt;{n}&lt;/b&gt;</source>
        <translation>Punti Partita ora: &lt;b&gt;{n}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Solo profile</source>
        <translation>Profilo del solitario</translation>
    </message>
    <message>
        <source>The game could not be saved: {reason}</source>
        <translation>Non è stato possibile salvare la partita: {reason}</translation>
    </message>
    <message>
        <source>The game could not be recorded: {reason}</source>
        <translation>Non è stato possibile registrare la partita: {reason}</translation>
    </message>
    <message>
        <source>Solo game</source>
        <translation>Partita in solitario</translation>
    </message>
    <message>
        <source>Solo objectives</source>
        <translation>Obiettivi del solitario</translation>
    </message>
    <message>
        <source>the profile cannot be read ({reason})</source>
        <translation>il profilo non si può leggere ({reason})</translation>
    </message>
    <message>
        <source>Solo game opened without its objectives: tracking is unavailable.</source>
        <translation>Partita in solitario aperta senza i suoi obiettivi: il controllo non è disponibile.</translation>
    </message>
    <message>
        <source>Solo game opened: its bonuses are locked in the profile, it will not be recorded.</source>
        <translation>Partita in solitario aperta: i suoi bonus sono bloccati nel profilo, non verrà registrata.</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Profilo:</translation>
    </message>
    <message>
        <source>Solo &amp;game…</source>
        <translation>&amp;Partita in solitario…</translation>
    </message>
    <message>
        <source>Solo &amp;profile…</source>
        <translation>&amp;Profilo del solitario…</translation>
    </message>
</context>
<context>
    <name>SoloSetupDialog</name>
    <message>
        <source>&lt;b&gt;Solo rules&lt;/b&gt; (section 12): no Strategy cards; up to 5 Mission cards in hand, and &lt;b&gt;every Mission card you draw must be completed before you leave for the Pole&lt;/b&gt; — also one drawn before your third mission (it can be exchanged, never discarded); a crash ends the game unless the Airship Rescue bonus saves it. At the end you keep the score (stars and Match Points) or decline it.</source>
        <extracomment>The solo rules in brief, shown in the setup dialog (section 12; docs/rules-decisions.md).</extracomment>
        <translation>&lt;b&gt;Regole del solitario&lt;/b&gt; (sezione 12): niente carte Strategia; fino a 5 carte Missione in mano, e &lt;b&gt;ogni carta Missione che peschi va completata prima di partire per il Polo&lt;/b&gt; — anche una pescata prima della terza missione (si può scambiare, mai scartare); uno schianto chiude la partita a meno che non la salvi il bonus Soccorso al Dirigibile. Alla fine tieni il punteggio (stelle e Punti Partita) o lo rifiuti.</translation>
    </message>
    <message>
        <source>Solo game</source>
        <translation>Partita in solitario</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profilo</translation>
    </message>
    <message>
        <source>{nation} — {airship} (Speed {speed}, Range {range}, {bonds} Bonds)</source>
        <translation>{nation} — {airship} (Velocità {speed}, Autonomia {range}, {bonds} Bond)</translation>
    </message>
    <message>
        <source>Nation</source>
        <translation>Nazione</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seme</translation>
    </message>
    <message>
        <source>Secondary objectives (up to {n}; 1 ★ each, −30 points if failed)</source>
        <translation>Obiettivi secondari (fino a {n}; 1 ★ ciascuno, −30 punti se falliti)</translation>
    </message>
    <message>
        <source>Free Commander</source>
        <translation>Comandante gratuito</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inizia</translation>
    </message>
    <message>
        <source>Bonuses (you have {stars} ★; up to {n}, all different)</source>
        <translation>Bonus (hai {stars} ★; fino a {n}, tutti diversi)</translation>
    </message>
    <message>
        <source>{bonus} — “{card}”</source>
        <translation>{bonus} — «{card}»</translation>
    </message>
    <message>
        <source>No bonus unlocked yet: {bonus} unlocks at {stars} ★.</source>
        <translation>Nessun bonus sbloccato finora: {bonus} si sblocca a {stars} ★.</translation>
    </message>
</context>
<context>
    <name>StarsChart</name>
    <message>
        <source>No solo game yet</source>
        <translation>Ancora nessuna partita in solitario</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partita</translation>
    </message>
    <message>
        <source>{stars} ★ {bonus}</source>
        <translation>{stars} ★ {bonus}</translation>
    </message>
    <message>
        <source>{stars} ★ {bonus} (next)</source>
        <translation>{stars} ★ {bonus} (prossimo)</translation>
    </message>
</context>
<context>
    <name>TutorialPanel</name>
    <message>
        <source>Declare a mission</source>
        <extracomment>The deal the steps are written for (checked by tests/test_ui_tutorial.py). The edition of the rules the tutorial&apos;s game plays by: 3, whose weather disc stands at 0° at set-up, so the steps&apos; wind over Kasumigaura in round 1 and the spin that leaves the airship short of Vladivostok are this deal&apos;s (edition 4 turns the disc by lot, L114, and differs in nothing else; docs/rules-decisions.md &quot;Edition 4&quot;). The steps, in order; player-facing words of the tutorial live here and in :data:`TEXTS`.</extracomment>
        <translation>Dichiara una missione</translation>
    </message>
    <message>
        <source>Welcome aboard! You fly &lt;b&gt;Japan&lt;/b&gt;&apos;s airship from Kasumigaura; a bot flies Italy far away. To reach the Pole you first need three missions. One of your Mission cards is &lt;b&gt;Vladivostok&lt;/b&gt;, only two Lengths across the sea.&lt;br&gt;&lt;br&gt;Press &lt;b&gt;Declare&lt;/b&gt; and choose Vladivostok. Declaring costs one of your three actions this turn.</source>
        <translation>Benvenuto a bordo! Piloti il dirigibile del &lt;b&gt;Giappone&lt;/b&gt; da Kasumigaura; un bot pilota l&apos;Italia, lontano da qui. Per raggiungere il Polo servono prima tre missioni. Una delle tue carte Missione è &lt;b&gt;Vladivostok&lt;/b&gt;, a sole due Lunghezze oltre il mare.&lt;br&gt;&lt;br&gt;Premi &lt;b&gt;Dichiara&lt;/b&gt; e scegli Vladivostok. Dichiarare costa una delle tue tre azioni di questo turno.</translation>
    </message>
    <message>
        <source>Hire a Specialist</source>
        <translation>Ingaggia uno Specialista</translation>
    </message>
    <message>
        <source>Your airship stands on a base, so you can hire crew. A &lt;b&gt;Pilot&lt;/b&gt; gives +1 Range: a bigger fuel tank. Press &lt;b&gt;Hire&lt;/b&gt; and take the Pilot (50 Bonds, paid to the Bank; the menu shows the price).</source>
        <translation>Il tuo dirigibile è su una base, quindi puoi ingaggiare l&apos;equipaggio. Un &lt;b&gt;Pilota&lt;/b&gt; dà +1 Autonomia: un serbatoio più grande. Premi &lt;b&gt;Ingaggia&lt;/b&gt; e prendi il Pilota (50 Bond, pagati alla Banca; il menu mostra il prezzo).</translation>
    </message>
    <message>
        <source>Fly with the Navigating Tool</source>
        <translation>Vola con lo Strumento di Navigazione</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Fly&lt;/b&gt; (or click your airship) and move the mouse to Vladivostok: the Navigating Tool shows a notch per Length, the wind&apos;s side lines and the fuel left. Click Vladivostok, then click again (or press Enter) to fly.&lt;br&gt;&lt;br&gt;The weather window over Kasumigaura shows &lt;b&gt;wind&lt;/b&gt;: the Wind Indicator spins before you move and may turn you aside or slow you. Watch the banner and the log.</source>
        <translation>Premi &lt;b&gt;Vola&lt;/b&gt; (o fai clic sul tuo dirigibile) e porta il mouse su Vladivostok: lo Strumento di Navigazione mostra una tacca per Lunghezza, le linee laterali del vento e il carburante che resta. Fai clic su Vladivostok, poi di nuovo (o premi Invio) per volare.&lt;br&gt;&lt;br&gt;La finestra meteo sopra Kasumigaura mostra &lt;b&gt;vento&lt;/b&gt;: l&apos;Indicatore del Vento gira prima che tu ti muova e può deviarti o rallentarti. Guarda il banner e il diario.</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Finisci il turno</translation>
    </message>
    <message>
        <source>You have used your three actions. Press &lt;b&gt;End turn&lt;/b&gt; (Ctrl+E). You spent one fuel unit in flight; the bot plays Italy&apos;s turn, then the weather disc turns one notch.</source>
        <translation>Hai usato le tue tre azioni. Premi &lt;b&gt;Fine turno&lt;/b&gt; (Ctrl+E). In volo hai speso un&apos;unità di carburante; il bot gioca il turno dell&apos;Italia, poi il disco meteo gira di una tacca.</translation>
    </message>
    <message>
        <source>Complete the mission</source>
        <translation>Completa la missione</translation>
    </message>
    <message>
        <source>The wind left you short of Vladivostok, and an airship in flight must move every turn. Fly on to Vladivostok: arriving inside its ring completes the mission by itself, and the Bank pays the reward.</source>
        <translation>Il vento ti ha lasciato prima di Vladivostok, e un dirigibile in volo deve muoversi ogni turno. Prosegui fino a Vladivostok: arrivare dentro il suo anello completa da solo la missione, e la Banca paga la ricompensa.</translation>
    </message>
    <message>
        <source>Refuel</source>
        <translation>Fai rifornimento</translation>
    </message>
    <message>
        <source>You are on a base with an almost empty tank. Press &lt;b&gt;Refuel&lt;/b&gt; and fill up: 10 Bonds a unit in the basic game. Never leave a base without the fuel to reach the next one.</source>
        <translation>Sei su una base con il serbatoio quasi vuoto. Premi &lt;b&gt;Rifornisci&lt;/b&gt; e fai il pieno: 10 Bond per unità nel gioco base. Non lasciare mai una base senza il carburante per raggiungere la successiva.</translation>
    </message>
    <message>
        <source>Play a Strategy card</source>
        <translation>Gioca una carta Strategia</translation>
    </message>
    <message>
        <source>Your hand holds &lt;b&gt;Great-Circle Course&lt;/b&gt;: +2 fuel and +1 Speed, but only with a Pilot aboard, and you have one. Press &lt;b&gt;Strategy&lt;/b&gt; and play it on yourself. You may play one Strategy card a turn; some hinder a rival instead.</source>
        <translation>In mano hai &lt;b&gt;Rotta ortodromica&lt;/b&gt;: +2 carburante e +1 Velocità, ma solo con un Pilota a bordo, e tu ce l&apos;hai. Premi &lt;b&gt;Strategia&lt;/b&gt; e giocala su te stesso. Puoi giocare una carta Strategia per turno; alcune invece ostacolano un rivale.</translation>
    </message>
    <message>
        <source>Reserve an Arctic base</source>
        <translation>Prenota una base artica</translation>
    </message>
    <message>
        <source>End this turn when you like. The Pole is flown from an &lt;b&gt;Arctic base&lt;/b&gt; (a snowflake on the map). Open the &lt;b&gt;Arctic&lt;/b&gt; tab (or press &lt;b&gt;Arctic base&lt;/b&gt;) and reserve &lt;b&gt;Uelen&lt;/b&gt; or another free one near you: 50 Bonds, one action.</source>
        <translation>Finisci questo turno quando vuoi. Al Polo si vola da una &lt;b&gt;base artica&lt;/b&gt; (un fiocco di neve sulla mappa). Apri la scheda &lt;b&gt;Artico&lt;/b&gt; (o premi &lt;b&gt;Base artica&lt;/b&gt;) e prenota &lt;b&gt;Uelen&lt;/b&gt; o un&apos;altra libera vicino a te: 50 Bond, un&apos;azione.</translation>
    </message>
    <message>
        <source>Sail the ship</source>
        <translation>Naviga con la nave</translation>
    </message>
    <message>
        <source>Your ship waits in Kushiro. It will carry the Mooring Mast to your Arctic base. Press &lt;b&gt;Sail&lt;/b&gt;, click points on the water to turn there (up to three segments, 3 Lengths a turn), double-click the last one to declare the course, then click it again (or press Enter) to sail.</source>
        <translation>La tua nave aspetta a Kushiro. Porterà il Pilone d&apos;Ormeggio alla tua base artica. Premi &lt;b&gt;Naviga&lt;/b&gt;, fai clic su punti in mare per virare lì (fino a tre segmenti, 3 Lunghezze per turno), doppio clic sull&apos;ultimo per dichiarare la rotta, poi fai di nuovo clic (o premi Invio) per navigare.</translation>
    </message>
    <message>
        <source>Tutorial</source>
        <translation>Tutorial</translation>
    </message>
    <message>
        <source>Step {n} of {total}</source>
        <translation>Passo {n} di {total}</translation>
    </message>
    <message>
        <source>Skip this step</source>
        <translation>Salta questo passo</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Ricomincia</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>You know the basics</source>
        <translation>Conosci le basi</translation>
    </message>
    <message>
        <source>That is the whole rhythm of the game: missions for Bonds, crew for a better airship, the ship to the Arctic base. Fly two more missions, set up your base with the ship there (&lt;b&gt;Arctic base → Set up&lt;/b&gt;), and the Barrage Area around the Pole opens. &lt;b&gt;Help → How to play&lt;/b&gt; (F1) explains every rule; the game goes on from here.</source>
        <translation>Questo è tutto il ritmo del gioco: missioni per i Bond, equipaggio per un dirigibile migliore, la nave verso la base artica. Vola altre due missioni, allestisci la tua base quando la nave è lì (&lt;b&gt;Base artica → Allestisci&lt;/b&gt;) e l&apos;Area di Sbarramento intorno al Polo si apre. &lt;b&gt;Aiuto → Come si gioca&lt;/b&gt; (F1) spiega ogni regola; la partita continua da qui.</translation>
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
        <translation>nessuna catena di basi tiene ogni tratta entro il carburante</translation>
    </message>
    <message>
        <source>the way runs through the locked Barrage Area</source>
        <translation>la via passa per l&apos;Area di Sbarramento chiusa</translation>
    </message>
    <message>
        <source>obstacles bar the way (a Commander may cross them)</source>
        <translation>ostacoli sbarrano la via (un Comandante può attraversarli)</translation>
    </message>
    <message>
        <source>the weather (fog, storms at low Integrity, headwinds) closes every way in time</source>
        <translation>il tempo (nebbia, tempeste con poca Integrità, venti contrari) chiude in tempo ogni via</translation>
    </message>
    <message>
        <source>T{turn} · R{round} · {weather}: wait on the ground</source>
        <translation>T{turn} · R{round} · {weather}: attesa a terra</translation>
    </message>
    <message>
        <source>fly {length} L at Speed {speed}</source>
        <translation>vola {length} L a Velocità {speed}</translation>
    </message>
    <message>
        <source>wind: the band on the map</source>
        <translation>vento: la fascia sulla mappa</translation>
    </message>
    <message>
        <source>lands at {place}: refuel and repair</source>
        <translation>atterra a {place}: rifornimento e riparazione</translation>
    </message>
    <message>
        <source>lands at {place}: refuel</source>
        <translation>atterra a {place}: rifornimento</translation>
    </message>
    <message>
        <source>lands at {place}</source>
        <translation>atterra a {place}</translation>
    </message>
    <message>
        <source>worst case after it: fuel {fuel}, Integrity {integrity}</source>
        <translation>caso peggiore dopo il turno: carburante {fuel}, Integrità {integrity}</translation>
    </message>
    <message>
        <source>T{turn} · R{round} · {weather}: {parts}</source>
        <translation>T{turn} · R{round} · {weather}: {parts}</translation>
    </message>
    <message>
        <source>Not reachable: {reason}.</source>
        <translation>Non raggiungibile: {reason}.</translation>
    </message>
    <message>
        <source>The search spent its effort budget, and its fallback chain of legs does not get there either.</source>
        <translation>La ricerca ha esaurito il suo budget di sforzo, e nemmeno la sua catena di tratte di riserva ci arriva.</translation>
    </message>
    <message>
        <source>Already there.</source>
        <translation>Già lì.</translation>
    </message>
    <message>
        <source>no weather</source>
        <translation>nessun tempo</translation>
    </message>
    <message>
        <source>Venture cards the Commander draws: {cards}</source>
        <translation>carte Avventura pescate dal Comandante: {cards}</translation>
    </message>
    <message>
        <source>Arrives in round {worst} at worst ({expected} expected); stops: {stops}; waiting turns: {waits}; Bonds at the stops: {bonds}</source>
        <translation>Arriva al round {worst} nel caso peggiore ({expected} previsto); soste: {stops}; turni di attesa: {waits}; Bond alle soste: {bonds}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>Venture cards the Commander draws on the way: {cards}</source>
        <translation>Carte Avventura pescate dal Comandante lungo la via: {cards}</translation>
    </message>
    <message>
        <source>The search spent its effort budget: this is its fallback plan (a chain of legs toward the target with the same checks), not proven the earliest.</source>
        <translation>La ricerca ha esaurito il suo budget di sforzo: questo è il suo piano di riserva (una catena di tratte verso la meta con gli stessi controlli), non provato il più rapido.</translation>
    </message>
    <message>
        <source>Weather plan</source>
        <translation>Piano meteo</translation>
    </message>
    <message>
        <source>Turn by turn against the weather disc&apos;s forecast (npq calc range --round)</source>
        <translation>Turno per turno secondo la previsione del Disco Meteo (npq calc range --round)</translation>
    </message>
    <message>
        <source>The round the flight starts in: the weather disc&apos;s forecast</source>
        <translation>Il round in cui parte il volo: la previsione del Disco Meteo</translation>
    </message>
    <message>
        <source>Fuel in the tank now</source>
        <translation>Carburante nel serbatoio ora</translation>
    </message>
    <message>
        <source>Structural Integrity now: no plan lets a storm take the last</source>
        <translation>Integrità Strutturale ora: nessun piano lascia che una tempesta tolga l&apos;ultima</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Fuel now</source>
        <translation>Carburante ora</translation>
    </message>
    <message>
        <source>Integrity</source>
        <translation>Integrità</translation>
    </message>
    <message>
        <source>Commander</source>
        <translation>Comandante</translation>
    </message>
    <message>
        <source>A Commander aboard may cross obstacles (a Venture card each)</source>
        <translation>Un Comandante a bordo può attraversare gli ostacoli (una carta Avventura ciascuno)</translation>
    </message>
    <message>
        <source>Scientist</source>
        <translation>Scienziato</translation>
    </message>
    <message>
        <source>A Scientist aboard cancels the wind&apos;s turn in fog and storm</source>
        <translation>Uno Scienziato a bordo annulla la deviazione del vento in nebbia e tempesta</translation>
    </message>
    <message>
        <source>Draw it on the map</source>
        <translation>Disegnalo sulla mappa</translation>
    </message>
    <message>
        <source>Fly the next leg</source>
        <translation>Vola la prossima tratta</translation>
    </message>
    <message>
        <source>planning against the forecast…</source>
        <extracomment>No plan before the player opens the Range tab (:meth:`arm`): a game nobody plans in starts no search in the background</extracomment>
        <translation>pianificazione secondo la previsione…</translation>
    </message>
    <message>
        <source>No plan: {reason}</source>
        <translation>Nessun piano: {reason}</translation>
    </message>
    <message>
        <source>The plan waits on the ground this turn</source>
        <translation>Il piano attende a terra questo turno</translation>
    </message>
    <message>
        <source>Lay the Navigating Tool toward the end of the plan&apos;s first leg, declared: click it again or press Enter to fly</source>
        <translation>Posa lo Strumento di Navigazione verso la fine della prima tratta del piano, dichiarata: clicca di nuovo o premi Invio per volare</translation>
    </message>
</context>
</TS>
