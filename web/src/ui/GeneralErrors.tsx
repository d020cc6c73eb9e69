import { MessageBar, MessageBarBody } from '@fluentui/react-components';

/** The general errors of a form outside a dialog (userErrors without a field, or a failure), one MessageBar each. */
export function GeneralErrors({ messages, className }: { messages: ReadonlyArray<string>; className?: string }) {
  return messages.map((message) => (
    <MessageBar key={message} intent="error" className={className}>
      <MessageBarBody>{message}</MessageBarBody>
    </MessageBar>
  ));
}
