import { createContext } from 'react';
import type { EnvironmentHolder } from './environment.ts';

export const EnvironmentHolderContext = createContext<EnvironmentHolder | null>(null);
