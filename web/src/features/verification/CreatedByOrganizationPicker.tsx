import { Combobox, Field, Option } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type {
  CreatedByOrganizationPickerQuery,
  CreatedByOrganizationPickerQuery$data,
} from '../../__generated__/CreatedByOrganizationPickerQuery.graphql.ts';
import { SEARCH_DEBOUNCE_MS } from '../../config.ts';
import { TEXT_LIMITS, searchText } from '../../lib/input-rules.ts';
import { VERIFICATION_TEXTS } from './texts.ts';

export interface CreatedByChoice {
  internalID: string;
  name: string;
}

type Organizations = NonNullable<NonNullable<CreatedByOrganizationPickerQuery$data['viewer']>['manualDedupeOrganizations']>;

const searchQuery = graphql`
  query CreatedByOrganizationPickerQuery($search: String) {
    viewer {
      manualDedupeOrganizations(search: $search, first: 20) {
        internalID
        name
      }
    }
  }
`;

/** The 'Created by organization' filter (spec 002 §2, verification only): search organisations by name; clearable. */
export function CreatedByOrganizationPicker({
  value,
  onChange,
}: {
  value: CreatedByChoice | null;
  onChange: (organization: CreatedByChoice | null) => void;
}) {
  const environment = useRelayEnvironment();
  const [text, setText] = useState(value?.name ?? '');
  const [search, setSearch] = useState<string | null>(null);
  const [organizations, setOrganizations] = useState<Organizations>([]);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    // Nothing is asked before the picker is used.
    if (search === null) return undefined;
    clearTimeout(timer.current);
    let current = true;
    timer.current = setTimeout(() => {
      fetchQuery<CreatedByOrganizationPickerQuery>(environment, searchQuery, { search: searchText(search) || null }).subscribe({
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
    <Field label={VERIFICATION_TEXTS.createdByOrganization}>
      <Combobox
        freeform
        clearable
        open={open}
        onOpenChange={(_, data) => {
          setOpen(data.open);
          if (data.open && search === null) setSearch('');
        }}
        placeholder={VERIFICATION_TEXTS.createdByOrganizationPlaceholder}
        maxLength={TEXT_LIMITS.search}
        value={text}
        selectedOptions={value ? [value.internalID] : []}
        onChange={(event) => {
          setText(event.target.value);
          setSearch(event.target.value);
          setOpen(true);
          if (!event.target.value && value) onChange(null);
        }}
        onOptionSelect={(_, data) => {
          if (!data.optionValue) {
            setText('');
            if (value) onChange(null);
            return;
          }
          const organization = organizations.find((candidate) => candidate.internalID === data.optionValue);
          if (!organization) return;
          setText(organization.name);
          if (organization.internalID !== value?.internalID) onChange({ internalID: organization.internalID, name: organization.name });
        }}
      >
        {organizations.map((organization) => (
          <Option key={organization.internalID} value={organization.internalID} text={organization.name}>
            {organization.name}
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}
