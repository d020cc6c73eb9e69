import { useEffect, useState, type ComponentType } from 'react';
import type { MessageBarProps } from './FluentMessageBar.tsx';

let loaded: ComponentType<MessageBarProps> | undefined;
let loading: Promise<void> | undefined;

/** Loads Fluent's MessageBar once for every message of the page; a failed load is tried again by the next message. */
function loadMessageBar(): Promise<void> {
  loading ??= import('./FluentMessageBar.tsx').then(
    (module) => {
      loaded = module.FluentMessageBar;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * A message (Fluent's MessageBar: errors, notices) whose code loads when the page first shows one: a page's first view
 * rarely has any, so it does not download them. Until then — or when the load fails, offline say — the text and the
 * actions show at once as they are, with the message's role, and become the MessageBar (which announces itself) when
 * it has loaded.
 */
export function LazyMessageBar(props: MessageBarProps) {
  const [, setReady] = useState(loaded !== undefined);
  useEffect(() => {
    if (loaded) return;
    let mounted = true;
    loadMessageBar().then(
      () => mounted && setReady(true),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  const Loaded = loaded;
  if (Loaded) return <Loaded {...props} />;
  return (
    <div role={props.role ?? 'group'} className={props.className}>
      {props.children}
      {props.actions}
    </div>
  );
}
