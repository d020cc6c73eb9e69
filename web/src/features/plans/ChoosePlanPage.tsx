import { Button, Card, Text } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { ChoosePlanPage_viewer$key } from '../../__generated__/ChoosePlanPage_viewer.graphql.ts';
import { dollars, offerTitle, PLAN_TEXTS } from './planTexts.ts';
import { usePlanStyles } from './planStyles.ts';
import { StepsBar } from './StepsBar.tsx';

/** /upgrade/choose: pay per case ($10/case, billed monthly, unlimited) or a pack with its bonus cases and cost per case. */
export function ChoosePlanPage({ viewer }: { viewer: ChoosePlanPage_viewer$key }) {
  const styles = usePlanStyles();
  const navigate = useNavigate();
  const data = useFragment(
    graphql`
      fragment ChoosePlanPage_viewer on Viewer {
        plans {
          offers {
            selection
            cases
            bonusCases
            totalCases
            amount
            pricePerCase
            costPerCase
          }
          viewerCan {
            purchase
          }
        }
      }
    `,
    viewer,
  );
  if (!data.plans) return null;
  const canBuy = data.plans.viewerCan.purchase;
  return (
    <div className={styles.page} id="page-upgrade-choose">
      <StepsBar current="choose" />
      <h1 className={styles.heading}>{PLAN_TEXTS.chooseTitle}</h1>
      {!canBuy && <Text className={styles.hint}>{PLAN_TEXTS.adminsOnly}</Text>}
      <div className={styles.columns}>
        {data.plans.offers.map((offer) => {
          const title = offerTitle(offer.selection, offer.cases ?? null);
          return (
            <Card key={offer.selection} className={styles.card} aria-label={title}>
              <Text as="h2" className={styles.title}>
                {title}
              </Text>
              {offer.amount === null || offer.amount === undefined ? (
                <>
                  <Text className={styles.price}>{PLAN_TEXTS.perCasePrice(offer.pricePerCase)}</Text>
                  <Text className={styles.hint}>{PLAN_TEXTS.perCaseBilling}</Text>
                </>
              ) : (
                <>
                  <Text className={styles.price}>{dollars(offer.amount)}</Text>
                  <Text>{PLAN_TEXTS.bonus(offer.bonusCases, offer.totalCases ?? 0)}</Text>
                  <Text className={styles.hint}>{PLAN_TEXTS.costPerCase(offer.costPerCase)}</Text>
                </>
              )}
              <div className={styles.actions}>
                <Button
                  appearance="primary"
                  disabled={!canBuy}
                  aria-label={`${PLAN_TEXTS.select} ${title}`}
                  onClick={() => void navigate(`/upgrade/payment?selection=${encodeURIComponent(offer.selection)}`)}
                >
                  {PLAN_TEXTS.select}
                </Button>
              </div>
            </Card>
          );
        })}
      </div>
    </div>
  );
}
