// What house rentals knows of the club's houses comes from the property module.
export { houseFactsOf, houseIdsOfTenant, type HouseFacts } from '../property';
