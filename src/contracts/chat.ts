// Support chat (spec commercial §2 Support, §3, §4, §5, §7, §8): request and response schemas,
// the stream's events and the user-facing texts, shared by the server, the web app and tests.
import { z } from 'zod';

export const CHAT_ROLES = ['user', 'assistant'] as const;
export const CHAT_ENGINES = ['built-in', 'model'] as const;
export type ChatEngine = (typeof CHAT_ENGINES)[number];

/** Spec commercial §9: default chat titles. */
export const DEFAULT_CHAT_TITLE = 'Support Chat';
export const NEW_CHAT_TITLE = 'New Support Chat';
export const CHAT_PLACEHOLDER = 'Ask about monitoring, billing, technical issues...';
export const MAX_MESSAGE_LENGTH = 2000;

export const CHAT_MSG = {
  // spec commercial §8
  createFailed: 'Failed to create conversation',
  sendFailed: 'Failed to send message',
  conversationNotFound: 'Conversation not found',
  messageNotFound: 'Message not found',
  messageRequired: 'Please enter a message',
  messageTooLong: `A message can be at most ${MAX_MESSAGE_LENGTH} characters`,
  titleRequired: 'Title is required',
  tooManyMessages:
    'You have sent many messages in the last hour. Please wait a while, or use Email Support to reach a person.',
  tooManyConversations:
    'You have started many conversations in the last hour. Please continue in one of them.',
  supportNotConfigured: 'Email support is not configured on this installation',
  handoffEmpty: 'There is nothing in this conversation to send yet',
  modelFallback:
    'The AI model could not answer just now, so this answer comes from the built-in documentation search.',
} as const;

export const chatConversation = z.object({
  id: z.string(),
  title: z.string(),
  updatedAt: z.string(),
});
export type ChatConversation = z.infer<typeof chatConversation>;

export const createConversationBody = z.object({
  title: z
    .string({ error: CHAT_MSG.titleRequired })
    .trim()
    .min(1, CHAT_MSG.titleRequired)
    .max(100, 'Title must be at most 100 characters'),
});

/** Spec §7: the answer's `conversationId` is what the client uses; the rest saves a re-load. */
export const createConversationResult = chatConversation.extend({ conversationId: z.string() });

export const conversationParams = z.object({
  id: z.uuid({ error: CHAT_MSG.conversationNotFound }),
});
export const messageParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** A page an answer drew on: shown under the answer as a link. */
export const chatSource = z.object({ title: z.string(), href: z.string() });
export type ChatSource = z.infer<typeof chatSource>;

export const chatMessage = z.object({
  id: z.number(),
  role: z.enum(CHAT_ROLES),
  content: z.string(),
  timestamp: z.string(),
  engine: z.enum(CHAT_ENGINES).nullable(),
  sources: z.array(chatSource),
  /** e.g. why the model was not used */
  note: z.string().nullable(),
  /** the asker's verdict on an answer; null when not given */
  helpful: z.boolean().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** Spec §5: trimmed; empty or whitespace-only is refused. */
export const sendMessageBody = z.object({
  message: z
    .string({ error: CHAT_MSG.messageRequired })
    .trim()
    .min(1, CHAT_MSG.messageRequired)
    .max(MAX_MESSAGE_LENGTH, CHAT_MSG.messageTooLong),
});

export const sendMessageResult = z.object({
  userMessage: chatMessage,
  assistantMessage: chatMessage,
});
export type SendMessageResult = z.infer<typeof sendMessageResult>;

/**
 * With `Accept: text/event-stream` the answer to POST .../messages streams as these events:
 * `start` {userMessage}, then `delta` {text} pieces of the answer as it is written, possibly a
 * `replace` {text} (the model failed: the whole answer so far is replaced), then `done`
 * {assistantMessage} with the stored answer.
 */
export type ChatStreamEvent =
  | { type: 'start'; userMessage: ChatMessage }
  | { type: 'delta'; text: string }
  | { type: 'replace'; text: string }
  | { type: 'done'; assistantMessage: ChatMessage }
  | { type: 'error'; message: string };

export const feedbackBody = z.object({
  helpful: z.boolean({ error: 'helpful must be true or false' }),
});

export const handoffResult = z.object({ to: z.string() });

/**
 * GET /api/chat/info: the support page's destinations, and the figures measured from the chat
 * across the whole platform, for the platform owner only (null for anyone else).
 */
export const chatInfo = z.object({
  engine: z.enum(CHAT_ENGINES),
  /** the configured model's name; null with the built-in engine */
  model: z.string().nullable(),
  supportEmail: z.string().nullable(),
  /** a forum configured by the operator; null: the page links to the blog instead */
  communityUrl: z.string().nullable(),
  stats: z
    .object({
      windowDays: z.number(),
      answers: z.number(),
      conversations: z.number(),
      /** null before any answer */
      medianAnswerMs: z.number().nullable(),
      ratedAnswers: z.number(),
      /** 0..1; null before any rating */
      helpfulShare: z.number().nullable(),
      /** USD; null before any conversation */
      costPerConversationUsd: z.number().nullable(),
    })
    .nullable(),
});
export type ChatInfo = z.infer<typeof chatInfo>;
