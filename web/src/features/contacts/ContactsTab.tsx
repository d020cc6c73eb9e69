import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import type { ContactsTab_case$key } from '../../__generated__/ContactsTab_case.graphql.ts';
import { OrganizationCard } from './OrganizationCard.tsx';

const useStyles = makeStyles({
  tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  cards: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))', gap: tokens.spacingHorizontalL },
});

/**
 * The Contacts tab: the Law Firms section (the current firm, then firms no longer on the case as disabled cards)
 * and a section per lienholder type. `onChangeLawFirm` (lienholders) and `onRemove` (law firms, per lien) add
 * those items to the cards' More menus when given.
 */
export function ContactsTab({
  caseRef,
  onChangeLawFirm,
  onRemove,
}: {
  caseRef: ContactsTab_case$key;
  onChangeLawFirm?: () => void;
  onRemove?: (lien: { lienId: string; lienholderName: string }) => void;
}) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment ContactsTab_case on Case {
        id
        contactOrganizations {
          title
          organizationType
          cards {
            id
            side
            isFormer
            organization {
              name
            }
            lien {
              id
            }
            ...OrganizationCard_card
          }
        }
      }
    `,
    caseRef,
  );
  if (!data.contactOrganizations.length) return <Text>No organisations on this case yet.</Text>;
  return (
    <div className={styles.tab}>
      {data.contactOrganizations.map((section) => (
        <section key={section.organizationType} className={styles.section} aria-labelledby={`contacts-${section.organizationType}`}>
          <Text as="h2" size={500} weight="semibold" id={`contacts-${section.organizationType}`}>
            {section.title}
          </Text>
          <div className={styles.cards}>
            {section.cards.map((card) => {
              const lienId = card.lien?.id;
              return (
                <OrganizationCard
                  key={card.id}
                  cardRef={card}
                  caseId={data.id}
                  onChangeLawFirm={card.side === 'LAW_FIRM' && !card.isFormer ? onChangeLawFirm : undefined}
                  onRemove={onRemove && lienId ? () => onRemove({ lienId, lienholderName: card.organization.name }) : undefined}
                />
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
