// The shop's commerce calls, as the screens use them.
export {};
