// Staff's manual case dedupe (issue 14): filled in by the manual-dedupe slice.
export {};
