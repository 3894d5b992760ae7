import { BrowserRouter } from 'react-router-dom';
import { AuthRoutes } from './AuthRoutes';

export function App() {
  return (
    <BrowserRouter>
      <AuthRoutes />
    </BrowserRouter>
  );
}
