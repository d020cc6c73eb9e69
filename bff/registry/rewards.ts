// The rewards programme: the signed-in law-firm user's own points (GET escrow-agent/rewards/{userId}/).
import { RegistryHttpError } from '../rest/registry-client.ts';
import { REGISTRY_PREFIX, segment, type GatewayScope } from './scope.ts';

export interface RewardsJson {
  total_points: number;
  points_to_card: number;
  percent: number;
  points_per_update: number;
  card_points: number;
  rule: string;
}

export function rewardsGateway(scope: GatewayScope) {
  // A loader rather than a field, so that a change of identity (which clears the gateway's loaders) forgets it.
  const byUser = scope.loader<string, RewardsJson | null>((userIds) =>
    Promise.all(
      userIds.map(async (userId) => {
        try {
          return await scope.client.get<RewardsJson>(`${REGISTRY_PREFIX}/escrow-agent/rewards/${segment(userId)}/`);
        } catch (error) {
          if (error instanceof RegistryHttpError && (error.status === 403 || error.status === 404)) return null;
          throw error;
        }
      }),
    ),
  );
  return {
    /**
     * The viewer's points, or null when they do not take part: not a law-firm user, or the organisation is not in
     * the programme (the registry's 403 is the answer; the account's flag only saves the call).
     */
    async viewerRewards(): Promise<RewardsJson | null> {
      const viewer = await scope.viewer();
      if (!viewer?.account || viewer.kind !== 'LAW_FIRM' || !viewer.account.registry_legal_organization.is_rewards_participant) return null;
      return byUser.load(viewer.me.id);
    },
  };
}
