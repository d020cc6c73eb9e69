// External Database Identifiers on the Case Detail tab: the ids the viewer's organisation gives the case (law
// firm) or its own lien on the case (lienholder) in its external systems. Private to that organisation.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { requireViewer } from '../context.ts';
import type { ExternalKeyJson, ExternalSystemJson } from '../registry/external-keys.ts';
import { internalId } from './ids.ts';
import { CaseRef } from './refs.ts';
import { UserError, userErrorsFrom, type UserErrorShape } from './user-errors.ts';
import { Viewer } from './viewer.ts';

const ExternalSystemType = builder.enumType('ExternalSystemType', {
  description: 'The product an external system is.',
  values: {
    FILEVINE: { description: 'Filevine (case management).' },
    LITIFY: { description: 'Litify (case management).' },
    CLIO: { description: 'Clio (law practice management).' },
    OTHER: { description: 'Any other system.' },
  } as const,
});

const ExternalSystem = builder.objectRef<ExternalSystemJson>('ExternalSystem').implement({
  description: "One of the organisation's external systems (case management, practice management ...).",
  fields: (t) => ({
    id: t.id({
      description: 'The global id: opaque, stable, and unique across every type.',
      resolve: (system) => encodeGlobalID('ExternalSystem', system.id),
    }),
    internalID: t.exposeString('id', { description: "The registry's id (as in the web app's URLs and the REST API)." }),
    name: t.exposeString('name', { description: 'The name the organisation gave the system.' }),
    type: t.field({
      description: 'Which product the system is.',
      type: ExternalSystemType,
      resolve: (system) => system.external_system_type as typeof ExternalSystemType.$inferType,
    }),
  }),
});

const ExternalKey = builder.objectRef<ExternalKeyJson>('ExternalKey').implement({
  description: 'The id the case (or the viewer’s lien on it) has in one of the organisation’s external systems.',
  fields: (t) => ({
    id: t.id({
      description: 'The global id: opaque, stable, and unique across every type.',
      resolve: (key) => encodeGlobalID('ExternalKey', key.id),
    }),
    internalID: t.exposeString('id', { description: "The registry's id (as in the web app's URLs and the REST API)." }),
    identifier: t.exposeString('registry_external_id', { description: 'The id in the external system, as the organisation typed it.' }),
    system: t.field({
      description: 'The external system the id belongs to.',
      type: ExternalSystem,
      resolve: (key) => key.registry_legal_organization_external_system,
    }),
  }),
});

builder.objectField(CaseRef, 'externalKeys', (t) =>
  t.field({
    type: [ExternalKey],
    description: "The organisation's external identifiers of the case (a lienholder's: of its own lien), oldest first.",
    resolve: (kase, _args, ctx) => ctx.gateway.externalKeys.ofCase(kase.id),
  }),
);

builder.objectField(Viewer, 'externalSystems', (t) =>
  t.field({
    type: [ExternalSystem],
    description: "The organisation's external systems; with several, adding an identifier names one.",
    resolve: (_viewer, _args, ctx) => ctx.gateway.externalKeys.systems(),
  }),
);

interface ExternalKeyPayloadShape {
  caseId: string | null;
  externalKey: ExternalKeyJson | null;
  userErrors: UserErrorShape[];
}

const ExternalKeyPayload = builder.objectRef<ExternalKeyPayloadShape>('ExternalKeyPayload').implement({
  description:
    'What `addExternalKey` and `deleteExternalKey` return: the objects as they are after the change, and `userErrors` when nothing changed.',
  fields: (t) => ({
    externalKey: t.field({
      description: 'The external id as saved; null after a deletion or a refusal.',
      type: ExternalKey,
      nullable: true,
      resolve: (payload) => payload.externalKey,
    }),
    case: t.field({
      type: CaseRef,
      nullable: true,
      description: 'The case with its identifiers after the change.',
      resolve: (payload) => payload.caseId,
    }),
    userErrors: t.field({
      description: 'Why nothing changed, in words for the person who asked; empty when the change was made.',
      type: [UserError],
      resolve: (payload) => payload.userErrors,
    }),
  }),
});

const AddExternalKeyInput = builder.inputType('AddExternalKeyInput', {
  description: 'The input of `addExternalKey`.',
  fields: (t) => ({
    caseId: t.id({ description: 'The case (global or registry id).', required: true }),
    externalSystemId: t.id({ description: 'Needed when the organisation has several systems.' }),
    externalSystemIdentifier: t.string({ description: 'The id in that system (required).' }),
  }),
});

const FIELDS = {
  case: 'caseId',
  lien: 'caseId',
  registry_external_id: 'externalSystemIdentifier',
  registry_legal_organization_external_system: 'externalSystemId',
};

const notFoundError = (): UserErrorShape[] => [{ field: 'caseId', message: 'Not found.', code: 'NOT_FOUND' }];

builder.mutationField('addExternalKey', (t) =>
  t.field({
    type: ExternalKeyPayload,
    description: "Records the case's id in one of the organisation's external systems (a lienholder's goes on its own lien).",
    authScopes: { signedIn: true },
    args: {
      input: t.arg({ description: "The mutation's input; its type describes each field.", type: AddExternalKeyInput, required: true }),
    },
    resolve: async (_root, { input }, ctx) => {
      const viewer = await requireViewer(ctx);
      const caseId = internalId('Case', String(input.caseId));
      let target: { case: string } | { lien: string } = { case: caseId };
      if (viewer.kind === 'LIENHOLDER') {
        const lienId = (await ctx.gateway.cases.load(caseId).catch(() => null))?.user_lien?.id;
        if (!lienId) return { caseId: null, externalKey: null, userErrors: notFoundError() };
        target = { lien: lienId };
      }
      try {
        const externalKey = await ctx.gateway.externalKeys.add(caseId, target, {
          registry_external_id: input.externalSystemIdentifier ?? null,
          registry_legal_organization_external_system: input.externalSystemId
            ? internalId('ExternalSystem', String(input.externalSystemId))
            : null,
        });
        return { caseId, externalKey, userErrors: [] };
      } catch (error) {
        const userErrors = userErrorsFrom(error, FIELDS);
        if (!userErrors) throw error;
        return { caseId: null, externalKey: null, userErrors };
      }
    },
  }),
);

const DeleteExternalKeyInput = builder.inputType('DeleteExternalKeyInput', {
  description: 'The input of `deleteExternalKey`.',
  fields: (t) => ({
    externalKeyId: t.id({ description: 'The external id to delete (global or registry id).', required: true }),
    caseId: t.id({ description: 'The case (global or registry id).', required: true }),
  }),
});

builder.mutationField('deleteExternalKey', (t) =>
  t.field({
    type: ExternalKeyPayload,
    description: "Deletes one of the organisation's external identifiers of a case.",
    authScopes: { signedIn: true },
    args: {
      input: t.arg({ description: "The mutation's input; its type describes each field.", type: DeleteExternalKeyInput, required: true }),
    },
    resolve: async (_root, { input }, ctx) => {
      await requireViewer(ctx);
      const id = internalId('ExternalKey', String(input.externalKeyId));
      const caseId = internalId('Case', String(input.caseId));
      try {
        await ctx.gateway.externalKeys.delete(id, caseId);
        return { caseId, externalKey: null, userErrors: [] };
      } catch (error) {
        const userErrors = userErrorsFrom(error, FIELDS);
        if (!userErrors) throw error;
        return { caseId: null, externalKey: null, userErrors };
      }
    },
  }),
);
