// The sign-in page's two operations, sent without Relay (relay/persistedRequest.ts): the page does not load
// relay-runtime. Their text stays in the mutation modules, where relay-compiler reads it.
import loginMutation, { type useLoginMutation } from '../../__generated__/useLoginMutation.graphql.ts';
import switchAccountMutation, { type useSwitchAccountMutation } from '../../__generated__/useSwitchAccountMutation.graphql.ts';
import { persistedRequest } from '../../relay/persistedRequest.ts';

export type LoginInput = useLoginMutation['variables']['input'];
export type LoginResult = useLoginMutation['response']['login'];
export type SwitchAccountResult = useSwitchAccountMutation['response']['switchAccount'];

export async function login(input: LoginInput): Promise<LoginResult> {
  return (await persistedRequest<useLoginMutation['response']>(loginMutation, { input })).login;
}

export async function switchAccount(accountId: string): Promise<SwitchAccountResult> {
  return (await persistedRequest<useSwitchAccountMutation['response']>(switchAccountMutation, { input: { accountId } })).switchAccount;
}
