import { Body1, Button, Title2, Toast, ToastBody, ToastTitle, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSwap20Regular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { GENERIC_ERROR_TEXT } from '../../config.ts';
import { GeneralErrors } from '../../ui/GeneralErrors.tsx';
import { LazyMessageBar } from '../../ui/LazyMessageBar.tsx';
import { useAppToasts } from '../../ui/useAppToasts.ts';
import { CaseCombobox, type CaseChoice } from './CaseCombobox.tsx';
import { ManualMergePreviewTable } from './ManualMergePreviewTable.tsx';
import { OrganizationPicker, type OrganizationChoice } from './OrganizationPicker.tsx';
import { useMergeManualCasesMutation } from './mutations/useMergeManualCasesMutation.ts';
import { usePreviewManualCaseMergeMutation, type ManualMergePreview } from './mutations/usePreviewManualCaseMergeMutation.ts';
import { ERROR_TITLE, LOGIC_ERROR, MERGED } from './texts.ts';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
    maxWidth: '960px',
  },
  pair: { display: 'grid', gridTemplateColumns: '1fr auto 1fr', alignItems: 'end', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/**
 * /manual-dedupe (staff): choose an organisation, then its canonical case and a duplicate, preview what the merged
 * case keeps, swap the two if needed, and merge. The selection resets after a merge and when the organisation changes.
 */
export function ManualDedupePage() {
  const styles = useStyles();
  const { dispatchToast } = useAppToasts();
  const [organization, setOrganization] = useState<OrganizationChoice | null>(null);
  const [canonical, setCanonical] = useState<CaseChoice | null>(null);
  const [duplicate, setDuplicate] = useState<CaseChoice | null>(null);
  const [preview, setPreview] = useState<ManualMergePreview | null>(null);
  const [logicError, setLogicError] = useState(false);
  const [merged, setMerged] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  const [requestPreview, previewing] = usePreviewManualCaseMergeMutation();
  const [mergeCases, merging] = useMergeManualCasesMutation();
  // Only the latest preview request's answer is shown (a swap asks again while the first may still be answering).
  const latestPreview = useRef(0);

  /** The generic error handler: title 'Error', the response's first error, else the generic text. */
  function showError(message: string | null | undefined) {
    dispatchToast(
      <Toast>
        <ToastTitle>{ERROR_TITLE}</ToastTitle>
        <ToastBody>{message || GENERIC_ERROR_TEXT}</ToastBody>
      </Toast>,
      { intent: 'error', timeout: 5000 },
    );
  }

  function changed() {
    latestPreview.current += 1;
    setPreview(null);
    setLogicError(false);
    setMerged(false);
  }

  function resetSelection() {
    changed();
    setCanonical(null);
    setDuplicate(null);
  }

  async function loadPreview(first: CaseChoice, second: CaseChoice) {
    if (!organization) return;
    changed();
    const request = latestPreview.current;
    try {
      const result = await requestPreview({
        organizationId: organization.internalID,
        canonicalCaseId: first.internalID,
        duplicateCaseId: second.internalID,
      });
      if (request !== latestPreview.current) return;
      if (result.preview) setPreview(result.preview);
      else showError(result.userErrors[0]?.message);
    } catch (error) {
      if (request === latestPreview.current) showError(error instanceof Error ? error.message : null);
    }
  }

  function swap() {
    const [first, second] = [duplicate, canonical];
    setCanonical(first);
    setDuplicate(second);
    if (first && second) void loadPreview(first, second);
    else changed();
  }

  async function merge() {
    setMerged(false);
    if (!organization || !canonical || !duplicate || !preview) {
      setLogicError(true);
      return;
    }
    setLogicError(false);
    try {
      const result = await mergeCases({
        organizationId: organization.internalID,
        canonicalCaseId: canonical.internalID,
        duplicateCaseId: duplicate.internalID,
        lastPreviewedAt: preview.lastPreviewedAt,
      });
      if (!result.mergedCaseId) return showError(result.userErrors[0]?.message);
      resetSelection();
      setMerged(true);
      setRefreshKey((key) => key + 1);
    } catch (error) {
      showError(error instanceof Error ? error.message : null);
    }
  }

  return (
    <div className={styles.page} id="page-manual-dedupe">
      <Title2 as="h1">Manual Dedupe</Title2>
      <Body1>
        Choose an organization, then the canonical case (the one that stays) and its duplicate (merged into it and removed). Preview what
        the merged case keeps, then merge.
      </Body1>
      <OrganizationPicker
        value={organization}
        onChange={(choice) => {
          resetSelection();
          setOrganization(choice);
        }}
      />
      {organization ? (
        <div className={styles.pair}>
          <CaseCombobox
            key={`canonical:${organization.internalID}`}
            label="Canonical case"
            organizationId={organization.internalID}
            value={canonical}
            refreshKey={refreshKey}
            onChange={(choice) => {
              changed();
              setCanonical(choice);
              if (choice && duplicate?.internalID === choice.internalID) setDuplicate(null);
            }}
          />
          <Button icon={<ArrowSwap20Regular />} onClick={swap} disabled={previewing || merging}>
            Swap
          </Button>
          <CaseCombobox
            key={`duplicate:${organization.internalID}`}
            label="Duplicate case"
            organizationId={organization.internalID}
            excludeCaseId={canonical?.internalID ?? null}
            value={duplicate}
            refreshKey={refreshKey}
            onChange={(choice) => {
              changed();
              setDuplicate(choice);
            }}
          />
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button
          disabled={!canonical || !duplicate || previewing || merging}
          onClick={() => canonical && duplicate && void loadPreview(canonical, duplicate)}
        >
          Preview
        </Button>
        <Button appearance="primary" disabled={merging || previewing} onClick={() => void merge()}>
          Merge
        </Button>
      </div>
      <GeneralErrors messages={logicError ? [LOGIC_ERROR] : []} />
      {merged ? <LazyMessageBar intent="success">{MERGED}</LazyMessageBar> : null}
      {preview ? <ManualMergePreviewTable preview={preview} /> : null}
    </div>
  );
}
