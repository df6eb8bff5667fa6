import { secondaryButton } from '@camping/ui/button-styles';
import { SubmitButton } from '@camping/ui/submit-button';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { Link } from 'react-router';
import { FormRefusal } from './form-refusal.tsx';

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
