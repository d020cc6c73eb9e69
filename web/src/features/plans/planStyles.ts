import { makeStyles, tokens } from '@fluentui/react-components';

export const usePlanStyles = makeStyles({
  page: {
    maxWidth: '960px',
    marginInline: 'auto',
    padding: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'stretch',
  },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  title: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  price: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold },
  hint: { color: tokens.colorNeutralForeground2 },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, marginTop: 'auto', flexWrap: 'wrap' },
  line: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});
