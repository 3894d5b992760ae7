export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const ADMIN = { email: 'admin@e2e.fairway.test', password: 'E2e-Admin-Pass-2026' };
