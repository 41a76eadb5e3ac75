// The page's module preloads at low fetch priority (docs/decisions/0099-scripts-at-low-priority.md):
// React Router's <Scripts> writes them with no priority option, and Chrome then fetches them at High,
// ahead of what the first paint needs. The HTML stream gets the attribute on its way out.

const PRELOAD = Buffer.from('rel="modulepreload"');
const LOW_PRIORITY_PRELOAD = Buffer.from('rel="modulepreload" fetchpriority="low"');

/**
 * `html` with `fetchpriority="low"` on every `<link rel="modulepreload">`. React escapes quotes in
 * text and attribute values, so the phrase only ever appears as a link's own `rel` attribute.
 */
export function lowPriorityModulePreloads(html: Buffer): Buffer {
  let at = html.indexOf(PRELOAD);
  if (at < 0) return html;
  const parts: Buffer[] = [];
  let from = 0;
  while (at >= 0) {
    parts.push(html.subarray(from, at), LOW_PRIORITY_PRELOAD);
    from = at + PRELOAD.length;
    at = html.indexOf(PRELOAD, from);
  }
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}
