import { graphql, useFragment } from 'react-relay';
import type { CaseDetailTab_case$key } from '../../__generated__/CaseDetailTab_case.graphql.ts';
import type { CaseDetailTab_options$key } from '../../__generated__/CaseDetailTab_options.graphql.ts';
import type { CaseDetailTab_viewer$key } from '../../__generated__/CaseDetailTab_viewer.graphql.ts';
import { CaseDetailsCard } from '../case-details/CaseDetailsCard.tsx';
import { ExternalIdsRow } from '../external-keys/ExternalIdsRow.tsx';
import { PolicyLimitsCard } from '../policy-limits/PolicyLimitsCard.tsx';
import { TagsRow } from '../tags/TagsRow.tsx';

/** The default tab, loaded with the case header by the route's query: a card added here is spread only here. */
export function CaseDetailTab({
  caseRef,
  viewerRef,
  options,
}: {
  caseRef: CaseDetailTab_case$key;
  viewerRef: CaseDetailTab_viewer$key;
  options: CaseDetailTab_options$key;
}) {
  const kase = useFragment(
    graphql`
      fragment CaseDetailTab_case on Case {
        ...CaseDetailsCard_case
        ...PolicyLimitsCard_case
        ...TagsRow_case
        ...ExternalIdsRow_case
      }
    `,
    caseRef,
  );
  const viewer = useFragment(
    graphql`
      fragment CaseDetailTab_viewer on Viewer {
        ...TagsRow_viewer
        ...ExternalIdsRow_viewer
      }
    `,
    viewerRef,
  );
  const optionsData = useFragment(
    graphql`
      fragment CaseDetailTab_options on Options {
        ...CaseDetailsCard_options
      }
    `,
    options,
  );
  return (
    <>
      <CaseDetailsCard caseRef={kase} options={optionsData} />
      <PolicyLimitsCard caseRef={kase} />
      <TagsRow caseRef={kase} viewerRef={viewer} />
      <ExternalIdsRow caseRef={kase} viewerRef={viewer} />
    </>
  );
}
