// Placeholder pictures for the demo platform, drawn locally (SVG rendered by sharp, no network):
// garment silhouettes in the product's colour, shop banners, category pictures and shop photos.
// Every picture goes through storeImage like an upload, so the app serves them the same way.
import { availableParallelism } from "node:os";
import sharp from "sharp";
import { COLOR_OPTIONS } from "~/domain/catalog/constants";
import { storeImage } from "~/domain/images/images.server";
import type { Storage } from "~/media/storage.server";

export type Garment = "tshirt" | "shirt" | "kurta" | "dress" | "frock" | "saree" | "lehenga" | "trousers" | "shorts";
export const PRODUCT_ANGLES = ["Front", "Back", "Detail"] as const;
export type Angle = (typeof PRODUCT_ANGLES)[number];

const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";
const DEMO_RULES = { maxBytes: 10 * 1024 * 1024 };

// ---------------------------------------------------------------------------------------------
// Colours

interface Rgb {
  r: number;
  g: number;
  b: number;
}

const hexToRgb = (hex: string): Rgb => {
  const n = Number.parseInt(hex.slice(1), 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
};
const rgbToHex = ({ r, g, b }: Rgb) => `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;
/** Blends towards white (amount > 0) or black (amount < 0). */
const shade = (hex: string, amount: number) => {
  const c = hexToRgb(hex);
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  return rgbToHex({ r: c.r + (target - c.r) * t, g: c.g + (target - c.g) * t, b: c.b + (target - c.b) * t });
};
const luminance = (hex: string) => {
  const { r, g, b } = hexToRgb(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
};

const MULTICOLOR_STOPS = ["#ef4444", "#f59e0b", "#22c55e", "#3b82f6", "#a855f7"];

/** Gradient stops for a colour name: a hex swatch gives a light-to-dark fabric, Multicolor a rainbow. */
function fabricStops(colorName: string): string[] {
  const css = COLOR_OPTIONS.find((c) => c.name.toLowerCase() === colorName.toLowerCase())?.css ?? "#9ca3af";
  if (!css.startsWith("#")) return MULTICOLOR_STOPS;
  return [shade(css, 0.18), css, shade(css, -0.22)];
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[ch] ?? ch);

function linearGradient(id: string, stops: string[], vertical = false): string {
  const coords = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
  const body = stops.map((c, i) => `<stop offset="${stops.length === 1 ? 0 : i / (stops.length - 1)}" stop-color="${c}"/>`).join("");
  return `<linearGradient id="${id}" ${coords}>${body}</linearGradient>`;
}

/** Splits a title into at most `maxLines` lines of about `width` characters. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    const joined = `${last} ${word}`;
    if (last !== undefined && joined.length <= width) lines[lines.length - 1] = joined;
    else lines.push(word);
  }
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1]}…`;
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Garment silhouettes, drawn in a 200 x 240 box. `front` adds buttons, necklines and embroidery.

interface Silhouette {
  body: string;
  /** Drawn over the body in the front view only. */
  front?: string;
  /** Drawn over the body in every view (trims, borders). */
  trim?: string;
  /** Where the back view shows the neck label; garments without a neckline have none. */
  neckLabelY?: number;
}

const SILHOUETTES: Record<Garment, Silhouette> = {
  tshirt: {
    neckLabelY: 18,
    body: "M60,14 L82,6 Q100,26 118,6 L140,14 L196,44 L178,88 L156,76 L156,220 L44,220 L44,76 L22,88 L4,44 Z",
    front: '<path d="M82,6 Q100,26 118,6" fill="none" stroke="rgba(0,0,0,.25)" stroke-width="4"/>',
  },
  shirt: {
    neckLabelY: 22,
    body: "M62,12 L84,4 L100,20 L116,4 L138,12 L190,52 L186,156 L164,156 L158,84 L158,222 L42,222 L42,84 L36,156 L14,156 L10,52 Z",
    front:
      '<path d="M84,4 L100,20 L88,34 Z M116,4 L100,20 L112,34 Z" fill="rgba(255,255,255,.35)"/>' +
      '<line x1="100" y1="20" x2="100" y2="222" stroke="rgba(0,0,0,.25)" stroke-width="2"/>' +
      [50, 84, 118, 152, 186].map((y) => `<circle cx="106" cy="${y}" r="3.5" fill="rgba(255,255,255,.8)"/>`).join(""),
  },
  kurta: {
    neckLabelY: 14,
    body: "M64,10 L86,4 Q100,18 114,4 L136,10 L182,42 L176,134 L156,134 L152,74 L162,236 L38,236 L48,74 L44,134 L24,134 L18,42 Z",
    front:
      '<line x1="100" y1="16" x2="100" y2="70" stroke="rgba(0,0,0,.3)" stroke-width="2"/>' +
      [28, 42, 56].map((y) => `<circle cx="100" cy="${y}" r="3" fill="rgba(255,255,255,.8)"/>`).join(""),
    trim:
      '<path d="M40,226 L160,226" stroke="rgba(255,255,255,.45)" stroke-width="5" stroke-dasharray="6 5"/>' +
      '<path d="M48,180 L44,236 M152,180 L156,236" stroke="rgba(0,0,0,.3)" stroke-width="2"/>',
  },
  dress: {
    neckLabelY: 12,
    body: "M74,6 L90,4 Q100,16 110,4 L126,6 L132,44 L128,84 L192,232 L8,232 L72,84 L68,44 Z",
    front: '<path d="M72,84 Q100,96 128,84" fill="none" stroke="rgba(255,255,255,.6)" stroke-width="5"/>',
  },
  frock: {
    neckLabelY: 20,
    body: "M70,14 L90,10 Q100,20 110,10 L130,14 L134,70 L188,210 Q100,236 12,210 L66,70 Z M70,14 Q46,20 50,44 L68,40 Z M130,14 Q154,20 150,44 L132,40 Z",
    front: [60, 100, 140].map((x) => `<circle cx="${x}" cy="${x === 100 ? 190 : 180}" r="9" fill="rgba(255,255,255,.5)"/>`).join(""),
    trim: '<path d="M22,206 Q100,230 178,206" fill="none" stroke="rgba(255,255,255,.55)" stroke-width="6"/>',
  },
  saree: {
    body: "M72,16 L128,16 L136,62 L150,236 L50,236 L64,62 Z",
    front: [
      ...[84, 94, 104, 114].map((x) => `<line x1="${x}" y1="150" x2="${x - 4}" y2="236" stroke="rgba(0,0,0,.18)" stroke-width="2"/>`),
      '<path d="M72,16 L102,16 L156,124 L156,210 L134,210 L122,126 Z" fill="rgba(255,255,255,.28)"/>',
    ].join(""),
    trim: '<path d="M50,228 L150,228" stroke="#d4a017" stroke-width="8"/><path d="M136,62 L150,236" stroke="#d4a017" stroke-width="5"/>',
  },
  lehenga: {
    body: "M70,10 L130,10 L138,58 L62,58 Z M64,66 L136,66 L198,236 L2,236 Z",
    front:
      '<path d="M70,10 L100,10 L168,150 L150,236 L128,236 L140,150 Z" fill="rgba(255,255,255,.25)"/>' +
      [40, 80, 120, 160].map((x) => `<circle cx="${x}" cy="200" r="6" fill="#fde68a"/>`).join(""),
    trim: '<path d="M8,226 L192,226" stroke="#d4a017" stroke-width="10"/>',
  },
  trousers: {
    body: "M48,4 L152,4 L164,236 L110,236 L100,72 L90,236 L36,236 Z",
    front:
      '<line x1="48" y1="22" x2="152" y2="22" stroke="rgba(0,0,0,.25)" stroke-width="3"/>' +
      '<path d="M58,24 Q70,50 86,26 M142,24 Q130,50 114,26" fill="none" stroke="rgba(255,255,255,.45)" stroke-width="3"/>',
    trim: '<path d="M100,22 L100,72" stroke="rgba(0,0,0,.25)" stroke-width="2" stroke-dasharray="4 3"/>',
  },
  shorts: {
    body: "M40,40 L160,40 L178,170 L110,170 L100,104 L90,170 L22,170 Z",
    front: '<line x1="40" y1="56" x2="160" y2="56" stroke="rgba(0,0,0,.25)" stroke-width="3"/>',
    trim: '<path d="M24,160 L90,160 M110,160 L176,160" stroke="rgba(255,255,255,.5)" stroke-width="3" stroke-dasharray="5 4"/>',
  },
};

const backLabel = (y: number | undefined) =>
  y === undefined ? "" : `<rect x="94" y="${y}" width="12" height="8" rx="1" fill="rgba(255,255,255,.7)"/>`;

/** A garment in fabric `fabricId`, as `<g>` scaled into a `size`-wide square at (x, y). */
function garmentGroup(garment: Garment, fabricId: string, view: "front" | "back", x: number, y: number, size: number): string {
  const s = SILHOUETTES[garment];
  const scale = size / 240;
  return (
    `<g transform="translate(${x + (size - 200 * scale) / 2},${y}) scale(${scale})">` +
    `<path d="${s.body}" fill="url(#${fabricId})" stroke="rgba(0,0,0,.35)" stroke-width="2" stroke-linejoin="round"/>` +
    (view === "front" ? (s.front ?? "") : backLabel(s.neckLabelY)) +
    (s.trim ?? "") +
    "</g>"
  );
}

// ---------------------------------------------------------------------------------------------
// Pictures

async function svgToStoredImage(storage: Storage, svg: string): Promise<string> {
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return storeImage(storage, png, DEMO_RULES, "demo");
}

export function productImageSvg(p: { name: string; color: string; garment: Garment; angle: Angle }): string {
  const W = 640;
  const H = 800;
  const stops = fabricStops(p.color);
  const main = stops[Math.floor(stops.length / 2)];
  // Light fabrics on a darker backdrop and dark fabrics on a light one, so the garment stands out.
  const light = luminance(main) > 0.72;
  const bg = light ? ["#475569", "#1e293b"] : [shade(main, 0.88), shade(main, 0.7)];
  const textColor = "#111827";
  const garment =
    p.angle === "Detail"
      ? // A close-up of the upper half: the silhouette enlarged and clipped by the frame, with a weave texture.
        `${garmentGroup(p.garment, "fabric", "front", -260, -40, 1160)}<rect width="${W}" height="${H}" fill="url(#weave)"/>`
      : garmentGroup(p.garment, "fabric", p.angle === "Front" ? "front" : "back", 70, 80, 500);
  const lines = wrap(p.name, 30, 2);
  const bandH = 54 + lines.length * 36;
  const text = lines
    .map(
      (line, i) =>
        `<text x="32" y="${H - bandH + 48 + i * 36}" font-family="${FONT}" font-size="28" font-weight="bold" fill="${textColor}">${escapeXml(line)}</text>`,
    )
    .join("");
  // Drawn on a 640 x 800 canvas but rendered at 560 x 700: each picture is re-encoded three times by
  // storeImage, and the smaller size keeps the whole demo seed well under a minute on two cores.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="700" viewBox="0 0 ${W} ${H}">
<defs>${linearGradient("bg", bg, true)}${linearGradient("fabric", stops)}
<pattern id="weave" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="14" stroke="rgba(255,255,255,.18)" stroke-width="5"/></pattern></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<ellipse cx="${W / 2}" cy="600" rx="220" ry="20" fill="rgba(0,0,0,.12)"/>
${garment}
<rect x="${W - 150}" y="24" width="126" height="42" rx="21" fill="rgba(255,255,255,.85)"/>
<text x="${W - 87}" y="52" text-anchor="middle" font-family="${FONT}" font-size="20" fill="${textColor}">${p.angle}</text>
<rect x="0" y="${H - bandH}" width="${W}" height="${bandH}" fill="rgba(255,255,255,.9)"/>
${text}
<text x="32" y="${H - 22}" font-family="${FONT}" font-size="18" fill="#4b5563">${escapeXml(p.color)}</text>
</svg>`;
}

/** A product photo placeholder: the garment in the colour, labelled with the angle and the name. */
export function makeProductImage(storage: Storage, p: { name: string; color: string; garment: Garment; angle: Angle }): Promise<string> {
  return limit(() => svgToStoredImage(storage, productImageSvg(p)));
}

/** A category picture: the garment on a tinted square, no text (the page prints the name). */
export function makeCategoryImage(storage: Storage, p: { garment: Garment; color: string }): Promise<string> {
  const stops = fabricStops(p.color);
  const main = stops[Math.floor(stops.length / 2)];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
<defs>${linearGradient("bg", [shade(main, 0.85), shade(main, 0.65)])}${linearGradient("fabric", stops)}</defs>
<rect width="600" height="600" fill="url(#bg)"/>
<circle cx="300" cy="300" r="250" fill="rgba(255,255,255,.35)"/>
${garmentGroup(p.garment, "fabric", "front", 110, 100, 380)}
</svg>`;
  return limit(() => svgToStoredImage(storage, svg));
}

/**
 * The stock picture of a main category (scripts/make-category-art.ts renders it once into
 * public/): garments side by side on a light backdrop, 600 x 400, no text.
 */
export function mainCategoryArtSvg(art: { backdrop: [string, string]; garments: Array<{ garment: Garment; color: string }> }): string {
  const n = art.garments.length;
  const size = n > 1 ? 270 : 320;
  const fabrics = art.garments.map((g, i) => linearGradient(`f${i}`, fabricStops(g.color)));
  const garments = art.garments
    .map((g, i) =>
      garmentGroup(g.garment, `f${i}`, "front", 300 - (n * size) / 2 + i * (size - 40) + (n > 1 ? 20 : 0), 60 + (i % 2) * 24, size),
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400">
<defs>${linearGradient("bg", art.backdrop)}${fabrics.join("")}</defs>
<rect width="600" height="400" fill="url(#bg)"/>
<circle cx="510" cy="60" r="120" fill="rgba(255,255,255,.45)"/>
<circle cx="80" cy="360" r="110" fill="rgba(255,255,255,.35)"/>
<ellipse cx="300" cy="362" rx="230" ry="14" fill="rgba(0,0,0,.06)"/>
${garments}
</svg>`;
}

export interface BannerArt {
  /** Two colours for the background gradient. */
  colors: [string, string];
  /** Text drawn on the picture; platform banners leave it out because the page overlays their title. */
  title?: string;
  subtitle?: string;
  garments: Garment[];
}

/** A wide 1600 x 600 banner with garments on the right and optional text on the left. */
export function makeBannerImage(storage: Storage, art: BannerArt): Promise<string> {
  const [a, b] = art.colors;
  const fabrics = art.garments.map((_, i) => linearGradient(`f${i}`, [shade(MULTICOLOR_STOPS[i % 5], 0.3), MULTICOLOR_STOPS[(i + 2) % 5]]));
  const garments = art.garments.map((g, i) => garmentGroup(g, `f${i}`, "front", 860 + i * 230, 160 + (i % 2) * 40, 300)).join("");
  // Text stays left of x = 840, clear of the garments.
  const subtitle = art.subtitle ? wrap(art.subtitle, 38, 2) : [];
  const ctaY = 320 + subtitle.length * 42;
  const text = art.title
    ? `<text x="90" y="250" font-family="${FONT}" font-size="72" font-weight="bold" fill="#ffffff">${escapeXml(art.title)}</text>` +
      subtitle
        .map(
          (line, i) =>
            `<text x="92" y="${312 + i * 42}" font-family="${FONT}" font-size="30" fill="rgba(255,255,255,.92)">${escapeXml(line)}</text>`,
        )
        .join("") +
      `<rect x="90" y="${ctaY}" width="230" height="64" rx="32" fill="#ffffff"/>` +
      `<text x="205" y="${ctaY + 42}" text-anchor="middle" font-family="${FONT}" font-size="26" font-weight="bold" fill="${b}">Shop now</text>`
    : "";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600">
<defs>${linearGradient("bg", [a, b])}${fabrics.join("")}</defs>
<rect width="1600" height="600" fill="url(#bg)"/>
<circle cx="1350" cy="80" r="260" fill="rgba(255,255,255,.12)"/>
<circle cx="980" cy="560" r="180" fill="rgba(255,255,255,.10)"/>
<circle cx="140" cy="-40" r="160" fill="rgba(255,255,255,.08)"/>
${garments}
${text}
</svg>`;
  return limit(() => svgToStoredImage(storage, svg));
}

/** A shop's profile photo: a striped awning over the shop's initials. */
export function makeShopPhoto(storage: Storage, p: { shopName: string; color: string }): Promise<string> {
  const initials = p.shopName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join("");
  const stripes = Array.from({ length: 6 }, (_, i) =>
    i % 2 ? "" : `<rect x="${40 + i * 53.3}" y="70" width="53.3" height="70" fill="${p.color}"/>`,
  ).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
<rect width="400" height="400" fill="${shade(p.color, 0.85)}"/>
<rect x="40" y="70" width="320" height="70" fill="#ffffff"/>${stripes}
<path d="M40,140 Q66,170 93,140 Q120,170 146,140 Q173,170 200,140 Q226,170 253,140 Q280,170 306,140 Q333,170 360,140 Z" fill="${p.color}"/>
<rect x="60" y="165" width="280" height="180" fill="#ffffff" stroke="${shade(p.color, -0.2)}" stroke-width="6"/>
<text x="200" y="285" text-anchor="middle" font-family="${FONT}" font-size="84" font-weight="bold" fill="${shade(p.color, -0.25)}">${escapeXml(initials)}</text>
</svg>`;
  return limit(() => svgToStoredImage(storage, svg));
}

// ---------------------------------------------------------------------------------------------
// Rendering is CPU-bound; a small queue keeps all cores busy without piling up hundreds of
// decoded images in memory when a caller fires every picture at once.

const MAX_PARALLEL = 2 * availableParallelism(); // x2: each task also waits on disk writes
let running = 0;
const waiting: Array<() => void> = [];

async function limit<T>(task: () => Promise<T>): Promise<T> {
  // A finishing task hands its slot straight to the next waiter, so `running` never overshoots.
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await task();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}
