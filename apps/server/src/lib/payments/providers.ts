import { randomBytes } from 'node:crypto';

/**
 * Where money is really held. The ledger (./ledger.ts) does not care which provider it is,
 * so M-Pesa (STK push, then B2C payout or reversal) can be added beside `simulated`.
 */
export type PaymentProvider = {
  name: string;
  /** Takes the buyer's money into escrow; resolves to the provider's transaction id. */
  hold: (amountCents: number) => Promise<string>;
};

/** SPEC.md's simulated payment: a short wait, then success with a made-up transaction id. */
export function simulatedProvider({ delayMs }: { delayMs: number }): PaymentProvider {
  return {
    name: 'simulated',
    async hold() {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      return `SIM-${randomBytes(6).toString('hex').toUpperCase()}`;
    },
  };
}
