// Fluent's Link, the chunk LazyLink.tsx loads when a page first shows one.
export { Link } from '@fluentui/react-components';
