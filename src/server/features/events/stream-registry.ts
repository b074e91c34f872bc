// The live streams (SSE) open in this process, so they can be bounded per user and ended when
// their session ends (sign-out) or shutdown comes.
export type LiveStream = { userId: string; session: string | null; end: () => void };

export type StreamRegistry = {
  /** false when the user already has `maxPerUser` streams open */
  add(stream: LiveStream): boolean;
  remove(stream: LiveStream): void;
  /** ends every stream opened with this session token (sign-out) */
  endSession(token: string | null | undefined): void;
  /** ends every stream whose session token matches (sessions ended from Settings) */
  endWhere(pick: (token: string) => boolean): void;
  endAll(): void;
};

export function createStreamRegistry(maxPerUser: number): StreamRegistry {
  const streams = new Set<LiveStream>();
  const ending = (pick: (s: LiveStream) => boolean) => {
    for (const s of [...streams]) if (pick(s)) s.end();
  };
  return {
    add(stream) {
      let mine = 0;
      for (const s of streams) if (s.userId === stream.userId) mine++;
      if (mine >= maxPerUser) return false;
      streams.add(stream);
      return true;
    },
    remove: (stream) => void streams.delete(stream),
    endSession: (token) => token && ending((s) => s.session === token),
    endWhere: (pick) => ending((s) => s.session !== null && pick(s.session)),
    endAll: () => ending(() => true),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    liveStreams: StreamRegistry;
  }
}
