// Equipment rentals, as the screens use them.
export {};
