export const GRAPHQL_PATH = '/graphql';
