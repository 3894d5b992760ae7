import { configure } from '@testing-library/react';

// Screens wait for a real HTTP round trip (loopback server); on a busy CI machine that can take
// longer than Testing Library's default 1 s for findBy/waitFor. Nothing here asserts a timing.
configure({ asyncUtilTimeout: 5000 });
