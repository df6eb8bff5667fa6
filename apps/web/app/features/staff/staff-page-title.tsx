import { pageTitle } from '@camping/domain/site/page-title';
import { PageMeta } from '#app/shared/page-meta.tsx';

/** A staff page's name: the document's title and the page's one h1. */
export function StaffPageTitle({ title }: { title: string }) {
  return (
    <>
      <PageMeta title={pageTitle(title)} />
      <h1 className="text-3xl font-semibold text-forest-900">{title}</h1>
    </>
  );
}
