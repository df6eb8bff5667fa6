import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { CONTACT_TOPICS, GENERAL_ENQUIRIES } from '@camping/domain/contact/contact-entries';
import { contactMessageSchema, type ContactMessage } from '@camping/domain/contact/contact-message';
import { Alert } from '@camping/ui/alert';
import { secondaryButton } from '@camping/ui/button-styles';
import { SelectField, TextAreaField, TextField } from '@camping/ui/form-field';
import { SubmitButton } from '@camping/ui/submit-button';
import { useFocusOn } from '@camping/ui/use-focus-on';
import { spokenMessage } from '#app/shared/callable-error.ts';
import { useSchemaForm } from '#app/shared/use-schema-form.ts';
import { submitContactMessage } from './contact-calls.ts';

interface ConfirmationProps {
  message: ContactMessage;
  onSendAnother: () => void;
}

/**
 * What happens after a message was sent, in the place of the form, where the visitor is looking: the
 * focus moves to it, so a screen reader reads it out too.
 */
function Confirmation({ message, onSendAnother }: ConfirmationProps) {
  const id = useId();
  const status = useRef<HTMLDivElement>(null);
  useFocusOn(status);
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-5">
      <div ref={status} role="status" tabIndex={-1} className="space-y-3 outline-none">
        <h2 id={`${id}-title`} className="text-2xl font-bold text-forest-900">
          Message sent
        </h2>
        <p>
          Thanks, {message.name}. We&apos;ve e-mailed a copy to{' '}
          <strong className="wrap-anywhere">{message.email}</strong> and will reply within one
          business day.
        </p>
      </div>
      <button type="button" onClick={onSendAnother} className={secondaryButton}>
        Send another message
      </button>
    </section>
  );
}

/**
 * The contact form: validated with the same schema the function uses, errors next to each field. Once
 * a message is sent, a confirmation takes its place until the visitor asks to send another.
 */
export function ContactForm() {
  const id = useId();
  const send = useMutation({ mutationFn: submitContactMessage });
  const [sent, setSent] = useState<ContactMessage | null>(null);
  const focusFormWhenShown = useRef(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useSchemaForm(contactMessageSchema, { name: '', email: '', message: '' });

  useEffect(() => {
    if (sent || !focusFormWhenShown.current) return;
    focusFormWhenShown.current = false;
    setFocus('name');
  }, [sent, setFocus]);

  const submit = handleSubmit(async (message) => {
    try {
      await send.mutateAsync(message);
      reset();
      setSent(message);
    } catch (error) {
      setError('root.send', {
        message: spokenMessage(
          error,
          `We could not send your message. Please try again, or e-mail us at ${GENERAL_ENQUIRIES.email}.`,
        ),
      });
    }
  });

  if (sent) {
    return (
      <Confirmation
        message={sent}
        onSendAnother={() => {
          focusFormWhenShown.current = true;
          setSent(null);
        }}
      />
    );
  }

  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="space-y-5"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold text-forest-900">
        Send us a message
      </h2>
      <p className="text-sm text-stone-700">Every field is required.</p>
      <TextField
        label="Your name"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="E-mail address"
        type="email"
        autoComplete="email"
        hint="We reply to this address."
        error={errors.email?.message}
        {...register('email')}
      />
      <SelectField label="What is it about?" error={errors.topic?.message} {...register('topic')}>
        <option value="">Choose a topic</option>
        {CONTACT_TOPICS.map((topic) => (
          <option key={topic} value={topic}>
            {topic}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Message"
        rows={6}
        error={errors.message?.message}
        {...register('message')}
      />
      {errors.root?.send && <Alert>{errors.root.send.message}</Alert>}
      <SubmitButton submitting={isSubmitting} submittingLabel="Sending…">
        Send message
      </SubmitButton>
    </form>
  );
}
