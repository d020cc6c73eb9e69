import {
  Button,
  Card,
  CardHeader,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  Switch,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { LienStatusPanel_lien$key } from '../../__generated__/LienStatusPanel_lien.graphql.ts';
import { formatDate } from '../../lib/format.ts';
import { useFormErrors } from '../../ui/useFormErrors.ts';
import { DATE_MESSAGES, dateError, latestToday } from '../../lib/input-rules.ts';
import { LienRejectionNotice } from '../lien-rejection/LienRejectionNotice.tsx';
import { useUpdateLienMutation, type LienChanges } from './mutations/useUpdateLienMutation.ts';

const useStyles = makeStyles({
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: `0 ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}`,
  },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-end' },
  meta: { color: tokens.colorNeutralForeground3 },
});

/** The lienholder's own lien on the Status tab: balance, treatment status and the documents toggles. */
export function LienStatusPanel({
  lienRef,
  sharesDocumentsManually,
}: {
  lienRef: LienStatusPanel_lien$key;
  sharesDocumentsManually: boolean;
}) {
  const styles = useStyles();
  const lien = useFragment(
    graphql`
      fragment LienStatusPanel_lien on Lien {
        id
        balance
        balanceLastUpdatedAt
        plaintiffTreatmentStatus
        finalTreatmentDate
        hasLienholderFinalizedDocuments
        shareDocuments
        isLienholderBlacklisted
        ...LienRejectionNotice_lien
      }
    `,
    lienRef,
  );
  const [updateLien, inFlight] = useUpdateLienMutation();
  const [balance, setBalance] = useState(lien.balance ?? '');
  const [treatment, setTreatment] = useState<string>(lien.plaintiffTreatmentStatus ?? '');
  const [finalDate, setFinalDate] = useState(lien.finalTreatmentDate ?? '');
  const { errors, setErrors, submit } = useFormErrors();
  const [saved, setSaved] = useState(false);

  if (lien.isLienholderBlacklisted) {
    return (
      <Card>
        <CardHeader
          header={
            <Text as="h2" weight="semibold">
              Your Lien Status
            </Text>
          }
        />
        <div className={styles.body}>
          <Text>Status unavailable</Text>
        </div>
      </Card>
    );
  }

  // Each change shows at once (the hook's optimistic update) and is rolled back if the registry refuses it.
  async function send(changes: LienChanges) {
    setSaved(false);
    if (await submit(() => updateLien(lien.id, changes))) setSaved(true);
  }

  const finalDateProblem =
    treatment === 'DONE_TREATING' ? dateError(finalDate, { future: DATE_MESSAGES.finalTreatmentInFuture }) : undefined;

  const save = () => {
    // Done Treating needs the date treatment ended (the registry refuses it without one).
    if (treatment === 'DONE_TREATING' && !finalDate) {
      setErrors({ fields: { finalTreatmentDate: 'This field is required.' }, general: [] });
      return;
    }
    if (finalDateProblem) return;
    return send({
      balance,
      plaintiffTreatmentStatus: treatment || undefined,
      finalTreatmentDate: treatment === 'DONE_TREATING' ? finalDate || null : undefined,
    });
  };

  // Shown to organisations that share documents by hand, and whenever sharing is off (to turn it back on).
  const showShare = sharesDocumentsManually || lien.shareDocuments === false;

  return (
    <Card aria-labelledby="lien-status-title">
      <CardHeader
        header={
          <Text as="h2" weight="semibold" id="lien-status-title">
            Your Lien Status
          </Text>
        }
      />
      <div className={styles.body}>
        <LienRejectionNotice lienRef={lien} />
        {errors.general.map((message) => (
          <MessageBar key={message} intent="error">
            <MessageBarBody>{message}</MessageBarBody>
          </MessageBar>
        ))}
        {saved ? (
          <MessageBar intent="success">
            <MessageBarBody>Saved.</MessageBarBody>
          </MessageBar>
        ) : null}
        <div className={styles.row}>
          <Field label="Balance" required validationMessage={errors.fields.balance}>
            <Input inputMode="decimal" contentBefore="$" value={balance} onChange={(_, { value }) => setBalance(value)} />
          </Field>
          <Field label="Treatment status" validationMessage={errors.fields.plaintiffTreatmentStatus}>
            <Select value={treatment} onChange={(_, { value }) => setTreatment(value)}>
              <option value="" disabled>
                Select
              </option>
              <option value="TREATING">Treating</option>
              <option value="DONE_TREATING">Done Treating</option>
            </Select>
          </Field>
          {treatment === 'DONE_TREATING' ? (
            <Field label="Final treatment date" required validationMessage={finalDateProblem ?? errors.fields.finalTreatmentDate}>
              <Input type="date" value={finalDate} max={latestToday()} onChange={(_, { value }) => setFinalDate(value)} />
            </Field>
          ) : null}
          <Button appearance="primary" disabled={inFlight} onClick={save}>
            Save
          </Button>
        </div>
        {lien.balanceLastUpdatedAt ? (
          <Text className={styles.meta}>{`Balance last updated on ${formatDate(lien.balanceLastUpdatedAt)}`}</Text>
        ) : null}
        <Switch
          label="I have uploaded all documents (finalized)"
          checked={lien.hasLienholderFinalizedDocuments ?? false}
          onChange={(_, { checked }) => send({ hasLienholderFinalizedDocuments: checked })}
        />
        {showShare ? (
          <Switch
            label="Share documents with the law firm"
            checked={lien.shareDocuments ?? true}
            onChange={(_, { checked }) => send({ shareDocuments: checked })}
          />
        ) : null}
      </div>
    </Card>
  );
}
