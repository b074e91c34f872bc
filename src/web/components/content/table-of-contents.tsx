// "On this page": links to a page's sections (guides, blog posts, the API documentation).
export function TableOfContents({ entries }: { entries: readonly { id: string; text: string }[] }) {
  return (
    <nav aria-label="On this page" className="mt-6 rounded-lg bg-slate-50 p-4 text-sm">
      <p className="font-semibold text-slate-900">On this page</p>
      <ul className="mt-2 space-y-1">
        {entries.map((t) => (
          <li key={t.id}>
            <a href={`#${t.id}`} className="text-brand-700 hover:text-brand-800">
              {t.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
