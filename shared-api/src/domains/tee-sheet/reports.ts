import { z } from 'zod';

// Issue 12: the reports part of the tee-sheet contract. May import from './contract' and
// './green-fees'; contract.ts never imports this file.
export const reportsContractVersion = z.literal(1);
