/** Whether this code runs in the Functions emulator (the local stack), not in Cloud Functions. */
export const isEmulated = () => process.env.FUNCTIONS_EMULATOR === 'true';
