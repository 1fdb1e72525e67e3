import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * The app uses React Router's declarative mode (the data router costs some 16 KB gzipped on the
 * first load). Route objects from other features may load their screen with `lazy`; this turns
 * that into a React.lazy element, which the layout's Suspense boundary waits for.
 */
export function declarative(route: RouteObject): RouteObject {
  const children = route.children?.map(declarative);
  const load = route.lazy;
  if (typeof load !== 'function') {
    return route.index ? route : { ...route, children };
  }
  const Screen = lazy(async () => {
    const loaded = (await load()) as { Component?: ComponentType | null };
    if (!loaded.Component) throw new Error(`Route ${route.path ?? '(index)'} laadt geen Component`);
    return { default: loaded.Component };
  });
  const { lazy: _lazy, children: _children, index: _index, ...rest } = route;
  return route.index
    ? { ...rest, index: true, element: <Screen /> }
    : { ...rest, index: false, element: <Screen />, children };
}
