// Staff's dedupe and verification queue (issue 14): filled in by the dedupe slice.
export {};
