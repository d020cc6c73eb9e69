import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  SearchBox,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Suspense, useDeferredValue, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import type { AddOrganizationDialogMutation } from '../../__generated__/AddOrganizationDialogMutation.graphql.ts';
import type { AddOrganizationDialogSearchQuery } from '../../__generated__/AddOrganizationDialogSearchQuery.graphql.ts';
import { commitAsPromise } from '../../mutations/commitAsPromise.ts';

const useStyles = makeStyles({
  pane: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minHeight: '280px' },
  list: { maxHeight: '280px', overflowY: 'auto' },
});

const mutation = graphql`
  mutation AddOrganizationDialogMutation($input: AddLienholderOrganizationInput!) {
    addLienholderOrganization(input: $input) {
      lien {
        id
      }
      case {
        id
        ...FinanceTab_case
      }
      userErrors {
        field
        message
      }
    }
  }
`;

interface Organization {
  internalID: string;
  name: string;
}

/**
 * Add Organization: 'Search Organizations on the registry', then 'Invite {org} to this case'. Organisations already
 * holding a lien on the case are shown but cannot be chosen.
 */
export function AddOrganizationDialog({ caseId, onCase, onClose }: { caseId: string; onCase: ReadonlySet<string>; onClose: () => void }) {
  const styles = useStyles();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [selected, setSelected] = useState<Organization | null>(null);
  const [step, setStep] = useState<'search' | 'invite'>('search');
  const [commit, inFlight] = useMutation<AddOrganizationDialogMutation>(mutation);
  const [error, setError] = useState<string | null>(null);

  async function invite() {
    if (!selected) return;
    try {
      const response = await commitAsPromise(commit, { variables: { input: { caseId, lienholderId: selected.internalID } } });
      const [first] = response.addLienholderOrganization.userErrors;
      if (first) return setError(first.message);
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'An error occurred. Please refresh the page.');
    }
  }

  return (
    <Dialog open onOpenChange={(_, { open }) => !open && onClose()}>
      <DialogSurface>
        <DialogBody>
          {step === 'search' ? (
            <>
              <DialogTitle>Search Organizations on the registry</DialogTitle>
              <DialogContent className={styles.pane}>
                <SearchBox aria-label="Search organizations" placeholder="Organization name" value={search} onChange={(_, { value }) => setSearch(value)} />
                <Suspense fallback={<Spinner label="Searching…" />}>
                  <Results className={styles.list} search={deferredSearch} onCase={onCase} selected={selected} onSelect={setSelected} />
                </Suspense>
              </DialogContent>
              <DialogActions>
                <Button onClick={onClose}>Cancel</Button>
                <Button appearance="primary" disabled={!selected} onClick={() => setStep('invite')}>
                  Next
                </Button>
              </DialogActions>
            </>
          ) : (
            <>
              <DialogTitle>{`Invite ${selected?.name ?? ''} to this case`}</DialogTitle>
              <DialogContent className={styles.pane}>
                {error ? (
                  <MessageBar intent="error">
                    <MessageBarBody>{error}</MessageBarBody>
                  </MessageBar>
                ) : null}
                <Body1>{`${selected?.name ?? 'The organization'} will be added to this case as a lienholder and will see it in its portfolio.`}</Body1>
              </DialogContent>
              <DialogActions>
                <Button
                  onClick={() => {
                    setError(null);
                    setStep('search');
                  }}
                >
                  Back
                </Button>
                <Button appearance="primary" disabled={inFlight} onClick={invite}>
                  Invite
                </Button>
              </DialogActions>
            </>
          )}
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function Results({
  className,
  search,
  onCase,
  selected,
  onSelect,
}: {
  className: string;
  search: string;
  onCase: ReadonlySet<string>;
  selected: Organization | null;
  onSelect: (organization: Organization) => void;
}) {
  const data = useLazyLoadQuery<AddOrganizationDialogSearchQuery>(
    graphql`
      query AddOrganizationDialogSearchQuery($search: String) {
        viewer {
          lienholderDirectory(search: $search, first: 50) {
            internalID
            name
            city
            state
          }
        }
      }
    `,
    { search: search.trim() || null },
  );
  const organizations = data.viewer?.lienholderDirectory ?? [];
  if (!organizations.length) return <Body1>No organizations match.</Body1>;
  return (
    <RadioGroup
      className={className}
      aria-label="Organizations"
      value={selected?.internalID ?? ''}
      onChange={(_, { value }) => {
        const found = organizations.find((organization) => organization.internalID === value);
        if (found) onSelect({ internalID: found.internalID, name: found.name });
      }}
    >
      {organizations.map((organization) => {
        const place = [organization.city, organization.state].filter(Boolean).join(', ');
        const already = onCase.has(organization.internalID);
        return (
          <Radio
            key={organization.internalID}
            value={organization.internalID}
            disabled={already}
            label={`${organization.name}${place ? ` · ${place}` : ''}${already ? ' · already on this case' : ''}`}
          />
        );
      })}
    </RadioGroup>
  );
}
