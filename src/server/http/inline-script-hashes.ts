// CSP allowances for inline scripts by their hash: the exact script is allowed, nothing else
// inline is. The API reference's page computes them per page; the app's index.html carries the
// boot script inline (scripts/vite-chunks.ts), allowed for every response by the global policy.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** 'sha256-…' sources for every inline <script> of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.push(`'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`);
  }
  return hashes;
}

/** The hashes of the built app's index.html inline scripts; none without a built app. */
export function webIndexScriptHashes(webDir: string | undefined): string[] {
  const index = webDir && path.join(webDir, 'index.html');
  return index && existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
}
