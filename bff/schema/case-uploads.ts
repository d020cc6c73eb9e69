// The secure case upload (issue 14): filled in by the case-uploads slice.
export {};
