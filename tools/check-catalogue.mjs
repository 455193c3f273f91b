#!/usr/bin/env node
/**
 * Compares the catalogue's cookies (features/consent/catalogue.json) with a public reference, the
 * Open Cookie Database's CSV (github.com/jkwakman/Open-Cookie-Database, open-cookie-database.csv):
 * for each cookie, whether the reference knows the name and which lifetime it gives. Nothing is
 * copied from it; where the two disagree, the vendor's own documentation decides, and the
 * difference is listed here for the reviewer (features/consent/catalogue.md).
 *
 *   node tools/check-catalogue.mjs path/to/open-cookie-database.csv
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = process.argv[2];
if (!file || !fs.existsSync(file)) {
  console.error('Usage: node tools/check-catalogue.mjs path/to/open-cookie-database.csv');
  process.exit(2);
}

/** RFC 4180 rows: quoted fields may hold commas, quotes ("") and line breaks. */
function csv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

const [head, ...rows] = csv(fs.readFileSync(file, 'utf8'));
const column = (name) => head.findIndex((h) => h.trim().toLowerCase() === name);
const [NAME, RETENTION, PLATFORM, WILDCARD] = ['cookie / data key name', 'retention period', 'platform', 'wildcard match'].map(column);
if ([NAME, RETENTION, PLATFORM].includes(-1)) {
  console.error(`${file}: not the Open Cookie Database's CSV (no "Cookie / Data Key name" or "Retention period" column).`);
  process.exit(2);
}
/** A lifetime in days (0: the browser session), or null when it is not one ("various"). */
function days(text) {
  if (/session/i.test(text)) return 0;
  const m = /^(\d+)\s*(minute|hour|day|week|month|year)s?\b/i.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * { minute: 1 / 1440, hour: 1 / 24, day: 1, week: 7, month: 30.44, year: 365.25 }[m[2].toLowerCase()];
}
/** The same lifetime, written either way ("1 year" and "365 days", "6 months" and "180 days"). */
const sameLifetime = (a, b) => {
  const [x, y] = [days(a), days(b)];
  return x !== null && y !== null && (x === y || Math.abs(x - y) <= 0.03 * Math.max(x, y));
};

/** The catalogue writes an id part as <…>; the reference ends such names where the id starts. */
const stem = (name) => name.replace(/<[^>]*>.*$/, '').toLowerCase();

const { services } = JSON.parse(fs.readFileSync(path.join(ROOT, 'features/consent/catalogue.json'), 'utf8'));
let same = 0;
const differ = [];
const unknown = [];
for (const service of services) {
  for (const cookie of service.cookies) {
    const want = stem(cookie.name);
    const found = rows.filter(
      (r) =>
        r[NAME] &&
        (r[NAME].toLowerCase() === want ||
          (r[WILDCARD] === '1' && want.startsWith(r[NAME].toLowerCase())) ||
          r[NAME].toLowerCase() === want.replace(/[._-]$/, '')),
    );
    if (!found.length) unknown.push(`${service.id}: ${cookie.name}`);
    else if (found.some((r) => sameLifetime(r[RETENTION], cookie.lifetime))) same++;
    else
      differ.push(
        `${service.id}: ${cookie.name} — catalogue ${cookie.lifetime}; reference ${[...new Set(found.map((r) => `${r[RETENTION].trim()} (${r[PLATFORM]})`))].join(', ')}`,
      );
  }
}
const total = services.reduce((n, s) => n + s.cookies.length, 0);
console.log(
  `${services.length} services, ${total} cookies: ${same} with the reference's lifetime, ${differ.length} with another, ${unknown.length} not in the reference.`,
);
if (differ.length) console.log(`\nLifetimes that differ (the vendor's documentation decides):\n  ${differ.join('\n  ')}`);
if (unknown.length) console.log(`\nNot in the reference:\n  ${unknown.join('\n  ')}`);
