// The rewards programme (docs/PRODUCT.md, "Rewards"): Viewer.rewards, the signed-in law-firm user's points and
// progress toward a card, null for everyone outside the programme (the header shows its button only then).
import { builder } from '../builder.ts';
import type { RewardsJson } from '../registry/rewards.ts';
import { Viewer } from './viewer.ts';

const Rewards = builder.objectRef<RewardsJson>('Rewards').implement({
  description: "The viewer's points in their organisation's rewards programme and their progress toward a card.",
  fields: (t) => ({
    totalPoints: t.exposeInt('total_points', { description: 'Points earned so far in this organisation.' }),
    pointsToCard: t.exposeInt('points_to_card', { description: 'Points still needed for the card; 0 once reached.' }),
    percent: t.exposeInt('percent', {
      description: 'Progress toward the card: totalPoints / (totalPoints + pointsToCard) × 100, rounded down, 0 to 100.',
    }),
    cardPoints: t.exposeInt('card_points', { description: 'The points a card takes.' }),
    rule: t.exposeString('rule', { description: 'How points are earned, in words for the rewards popover.' }),
  }),
});

builder.objectField(Viewer, 'rewards', (t) =>
  t.field({
    type: Rewards,
    nullable: true,
    description: "The viewer's rewards; null unless they are a law-firm user of an organisation in the rewards programme.",
    resolve: (_viewer, _args, ctx) => ctx.gateway.rewards.viewerRewards(),
  }),
);
