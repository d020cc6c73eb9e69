import { Combobox, Field, Option } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type {
  OrganizationPickerSearchQuery,
  OrganizationPickerSearchQuery$data,
} from '../../__generated__/OrganizationPickerSearchQuery.graphql.ts';
import { SEARCH_DEBOUNCE_MS } from '../../config.ts';
import { TEXT_LIMITS, searchText } from '../../lib/input-rules.ts';

/** The organisation staff work on: a law firm or a lienholder. */
export interface OrganizationChoice {
  internalID: string;
  name: string;
  type: string;
}

type Organizations = NonNullable<NonNullable<OrganizationPickerSearchQuery$data['viewer']>['manualDedupeOrganizations']>;

const searchQuery = graphql`
  query OrganizationPickerSearchQuery($search: String) {
    viewer {
      manualDedupeOrganizations(search: $search, first: 20) {
        internalID
        name
        type
      }
    }
  }
`;

/** LAW_FIRM → 'Law firm', MEDICAL_PRACTICE → 'Medical practice'. */
function typeLabel(type: string) {
  const words = type.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Staff's organisation picker: search every organisation by name (debounced) and choose one. */
export function OrganizationPicker({
  value,
  onChange,
}: {
  value: OrganizationChoice | null;
  onChange: (organization: OrganizationChoice) => void;
}) {
  const environment = useRelayEnvironment();
  const [text, setText] = useState(value?.name ?? '');
  const [search, setSearch] = useState('');
  const [organizations, setOrganizations] = useState<Organizations>([]);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    clearTimeout(timer.current);
    let current = true;
    timer.current = setTimeout(() => {
      fetchQuery<OrganizationPickerSearchQuery>(environment, searchQuery, { search: searchText(search) || null }).subscribe({
        next: (data) => current && setOrganizations(data.viewer?.manualDedupeOrganizations ?? []),
        error: () => current && setOrganizations([]),
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer.current);
    };
  }, [environment, search]);

  return (
    <Field label="Organization" required>
      <Combobox
        freeform
        open={open}
        onOpenChange={(_, data) => setOpen(data.open)}
        placeholder="Search organizations..."
        maxLength={TEXT_LIMITS.search}
        value={text}
        selectedOptions={value ? [value.internalID] : []}
        onChange={(event) => {
          setText(event.target.value);
          setSearch(event.target.value);
          setOpen(true);
        }}
        onOptionSelect={(_, data) => {
          const organization = organizations.find((candidate) => candidate.internalID === data.optionValue);
          if (!organization) return;
          setText(organization.name);
          if (organization.internalID !== value?.internalID) onChange({ ...organization });
        }}
      >
        {organizations.length === 0 ? (
          <Option disabled value="" text="">
            No organization matches
          </Option>
        ) : (
          organizations.map((organization) => (
            <Option key={organization.internalID} value={organization.internalID} text={organization.name}>
              {`${organization.name} (${typeLabel(organization.type)})`}
            </Option>
          ))
        )}
      </Combobox>
    </Field>
  );
}
