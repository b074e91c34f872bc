// Keyboard behaviour of the off-canvas navigation on small screens: opening moves focus into it,
// Escape or moving focus out of it closes it, and closing returns focus to the menu button.
import { useEffect, useRef, useState, type RefObject } from 'react';

export function useOffCanvas(panelId: string): {
  isOpen: boolean;
  open(): void;
  close(): void;
  toggleRef: RefObject<HTMLButtonElement | null>;
} {
  const [isOpen, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const panel = document.getElementById(panelId);
    const toggle = toggleRef.current;
    // The panel slides in: until its visibility has switched on, focus() does nothing, so
    // try again on the next frames (bounded).
    let frame = 0;
    let raf = 0;
    const focusFirst = () => {
      const first = panel?.querySelector<HTMLElement>('a[href], button:not([disabled])');
      first?.focus();
      if (first && document.activeElement !== first && frame++ < 30) {
        raf = requestAnimationFrame(focusFirst);
      }
    };
    focusFirst();

    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    // Tab past the last entry leaves the panel: close it rather than leave it over the page
    const onFocusIn = (e: FocusEvent) => {
      const target = e.target as Node | null;
      if (target && !panel?.contains(target) && target !== toggle) setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      cancelAnimationFrame(raf);
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      // focus inside the now hidden panel (or lost with it) goes back to the menu button
      const active = document.activeElement;
      if (!active || active === document.body || panel?.contains(active)) {
        toggle?.focus();
      }
    };
  }, [isOpen, panelId]);

  return { isOpen, open: () => setOpen(true), close: () => setOpen(false), toggleRef };
}
