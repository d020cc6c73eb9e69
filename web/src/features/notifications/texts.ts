export const EMPTY_NOTIFICATIONS = 'You have no notifications at this time!';
