import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** React.lazy for a module's named component export (pages use named exports). */
export function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
