// The support page's settings, and its figures measured from the chat's own records over the
// last 30 days: median answer time, share of rated answers marked helpful, cost per conversation.
// The figures are platform-wide (every workspace's and visitor's chats), so only the platform
// owner gets them (issue 30); everyone else gets what the page needs to work.
import { sql } from 'drizzle-orm';
import type { ChatInfo } from '../../../contracts/chat.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';

export const STATS_WINDOW_DAYS = 30;

type Row = {
  answers: number;
  conversations: number;
  median_ms: number | null;
  rated: number;
  helpful: number;
  cost_micro: number | null;
};

export async function chatInfo(
  db: Db,
  config: Config,
  opts: { withStats: boolean },
): Promise<ChatInfo> {
  return {
    engine: config.chat.llm ? 'model' : 'built-in',
    model: config.chat.llm?.model ?? null,
    supportEmail: config.support.email ?? null,
    communityUrl: config.support.communityUrl ?? null,
    stats: opts.withStats ? await measuredStats(db) : null,
  };
}

async function measuredStats(db: Db): Promise<ChatInfo['stats']> {
  const { rows } = await db.execute<Row>(sql`
    SELECT count(*)::int AS answers,
           count(DISTINCT m.conversation_id)::int AS conversations,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY m.latency_ms) AS median_ms,
           count(f.message_id)::int AS rated,
           count(*) FILTER (WHERE f.helpful)::int AS helpful,
           sum(m.cost_micro_usd)::float8 AS cost_micro
      FROM chat_messages m
      LEFT JOIN chat_feedback f ON f.message_id = m.id
     WHERE m.role = 'assistant'
       AND m.created_at > now() - make_interval(days => ${STATS_WINDOW_DAYS})`);
  const r = rows[0]!;
  return {
    windowDays: STATS_WINDOW_DAYS,
    answers: r.answers,
    conversations: r.conversations,
    medianAnswerMs: r.median_ms === null ? null : Math.round(Number(r.median_ms)),
    ratedAnswers: r.rated,
    helpfulShare: r.rated > 0 ? r.helpful / r.rated : null,
    costPerConversationUsd:
      r.conversations > 0 ? Number(r.cost_micro ?? 0) / 1e6 / r.conversations : null,
  };
}
