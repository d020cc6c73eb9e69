// Plans, trial and the organisation's service (issue 12, H5; DECISIONS 16).
export { currentService, serviceFeatures, stageIsActive, TRIAL_DAYS, type CurrentService } from './service.ts';
export { spendCaseAllowance, billingMonth } from './allowance.ts';
export { billPerCaseMonth, previousMonth, type MonthlyBill } from './billing.ts';
export { planCatalogue, PLAN_OFFERS, offerOf, type PlanSelection } from './pricing.ts';
export { startTrial, expireTrials, assertPlanAdmin, planCapabilities, PLAN_MESSAGES } from './trial.ts';
export { parsePurchase, purchasePlan, refreshPurchase, listPurchases, applyPlanPaymentEvent, type PurchaseJson } from './purchase.ts';
