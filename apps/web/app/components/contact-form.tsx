import { CONTACT_TOPICS, GENERAL_ENQUIRIES } from '@camping/domain/contact-entries';
import { contactMessageSchema, type ContactMessage } from '@camping/domain/schemas/contact';
import { LoadingButton } from '@camping/ui/loading-button';
import { useId, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useSchemaForm } from './use-schema-form.ts';

export interface ContactFormProps {
  /** Sends the validated message; throws when it could not be sent. */
  onSend: (message: ContactMessage) => Promise<void>;
}

/** What to tell the visitor when sending failed: the function's own words for bad input, else a way out. */
export function sendErrorMessage(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  // The Firebase SDK appends the HTTP status (" [400]"): not for people.
  if (code === 'functions/invalid-argument' && typeof message === 'string') {
    return message.replace(/ \[\d{3}\]$/, '');
  }
  return `We could not send your message. Please try again, or e-mail us at ${GENERAL_ENQUIRIES.email}.`;
}

const fieldClass =
  'mt-1 block w-full rounded-md border-0 bg-white px-3 py-2 text-stone-900 ring-1 ring-stone-400 focus:outline-2 focus:outline-offset-1 focus:outline-forest-700 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-700';

interface FieldProps {
  id: string;
  label: string;
  error: FieldError | undefined;
  hint?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

/** A labelled field with its hint and its error message right under it, both read out with it. */
function Field({ id, label, error, hint, children }: FieldProps) {
  const describedBy =
    [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-forest-900">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-stone-700">
          {hint}
        </p>
      )}
      {children(describedBy)}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error.message}
        </p>
      )}
    </div>
  );
}

/** The contact form: validated with the same schema the function uses, errors next to each field. */
export function ContactForm({ onSend }: ContactFormProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm(contactMessageSchema, { name: '', email: '', message: '' });

  const submit = handleSubmit(async (message) => {
    try {
      await onSend(message);
      reset();
    } catch (error) {
      setError('root.send', { message: sendErrorMessage(error) });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="space-y-5">
      <h2 id={`${id}-title`} className="text-2xl font-bold text-forest-900">
        Send us a message
      </h2>
      <p className="text-sm text-stone-700">Every field is required.</p>
      <Field id={`${id}-name`} label="Your name" error={errors.name}>
        {(describedBy) => (
          <input
            id={`${id}-name`}
            autoComplete="name"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy}
            className={fieldClass}
            {...register('name')}
          />
        )}
      </Field>
      <Field
        id={`${id}-email`}
        label="E-mail address"
        error={errors.email}
        hint="We reply to this address."
      >
        {(describedBy) => (
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy}
            className={fieldClass}
            {...register('email')}
          />
        )}
      </Field>
      <Field id={`${id}-topic`} label="What is it about?" error={errors.topic}>
        {(describedBy) => (
          <select
            id={`${id}-topic`}
            aria-invalid={errors.topic ? true : undefined}
            aria-describedby={describedBy}
            className={fieldClass}
            {...register('topic')}
          >
            <option value="">Choose a topic</option>
            {CONTACT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {topic}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${id}-message`} label="Message" error={errors.message}>
        {(describedBy) => (
          <textarea
            id={`${id}-message`}
            rows={6}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy}
            className={fieldClass}
            {...register('message')}
          />
        )}
      </Field>
      {errors.root?.send && (
        <p
          role="alert"
          className="rounded-md bg-red-50 p-3 font-medium text-red-900 ring-1 ring-red-200"
        >
          {errors.root.send.message}
        </p>
      )}
      <LoadingButton type="submit" loading={isSubmitting} loadingLabel="Sending…">
        Send message
      </LoadingButton>
    </form>
  );
}
