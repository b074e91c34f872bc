// Support chat calls (spec commercial §7), open to signed-out visitors too: their conversations
// are tied to a cookie. Another owner's conversation answers 404. Rate limits: per network
// address on every write (route config) and per person in the database (check-chat-quota.ts).
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatConversation,
  chatInfo as chatInfoSchema,
  chatMessage,
  conversationParams,
  createConversationBody,
  createConversationResult,
  feedbackBody,
  handoffResult,
  messageParams,
  sendMessageBody,
  sendMessageResult,
  type ChatStreamEvent,
} from '../../../contracts/chat.js';
import { errorBody } from '../../../contracts/errors.js';
import { can } from '../../../contracts/permissions.js';
import { actorOf, requireSignedIn } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { perMinute } from '../../http/rate-limits.js';
import { chatConversations, chatMessages } from '../../db/schema/index.js';
import { answerQuestion } from './answer-question.js';
import { chatInfo } from './chat-info.js';
import { ensureOwner, ownerOf } from './chat-owner.js';
import { checkConversationQuota, checkMessageQuota, visitorIpOf } from './check-chat-quota.js';
import { emailSupport } from './email-support.js';
import { findConversation } from './find-conversation.js';
import { listConversations } from './list-conversations.js';
import { listMessages } from './list-messages.js';
import { toMessageDto } from './message-dto.js';
import { recordFeedback } from './record-feedback.js';
import { sharedKnowledgeBase } from './knowledge-base.js';
import { errors } from '../../http/responses.js';

const TAGS = ['Support chat'];

export async function chatRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const limited = perMinute(ctx.config.chat.ratePerMinute);
  sharedKnowledgeBase(); // build the index now, not on the first question

  r.get(
    '/api/chat/info',
    { schema: { tags: TAGS, response: { 200: chatInfoSchema, ...errors() } } },
    // the platform-wide figures through the permission map: the platform owner only
    async (req) => chatInfo(db, ctx.config, { withStats: can(req.actor, 'viewBusinessMetrics') }),
  );

  r.get(
    '/api/chat/conversations',
    { schema: { tags: TAGS, response: { 200: z.array(chatConversation), 403: errorBody } } },
    async (req) => listConversations(db, ownerOf(req)),
  );

  r.post(
    '/api/chat/conversations',
    {
      config: limited,
      schema: {
        tags: TAGS,
        body: createConversationBody,
        response: { 201: createConversationResult, 400: errorBody, 429: errorBody },
      },
    },
    async (req, reply) => {
      const owner = ensureOwner(req, reply, ctx.config);
      await checkConversationQuota(db, owner, req.ip);
      const [row] = await db
        .insert(chatConversations)
        .values({ ...owner, visitorIp: visitorIpOf(owner, req.ip), title: req.body.title })
        .returning();
      const c = { id: row!.id, title: row!.title, updatedAt: row!.updatedAt.toISOString() };
      return reply.status(201).send({ ...c, conversationId: c.id });
    },
  );

  r.get(
    '/api/chat/conversations/:id/messages',
    {
      schema: {
        tags: TAGS,
        params: conversationParams,
        response: { 200: z.array(chatMessage), 403: errorBody, 404: errorBody },
      },
    },
    async (req) => {
      const c = await findConversation(db, ownerOf(req), req.params.id);
      return listMessages(db, c.id);
    },
  );

  r.post(
    '/api/chat/conversations/:id/messages',
    {
      config: limited,
      schema: {
        tags: TAGS,
        params: conversationParams,
        body: sendMessageBody,
        response: { 200: sendMessageResult, 400: errorBody, 404: errorBody, 429: errorBody },
      },
    },
    async (req, reply) => {
      const startedAt = performance.now();
      const owner = ownerOf(req);
      const c = await findConversation(db, owner, req.params.id);
      await checkMessageQuota(db, owner!, req.ip, ctx.config.chat.messagesPerHour);
      const [row] = await db
        .insert(chatMessages)
        .values({
          conversationId: c.id,
          role: 'user',
          content: req.body.message,
          visitorIp: visitorIpOf(owner!, req.ip),
        })
        .returning();
      const userMessage = toMessageDto(row!);
      const answer = (emit: (e: ChatStreamEvent) => void) =>
        answerQuestion(ctx, {
          actor: req.actor,
          conversationId: c.id,
          question: userMessage,
          startedAt,
          emit,
          log: (m) => req.log.warn(m),
        });

      if (!String(req.headers.accept ?? '').includes('text/event-stream')) {
        const assistantMessage = await answer(() => {});
        return { userMessage, assistantMessage };
      }
      // Streamed: the answer arrives in pieces as it is written (Server-Sent Events).
      const stream = new PassThrough();
      const send = (e: ChatStreamEvent) => {
        if (!stream.writableEnded) stream.write(`event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`);
      };
      void reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream as never);
      send({ type: 'start', userMessage });
      try {
        send({ type: 'done', assistantMessage: await answer(send) });
      } catch (err) {
        req.log.error({ err }, 'chat answer failed');
        send({ type: 'error', message: 'Failed to send message' });
      }
      stream.end();
      return reply;
    },
  );

  r.post(
    '/api/chat/messages/:id/feedback',
    {
      config: limited,
      schema: {
        tags: TAGS,
        params: messageParams,
        body: feedbackBody,
        response: {
          204: z.void().describe('Recorded'),
          400: errorBody,
          404: errorBody,
          429: errorBody,
        },
      },
    },
    async (req, reply) => {
      await recordFeedback(db, ownerOf(req), req.params.id, req.body.helpful);
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/chat/conversations/:id/email-support',
    {
      onRequest: requireSignedIn,
      config: limited,
      schema: {
        tags: TAGS,
        params: conversationParams,
        response: {
          200: handoffResult,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          429: errorBody,
          503: errorBody,
        },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const c = await findConversation(db, ownerOf(req), req.params.id);
      return emailSupport(db, ctx.config, actor, c);
    },
  );
}
