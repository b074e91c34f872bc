import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dismissToast,
  getToasts,
  subscribeToasts,
  toast,
  TOAST_DEFAULT_DURATION_MS,
} from './toast-store.js';

beforeEach(() => {
  vi.useFakeTimers();
  dismissToast();
});

afterEach(() => {
  dismissToast();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('keeps only one toast visible: the newest', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    expect(getToasts().map((t) => t.title)).toEqual(['Second']);
    expect(getToasts()[0]?.variant).toBe('destructive');
  });

  it('dismisses itself after 5000 ms by default', () => {
    expect(TOAST_DEFAULT_DURATION_MS).toBe(5000);
    toast({ title: 'Saved' });
    vi.advanceTimersByTime(4999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('a replaced toast does not dismiss its successor when its timer would have fired', () => {
    toast({ title: 'Old' });
    vi.advanceTimersByTime(3000);
    toast({ title: 'New' });
    vi.advanceTimersByTime(2500);
    expect(getToasts().map((t) => t.title)).toEqual(['New']);
  });

  it('honours a custom duration and Infinity', () => {
    toast({ title: 'Short', duration: 100 });
    vi.advanceTimersByTime(100);
    expect(getToasts()).toHaveLength(0);
    toast({ title: 'Sticky', duration: Infinity });
    vi.advanceTimersByTime(60_000);
    expect(getToasts()).toHaveLength(1);
  });

  it('keeps an action and can be dismissed by handle', () => {
    const handle = toast({ title: 'Limit', action: { label: 'Upgrade Now', href: '/billing' } });
    expect(getToasts()[0]?.action).toEqual({ label: 'Upgrade Now', href: '/billing' });
    handle.dismiss();
    expect(getToasts()).toHaveLength(0);
  });

  it('notifies subscribers on change', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToasts(listener);
    toast({ title: 'A' });
    dismissToast();
    unsubscribe();
    toast({ title: 'B' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
