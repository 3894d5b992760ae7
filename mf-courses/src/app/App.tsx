import { BrowserRouter } from 'react-router-dom';
import { CoursesRoutes } from './CoursesRoutes';

export function App() {
  return (
    <BrowserRouter>
      <CoursesRoutes />
    </BrowserRouter>
  );
}
