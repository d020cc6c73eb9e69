import { LazyMessageBar } from './LazyMessageBar.tsx';

/** The general errors of a form outside a dialog (userErrors without a field, or a failure), one MessageBar each. */
export function GeneralErrors({ messages, className }: { messages: ReadonlyArray<string>; className?: string }) {
  return messages.map((message) => (
    <LazyMessageBar key={message} intent="error" className={className}>
      {message}
    </LazyMessageBar>
  ));
}
