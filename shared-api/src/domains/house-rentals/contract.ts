// House rentals: listings, periods, free nights, bookings, payments, images and feedback
// (docs/property.md, "House rentals"). The server validates with these and answers with them.
export * from './listings';
export * from './bookings';
