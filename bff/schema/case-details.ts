// Editing a case's details (Case Detail tab). The registry decides who may and validates.
import { builder } from '../builder.ts';
import type { CaseJson } from '../rest/types.ts';
import { internalId } from './ids.ts';
import { CaseRef } from './refs.ts';
import { UserError, userErrorsFrom, type UserErrorShape } from './user-errors.ts';

const UpdateCaseDetailsInput = builder.inputType('UpdateCaseDetailsInput', {
  description: 'The input of `updateCaseDetails`.',
  fields: (t) => ({
    caseId: t.id({ description: 'The case (global or registry id).', required: true }),
    firstName: t.string({ description: "The plaintiff's first name." }),
    lastName: t.string({ description: "The plaintiff's last name." }),
    birthdate: t.field({ description: "The plaintiff's date of birth. Fields left out stay as they are.", type: 'Date' }),
    dateOfLoss: t.field({ description: 'The date of the incident.', type: 'Date' }),
    stateOfIncident: t.string({ description: 'A US state code (Options.usStates).' }),
    type: t.string({ description: 'An incident type (Options.caseType).' }),
  }),
});

const UpdateCaseDetailsPayload = builder
  .objectRef<{ case: CaseJson | null; userErrors: UserErrorShape[] }>('UpdateCaseDetailsPayload')
  .implement({
    description: 'What `updateCaseDetails` returns: the objects as they are after the change, and `userErrors` when nothing changed.',
    fields: (t) => ({
      case: t.field({
        description: 'The case with its details as they are now; null when refused.',
        type: CaseRef,
        nullable: true,
        resolve: (payload) => payload.case,
      }),
      userErrors: t.field({
        description: 'Why nothing changed, in words for the person who asked; empty when the change was made.',
        type: [UserError],
        resolve: (payload) => payload.userErrors,
      }),
    }),
  });

builder.mutationField('updateCaseDetails', (t) =>
  t.field({
    type: UpdateCaseDetailsPayload,
    description:
      "Edits the plaintiff's name and birthdate, date of loss, state and incident type (law firm; lienholders when the case is editable by them).",
    authScopes: { signedIn: true },
    args: {
      input: t.arg({ description: "The mutation's input; its type describes each field.", type: UpdateCaseDetailsInput, required: true }),
    },
    resolve: async (_root, { input }, ctx) => {
      const plaintiff: Record<string, unknown> = {};
      if (input.firstName !== undefined) plaintiff.first_name = input.firstName;
      if (input.lastName !== undefined) plaintiff.last_name = input.lastName;
      if (input.birthdate !== undefined) plaintiff.birthdate = input.birthdate;
      const body: Record<string, unknown> = { plaintiff };
      if (input.dateOfLoss !== undefined) body.date_of_loss = input.dateOfLoss;
      if (input.stateOfIncident !== undefined) body.state_of_incident = input.stateOfIncident;
      if (input.type !== undefined) body.type = input.type;
      const caseId = internalId('Case', String(input.caseId));
      try {
        const updated = await ctx.gateway.cases.updateDetails(caseId, body);
        return { case: updated, userErrors: [] };
      } catch (error) {
        const userErrors = userErrorsFrom(error);
        if (!userErrors) throw error;
        return { case: null, userErrors };
      }
    },
  }),
);
