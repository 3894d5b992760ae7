import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { SignInPage } from '../features/sign-in/components/SignInPage';

/** /login on its own: the screen of the `./sign-in` module (the other screens are in `./spa`). */
export function SignInApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/login" element={<SignInPage />} />
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
