import { createElement, lazy, useState, type ComponentType } from 'react';

export type LazyNamed<P extends object> = ComponentType<P> & {
  /** Loads the module now; a component mounted after it has loaded renders without suspending. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * React.lazy for a module's named component export (pages use named exports), which does not
 * suspend once its module is loaded. React.lazy always suspends on its first render, even for a
 * module already in memory, and React 19 holds a Suspense boundary's content back for 300 ms
 * after its fallback showed: with the shell and the page each behind a boundary, that was ~600 ms
 * of spinner on the dashboard's first load (bench:web, issue 14) after everything had arrived.
 */
export function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyNamed<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then((m) => {
      loaded = m[name];
      return loaded;
    }));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Named(props: P) {
    // chosen once per mount: switching from Lazy to the loaded type later would remount it
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  Named.displayName = `Lazy(${name})`;
  Named.preload = preload;
  return Named;
}
