import { Button, Field, Input, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Delete16Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ExternalIdsRow_case$key } from '../../__generated__/ExternalIdsRow_case.graphql.ts';
import type { ExternalIdsRow_viewer$key } from '../../__generated__/ExternalIdsRow_viewer.graphql.ts';
import { GeneralErrors } from '../../ui/GeneralErrors.tsx';
import { useFormErrors } from '../../ui/useFormErrors.ts';
import { TruncatedLabel } from '../../ui/TruncatedLabel.tsx';
import { TEXT_LIMITS } from '../../lib/input-rules.ts';
import { useAddExternalKeyMutation } from './mutations/useAddExternalKeyMutation.ts';
import { useDeleteExternalKeyMutation } from './mutations/useDeleteExternalKeyMutation.ts';

const useStyles = makeStyles({
  row: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, listStyleType: 'none', margin: 0, padding: 0 },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  form: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
});

/**
 * External Database Identifiers: the case's ids in the organisation's own external systems (a lienholder's are
 * on its lien). The system is asked for only when the organisation has several.
 */
export function ExternalIdsRow({ caseRef, viewerRef }: { caseRef: ExternalIdsRow_case$key; viewerRef: ExternalIdsRow_viewer$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment ExternalIdsRow_case on Case {
        id
        viewerCan {
          editExternalIds
        }
        externalKeys {
          id
          identifier
          system {
            id
            name
          }
        }
      }
    `,
    caseRef,
  );
  const { externalSystems } = useFragment(
    graphql`
      fragment ExternalIdsRow_viewer on Viewer {
        externalSystems {
          id
          name
        }
      }
    `,
    viewerRef,
  );
  const [addExternalKey, adding] = useAddExternalKeyMutation();
  const [deleteExternalKey, removing] = useDeleteExternalKeyMutation();
  const [systemId, setSystemId] = useState('');
  const [identifier, setIdentifier] = useState('');
  const { errors, submit: run, field } = useFormErrors();
  const choosesSystem = externalSystems.length > 1;
  const canEdit = data.viewerCan.editExternalIds;

  async function submit() {
    const added = await run(() =>
      addExternalKey({
        caseId: data.id,
        externalSystemId: choosesSystem ? systemId || null : null,
        identifier: identifier.trim(),
        shownSystem: choosesSystem ? (externalSystems.find((system) => system.id === systemId) ?? null) : (externalSystems[0] ?? null),
      }),
    );
    if (added) {
      setIdentifier('');
      setSystemId('');
    }
  }

  return (
    <section className={styles.row} aria-labelledby="external-ids-title">
      <Text as="h2" weight="semibold" id="external-ids-title">
        External Database Identifiers
      </Text>
      <GeneralErrors messages={errors.general} />
      {data.externalKeys.length ? (
        <ul className={styles.list} aria-label="External identifiers">
          {data.externalKeys.map((key) => (
            <li key={key.id} className={styles.item}>
              <Text weight="semibold">
                <TruncatedLabel text={key.system.name} />:
              </Text>
              <TruncatedLabel text={key.identifier} />
              {canEdit ? (
                <Button
                  appearance="subtle"
                  size="small"
                  icon={<Delete16Regular />}
                  aria-label={`Delete ${key.system.name} identifier ${key.identifier}`}
                  disabled={removing}
                  onClick={() => run(() => deleteExternalKey(data.id, key.id))}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <Text>No identifiers yet.</Text>
      )}
      {!canEdit ? null : externalSystems.length ? (
        <div className={styles.form} role="group" aria-label="Add an external identifier">
          {choosesSystem ? (
            <Field label="External system" required {...field('externalSystemId')}>
              <Select value={systemId} onChange={(_, { value }) => setSystemId(value)}>
                <option value="" disabled>
                  Select
                </option>
                {externalSystems.map((system) => (
                  <option key={system.id} value={system.id}>
                    {system.name}
                  </option>
                ))}
              </Select>
            </Field>
          ) : null}
          <Field
            label={choosesSystem ? 'External identifier' : `${externalSystems[0].name} identifier`}
            required
            validationMessage={errors.fields.externalSystemIdentifier ?? errors.fields.caseId}
          >
            <Input value={identifier} maxLength={TEXT_LIMITS.externalId} onChange={(_, { value }) => setIdentifier(value)} />
          </Field>
          <Button appearance="primary" disabled={adding} onClick={submit}>
            Add identifier
          </Button>
        </div>
      ) : (
        <Text size={200}>Your organization has no external systems connected.</Text>
      )}
    </section>
  );
}
