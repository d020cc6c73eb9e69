import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import type { LoadEnvironmentHolder } from '../relay/lazyEnvironmentHolder.ts';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import { FullPageLoader } from './FullPageLoader.tsx';
import { RootLayout } from './RootLayout.tsx';

/**
 * The route tree. Every screen is a lazy chunk so the sign-in page ships only what it renders; queries start in the
 * loaders (render-as-you-fetch) against the holder's current environment. The sign-in page needs neither Relay nor
 * Fluent UI: every other page is under a layout route that provides both, and they load with that layout's first page.
 */
const loaders = () => import('./loaders.ts');

export function createRoutes(loadHolder: LoadEnvironmentHolder): RouteObject[] {
  /** A route module and the Relay environment's holder, loaded side by side. */
  const withHolder = <M,>(module: Promise<M>) => Promise.all([module, loadHolder()]);
  return [
    {
      Component: RootLayout,
      HydrateFallback: FullPageLoader,
      ErrorBoundary: RouteErrorPage,
      children: [
        {
          path: 'login',
          lazy: async () => {
            const m = await import('./LoginRoute.tsx');
            return { Component: m.LoginRoute, loader: m.loginLoader(loadHolder) };
          },
        },
        {
          lazy: async () => {
            const [m, holder] = await withHolder(import('./AppLayout.tsx'));
            return { Component: m.appLayout(holder) };
          },
          children: [
            {
              // Development only (the server answers no mailbox in production); no sign-in.
              path: 'dev/mailbox',
              lazy: async () => {
                const [m, holder] = await withHolder(import('./DevMailboxRoute.tsx'));
                return { Component: m.DevMailboxRoute, loader: m.devMailboxLoader(holder) };
              },
            },
            // Registration (no sign-in): /register (a law firm's user), /register-now, the result page, the lienholder wizard.
            {
              path: 'register',
              lazy: async () => ({ Component: (await import('../features/registration/RegistrationPages.tsx')).RegisterPage }),
            },
            {
              path: 'register-now',
              lazy: async () => {
                const [m, holder] = await withHolder(import('../features/registration/RegistrationPages.tsx'));
                return { Component: m.RegisterNowPage, loader: m.registrationOptionsLoader(holder) };
              },
            },
            {
              // The secure case upload (issue 14): open to anyone, signed in or not.
              path: 'bulk-case-upload',
              lazy: async () => {
                const [m, holder] = await withHolder(import('./BulkCaseUploadRoute.tsx'));
                return { Component: m.BulkCaseUploadRoute, loader: m.bulkCaseUploadLoader(holder) };
              },
            },
            {
              path: 'registration-complete',
              lazy: async () => ({ Component: (await import('../features/registration/RegistrationPages.tsx')).RegistrationCompletePage }),
            },
            {
              path: 'register-lh',
              lazy: async () => ({ Component: (await import('../features/registration/LienholderWizard.tsx')).WizardLayout }),
              children: [
                { index: true, element: <Navigate replace to="/register-lh/account" /> },
                {
                  path: 'account',
                  lazy: async () => {
                    const [m, holder] = await withHolder(import('../features/registration/LienholderWizard.tsx'));
                    return { Component: m.WizardAccountStep, loader: m.wizardOptionsLoader(holder) };
                  },
                },
                {
                  path: 'cases',
                  lazy: async () => {
                    const [m, holder] = await withHolder(import('../features/registration/LienholderWizard.tsx'));
                    return { Component: m.WizardCasesStep, loader: m.wizardDetailsLoader(holder) };
                  },
                },
                {
                  path: 'details',
                  lazy: async () => {
                    const [m, holder] = await withHolder(import('../features/registration/LienholderWizard.tsx'));
                    return { Component: m.WizardDetailsStep, loader: m.wizardDetailsLoader(holder) };
                  },
                },
                {
                  path: 'confirmation',
                  lazy: async () => {
                    const [m, holder] = await withHolder(import('../features/registration/LienholderWizard.tsx'));
                    return { Component: m.WizardConfirmationStep, loader: m.wizardDetailsLoader(holder) };
                  },
                },
              ],
            },
            // Password reset (no sign-in): ask for the e-mail, then the e-mailed link's page.
            {
              path: 'password-reset-request',
              lazy: async () => ({
                Component: (await import('../features/password-reset/PasswordResetRequestPage.tsx')).PasswordResetRequestPage,
              }),
            },
            {
              path: 'password/reset/confirm/:uid/:token',
              lazy: async () => ({
                Component: (await import('../features/password-reset/PasswordResetConfirmPage.tsx')).PasswordResetConfirmPage,
              }),
            },
            {
              // DECISIONS.md 6: with ?token= the public invitation acceptance, without it the signed-in Invite Providers page.
              path: 'invite',
              lazy: async () => {
                const [m, holder] = await withHolder(import('./InviteRoute.tsx'));
                return { Component: m.InviteRoute, loader: m.inviteLoader(holder) };
              },
            },
            // A document request's e-mailed link, answered without signing in (the link's token is the credential).
            ...(
              [
                ['document-request/response', 'DocumentRequestResponsePage'],
                ['document-request/response-complete', 'DocumentRequestCompletePage'],
                ['document-request/already-fulfilled', 'DocumentRequestAlreadyFulfilledPage'],
                ['document-request/token-expired', 'DocumentRequestTokenExpiredPage'],
              ] as const
            ).map(([path, page]) => ({
              path,
              lazy: async () => ({ Component: (await import('../features/document-requests/LoggedOutPages.tsx'))[page] }),
            })),
            {
              path: '/',
              // Static loaders (here and on 'portfolio'): the queries start with the chunks' download, not after it.
              loader: async () => (await loaders()).protectedLoader(await loadHolder())(),
              lazy: async () => ({ Component: (await import('./ProtectedRoute.tsx')).ProtectedRoute }),
              children: [
                { index: true, element: <Navigate replace to="/portfolio" /> },
                {
                  path: 'portfolio',
                  loader: async () => (await loaders()).portfolioLoader(await loadHolder())(),
                  lazy: async () => {
                    // The list opens its first case at once: fetch the case page's code beside the list's, not after it.
                    void import('./CaseRoute.tsx');
                    void import('../features/case/caseTabs.ts');
                    return { Component: (await import('./PortfolioRoute.tsx')).PortfolioRoute };
                  },
                  children: [
                    { index: true, lazy: async () => ({ Component: (await import('./PortfolioRoute.tsx')).PortfolioIndex }) },
                    {
                      path: ':id',
                      lazy: async () => {
                        const [[m, tabs], holder] = await withHolder(
                          Promise.all([import('./CaseRoute.tsx'), import('../features/case/caseTabs.ts')]),
                        );
                        return {
                          Component: m.CaseRoute,
                          loader: m.caseLoader(holder),
                          shouldRevalidate: tabs.caseRouteShouldRevalidate,
                          ErrorBoundary: m.ErrorBoundary,
                        };
                      },
                    },
                  ],
                },
                {
                  path: 'document-payment',
                  lazy: async () => {
                    const [m, holder] = await withHolder(import('./DocumentPaymentRoute.tsx'));
                    return { Component: m.DocumentPaymentRoute, loader: m.documentPaymentLoader(holder) };
                  },
                },
                {
                  // The plan upgrade: overview, choose, payment (features/plans/).
                  path: 'upgrade/:step?',
                  lazy: async () => {
                    const [m, holder] = await withHolder(import('../features/plans/UpgradeRoute.tsx'));
                    return { Component: m.UpgradeRoute, loader: m.upgradeLoader(holder) };
                  },
                },
                {
                  path: 'settings/:tab?',
                  lazy: async () => {
                    const [m, holder] = await withHolder(import('./SettingsRoute.tsx'));
                    return { Component: m.SettingsRoute, loader: m.settingsLoader(holder) };
                  },
                },
                {
                  path: 'staff/registrations',
                  lazy: async () => {
                    const [m, holder] = await withHolder(import('../features/registration/StaffRegistrationsPage.tsx'));
                    return { Component: m.StaffRegistrationsRoute, loader: m.staffRegistrationsLoader(holder) };
                  },
                },
                {
                  // Staff only (issue 14 item 6): the received files and their spreadsheet import.
                  path: 'staff/case-uploads',
                  lazy: async () => {
                    const [m, holder] = await withHolder(import('../features/case-uploads/StaffCaseUploadsPage.tsx'));
                    return { Component: m.StaffCaseUploadsRoute, loader: m.staffCaseUploadsLoader(holder) };
                  },
                },
                {
                  path: 'staff/jobs',
                  lazy: async () => {
                    const [m, holder] = await withHolder(import('./StaffJobsRoute.tsx'));
                    return { Component: m.StaffJobsRoute, loader: m.staffJobsLoader(holder) };
                  },
                },
                {
                  // Staff only (issue 14): the dedupe and verification queue, and manual case dedupe.
                  path: 'dedupe',
                  lazy: async () => {
                    const [m, holder] = await withHolder(import('./DedupeRoute.tsx'));
                    return { Component: m.DedupeRoute, loader: m.dedupeLoader(holder) };
                  },
                },
                {
                  path: 'manual-dedupe',
                  lazy: async () => {
                    const [m, holder] = await withHolder(import('./ManualDedupeRoute.tsx'));
                    return { Component: m.ManualDedupeRoute, loader: m.manualDedupeLoader(holder) };
                  },
                },
                {
                  path: 'share/:id',
                  lazy: async () => ({ Component: (await import('./ShareRoute.tsx')).ShareRoute }),
                },
                { path: '*', element: <Navigate replace to="/portfolio" /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}
