import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Select,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ChevronDown20Regular } from '@fluentui/react-icons';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import type { LawFirmActionsMenuDirectoryQuery } from '../../__generated__/LawFirmActionsMenuDirectoryQuery.graphql.ts';
import type { LawFirmActionsMenuMutation } from '../../__generated__/LawFirmActionsMenuMutation.graphql.ts';
import { hardNavigate } from '../../lib/hardNavigate.ts';
import { commitAsPromise } from '../../mutations/commitAsPromise.ts';
import { errorsByField, errorsOfFailure } from '../status/userErrors.ts';
import { MergeDuplicateDialog } from './MergeDuplicateDialog.tsx';
import { TEXT_LIMITS } from '../../lib/input-rules.ts';

const useStyles = makeStyles({
  surface: { width: '600px', maxWidth: '100vw' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const DONE = 'Thanks! Lienholders on this case will be notified that the law firm has changed. It has been removed from your portfolio.';

const mutation = graphql`
  mutation LawFirmActionsMenuMutation($input: ChangeRepresentationInput!) {
    changeRepresentation(input: $input) {
      removedCaseId
      userErrors {
        field
        message
      }
    }
  }
`;

/** The law firm's Actions. Request Documents comes with the documents feature. */
export function LawFirmActionsMenu({ caseId, caseInternalID }: { caseId: string; caseInternalID: string }) {
  const [open, setOpen] = useState<'merge' | 'representation' | null>(null);
  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button icon={<ChevronDown20Regular />} iconPosition="after">
            Actions
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem onClick={() => setOpen('merge')}>Mark as Duplicate</MenuItem>
            <MenuItem onClick={() => setOpen('representation')}>Mark as No Longer Representing Plaintiff</MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      {open === 'representation' ? <ChangeOfRepresentationDialog caseId={caseId} onClose={() => setOpen(null)} /> : null}
      {open === 'merge' ? <MergeDuplicateDialog caseId={caseId} caseInternalID={caseInternalID} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

function ChangeOfRepresentationDialog({ caseId, onClose }: { caseId: string; onClose: () => void }) {
  const styles = useStyles();
  const [commit, inFlight] = useMutation<LawFirmActionsMenuMutation>(mutation);
  const [knows, setKnows] = useState<'yes' | 'no' | ''>('');
  const [lawFirmId, setLawFirmId] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<ReturnType<typeof errorsByField>>({ fields: {}, general: [] });
  const [done, setDone] = useState(false);

  async function submit() {
    try {
      const response = await commitAsPromise(commit, {
        variables: { input: { caseId, knowsNewFirm: knows === '' ? null : knows === 'yes', lawFirmId: knows === 'yes' ? lawFirmId || null : null, note } },
      });
      const userErrors = response.changeRepresentation.userErrors;
      if (userErrors.length) setErrors(errorsByField(userErrors));
      else setDone(true);
    } catch (error) {
      setErrors(errorsOfFailure(error));
    }
  }

  // Once done the case is no longer the firm's: the portfolio reloads and opens its first case.
  const close = done ? () => hardNavigate('/portfolio') : onClose;

  return (
    <Dialog open onOpenChange={(_, { open }) => !open && close()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>Change of Representation</DialogTitle>
          <DialogContent className={styles.form}>
            {done ? (
              <MessageBar intent="success">
                <MessageBarBody>{DONE}</MessageBarBody>
              </MessageBar>
            ) : (
              <>
                {errors.general.map((message) => (
                  <MessageBar key={message} intent="error">
                    <MessageBarBody>{message}</MessageBarBody>
                  </MessageBar>
                ))}
                <Field label="Do you know who now represents the plaintiff?" required validationMessage={errors.fields.knowsNewFirm}>
                  <RadioGroup value={knows} onChange={(_, { value }) => setKnows(value as 'yes' | 'no')} layout="horizontal">
                    <Radio value="yes" label="Yes" />
                    <Radio value="no" label="No" />
                  </RadioGroup>
                </Field>
                {knows === 'yes' ? (
                  <Suspense fallback={<Field label="Law firm">Loading law firms…</Field>}>
                    <LawFirmSelect value={lawFirmId} onChange={setLawFirmId} error={errors.fields.lawFirmId} />
                  </Suspense>
                ) : null}
                <Field label="Note" required={knows === 'no'} validationMessage={errors.fields.note}>
                  <Textarea value={note} maxLength={TEXT_LIMITS.note} onChange={(_, { value }) => setNote(value)} />
                </Field>
              </>
            )}
          </DialogContent>
          <DialogActions>
            {done ? (
              <Button appearance="primary" onClick={close}>
                OK
              </Button>
            ) : (
              <>
                <Button onClick={onClose}>Cancel</Button>
                <Button appearance="primary" disabled={inFlight} onClick={submit}>
                  Submit
                </Button>
              </>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function LawFirmSelect({ value, onChange, error }: { value: string; onChange: (id: string) => void; error?: string }) {
  const data = useLazyLoadQuery<LawFirmActionsMenuDirectoryQuery>(
    graphql`
      query LawFirmActionsMenuDirectoryQuery {
        viewer {
          activeAccount {
            organization {
              internalID
            }
          }
          lawFirmDirectory(first: 1000) {
            internalID
            name
          }
        }
      }
    `,
    {},
  );
  const own = data.viewer?.activeAccount.organization.internalID;
  const firms = (data.viewer?.lawFirmDirectory ?? []).filter((firm) => firm.internalID !== own);
  return (
    <Field label="Law firm" required validationMessage={error}>
      <Select value={value} onChange={(_, { value: next }) => onChange(next)}>
        <option value="" disabled>
          Select a law firm
        </option>
        {firms.map((firm) => (
          <option key={firm.internalID} value={firm.internalID}>
            {firm.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
