import { MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import type { ReactNode } from 'react';

export interface MessageBarProps {
  intent: 'info' | 'success' | 'warning' | 'error';
  role?: 'status' | 'alert';
  className?: string;
  /** The message's text (MessageBarBody). */
  children: ReactNode;
  /** Buttons after the text (MessageBarActions). */
  actions?: ReactNode;
}

/** Fluent's MessageBar with its body and, when given, its actions: what LazyMessageBar shows once loaded. */
export function FluentMessageBar({ intent, role, className, children, actions }: MessageBarProps) {
  return (
    <MessageBar intent={intent} role={role} className={className}>
      <MessageBarBody>{children}</MessageBarBody>
      {actions ? <MessageBarActions>{actions}</MessageBarActions> : null}
    </MessageBar>
  );
}
