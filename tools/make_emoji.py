"""Draw the bot's suit and joker emoji as small PNGs, with the standard library only.

    python tools/make_emoji.py            # (re)writes data/emoji/*.png
    python tools/make_emoji.py --check    # exit 1 if the committed files differ from the drawing

Each image is 64×64, transparent, one filled shape with a light outline so it reads on both the
dark and the light Discord theme: Rams a red heart, Crows a dark spade, Masks an amber diamond,
Tomes a blue club, the jokers a star (red or black) with a "J". The output is deterministic
(no timestamps), so the committed files can be checked against this script.
"""

from __future__ import annotations

import math
import struct
import sys
import zlib
from collections.abc import Callable, Sequence
from pathlib import Path

SIZE = 64
SUPERSAMPLE = 4  # samples per pixel along each axis, for smooth edges
FIT = 0.84  # shapes are drawn at this scale, leaving room for the outline
OUTLINE = 0.075  # width of the light outline around each shape, in the same units
RING = tuple((math.cos(i * math.pi / 8), math.sin(i * math.pi / 8)) for i in range(16))
EMOJI_DIR = Path(__file__).resolve().parents[1] / "data" / "emoji"

Colour = tuple[int, int, int]
Shape = Callable[[float, float], bool]  # (x, y) in [-1, 1]², y pointing up → inside?

LIGHT: Colour = (245, 245, 245)


def heart(x: float, y: float) -> bool:
    # The classic heart curve (x² + y² − 1)³ − x²y³ ≤ 0, scaled to fit [-1, 1]².
    x, y = x * 1.25, y * 1.25 + 0.2
    return (x * x + y * y - 1) ** 3 - x * x * y**3 <= 0


def spade(x: float, y: float) -> bool:
    # An upside-down heart on a short stem.
    if heart(x, -y + 0.15):
        return True
    return -0.95 <= y <= -0.3 and abs(x) <= 0.12 + (-0.3 - y) * 0.45


def diamond(x: float, y: float) -> bool:
    return abs(x) / 0.72 + abs(y) / 0.95 <= 1


def club(x: float, y: float) -> bool:
    radius = 0.36
    for cx, cy in ((0.0, 0.42), (-0.42, -0.08), (0.42, -0.08)):
        if (x - cx) ** 2 + (y - cy) ** 2 <= radius * radius:
            return True
    if x * x + (y - 0.05) ** 2 <= 0.22 * 0.22:  # fills the gap between the three leaves
        return True
    return -0.95 <= y <= -0.1 and abs(x) <= 0.08 + max(0.0, -0.2 - y) * 0.45


def _star_points(points: int = 5, outer: float = 0.98, inner: float = 0.42) -> list[tuple[float, float]]:
    vertices = []
    for i in range(points * 2):
        angle = math.pi / 2 + i * math.pi / points
        r = outer if i % 2 == 0 else inner
        vertices.append((r * math.cos(angle), r * math.sin(angle) - 0.06))
    return vertices


STAR = _star_points()


def inside_polygon(x: float, y: float, vertices: Sequence[tuple[float, float]]) -> bool:
    inside = False
    j = len(vertices) - 1
    for i, (xi, yi) in enumerate(vertices):
        xj, yj = vertices[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


def star(x: float, y: float) -> bool:
    return inside_polygon(x, y, STAR)


def letter_j(x: float, y: float) -> bool:
    """A small bold "J" in the middle of the star."""
    stroke = 0.09
    if abs(y - 0.3) <= stroke * 0.8 and -0.22 <= x <= 0.22:  # top bar
        return True
    if abs(x - 0.06) <= stroke and -0.18 <= y <= 0.3:  # stem
        return True
    # the hook: a half ring under the stem
    dx, dy = x + 0.08, y + 0.18
    ring = math.hypot(dx, dy)
    return dy <= 0 and 0.14 - stroke <= ring <= 0.14 + stroke


def grown(shape: Shape, factor: float) -> Shape:
    return lambda x, y: shape(x / factor, y / factor)


def dilated(shape: Shape, width: float) -> Shape:
    """Every point within `width` of the shape (sampled on a ring): the shape plus an outline."""
    return lambda x, y: shape(x, y) or any(shape(x + width * dx, y + width * dy) for dx, dy in RING)


def render(layers: Sequence[tuple[Shape, Colour]]) -> bytes:
    """RGBA pixels, top row first; later layers paint over earlier ones."""
    rows = bytearray()
    n = SUPERSAMPLE
    for py in range(SIZE):
        rows.append(0)  # PNG filter type 0 (none) for this row
        for px in range(SIZE):
            red = green = blue = alpha = 0.0
            for sy in range(n):
                for sx in range(n):
                    x = ((px + (sx + 0.5) / n) / SIZE) * 2 - 1
                    y = 1 - ((py + (sy + 0.5) / n) / SIZE) * 2
                    for shape, colour in reversed(layers):
                        if shape(x, y):
                            red, green, blue = red + colour[0], green + colour[1], blue + colour[2]
                            alpha += 1
                            break
            if alpha:
                rows += bytes(
                    (round(red / alpha), round(green / alpha), round(blue / alpha), round(255 * alpha / n**2))
                )
            else:
                rows += b"\0\0\0\0"
    return bytes(rows)


def png(pixels: bytes) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", SIZE, SIZE, 8, 6, 0, 0, 0)  # 8-bit RGBA, no interlace
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(pixels, 9))
        + chunk(b"IEND", b"")
    )


def outlined(shape: Shape, fill: Colour, outline: Colour = LIGHT) -> list[tuple[Shape, Colour]]:
    fitted = grown(shape, FIT)
    return [(dilated(fitted, OUTLINE), outline), (fitted, fill)]


def drawings() -> dict[str, list[tuple[Shape, Colour]]]:
    """File name (the emoji's name) → layers. Keys match bot/ui/common/emoji.py."""
    return {
        "fatebot_rams": outlined(heart, (211, 47, 47)),
        "fatebot_crows": outlined(spade, (38, 50, 56)),
        "fatebot_masks": outlined(diamond, (249, 168, 37)),
        "fatebot_tomes": outlined(club, (30, 136, 229)),
        "fatebot_red_joker": [*outlined(star, (229, 57, 53)), (grown(letter_j, FIT), LIGHT)],
        "fatebot_black_joker": [*outlined(star, (33, 33, 33)), (grown(letter_j, FIT), LIGHT)],
    }


def images() -> dict[str, bytes]:
    return {name: png(render(layers)) for name, layers in drawings().items()}


def main(argv: Sequence[str]) -> int:
    check = "--check" in argv
    EMOJI_DIR.mkdir(parents=True, exist_ok=True)
    stale = []
    for name, data in images().items():
        path = EMOJI_DIR / f"{name}.png"
        if check:
            if not path.is_file() or path.read_bytes() != data:
                stale.append(path.name)
        else:
            path.write_bytes(data)
            print(f"wrote {path.relative_to(EMOJI_DIR.parents[1])} ({len(data)} bytes)")
    if stale:
        print(f"out of date: {', '.join(stale)}; run python tools/make_emoji.py", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
