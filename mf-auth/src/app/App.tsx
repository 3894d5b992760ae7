import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { SignInPage } from '../features/sign-in/components/SignInPage';

/**
 * The remote's routes. Paths are absolute: the shell mounts this remote on the prefixes listed
 * in package.json "fairway.remote.routes". Other features (registration, password reset,
 * invitation login, profile) add their routes here and their prefixes there.
 */
export function AuthRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<SignInPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AuthRoutes />
    </BrowserRouter>
  );
}
