import { Field, Radio, RadioGroup, Spinner, Textarea, makeStyles } from '@fluentui/react-components';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate } from 'react-router';
import type { ChangeOfRepresentationDialogViewerQuery } from '../../__generated__/ChangeOfRepresentationDialogViewerQuery.graphql.ts';
import { TEXT_LIMITS } from '../../lib/input-rules.ts';
import { LawFirmPicker, type LawFirmChoice } from '../../ui/LawFirmPicker.tsx';
import { MutationDialog } from '../../ui/MutationDialog.tsx';
import { useFormErrors } from '../../ui/useFormErrors.ts';
import { useChangeRepresentationMutation } from './mutations/useChangeRepresentationMutation.ts';
import { REPRESENTATION_CHANGED } from './texts.ts';

const useStyles = makeStyles({ surface: { width: '600px', maxWidth: '100vw' } });

/**
 * The law firm's Mark as No Longer Representing Plaintiff, naming the new firm if it knows it. Once done the case
 * has left the firm's portfolio lists; OK opens the portfolio's first case.
 */
export function ChangeOfRepresentationDialog({ caseId, onClose }: { caseId: string; onClose: () => void }) {
  const styles = useStyles();
  const [changeRepresentation, inFlight] = useChangeRepresentationMutation();
  const { errors, submit, field } = useFormErrors();
  const [knows, setKnows] = useState<'yes' | 'no' | ''>('');
  const [lawFirm, setLawFirm] = useState<LawFirmChoice | null>(null);
  const [note, setNote] = useState('');
  const [done, setDone] = useState(false);
  const navigate = useNavigate();

  async function send() {
    const input = {
      caseId,
      knowsNewFirm: knows === '' ? null : knows === 'yes',
      lawFirmId: knows === 'yes' ? (lawFirm?.id ?? null) : null,
      note,
    };
    if (await submit(() => changeRepresentation(input))) setDone(true);
  }

  return (
    <MutationDialog
      title="Change of Representation"
      submitLabel="Submit"
      onSubmit={send}
      onClose={
        done
          ? () => {
              onClose();
              void navigate('/portfolio');
            }
          : onClose
      }
      inFlight={inFlight}
      generalErrors={errors.general}
      success={done ? REPRESENTATION_CHANGED : undefined}
      surfaceClassName={styles.surface}
    >
      <Field label="Do you know who now represents the plaintiff?" required {...field('knowsNewFirm')}>
        <RadioGroup value={knows} onChange={(_, { value }) => setKnows(value as 'yes' | 'no')} layout="horizontal">
          <Radio value="yes" label="Yes" />
          <Radio value="no" label="No" />
        </RadioGroup>
      </Field>
      {knows === 'yes' ? (
        <Suspense fallback={<Spinner size="tiny" />}>
          <OtherLawFirmPicker value={lawFirm} onChange={setLawFirm} error={errors.fields.lawFirmId} />
        </Suspense>
      ) : null}
      <Field label="Note" required={knows === 'no'} {...field('note')}>
        <Textarea value={note} maxLength={TEXT_LIMITS.note} onChange={(_, { value }) => setNote(value)} />
      </Field>
    </MutationDialog>
  );
}

/** The picker without the viewer's own firm (the one giving up the case). */
function OtherLawFirmPicker({
  value,
  onChange,
  error,
}: {
  value: LawFirmChoice | null;
  onChange: (firm: LawFirmChoice | null) => void;
  error?: string;
}) {
  const data = useLazyLoadQuery<ChangeOfRepresentationDialogViewerQuery>(
    graphql`
      query ChangeOfRepresentationDialogViewerQuery {
        viewer {
          activeAccount {
            organization {
              internalID
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  return <LawFirmPicker value={value} onChange={onChange} excludeId={data.viewer?.activeAccount.organization.internalID} error={error} />;
}
