// Rows of a statement saved as markup under an ".xls" name: an HTML page with a <table> (what
// several Indian banks' "Excel" download is) or an Excel 2003 XML spreadsheet. Read by splitting on
// the row and cell tags, with no DOM: these files are machine-written and flat. Every pattern here
// stops at the next "<", so an upload crafted against it still takes time in proportion to its size.

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const cellText = (markup: string) =>
  decodeEntities(markup.replace(/<br\s*\/?>/gi, " ").replace(/<[^<>]*>/g, ""))
    .replace(/\s+/g, " ")
    .trim();

/** The pieces after each opening tag (its attributes up to ">", then its content), the first dropped. */
const afterTags = (markup: string, tag: RegExp) => markup.split(tag).slice(1);

function attributesAndContent(piece: string): [string, string] {
  const end = piece.indexOf(">");
  return end === -1 ? [piece, ""] : [piece.slice(0, end), piece.slice(end + 1)];
}

/** The text without comments, scripts and styles (an unclosed one runs to the end). */
function withoutBlocks(html: string): string {
  const lower = html.toLowerCase();
  const blocks: [string, string][] = [
    ["<!--", "-->"],
    ["<script", "</script"],
    ["<style", "</style"],
  ];
  // Where each kind next opens, searched again only once passed: one pass over the text per kind.
  const next = blocks.map(() => -1);
  let out = "";
  let at = 0;
  while (at < html.length) {
    for (const [i, [open]] of blocks.entries()) {
      if (next[i] >= at) continue;
      const found = lower.indexOf(open, at);
      next[i] = found === -1 ? Number.POSITIVE_INFINITY : found;
    }
    const first = Math.min(html.length, ...next);
    out += html.slice(at, first);
    if (first === html.length) break;
    const close = blocks[next.indexOf(first)][1];
    const end = lower.indexOf(close, first);
    at = end === -1 ? html.length : end + close.length;
  }
  return out;
}

function htmlRows(html: string): string[][] {
  const body = withoutBlocks(html);
  return afterTags(body, /<tr\b/i).map((piece) => {
    const row = piece.split(/<\/tr\s*>|<\/table\s*>/i)[0];
    return afterTags(row, /<t[dh]\b/i).flatMap((cell) => {
      const [attributes, content] = attributesAndContent(cell);
      const span = Number(/colspan\s*=\s*["']?(\d+)/i.exec(attributes)?.[1] ?? 1);
      const text = cellText(content.split(/<\/t[dh]\s*>/i)[0]);
      return [text, ...Array<string>(Math.min(Math.max(span, 1), 100) - 1).fill("")];
    });
  });
}

function spreadsheetXmlRows(xml: string): string[][] {
  return afterTags(xml, /<(?:ss:)?Row\b/).map((piece) => {
    const row = piece.split(/<\/(?:ss:)?Row\s*>/)[0];
    const cells: string[] = [];
    for (const cell of afterTags(row, /<(?:ss:)?Cell\b/)) {
      const [attributes, content] = attributesAndContent(cell);
      // ss:Index (1-based) skips the empty cells Excel leaves out.
      const index = Number(/ss:Index\s*=\s*"(\d+)"/.exec(attributes)?.[1] ?? 0);
      if (index > cells.length + 1 && index <= 1000) cells.push(...Array<string>(index - 1 - cells.length).fill(""));
      const [, data] = attributesAndContent(afterTags(content, /<(?:ss:)?Data\b/)[0] ?? "");
      cells.push(cellText(data.split(/<\/(?:ss:)?Data\s*>/)[0]));
    }
    return cells;
  });
}

/** The rows of an HTML table or an Excel 2003 XML spreadsheet; null when the text is neither. */
export function markupRows(text: string): string[][] | null {
  if (text.includes("urn:schemas-microsoft-com:office:spreadsheet") && /<(?:ss:)?Row\b/.test(text)) return spreadsheetXmlRows(text);
  if (/<table\b/i.test(text)) return htmlRows(text);
  return null;
}
