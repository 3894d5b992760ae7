import { BrowserRouter } from 'react-router-dom';
import { AcademyRoutes } from './AcademyRoutes';

export function App() {
  return (
    <BrowserRouter>
      <AcademyRoutes />
    </BrowserRouter>
  );
}
