// The shop's analytics calls, as the screens use them.
export {};
