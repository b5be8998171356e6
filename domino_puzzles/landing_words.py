"""The words of a folder's landing page (`index.html` of a book or a
worksheet, domino_puzzles/landing.py), in en, nl, de and lv. A landing page
shows no puzzle and no answer: only what was made and where it is."""

from __future__ import annotations

# ruff: noqa: E501  (a phrase reads better on one line)

LANDING: dict[str, dict[str, str]] = {
    "en": {
        "in_book": "In this book",
        "in_sheet": "On this sheet",
        "section": "{kind}: {puzzles} ({levels})",
        "pages": "Pages: {n} ({paper})",
        "pages_sheet": "Pages for each pupil: {n} ({paper}); pages of answers: {keys}",
        "age": "For pupils of {age}",
        "play": "Play",
        "play_book": "Play every puzzle on screen",
        "print": "Print",
        "book_pdf": "The book to print (PDF)",
        "book_pages": "The pages, to look at and print from the browser",
        "cover_pdf": "The cover: back, spine and front on one sheet (PDF)",
        "cover_svg": "The cover: back, spine and front on one sheet",
        "how_print": (
            "Print double-sided, turning on the long edge, at 100% (actual size), "
            "not “fit to page”."
        ),
        "how_service": (
            "For a print service: upload book.pdf and cover.pdf as they are; "
            "domino-puzzles preflight checks them against the service first."
        ),
        "how_no_pdf": (
            "This folder has no PDF: make the book again with --pdf for one, "
            "or print the pages from the browser."
        ),
        "file": "The puzzles as a file",
        "book_yaml": "Every puzzle with its answer (book.yaml)",
        "check": "domino-puzzles check book.yaml solves every puzzle again before the book goes to print.",
        "seed_book": (
            "Made with seed {seed}: the same command with the same seed makes the same "
            "book again, byte for byte; another seed makes other puzzles."
        ),
        "for_teacher": "For the teacher: keep the folder “teacher” to yourself.",
        "pupils": "For the pupils (folder “pupils”)",
        "teacher": "For the teacher only (folder “teacher”)",
        "sheet": "Pages to print",
        "sheet_pdf": "Pages to print (PDF)",
        "play_sheet": "Play on screen",
        "key": "Answers to print",
        "key_pdf": "Answers to print (PDF)",
        "play_key": "Play on screen, with the answers",
        "results": "Check the pupils' codes: who solved what",
        "how_sheet": "Print the pupils' pages at 100% (actual size), not “fit to page”.",
        "seed_sheet": (
            "Seed {seed}: every class given this seed gets these very puzzles. For a new set, "
            "make the sheet again with another seed: {command}"
        ),
    },
    "nl": {
        "in_book": "In dit boek",
        "in_sheet": "Op dit blad",
        "section": "{kind}: {puzzles} ({levels})",
        "pages": "Bladzijden: {n} ({paper})",
        "pages_sheet": "Bladzijden per leerling: {n} ({paper}); bladzijden met antwoorden: {keys}",
        "age": "Voor leerlingen van {age}",
        "play": "Spelen",
        "play_book": "Speel elke puzzel op het scherm",
        "print": "Printen",
        "book_pdf": "Het boek om te printen (PDF)",
        "book_pages": "De bladzijden, om te bekijken en vanuit de browser te printen",
        "cover_pdf": "De omslag: achterkant, rug en voorkant op één vel (PDF)",
        "cover_svg": "De omslag: achterkant, rug en voorkant op één vel",
        "how_print": (
            "Print dubbelzijdig, gekeerd langs de lange kant, op 100% (ware grootte), "
            "niet “aanpassen aan pagina”."
        ),
        "how_service": (
            "Voor een drukkerij: lever book.pdf en cover.pdf aan zoals ze zijn; "
            "domino-puzzles preflight controleert ze eerst voor die drukkerij."
        ),
        "how_no_pdf": (
            "Deze map heeft geen PDF: maak het boek opnieuw met --pdf, "
            "of print de bladzijden vanuit de browser."
        ),
        "file": "De puzzels als bestand",
        "book_yaml": "Elke puzzel met zijn antwoord (book.yaml)",
        "check": "domino-puzzles check book.yaml lost elke puzzel opnieuw op voordat het boek gedrukt wordt.",
        "seed_book": (
            "Gemaakt met seed {seed}: dezelfde opdracht met dezelfde seed maakt precies "
            "hetzelfde boek; een andere seed maakt andere puzzels."
        ),
        "for_teacher": "Voor de leerkracht: houd de map “teacher” voor jezelf.",
        "pupils": "Voor de leerlingen (map “pupils”)",
        "teacher": "Alleen voor de leerkracht (map “teacher”)",
        "sheet": "Bladen om te printen",
        "sheet_pdf": "Bladen om te printen (PDF)",
        "play_sheet": "Op het scherm spelen",
        "key": "Antwoorden om te printen",
        "key_pdf": "Antwoorden om te printen (PDF)",
        "play_key": "Op het scherm spelen, met de antwoorden",
        "results": "De codes van de leerlingen nakijken: wie loste wat op",
        "how_sheet": "Print de bladen van de leerlingen op 100% (ware grootte), niet “aanpassen aan pagina”.",
        "seed_sheet": (
            "Seed {seed}: elke klas met deze seed krijgt precies deze puzzels. Voor een nieuwe "
            "set maak je het blad opnieuw met een andere seed: {command}"
        ),
    },
    "de": {
        "in_book": "In diesem Buch",
        "in_sheet": "Auf diesem Blatt",
        "section": "{kind}: {puzzles} ({levels})",
        "pages": "Seiten: {n} ({paper})",
        "pages_sheet": "Seiten je Kind: {n} ({paper}); Seiten mit Lösungen: {keys}",
        "age": "Für Kinder von {age} Jahren",
        "play": "Spielen",
        "play_book": "Jedes Rätsel am Bildschirm spielen",
        "print": "Drucken",
        "book_pdf": "Das Buch zum Drucken (PDF)",
        "book_pages": "Die Seiten, zum Ansehen und Drucken aus dem Browser",
        "cover_pdf": "Der Umschlag: Rückseite, Rücken und Vorderseite auf einem Bogen (PDF)",
        "cover_svg": "Der Umschlag: Rückseite, Rücken und Vorderseite auf einem Bogen",
        "how_print": (
            "Beidseitig drucken, an der langen Kante gewendet, bei 100 % (Originalgröße), "
            "nicht „an Seite anpassen“."
        ),
        "how_service": (
            "Für eine Druckerei: book.pdf und cover.pdf so hochladen, wie sie sind; "
            "domino-puzzles preflight prüft sie vorher für die Druckerei."
        ),
        "how_no_pdf": (
            "Dieser Ordner hat kein PDF: das Buch mit --pdf noch einmal machen, "
            "oder die Seiten aus dem Browser drucken."
        ),
        "file": "Die Rätsel als Datei",
        "book_yaml": "Jedes Rätsel mit seiner Lösung (book.yaml)",
        "check": "domino-puzzles check book.yaml löst jedes Rätsel noch einmal, bevor das Buch gedruckt wird.",
        "seed_book": (
            "Gemacht mit Seed {seed}: derselbe Befehl mit demselben Seed macht genau dasselbe "
            "Buch; ein anderer Seed macht andere Rätsel."
        ),
        "for_teacher": "Für die Lehrkraft: Den Ordner „teacher“ behalten Sie für sich.",
        "pupils": "Für die Kinder (Ordner „pupils“)",
        "teacher": "Nur für die Lehrkraft (Ordner „teacher“)",
        "sheet": "Blätter zum Drucken",
        "sheet_pdf": "Blätter zum Drucken (PDF)",
        "play_sheet": "Am Bildschirm spielen",
        "key": "Lösungen zum Drucken",
        "key_pdf": "Lösungen zum Drucken (PDF)",
        "play_key": "Am Bildschirm spielen, mit den Lösungen",
        "results": "Die Codes der Kinder prüfen: wer hat was gelöst",
        "how_sheet": "Die Blätter der Kinder bei 100 % (Originalgröße) drucken, nicht „an Seite anpassen“.",
        "seed_sheet": (
            "Seed {seed}: jede Klasse mit diesem Seed bekommt genau diese Rätsel. Für neue "
            "Rätsel das Blatt mit einem anderen Seed noch einmal machen: {command}"
        ),
    },
    "lv": {
        "in_book": "Šajā grāmatā",
        "in_sheet": "Šajā lapā",
        "section": "{kind}: {puzzles} ({levels})",
        "pages": "Lappuses: {n} ({paper})",
        "pages_sheet": "Lappuses katram skolēnam: {n} ({paper}); lappuses ar atbildēm: {keys}",
        "age": "Skolēniem {age} gadu vecumā",
        "play": "Spēlēt",
        "play_book": "Spēlēt katru mīklu ekrānā",
        "print": "Drukāt",
        "book_pdf": "Grāmata drukāšanai (PDF)",
        "book_pages": "Lappuses, ko apskatīt un drukāt no pārlūka",
        "cover_pdf": "Vāks: aizmugure, muguriņa un priekšpuse uz vienas loksnes (PDF)",
        "cover_svg": "Vāks: aizmugure, muguriņa un priekšpuse uz vienas loksnes",
        "how_print": (
            "Drukāt abpusēji, apgriežot pa garo malu, 100 % (īstajā izmērā), "
            "nevis “pielāgot lapai”."
        ),
        "how_service": (
            "Tipogrāfijai: augšupielādējiet book.pdf un cover.pdf tādus, kādi tie ir; "
            "domino-puzzles preflight vispirms tos pārbauda šai tipogrāfijai."
        ),
        "how_no_pdf": (
            "Šajā mapē nav PDF: izveidojiet grāmatu vēlreiz ar --pdf "
            "vai drukājiet lappuses no pārlūka."
        ),
        "file": "Mīklas kā datne",
        "book_yaml": "Katra mīkla ar tās atbildi (book.yaml)",
        "check": "domino-puzzles check book.yaml vēlreiz atrisina katru mīklu, pirms grāmatu drukā.",
        "seed_book": (
            "Izveidots ar sēklu {seed}: tā pati komanda ar to pašu sēklu izveido tieši to pašu "
            "grāmatu; cita sēkla izveido citas mīklas."
        ),
        "for_teacher": "Skolotājam: mapi “teacher” paturiet sev.",
        "pupils": "Skolēniem (mape “pupils”)",
        "teacher": "Tikai skolotājam (mape “teacher”)",
        "sheet": "Lapas drukāšanai",
        "sheet_pdf": "Lapas drukāšanai (PDF)",
        "play_sheet": "Spēlēt ekrānā",
        "key": "Atbildes drukāšanai",
        "key_pdf": "Atbildes drukāšanai (PDF)",
        "play_key": "Spēlēt ekrānā, ar atbildēm",
        "results": "Pārbaudīt skolēnu kodus: kurš ko atrisināja",
        "how_sheet": "Drukājiet skolēnu lapas 100 % (īstajā izmērā), nevis “pielāgot lapai”.",
        "seed_sheet": (
            "Sēkla {seed}: katra klase ar šo sēklu saņem tieši šīs mīklas. Jaunām mīklām "
            "izveidojiet lapu vēlreiz ar citu sēklu: {command}"
        ),
    },
}


def landing_word(lang: str, key: str, **values: object) -> str:
    text = LANDING.get(lang, {}).get(key) or LANDING["en"][key]
    return text.format(**values) if values else text
