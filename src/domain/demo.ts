import type { UserRole } from './auth';

/** Demo accounts created by the seed (`npm run seed`, first `npm start`); shown in the login helper box. */
export const DEMO_PASSWORD = 'Demo1234!';

export interface DemoAccount {
  email: string;
  password: string;
  role: UserRole;
  name: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'customer@orabella.demo',
    password: DEMO_PASSWORD,
    role: 'customer',
    name: 'Giulia Romano',
  },
  { email: 'shop@orabella.demo', password: DEMO_PASSWORD, role: 'shop', name: 'Marco Bianchi' },
  { email: 'admin@orabella.demo', password: DEMO_PASSWORD, role: 'admin', name: 'Elena Conti' },
];

/** The seeded shop owned by the demo shop account. */
export const DEMO_OWNED_SHOP_ID = 'salone-aurora-roma';
