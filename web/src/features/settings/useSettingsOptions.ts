import { graphql, useLazyLoadQuery } from 'react-relay';
import type { useSettingsOptionsQuery } from '../../__generated__/useSettingsOptionsQuery.graphql.ts';

const query = graphql`
  query useSettingsOptionsQuery {
    options {
      organizationTypes {
        value
        label
      }
      usStates {
        value
        label
      }
    }
  }
`;

type OptionList = ReadonlyArray<{ readonly value: string; readonly label: string }>;

/** The option lists the settings cards label with (organisation types, US states); fetched once, then from the store. */
export function useSettingsOptions(): { organizationTypes: OptionList; usStates: OptionList } {
  const { options } = useLazyLoadQuery<useSettingsOptionsQuery>(query, {}, { fetchPolicy: 'store-or-network' });
  return { organizationTypes: options.organizationTypes, usStates: options.usStates };
}

export const labelOf = (list: OptionList, value: string | null | undefined) =>
  value ? (list.find((option) => option.value === value)?.label ?? value) : '';

/** The lines of an address: street lines, then 'City, ST 12345'; empty parts left out. */
export function addressLines(
  address:
    | { address1?: string | null; address2?: string | null; city?: string | null; state?: string | null; zipCode?: string | null }
    | null
    | undefined,
): string[] {
  if (!address) return [];
  const place = [address.city, [address.state, address.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [address.address1, address.address2, place].filter((line): line is string => Boolean(line));
}
