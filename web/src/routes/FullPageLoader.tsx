import { Spinner, makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'grid', placeItems: 'center', minHeight: '100vh' },
});

export function FullPageLoader() {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Spinner size="large" label="Loading..." />
    </div>
  );
}
