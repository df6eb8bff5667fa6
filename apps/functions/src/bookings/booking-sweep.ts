import { FUNCTIONS } from '@camping/domain/callables';
import { SYDNEY_TIME_ZONE } from '@camping/domain/dates/calendar';
import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { PAYMENT_SECRETS, paymentProvider } from '../payments/payment-provider.ts';
import { db } from '../shared/admin.ts';
import { expireDueHolds, settleDueRefunds, SWEEP_MINUTES } from './expire-holds.ts';

/**
 * Scheduled: expires unpaid holds past their time and retries refunds that did not go out. The
 * Functions emulator does not fire schedules, so scripts/dev.ts calls the same code.
 */
export const sweepBookings = onSchedule(
  {
    schedule: `every ${SWEEP_MINUTES} minutes`,
    timeZone: SYDNEY_TIME_ZONE,
    region: FUNCTIONS.region,
    secrets: PAYMENT_SECRETS,
  },
  async () => {
    const expired = await expireDueHolds(db);
    const refunded = await settleDueRefunds(db, paymentProvider());
    logger.info('Booking sweep', { expired, refunded });
  },
);
