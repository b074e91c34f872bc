// The create/edit form's state and the body it sends: sections in order, each with its shown
// properties in order (display name empty: the property's own name).
import type { PageVisibility } from '../../../../contracts/status-page-model.js';
import type { StatusPage, StatusPageBody } from '../../../../contracts/status-pages.js';

export type ShownRow = {
  propertyId: number;
  propertyName: string;
  displayName: string;
  showAddress: boolean;
};
export type SectionRow = {
  key: string;
  name: string;
  rows: ShownRow[];
  /** also every other property of the workspace, ones added later included */
  allProperties: boolean;
};

export type PageValues = {
  title: string;
  slug: string;
  description: string;
  visibility: PageVisibility;
  password: string;
  /** empty: none */
  customDomain: string;
  sections: SectionRow[];
};

let keySeq = 0;
export const newSection = (name = ''): SectionRow => ({
  key: `s${keySeq++}`,
  name,
  rows: [],
  allProperties: false,
});

export function initialValues(page?: StatusPage | null): PageValues {
  if (!page) {
    return {
      title: '',
      slug: '',
      description: '',
      visibility: 'public',
      password: '',
      customDomain: '',
      sections: [newSection('Properties')],
    };
  }
  return {
    title: page.title,
    slug: page.slug,
    description: page.description ?? '',
    visibility: page.visibility,
    password: '',
    customDomain: page.customDomain ?? '',
    sections: page.sections.map((s) => ({
      ...newSection(s.name),
      allProperties: s.allProperties,
      rows: s.shownProperties.map((p) => ({
        propertyId: p.propertyId,
        propertyName: p.propertyName,
        displayName: p.displayName ?? '',
        showAddress: p.showAddress,
      })),
    })),
  };
}

/** A slug from a title: "Maple Court (north)" -> "maple-court-north". */
export const slugFrom = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

export function bodyOf(v: PageValues): StatusPageBody {
  return {
    title: v.title,
    slug: v.slug,
    description: v.description || null,
    visibility: v.visibility,
    ...(v.visibility === 'password' && v.password ? { password: v.password } : {}),
    // sent always: an edit keeps the page's domain (an omitted one would clear it)
    customDomain: v.customDomain || null,
    sections: v.sections.map((s) => ({
      name: s.name,
      allProperties: s.allProperties,
      shownProperties: s.rows.map((r) => ({
        propertyId: r.propertyId,
        displayName: r.displayName || null,
        showAddress: r.showAddress,
      })),
    })),
  };
}

/** Moves item `i` of a list by `by` places (within bounds). */
export function moved<T>(list: readonly T[], i: number, by: -1 | 1): T[] {
  const j = i + by;
  if (j < 0 || j >= list.length) return [...list];
  const out = [...list];
  [out[i], out[j]] = [out[j]!, out[i]!];
  return out;
}
