// Lists English written into the code instead of the message catalogue (messages/): JSX text,
// people-facing JSX attributes, DomainError messages, zod messages and toasts. Run it on a folder
// or files (`npm run i18n:literals -- app/components/shop`); with no arguments it checks every
// translated area and exits 1 if anything is left. `// i18n-ignore` on a line (or the line above)
// keeps a literal on purpose (a brand name, a code shown as is).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/** Everything a shopper or a seller sees; the admin console stays English (docs/decisions/0086). */
const DEFAULT_ROOTS = ["app/components", "app/routes", "app/domain", "app/auth", "app/http", "app/mail", "app/utils", "app/root.tsx"];
const SKIPPED = [/env\.server\.ts$/, /\.test\.tsx?$/, /\/admin\//, /\/paraglide\//, /\.d\.ts$/];
const ATTRIBUTES = new Set([
  "aria-label",
  "placeholder",
  "title",
  "alt",
  "label",
  "aria-description",
  "description",
  "heading",
  "emptyText",
  "message",
  "hint",
  "confirmText",
  "cancelText",
]);
const MESSAGE_PROPERTIES = new Set(["message", "error", "title", "label", "description", "placeholder", "heading", "hint"]);
const CALLEES = /^(toast(\.\w+)?|toastError|toastSuccess|throwNotFound|invalid|refine)$/;

/** Letters of some word in it: "Save", "₹ / kg" but not "—", "·", "×", "(", "%". */
const WORDY = /[A-Za-z]{2,}/;

function files(target: string): string[] {
  if (!statSync(target).isDirectory()) return /\.(ts|tsx)$/.test(target) ? [target] : [];
  return readdirSync(target).flatMap((name) => files(path.join(target, name)));
}

interface Finding {
  file: string;
  line: number;
  text: string;
}

function ignored(lines: string[], line: number): boolean {
  return lines[line]?.includes("i18n-ignore") || lines[line - 1]?.includes("i18n-ignore") || false;
}

/** A literal that looks like a class list, a path, an id or a code, not words for people. */
function technical(text: string): boolean {
  return (
    /^[a-z0-9_\-:/.[\]#&>()!%=,@*]+( [a-z0-9_\-:/.[\]#&>()!%=,@*]+)*$/.test(text) || // tailwind classes, ids, paths
    /^[a-z_]+$/.test(text) ||
    /^https?:\/\//.test(text) ||
    /^[A-Z_]+$/.test(text)
  );
}

function check(file: string): Finding[] {
  const source = readFileSync(file, "utf8");
  const lines = source.split("\n");
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Finding[] = [];
  const report = (node: ts.Node, text: string) => {
    const line = sf.getLineAndCharacterOfPosition(node.getStart()).line;
    const clean = text.replace(/\s+/g, " ").trim();
    if (!WORDY.test(clean) || technical(clean) || ignored(lines, line)) return;
    found.push({ file, line: line + 1, text: clean });
  };
  const literalText = (node: ts.Node | undefined): string | null => {
    if (!node) return null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(" ");
    if (ts.isJsxExpression(node)) return literalText(node.expression);
    return null;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxAttribute(node) && ATTRIBUTES.has(node.name.getText())) {
      const text = literalText(node.initializer);
      if (text !== null) report(node, text);
    } else if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      const text = literalText(node.expression);
      if (text !== null) report(node, text);
    } else if (ts.isNewExpression(node) && node.expression.getText() === "DomainError") {
      const text = literalText(node.arguments?.[1]);
      if (text !== null) report(node, text);
    } else if (ts.isPropertyAssignment(node) && MESSAGE_PROPERTIES.has(node.name.getText())) {
      const text = literalText(node.initializer);
      if (text !== null && /\s/.test(text.trim())) report(node, text);
    } else if (ts.isCallExpression(node) && CALLEES.test(node.expression.getText())) {
      const text = literalText(node.arguments[0]);
      if (text !== null) report(node, text);
    } else if (
      ts.isCallExpression(node) &&
      /\.(min|max|length|regex|email|url|refine|superRefine|nonempty|int|positive|gte|lte|gt|lt)$/.test(node.expression.getText())
    ) {
      // zod: `.min(1, "Please enter …")`: the message is the last argument.
      const last = node.arguments[node.arguments.length - 1];
      const text = literalText(last);
      if (text !== null && node.arguments.length > 1 && /\s/.test(text.trim())) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

const args = process.argv.slice(2);
const targets = args.length ? args : DEFAULT_ROOTS;
const all = targets.flatMap(files).filter((f) => !SKIPPED.some((re) => re.test(f)));
const findings = all.flatMap(check);
for (const f of findings) console.log(`${f.file}:${f.line}  ${f.text}`);
const perFile = new Map<string, number>();
for (const f of findings) perFile.set(f.file, (perFile.get(f.file) ?? 0) + 1);
console.error(`\n${findings.length} literal(s) in ${perFile.size} of ${all.length} file(s)`);
if (!args.length && findings.length) process.exitCode = 1;
