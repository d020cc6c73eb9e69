import {
  Button,
  Card,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Toast,
  ToastBody,
  ToastTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { PersonAdd20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { UsersCard_user$data, UsersCard_user$key } from '../../__generated__/UsersCard_user.graphql.ts';
import type { UsersCard_viewer$key } from '../../__generated__/UsersCard_viewer.graphql.ts';
import { useAppToasts } from '../../ui/useAppToasts.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { MutationDialog } from '../../ui/MutationDialog.tsx';
import { useFormErrors } from '../../ui/useFormErrors.ts';
import { allMessages } from '../../ui/userErrors.ts';
import { useDeactivateUserMutation } from './mutations/useDeactivateUserMutation.ts';
import { useInviteUserMutation } from './mutations/useInviteUserMutation.ts';
import { useResendInvitationMutation } from './mutations/useResendInvitationMutation.ts';
import { useUpdateUserMutation } from './mutations/useUpdateUserMutation.ts';
import { ROLE_LABELS, USERS_TEXTS } from './texts.ts';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  title: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, margin: 0, flexGrow: 1 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  inactive: { color: tokens.colorNeutralForeground3 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type Role = 'ADMIN' | 'USER';
type Row = UsersCard_user$data;

const statusOf = (row: Pick<Row, 'isActive' | 'invitationStatus'>) =>
  !row.isActive ? 'Deactivated' : row.invitationStatus === 'SENT' ? 'Invited' : 'Active';

const roleLabel = (role: string) => ROLE_LABELS[role as Role] ?? role;

/**
 * Settings › Organization: the organisation's users (DECISIONS 8). Everyone sees names, e-mails and status; admins
 * also see the role column and act: Invite User, Edit (names, role; the e-mail is read-only), 'Resend invitation
 * email' while an invitation is open, Deactivate (never oneself). What each row allows comes from the server
 * (`viewerCan`).
 */
export function UsersCard({ viewer }: { viewer: UsersCard_viewer$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment UsersCard_viewer on Viewer {
        canManageUsers
        activeAccount {
          organization {
            users(first: 100) @connection(key: "UsersCard_users") {
              __id
              edges {
                node {
                  id
                  isViewer
                  ...UsersCard_user
                }
              }
            }
          }
        }
      }
    `,
    viewer,
  );
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<Row | null>(null);
  const [deactivating, setDeactivating] = useState<Row | null>(null);
  const users = data.activeAccount.organization.users;
  if (!users) return null;
  const admin = data.canManageUsers;
  const viewerListed = users.edges.some((edge) => edge.node.isViewer);
  return (
    <Card className={styles.card} aria-label={USERS_TEXTS.title}>
      <div className={styles.header}>
        <Text as="h2" className={styles.title}>
          {USERS_TEXTS.title}
        </Text>
        {admin && (
          <Button icon={<PersonAdd20Regular />} onClick={() => setInviting(true)}>
            {USERS_TEXTS.invite}
          </Button>
        )}
      </div>
      {!viewerListed && (
        <MessageBar intent="error">
          <MessageBarBody>{USERS_TEXTS.viewerMissing}</MessageBarBody>
        </MessageBar>
      )}
      <Table aria-label="Organization users" size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Name</TableHeaderCell>
            <TableHeaderCell>E-mail</TableHeaderCell>
            {admin && <TableHeaderCell>Role</TableHeaderCell>}
            <TableHeaderCell>Status</TableHeaderCell>
            {admin && <TableHeaderCell>Actions</TableHeaderCell>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.edges.map((edge) => (
            <UserRow key={edge.node.id} user={edge.node} admin={admin} onEdit={setEditing} onDeactivate={setDeactivating} />
          ))}
        </TableBody>
      </Table>
      {inviting && <InviteUserDialog connectionId={users.__id} onClose={() => setInviting(false)} />}
      {editing && <EditUserDialog user={editing} canEditRole={admin} onClose={() => setEditing(null)} />}
      {deactivating && <DeactivateUserDialog user={deactivating} onClose={() => setDeactivating(null)} />}
    </Card>
  );
}

function UserRow({
  user,
  admin,
  onEdit,
  onDeactivate,
}: {
  user: UsersCard_user$key;
  admin: boolean;
  onEdit: (row: Row) => void;
  onDeactivate: (row: Row) => void;
}) {
  const styles = useStyles();
  const row = useFragment(
    graphql`
      fragment UsersCard_user on OrganizationUser {
        id
        name
        firstName
        lastName
        email
        role
        isActive
        invitationStatus
        isViewer
        viewerCan {
          edit
          deactivate
          resendInvitation
        }
      }
    `,
    user,
  );
  return (
    <TableRow className={row.isActive ? undefined : styles.inactive}>
      <TableCell>{row.isViewer ? `${row.name} (you)` : row.name}</TableCell>
      <TableCell>{row.email}</TableCell>
      {admin && <TableCell>{roleLabel(row.role)}</TableCell>}
      <TableCell>{statusOf(row)}</TableCell>
      {admin && (
        <TableCell>
          <div className={styles.actions}>
            {row.viewerCan.edit && (
              <Button size="small" onClick={() => onEdit(row)}>
                {USERS_TEXTS.edit}
              </Button>
            )}
            {row.viewerCan.resendInvitation && <ResendButton userId={row.id} />}
            {row.isActive && (
              <Button size="small" disabled={row.isViewer || !row.viewerCan.deactivate} onClick={() => onDeactivate(row)}>
                {USERS_TEXTS.deactivate}
              </Button>
            )}
          </div>
        </TableCell>
      )}
    </TableRow>
  );
}

/** 'Resend invitation email' → 'Sending...' → 'Sent!' (the spec's pristine, sending, sent). */
function ResendButton({ userId }: { userId: string }) {
  const [state, setState] = useState<'pristine' | 'sending' | 'sent'>('pristine');
  const [resend] = useResendInvitationMutation();
  const { dispatchToast } = useAppToasts();
  async function onClick() {
    setState('sending');
    let messages: string[];
    try {
      messages = (await resend(userId)).map((error) => error.message);
    } catch (error) {
      messages = [error instanceof Error ? error.message : USERS_TEXTS.error];
    }
    if (!messages.length) return setState('sent');
    setState('pristine');
    dispatchToast(
      <Toast>
        <ToastTitle>{USERS_TEXTS.error}</ToastTitle>
        <ToastBody>{messages.join(' ')}</ToastBody>
      </Toast>,
      { intent: 'error' },
    );
  }
  return (
    <Button size="small" disabled={state !== 'pristine'} onClick={() => void onClick()}>
      {state === 'pristine' ? USERS_TEXTS.resend : state === 'sending' ? USERS_TEXTS.sending : USERS_TEXTS.sent}
    </Button>
  );
}

function RoleSelect({ value, onChange }: { value: Role; onChange: (role: Role) => void }) {
  return (
    <Field label="Role">
      <Select value={value} onChange={(_, d) => onChange(d.value as Role)}>
        <option value="USER">{ROLE_LABELS.USER}</option>
        <option value="ADMIN">{ROLE_LABELS.ADMIN}</option>
      </Select>
    </Field>
  );
}

function InviteUserDialog({ connectionId, onClose }: { connectionId: string; onClose: () => void }) {
  const styles = useStyles();
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [role, setRole] = useState<Role>('USER');
  const [missing, setMissing] = useState(false);
  const [invite, inFlight] = useInviteUserMutation();
  const { errors, submit, field } = useFormErrors();
  const { dispatchToast } = useAppToasts();

  async function onSubmit() {
    setMissing(!email.trim());
    if (!email.trim()) return;
    let alreadyMember = false;
    const ok = await submit(async () => {
      const userErrors = await invite(
        { email: email.trim(), firstName: firstName.trim() || null, lastName: lastName.trim() || null, role },
        [connectionId],
      );
      alreadyMember = userErrors.some((error) => error.message === USERS_TEXTS.alreadyMember);
      return userErrors;
    });
    if (alreadyMember) {
      // The catalogue: a persistent Error notice (the e-mail belongs to an account here; support can help).
      dispatchToast(
        <Toast>
          <ToastTitle>{USERS_TEXTS.error}</ToastTitle>
          <ToastBody>{USERS_TEXTS.alreadyMemberNotice}</ToastBody>
        </Toast>,
        { intent: 'error', timeout: -1 },
      );
      return;
    }
    if (!ok) return;
    dispatchToast(
      <Toast>
        <ToastTitle>{USERS_TEXTS.invited}</ToastTitle>
      </Toast>,
      { intent: 'success', timeout: 3000 },
    );
    onClose();
  }

  return (
    <MutationDialog
      title={USERS_TEXTS.invite}
      submitLabel="Invite"
      onSubmit={() => void onSubmit()}
      onClose={onClose}
      inFlight={inFlight}
      generalErrors={errors.general}
    >
      <form className={styles.form} noValidate onSubmit={(event) => (event.preventDefault(), void onSubmit())}>
        <Field label="Email" required {...field('email')} {...(missing ? { validationMessage: USERS_TEXTS.emailRequired } : {})}>
          <Input type="email" value={email} onChange={(_, d) => setEmail(d.value)} autoComplete="off" />
        </Field>
        <Field label="First name" {...field('firstName')}>
          <Input value={firstName} onChange={(_, d) => setFirstName(d.value)} />
        </Field>
        <Field label="Last name" {...field('lastName')}>
          <Input value={lastName} onChange={(_, d) => setLastName(d.value)} />
        </Field>
        <RoleSelect value={role} onChange={setRole} />
      </form>
    </MutationDialog>
  );
}

function EditUserDialog({ user, canEditRole, onClose }: { user: Row; canEditRole: boolean; onClose: () => void }) {
  const styles = useStyles();
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [role, setRole] = useState<Role>(user.role === 'ADMIN' ? 'ADMIN' : 'USER');
  const [missing, setMissing] = useState<{ firstName?: boolean; lastName?: boolean }>({});
  const [update, inFlight] = useUpdateUserMutation();
  const { errors, submit, field } = useFormErrors();

  async function onSubmit() {
    const problems = { firstName: !firstName.trim(), lastName: !lastName.trim() };
    setMissing(problems);
    if (problems.firstName || problems.lastName) return;
    const ok = await submit(() =>
      update({ userId: user.id, firstName: firstName.trim(), lastName: lastName.trim(), ...(canEditRole ? { role } : {}) }),
    );
    if (ok) onClose();
  }

  return (
    <MutationDialog
      title={`Edit ${user.name}`}
      submitLabel="Save"
      onSubmit={() => void onSubmit()}
      onClose={onClose}
      inFlight={inFlight}
      generalErrors={errors.general}
    >
      <form className={styles.form} noValidate onSubmit={(event) => (event.preventDefault(), void onSubmit())}>
        <Field label="Email" hint="The e-mail address cannot be changed.">
          <Input value={user.email} readOnly />
        </Field>
        <Field
          label="First name"
          required
          {...field('firstName')}
          {...(missing.firstName ? { validationMessage: USERS_TEXTS.firstNameRequired } : {})}
        >
          <Input value={firstName} onChange={(_, d) => setFirstName(d.value)} />
        </Field>
        <Field
          label="Last name"
          required
          {...field('lastName')}
          {...(missing.lastName ? { validationMessage: USERS_TEXTS.lastNameRequired } : {})}
        >
          <Input value={lastName} onChange={(_, d) => setLastName(d.value)} />
        </Field>
        {canEditRole && (
          <Field label="Role" {...field('role')}>
            <Select value={role} onChange={(_, d) => setRole(d.value as Role)}>
              <option value="USER">{ROLE_LABELS.USER}</option>
              <option value="ADMIN">{ROLE_LABELS.ADMIN}</option>
            </Select>
          </Field>
        )}
      </form>
    </MutationDialog>
  );
}

function DeactivateUserDialog({ user, onClose }: { user: Row; onClose: () => void }) {
  const [deactivate, inFlight] = useDeactivateUserMutation();
  const { errors, submit } = useFormErrors();
  return (
    <ConfirmDialog
      title={USERS_TEXTS.deactivateTitle}
      question={USERS_TEXTS.deactivateQuestion(user.name)}
      confirmLabel={USERS_TEXTS.deactivate}
      cancelLabel="Cancel"
      inFlight={inFlight}
      generalErrors={allMessages(errors)}
      onClose={onClose}
      onConfirm={() => void submit(() => deactivate(user.id)).then((ok) => ok && onClose())}
    />
  );
}
