import { renderHook } from '@testing-library/react';
import { Environment, Network, Observable, RecordSource, Store, commitLocalUpdate, type RecordSourceProxy } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { portfolioConnectionIds, removeCaseFromPortfolio, useListedPortfolioConnection } from './portfolioConnections.ts';

function environmentWith(connections: Record<string, string[]>) {
  const environment = new Environment({
    network: Network.create(() => Observable.from(new Promise(() => {}))),
    store: new Store(new RecordSource()),
  });
  commitLocalUpdate(environment, (store) => {
    for (const [connectionId, caseIds] of Object.entries(connections)) {
      const connection = store.create(connectionId, 'PortfolioConnection');
      connection.setValue(caseIds.length, 'totalCount');
      connection.setLinkedRecords(
        caseIds.map((caseId) => {
          const edge = store.create(`${connectionId}:edge:${caseId}`, 'PortfolioEdge');
          edge.setLinkedRecord(store.get(caseId) ?? store.create(caseId, 'Case'), 'node');
          return edge;
        }),
        'edges',
      );
    }
  });
  return environment;
}

const listed = (environment: Environment, connectionId: string) => {
  const record = environment.getStore().getSource().get(connectionId) as unknown as { totalCount: number; edges: { __refs: string[] } };
  const edges = record.edges.__refs.map(
    (ref) => (environment.getStore().getSource().get(ref) as unknown as { node: { __ref: string } }).node.__ref,
  );
  return { total: record.totalCount, cases: edges };
};

const update = (environment: Environment, change: (store: RecordSourceProxy) => void) => commitLocalUpdate(environment, change);

describe('portfolio connections', () => {
  it('takes a case out of the listed connections (or only those with a status filter), keeping their totals', () => {
    const environment = environmentWith({ 'conn:unresolved': ['Case:1', 'Case:2'], 'conn:all': ['Case:1', 'Case:3'] });
    const unresolved = renderHook(() => useListedPortfolioConnection('conn:unresolved', 'UNRESOLVED'));
    const all = renderHook(() => useListedPortfolioConnection('conn:all', 'ALL'));
    expect(portfolioConnectionIds().sort()).toEqual(['conn:all', 'conn:unresolved']);

    update(environment, (store) => removeCaseFromPortfolio(store, 'Case:1', 'UNRESOLVED'));
    expect(listed(environment, 'conn:unresolved')).toEqual({ total: 1, cases: ['Case:2'] });
    expect(listed(environment, 'conn:all')).toEqual({ total: 2, cases: ['Case:1', 'Case:3'] });

    update(environment, (store) => removeCaseFromPortfolio(store, 'Case:1'));
    expect(listed(environment, 'conn:all')).toEqual({ total: 1, cases: ['Case:3'] });
    // A case a list does not hold leaves its total alone.
    update(environment, (store) => removeCaseFromPortfolio(store, 'Case:9'));
    expect(listed(environment, 'conn:all').total).toBe(1);

    unresolved.unmount();
    all.unmount();
    expect(portfolioConnectionIds()).toEqual([]);
  });
});
