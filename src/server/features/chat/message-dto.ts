import type { ChatMessage } from '../../../contracts/chat.js';
import type { chatMessages } from '../../db/schema/index.js';

type Row = typeof chatMessages.$inferSelect;

/** A stored message as the client reads it (spec §3: id, role, content, timestamp). */
export function toMessageDto(row: Row, helpful: boolean | null = null): ChatMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    engine: row.engine,
    sources: row.sources ?? [],
    note: row.note,
    helpful,
  };
}
