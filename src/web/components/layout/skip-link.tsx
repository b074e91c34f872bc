// "Skip to main content": the first stop of the Tab order, shown only while it has focus.
import type { MouseEvent } from 'react';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  // Focus the target ourselves: the router does not scroll to or focus a #fragment.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={onClick}
      // not-sr-only resets the padding, so the padding is set again under focus
      className="sr-only z-[200] rounded-md bg-white text-sm font-medium text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2"
    >
      Skip to main content
    </a>
  );
}
