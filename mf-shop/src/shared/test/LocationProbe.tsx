import { useLocation } from 'react-router-dom';

/** Shows the router's current search, so a test can read what lives in the URL. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
