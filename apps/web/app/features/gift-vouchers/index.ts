// What other features use of gift vouchers: My Account's list of the customer's vouchers.
export { GiftVouchersSection } from './gift-vouchers-section.tsx';
