import { PRODUCT_NAME } from '@camping/domain/product';

const sydneyYear = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  year: 'numeric',
});

/** "© 2026 The Complete Camping Experience": the current year in Sydney, where the business is. */
export function Copyright({ className }: { className?: string }) {
  return (
    // Pre-rendered pages carry the build's year; the browser writes the current one without complaint.
    <p className={className} suppressHydrationWarning>
      © {sydneyYear.format(new Date())} {PRODUCT_NAME}. All rights reserved.
    </p>
  );
}
