// npm run bench:chat — the built-in support engine against the evaluation set
// (bench/chat-eval-set.json): how often the page that answers a question is among the top 3
// passages (goal >= 90 %), whether unanswerable questions get "I don't know", and answer time.
import { readFileSync } from 'node:fs';
import { builtInAnswer, isAnswerable } from '../src/server/features/chat/built-in-answer.js';
import { buildKnowledgeBase } from '../src/server/features/chat/knowledge-base.js';
import { loadContent } from '../src/server/content/load-content.js';

type Case = { question: string; route: string | string[] | null };
const set = JSON.parse(readFileSync(new URL('./chat-eval-set.json', import.meta.url), 'utf8')) as {
  questions: Case[];
};

let t = performance.now();
const content = loadContent();
const loadMs = performance.now() - t;
t = performance.now();
const kb = buildKnowledgeBase(content.passages);
const indexMs = performance.now() - t;

const answerable = set.questions.filter((q) => q.route !== null);
const unanswerable = set.questions.filter((q) => q.route === null);
const times: number[] = [];
const misses: string[] = [];
let hits = 0;
for (const q of answerable) {
  const start = performance.now();
  const outcome = kb.search(q.question);
  builtInAnswer(outcome);
  times.push(performance.now() - start);
  const want = [q.route].flat();
  const top = outcome.hits.map((h) => h.passage.route);
  if (isAnswerable(outcome) && top.some((r) => want.includes(r))) hits++;
  else
    misses.push(
      `  miss: "${q.question}" wanted ${want.join(' or ')}, got ${top.join(', ') || 'nothing'}`,
    );
}
let declined = 0;
for (const q of unanswerable) {
  const start = performance.now();
  const outcome = kb.search(q.question);
  builtInAnswer(outcome);
  times.push(performance.now() - start);
  if (!isAnswerable(outcome)) declined++;
  else misses.push(`  answered, should not: "${q.question}"`);
}

times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
const rate = (100 * hits) / answerable.length;
console.log(
  `content: ${content.pages.length} pages, ${content.passages.length} passages (load ${loadMs.toFixed(0)} ms, index ${indexMs.toFixed(0)} ms)`,
);
console.log(`top-3 hit rate: ${hits}/${answerable.length} = ${rate.toFixed(1)} % (goal >= 90 %)`);
console.log(`"I don't know" when nothing fits: ${declined}/${unanswerable.length}`);
console.log(
  `answer time (search + compose): median ${pct(0.5).toFixed(2)} ms, p95 ${pct(0.95).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms`,
);
if (misses.length) console.log(misses.join('\n'));
process.exitCode = rate >= 90 && declined === unanswerable.length ? 0 : 1;
