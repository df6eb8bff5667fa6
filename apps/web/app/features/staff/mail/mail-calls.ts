/**
 * Sends a failed e-mail again with a fresh round of tries (`staffResendMail`, audited). Firebase and
 * zod load with the call.
 */
export async function resendMail(mailId: string): Promise<void> {
  const [{ callFunction }, { CALLABLES }] = await Promise.all([
    import('#app/firebase/functions.ts'),
    import('@camping/domain/callables'),
  ]);
  CALLABLES.staffResendMail.response.parse(await callFunction('staffResendMail', { mailId }));
}
