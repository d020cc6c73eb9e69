import { Body1, Radio, RadioGroup, SearchBox, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, useDeferredValue, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AddOrganizationDialogSearchQuery } from '../../__generated__/AddOrganizationDialogSearchQuery.graphql.ts';
import { MutationDialog } from '../../ui/MutationDialog.tsx';
import { useFormErrors } from '../../ui/useFormErrors.ts';
import { allMessages } from '../../ui/userErrors.ts';
import { useAddLienholderOrganizationMutation } from './mutations/useAddLienholderOrganizationMutation.ts';
import { searchText } from '../../lib/input-rules.ts';

const useStyles = makeStyles({
  pane: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minHeight: '280px' },
  list: { maxHeight: '280px', overflowY: 'auto' },
});

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
  const [addLienholder, inFlight] = useAddLienholderOrganizationMutation();
  const { errors, setErrors, submit } = useFormErrors();

  async function invite() {
    if (selected && (await submit(() => addLienholder({ caseId, lienholderId: selected.internalID })))) onClose();
  }

  if (step === 'search') {
    return (
      <MutationDialog
        title="Search Organizations on the registry"
        submitLabel="Next"
        onSubmit={() => setStep('invite')}
        submitDisabled={!selected}
        onClose={onClose}
        inFlight={false}
      >
        <div className={styles.pane}>
          <SearchBox
            aria-label="Search organizations"
            placeholder="Organization name"
            value={search}
            onChange={(_, { value }) => setSearch(value)}
          />
          <Suspense fallback={<Spinner label="Searching…" />}>
            <Results className={styles.list} search={deferredSearch} onCase={onCase} selected={selected} onSelect={setSelected} />
          </Suspense>
        </div>
      </MutationDialog>
    );
  }
  return (
    <MutationDialog
      title={`Invite ${selected?.name ?? ''} to this case`}
      submitLabel="Invite"
      onSubmit={invite}
      cancelLabel="Back"
      onCancel={() => {
        setErrors({ fields: {}, general: [] });
        setStep('search');
      }}
      onClose={onClose}
      inFlight={inFlight}
      generalErrors={allMessages(errors)}
    >
      <div className={styles.pane}>
        <Body1>{`${selected?.name ?? 'The organization'} will be added to this case as a lienholder and will see it in its portfolio.`}</Body1>
      </div>
    </MutationDialog>
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
    { search: searchText(search) || null },
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
