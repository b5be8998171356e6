"""What each print-on-demand service asks of a paperback's files: the numbers
`domino-puzzles preflight` checks a book against (domino_puzzles/preflight.py).

Every length is in inches, as the services state them. Where the numbers
come from, in words (the services change them now and then: check their
current pages before a big print run):

- KDP (Amazon Kindle Direct Publishing), paperback: interior bleed 0.125 in
  on the top, the bottom and the outer side, never the spine side; outside
  margins at least 0.25 in without bleed and 0.375 in with it; the gutter
  (inside margin) by page count, 24-150 pages 0.375 in, 151-300 0.5,
  301-500 0.625, 501-700 0.75, 701-828 0.875; 24 to 828 pages (776 on
  cream); spine 0.002252 in a page on white paper, 0.0025 on cream; cover
  bleed 0.125 in all round, its text at least 0.125 in inside the trim;
  spine text from 80 pages (more than 79), 0.0625 in clear of each fold;
  the barcode in a 2 x 1.2 in area at the foot of the back, 0.25 in from
  the spine and the bottom edge. From KDP's paper and trim, margin and
  cover-calculator help as restated by KDP formatting guides (minjeegan.com,
  kdpeasy.com, aiwritebook.com) and KDP's former CreateSpace specifications.
- IngramSpark, paperback: margins at least 0.5 in from the trim on every
  side, gutter included (IngramSpark's "File Requirements for Print Books");
  interior bleed 0.125 in on the top, the bottom and the outer side, as
  for KDP (its File Creation Guide); at least 18 pages (IngramSpark's
  answer: "a minimum page count of 18 pages for all print titles"), at most
  1,200 (a restatement of its paper limits; fewer on some trims); spine
  about 0.00212 in a page on white and 0.00229 on cream (10.77 and 11.63 mm
  for 200 pages, read off IngramSpark's cover calculator by
  preparetopublish.com: an approximation, IngramSpark's template generator
  is the authority); spine text from 48 pages: "Books under 48 pages
  cannot carry spine text" (bookcoverslab.com, "IngramSpark Cover Creator",
  step 4, restating IngramSpark's cover template; one guide, cambric.pages.dev,
  asks a 0.5 in spine instead: the template generator decides). Its cover
  margin and barcode area were not found in the sources: KDP's are used.
- Lulu, paperback (perfect bound): bleed 0.125 in on every side of every
  page, so a page with bleed is 0.25 in wider and taller than the trim; a
  page without bleed is taken at trim size (Lulu adds the margin);
  everything important at least 0.5 in inside the trim, the safety margin
  (help.lulu.com, "What is bleed"); Lulu asks for no more on the spine side
  ("0.5 in margins on all your pages", a gutter of 0.2-0.3 in more is a
  suggestion); 32 to 800 pages (Lulu's spine width calculator);
  spine (pages / 444) + 0.06 in on standard paper, white or cream
  (help.api.lulu.com, "How is spine width calculated"); spine text from 80
  pages (Lulu's note on spine text); the barcode area 3.625 x 1.25 in at the
  foot of the back, 0.375 in from the spine and the bottom edge (Lulu's
  help on space for the ISBN). Lulu's cover margin is taken as its safety
  margin, 0.5 in.

Every service here binds an even page count: the page count is checked even.
"""

from __future__ import annotations

from dataclasses import dataclass

INCH = 25.4  # mm

TOP, BOTTOM, OUTER, INNER = "top", "bottom", "outer", "inner"


