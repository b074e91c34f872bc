// The dashboard's table while the whole list loads: its first page from the small answer, marked
// busy, with the pagination of the whole list; the list itself once it is in.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aProperty } from '../../../test/property-fixture.js';
import { PropertyTable } from './property-table.js';

const property = (id: number) =>
  aProperty({ id, name: `Site ${String(id).padStart(2, '0')}`, ipAddress: `127.0.3.${id}` });
const whole = Array.from({ length: 25 }, (_, i) => property(i + 1));
const firstPage = { total: 25, offset: 0, limit: 10, properties: whole.slice(0, 10) };

const render = (props: Partial<Parameters<typeof PropertyTable>[0]>) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <PropertyTable
        properties={undefined}
        isLoading={false}
        isError={false}
        checkingId={undefined}
        canCheck
        canEdit
        canDelete
        onCheck={() => {}}
        onEdit={() => {}}
        onDelete={() => {}}
        {...props}
      />
    </MemoryRouter>,
  );
const rowCount = (html: string) => html.split('data-testid="property-row"').length - 1;

describe('PropertyTable while the whole list loads', () => {
  it('shows the first page, busy, with the whole list’s pagination and no export yet', () => {
    const html = render({ isLoading: true, firstPage });
    expect(rowCount(html)).toBe(10);
    expect(html).toContain('Site 01');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Showing 1-10 of 25 properties');
    expect(html).not.toContain('Loading properties');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>.*?Export/);
  });

  it('shows the spinner without a first page', () => {
    const html = render({ isLoading: true });
    expect(html).toContain('Loading properties');
    expect(rowCount(html)).toBe(0);
  });

  it('shows the list, not busy, once it is in (a first page left over is not used)', () => {
    const html = render({ properties: whole.slice(0, 3), firstPage });
    expect(rowCount(html)).toBe(3);
    expect(html).not.toContain('aria-busy');
    expect(html).not.toContain('Site 04');
  });

  it('shows the error, not the first page, when the list failed', () => {
    const html = render({ isError: true, firstPage });
    expect(html).toContain('Failed to load properties');
    expect(rowCount(html)).toBe(0);
  });

  it('says the workspace has no properties when the first page says so', () => {
    const html = render({ isLoading: true, firstPage: { ...firstPage, total: 0, properties: [] } });
    expect(html).toContain('No properties found. Add your first property to get started.');
  });
});
