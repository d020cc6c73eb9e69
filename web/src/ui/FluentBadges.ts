// Fluent's badges, the chunk LazyBadge.tsx loads when a page first shows one.
export { Badge, CounterBadge } from '@fluentui/react-components';
