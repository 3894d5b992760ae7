// The shop's analytics calls: schemas the server validates and answers with (docs/shop-and-rentals.md).
export {};
