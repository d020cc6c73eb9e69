import './plain.css';

/** The loader of a route's code and data; drawn without Fluent UI, which the sign-in page does not load. */
export function FullPageLoader() {
  return (
    <div className="plain plain-loader" role="progressbar" aria-label="Loading...">
      <div className="plain-spinner" />
      <span>Loading...</span>
    </div>
  );
}
