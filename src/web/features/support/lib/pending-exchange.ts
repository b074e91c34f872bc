// The exchange being sent, shown after the stored messages while its answer streams in.
export type PendingExchange = { conversationId: string; question: string; answer: string };
/** The exchange being sent, with how many messages its conversation held when it was sent. */
export type SentExchange = PendingExchange & { storedBefore: number };

/**
 * The exchange to show after the stored messages, if any. Once the re-read messages hold the
 * stored question and answer it is not shown again, even before the other re-reads (list,
 * statistics) end and the pending exchange is cleared: the answer never appears twice.
 */
export function shownPending(
  pending: SentExchange | null,
  activeId: string | null,
  stored: readonly unknown[] | undefined,
): PendingExchange | null {
  if (!pending || pending.conversationId !== activeId) return null;
  if ((stored?.length ?? 0) >= pending.storedBefore + 2) return null;
  const { conversationId, question, answer } = pending;
  return { conversationId, question, answer };
}
