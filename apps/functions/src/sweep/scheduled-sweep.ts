import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { FUNCTIONS } from '@camping/domain/callables';
import { SYDNEY_TIME_ZONE } from '@camping/domain/dates/calendar';
import { SWEEP_MINUTES } from '../bookings/expire-holds.ts';
import { MAIL_SECRETS } from '../mail/smtp.ts';
import { PAYMENT_SECRETS, paymentProvider } from '../payments/payment-provider.ts';
import { db } from '../shared/admin.ts';
import { runSweep } from './run-sweep.ts';

/**
 * Scheduled: the sweep (run-sweep.ts). The Functions emulator does not fire schedules, so
 * `npm run dev` runs the same code itself (local-sweep.ts).
 */
export const sweep = onSchedule(
  {
    schedule: `every ${SWEEP_MINUTES} minutes`,
    timeZone: SYDNEY_TIME_ZONE,
    region: FUNCTIONS.region,
    secrets: [...PAYMENT_SECRETS, ...MAIL_SECRETS],
  },
  async () => {
    logger.info('Sweep', await runSweep(db, paymentProvider()));
  },
);
