import { BrowserRouter } from 'react-router-dom';
import { ShopRoutes } from './ShopRoutes';

export function App() {
  return (
    <BrowserRouter>
      <ShopRoutes />
    </BrowserRouter>
  );
}
