// Summarises a V8 CPU profile of the bench (`npx tsx --cpu-prof --cpu-prof-dir=DIR
// bench/scheduler.ts`): self time by area (our monitoring code, the pg driver, node's sockets,
// GC, idle) and the top functions, so the per-check cost is read from a profile, not guessed.
// Usage: npx tsx bench/scheduler/profile-summary.ts <file.cpuprofile> [top]
import { readFileSync } from 'node:fs';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const [file, topArg] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file!, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => {
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});

/** which part of the process a frame belongs to */
function area(url: string, fn: string): string {
  if (fn === '(idle)') return 'idle';
  if (fn === '(garbage collector)') return 'GC';
  if (fn === '(program)') return 'V8/native (program)';
  const at = url.replace(/^file:\/\//, '');
  const mod = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(at);
  if (mod) return `npm ${mod[1]}`;
  const src = /\/(src\/server\/[^/]+(?:\/[^/]+)?)\//.exec(at);
  if (src) return src[1]!;
  if (at.startsWith('node:')) return `node ${at.slice(5).split('/')[0]}`;
  if (at.includes('/bench/')) return 'bench harness';
  return at ? 'other' : 'native/builtin';
}

const areas = new Map<string, number>();
const fns = new Map<string, number>();
let total = 0;
for (const [id, us] of selfUs) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const a = area(url, functionName);
  areas.set(a, (areas.get(a) ?? 0) + us);
  const key = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
  fns.set(key, (fns.get(key) ?? 0) + us);
  total += us;
}
const busy = total - (areas.get('idle') ?? 0);
const pct = (us: number) => `${((us / busy) * 100).toFixed(1).padStart(5)} %`;
console.log(
  `profile ${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy`,
);
console.log('\nself time by area (share of busy time):');
for (const [a, us] of [...areas].filter(([a]) => a !== 'idle').sort((x, y) => y[1] - x[1])) {
  console.log(`  ${pct(us)}  ${a}`);
}
console.log(`\ntop functions by self time:`);
for (const [k, us] of [...fns].sort((x, y) => y[1] - x[1]).slice(0, Number(topArg ?? 30))) {
  if (k.startsWith('(idle)')) continue;
  console.log(`  ${pct(us)}  ${k}`);
}
