import type { Link as FluentLink, LinkProps } from '@fluentui/react-components';
import { useEffect, useState } from 'react';

type LinkComponent = typeof FluentLink;

let loaded: LinkComponent | undefined;
let loading: Promise<void> | undefined;

/** Loads Fluent's Link once for the page; a failed load is tried again by the next link that mounts. */
function loadLink(): Promise<void> {
  loading ??= import('./FluentLink.ts').then(
    (module) => {
      loaded = module.Link;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Fluent's Link, loaded when a page first shows one: the portfolio shows its "Clear filters" link only once a filter
 * is applied, so its first view does not download Link (about 1 KB compressed). Nothing shows until it has loaded,
 * as LazyBadge.
 */
export function LazyLink(props: LinkProps) {
  const [, setReady] = useState(loaded !== undefined);
  useEffect(() => {
    if (loaded) return;
    let mounted = true;
    loadLink().then(
      () => mounted && setReady(true),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  const Link = loaded;
  return Link ? <Link {...props} /> : null;
}
