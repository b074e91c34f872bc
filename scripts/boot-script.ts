// src/web/boot.js as it is inlined into index.html: without its comment lines, and with the URLs
// and live event names it uses written in from the contracts (issue 31: one place for each), as
// the literals they were when boot.js spelt them out itself.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_LOAD_URLS } from '../src/contracts/first-load.js';
import { LIVE_EVENT_TYPES } from '../src/contracts/monitoring.js';
import { WHOLE_LIST_MAX } from '../src/contracts/properties.js';

export const BOOT_SOURCE = path.resolve(import.meta.dirname, '..', 'src/web/boot.js');

const literal = (s: string) => {
  if (/['\\\n]/.test(s)) throw new Error(`boot.js constant needs no escaping: ${s}`);
  return `'${s}'`;
};

export function bootScript(source = readFileSync(BOOT_SOURCE, 'utf8')): string {
  const script = source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\* global )/.test(line))
    .join('\n')
    .trim()
    .replace(/__FIRST_LOAD_URLS__\.(\w+)/g, (_, name: string) => {
      if (!(name in FIRST_LOAD_URLS)) throw new Error(`boot.js: no first-load URL ${name}`);
      return literal(FIRST_LOAD_URLS[name as keyof typeof FIRST_LOAD_URLS]);
    })
    .replaceAll('__LIVE_EVENT_TYPES__', `[${LIVE_EVENT_TYPES.map(literal).join(', ')}]`)
    .replaceAll('__WHOLE_LIST_MAX__', String(WHOLE_LIST_MAX));
  if (/__[A-Z_]+__/.test(script)) throw new Error('src/web/boot.js names an unknown constant');
  if (script.includes('</')) throw new Error('src/web/boot.js cannot be inlined in <script>');
  return script;
}
