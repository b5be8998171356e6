"""SVG text of an svgwrite drawing, byte for byte what `Drawing.tostring()`
gives, written straight from the elements: svgwrite builds an ElementTree
of the whole page first and then serialises it, which took most of a book's
drawing time. Only the elements the pages use are known here (svg, g, defs,
rect, line, circle, polygon, text); any other falls back to svgwrite.

A printed page is written with `least_line` (mm on the sheet): every
stroke thinner than that once its groups' scales apply is written that
wide, so a key drawn at half size still prints its outlines and grids at
a print service's least line (0.75 pt).
"""

from __future__ import annotations

import math
import re
from xml.etree.ElementTree import _escape_attrib, _escape_cdata  # type: ignore[attr-defined]

from svgwrite.base import BaseElement
from svgwrite.container import Defs, Group
from svgwrite.drawing import Drawing
from svgwrite.shapes import Circle, Line, Polygon, Rect
from svgwrite.text import Text

_PLAIN = (Group, Defs, Rect, Line, Circle)


_SCALE = re.compile(r"scale\(\s*([-0-9.e]+)(?:[ ,]+([-0-9.e]+))?\s*\)")


def text_of(dwg: Drawing, least_line: float = 0.0) -> str:
    out: list[str] = []
    _element(dwg, out, 1.0, least_line)
    return "".join(out)


def _scaled(transform: str, scale: float) -> float:
    for sx, sy in _SCALE.findall(transform):
        scale *= math.sqrt(abs(float(sx) * float(sy or sx)))
    return scale


def _number(value: object) -> float:
    try:
        return float(str(value))
    except ValueError:
        return math.inf


def _element(e: BaseElement, out: list[str], scale: float, least: float) -> None:
    kind = type(e)
    if kind is Drawing:
        e.attribs["xmlns"] = "http://www.w3.org/2000/svg"
        e.attribs["xmlns:xlink"] = "http://www.w3.org/1999/xlink"
        e.attribs["xmlns:ev"] = "http://www.w3.org/2001/xml-events"
        e.attribs["baseProfile"] = e.profile
        e.attribs["version"] = e.version
    elif kind is Polygon:
        e.attribs["points"] = e.points_to_string(e.points)
    elif kind not in _PLAIN and kind is not Text:
        from xml.etree.ElementTree import tostring

        out.append(tostring(e.get_xml(), encoding="utf-8").decode("utf-8"))
        return
    tag = e.elementname
    out.append("<" + tag)
    if least and "transform" in e.attribs:
        scale = _scaled(str(e.attribs["transform"]), scale)
    for name, value in sorted(e.attribs.items()):
        if value is not None:
            if least and name == "stroke-width" and _number(value) * scale < least:
                value = math.ceil(least / scale * 1000) / 1000
            value = e.value_to_string(value)
            if value:
                out.append(f' {name}="{_escape_attrib(value)}"')
    text = str(e.text) if kind is Text else ""
    if not text and not e.elements:
        out.append(" />")
        return
    out.append(">")
    if text:
        out.append(_escape_cdata(text))
    for child in e.elements:
        _element(child, out, scale, least)
    out.append(f"</{tag}>")
