import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router';
import type { IEnvironment } from 'relay-runtime';

/** Fluent + Relay + a memory router around `ui`. */
export function renderWithRelay(ui: ReactNode, environment: IEnvironment, path = '/') {
  return render(
    <FluentProvider theme={webLightTheme}>
      <RelayEnvironmentProvider environment={environment}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </RelayEnvironmentProvider>
    </FluentProvider>,
  );
}
