import { BrowserRouter } from 'react-router-dom';
import { RentalsRoutes } from './RentalsRoutes';

export function App() {
  return (
    <BrowserRouter>
      <RentalsRoutes />
    </BrowserRouter>
  );
}
