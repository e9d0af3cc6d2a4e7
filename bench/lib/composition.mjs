// What a first view's JS is made of: the build's source maps attribute each generated
// character to the package or app folder it came from.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX = Object.fromEntries([...B64].map((c, i) => [c, i]));

/** Source map "mappings": per generated line, [column, sourceIndex | -1] pairs. */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const ch of segment) {
        const digit = B64_INDEX[ch];
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      segments.push([column, fields.length > 1 ? source : -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/** node_modules/<package>, packages/contract, or the app folder two levels down. */
export function groupOf(source) {
  const path = source.replace(/\\/g, '/');
  const nm = path.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = path.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const contract = path.indexOf('packages/contract/');
  if (contract >= 0) return 'packages/contract';
  const src = path.indexOf('apps/web/src/');
  const rel = src >= 0 ? path.slice(src + 'apps/web/'.length) : path.replace(/^(\.\.\/)+/, '');
  const parts = rel.split('/');
  return parts.length > 3 ? parts.slice(0, 3).join('/') : parts.slice(0, -1).join('/') || rel;
}

/** Characters per group in one built file; null when the build wrote no map for it. */
function charsByGroup(dist, file) {
  const mapPath = join(dist, `${file}.map`);
  if (!existsSync(mapPath)) return null;
  const map = JSON.parse(readFileSync(mapPath, 'utf8'));
  const code = readFileSync(join(dist, file), 'utf8').split('\n');
  const out = new Map();
  const add = (group, n) => out.set(group, (out.get(group) ?? 0) + n);
  decodeMappings(map.mappings).forEach((segments, lineNo) => {
    const length = code[lineNo]?.length ?? 0;
    segments.forEach(([column, source], i) => {
      const end = segments[i + 1]?.[0] ?? length;
      add(
        source >= 0 ? groupOf(map.sources[source] ?? '?') : '(unmapped)',
        Math.max(0, end - column),
      );
    });
  });
  return out;
}

/**
 * Groups of the given files, largest first, with an estimated gzip size: each group's share of
 * a file's characters times that file's gzip size (gzip is not additive, so this is a guide).
 */
export function composition(dist, files) {
  const totals = new Map();
  for (const f of files) {
    const chars = charsByGroup(dist, f.file);
    if (!chars) continue;
    const all = [...chars.values()].reduce((t, n) => t + n, 0) || 1;
    for (const [group, n] of chars) {
      const t = totals.get(group) ?? { group, raw: 0, gzipEstimate: 0 };
      t.raw += n;
      t.gzipEstimate += (n / all) * f.gzip;
      totals.set(group, t);
    }
  }
  return [...totals.values()]
    .map((t) => ({ ...t, gzipEstimate: Math.round(t.gzipEstimate) }))
    .sort((a, b) => b.gzipEstimate - a.gzipEstimate);
}
