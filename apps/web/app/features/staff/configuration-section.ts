// Class lists of the staff pages' configuration parts (capacity, catalogue, inbox, audit log).

/** A part of a staff page: a card with its heading. */
export const staffSection = 'card space-y-4 p-4 sm:p-6';
