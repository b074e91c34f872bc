// Splits a Markdown file into its front matter (flat `key: value` lines between `---` fences) and
// its body. Values are strings, whole numbers or true/false; quotes keep a value a string.
export type RawFrontMatter = Record<string, string | number | boolean>;

export function parseFrontMatter(
  source: string,
  file: string,
): { data: RawFrontMatter; body: string } {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!match) throw new Error(`${file}: missing front matter (--- fenced key: value lines)`);
  const data: RawFrontMatter = {};
  for (const [i, line] of (match[1] ?? '').split('\n').entries()) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const kv = /^([A-Za-z][A-Za-z0-9]*):\s*(.*)$/.exec(line);
    if (!kv) throw new Error(`${file}: front matter line ${i + 2} is not "key: value"`);
    const key = kv[1] as string;
    if (key in data) throw new Error(`${file}: front matter repeats "${key}"`);
    data[key] = parseValue(kv[2] ?? '');
  }
  return { data, body: text.slice(match[0].length) };
}

function parseValue(raw: string): string | number | boolean {
  const v = raw.trim();
  if (/^".*"$/.test(v) || /^'.*'$/.test(v)) return v.slice(1, -1);
  if (v === 'true') return true;
  if (v === 'false') return false;
  if (/^-?\d+$/.test(v)) return Number(v);
  return v;
}
