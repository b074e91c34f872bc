// Writes the assistant's answer to a question already stored: workspace lookups for a signed-in
// asker, the search over the help content, then the model when one is configured (streamed) or
// the built-in answer. A model failure falls back to the built-in answer with a note.
import { desc, eq, lt, and } from 'drizzle-orm';
import { CHAT_MSG, type ChatMessage, type ChatStreamEvent } from '../../../contracts/chat.js';
import type { AppContext } from '../../app-context.js';
import type { Actor } from '../../auth/actor.js';
import { chatConversations, chatMessages } from '../../db/schema/index.js';
import { builtInAnswer, type Answer } from './built-in-answer.js';
import { sharedKnowledgeBase } from './knowledge-base.js';
import { toMessageDto } from './message-dto.js';
import { modelAnswer, type Turn } from './model-answer.js';
import { detectIntent, lookUp, SIGN_IN_FOR_LOOKUPS, type Lookup } from './workspace-lookups.js';

/** Earlier messages given to the model as the conversation so far. */
const HISTORY_TURNS = 6;
/** Passages given to the model. */
const MODEL_PASSAGES = 4;

export async function answerQuestion(
  ctx: AppContext,
  opts: {
    actor: Actor | null;
    conversationId: string;
    question: ChatMessage;
    /** when the question arrived (performance.now()), for the measured answer time */
    startedAt: number;
    emit: (e: ChatStreamEvent) => void;
    log: (msg: string) => void;
  },
): Promise<ChatMessage> {
  const { db } = ctx.database;
  const { actor, question, emit } = opts;
  const intent = detectIntent(question.content);
  const lookup: Lookup | null = intent && actor ? await lookUp(db, actor, intent) : null;
  const outcome = sharedKnowledgeBase().search(question.content, MODEL_PASSAGES);

  let answer: Answer;
  let engine: 'built-in' | 'model' = 'built-in';
  let note: string | null = null;
  let tokens = { prompt: 0, completion: 0 };
  const builtIn = (): Answer =>
    intent && !actor
      ? { content: SIGN_IN_FOR_LOOKUPS, sources: [] }
      : lookup
        ? { content: lookup.text, sources: [] }
        : builtInAnswer({ hits: outcome.hits.slice(0, 3), coverage: outcome.coverage });

  const llm = ctx.config.chat.llm;
  if (llm && !(intent && !actor)) {
    try {
      const result = await modelAnswer({
        llm,
        question: question.content,
        history: await historyBefore(ctx, opts.conversationId, question.id),
        hits: outcome.hits,
        workspaceData: lookup?.text ?? null,
        onDelta: (text) => emit({ type: 'delta', text }),
      });
      answer = { content: result.text, sources: result.sources };
      engine = 'model';
      tokens = { prompt: result.promptTokens, completion: result.completionTokens };
    } catch (err) {
      opts.log(`chat model failed, answering from the built-in search: ${(err as Error).message}`);
      answer = builtIn();
      note = CHAT_MSG.modelFallback;
      emit({ type: 'replace', text: answer.content });
    }
  } else {
    answer = builtIn();
    emit({ type: 'delta', text: answer.content });
  }

  const costMicroUsd = llm
    ? Math.round(tokens.prompt * llm.priceInputPerMTok + tokens.completion * llm.priceOutputPerMTok)
    : 0;
  const [row] = await db
    .insert(chatMessages)
    .values({
      conversationId: opts.conversationId,
      role: 'assistant',
      content: answer.content,
      engine,
      sources: answer.sources,
      note,
      latencyMs: Math.round(performance.now() - opts.startedAt),
      promptTokens: engine === 'model' ? tokens.prompt : null,
      completionTokens: engine === 'model' ? tokens.completion : null,
      costMicroUsd,
    })
    .returning();
  await db
    .update(chatConversations)
    .set({ updatedAt: row!.createdAt })
    .where(eq(chatConversations.id, opts.conversationId));
  return toMessageDto(row!);
}

async function historyBefore(
  ctx: AppContext,
  conversationId: string,
  beforeId: number,
): Promise<Turn[]> {
  const rows = await ctx.database.db
    .select({ role: chatMessages.role, content: chatMessages.content })
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), lt(chatMessages.id, beforeId)))
    .orderBy(desc(chatMessages.id))
    .limit(HISTORY_TURNS);
  return rows.reverse();
}
