// The property form loads on demand: it brings the validation library (zod), which the
// dashboard's first paint does not need. It is fetched when the browser is idle after the page
// renders, so Edit opens it at once.
import { Suspense, useEffect, type ComponentProps } from 'react';
import type { PropertyFormDialog as Dialog } from '../../../components/property-form/property-form-dialog.js';
import { lazyNamed } from '../../../lib/lazy-named.js';

const load = () => import('../../../components/property-form/property-form-dialog.js');
const PropertyFormDialog = lazyNamed(load, 'PropertyFormDialog');

export function LazyPropertyFormDialog(props: ComponentProps<typeof Dialog>) {
  useEffect(() => {
    const preload = () => void load();
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(preload, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(preload, 1000);
    return () => clearTimeout(id);
  }, []);
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <PropertyFormDialog {...props} />
    </Suspense>
  );
}
