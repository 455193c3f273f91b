#!/usr/bin/env node
/**
 * After `tsc -p tsconfig.types.json` (part of `npm run build`): dist/types/colophon.d.ts, the one
 * file site code points at (docs/site-code.md). It exports the Handler base class and the
 * `window.colophon` API's types, and brings in every feature's additions to the events map.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'dist', 'types');
const features = path.join(out, 'features');
const events = fs.existsSync(features)
  ? fs
      .readdirSync(features)
      .filter((id) => fs.existsSync(path.join(features, id, 'events.d.ts')))
      .sort()
  : [];
const text = `/**
 * Colophon's types for site code (docs/site-code.md): the Handler base class your widget extends,
 * window.colophon and window.colophonRegister, and the hook events' payloads.
 * Written by tools/types-entry.mjs with \`npm run build\`.
 */
${events.map((id) => `import './features/${id}/events';`).join('\n')}
export { Handler } from './src/runtime/handler';
export type { HandlerContext, RuntimeServices } from './src/runtime/handler';
export type { ColophonEvents, ColophonFilters, EventName, Payload } from './src/runtime/events';
export type { ColophonGlobal, HandlerFactory, RegisterOptions } from './src/runtime/index';
import type { ColophonGlobal } from './src/runtime/index';

declare global {
  interface Window {
    colophon?: ColophonGlobal;
  }
}
`;
fs.writeFileSync(path.join(out, 'colophon.d.ts'), text);
console.log(`dist/types/colophon.d.ts: the Handler, window.colophon, and the events of ${events.length} features.`);
