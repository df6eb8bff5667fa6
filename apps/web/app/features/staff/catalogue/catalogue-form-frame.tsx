import type { FormEventHandler, ReactNode } from 'react';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { secondaryButton } from '@camping/ui/button-styles';
import { TextAreaField, TextField } from '@camping/ui/form-field';
import { SubmitButton } from '@camping/ui/submit-button';
import { FormRefusal } from '../form-refusal.tsx';

export interface CatalogueFormFrameProps {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  errors: FieldErrors;
  submitting: boolean;
  /** Where "Cancel" goes: the catalogue's lists. */
  backTo: string;
  children: ReactNode;
}

/** A campground, package or add-on form: its fields, the server's refusal, save and cancel. */
export function CatalogueFormFrame({
  title,
  onSubmit,
  errors,
  submitting,
  backTo,
  children,
}: CatalogueFormFrameProps) {
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="entry-heading"
      className="space-y-5"
    >
      <h2 id="entry-heading" className="text-xl font-bold text-forest-900">
        {title}
      </h2>
      {children}
      <FormRefusal errors={errors} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton submitting={submitting} submittingLabel="Saving…">
          Save
        </SubmitButton>
        <Link to={backTo} className={secondaryButton}>
          Cancel
        </Link>
      </div>
    </form>
  );
}

type Registered = UseFormRegisterReturn;

export interface NameAndIdFieldsProps {
  isNew: boolean;
  /** "Id" or "Id (in its web address)". */
  idLabel: string;
  name: Registered;
  id: Registered;
  errors: { name?: { message?: string }; id?: { message?: string } };
}

/** An entry's name, and its id: made from the name while new, fixed once saved. */
export function NameAndIdFields({ isNew, idLabel, name, id, errors }: NameAndIdFieldsProps) {
  return (
    <>
      <TextField label="Name" error={errors.name?.message} {...name} />
      <TextField
        label={idLabel}
        readOnly={!isNew}
        hint={
          isNew
            ? 'Made from the name; lower-case letters, digits and hyphens.'
            : 'Saved ids do not change.'
        }
        error={errors.id?.message}
        {...id}
      />
    </>
  );
}

export interface SummaryAndDescriptionFieldsProps {
  summary: Registered;
  description: Registered;
  errors: { summary?: { message?: string }; description?: { message?: string } };
}

/** What the public cards (summary) and pages (description) say. */
export function SummaryAndDescriptionFields({
  summary,
  description,
  errors,
}: SummaryAndDescriptionFieldsProps) {
  return (
    <>
      <TextField
        label="Summary"
        hint="One sentence, up to 200 characters."
        error={errors.summary?.message}
        {...summary}
      />
      <TextAreaField
        label="Description"
        rows={5}
        error={errors.description?.message}
        {...description}
      />
    </>
  );
}
