// Registration (issue 12; registry/domain/registration/): the public forms (each rate-limited per address like any
// public form) and the staff decisions (is_staff, never while impersonating; in the access log).
import type { FastifyInstance } from 'fastify';
import {
  createCaseFileUpload,
  getLienholderRegistration,
  registerCases,
  registerNow,
  registerUser,
  searchLawFirms,
  startLienholderRegistration,
  submitLienholderRegistration,
  updateLienholderRegistration,
} from '../domain/registration/public.ts';
import { approveRegistration, assertStaff, getRegistration, listRegistrations, rejectRegistration } from '../domain/registration/staff.ts';
import type { Query } from '../domain/paging.ts';
import { contextOf } from './permissions.ts';
import type { RouteDeps } from './types.ts';

const BASE = '/api/registry/v1';

export function registrationRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, settings } = deps;
  const domain = { db, jobs: deps.adapters.jobs, settings };
  const open = { config: { permission: 'public' as const, audit: 'none' as const }, preHandler: app.publicFormLimit };

  app.post(`${BASE}/register/`, open, async (request, reply) => reply.code(201).send(await registerUser(domain, request.body, request.ip)));
  app.post(`${BASE}/register-now/`, open, async (request, reply) =>
    reply.code(201).send(await registerNow(domain, request.body, request.ip)),
  );

  app.post(`${BASE}/register-lienholder/`, open, async (request, reply) =>
    reply.code(201).send(await startLienholderRegistration(domain, request.body, request.ip)),
  );
  app.get(`${BASE}/register-lienholder/law-firms/`, open, async (request) => searchLawFirms(db, (request.query as Query).search));
  app.get<{ Params: { id: string } }>(`${BASE}/register-lienholder/:id/`, open, async (request) =>
    getLienholderRegistration(domain, request.params.id),
  );
  app.patch<{ Params: { id: string } }>(`${BASE}/register-lienholder/:id/`, open, async (request) =>
    updateLienholderRegistration(domain, request.params.id, request.body),
  );
  app.post<{ Params: { id: string } }>(`${BASE}/register-lienholder/:id/submit/`, open, async (request) =>
    submitLienholderRegistration(domain, request.params.id),
  );
  app.post(`${BASE}/register-cases/`, open, async (request, reply) => reply.code(201).send(await registerCases(domain, request.body)));
  app.post(`${BASE}/register-cases/upload-url/`, open, async (request, reply) =>
    reply.code(201).send(await createCaseFileUpload(domain, request.body)),
  );

  app.get(`${BASE}/staff/registrations/`, { config: { permission: 'staff', audit: 'registration.list' } }, async (request) => {
    assertStaff(contextOf(request));
    return listRegistrations(db, request.query as Query);
  });
  app.get<{ Params: { id: string } }>(
    `${BASE}/staff/registrations/:id/`,
    { config: { permission: 'staff', audit: 'registration.view' } },
    async (request) => {
      assertStaff(contextOf(request));
      return getRegistration(db, request.params.id);
    },
  );
  app.post<{ Params: { id: string } }>(
    `${BASE}/staff/registrations/:id/approve/`,
    { config: { permission: 'staff', audit: 'registration.update' } },
    async (request) => approveRegistration(domain, contextOf(request), request.params.id),
  );
  app.post<{ Params: { id: string } }>(
    `${BASE}/staff/registrations/:id/reject/`,
    { config: { permission: 'staff', audit: 'registration.update' } },
    async (request) => rejectRegistration(domain, contextOf(request), request.params.id, request.body),
  );
}
