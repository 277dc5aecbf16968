"""Converts a CFF-outline OpenType font (.otf) to TrueType outlines (.ttf) with fontTools' cu2qu.

Used by scripts/subset-cjk-font.mjs: PDF readers take an embedded TrueType font (CIDFontType2,
glyphs by glyph id) without the CFF pitfalls of pdf-lib (its CFF subsets are rejected, and a
whole OpenType-CFF file is declared as a bare CFF table). Debian: apt-get install python3-fonttools.
Run: python3 scripts/otf2ttf.py IN.otf OUT.ttf
"""
import sys

from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont, newTable

MAX_ERR = 1.0  # font units: invisible at any size a PDF is read at
POST_FORMAT = 3.0  # no glyph names: the PDFs address glyphs by id


def glyphs_to_quadratic(glyph_set, order):
    quadratic = {}
    for name in order:
        pen = TTGlyphPen(glyph_set)
        glyph_set[name].draw(Cu2QuPen(pen, MAX_ERR, reverse_direction=True))
        quadratic[name] = pen.glyph()
    return quadratic


def convert(path_in, path_out):
    font = TTFont(path_in)
    if font.sfntVersion != "OTTO" or "CFF " not in font:
        raise SystemExit(f"{path_in}: not a CFF OpenType font")
    order = font.getGlyphOrder()
    glyf = newTable("glyf")
    glyf.glyphOrder = order
    glyf.glyphs = glyphs_to_quadratic(font.getGlyphSet(), order)
    del font["CFF "]
    for tag in ("VORG", "vmtx", "vhea"):
        if tag in font:
            del font[tag]
    font["glyf"] = glyf
    font["loca"] = newTable("loca")
    font["maxp"] = maxp = newTable("maxp")
    maxp.tableVersion = 0x00010000
    for field in (
        "maxZones maxTwilightPoints maxStorage maxFunctionDefs maxInstructionDefs "
        "maxStackElements maxSizeOfInstructions maxComponentElements"
    ).split():
        setattr(maxp, field, 0)
    maxp.maxZones = 1
    maxp.maxComponentDepth = 0
    font["head"].glyphDataFormat = 0
    font["head"].indexToLocFormat = 0
    post = font["post"]
    post.formatType = POST_FORMAT
    post.extraNames = []
    post.mapping = {}
    post.glyphOrder = None
    font.sfntVersion = "\x00\x01\x00\x00"
    font.save(path_out)


if __name__ == "__main__":
    convert(sys.argv[1], sys.argv[2])
