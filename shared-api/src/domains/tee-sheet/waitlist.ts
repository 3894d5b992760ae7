import { z } from 'zod';

// Issue 12: the waitlist part of the tee-sheet contract. May import from './contract' and
// './green-fees'; contract.ts never imports this file.
export const waitlistContractVersion = z.literal(1);
