import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { VALUE_KINDS, valueKey } from '../lib/value-texts';
import en from './en.json';
import th from './th.json';

// Issue 31: every text an operator reads comes from the locale files. This reads the console's
// sources as TypeScript and lists each English text left in them: JSX text, a text prop (label,
// title, helperText …), a string shown from a JSX expression, and an English phrase anywhere else
// (notify, confirm, setError, choices). A key (`console.…`, `resources.…`, `ra.…`) is not a text.

const src = dirname(dirname(fileURLToPath(import.meta.url)));

/** The console's sources: every .ts and .tsx but tests, the test helpers and the locales. */
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['testing', 'locales'].includes(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });

/** Props whose string is a text the operator reads. */
const TEXT_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'helperText',
  'aria-label',
  'alt',
  'emptyText',
  'content',
  'confirm',
  'confirmText',
]);

/**
 * Texts that stay as they are, each with its reason: languages named in their own language (a
 * language picker reads so in every locale), the product's name, CSS, errors of the code
 * itself that no operator meets (a resource the console does not have), and stored values
 * that are not an enum of the contract.
 */
const ALLOWED = new Set([
  'lib/i18n-provider.ts English',
  'resources/content.tsx English',
  'resources/user-agreement.tsx English',
  'resources/user-agreement.tsx Bahasa Indonesia',
  'app.tsx Console',
  'theme.ts px solid #1f4e79 !important',
  'lib/data-provider.ts The console does not here',
  'lib/data-provider.ts Unknown resource',
  'lib/data-provider.ts No page for',
  'lib/data-provider.ts Cannot create',
  'lib/data-provider.ts read records by ids',
  'lib/data-provider.ts read related records',
  // A ledger transaction's kind is the ledger's free text (z.string()), not an enum to word.
  'resources/members.tsx raw value: l.kind',
  'resources/agent-commission-statement.tsx raw value: p.kind',
]);

/** A word of English: two letters or more with a small one (not an acronym such as "GGR", "CSV"). */
const isEnglish = (text: string) =>
  (text.match(/[A-Za-z]{2,}/g) ?? []).some((w) => /[a-z]/.test(w));

/** A locale key, or a path, an address or an identifier rather than words. */
const isKey = (text: string) =>
  /^(resources|console|ra)\.[\w.-]+$/.test(text) ||
  (/^[\w./#:-]*$/.test(text) &&
    !/^[A-Z]/.test(text) &&
    !/\s/.test(text) &&
    text.length > 0 &&
    /[._/#:-]/.test(text));

/**
 * A stored value shown as it is: a react-admin ChipField (it prints its source's raw value), or a
 * JSX child reading a record's state, status, method, reason, type, role or kind. value-chip.tsx and
 * value-texts.ts word them.
 */
const RAW_VALUE_NAMES = new Set(['state', 'status', 'method', 'reason', 'type', 'role', 'kind']);
const rawValue = (node: ts.Node): string | null => {
  if (
    (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
    node.tagName.getText() === 'ChipField'
  )
    return 'raw value: ChipField';
  if (
    ts.isJsxExpression(node) &&
    !ts.isJsxAttribute(node.parent) &&
    node.expression &&
    ts.isPropertyAccessExpression(node.expression) &&
    RAW_VALUE_NAMES.has(node.expression.name.text)
  )
    return `raw value: ${node.expression.getText()}`;
  return null;
};

const templateText = (node: ts.TemplateExpression) =>
  node.head.text + node.templateSpans.map((s) => ` ${s.literal.text}`).join('');

/** A string shown as it is: its way up to a JSX expression passes only ?:, ??, || and brackets. */
function isShownFromJsx(node: ts.Node): boolean {
  let n = node.parent;
  while (n) {
    if (ts.isJsxExpression(n))
      return !ts.isJsxAttribute(n.parent) || TEXT_PROPS.has(n.parent.name.getText());
    if (ts.isConditionalExpression(n)) {
      if (n.condition === node) return false;
    } else if (ts.isBinaryExpression(n)) {
      const op = n.operatorToken.kind;
      if (op !== ts.SyntaxKind.QuestionQuestionToken && op !== ts.SyntaxKind.BarBarToken)
        return false;
    } else if (!ts.isParenthesizedExpression(n)) return false;
    node = n;
    n = n.parent;
  }
  return false;
}

interface Found {
  file: string;
  line: number;
  text: string;
}

function hardCoded(file: string): Found[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const name = relative(src, file);
  const found: Found[] = [];
  const add = (node: ts.Node, raw: string) => {
    const text = raw.replace(/\s+/g, ' ').trim();
    if (!isEnglish(text) || isKey(text) || ALLOWED.has(`${name} ${text}`)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push({ file: name, line: line + 1, text: text.slice(0, 60) });
  };
  const visit = (node: ts.Node) => {
    const raw = rawValue(node);
    if (raw && !ALLOWED.has(`${name} ${raw}`)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push({ file: name, line: line + 1, text: raw });
    }
    if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText())) {
      const init = node.initializer;
      if (init && ts.isStringLiteral(init)) add(init, init.text);
    } else if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateExpression(node)
    ) {
      const parent = node.parent;
      const text = ts.isTemplateExpression(node) ? templateText(node) : node.text;
      if (
        ts.isImportDeclaration(parent) ||
        ts.isExportDeclaration(parent) ||
        ts.isJsxAttribute(parent) ||
        ts.isElementAccessExpression(parent) ||
        ts.isLiteralTypeNode(parent)
      ) {
        // An import, a prop that names code (sx, source, data-testid), an index, a type.
      } else if (isShownFromJsx(node)) add(node, text);
      // Elsewhere (notify, confirm, setError, choices): an English phrase, a capital then a word.
      else if (/^[A-Z][a-z]+[ ,.:;?!]|^[A-Z][a-z]{2,}$|^[a-z]+ [a-z]+ /.test(text.trim()))
        add(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('console texts', () => {
  it('come from the locale files: no English left in a page', () => {
    const found = sourceFiles(src).flatMap(hardCoded);
    expect(found.map((f) => `${f.file}:${f.line} ${f.text}`)).toEqual([]);
  });

  it('finds an English text in a page (the check itself)', () => {
    const sample = join(src, 'testing', 'hard-coded-sample.tsx');
    // The sample is not a page: it is read by this test alone.
    const found = hardCoded(sample).map((f) => f.text);
    expect(found).toEqual([
      'Hello operator',
      'Member name',
      'Saved the member',
      'not found',
      'Approve all?',
      'raw value: ChipField',
      'raw value: row.state',
    ]);
  });
});

type Tree = { [key: string]: string | Tree };
const leaf = (tree: Tree, key: string) =>
  key
    .split('.')
    .reduce<Tree | string | undefined>((t, k) => (typeof t === 'object' ? t[k] : undefined), tree);

describe('stored values an operator reads', () => {
  // The values come from the contract's enums (value-texts.ts), so a value added there is
  // missing here until both locales word it.
  it.each([
    ['en', en],
    ['th', th],
  ])('each value of the contract has a text in %s', (_, locale) => {
    const missing = Object.entries(VALUE_KINDS).flatMap(([kind, values]) =>
      values
        .map((value: string) => valueKey(kind as keyof typeof VALUE_KINDS, value))
        .filter((key) => typeof leaf(locale as Tree, key) !== 'string'),
    );
    expect(missing).toEqual([]);
  });
});
