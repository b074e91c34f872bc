// Tabs as the WAI-ARIA Authoring Practices describe them: one tab stop for the whole list (the
// selected tab), arrow keys, Home and End move and select, the panel is labelled by its tab.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn.js';

export type TabItem<T extends string> = { value: T; label: string };

export type TabListProps<T extends string> = {
  /** names the tab list for screen readers */
  label: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange(value: T): void;
  /** id of the panel the tabs control; the panel should use `aria-labelledby={tabId(...)}` */
  panelId: string;
  className?: string;
};

/** The id of the tab for `value` in the list controlling `panelId`. */
export const tabId = (panelId: string, value: string) => `${panelId}-tab-${value}`;

export function TabList<T extends string>({
  label,
  items,
  value,
  onChange,
  panelId,
  className,
}: TabListProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);

  // `index` is the tab that has the focus (not the selected value, which a fast second key
  // press can see before the first one's selection has rendered)
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null || !items[next]) return;
    event.preventDefault();
    onChange(items[next].value);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      className={cn('inline-flex rounded-md bg-slate-100 p-1', className)}
    >
      {items.map((item, index) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            id={tabId(panelId, item.value)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onKeyDown={(e) => onKeyDown(e, index)}
            onClick={() => onChange(item.value)}
            className={cn(
              'rounded px-3 py-1 text-sm font-medium',
              selected
                ? 'bg-white text-slate-900 shadow-sm'
                : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

/** A tab list and the one panel it controls, the panel labelled by the selected tab. */
export function Tabs<T extends string>({
  children,
  ...list
}: TabListProps<T> & { children: ReactNode }) {
  return (
    <>
      <TabList {...list} />
      <div role="tabpanel" id={list.panelId} aria-labelledby={tabId(list.panelId, list.value)}>
        {children}
      </div>
    </>
  );
}
