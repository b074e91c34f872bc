import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, toast } from './toast-store.js';
import { Toaster } from './toaster.js';

const render = () =>
  renderToStaticMarkup(
    <MemoryRouter>
      <Toaster />
    </MemoryRouter>,
  );

afterEach(() => dismissToast());

describe('Toaster', () => {
  it('renders nothing but the live region when there is no toast', () => {
    expect(render()).not.toContain('data-testid="toast"');
  });

  it('renders a destructive toast as an alert with its action link', () => {
    toast({
      title: 'Property Limit Reached',
      description: "You've reached your Solo plan limit of 1 properties. Upgrade to add more.",
      variant: 'destructive',
      action: { label: 'Upgrade Now', href: '/billing' },
    });
    const html = render();
    expect(html).toContain('role="alert"');
    expect(html).toContain('data-variant="destructive"');
    expect(html).toContain('Property Limit Reached');
    expect(html).toMatch(/<a[^>]*href="\/billing"[^>]*>Upgrade Now<\/a>/);
    expect(html.match(/data-testid="toast"/g)).toHaveLength(1);
  });

  it('renders a default toast as a status', () => {
    toast({ title: 'Alert marked as read' });
    const html = render();
    expect(html).toContain('role="status"');
    expect(html).toContain('Alert marked as read');
  });
});
