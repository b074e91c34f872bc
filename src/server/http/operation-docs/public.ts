// Calls that need no sign-in: health, this document, the support chat and the affiliate link.
import type { OperationDocs } from './types.js';

export const publicDocs = {
  'GET /api/openapi.json': {
    description:
      'The OpenAPI 3.1 description of every operation, as JSON: what the reference page at ' +
      '/api-reference shows, and what client generators read.',
  },
  'GET /api/health': {
    summary: 'Health check',
    description:
      'Whether the server and its database answer: 200 with status `ok`, 503 with status `error` ' +
      '(and `database: error`) ' +
      'when the database does not answer within 2 seconds. For load balancers and uptime checks.',
  },
  'GET /api/chat/info': {
    summary: 'How the support chat answers',
    description:
      'Which engine answers (the built-in help search or a configured model), the support ' +
      'e-mail and community links, and recent answer statistics, for the support page.',
  },
  'GET /api/chat/conversations': {
    summary: 'Your support conversations',
    description:
      'Your conversations with the support assistant, newest first. Signed-out visitors see the ' +
      'ones started in this browser (a cookie keeps them).',
  },
  'POST /api/chat/conversations': {
    summary: 'Start a support conversation',
    description: 'Starts a conversation with a title; send messages to it next.',
    example: { title: 'Property shows offline' },
  },
  'GET /api/chat/conversations/:id/messages': {
    summary: 'A conversation',
    description: "A conversation's messages, oldest first; 404 when it is not yours.",
  },
  'POST /api/chat/conversations/:id/messages': {
    summary: 'Ask the support assistant',
    description:
      "Sends a message and answers the assistant's reply; with `Accept: text/event-stream` the " +
      'reply arrives in pieces as it is written. Limited per hour per person.',
    example: { message: 'Why does my property show as timed out?' },
  },
  'POST /api/chat/messages/:id/feedback': {
    summary: 'Rate an answer',
    description: "Records whether an assistant's answer helped.",
    example: { helpful: true },
  },
  'POST /api/chat/conversations/:id/email-support': {
    summary: 'Send a conversation to a person',
    description:
      'E-mails the conversation to the support team, who reply to your address. 503 when this ' +
      'server cannot send e-mail. Takes no body.',
  },
  'GET /track/:code': {
    summary: 'Follow an affiliate link',
    description:
      "An affiliate's tracking link: counts the click, remembers the referral in a cookie and " +
      'redirects to the home page (or the `to` path on this site).',
  },
} satisfies OperationDocs;
