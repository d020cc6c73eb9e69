import { Field, Select, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { ResolveLienDialog_options$key } from '../../__generated__/ResolveLienDialog_options.graphql.ts';
import { TEXT_LIMITS } from '../../lib/input-rules.ts';
import { MutationDialog } from '../../ui/MutationDialog.tsx';
import { useFormErrors } from '../../ui/useFormErrors.ts';
import { useResolveLienMutation } from './mutations/useResolveLienMutation.ts';

/** The lienholder's Mark as Resolved, with a reason (Options.lienResolutionStatus) and a note. */
export function ResolveLienDialog({
  caseId,
  lienId,
  options,
  onClose,
}: {
  caseId: string;
  lienId: string;
  options: ResolveLienDialog_options$key;
  onClose: () => void;
}) {
  const { lienResolutionStatus: reasons } = useFragment(
    graphql`
      fragment ResolveLienDialog_options on Options {
        lienResolutionStatus {
          value
          label
        }
      }
    `,
    options,
  );
  const [resolveLien, inFlight] = useResolveLienMutation();
  const { errors, submit, field } = useFormErrors();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const navigate = useNavigate();

  async function resolve() {
    // A resolved lien leaves the list of unresolved cases: the portfolio opens its first case.
    if (!(await submit(() => resolveLien({ caseId, lienId, resolutionStatus: reason || null, note })))) return;
    onClose();
    await navigate('/portfolio');
  }

  return (
    <MutationDialog
      title="Resolve Lien"
      submitLabel="Resolve"
      onSubmit={resolve}
      onClose={onClose}
      inFlight={inFlight}
      generalErrors={errors.general}
    >
      <Field label="Reason" required {...field('resolutionStatus')}>
        <Select value={reason} onChange={(_, { value }) => setReason(value)}>
          <option value="" disabled>
            Select a reason
          </option>
          {reasons.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Note" {...field('note')}>
        <Textarea value={note} maxLength={TEXT_LIMITS.note} onChange={(_, { value }) => setNote(value)} />
      </Field>
    </MutationDialog>
  );
}
