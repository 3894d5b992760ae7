// The shop's catalogue calls, as the screens use them.
export {};