@dataclass(frozen=True)
class Service:
    """One print service's paperback: interior, cover and their limits. Lengths in inches."""

    name: str  # as the service calls itself
    bleed: float  # what is trimmed off each side that has bleed
    bleed_sides: frozenset[str]  # of the interior pages: top, bottom, outer, inner
    margin: float  # nothing but bleeding art nearer a trimmed edge (top, bottom, outer)
    margin_with_bleed: float  # the same, on a book with bleed
    gutters: tuple[tuple[int, float], ...]  # (up to so many pages, the inside margin)
    min_pages: int
    max_pages: int
    spine_per_page: dict[str, float]  # paper stock -> inches a page
    spine_extra: float  # inches the spine has over its pages (the cover's own thickness)
    max_pages_by_stock: dict[str, int]  # a stock with a lower limit than max_pages
    cover_bleed: float  # all round the cover sheet
    cover_margin: float  # the cover's text this far inside the trim
    spine_text_pages: int  # spine text from so many pages on
    spine_margin: float  # spine text this far inside each fold
    barcode: tuple[float, float]  # width, height of the clear area at the foot of the back
    barcode_from_spine: float
    barcode_from_bottom: float
    # The file the service asks for ("PDF/X-1a": CMYK or grey, no
    # transparency, an output intent and GTS_PDFXVersion), "" a plain PDF;
    # and whether it asks for an ISBN (IngramSpark prints its barcode).
    pdfx: str = ""
    needs_isbn: bool = False

    def gutter(self, pages: int) -> float:
        """The inside margin in inches for a book of `pages` pages."""
        return next(inches for most, inches in self.gutters if pages <= most)

    def outside(self, bleed: bool) -> float:
        return self.margin_with_bleed if bleed else self.margin

    def spine(self, pages: int, stock: str) -> float:
        """The spine in inches for `pages` pages on `stock` paper."""
        return pages * self.spine_per_page[stock] + self.spine_extra

    def most_pages(self, stock: str | None) -> int:
        if stock is None:
            return max([self.max_pages, *self.max_pages_by_stock.values()])
        return self.max_pages_by_stock.get(stock, self.max_pages)


KDP = Service(
    name="KDP",
    bleed=0.125,
    bleed_sides=frozenset({TOP, BOTTOM, OUTER}),
    margin=0.25,
    margin_with_bleed=0.375,
    gutters=((150, 0.375), (300, 0.5), (500, 0.625), (700, 0.75), (10**9, 0.875)),
    min_pages=24,
    max_pages=828,
    spine_per_page={"white": 0.002252, "cream": 0.0025},
    spine_extra=0.0,
    max_pages_by_stock={"cream": 776},
    cover_bleed=0.125,
    cover_margin=0.125,
    spine_text_pages=80,
    spine_margin=0.0625,
    barcode=(2.0, 1.2),
    barcode_from_spine=0.25,
    barcode_from_bottom=0.25,
)

INGRAM = Service(
    name="IngramSpark",
    bleed=0.125,
    bleed_sides=frozenset({TOP, BOTTOM, OUTER}),
    margin=0.5,
    margin_with_bleed=0.5,
    gutters=((10**9, 0.5),),
    min_pages=18,
    max_pages=1200,
    spine_per_page={"white": 0.00212, "cream": 0.00229},
    spine_extra=0.0,
    max_pages_by_stock={},
    cover_bleed=0.125,
    cover_margin=0.125,
    spine_text_pages=48,  # bookcoverslab.com: "Books under 48 pages cannot carry spine text"
    spine_margin=0.0625,
    barcode=(2.0, 1.2),
    barcode_from_spine=0.25,
    barcode_from_bottom=0.25,
    pdfx="PDF/X-1a",  # IngramSpark's File Creation Guide: PDF/X-1a recommended
    needs_isbn=True,  # every IngramSpark title carries an ISBN and its barcode
)

LULU = Service(
    name="Lulu",
    bleed=0.125,
    bleed_sides=frozenset({TOP, BOTTOM, OUTER, INNER}),
    margin=0.5,
    margin_with_bleed=0.5,
    gutters=((10**9, 0.5),),
    min_pages=32,
    max_pages=800,
    spine_per_page={"white": 1 / 444, "cream": 1 / 444},
    spine_extra=0.06,
    max_pages_by_stock={},
    cover_bleed=0.125,
    cover_margin=0.5,
    spine_text_pages=80,
    spine_margin=0.0625,
    barcode=(3.625, 1.25),
    barcode_from_spine=0.375,
    barcode_from_bottom=0.375,
)

SERVICES = {"kdp": KDP, "ingram": INGRAM, "lulu": LULU}
# The most pages any service prints: a book past it is reported before any page is read.
MOST_PAGES = max(s.most_pages(None) for s in SERVICES.values())

# The tool's own rule (puzzles/drawing/page.py, cover.py; tests/pagecheck.py):
# KDP's, with 0.375 in kept inside the trim whether or not the book has bleed,
# on the cover too.
TOOL = Service(**{**KDP.__dict__, "name": "domino-puzzles", "margin": 0.375, "cover_margin": 0.375})
