import { Body1, Button, Dropdown, Field, Input, Option, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, Navigate, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import type { RegistrationPagesOptionsQuery } from '../../__generated__/RegistrationPagesOptionsQuery.graphql.ts';
import type { OrganizationType } from '../../__generated__/useRegisterNowMutation.graphql.ts';
import type { EnvironmentHolder } from '../../relay/environment.ts';
import { GeneralErrors } from '../../ui/GeneralErrors.tsx';
import { useFormErrors } from '../../ui/useFormErrors.ts';
import { useRegisterNowMutation } from './mutations/useRegisterNowMutation.ts';
import { useRegisterUserMutation } from './mutations/useRegisterUserMutation.ts';
import { RegistrationLayout } from './RegistrationLayout.tsx';
import { REGISTRATION_PATHS, REGISTRATION_TEXTS, requiredProblems } from './texts.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const optionsQuery = graphql`
  query RegistrationPagesOptionsQuery {
    options {
      organizationTypes {
        value
        label
      }
    }
  }
`;

/** The option lists of the registration forms (public). */
export function registrationOptionsLoader(holder: EnvironmentHolder) {
  return (): PreloadedQuery<RegistrationPagesOptionsQuery> =>
    loadQuery<RegistrationPagesOptionsQuery>(holder.current(), optionsQuery, {}, { fetchPolicy: 'store-or-network' });
}

const COMPLETE = `${REGISTRATION_PATHS.complete}?success=true`;
const FAILED = `${REGISTRATION_PATHS.complete}?success=false`;

function TextField({
  label,
  name,
  value,
  onChange,
  problem,
  required,
  type = 'text',
  maxLength = 100,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string;
  required?: boolean;
  type?: 'text' | 'email';
  maxLength?: number;
}) {
  return (
    <Field label={label} required={required} validationMessage={problem}>
      <Input name={name} type={type} value={value} maxLength={maxLength} onChange={(_, data) => onChange(data.value)} />
    </Field>
  );
}

/**
 * /register?law_firm=<id>&referral_source=…: a user asks to join that law firm (first name, last name, e-mail
 * required). Without `law_firm` the visitor is sent to the sign-in page.
 */
export function RegisterPage() {
  const styles = useStyles();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const lawFirmId = params.get('law_firm');
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '' });
  const [missing, setMissing] = useState<Record<string, string>>({});
  const [register, isInFlight] = useRegisterUserMutation();
  const { errors, submit, field } = useFormErrors();
  if (!lawFirmId) return <Navigate replace to={REGISTRATION_PATHS.login} />;

  const set = (name: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = requiredProblems(values, ['firstName', 'lastName', 'email']);
    setMissing(problems);
    if (Object.keys(problems).length) return;
    let failed = false;
    const ok = await submit(async () => {
      try {
        return await register({ ...values, lawFirmId: lawFirmId!, referralSource: params.get('referral_source') });
      } catch (error) {
        failed = true;
        throw error;
      }
    });
    if (ok) await navigate(COMPLETE);
    else if (failed) await navigate(FAILED);
  }

  return (
    <RegistrationLayout title="Create your account">
      <form className={styles.form} noValidate aria-label="Create your account" onSubmit={(event) => void onSubmit(event)}>
        {/* The law firm comes from the link, not a field: its refusal ('Select a law firm.') is shown above the form. */}
        <GeneralErrors messages={[...errors.general, ...(errors.fields.lawFirmId ? [errors.fields.lawFirmId] : [])]} />
        <TextField
          label="First name"
          name="firstName"
          required
          value={values.firstName}
          onChange={set('firstName')}
          problem={missing.firstName ?? field('firstName').validationMessage}
        />
        <TextField
          label="Last name"
          name="lastName"
          required
          value={values.lastName}
          onChange={set('lastName')}
          problem={missing.lastName ?? field('lastName').validationMessage}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          maxLength={254}
          required
          value={values.email}
          onChange={set('email')}
          problem={missing.email ?? field('email').validationMessage}
        />
        <Button type="submit" appearance="primary" disabledFocusable={isInFlight}>
          Register
        </Button>
      </form>
      <Body1>
        Already registered? <RouterLink to={REGISTRATION_PATHS.login}>Sign in</RouterLink>
      </Body1>
    </RegistrationLayout>
  );
}

/**
 * /register-now: self-service registration of a new organisation (first name, last name, e-mail, company name, how
 * they heard of us, company type required; the type's specification optional).
 */
export function RegisterNowPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const data = usePreloadedQuery<RegistrationPagesOptionsQuery>(
    optionsQuery,
    useLoaderData() as PreloadedQuery<RegistrationPagesOptionsQuery>,
  );
  const [values, setValues] = useState({
    firstName: '',
    lastName: '',
    email: '',
    companyName: '',
    customerSource: '',
    companyType: '',
    companyTypeSpecification: '',
  });
  const [missing, setMissing] = useState<Record<string, string>>({});
  const [register, isInFlight] = useRegisterNowMutation();
  const { errors, submit, field } = useFormErrors();
  const set = (name: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const problem = (name: string) => missing[name] ?? field(name).validationMessage;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = requiredProblems(values, ['firstName', 'lastName', 'email', 'companyName', 'customerSource', 'companyType']);
    setMissing(problems);
    if (Object.keys(problems).length) return;
    let failed = false;
    const ok = await submit(async () => {
      try {
        return await register({
          ...values,
          companyType: values.companyType as OrganizationType,
          companyTypeSpecification: values.companyTypeSpecification || null,
        });
      } catch (error) {
        failed = true;
        throw error;
      }
    });
    if (ok) await navigate(COMPLETE);
    else if (failed) await navigate(FAILED);
  }

  const types = data.options.organizationTypes;
  return (
    <RegistrationLayout title="Register your organization">
      <form className={styles.form} noValidate aria-label="Register your organization" onSubmit={(event) => void onSubmit(event)}>
        <GeneralErrors messages={errors.general} />
        <TextField
          label="First name"
          name="firstName"
          required
          value={values.firstName}
          onChange={set('firstName')}
          problem={problem('firstName')}
        />
        <TextField
          label="Last name"
          name="lastName"
          required
          value={values.lastName}
          onChange={set('lastName')}
          problem={problem('lastName')}
        />
        <TextField
          label="Work email"
          name="email"
          type="email"
          maxLength={254}
          required
          value={values.email}
          onChange={set('email')}
          problem={problem('email')}
        />
        <TextField
          label="Company name"
          name="companyName"
          maxLength={255}
          required
          value={values.companyName}
          onChange={set('companyName')}
          problem={problem('companyName')}
        />
        <Field label="Company type" required validationMessage={problem('companyType')}>
          <Dropdown
            placeholder="Select a type"
            value={types.find((type) => type.value === values.companyType)?.label ?? ''}
            selectedOptions={values.companyType ? [values.companyType] : []}
            onOptionSelect={(_, d) => set('companyType')(d.optionValue ?? '')}
          >
            {types.map((type) => (
              <Option key={type.value} value={type.value}>
                {type.label}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <TextField
          label="Company type specification"
          name="companyTypeSpecification"
          maxLength={255}
          value={values.companyTypeSpecification}
          onChange={set('companyTypeSpecification')}
          problem={problem('companyTypeSpecification')}
        />
        <TextField
          label="How did you hear about us?"
          name="customerSource"
          maxLength={255}
          required
          value={values.customerSource}
          onChange={set('customerSource')}
          problem={problem('customerSource')}
        />
        <Button type="submit" appearance="primary" disabledFocusable={isInFlight}>
          Register
        </Button>
      </form>
      <Body1>
        Already registered? <RouterLink to={REGISTRATION_PATHS.login}>Sign in</RouterLink>
      </Body1>
    </RegistrationLayout>
  );
}

/** /registration-complete?success=true|false: the result of a registration. */
export function RegistrationCompletePage() {
  const [params] = useSearchParams();
  const success = params.get('success') === 'true';
  return (
    <RegistrationLayout title={success ? REGISTRATION_TEXTS.successTitle : REGISTRATION_TEXTS.failureTitle}>
      <Body1>{success ? REGISTRATION_TEXTS.successText : REGISTRATION_TEXTS.failureText}</Body1>
      <Body1>
        <RouterLink to={REGISTRATION_PATHS.login}>Go to sign in</RouterLink>
      </Body1>
    </RegistrationLayout>
  );
}
