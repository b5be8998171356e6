"""The rules of a worksheet, sentence by sentence, in the words for the age.

A worksheet's rules box (and its play.html's "How to play") says only the
rules some puzzle of the sheet uses: each kind's `sheet_rules` picks the
sentences below by name. Pupils up to `puzzles.drawing.YOUNG` get the
`young` sentences: short, no subtraction, "you" and "your friend" or players
counted from 1 (and, where a kind needs them, its own `instructions` and
`key` note); older pupils the `older` ones, which keep the book's words.
A book's rules box is the kind's `WORDS["rules"]`, unchanged.
"""

from __future__ import annotations

# ruff: noqa: E501  (sentences read better whole than cut at 100 characters)
from collections.abc import Iterable

from puzzles.drawing import young

SHEET: dict[str, dict[str, dict[str, dict[str, str]]]] = {
    "endgame": {
        "en": {
            "older": {
                "turns": "All hands are open. Players take turns to the left and lay one tile at an open end; who cannot lay passes.",
                "draw": "Draw rules: who cannot lay draws from the boneyard first.",
                "score": "The round ends when a hand is empty or nobody can lay. The side with the fewest pips in hand wins and scores the others' pips minus its own.",
                "partners": "With four players, 0 and 2 play against 1 and 3.",
                "paranoid": "With three players, or four each for themselves, the player to move plays against all the others together.",
                "find": "Find the first move that gives the player to move the best result when both sides play their best.",
            },
            "young": {
                "open": "You can see all the tiles.",
                "turns": "Take turns. Put one tile at an end of the line. Halves that touch show the same number.",
                "pass": "If you cannot put a tile down, you miss a turn.",
                "draw": "If you cannot put a tile down, take one from the pile first.",
                "end": "The game stops when someone has no tiles left, or nobody can play.",
                "score": "Count the pips left in each hand. The one with fewer pips left wins.",
                "partners": "With four players, 1 and 3 play together against 2 and 4.",
                "paranoid": "The player who goes first plays against all the others together.",
                "find": "Find the best tile to put down first. Draw it in the answer box.",
                "find_screen": "Find the best tile to put down first.",
                "instructions": "Find the best tile for you to put down first.",
                "key": "Grey tile: the winning first move. Numbers: the move that laid each tile.",
            },
        },
        "nl": {
            "older": {
                "turns": "Alle handen liggen open. Spelers zijn om de beurt aan zet, naar links, en leggen één steen aan een open einde; wie niet kan, past.",
                "draw": "Trekspel: wie niet kan leggen, pakt eerst een steen uit de pot.",
                "score": "Het spel eindigt als een hand leeg is of niemand kan leggen. De kant met de minste ogen in de hand wint en krijgt de ogen van de anderen min de eigen ogen.",
                "partners": "Met vier spelers spelen 0 en 2 tegen 1 en 3.",
                "paranoid": "Met drie spelers, of vier die elk voor zich spelen, speelt wie aan de beurt is tegen alle anderen samen.",
                "find": "Zoek de eerste zet die de speler aan de beurt het beste resultaat geeft als beide kanten hun best spelen.",
            },
            "young": {
                "open": "Je ziet alle stenen.",
                "turns": "Om de beurt leg je één steen aan een einde van de rij. Helften die elkaar raken, hebben hetzelfde getal.",
                "pass": "Kun je niet leggen? Dan sla je een beurt over.",
                "draw": "Kun je niet leggen? Pak dan eerst een steen van de stapel.",
                "end": "Het spel stopt als iemand geen stenen meer heeft, of als niemand kan leggen.",
                "score": "Tel de ogen die ieder nog in de hand heeft. Wie de minste ogen overhoudt, wint.",
                "partners": "Met vier spelers spelen 1 en 3 samen tegen 2 en 4.",
                "paranoid": "Wie begint, speelt tegen alle anderen samen.",
                "find": "Zoek de beste steen om als eerste te leggen. Teken hem in het antwoordvak.",
                "find_screen": "Zoek de beste steen om als eerste te leggen.",
                "instructions": "Zoek de beste steen om als eerste te leggen.",
                "key": "Grijze steen: de winnende eerste zet. Nummers: de zet die elke steen legde.",
            },
        },
        "de": {
            "older": {
                "turns": "Alle Hände sind offen. Reihum nach links legt jeder einen Stein an ein offenes Ende; wer nicht kann, passt.",
                "draw": "Ziehspiel: Wer nicht legen kann, zieht zuerst einen Stein aus dem Vorrat.",
                "score": "Die Runde endet, wenn eine Hand leer ist oder niemand legen kann. Die Seite mit den wenigsten Augen auf der Hand gewinnt die Augen der anderen minus die eigenen.",
                "partners": "Zu viert spielen 0 und 2 gegen 1 und 3.",
                "paranoid": "Zu dritt, oder zu viert jeder für sich, spielt der Spieler am Zug gegen alle anderen zusammen.",
                "find": "Finde den ersten Zug, der dem Spieler am Zug das beste Ergebnis bringt, wenn beide Seiten bestens spielen.",
            },
            "young": {
                "open": "Du siehst alle Steine.",
                "turns": "Ihr legt abwechselnd einen Stein an ein Ende der Reihe. Hälften, die sich berühren, zeigen dieselbe Zahl.",
                "pass": "Kannst du nicht legen, setzt du einmal aus.",
                "draw": "Kannst du nicht legen, nimm zuerst einen Stein vom Stapel.",
                "end": "Das Spiel endet, wenn einer keine Steine mehr hat oder keiner mehr legen kann.",
                "score": "Zählt die Augen, die jeder noch in der Hand hat. Wer weniger Augen übrig hat, gewinnt.",
                "partners": "Zu viert spielen 1 und 3 zusammen gegen 2 und 4.",
                "paranoid": "Wer anfängt, spielt gegen alle anderen zusammen.",
                "find": "Finde den besten Stein für den ersten Zug. Zeichne ihn in das Antwortfeld.",
                "find_screen": "Finde den besten Stein für den ersten Zug.",
                "instructions": "Finde den besten Stein, den du zuerst legst.",
                "key": "Grauer Stein: der gewinnende erste Zug. Zahlen: der Zug, der jeden Stein legte.",
            },
        },
        "lv": {
            "older": {
                "turns": "Visas rokas ir atklātas. Spēlētāji iet pēc kārtas pa kreisi un liek vienu kauliņu brīvajā galā; kas nevar, izlaiž.",
                "draw": "Ņemšanas spēlē: kas nevar likt, vispirms ņem kauliņu no krājuma.",
                "score": "Partija beidzas, kad kāda roka ir tukša vai neviens nevar likt. Uzvar puse ar mazāk punktiem rokā un iegūst pārējo punktus mīnus savējos.",
                "partners": "Četratā 0 un 2 spēlē pret 1 un 3.",
                "paranoid": "Trijatā, vai četratā katrs par sevi, tas, kam gājiens, spēlē pret visiem pārējiem kopā.",
                "find": "Atrodi pirmo gājienu, kas dod labāko rezultātu tam, kam gājiens, ja abas puses spēlē vislabāk.",
            },
            "young": {
                "open": "Tu redzi visus kauliņus.",
                "turns": "Liekat pēc kārtas: katrs pieliek vienu kauliņu rindas galā. Pusēm, kas saskaras, ir vienāds skaitlis.",
                "pass": "Ja nevari pielikt, tu izlaid gājienu.",
                "draw": "Ja nevari pielikt, vispirms paņem kauliņu no kaudzes.",
                "end": "Spēle beidzas, kad kādam vairs nav kauliņu vai neviens nevar pielikt.",
                "score": "Saskaitiet punktus, kas katram palikuši rokā. Uzvar tas, kam palicis mazāk punktu.",
                "partners": "Četratā 1 un 3 spēlē kopā pret 2 un 4.",
                "paranoid": "Tas, kurš sāk, spēlē pret visiem pārējiem kopā.",
                "find": "Atrodi labāko kauliņu, ko likt pirmo. Uzzīmē to atbildes lodziņā.",
                "find_screen": "Atrodi labāko kauliņu, ko likt pirmo.",
                "instructions": "Atrodi labāko kauliņu, ko likt pirmo.",
                "key": "Pelēkais kauliņš: uzvarošais pirmais gājiens. Skaitļi: gājiens, kurā kauliņš nolikts.",
            },
        },
    },
    "florentine": {
        "en": {
            "older": {
                "lay_cross": "Lay the cards on empty cells, turned any way. A card goes next to at least two cards (while the middle cross is not full: on the cross, next to one).",
                "lay": "Lay the cards on empty cells, turned any way. A card goes next to at least two cards.",
                "edges": "Where two cards touch, both edges have the same colour.",
                "rooms": "Touching triangles of one colour make a room. A room is sealed when none of its triangles faces an empty cell; the wall around the board seals.",
                "score": "Score the gems in the sealed rooms of your colour. Most gems wins; with equal gems, fewer cards.",
                "personal": "Last, you may lay your personal card (P) on a cell next to two cards: it fits any colour and seals what it touches.",
            },
            "young": {
                "lay": "Put each card on an empty square. You may turn it. It must touch two cards.",
                "cross": "The middle cross fills up first. There a card needs to touch only one card.",
                "edges": "Where two cards touch, the edges have the same colour.",
                "rooms": "Triangles of one colour that touch make a room. A room is sealed when no triangle of it is next to an empty square. The wall seals too.",
                "score": "Count the gems in the sealed rooms of your colour. Most gems wins. Same gems? Fewer cards wins.",
                "personal": "At the end you may put your own card (P) next to two cards. It fits every colour and seals what it touches.",
            },
        },
        "nl": {
            "older": {
                "lay_cross": "Leg de kaarten op lege vakken, in elke draaiing. Een kaart komt naast minstens twee kaarten (zolang het kruis in het midden niet vol is: op het kruis, naast één).",
                "lay": "Leg de kaarten op lege vakken, in elke draaiing. Een kaart komt naast minstens twee kaarten.",
                "edges": "Waar twee kaarten elkaar raken, hebben beide randen dezelfde kleur.",
                "rooms": "Driehoeken van één kleur die elkaar raken vormen een kamer. Een kamer is dicht als geen driehoek naar een leeg vak wijst; de muur rond het bord sluit ook.",
                "score": "Je telt de edelstenen in de dichte kamers van jouw kleur. De meeste wint; bij gelijk aantal: minder kaarten.",
                "personal": "Als laatste mag je jouw eigen kaart (P) leggen op een vak naast twee kaarten: ze past bij elke kleur en sluit wat ze raakt.",
            },
            "young": {
                "lay": "Leg elke kaart op een leeg vak. Je mag hem draaien. Hij moet twee kaarten raken.",
                "cross": "Het kruis in het midden komt eerst vol. Daar hoeft een kaart maar één kaart te raken.",
                "edges": "Waar twee kaarten elkaar raken, hebben de randen dezelfde kleur.",
                "rooms": "Driehoeken van één kleur die elkaar raken, zijn een kamer. Een kamer is dicht als geen driehoek naast een leeg vak ligt. De muur sluit ook.",
                "score": "Tel de edelstenen in de dichte kamers van jouw kleur. De meeste wint. Evenveel? Dan wint wie minder kaarten legt.",
                "personal": "Op het eind mag je jouw eigen kaart (P) naast twee kaarten leggen. Hij past bij elke kleur en sluit wat hij raakt.",
            },
        },
        "de": {
            "older": {
                "lay_cross": "Lege die Karten auf leere Felder, beliebig gedreht. Eine Karte kommt neben mindestens zwei Karten (solange das Kreuz in der Mitte nicht voll ist: aufs Kreuz, neben eine).",
                "lay": "Lege die Karten auf leere Felder, beliebig gedreht. Eine Karte kommt neben mindestens zwei Karten.",
                "edges": "Wo sich zwei Karten berühren, haben beide Kanten dieselbe Farbe.",
                "rooms": "Sich berührende Dreiecke einer Farbe bilden einen Raum. Ein Raum ist geschlossen, wenn kein Dreieck an ein leeres Feld grenzt; die Wand schließt auch.",
                "score": "Du zählst die Edelsteine in den geschlossenen Räumen deiner Farbe. Die meisten gewinnen; bei Gleichstand weniger Karten.",
                "personal": "Zuletzt darfst du deine eigene Karte (P) auf ein Feld neben zwei Karten legen: Sie passt zu jeder Farbe und schließt, was sie berührt.",
            },
            "young": {
                "lay": "Lege jede Karte auf ein leeres Feld. Du darfst sie drehen. Sie muss zwei Karten berühren.",
                "cross": "Das Kreuz in der Mitte wird zuerst voll. Dort muss eine Karte nur eine Karte berühren.",
                "edges": "Wo sich zwei Karten berühren, haben die Kanten dieselbe Farbe.",
                "rooms": "Dreiecke einer Farbe, die sich berühren, sind ein Raum. Ein Raum ist geschlossen, wenn kein Dreieck an ein leeres Feld grenzt. Die Wand schließt auch.",
                "score": "Zähle die Edelsteine in den geschlossenen Räumen deiner Farbe. Die meisten gewinnen. Gleich viele? Dann gewinnen weniger Karten.",
                "personal": "Zum Schluss darfst du deine eigene Karte (P) neben zwei Karten legen. Sie passt zu jeder Farbe und schließt, was sie berührt.",
            },
        },
        "lv": {
            "older": {
                "lay_cross": "Liec kārtis tukšos laukos, pagrieztas jebkurā virzienā. Kārts jāliek blakus vismaz divām kārtīm (kamēr vidus krusts nav pilns: uz krusta, blakus vienai).",
                "lay": "Liec kārtis tukšos laukos, pagrieztas jebkurā virzienā. Kārts jāliek blakus vismaz divām kārtīm.",
                "edges": "Kur divas kārtis saskaras, abām malām ir viena krāsa.",
                "rooms": "Vienas krāsas trīsstūri, kas saskaras, veido istabu. Istaba ir slēgta, ja neviens tās trīsstūris nav pret tukšu lauku; arī siena ap laukumu to slēdz.",
                "score": "Skaiti dārgakmeņus savas krāsas slēgtajās istabās. Uzvar visvairāk; ja vienādi, mazāk kāršu.",
                "personal": "Beigās vari likt savu personīgo kārti (P) laukā blakus divām kārtīm: tā der jebkurai krāsai un slēdz to, kam pieskaras.",
            },
            "young": {
                "lay": "Liec katru kārti tukšā laukā. Tu vari to pagriezt. Tai jāpieskaras divām kārtīm.",
                "cross": "Vispirms piepilda krustu vidū. Tur kārtij jāpieskaras tikai vienai kārtij.",
                "edges": "Kur divas kārtis saskaras, malām ir viena krāsa.",
                "rooms": "Vienas krāsas trīsstūri, kas saskaras, ir istaba. Istaba ir slēgta, ja neviens tās trīsstūris nav blakus tukšam laukam. Arī siena to slēdz.",
                "score": "Saskaiti dārgakmeņus savas krāsas slēgtajās istabās. Uzvar visvairāk. Vienādi? Tad uzvar mazāk kāršu.",
                "personal": "Beigās vari likt savu kārti (P) blakus divām kārtīm. Tā der katrai krāsai un slēdz to, kam pieskaras.",
            },
        },
    },
    "chain": {
        "en": {
            "older": {
                "line": "Lay every tile given in one line; touching halves show the same number.",
                "turn": "You may turn a tile around.",
                "clue_tile": "A tile already in your line is a clue: it lies there.",
                "clue_end": "A half at an end of your line is a clue: the tile at that end shows the same number there.",
                "zero": "A half marked 0 has no pips: it is a 0.",
                "clue_end_screen": "A number at an end of the line is a clue: the tile at that end shows it there.",
            },
            "young": {
                "line": "Put all the tiles in one line.",
                "match": "Halves that touch show the same number.",
                "turn": "You may turn a tile around.",
                "clue_tile": "A tile already in the line stays where it is.",
                "clue_end": "A half at the end of the line shows the number that end must have.",
                "zero": "A half marked 0 has no pips: it is a 0.",
                "clue_end_screen": "A number at an end of the line is a clue: the tile at that end shows it there.",
            },
        },
        "nl": {
            "older": {
                "line": "Leg alle gegeven stenen in één rij; helften die elkaar raken hebben hetzelfde getal.",
                "turn": "Je mag een steen omdraaien.",
                "clue_tile": "Een steen die al in je rij ligt, is een hint: hij ligt daar.",
                "clue_end": "Een helft aan een einde van je rij is een hint: de steen aan dat einde heeft daar hetzelfde getal.",
                "zero": "Een helft met een 0 heeft geen ogen: het is een 0.",
                "clue_end_screen": "Een getal bij een einde van de rij is een hint: de steen aan dat einde heeft daar dat getal.",
            },
            "young": {
                "line": "Leg alle stenen in één rij.",
                "match": "Helften die elkaar raken, hebben hetzelfde getal.",
                "turn": "Je mag een steen omdraaien.",
                "clue_tile": "Een steen die al in de rij ligt, blijft daar liggen.",
                "clue_end": "Een helft aan het einde van de rij toont het getal dat dat einde moet hebben.",
                "zero": "Een helft met een 0 heeft geen ogen: het is een 0.",
                "clue_end_screen": "Een getal bij een einde van de rij is een hint: de steen aan dat einde heeft daar dat getal.",
            },
        },
        "de": {
            "older": {
                "line": "Lege alle gegebenen Steine in eine Reihe; sich berührende Hälften zeigen dieselbe Zahl.",
                "turn": "Du darfst einen Stein umdrehen.",
                "clue_tile": "Ein Stein, der schon in deiner Reihe liegt, ist ein Hinweis: Er liegt dort.",
                "clue_end": "Eine Hälfte an einem Ende deiner Reihe ist ein Hinweis: Der Stein an diesem Ende zeigt dort dieselbe Zahl.",
                "zero": "Eine Hälfte mit einer 0 hat keine Augen: Sie ist eine 0.",
                "clue_end_screen": "Eine Zahl an einem Ende der Reihe ist ein Hinweis: Der Stein an diesem Ende zeigt dort diese Zahl.",
            },
            "young": {
                "line": "Lege alle Steine in eine Reihe.",
                "match": "Hälften, die sich berühren, zeigen dieselbe Zahl.",
                "turn": "Du darfst einen Stein umdrehen.",
                "clue_tile": "Ein Stein, der schon in der Reihe liegt, bleibt dort liegen.",
                "clue_end": "Eine Hälfte am Ende der Reihe zeigt die Zahl, die dieses Ende haben muss.",
                "zero": "Eine Hälfte mit einer 0 hat keine Augen: Sie ist eine 0.",
                "clue_end_screen": "Eine Zahl an einem Ende der Reihe ist ein Hinweis: Der Stein an diesem Ende zeigt dort diese Zahl.",
            },
        },
        "lv": {
            "older": {
                "line": "Saliec visus dotos kauliņus vienā rindā; blakus pusēm ir vienāds skaitlis.",
                "turn": "Kauliņu drīkst apgriezt otrādi.",
                "clue_tile": "Kauliņš, kas jau ir tavā rindā, ir norāde: tas atrodas tur.",
                "clue_end": "Puse rindas galā ir norāde: kauliņam tajā galā tur ir tas pats skaitlis.",
                "zero": "Pusei ar 0 nav punktu: tā ir 0.",
                "clue_end_screen": "Skaitlis pie rindas gala ir norāde: kauliņam tajā galā tur ir šis skaitlis.",
            },
            "young": {
                "line": "Saliec visus kauliņus vienā rindā.",
                "match": "Pusēm, kas saskaras, ir vienāds skaitlis.",
                "turn": "Kauliņu drīkst apgriezt otrādi.",
                "clue_tile": "Kauliņš, kas jau ir rindā, paliek savā vietā.",
                "clue_end": "Puse rindas galā rāda skaitli, kam jābūt tajā galā.",
                "zero": "Pusei ar 0 nav punktu: tā ir 0.",
                "clue_end_screen": "Skaitlis pie rindas gala ir norāde: kauliņam tajā galā tur ir šis skaitlis.",
            },
        },
    },
    "blocked": {
        "en": {
            "older": {
                "set": "A double-6 set has 28 tiles, 0-0 to 6-6; a double-N set goes up to N-N.",
                "add": "Add tiles at the two ends of the line: touching halves show the same number.",
                "blocked": "The line is blocked when no tile that is left fits an open end.",
                "blocked_hands": "The line is blocked when no tile that is left (in the set, or in the hands) fits an open end.",
                "fewest": "Lay the fewest tiles: draw them in the blanks at the ends. Leave the blanks you do not need empty.",
                "fewest_screen": "Lay the fewest tiles.",
                "block": "Block rules: only the two ends are open.",
                "draw": "Draw rules: every double is a spinner and its two sides are open too.",
            },
            "young": {
                "set": "A set has every tile from 0-0 up to its biggest double, each one once.",
                "add": "Put tiles at the two ends of the line. Halves that touch show the same number.",
                "blocked": "The line is blocked when no tile that is left can go at an end.",
                "blocked_hands": "The line is blocked when no tile that is left (in the set, or in a hand) can go at an end.",
                "fewest": "Use as few tiles as you can. Draw them in the empty tiles at the ends. You do not need them all.",
                "fewest_screen": "Use as few tiles as you can.",
                "block": "Only the two ends of the line are open.",
                "draw": "A double is a spinner: its two sides are open too.",
            },
        },
        "nl": {
            "older": {
                "set": "Een dubbel-6-spel heeft 28 stenen, 0-0 tot 6-6; een dubbel-N-spel gaat tot N-N.",
                "add": "Leg stenen aan de twee einden van de rij: helften die elkaar raken hebben hetzelfde getal.",
                "blocked": "De rij is geblokkeerd als geen overgebleven steen aan een open einde past.",
                "blocked_hands": "De rij is geblokkeerd als geen overgebleven steen (in het spel, of in de handen) aan een open einde past.",
                "fewest": "Leg zo weinig mogelijk stenen: teken ze in de vakjes aan de einden. Laat de vakjes die je niet nodig hebt leeg.",
                "fewest_screen": "Leg zo weinig mogelijk stenen.",
                "block": "Blokspel: alleen de twee einden zijn open.",
                "draw": "Trekspel: elke dubbele steen is een spinner, ook zijn twee zijkanten zijn open.",
            },
            "young": {
                "set": "Een spel heeft elke steen van 0-0 tot de grootste dubbele, elk één keer.",
                "add": "Leg stenen aan de twee einden van de rij. Helften die elkaar raken, hebben hetzelfde getal.",
                "blocked": "De rij zit vast als geen steen die over is nog aan een einde past.",
                "blocked_hands": "De rij zit vast als geen steen die over is (in het spel, of in een hand) nog aan een einde past.",
                "fewest": "Gebruik zo weinig stenen als je kunt. Teken ze in de lege stenen aan de einden. Je hebt ze niet allemaal nodig.",
                "fewest_screen": "Gebruik zo weinig stenen als je kunt.",
                "block": "Alleen de twee einden van de rij zijn open.",
                "draw": "Een dubbele steen is een spinner: ook zijn twee zijkanten zijn open.",
            },
        },
        "de": {
            "older": {
                "set": "Ein Doppel-6-Spiel hat 28 Steine, 0-0 bis 6-6; ein Doppel-N-Spiel geht bis N-N.",
                "add": "Lege Steine an die zwei Enden der Reihe: sich berührende Hälften zeigen dieselbe Zahl.",
                "blocked": "Die Reihe ist blockiert, wenn kein übriger Stein an ein offenes Ende passt.",
                "blocked_hands": "Die Reihe ist blockiert, wenn kein übriger Stein (im Spiel oder in den Händen) an ein offenes Ende passt.",
                "fewest": "Lege möglichst wenige Steine: Zeichne sie in die Kästchen an den Enden. Kästchen, die du nicht brauchst, bleiben leer.",
                "fewest_screen": "Lege möglichst wenige Steine.",
                "block": "Blockspiel: nur die zwei Enden sind offen.",
                "draw": "Ziehspiel: Jeder Pasch ist ein Spinner, auch seine zwei Seiten sind offen.",
            },
            "young": {
                "set": "Ein Spiel hat jeden Stein von 0-0 bis zum größten Pasch, jeden einmal.",
                "add": "Lege Steine an die zwei Enden der Reihe. Hälften, die sich berühren, zeigen dieselbe Zahl.",
                "blocked": "Die Reihe ist zu, wenn kein übriger Stein mehr an ein Ende passt.",
                "blocked_hands": "Die Reihe ist zu, wenn kein übriger Stein (im Spiel oder in einer Hand) mehr an ein Ende passt.",
                "fewest": "Nimm so wenige Steine wie möglich. Zeichne sie in die leeren Steine an den Enden. Du brauchst nicht alle.",
                "fewest_screen": "Nimm so wenige Steine wie möglich.",
                "block": "Nur die zwei Enden der Reihe sind offen.",
                "draw": "Ein Pasch ist ein Spinner: Auch seine zwei Seiten sind offen.",
            },
        },
        "lv": {
            "older": {
                "set": "Dubult-6 komplektā ir 28 kauliņi, no 0-0 līdz 6-6; dubult-N komplekts iet līdz N-N.",
                "add": "Liec kauliņus rindas abos galos: blakus pusēm ir vienāds skaitlis.",
                "blocked": "Rinda ir bloķēta, ja neviens atlikušais kauliņš neder nevienam brīvajam galam.",
                "blocked_hands": "Rinda ir bloķēta, ja neviens atlikušais kauliņš (komplektā vai rokās) neder nevienam brīvajam galam.",
                "fewest": "Liec vismazāk kauliņu: uzzīmē tos tukšajās vietās galos. Nevajadzīgās vietas atstāj tukšas.",
                "fewest_screen": "Liec vismazāk kauliņu.",
                "block": "Bloķēšanas spēle: brīvi ir tikai abi gali.",
                "draw": "Ņemšanas spēle: katrs dubultnieks ir spinners, arī tā abi sāni ir brīvi.",
            },
            "young": {
                "set": "Komplektā ir katrs kauliņš no 0-0 līdz lielākajam dubultniekam, katrs vienu reizi.",
                "add": "Liec kauliņus rindas abos galos. Pusēm, kas saskaras, ir vienāds skaitlis.",
                "blocked": "Rinda ir bloķēta, kad neviens atlikušais kauliņš vairs neder galā.",
                "blocked_hands": "Rinda ir bloķēta, kad neviens atlikušais kauliņš (komplektā vai rokā) vairs neder galā.",
                "fewest": "Izmanto pēc iespējas mazāk kauliņu. Uzzīmē tos tukšajos kauliņos rindas galos. Visi nav vajadzīgi.",
                "fewest_screen": "Izmanto pēc iespējas mazāk kauliņu.",
                "block": "Brīvi ir tikai abi rindas gali.",
                "draw": "Dubultnieks ir spinners: arī tā abi sāni ir brīvi.",
            },
        },
    },
    "dominosa": {
        "en": {
            "older": {
                "pair": "Draw a line around two neighbouring cells to make a domino: it shows their two numbers.",
                "every": "Every cell belongs to one domino, and every domino of the set is used exactly once.",
                "tick": "Tick off each domino under the grid as you draw it.",
                "given": "Dominoes drawn thick are given.",
            },
            "young": {
                "pair": "Draw a ring around two cells side by side. That is a domino.",
                "every": "Every cell is in one domino. Each domino of the set is used once.",
                "tick": "Tick the domino off under the grid.",
                "given": "Thick dominoes are there already.",
            },
        },
        "nl": {
            "older": {
                "pair": "Trek een lijn om twee buurvakjes om een steen te maken: hij toont hun twee getallen.",
                "every": "Elk vakje hoort bij één steen, en elke steen van de set komt precies één keer voor.",
                "tick": "Vink elke steen onder het rooster af als je hem tekent.",
                "given": "Dik getekende stenen zijn gegeven.",
            },
            "young": {
                "pair": "Trek een ring om twee vakjes naast elkaar. Dat is een steen.",
                "every": "Elk vakje zit in één steen. Elke steen van de set gebruik je één keer.",
                "tick": "Vink de steen af onder het rooster.",
                "given": "Dikke stenen liggen er al.",
            },
        },
        "de": {
            "older": {
                "pair": "Umrande zwei benachbarte Felder, um einen Stein zu bilden: Er zeigt ihre beiden Zahlen.",
                "every": "Jedes Feld gehört zu einem Stein, und jeder Stein des Satzes kommt genau einmal vor.",
                "tick": "Hake jeden Stein unter dem Gitter ab, wenn du ihn einzeichnest.",
                "given": "Dick umrandete Steine sind vorgegeben.",
            },
            "young": {
                "pair": "Male einen Ring um zwei Felder nebeneinander. Das ist ein Stein.",
                "every": "Jedes Feld ist in einem Stein. Jeden Stein des Satzes gibt es einmal.",
                "tick": "Hake den Stein unter dem Gitter ab.",
                "given": "Dicke Steine sind schon da.",
            },
        },
        "lv": {
            "older": {
                "pair": "Apvelc līniju ap divām blakus rūtiņām, lai izveidotu kauliņu: tas rāda to abus skaitļus.",
                "every": "Katra rūtiņa pieder vienam kauliņam, un katrs komplekta kauliņš ir tieši vienreiz.",
                "tick": "Atzīmē katru kauliņu zem režģa, kad to ievelc.",
                "given": "Ar treknu līniju ievilktie kauliņi ir doti.",
            },
            "young": {
                "pair": "Apvelc apli ap divām blakus rūtiņām. Tas ir kauliņš.",
                "every": "Katra rūtiņa ir vienā kauliņā. Katru komplekta kauliņu izmanto vienreiz.",
                "tick": "Atzīmē kauliņu zem režģa.",
                "given": "Ar treknu līniju ievilktie kauliņi jau ir doti.",
            },
        },
    },
}


def sentences(
    kind: str, lang: str, age: int, names: Iterable[str], screen: bool = False
) -> list[str]:
    """The named sentences of `kind`'s sheet rules for pupils of `age`, in
    order; a name the age's words lack is left out (English stands in for a
    language that lacks the kind). On `screen` (the sheet's play.html) a
    sentence that speaks of the paper (its blanks, its answer box, a half
    drawn at an end) gives way to its `<name>_screen`, or goes."""
    table = SHEET[kind].get(lang) or SHEET[kind]["en"]
    words = table["young" if young(age) else "older"]
    if screen:
        names = [n for n in names if n not in PAPER_ONLY.get(kind, ())]
        return [words.get(f"{n}_screen") or words[n] for n in names if n in words]
    return [words[n] for n in names if n in words]


# Sentences of print that the page has nothing to show for.
PAPER_ONLY = {"chain": ("zero",)}


def sheet_text(kind: str, lang: str, age: int | None, key: str) -> str | None:
    """A young sheet's own `instructions` or `key` note for `kind`, where it
    has one (None: the kind's WORDS say it)."""
    if not young(age) or kind not in SHEET:
        return None
    table = SHEET[kind].get(lang) or SHEET[kind]["en"]
    return table["young"].get(key)
