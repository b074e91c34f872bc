// The built-in engine's index: BM25 (MiniSearch) over the passages of the content folder, built
// once per process. A question is answered only when its rare words are found: "coverage" weighs
// each query term by how rare it is in the content, so a common word like "property" alone
// cannot make an unrelated question look answered.
import MiniSearch from 'minisearch';
import type { Passage } from '../../../contracts/content.js';
import { loadContent } from '../../content/load-content.js';
import { processTerm, queryTerms, tokenize } from './search-terms.js';

export type Hit = { passage: Passage; score: number };
export type SearchOutcome = {
  hits: Hit[];
  /** 0..1: the share of the question's (rarity-weighted) terms the best passage contains */
  coverage: number;
};
export type KnowledgeBase = {
  passages: readonly Passage[];
  search(question: string, limit?: number): SearchOutcome;
};

/** Below this, the best passage shares too little with the question: say "I don't know". */
export const MIN_COVERAGE = 0.5;
const RERANK_DEPTH = 10;

export function buildKnowledgeBase(passages: readonly Passage[]): KnowledgeBase {
  const index = new MiniSearch<Passage>({
    fields: ['heading', 'pageTitle', 'text'],
    storeFields: [],
    tokenize,
    processTerm,
    searchOptions: {
      boost: { heading: 2.5, pageTitle: 1.2 },
      combineWith: 'OR',
      prefix: (term) => term.length >= 5,
      fuzzy: (term) => (term.length >= 7 ? 1 : false),
    },
  });
  index.addAll(passages as Passage[]);
  const byId = new Map(passages.map((p) => [p.id, p]));

  // Document frequency of each term, for the rarity weights.
  const df = new Map<string, number>();
  for (const p of passages) {
    const terms = new Set(
      tokenize(`${p.heading} ${p.pageTitle} ${p.text}`)
        .map(processTerm)
        .filter((t): t is string => t !== null),
    );
    for (const t of terms) df.set(t, (df.get(t) ?? 0) + 1);
  }
  const idf = (t: string) => Math.log(1 + passages.length / ((df.get(t) ?? 0) + 0.5));

  return {
    passages,
    search(question, limit = 3) {
      const terms = queryTerms(question);
      if (terms.length === 0) return { hits: [], coverage: 0 };
      const total = terms.reduce((s, t) => s + idf(t), 0);
      const coverageOf = (matched: string[]) => {
        const m = new Set(matched);
        return terms.filter((t) => m.has(t)).reduce((s, t) => s + idf(t), 0) / total;
      };
      // BM25 finds the candidates; among the first few, those holding the question's rare
      // words move up (a passage matching only "property" and "monitor" moves down).
      const ranked = index
        .search(question)
        .slice(0, RERANK_DEPTH)
        .map((r) => {
          const coverage = coverageOf(r.queryTerms);
          return { id: r.id as string, score: r.score * (0.25 + coverage), coverage };
        })
        .sort((a, b) => b.score - a.score);
      const hits = ranked
        .slice(0, limit)
        .map((r) => ({ passage: byId.get(r.id)!, score: r.score }));
      return { hits, coverage: ranked[0]?.coverage ?? 0 };
    },
  };
}

let shared: KnowledgeBase | undefined;

/** The index over content/, built on first use and kept for the life of the process. */
export function sharedKnowledgeBase(): KnowledgeBase {
  shared ??= buildKnowledgeBase(loadContent().passages);
  return shared;
}
