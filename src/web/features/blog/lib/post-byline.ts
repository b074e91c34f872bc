/** "October 6, 2026 · 5 min read" from a post's front matter (either part may be missing). */
export function postByline(post: { date?: string; readTime?: string }): string | undefined {
  const parts: string[] = [];
  if (post.date) {
    parts.push(
      new Date(`${post.date}T12:00:00Z`).toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      }),
    );
  }
  if (post.readTime) parts.push(`${post.readTime} read`);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}
