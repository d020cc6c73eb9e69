import { Button, Checkbox, Field, Radio, RadioGroup, SearchBox, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense, useEffect, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { VerificationTabQuery } from '../../__generated__/VerificationTabQuery.graphql.ts';
import { CreatedByOrganizationPicker, type CreatedByChoice } from './CreatedByOrganizationPicker.tsx';
import { VerificationContactsTable } from './VerificationContactsTable.tsx';
import { VerificationOrganizationsTable } from './VerificationOrganizationsTable.tsx';
import { VerifiedMatchesDrawer } from './VerifiedMatchesDrawer.tsx';
import { DEBOUNCE_MS, VERIFICATION_TEXTS } from './texts.ts';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  filters: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'flex-end', flexWrap: 'wrap' },
});

export type VerificationModel = 'CONTACT' | 'LEGAL_ORGANIZATION';
type Status = 'NEW' | 'NEEDS_MORE_INFORMATION';

interface Filters {
  status: Status;
  search: string;
  relatedToCompulsionFirm: boolean | null;
  createdBy: CreatedByChoice | null;
}

/**
 * A verification tab of /dedupe (spec 002 §2): a table of contacts or legal organisations to verify, with search,
 * 'Related to compulsion firm', 'Created by organization', the status radio ('No action taken', 'Needs more
 * information'; no Dismissed) with its counts, and the Verified Matches drawer.
 */
export function VerificationTab({ model }: { model: VerificationModel }) {
  const styles = useStyles();
  const [filters, setFilters] = useState<Filters>({ status: 'NEW', search: '', relatedToCompulsionFirm: null, createdBy: null });
  const [search, setSearch] = useState('');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <div className={styles.column}>
      <div className={styles.filters}>
        <Field label={VERIFICATION_TEXTS.search}>
          <SearchBox
            value={search}
            maxLength={200}
            placeholder={VERIFICATION_TEXTS.searchPlaceholder}
            onChange={(_, state) => {
              const text = state.value.replace(/[\u0000-\u001F\u007F]/g, ' ');
              setSearch(text);
              clearTimeout(timer.current);
              timer.current = setTimeout(() => setFilters((current) => ({ ...current, search: text.trim() })), DEBOUNCE_MS);
            }}
          />
        </Field>
        <Checkbox
          label={VERIFICATION_TEXTS.relatedToCompulsionFirm}
          checked={filters.relatedToCompulsionFirm === true}
          onChange={(_, state) => setFilters({ ...filters, relatedToCompulsionFirm: state.checked === true ? true : null })}
        />
        <CreatedByOrganizationPicker
          value={filters.createdBy}
          onChange={(organization) => setFilters({ ...filters, createdBy: organization })}
        />
        <Button onClick={() => setDrawerOpen(true)}>{VERIFICATION_TEXTS.verifiedMatches}</Button>
      </div>
      <Suspense fallback={<Spinner />}>
        <VerificationList model={model} filters={filters} onStatus={(status) => setFilters({ ...filters, status })} />
      </Suspense>
      <VerifiedMatchesDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </div>
  );
}

function VerificationList({
  model,
  filters,
  onStatus,
}: {
  model: VerificationModel;
  filters: Filters;
  onStatus: (status: Status) => void;
}) {
  const data = useLazyLoadQuery<VerificationTabQuery>(
    graphql`
      query VerificationTabQuery(
        $modelType: VerificationModel!
        $contacts: Boolean!
        $organizations: Boolean!
        $status: StaffVerificationStatus
        $search: String
        $relatedToCompulsionFirm: Boolean
        $createdByOrganizationId: ID
      ) {
        viewer {
          verificationCounts(
            modelType: $modelType
            search: $search
            relatedToCompulsionFirm: $relatedToCompulsionFirm
            createdByOrganizationId: $createdByOrganizationId
          ) {
            __id
            new
            needsMoreInformation
          }
          ...VerificationContactsTable_viewer
            @include(if: $contacts)
            @alias(as: "contactsTable")
            @arguments(
              status: $status
              search: $search
              relatedToCompulsionFirm: $relatedToCompulsionFirm
              createdByOrganizationId: $createdByOrganizationId
            )
          ...VerificationOrganizationsTable_viewer
            @include(if: $organizations)
            @alias(as: "organizationsTable")
            @arguments(
              status: $status
              search: $search
              relatedToCompulsionFirm: $relatedToCompulsionFirm
              createdByOrganizationId: $createdByOrganizationId
            )
        }
      }
    `,
    {
      modelType: model,
      contacts: model === 'CONTACT',
      organizations: model === 'LEGAL_ORGANIZATION',
      status: filters.status,
      search: filters.search || null,
      relatedToCompulsionFirm: filters.relatedToCompulsionFirm,
      createdByOrganizationId: filters.createdBy?.internalID ?? null,
    },
    { fetchPolicy: 'store-and-network' },
  );
  if (!data.viewer) return null;
  const counts = data.viewer.verificationCounts;
  const countText = (value: number | undefined) => (value === undefined ? '' : ` (${value})`);
  const place = { countsId: counts?.__id ?? null, from: filters.status === 'NEW' ? ('new' as const) : ('needsMoreInformation' as const) };
  return (
    <>
      <Field label={VERIFICATION_TEXTS.statusLabel}>
        <RadioGroup layout="horizontal" value={filters.status} onChange={(_, state) => onStatus(state.value as Status)}>
          <Radio value="NEW" label={`${VERIFICATION_TEXTS.statusNew}${countText(counts?.new)}`} />
          <Radio
            value="NEEDS_MORE_INFORMATION"
            label={`${VERIFICATION_TEXTS.statusNeedsMoreInformation}${countText(counts?.needsMoreInformation)}`}
          />
        </RadioGroup>
      </Field>
      {data.viewer.contactsTable ? <VerificationContactsTable viewer={data.viewer.contactsTable} place={place} /> : null}
      {data.viewer.organizationsTable ? <VerificationOrganizationsTable viewer={data.viewer.organizationsTable} place={place} /> : null}
    </>
  );
}
