import type { BadgeProps, CounterBadgeProps } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import type * as FluentBadges from './FluentBadges.ts';

type Badges = typeof FluentBadges;

let loaded: Badges | undefined;
let loading: Promise<void> | undefined;

/** Loads Fluent's badges once for the page; a failed load is tried again by the next badge that mounts. */
function loadBadges(): Promise<void> {
  loading ??= import('./FluentBadges.ts').then(
    (module) => {
      loaded = module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function useBadges(): Badges | undefined {
  const [, setReady] = useState(loaded !== undefined);
  useEffect(() => {
    if (loaded) return;
    let mounted = true;
    loadBadges().then(
      () => mounted && setReady(true),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  return loaded;
}

/**
 * Fluent's Badge, loaded when a page first shows one (a count, a state): the pages' first view mostly has none, so it
 * does not download them. Nothing shows until it has loaded.
 */
export function LazyBadge(props: BadgeProps) {
  const badges = useBadges();
  return badges ? <badges.Badge {...props} /> : null;
}

/** Fluent's CounterBadge, loaded as LazyBadge. */
export function LazyCounterBadge(props: CounterBadgeProps) {
  const badges = useBadges();
  return badges ? <badges.CounterBadge {...props} /> : null;
}
