/** Shown while the assistant is writing (spec §2: a typing indicator while waiting for a reply). */
export function TypingIndicator() {
  return (
    <span role="status" aria-label="Assistant is typing" className="inline-flex items-center gap-1">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="h-2 w-2 animate-bounce rounded-full bg-slate-400 motion-reduce:animate-none"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}
